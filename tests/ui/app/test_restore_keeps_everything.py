"""A restart after a crash loses nothing: a crashed session's files go only once what they held is safe elsewhere,
what could not be read back is kept as it was and the player is told, a fresh game's names come back, and a game
undone back to its file comes back as saved."""

from __future__ import annotations

import json

import pytest
from crashed import crash
from journal_helpers import empty

from prefcount.files import gamefile, journal, leftovers
from prefcount.files.paths import data_dir
from prefcount.ledger import PRESETS, Game
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import AnotherPulka, RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.words.i18n import set_language


def session_files() -> list[str]:
    return sorted(p.name for p in data_dir().glob("autosave-*") if not p.name.endswith(".lock"))


def crashed_with(sochi, hands: int) -> GameDocument:
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:hands]:
        document.push(RecordHand(document, hand))
    crash(document)
    return document


# -- item 2: the old session goes only once the new one holds its game ------------------------------------------


def test_a_restore_that_could_not_be_written_keeps_the_crashed_session_and_says_so(qtbot, sochi, asked, monkeypatch):
    crashed_with(sochi, 3)
    before = session_files()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as disk_full:  # (monkeypatch.undo() would undo the data folder's fixture too)
        disk_full.setattr(gamefile, "save_autosave", full)
        disk_full.setattr(journal.JournalWriter, "rebuild", full)
        asked.yes = True
        restored = app.restore_or_new()
        assert restored.game.hands == sochi.hands[:3]  # on screen, and in the crashed session's files only
        assert set(before) <= set(session_files())
        (error,) = asked.errors
        assert "disk is full" in error and "offered again" in error
    restored.session.files.release()  # (this app ends here; its own files hold nothing)
    asked.questions.clear()
    again = app.restore_or_new()
    assert again.game.hands == sochi.hands[:3] and len(asked.questions) == 1


def test_a_restore_that_was_written_removes_the_crashed_session(qtbot, sochi, asked):
    crashed_with(sochi, 3)
    asked.yes = True
    restored = app.restore_or_new()
    assert not asked.errors
    assert all(name.startswith(restored.autosave_file.stem) for name in session_files())


# -- item 3: what could not be read back is kept as it was, and said ---------------------------------------------


def raw_copies() -> list:
    folder = leftovers.backups_dir() / leftovers.RAW_SESSIONS
    return sorted(folder.iterdir()) if folder.is_dir() else []


def damage(document: GameDocument, tail: bytes) -> dict[str, bytes]:
    """Append ``tail`` to the crashed session's journal; its files' bytes (named by suffix)."""
    stem = document.autosave_file.stem.replace(f"autosave-{__import__('os').getpid()}", "autosave-4000001")
    files = {p.suffix: p for p in data_dir().glob(stem + ".*") if p.suffix != ".lock"}
    files[".journal"].write_bytes(files[".journal"].read_bytes() + tail)
    return {suffix: path.read_bytes() for suffix, path in files.items()}


@pytest.mark.parametrize("answer", [True, False])
def test_a_journal_damaged_midway_is_said_in_the_question_and_kept_as_it_was(qtbot, sochi, asked, answer, monkeypatch):
    with monkeypatch.context() as not_landed:
        not_landed.setattr(gamefile, "save_autosave", lambda *args: (_ for _ in ()).throw(OSError("not landed")))
        document = GameDocument(empty(sochi))
        for hand in sochi.hands[:3]:
            document.push(RecordHand(document, hand))
        crash(document)
    later = journal.line(99, journal.hand_record("append", sochi.hands[3]))
    raw = damage(document, b"{not json}\n" + later)
    asked.yes = answer
    set_language("ru")
    document = app.restore_or_new()
    question = asked.questions[0]
    # «…повреждена в строке 6…» (1: its head, 2: the game, 3-5: the hands): the line, in the player's language
    assert "повреждена в строке 6" in question
    assert document.game.hands == (sochi.hands[:3] if answer else ())
    (copy,) = raw_copies()
    kept = {p.suffix: p.read_bytes() for p in copy.iterdir()}
    assert kept == raw  # byte for byte: the change after the damage can still be read by hand
    assert session_files() == [] or all(n.startswith(document.autosave_file.stem) for n in session_files())


def test_a_journal_of_a_newer_prefcount_is_said_and_kept(qtbot, sochi, asked):
    document = crashed_with(sochi, 2)
    stem = document.autosave_file.stem.replace(f"autosave-{__import__('os').getpid()}", "autosave-4000001")
    path = data_dir() / (stem + journal.SUFFIX)
    path.write_bytes(b'{"format": "prefcount-journal", "version": 9}\n{"seq": 1, "op": "future"}\n')
    raw = path.read_bytes()
    asked.yes = True
    restored = app.restore_or_new()
    assert "newer prefcount" in asked.questions[0]
    assert restored.game.hands == sochi.hands[:2]  # what the autosave holds
    (copy,) = raw_copies()
    assert (copy / path.name).read_bytes() == raw


def test_a_damaged_session_set_aside_keeps_both_files_not_only_the_first_readable(qtbot, sochi, asked):
    document = crashed_with(sochi, 2)
    stem = document.autosave_file.stem.replace(f"autosave-{__import__('os').getpid()}", "autosave-4000001")
    autosave = data_dir() / (stem + leftovers.AUTOSAVE_SUFFIX)
    autosave.write_bytes(b'{"format": "prefcount-autosave", "version": 2, "game": ')  # damaged
    raw = {p.suffix: p.read_bytes() for p in data_dir().glob(stem + ".*") if p.suffix != ".lock"}
    other = crashed_with(sochi, 1)  # shown instead (newest first: the damaged one is set aside or offered)
    del other
    asked.yes = True
    app.restore_or_new()
    copies = raw_copies()
    assert len(copies) == 1
    assert {p.suffix: p.read_bytes() for p in copies[0].iterdir()} == raw


