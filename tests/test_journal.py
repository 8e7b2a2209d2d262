"""The journal (prefcount.journal): each change one synced line; replayed onto the autosave after a crash."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from prefcount import gamefile, journal
from prefcount.gamefile import AutosaveState, FileStamp
from prefcount.ledger import Game

EMPTY = AutosaveState(None, False, None)


@pytest.fixture
def sochi(data_dir) -> Game:
    return gamefile.load(data_dir / "game-sochi-3p.json")


def start(game: Game) -> Game:
    return Game(players=game.players, convention=game.convention)


def write(path: Path, records: list[dict], first_seq: int = 1) -> journal.JournalWriter:
    writer = journal.JournalWriter(path)
    for seq, record in enumerate(records, start=first_seq):
        writer.append({"seq": seq, **record})
    return writer


def test_every_kind_of_change_replays_to_the_same_game(sochi, tmp_path):
    path = tmp_path / "s.journal"
    game = start(sochi)
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
    records = [journal.game_record(start(sochi), EMPTY)] + [journal.hand_record("append", h) for h in sochi.hands[:6]]
    write(path, records)
    autosaved = start(sochi).model_copy(update={"hands": sochi.hands[:4]})  # holds lines 1-5
    replayed = journal.replay(path, autosaved, AutosaveState(None, False, None, journal_seq=5))
    assert replayed.changes == 2 and replayed.game is not None
    assert replayed.game.hands == sochi.hands[:6]


def test_a_save_is_remembered(sochi, tmp_path):
    path = tmp_path / "s.journal"
    stamp = FileStamp(10, 20, "ab" * 32)
    game = start(sochi).with_hand(sochi.hands[0])
    write(path, [journal.game_record(game, EMPTY), journal.state_record(AutosaveState("/x/f.pulka", True, stamp))])
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.state.clean and replayed.state.game_path == "/x/f.pulka" and replayed.state.stamp == stamp


def test_a_last_line_cut_short_by_a_kill_is_ignored_never_a_crash(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(start(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
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
    write(path, [journal.game_record(start(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    good = json.dumps({"seq": 4, **journal.hand_record("append", sochi.hands[1])}).encode() + b"\n"
    path.write_bytes(path.read_bytes() + bad + good)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note and "line 4" in replayed.note
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:1]  # what came before is kept


def test_a_foreign_newer_or_oversized_journal_is_refused_with_a_note(sochi, tmp_path, monkeypatch):
    path = tmp_path / "s.journal"
    autosaved = start(sochi).with_hand(sochi.hands[0])
    for header in (b'{"format": "prefcount", "version": 1}\n', b'{"format": "prefcount-journal", "version": 2}\n'):
        path.write_bytes(header + b'{"seq": 1, "op": "remove", "index": 0}\n')
        replayed = journal.replay(path, autosaved, EMPTY)
        assert replayed.note and replayed.game == autosaved and replayed.changes == 0
    monkeypatch.setattr(gamefile, "MAX_FILE_BYTES", 1000)
    write(path, [journal.game_record(sochi, EMPTY)])
    replayed = journal.replay(path, autosaved, EMPTY)
    assert "too big" in (replayed.note or "") and replayed.game == autosaved


def test_a_change_without_its_game_is_not_guessed(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.hand_record("append", sochi.hands[0])], first_seq=5)
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game is None and replayed.note


def test_a_gap_in_the_changes_stops_the_replay(sochi, tmp_path):
    path = tmp_path / "s.journal"
    write(path, [journal.game_record(start(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    writer = journal.JournalWriter(path)
    writer.append({"seq": 5, **journal.hand_record("append", sochi.hands[1])})
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:1] and "change 5" in (replayed.note or "")


def test_starting_over_keeps_only_the_new_change(sochi, tmp_path):
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(start(sochi), EMPTY), journal.hand_record("append", sochi.hands[0])])
    writer.append({"seq": 3, **journal.hand_record("append", sochi.hands[1])}, start_over=True)
    assert path.read_bytes().count(b"\n") == 2 and writer.size == path.stat().st_size
    autosaved = start(sochi).with_hand(sochi.hands[0])
    replayed = journal.replay(path, autosaved, AutosaveState(None, False, None, journal_seq=2))
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:2]


def test_a_write_that_fails_leaves_no_half_line(sochi, tmp_path, monkeypatch):
    path = tmp_path / "s.journal"
    writer = write(path, [journal.game_record(start(sochi), EMPTY)])
    before = path.read_bytes()
    real_write = os.write

    def full_disk(fd, data):
        real_write(fd, bytes(data[:10]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    with pytest.raises(OSError):
        writer.append({"seq": 2, **journal.hand_record("append", sochi.hands[0])})
    monkeypatch.setattr(os, "write", real_write)
    assert path.read_bytes() == before and writer.size == len(before)
    writer.append({"seq": 2, **journal.hand_record("append", sochi.hands[1])})
    replayed = journal.replay(path, None, EMPTY)
    assert replayed.note is None and replayed.game is not None and replayed.game.hands == sochi.hands[1:2]


def test_without_fdatasync_each_line_is_fsynced(sochi, tmp_path, monkeypatch):
    """Windows and macOS have no fdatasync: fsync does the work."""
    synced = []
    monkeypatch.delattr(os, "fdatasync", raising=False)
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    write(tmp_path / "s.journal", [journal.game_record(start(sochi), EMPTY)])
    assert synced


def test_no_journal_is_no_change_and_no_note(sochi, tmp_path):
    """An older prefcount's session has an autosave and no journal."""
    replayed = journal.replay(tmp_path / "none.journal", sochi, EMPTY)
    assert replayed == journal.Replayed(sochi, EMPTY, 0)
