"""The journal (prefcount.files.journal): each change one synced line; replayed onto the autosave after a crash."""

from __future__ import annotations

import json
import os

import pytest
from journal_helpers import EMPTY, empty, write

from prefcount.files import disk, gamefile, journal
from prefcount.files.gamefile import AutosaveState, FileStamp


def test_every_kind_of_change_replays_to_the_same_game(sochi, tmp_path):
    path = tmp_path / "s.journal"
    game = empty(sochi)
    records = [journal.game_record(game, AutosaveState("/x/friday.pulka", True, None))]
    for hand in sochi.hands[:5]:
        game = game.with_hand(hand)
        records.append(journal.hand_record("append", hand))
    game = game.replace_hand(1, sochi.hands[7])
    records.append(journal.hand_record("replace", sochi.hands[7], 1))
    game = game.without_hand(3)
    records.append(journal.remove_record(3))
    game = game.insert_hand(0, sochi.hands[8])
    records.append(journal.hand_record("insert", sochi.hands[8], 0))
    game = game.with_player(1, "Борис")
    records.append(journal.head_record(game))
    write(path, records)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is None and replayed.changes == len(records)
    assert replayed.game == game
    assert replayed.state.game_path == "/x/friday.pulka" and not replayed.state.clean  # changed since


def test_only_the_changes_after_the_autosave_are_replayed(sochi, tmp_path):
    path = tmp_path / "s.journal"
    records = [journal.game_record(empty(sochi), EMPTY)] + [journal.hand_record("append", h) for h in sochi.hands[:6]]
    write(path, records)
    autosaved = empty(sochi).model_copy(update={"hands": sochi.hands[:4]})  # holds lines 1-5
    replayed = journal.replay(path, autosaved, AutosaveState(None, False, None, journal_seq=5))
    assert replayed.changes == 2 and replayed.game is not None
    assert replayed.game.hands == sochi.hands[:6]


def test_a_save_is_remembered(sochi, tmp_path):
    path = tmp_path / "s.journal"
    stamp = FileStamp(10, 20, "ab" * 32)
    game = empty(sochi).with_hand(sochi.hands[0])
    saved = AutosaveState("/x/f.pulka", True, stamp, first_dealer=2)
    write(path, [journal.game_record(game, EMPTY), journal.state_record(saved)])
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.state.clean and replayed.state.game_path == "/x/f.pulka" and replayed.state.stamp == stamp
    assert replayed.state.first_dealer == 2


def test_who_deals_first_comes_back_with_a_new_game(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(empty(sochi), AutosaveState(None, True, None, first_dealer=1))])
    assert journal.replay(path, None, EMPTY).state.first_dealer == 1
    write(path, [journal.game_record(empty(sochi), AutosaveState(None, True, None, first_dealer=7))])
    assert journal.replay(path, None, EMPTY).state.first_dealer is None  # not a seat of this game


