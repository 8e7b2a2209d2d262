"""When the system ends prefcount — ``kill`` (SIGTERM: a logout, a shutdown, a session manager), Ctrl+C (SIGINT), a
closed terminal (SIGHUP), a closed console window or a logoff/shutdown on Windows (its console control events), the
desktop session's end (Qt's ``commitDataRequest``: X11 session management, Windows' WM_QUERYENDSESSION) — the
window closes as its own Quit closes it, without a question nobody is there to answer: a game that is all saved
leaves nothing behind (the next start says nothing of a crash), a game with unsaved changes keeps its session's
files, and the next start offers it (issue 25 item 6).
"""

from __future__ import annotations

import logging
import signal
import sys
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QSocketNotifier, QTimer

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QApplication

    from prefcount.ui.game.main_window import MainWindow

log = logging.getLogger(__name__)

#: The signals that end prefcount as Quit does (those the platform has).
SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")
# Windows console control events: Ctrl+C, Ctrl+Break, the console closed, a logoff, a shutdown
_CONSOLE_EVENTS = (0, 1, 2, 5, 6)
#: How long a Windows console event waits for the window to close (Windows ends the process after 5 s).
CONSOLE_WAIT = 4.5

_kept: list[object] = []  # what must live as long as the app: the wake-up socket pair, its notifier, the handler


def install(app: QApplication, window: MainWindow) -> None:
    """End ``window``, every other game window, and so the app, as Quit does when the system asks prefcount to
    end."""

    def end() -> None:
        if window.ending_session:
            return
        log.info("the system ends prefcount: closing as Quit does")
        from prefcount.ui.game.main_window import MainWindow

        others = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w is not window]
        for each in [window, *others]:  # (a game restored beside the first has a window of its own)
            each.ending_session = True
            each.close()
        app.quit()

    app.commitDataRequest.connect(lambda _manager: end())
    _catch_signals(end)
    if sys.platform == "win32":
        _catch_console_events(end)


def _catch_signals(end: Callable[[], None]) -> None:
    """Python runs a signal's handler only when it runs Python code, and Qt's event loop is not: the signal also
    writes a byte to a socket that Qt watches, which wakes Python up."""
    import socket

    handlers = []
    for name in SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            handlers.append(number)
    if not handlers:
        return
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    try:
        signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    except ValueError:  # not the main thread (tests): the signals are left as they are
        reader.close()
        writer.close()
        return
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)

    def drain() -> None:
        try:
            reader.recv(64)
        except OSError:
            pass

    notifier.activated.connect(drain)
    for number in handlers:
        signal.signal(number, lambda _number, _frame: QTimer.singleShot(0, end))
    _kept.extend((reader, writer, notifier))


def _catch_console_events(end: Callable[[], None]) -> None:
    """Windows calls a console handler in a thread of its own and ends the process when it returns (or after
    5 s): the handler asks the window to close and waits until it has."""
    import ctypes
    from ctypes import wintypes

    from prefcount.ui.widgets.gui_thread import in_gui_thread

    closed = threading.Event()

    def close() -> None:
        end()
        closed.set()

    def handler(event: int) -> bool:
        if event not in _CONSOLE_EVENTS:
            return False
        in_gui_thread(close)
        closed.wait(CONSOLE_WAIT)
        return True

    kernel32 = getattr(ctypes, "WinDLL")("kernel32", use_last_error=True)  # noqa: B009 - Windows only
    routine = getattr(ctypes, "WINFUNCTYPE")(wintypes.BOOL, wintypes.DWORD)(handler)  # noqa: B009 - Windows only
    if kernel32.SetConsoleCtrlHandler(routine, True):
        _kept.append(routine)  # (a handler collected by Python would crash the process when Windows calls it)
