"""The autosave is one atomic file (game + state), compared with the game's file on restore.

Each test reproduces one failure found by killing the app mid-save (issue 7, item 3).
"""

from __future__ import annotations

import os
import threading

import pytest
from crashed import DEAD_PID, crash

from prefcount.files import gamefile, leftovers
from prefcount.files.paths import data_dir
from prefcount.ledger import Game
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument


@pytest.fixture
def sochi(data_dir) -> Game:
    return gamefile.load(data_dir / "game-sochi-3p.json")


def empty(game: Game) -> Game:
    return Game(players=game.players, convention=game.convention)


class Killed(BaseException):
    """The process dies here (not an Exception: nothing may catch it and carry on)."""


def test_a_kill_at_any_write_never_restores_a_game_as_saved_unless_it_is_the_file(
    qtbot, sochi, tmp_path, asked, monkeypatch
):
    """A kill between the game and its note restored a game one hand ahead of its file, as saved."""
    real_write = gamefile.atomic_write
    file = tmp_path / "friday.pulka"
    for kill_at in range(1, 12):
        writes = 0

        def write(path, data, kill_at=kill_at):
            nonlocal writes
            writes += 1
            if writes == kill_at:
                raise Killed
            if writes > kill_at:
                return  # the process is dead: nothing more reaches the disk
            real_write(path, data)

        for leftover in data_dir().glob("autosave-*"):
            leftover.unlink()
        file.unlink(missing_ok=True)
        monkeypatch.setattr(gamefile, "atomic_write", write)
        document = GameDocument(empty(sochi))
        steps = [
            lambda d: d.push(RecordHand(d, sochi.hands[0])),
            lambda d: d.save(file),
            lambda d: d.push(RecordHand(d, sochi.hands[1])),
            lambda d: d.save(file),
            lambda d: d.push(RecordHand(d, sochi.hands[2])),
            lambda d: d.push(RecordHand(d, sochi.hands[3])),
        ]
        for step in steps:
            try:
                step(document)
                document.wait_autosave()
            except Killed:
                break
        crash(document)
        monkeypatch.setattr(gamefile, "atomic_write", real_write)
        asked.yes = True
        asked.questions.clear()
        restored = app.restore_or_new()
        if asked.questions and not restored.modified:
            assert restored.game == gamefile.load(file), f"kill at write {kill_at}: restored as saved, but not the file"
        restored.wait_autosave()
        restored.deleteLater()


def test_an_autosave_older_than_its_file_is_not_offered_as_saved(qtbot, sochi, tmp_path, asked):
    """Writes backed up: the autosave was 170 hands behind the file, offered as clean, and a Save overwrote."""
    file = tmp_path / "friday.pulka"
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:3]:
        document.push(RecordHand(document, hand))
    document.save(file)
    crash(document)  # the autosave says: 3 hands, saved in friday.pulka
    gamefile.save(sochi, file)  # but friday.pulka went on to the whole game
    asked.yes = True
    restored = app.restore_or_new()
    assert "has changed since" in asked.questions[0]
    assert f"now holds {len(sochi.hands)} hands" in asked.questions[0]
    assert restored.game.hands == sochi.hands[:3]
    assert restored.modified  # closing asks
    assert restored.changed_on_disk()  # and saving over the newer file asks first


def test_a_game_with_unsaved_hands_comes_back_unsaved(qtbot, sochi, tmp_path, asked):
    file = tmp_path / "friday.pulka"
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    document.save(file)
    document.push(RecordHand(document, sochi.hands[1]))
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert "not saved to friday.pulka" in asked.questions[0]
    assert restored.game.hands == sochi.hands[:2] and restored.modified
    assert restored.path == file and not restored.changed_on_disk()
    from prefcount.ui.game.main_window import MainWindow

    window = MainWindow(restored)
    qtbot.addWidget(window)
    asked.questions.clear()
    asked.close_answer = "cancel"
    assert not window.close()  # closing asks, so the unsaved hand is not lost
    assert "not saved" in asked.questions[0]


