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


def run_and_end(tmp_path, data_dir, data_folder, how: signal.Signals, changed: bool) -> int:
    game = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), game)
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", APP, str(game)] + (["changed"] if changed else [])
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "READY"
        os.kill(child.pid, how)
        return child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=lambda s: s.name)
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
    ended = []
    window = types.SimpleNamespace(ending_session=False, close=lambda: ended.append("closed"))
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
