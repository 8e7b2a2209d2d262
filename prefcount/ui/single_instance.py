"""One prefcount per user: a game opened while prefcount runs goes to the window already open.

A file manager starts ``prefcount-gui game.pulka`` for every double-click. The first
prefcount listens on a local socket (:class:`~PySide6.QtNetwork.QLocalServer`: a socket file
on Linux and macOS, a named pipe on Windows) whose name is made of the user and the data
folder, so two people, or two test runs with their own folders, never meet. A later start
connects, hands over its files (one JSON line), waits for the "ok" and exits; the running
window is raised and opens the game (:func:`open_handed_files`). On macOS, Finder sends
the same as a :class:`~PySide6.QtGui.QFileOpenEvent`, which :class:`Inbox` takes too.

The running app starts listening after its first paint, and a start that finds no socket
file (Linux, macOS) goes on without loading QtNetwork: the first paint stays as quick as it was.
A start whose hand-over fails (the other app hung, or gone) opens its own window: the file is
never dropped.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDir, QEvent, QObject, Qt, Signal

from prefcount.paths import data_dir

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer

#: How long a start waits for the running app to take its files.
HANDOVER_MS = 5000
_MAX_MESSAGE = 1 << 16


def server_name() -> str:
    """The local socket's name: one per user and data folder."""
    user = os.environ.get("USER") or os.environ.get("USERNAME") or str(Path.home())
    key = f"{user}\0{data_dir().resolve()}".encode()
    return "prefcount-" + hashlib.sha256(key).hexdigest()[:16]


def _may_be_running(name: str) -> bool:
    """False when surely no prefcount listens: on Unix its socket file is missing (Windows: a pipe, ask)."""
    if sys.platform == "win32":
        return True
    return os.path.exists(os.path.join(QDir.tempPath(), name))


def hand_over(files: list[str], name: str | None = None) -> bool:
    """Give ``files`` (absolute paths; none: just raise the window) to a running prefcount; True when it took them."""
    name = name or server_name()
    if not _may_be_running(name):
        return False
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(1000):
        return False
    socket.write(json.dumps({"files": files}).encode("utf-8") + b"\n")
    socket.flush()
    taken = False
    while socket.waitForReadyRead(HANDOVER_MS):
        if socket.canReadLine():
            taken = bytes(socket.readLine().data()).strip() == b"ok"
            break
    socket.disconnectFromServer()
    return taken


class Inbox(QObject):
    """Game files sent to this app: by later starts (the local socket) and by macOS (file-open events)."""

    files_arrived = Signal(list)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.server: QLocalServer | None = None
        self.ready = False
        self.waiting: list[str] = []  # arrived before the window had its game
        self.files_arrived.connect(self._arrived)

    def _arrived(self, files: list[str]) -> None:
        if self.ready:
            open_handed_files(self.window, files)
        else:
            self.waiting.extend(files)

    def serve(self) -> list[str]:
        """The window has its game: open what arrives from now on, listen for later starts; what waited."""
        self.ready = True
        self.listen()
        waiting, self.waiting = self.waiting, []
        return waiting

    def listen(self, name: str | None = None) -> bool:
        """Serve later starts; False when another prefcount serves them already (it keeps doing so)."""
        from PySide6.QtNetwork import QLocalServer

        name = name or server_name()
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if not server.listen(name):
            if hand_over_possible(name):
                return False
            QLocalServer.removeServer(name)  # left by a prefcount that crashed
            if not server.listen(name):
                return False
        self.server = server
        return True

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            connection = self.server.nextPendingConnection()
            connection.readyRead.connect(lambda c=connection: self._read(c))
            connection.disconnected.connect(connection.deleteLater)
            self._read(connection)

    def _read(self, connection) -> None:
        if not connection.canReadLine():
            if connection.bytesAvailable() > _MAX_MESSAGE:
                connection.abort()
            return
        try:
            files = json.loads(bytes(connection.readLine().data()))["files"]
            if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
                raise TypeError("files: a list of paths")
        except (ValueError, KeyError, TypeError):
            connection.abort()
            return
        connection.write(b"ok\n")
        connection.flush()
        self.files_arrived.emit(files)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FileOpen:  # macOS: a double-click in Finder, a drop on the Dock icon
            path = event.file()
            if path:
                self.files_arrived.emit([path])
                return True
        return False


def hand_over_possible(name: str) -> bool:
    """Whether a prefcount answers on ``name`` now."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    answered = socket.waitForConnected(500)
    socket.abort()
    return answered


def open_handed_files(window, files: list[str]) -> None:
    """Raise ``window`` and open the first game handed to it, asking first about unsaved changes.

    The window holds one game: an unsaved one is saved or kept in the backups (the window's own
    question, as for Game → Open), or the new file waits (Cancel).
    """
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    if not files:
        return
    if window.confirm_discard():
        window.open_path(files[0])