def test_a_last_line_cut_short_by_a_kill_is_ignored_never_a_crash(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(empty(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    whole = path.read_bytes()
    line = json.dumps({"seq": 3, **journal.hand_record("append", sochi.hands[1])}).encode()
    for cut in range(0, len(line) + 1, 7):  # every place a kill may cut the next line (its newline never written)
        path.write_bytes(whole + line[:cut])
        replayed = journal.replay(path, None, EMPTY)
        assert replayed.note is None and replayed.game is not None
        assert replayed.game.hands == sochi.hands[:1]
    for cut in range(len(journal._HEADER)):  # a journal whose first line was cut short: nothing in it
        path.write_bytes(journal._HEADER[:cut])
        assert journal.replay(path, None, EMPTY) == journal.Replayed(None, EMPTY, 0)


@pytest.mark.parametrize(
    "bad",
    [
        b"{not json}\n",
        b'{"seq": 3, "op": "append", "hand": {"kind": "game"}}\n',
        b'{"seq": 3, "op": "remove", "index": 9}\n',
        b'{"seq": 3, "op": "remove", "index": true}\n',
        b'{"seq": 3, "op": "explode"}\n',
        b'{"seq": 9, "op": "append", "hand": {"kind": "raspasy", "tricks": [4, 3, 3]}}\n',
        b'{"seq": 3, "seq": 3, "op": "remove", "index": 0}\n',
        b'{"seq": 3, "op": "head", "game": {"format": "prefcount", "version": 1, "players": ["A", "B"]}}\n',
        b"[" * 100_000 + b"\n",
        b'{"seq": 3, "op": "state", "file": 7}\n',
    ],
)
def test_a_damaged_line_ends_the_replay_there_with_a_note(sochi, tmp_path, bad):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(empty(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    good = json.dumps({"seq": 4, **journal.hand_record("append", sochi.hands[1])}).encode() + b"\n"
    path.write_bytes(path.read_bytes() + bad + good)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is not None and replayed.note.kind == "stopped" and replayed.note.line == 4
    assert "line 4" in str(replayed.note)
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:1]  # what came before is kept


def test_a_foreign_or_newer_journal_is_refused_with_a_note(sochi, tmp_path):
    path = tmp_path / "s.journal"
    autosaved = empty(sochi).with_hand(sochi.hands[0])
    for header, kind in (
        (b'{"format": "prefcount", "version": 1}\n', "foreign"),
        (b'{"format": "prefcount-journal", "version": 2}\n', "newer"),
        (b"x" * 5000 + b"\n", "foreign"),
    ):
        path.write_bytes(header + b'{"seq": 1, "op": "remove", "index": 0}\n')
        replayed = journal.replay(path, autosaved, EMPTY)
        assert replayed.note is not None and replayed.note.kind == kind
        assert replayed.game == autosaved and replayed.changes == 0


def test_a_change_without_its_game_is_not_guessed(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.hand_record("append", sochi.hands[0])], first_seq=5)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game is None and replayed.note


def test_a_gap_in_the_changes_stops_the_replay(sochi, tmp_path):
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(empty(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    writer.append([journal.line(5, journal.hand_record("append", sochi.hands[1]))])
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:1] and "change 5" in str(replayed.note)


def test_starting_over_keeps_only_the_new_change(sochi, tmp_path):
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(empty(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    writer.rebuild([journal.line(3, journal.hand_record("append", sochi.hands[1]))])  # the autosave holds 1-2
    assert path.read_bytes().count(b"\n") == 2 and writer.size == path.stat().st_size == writer.base
    autosaved = empty(sochi).with_hand(sochi.hands[0])
    replayed = journal.replay(path, autosaved, AutosaveState(None, False, None, journal_seq=2))
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:2]


def test_after_a_failed_write_nothing_follows_the_half_line_it_left(sochi, tmp_path, monkeypatch):
    """A full disk cut a line short: appending after it would glue the next line to the half one and lose every
    later change at the next start. Nothing is appended until the journal is made anew (never cut back in place)."""
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(empty(sochi), EMPTY)])
    real_write = os.write

    def full_disk(fd, data):
        real_write(fd, bytes(data[:10]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    with pytest.raises(OSError):
        writer.append([journal.line(2, journal.hand_record("append", sochi.hands[0]))])
    monkeypatch.setattr(os, "write", real_write)
    assert writer.broken
    crashed_now = journal.replay(path, None, EMPTY)  # a crash now: the half line is a cut-short last line
    assert crashed_now.note is None and crashed_now.game == empty(sochi)
    with pytest.raises(ValueError):
        writer.append([journal.line(2, journal.hand_record("append", sochi.hands[1]))])
    ftruncate = os.ftruncate
    monkeypatch.setattr(os, "ftruncate", lambda *a: pytest.fail("the journal is never cut back in place"))
    game = empty(sochi).with_hand(sochi.hands[0])
    writer.rebuild(
        [
            journal.line(2, journal.game_record(game, EMPTY)),
            journal.line(3, journal.hand_record("append", sochi.hands[1])),
        ]
    )
    writer.append([journal.line(4, journal.hand_record("append", sochi.hands[2]))])
    monkeypatch.setattr(os, "ftruncate", ftruncate)
    assert path.read_bytes().startswith(journal._HEADER) and writer.size == path.stat().st_size
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is None and replayed.game is not None and replayed.game.hands == sochi.hands[:3]


def test_a_journal_made_anew_replaces_the_old_one_whole_or_not_at_all(sochi, tmp_path, monkeypatch):
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(empty(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    before = path.read_bytes()
    real_sync = disk.sync

    def fails(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(disk, "sync", fails)  # (the temporary file's, before its rename)
    with pytest.raises(OSError):
        writer.rebuild([journal.line(3, journal.game_record(sochi, EMPTY))])
    monkeypatch.setattr(disk, "sync", real_sync)
    assert path.read_bytes() == before and writer.broken
    assert [p.name for p in tmp_path.iterdir()] == ["s.journal"]  # no temporary file left beside it


def test_a_file_name_that_is_not_text_goes_through_the_journal_exactly(sochi, tmp_path):
    """cp1251 names on Linux: Python holds the bytes of «пулька» as lone surrogates, which UTF-8 cannot write."""
    name = os.fsdecode("/игры/".encode() + "пулька".encode("cp1251") + b".pulka")
    assert not name.isascii() and any("\udc80" <= char <= "\udcff" for char in name)
    path = tmp_path / "s.journal"
    write(
        path,
        [
            journal.game_record(sochi, AutosaveState(name, True, None)),
            journal.state_record(AutosaveState(name, True, None)),
        ],
    )
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is None and replayed.state.game_path == name and replayed.game == sochi
    assert path.read_bytes().isascii()


def test_a_broken_character_anywhere_but_a_file_name_is_refused(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(empty(sochi), EMPTY)])
    line = json.dumps({"seq": 2, "op": "head", "game": {**empty(sochi).to_dict(), "players": ["\udcef", "B", "C"]}})
    path.write_bytes(path.read_bytes() + line.encode() + b"\n")
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is not None and replayed.note.kind == "stopped" and "broken character" in str(replayed.note)
    assert replayed.game == empty(sochi)


def test_a_journal_is_read_line_by_line_whatever_its_length(sochi, tmp_path, monkeypatch):
    """A cap on the whole file made a long journal (the autosave failing all evening) unreadable: the cap is per
    line (a line holds at most a whole game)."""
    monkeypatch.setattr(gamefile, "MAX_FILE_BYTES", 4000)
    monkeypatch.setattr(journal, "MAX_LINE", 4000)
    path = tmp_path / "s.journal"
    game = empty(sochi)
    records = [journal.game_record(game, EMPTY)]
    for number in range(100):
        hand = sochi.hands[number % len(sochi.hands)]
        records.append(journal.hand_record("append", hand))
        records.append(journal.remove_record(0))
    write(path, records)
    assert path.stat().st_size > 3 * 4000
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is None and replayed.changes == 201 and replayed.game == game
    path.write_bytes(path.read_bytes() + b'{"seq": 202, "op": "remove", "index": 0' + b" " * 4000 + b"}\n")
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is not None and replayed.note.line == 203 and "longer than 4000" in str(replayed.note)
    assert replayed.changes == 201


def test_without_fdatasync_each_line_is_fsynced(sochi, tmp_path, monkeypatch):
    """Windows and macOS have no fdatasync: fsync does the work."""
    synced = []
    monkeypatch.delattr(os, "fdatasync", raising=False)
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    write(tmp_path / "s.journal", [journal.game_record(empty(sochi), EMPTY)])
    assert synced


def test_no_journal_is_no_change_and_no_note(sochi, tmp_path):
    """An older prefcount's session has an autosave and no journal."""
    replayed = journal.replay(tmp_path / "none.journal", sochi, EMPTY)
    assert replayed == journal.Replayed(sochi, EMPTY, 0)


def _declarer_in_a_fourth_seat(hand) -> dict:
    """A hand valid alone that no 3-player game has: its declarer in seat 3 (one flipped digit makes it)."""
    return {**journal.hand_record("append", hand), "hand": {**hand.to_dict(), "declarer": 3}}


def test_a_line_that_does_not_fit_its_game_ends_the_replay_there(sochi, tmp_path):
    """Issue 25 item 1: the line is checked against the game as it stands, as opening a file checks it."""
    path = tmp_path / "s.journal"
    records = [journal.game_record(empty(sochi), EMPTY)] + [journal.hand_record("append", h) for h in sochi.hands[:5]]
    records.append(_declarer_in_a_fourth_seat(sochi.hands[5]))
    records.append(journal.hand_record("append", sochi.hands[6]))
    write(path, records)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:5]
    assert replayed.changes == 6
    assert replayed.note is not None and replayed.note.kind == "stopped" and replayed.note.line == 8
    assert "no seat 3" in str(replayed.note.error)


@pytest.mark.parametrize("op", ["insert", "replace"])
def test_an_edit_that_does_not_fit_ends_the_replay_too(sochi, tmp_path, op):
    path = tmp_path / "s.journal"
    records = [journal.game_record(empty(sochi), EMPTY)] + [journal.hand_record("append", h) for h in sochi.hands[:4]]
    records.append({**journal.hand_record(op, sochi.hands[5], 1), "hand": {**sochi.hands[5].to_dict(), "declarer": 3}})
    write(path, records)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game.hands == sochi.hands[:4] and replayed.note.kind == "stopped"


def test_a_head_whose_convention_refuses_the_hands_ends_the_replay(sochi, tmp_path):
    path = tmp_path / "s.journal"
    game = empty(sochi).model_copy(update={"hands": sochi.hands[:3]})
    two = game.model_copy(update={"players": game.players[:2], "hands": ()})
    write(path, [journal.game_record(game, EMPTY), journal.head_record(two)])
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game == game and replayed.note.kind == "stopped"