def test_a_raw_copy_that_cannot_be_made_removes_nothing(qtbot, sochi, asked, monkeypatch):
    document = crashed_with(sochi, 2)
    damage(document, b"{not json}\n")
    before = session_files()

    def fails(leftover):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(leftovers, "keep_raw", fails)
    asked.yes = False
    app.restore_or_new()
    assert set(before) <= set(session_files())


# -- item 9: a fresh game killed before its first hand ----------------------------------------------------------


def test_the_apps_own_new_game_killed_untouched_is_dropped_quietly(qtbot, asked):
    document = GameDocument(app.default_game())
    document.autosave()
    crash(document)
    app.restore_or_new()
    assert asked.questions == []


def test_the_apps_new_game_of_another_language_is_dropped_too(qtbot, asked):
    set_language("ru")
    document = GameDocument(app.default_game())  # «Игрок 1», …
    crash(document)
    set_language("uk")
    app.restore_or_new()
    assert asked.questions == []


def test_a_new_game_killed_before_hand_1_comes_back_with_its_names_and_its_first_dealer(qtbot, asked):
    document = GameDocument(app.default_game())
    game = Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["rostov"])
    document.replace(game, None, first_dealer=2)
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert len(asked.questions) == 1
    assert restored.game == game and restored.first_dealer == 2


def test_another_pulka_killed_before_hand_1_comes_back(qtbot, sochi, asked):
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    document.push(AnotherPulka(document, empty(sochi)))
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert len(asked.questions) == 1 and restored.game == empty(sochi)


def test_who_deals_first_survives_the_autosave_alone(qtbot, sochi, asked, tmp_path):
    document = GameDocument(app.default_game())
    document.replace(empty(sochi), None, first_dealer=1)
    document.save(tmp_path / "new.pulka")
    document.wait_autosave()
    document.session._journal.remove()  # (only the autosave left: it names who deals first too)
    crash(document)
    asked.yes = True
    assert app.restore_or_new().first_dealer == 1


# -- item 10: undone back to the save point ------------------------------------------------------------------


def test_a_game_undone_back_to_its_file_comes_back_as_saved(qtbot, sochi, asked, tmp_path, monkeypatch):
    file = tmp_path / "friday.pulka"
    with monkeypatch.context() as not_landed:
        not_landed.setattr(gamefile, "save_autosave", lambda *args: (_ for _ in ()).throw(OSError("not landed")))
        document = GameDocument(empty(sochi))
        for hand in sochi.hands[:3]:
            document.push(RecordHand(document, hand))
        document.save(file)
        document.push(RecordHand(document, sochi.hands[3]))
        document.undo_stack.undo()  # the game is its file's again (the journal counts the undo as a change)
        assert not document.modified
        crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert "all saved" in asked.questions[0]
    assert restored.game == gamefile.load(file) and not restored.modified


def test_a_journal_line_that_does_not_fit_the_game_ends_the_replay_and_never_reaches_the_window(qtbot, sochi, asked):
    """Issue 25 item 1: a 4-player hand (a declarer in seat 3) journaled for a 3-player game. The hands before it
    come back, the question says how many and that the rest is damaged and kept; the window shows a game the ledger
    accepts, and the next start finds nothing to repeat."""
    from prefcount.ui.game.main_window import MainWindow

    document = crashed_with(sochi, 5)
    bad = {**journal.hand_record("append", sochi.hands[5]), "hand": {**sochi.hands[5].to_dict(), "declarer": 3}}
    raw = damage(document, journal.line(7, bad))
    asked.yes = True
    restored = app.restore_or_new()
    (question,) = asked.questions
    assert "Restore the game it was keeping (5 hands)?" in question
    assert "5 hands came back: the record of its later changes is damaged at line 8" in question
    assert "no seat 3" in question and str(leftovers.backups_dir() / leftovers.RAW_SESSIONS) in question
    assert restored.game.hands == sochi.hands[:5] and restored.error is None
    window = MainWindow(restored)  # every view paints from the sheet: no error
    qtbot.addWidget(window)
    window.grab()
    (copy,) = raw_copies()
    assert {p.suffix: p.read_bytes() for p in copy.iterdir()} == raw  # kept as it was, not deleted
    restored.discard_autosave()
    asked.questions.clear()
    app.restore_or_new()
    assert asked.questions == []


@pytest.mark.parametrize(
    "write",
    [
        lambda game: json.dumps(game.to_dict(), indent=4, ensure_ascii=True).encode("ascii"),  # another program
        lambda game: ("\ufeff" + json.dumps(game.to_dict(), ensure_ascii=False) + "\r\n").encode("utf-8"),  # by hand
    ],
    ids=["another program", "a hand-made file"],
)
def test_an_unchanged_game_written_by_another_program_comes_back_as_saved(qtbot, sochi, asked, tmp_path, write):
    """Issue 25 item 7: the file holds the same game in other bytes; after a crash it is "all saved", compared as
    games, not bytes."""
    path = tmp_path / "friday.pulka"
    path.write_bytes(write(sochi))
    game, stamp = gamefile.load_stamped(path)
    document = GameDocument(game, path, stamp=stamp)
    assert not document.modified
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    (question,) = asked.questions
    assert "(9 hands, all saved)" in question and not restored.modified
    assert path.read_bytes() == write(sochi)  # the file is not touched
