"""Never lose a game: autosave, restore after a crash, save/open, a damaged file, closing."""

import json
import os
import subprocess
import sys

from prefcount.files import gamefile, leftovers
from prefcount.files.paths import data_dir, log_dir
from prefcount.ledger import PRESETS, Game
from prefcount.ui.app import recent
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import DeleteHand, RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


def make_window(qtbot, game, path=None):
    win = MainWindow(GameDocument(game, path))
    qtbot.addWidget(win)
    win.show()
    return win


def test_data_folder_follows_the_environment(data_folder):
    assert data_dir() == data_folder
    assert data_folder.is_dir()


def test_every_change_is_autosaved(qtbot, data_dir, data_folder):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, Game(players=sochi.players, convention=sochi.convention))
    document = win.document
    for hand in sochi.hands[:3]:
        document.push(RecordHand(document, hand))
        document.wait_autosave()
        assert gamefile.load_autosave(document.autosave_file)[0].hands == document.game.hands
    document.undo_stack.undo()
    document.wait_autosave()
    assert len(gamefile.load_autosave(document.autosave_file)[0].hands) == 2


def test_restore_after_a_crash(qtbot, data_dir, data_folder, asked):
    """A real process records hands and is killed; the next start offers the game back."""
    script = f"""
import os, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from prefcount.files import gamefile
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.commands import RecordHand
game = gamefile.load({str(data_dir / "game-sochi-3p.json")!r})
from prefcount.ledger import Game
doc = GameDocument(Game(players=game.players, convention=game.convention))
for hand in game.hands[:4]:
    doc.push(RecordHand(doc, hand))
doc.wait_autosave()  # the crash comes after the autosave of the last change landed
os._exit(9)  # a crash: no clean shutdown, the autosave stays
"""
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], env=env, timeout=60)
    assert result.returncode == 9
    assert list(data_folder.glob("autosave-*"))
    asked.yes = True
    document = app.restore_or_new()
    assert len(document.game.hands) == 4
    assert document.modified
    assert any("did not close properly" in q for q in asked.questions)
    # the crashed session's files are gone, its autosave, journal and lock alike; this session's stay
    assert [p for p in data_folder.glob("autosave-*") if not p.name.startswith(document.autosave_file.stem)] == []


def test_declining_restore_starts_a_new_game(data_dir, data_folder, asked):
    stray = data_folder / "autosave-999999.pulka"
    data_folder.mkdir(parents=True, exist_ok=True)
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), stray)
    # a clean exit of the declined game leaves nothing either
    asked.yes = False
    document = app.restore_or_new()
    assert document.game.hands == ()
    assert document.game.n == 3 and document.game.convention.preset == "sochi"
    assert not stray.exists()
    (kept,) = gamefile.list_backups(leftovers.backups_dir())  # declined is not deleted
    assert kept.kind == "unsaved" and kept.hand_count() == len(gamefile.load(data_dir / "game-sochi-3p.json").hands)


def test_a_new_game_or_another_file_keeps_the_unsaved_one(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, Game(players=sochi.players, convention=sochi.convention))
    for hand in sochi.hands[:3]:
        win.document.push(RecordHand(win.document, hand))
    other = tmp_path / "other.pulka"
    gamefile.save(sochi, other)
    asked.close_answer = "discard"  # "Don't save" ...
    assert win.files.open_path(other)
    (kept,) = gamefile.list_backups(leftovers.backups_dir())  # ... and still not lost
    assert gamefile.load(kept.path).hands == sochi.hands[:3]
    assert not win.isWindowModified()
    assert win.files.open_path(other)  # an unmodified game is not copied again
    assert len(gamefile.list_backups(leftovers.backups_dir())) == 1
    win.document.push(DeleteHand(win.document, 0))
    win.document.replace(app.default_game(), None)  # File → New game after "Don't save"
    assert len(gamefile.list_backups(leftovers.backups_dir())) == 2


def test_clean_exit_leaves_nothing_to_restore(qtbot, data_folder, asked):
    win = make_window(qtbot, app.default_game())
    win.document.autosave()
    win.document.wait_autosave()
    assert win.document.autosave_file.exists()
    win.close()
    assert not win.document.autosave_file.exists()
    assert app.restore_or_new().game.hands == ()
    assert not asked.questions


