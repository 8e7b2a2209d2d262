"""The system ends prefcount (issue 25 item 6): SIGTERM (a logout, a shutdown, ``kill PID``), SIGINT (Ctrl+C), a
closed console or the desktop session's end close the window as its own Quit does: a saved, unchanged game leaves
nothing for the next start to call a crash; a game with unsaved changes is offered again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import types

import pytest
from crashed import crash

from prefcount.files import gamefile, leftovers
from prefcount.ui.app import session_end

APP = """
import sys
from prefcount.ui.app import start
from prefcount.ui.game.main_window import MainWindow
from PySide6.QtCore import QTimer
attach = MainWindow.attach
def ready(window):
    if len(sys.argv) > 2:  # a change nobody saves
        window.document.rename_player(0, "Аня")
        window.document._modified_without_history = True
    print("READY", flush=True)
def attached(window, document):
    attach(window, document)
    QTimer.singleShot(500, lambda: ready(window))  # (after the file named is opened)
MainWindow.attach = attached
sys.exit(start.run(["prefcount", sys.argv[1]]))
"""

#: How the system ends a process (Windows has no SIGHUP: named so, this module is collected there too, and skipped).
ENDINGS = [getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name)]


def run_and_end(tmp_path, data_dir, data_folder, how: signal.Signals, changed: bool) -> int:
    game = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), game)
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", APP, str(game)] + (["changed"] if changed else [])
    return end_when_it_says("READY", command, env, how)


def end_when_it_says(word: str, command: list[str], env: dict[str, str], how: signal.Signals) -> int:
    """Start ``command`` and send it ``how`` once it has printed ``word``; its exit status."""
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == word
        os.kill(child.pid, how)
        return child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("how", ENDINGS, ids=lambda s: s.name)
def test_a_signal_closes_a_saved_game_as_quit_does(tmp_path, data_dir, data_folder, how, asked):
    assert run_and_end(tmp_path, data_dir, data_folder, how, changed=False) == 0
    assert leftovers.leftover_autosaves() == []  # nothing the next start would call "closed incorrectly"
    assert not [p for p in data_folder.glob("autosave-*")]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_signal_keeps_a_game_with_unsaved_changes_for_the_next_start(tmp_path, data_dir, data_folder, asked):
    assert run_and_end(tmp_path, data_dir, data_folder, signal.SIGTERM, changed=True) == 0
    (leftover,) = leftovers.leftover_autosaves()
    assert leftover.game is not None and leftover.game.players[0] == "Аня" and leftover.note is None


def test_a_windows_console_close_closes_the_window_and_waits_for_it(qtbot, monkeypatch):
    """Windows calls the console handler in its own thread and ends the process once it returns."""
    import ctypes
    import threading

    from PySide6.QtWidgets import QApplication

    registered = []

    class Kernel32:
        def SetConsoleCtrlHandler(self, routine, add):
            registered.append(routine)
            return True

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "WinDLL", lambda name, use_last_error=False: Kernel32(), raising=False)
    monkeypatch.setattr(ctypes, "WINFUNCTYPE", lambda *types_: lambda function: function, raising=False)
    monkeypatch.setattr(session_end, "_catch_signals", lambda end: None)
    monkeypatch.setattr(session_end, "_ending", False)  # (set back after the test: the app's end is this test's)
    ended = []
    window = types.SimpleNamespace(
        ending_session=False, close=lambda: ended.append("closed"), isVisible=lambda: False, document=None
    )
    app = QApplication.instance()
    monkeypatch.setattr(app, "quit", lambda: ended.append("quit"))
    session_end.install(app, window)
    (handler,) = registered
    answers = []
    thread = threading.Thread(target=lambda: answers.append(handler(2)))  # CTRL_CLOSE_EVENT
    thread.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    thread.join()
    assert answers == [True] and ended == ["closed", "quit"] and window.ending_session
    assert handler(3) is False  # (an event it does not handle: the next handler's)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_next_start_says_the_system_stopped_the_app_and_kept_the_game(
    qtbot, tmp_path, data_dir, data_folder, asked
):
    """Not "did not close properly": nothing went wrong, the game was kept, and the question names its players."""
    from prefcount.ui.app import start

    assert run_and_end(tmp_path, data_dir, data_folder, signal.SIGTERM, changed=True) == 0
    (leftover,) = leftovers.leftover_autosaves()
    assert leftover.state.stopped
    asked.yes = True
    document = start.restore_or_new()
    (question,) = asked.questions
    assert "stopped by the system" in question and "did not close properly" not in question
    assert "Аня" in question and document.game.players[0] == "Аня" and document.modified


def test_a_crash_after_the_app_went_on_is_a_crash_again(tmp_path, data_dir, data_folder):
    """A journal that says the system stopped the app, and then holds a later change, was left by a crash."""
    from prefcount.files import journal
    from prefcount.files.session import GameSession, Place

    game = gamefile.load(data_dir / "game-sochi-3p.json")
    session = GameSession(game.model_copy(update={"hands": game.hands[:-1]}), lambda: Place(None, False, None))
    session.stopped()
    session.change(game, "append")
    replayed = journal.replay(session.journal, None, gamefile.AutosaveState(None, False, None))
    assert replayed.game == game and not replayed.state.stopped
    session.stopped()
    replayed = journal.replay(session.journal, None, gamefile.AutosaveState(None, False, None))
    assert replayed.state.stopped


def test_the_desktop_sessions_end_closes_every_window_as_quit_does(qtbot, data_dir, data_folder, tmp_path, monkeypatch):
    """``commitDataRequest`` (X11 session management, Windows' WM_QUERYENDSESSION), with a faked QSessionManager
    (PySide cannot make one, nor emit the signal with anything else): the saved game leaves nothing, the unsaved one
    is kept for the next start, which says the system stopped the app; nobody is asked anything."""
    from PySide6.QtCore import SIGNAL
    from PySide6.QtWidgets import QApplication

    from prefcount.ui.game.commands import RecordHand
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    app = QApplication.instance()
    wired = app.receivers(SIGNAL("commitDataRequest(QSessionManager&)"))
    monkeypatch.setattr(session_end, "_catch_signals", lambda end: None)
    monkeypatch.setattr(session_end, "_ending", False)  # (set back after the test: the app's end is this test's)
    saved_file = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), saved_file)
    saved = MainWindow(GameDocument(gamefile.load(saved_file), saved_file, stamp=gamefile.FileStamp.of(saved_file)))
    fresh = gamefile.load(saved_file).model_copy(update={"players": ("Аня", "B", "C"), "hands": ()})
    unsaved = MainWindow(GameDocument(fresh))
    for window in (saved, unsaved):
        qtbot.addWidget(window)
        window.show()
    unsaved.document.push(RecordHand(unsaved.document, saved.document.game.hands[0]))
    assert not saved.document.modified and unsaved.document.modified
    slots = []
    quits = []
    fake_app = types.SimpleNamespace(
        commitDataRequest=types.SimpleNamespace(connect=lambda slot, kind=None: slots.append(slot)),
        topLevelWidgets=app.topLevelWidgets,
        quit=lambda: quits.append(True),
    )
    session_end.install(fake_app, saved)
    session_end.install(app, saved)  # (and the real app's signal is wired)
    assert app.receivers(SIGNAL("commitDataRequest(QSessionManager&)")) == wired + 1

    class FakeSessionManager:  # what a slot may ask a QSessionManager; nothing may be asked of the user
        def allowsInteraction(self):
            raise AssertionError("no question at the session's end")

        allowsErrorInteraction = allowsInteraction

        def sessionId(self):
            return "fake"

    (slot,) = slots
    slot(FakeSessionManager())
    assert not saved.isVisible() and not unsaved.isVisible() and quits == [True]
    assert not saved.document.autosave_file.exists() and unsaved.document.autosave_file.exists()
    crash(unsaved.document)  # the app ends: its lock goes with it
    (leftover,) = leftovers.leftover_autosaves()
    assert leftover.game.players[0] == "Аня" and leftover.state.stopped


ASKING = """
import sys
from prefcount.ui.app import start
from prefcount.ui.dialogs import prompts
from prefcount.ui.game.main_window import MainWindow
from PySide6.QtCore import QTimer

def telling(ask):
    def asking(*args):
        print("ASKED", flush=True)  # the question is open: the test ends the app now
        return ask(*args)
    return asking

prompts.yes_no = telling(prompts.yes_no)
prompts.save_discard_cancel = telling(prompts.save_discard_cancel)
attach = MainWindow.attach
def quit_unsaved(window):
    window.document.rename_player(0, "Аня")
    window.document._modified_without_history = True
    window.close()  # Quit: "Save the changes?"
def attached(window, document):
    attach(window, document)
    if sys.argv[1] == "quit":
        QTimer.singleShot(300, lambda: quit_unsaved(window))
MainWindow.attach = attached
sys.exit(start.run(["prefcount"]))
"""


def end_while_asking(data_folder, what: str) -> int:
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"}
    return end_when_it_says("ASKED", [sys.executable, "-c", ASKING, what], env, signal.SIGTERM)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_logout_while_the_restore_question_waits_leaves_the_game_to_be_offered_again(
    qtbot, data_dir, data_folder, tmp_path
):
    """Nobody answered "No": the crashed game is not put away in the backups, where nobody would look for it."""
    from prefcount.ui.game.commands import RecordHand
    from prefcount.ui.game.document import GameDocument

    game = gamefile.load(data_dir / "game-sochi-3p.json")
    document = GameDocument(game.model_copy(update={"hands": ()}))
    document.push(RecordHand(document, game.hands[0]))
    crash(document)
    assert end_while_asking(data_folder, "restore") == 0
    assert not (data_folder / "backups").exists()
    offered = [left for left in leftovers.leftover_autosaves() if left.game is not None and left.game.hands]
    assert [len(left.game.hands) for left in offered] == [1]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_logout_while_quit_asks_about_unsaved_changes_says_so_at_the_next_start(data_folder):
    """The window was closing already (its question open): the app's end, which answers nobody, still marks the
    game as kept by a stop of the system, not left by a crash."""
    assert end_while_asking(data_folder, "quit") == 0
    (leftover,) = leftovers.leftover_autosaves()
    assert leftover.game.players[0] == "Аня" and leftover.state.stopped


def test_this_module_loads_where_there_is_no_sighup():
    """Windows has no ``signal.SIGHUP``: named in a parametrize, it stopped the whole module (and so CI) there."""
    from pathlib import Path

    code = (
        "import runpy, signal, sys\n"
        "vars(signal).pop('SIGHUP', None)\n"  # (as on Windows)
        "sys.path.insert(0, sys.argv[2])\n"
        "runpy.run_path(sys.argv[1])\n"
    )
    here = Path(__file__).resolve()
    done = subprocess.run(
        [sys.executable, "-c", code, str(here), str(here.parents[1])], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
