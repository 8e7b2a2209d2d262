"""Run something in the GUI thread, whichever thread asks: a message box shown from a worker thread
crashes Qt (a segmentation fault), so every box goes through here."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted in any thread reaches :meth:`_run` there."""

    call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def _run(self, func: Callable[[], object]) -> None:
        func()


_relay: _Relay | None = None
_lock = threading.Lock()


def prepare() -> None:
    """Make the relay now (call it in the GUI thread once the application exists)."""
    _the_relay()


def _the_relay() -> _Relay:
    global _relay
    with _lock:
        if _relay is None:
            relay = _Relay()
            app = QCoreApplication.instance()
            if app is not None and relay.thread() is not app.thread():
                relay.moveToThread(app.thread())  # (made in a worker thread: it belongs in the GUI thread)
            _relay = relay
        return _relay


def in_gui_thread(func: Callable[[], object]) -> None:
    """Call ``func`` now if this is the GUI thread (or no application runs), else soon in the GUI thread."""
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is app.thread():
        func()
        return
    _the_relay().call.emit(func)