def test_save_open_title_and_recent(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, Game(players=sochi.players, convention=sochi.convention))
    win.document.push(RecordHand(win.document, sochi.hands[0]))
    assert win.isWindowModified()
    asked.save_name = str(tmp_path / "friday")
    assert win.files.save()
    saved = tmp_path / "friday.pulka"
    assert gamefile.load(saved).hands == sochi.hands[:1]
    assert not win.isWindowModified()
    assert "friday.pulka" in win.windowTitle()
    assert recent.recent_files()[0] == str(saved.resolve())
    win.document.push(RecordHand(win.document, sochi.hands[1]))
    assert win.isWindowModified()
    assert win.files.save()  # same file, no question
    assert len(gamefile.load(saved).hands) == 2
    other = make_window(qtbot, Game(players=sochi.players, convention=sochi.convention))
    assert other.files.open_path(saved)
    assert other.document.game.hands == sochi.hands[:2]
    assert not other.isWindowModified()


def test_a_damaged_file_keeps_the_current_game(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, sochi)
    damaged = tmp_path / "damaged.pulka"
    damaged.write_text('{"format": "prefcount-game", "version": 1, "players": ["A", "B"', encoding="utf-8")
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"format": "something-else", "version": 1}), encoding="utf-8")
    bad_hand = tmp_path / "bad-hand.pulka"
    data = json.loads((data_dir / "game-sochi-3p.json").read_text(encoding="utf-8"))
    data["hands"][0]["tricks"] = [6, 3, 3]
    bad_hand.write_text(json.dumps(data), encoding="utf-8")
    for path in (damaged, foreign, bad_hand, tmp_path / "missing.pulka"):
        assert not win.files.open_path(path)
        assert win.document.game is sochi
        assert path.name in asked.errors[-1]
    assert len(asked.errors) == 4
    assert "10" in asked.errors[2]  # the ledger says what is wrong with the hand


def test_closing_with_unsaved_changes_asks(qtbot, data_dir, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, sochi)
    win.document.push(DeleteHand(win.document, 0))
    asked.close_answer = "cancel"
    assert not win.close()
    assert asked.questions
    asked.close_answer = "discard"
    assert win.close()


def test_default_game_is_ready_to_play():
    game = app.default_game()
    assert game.n == 3 and game.convention == PRESETS["sochi"] and game.convention.pulya_target == 10


def test_an_unexpected_error_is_reported_and_the_app_goes_on(data_folder, asked, monkeypatch):
    _raise_boom_to_the_excepthook(monkeypatch)
    assert "boom" in asked.errors[-1]
    assert "boom" in (log_dir() / "errors.log").read_text(encoding="utf-8")


def _raise_boom_to_the_excepthook(monkeypatch) -> None:
    import sys

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app.report_unexpected_errors()
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())


def test_an_error_that_cannot_be_logged_is_still_shown(data_folder, asked, monkeypatch):
    """A file named ``log`` where the log folder should be: the excepthook still tells the player, and says the
    details are nowhere rather than naming a log that was not written."""
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "log").write_text("a file where the folder should be")
    _raise_boom_to_the_excepthook(monkeypatch)
    assert "boom" in asked.errors[-1] and "could not be written" in asked.errors[-1]


def test_an_error_in_a_real_app_with_no_log_folder_is_shown(data_folder, tmp_path):
    """The same in a real process: a slot raises, the excepthook runs in Qt's event loop; the box is shown, and
    nothing raises inside the hook (Python would print "Error in sys.excepthook" and the player see nothing)."""
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "log").write_text("a file where the folder should be")
    script = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
qt = QApplication([])
from prefcount.ui.app import start as app
from prefcount.ui.dialogs import prompts
prompts.error = lambda parent, title, text: print("SHOWN:", title, "|", text.replace("\\n", " "), flush=True)
app.report_unexpected_errors()
def boom():
    raise RuntimeError("boom")
QTimer.singleShot(0, boom)
QTimer.singleShot(300, qt.quit)
qt.exec()
print("went on")
"""
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "SHOWN: Something went wrong" in done.stdout and "boom" in done.stdout, done.stderr
    assert "went on" in done.stdout
    assert "Error in sys.excepthook" not in done.stderr and "RuntimeError: boom" in done.stderr


def test_a_failed_save_says_why_and_keeps_the_game(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, sochi)
    win.document.push(DeleteHand(win.document, 0))
    asked.save_name = str(tmp_path / "no-such-folder" / "game.pulka")
    assert not win.files.save_as()
    assert asked.errors
    assert win.isWindowModified() and win.document.path is None
    assert len(win.document.game.hands) == len(sochi.hands) - 1


def test_a_failed_autosave_is_shown(qtbot, data_dir, monkeypatch):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = make_window(qtbot, sochi)

    def broken(game, state, path):
        raise OSError("disk full")

    monkeypatch.setattr(gamefile, "save_autosave", broken)
    win.document.push(DeleteHand(win.document, 0))
    win.document.wait_autosave()
    assert win.document.autosave_error == "disk full"
    win.document.undo_stack.undo()
    assert "disk full" in win.statusBar().currentMessage()
