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

The running app starts listening after its first paint, and a start that finds no listener's lock file
goes on without loading QtNetwork (nor hashing, JSON or the file names' words, each imported where it is used):
the first paint stays as quick as it was.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QLockFile, QObject, Qt, QTimer, Signal

from prefcount.files.paths import data_dir
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    from prefcount.ui.game.main_window import MainWindow


#: How long a start waits for the running app to say it is ready for its files.
HANDOVER_MS = 5000
_MAX_MESSAGE = 1 << 16
#: The lock file (in the data folder) held by the app that listens.
LISTENER_LOCK = "listener.lock"


def server_name() -> str:
    """The local socket's name: one per user and data folder."""
    import hashlib

    user = os.environ.get("USER") or os.environ.get("USERNAME") or str(Path.home())
    key = f"{user}\0{data_dir().resolve()}".encode()
    return "prefcount-" + hashlib.sha256(key).hexdigest()[:16]


def _may_be_running() -> bool:
    """False when surely no prefcount listens: the listener holds its lock file while it listens (a crashed one
    leaves it: then the socket is asked)."""
    return os.path.exists(data_dir() / LISTENER_LOCK)


def hand_over(files: list[str], name: str | None = None) -> bool:
    """Give ``files`` (absolute paths; none: just raise the window) to a running prefcount; True when it took them.

    False (this start opens them itself) unless the running app answered this very request (its nonce) and
    was told to go ahead.
    """
    if not _may_be_running():
        return False
    import json

    from PySide6.QtNetwork import QLocalSocket

    name = name or server_name()

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
    """Game files sent to this app: by later starts (the local socket) and by macOS (file-open events).

    They go to a game window that is open (:meth:`target`), and open only when it is idle: not while a dialog or a
    question is open (the player's answer, or the hand a dialog returns, belongs to the game on screen, which the
    file would replace meanwhile), nor while a hand is being entered. Until then they wait, and the window says so.
    """

    files_arrived = Signal(list)
    #: How often a file that waits asks whether the window is idle (ms).
    RETRY_MS = 250

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.server: QLocalServer | None = None
        self.lock: QLockFile | None = None  # held while this app listens
        self.ready = False
        self.waiting: list[str] = []  # arrived before the window had its game, or while it was busy
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(self.RETRY_MS)
        self._retry.timeout.connect(self.deliver)
        self._told = ""  # what the status bar says of a file that waits
        self.files_arrived.connect(self._arrived)

    def _arrived(self, files: list[str]) -> None:
        self.waiting.extend(files)
        if self.ready:
            raise_window(self.target())
            self.deliver()

    def target(self) -> MainWindow:
        """The game window a file sent now goes to: the one in front, else the first while it is open, else another
        open one; with every game window closed (the club book keeps the app running) a new one. Never a window the
        player closed: its game was put away, and showing it again would bring back what was closed."""
        from PySide6.QtWidgets import QApplication

        from prefcount.ui.game.main_window import MainWindow

        def live(widget: object) -> bool:
            return isinstance(widget, MainWindow) and widget.isVisible() and widget.document is not None

        active = QApplication.activeWindow()
        if live(active):
            return cast("MainWindow", active)
        if live(self.window):
            return self.window
        others = [w for w in QApplication.topLevelWidgets() if live(w)]
        if others:
            return cast("MainWindow", others[-1])
        from prefcount.ui.app.start import new_window

        return new_window()

    def deliver(self) -> None:
        """Open what waits, once its window is idle (else try again in a moment)."""
        if not self.waiting:
            return
        window = self.target()
        bar = window.statusBar()
        if window_busy(window):
            if not self._retry.isActive():
                self._told = translate(
                    "Inbox", "{name} opens once the window is free (finish the hand or close the dialog)."
                ).format(name=_shown(self.waiting[0]))
                bar.showMessage(self._told)
                self._retry.start()
            return
        if self._told and bar.currentMessage() == self._told:
            bar.clearMessage()
        self._told = ""
        files, self.waiting = self.waiting, []
        open_handed_files(window, files)

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.FileOpen:  # macOS: a double-click in Finder, a drop on the Dock icon
            path = cast("QFileOpenEvent", event).file()
            if path:
                self.files_arrived.emit([path])
                return True
        return False


class _Request:
    """One later start's hand-over, as the running app sees it: the files are its own only after ``go``."""

    def __init__(self, connection: QLocalSocket, deliver: Callable[[list[str]], None]) -> None:
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
        import json

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


def window_busy(window: MainWindow) -> bool:
    """Whether a dialog or question is open, or a hand is being entered: no other game may take the window's
    place now."""
    from PySide6.QtWidgets import QApplication

    return QApplication.activeModalWidget() is not None or window.entering_hand()


def raise_window(window: MainWindow) -> None:
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def open_handed_files(window: MainWindow, files: list[str]) -> None:
    """Raise ``window`` and open the first game handed to it, asking first about unsaved changes; the window
    holds one game, so it names the others it did not open (:func:`tell_not_opened`).

    An unsaved game is saved or kept in the backups (the window's own question, as for Game → Open), or the
    new file is not opened (Cancel).
    """
    raise_window(window)
    if not files:
        return
    if window.files.confirm_discard():
        window.files.open_path(files[0])
    tell_not_opened(window, files[1:])


def tell_not_opened(window: MainWindow, files: list[str]) -> None:
    """Say which of the files handed over together were not opened (the window holds one game)."""
    if files:
        said = window.statusBar().currentMessage()  # (why the first did not open, if it did not)
        text = translate(
            "Inbox", "The window holds one game: not opened {names}. Open them with Game → Open…, one at a time."
        ).format(names=", ".join(_shown(path) for path in files))
        window.statusBar().showMessage(f"{said} {text}" if said else text)


def _shown(path: str) -> str:
    """``path`` as the window names a file (its words load here, not before the first paint)."""
    from prefcount.ui.widgets.file_names import shown_name

    return shown_name(path)
