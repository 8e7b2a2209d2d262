"""One prefcount per user: a game opened while prefcount runs goes to the window already open.

A file manager starts ``prefcount-gui game.pulka`` for every double-click. The first
prefcount listens on a local socket (:class:`~PySide6.QtNetwork.QLocalServer`: a socket file
on Linux and macOS, a named pipe on Windows) whose name is made of the user and the data
folder, so two people, or two test runs with their own folders, never meet. On macOS, Finder
sends the same as a :class:`~PySide6.QtGui.QFileOpenEvent`, which :class:`Inbox` takes too.

The hand-over, so that a file is opened exactly once (:func:`hand_over`, :class:`_Request`)::

    later start                          running app
    {"files": [...], "nonce": N}  ->
                                  <-     ready N      (alive, and the list is sound; nothing opened yet)
    go N                          ->                  (only now is the file the running app's)

A start that hears no ``ready N`` in time (the app hung, or gone, or another program on the name)
closes the connection without ``go`` and opens the file itself; the running app drops a request
whose ``go`` never came, so a hung app that wakes later does not open the file a second time.

Which app listens is decided by a :class:`~PySide6.QtCore.QLockFile` beside the data (``listener.lock``),
not by who reaches the name first: a live holder keeps the name whatever state its socket is in (a busy
app is never pushed off it; on Windows a second pipe of the same name is never made), and the lock of an
app that crashed is stale the moment it died, so the next app takes it over and clears the old socket.

The running app starts listening after its first paint, and a start that finds no socket
file (Linux, macOS) goes on without loading QtNetwork: the first paint stays as quick as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDir, QEvent, QLockFile, QObject, Qt, Signal

from prefcount.paths import data_dir

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer

#: How long a start waits for the running app to say it is ready for its files.
HANDOVER_MS = 5000
_MAX_MESSAGE = 1 << 16
#: The lock file (in the data folder) held by the app that listens.
LISTENER_LOCK = "listener.lock"


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
    """Give ``files`` (absolute paths; none: just raise the window) to a running prefcount; True when it took them.

    False (this start opens them itself) unless the running app answered this very request (its nonce) and
    was told to go ahead.
    """
    name = name or server_name()
    if not _may_be_running(name):
        return False
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(1000):
        return False
    nonce = os.urandom(8).hex()
    socket.write(json.dumps({"files": files, "nonce": nonce}).encode("utf-8") + b"\n")
    socket.flush()
    ready = False
    while not socket.canReadLine() and socket.waitForReadyRead(HANDOVER_MS):
        pass
    if socket.canReadLine():
        ready = bytes(socket.readLine().data()).strip() == f"ready {nonce}".encode()
    if ready:
        socket.write(f"go {nonce}\n".encode())
        socket.flush()
        if socket.bytesToWrite():
            socket.waitForBytesWritten(HANDOVER_MS)
        ready = socket.bytesToWrite() == 0
    if ready:  # the app closes the connection once it has read "go" (Windows: a pipe's data goes with its client)
        socket.waitForDisconnected(HANDOVER_MS)
    socket.abort()  # without "go", the running app, should it wake, drops the request
    return ready


class Inbox(QObject):
    """Game files sent to this app: by later starts (the local socket) and by macOS (file-open events)."""

    files_arrived = Signal(list)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.server: QLocalServer | None = None
        self.lock: QLockFile | None = None  # held while this app listens
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
        lock = QLockFile(str(data_dir() / LISTENER_LOCK))
        lock.setStaleLockTime(0)  # a live listener's lock never ages; a dead one's is stale at once
        if not lock.tryLock(0):
            return False  # a live prefcount holds the name (busy, maybe): never taken from it
        QLocalServer.removeServer(name)  # a socket left by a prefcount that crashed: ours now
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if not server.listen(name):
            lock.unlock()
            return False
        self.server, self.lock = server, lock
        return True

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            connection = self.server.nextPendingConnection()
            request = _Request(connection, self.files_arrived.emit)
            connection.readyRead.connect(lambda r=request: r.read())  # (the lambda keeps the request)
            connection.disconnected.connect(connection.deleteLater)
            request.read()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FileOpen:  # macOS: a double-click in Finder, a drop on the Dock icon
            path = event.file()
            if path:
                self.files_arrived.emit([path])
                return True
        return False


class _Request:
    """One later start's hand-over, as the running app sees it: the files are its own only after ``go``."""

    def __init__(self, connection, deliver: Callable[[list[str]], None]) -> None:
        self.connection = connection
        self.deliver = deliver
        self.files: list[str] | None = None  # the sound list, answered "ready"
        self.nonce = ""

    def read(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        connection = self.connection
        while connection.canReadLine():
            line = bytes(connection.readLine().data())
            if self.files is None:
                self._take_request(line)
            elif line.strip() == f"go {self.nonce}".encode():
                connection.disconnectFromServer()  # before the files: opening one may ask, in a loop of its own
                self.deliver(self.files)
                return
            else:
                connection.abort()
            if connection.state() != QLocalSocket.LocalSocketState.ConnectedState:
                return
        if connection.bytesAvailable() > _MAX_MESSAGE:
            connection.abort()

    def _take_request(self, line: bytes) -> None:
        try:
            request = json.loads(line)
            files, nonce = request["files"], request["nonce"]
            if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
                raise TypeError("files: a list of paths")
            if not isinstance(nonce, str) or not nonce.isalnum() or len(nonce) > 64:
                raise TypeError("nonce: a short word")
        except (ValueError, KeyError, TypeError):
            self.connection.abort()
            return
        self.files, self.nonce = files, nonce
        self.connection.write(f"ready {nonce}\n".encode())
        self.connection.flush()


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