def test_a_saved_game_is_reopened_as_saved(qtbot, sochi, tmp_path, asked):
    file = tmp_path / "friday.pulka"
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    document.save(file)
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert "all saved" in asked.questions[0]
    assert restored.path == file and not restored.modified


def test_every_crashed_session_is_offered_and_none_deleted_unseen(qtbot, sochi, asked):
    for pid, count in ((DEAD_PID, 2), (DEAD_PID + 1, 5), (DEAD_PID + 2, 7)):
        document = GameDocument(empty(sochi))
        for hand in sochi.hands[:count]:
            document.push(RecordHand(document, hand))
        crash(document, pid)
    asked.yes = False
    kept: list = []
    new = app.restore_or_new(kept=kept)
    assert len(asked.questions) == 3 and new.game.hands == ()
    assert sorted(b.hand_count() for b in gamefile.list_backups(leftovers.backups_dir())) == [2, 5, 7]
    assert len(kept) == 3
    assert not list(data_dir().glob(f"autosave-{DEAD_PID}*"))


def test_after_one_is_restored_the_other_sessions_are_kept(qtbot, sochi, asked):
    for pid, count in ((DEAD_PID, 2), (DEAD_PID + 1, 5)):
        document = GameDocument(empty(sochi))
        for hand in sochi.hands[:count]:
            document.push(RecordHand(document, hand))
        crash(document, pid)
    asked.yes = True
    kept: list = []
    restored = app.restore_or_new(kept=kept)
    assert len(asked.questions) == 1
    assert len(kept) == 1
    counts = {len(restored.game.hands), gamefile.load(kept[0]).hands.__len__()}
    assert counts == {2, 5}


def test_autosaves_never_queue_up(qtbot, sochi, monkeypatch):
    """Every change asks for an autosave; while one is being written, only the newest waits."""
    real = gamefile.save_autosave
    release = threading.Event()
    written = []

    def slow(game, state, path):
        release.wait(10)
        written.append(len(game.hands))
        real(game, state, path)

    monkeypatch.setattr(gamefile, "save_autosave", slow)
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:10]:
        document.push(RecordHand(document, hand))
    release.set()
    document.wait_autosave()
    count = len(sochi.hands[:10])
    assert count > 5 and len(written) <= 2 and written[-1] == count
    assert gamefile.load_autosave(document.autosave_file)[0].hands == sochi.hands[:10]


def test_an_old_two_file_autosave_is_still_offered(sochi, asked):
    folder = data_dir()
    gamefile.save(sochi, folder / f"autosave-{DEAD_PID}.pulka")
    (folder / f"autosave-{DEAD_PID}.json").write_text('{"path": null, "clean": true}', encoding="utf-8")
    asked.yes = True
    restored = app.restore_or_new()
    assert restored.game == sochi and restored.modified
    assert not list(folder.glob(f"autosave-{DEAD_PID}*"))


def test_a_crashed_session_with_our_process_id_is_still_offered(qtbot, sochi, asked):
    """In a container the next start often gets the crashed app's process id: its autosave is not ours."""
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:3]:
        document.push(RecordHand(document, hand))
    document.wait_autosave()
    crashed = document.autosave_file.with_name(f"autosave-{os.getpid()}-0badc0de.autosave")
    document.autosave_file.rename(crashed)
    asked.yes = True
    restored = app.restore_or_new()
    assert restored.game.hands == sochi.hands[:3]
    assert not crashed.exists()


def test_a_kill_mid_write_leaves_no_temp_file_after_the_next_start(qtbot, sochi, asked):
    folder = data_dir()
    stale = [
        folder / f".autosave-{DEAD_PID}-0badc0de.autosave.x1y2z3.tmp",
        folder / f".autosave-{DEAD_PID}-0badc0de.journal.x1y2z3.tmp",  # a journal being made anew
    ]
    for path in stale:
        path.write_bytes(b'{"format": "prefcount-autos')
    document = GameDocument(Game(players=sochi.players, convention=sochi.convention))  # a live session, its lock held
    ours = [folder / f".{name}.a1b2c3.tmp" for name in (document.autosave_file.name, document.session.journal.name)]
    for path in ours:  # this session, writing right now
        path.write_bytes(b"{")
    app.restore_or_new()
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in ours)
