"""The main window's place on the screen: it fits the screen it opens on, and opens as it was left.

A first start opens at :data:`PREFERRED` or, on a smaller screen (a 1366×768 laptop), at
what the screen's free area holds, centred. Closing remembers the size, place,
maximised state and the splitters (:data:`WINDOW_GEOMETRY`, :data:`WINDOW_SPLITTERS`);
a remembered place that no screen shows any more (a bigger monitor unplugged) is
not trusted: the window fits the screen it is on instead.

The window manager's frame is not known before the window shows (:data:`FRAME` is a guess).
Once shown and framed, :class:`FrameCheck` looks at the real frame once: a window whose frame
reaches past the free area (a tall title bar, a large font) is made smaller to fit it.
"""

from __future__ import annotations

import base64

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QSplitter, QWidget

from prefcount.ui.app.settings import WINDOW_GEOMETRY, WINDOW_SPLITTERS

#: The size the window opens at when the screen has room for it.
PREFERRED = QSize(1400, 900)
#: Room left for the window manager's frame and title bar, which are not known before the window shows.
FRAME = QSize(16, 48)
#: How much of the title bar must be on a screen for a remembered place to count as shown.
GRIP = QSize(120, 24)
#: How long after showing the frame is waited for: the window manager frames a window a moment after it shows.
FRAMING_MS = 2000


def available_geometry(window: QWidget) -> QRect:
    """The free area (without task bars) of the screen ``window`` is on, or the primary one."""
    screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def _screens() -> list[QRect]:
    return [screen.availableGeometry() for screen in QGuiApplication.screens()]


def fit(window: QWidget, preferred: QSize = PREFERRED) -> None:
    """Size ``window`` to ``preferred`` or what the free area of its screen holds, whichever is less; centre it."""
    area = available_geometry(window)
    size = preferred.boundedTo(area.size() - FRAME).expandedTo(window.minimumSizeHint())
    window.resize(size)
    outer = size + FRAME  # (a window's place is its frame's: centre the frame, title bar and all)
    top_left = area.center() - QPoint(outer.width() // 2, outer.height() // 2)
    window.move(max(top_left.x(), area.left()), max(top_left.y(), area.top()))


def fit_inside(window: QWidget) -> bool:
    """Make ``window`` (a dialog laid out for a large screen, say 1000×660) no larger than the free area of its
    screen, its frame included, and move it inside; whether it had to. Never below its minimum size: what will
    not fit then scrolls (the convention's options, the tables) or was laid out to fit 960×540."""
    if window.isMaximized() or window.isFullScreen():
        return False  # (the window manager's to place)
    area = available_geometry(window)
    room = area.size() - FRAME
    size = window.size().boundedTo(room).expandedTo(window.minimumSizeHint())
    if size == window.size() and area.contains(window.frameGeometry()):
        return False
    window.resize(size)
    left = min(max(window.x(), area.left()), area.right() + 1 - size.width() - FRAME.width())
    top = min(max(window.y(), area.top()), area.bottom() + 1 - size.height() - FRAME.height())
    window.move(max(left, area.left()), max(top, area.top()))
    return True


class ScreenFit(QObject):
    """On the application: every window and dialog, as it first shows, fits the free area of its screen
    (:func:`fit_inside`); after that its size is the player's."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            if watched.windowType() in (Qt.WindowType.Window, Qt.WindowType.Dialog) and not watched.property(FITTED):
                watched.setProperty(FITTED, True)
                fit_inside(watched)
        return False


FITTED = "prefcount_fitted"  # a window's property once ScreenFit has fitted it


def fit_every_window(app: QApplication) -> ScreenFit:
    """Install :class:`ScreenFit` on ``app`` (once); the filter, kept by ``app``."""
    fitter = app.findChild(ScreenFit)
    if not isinstance(fitter, ScreenFit):
        fitter = ScreenFit(app)
    app.installEventFilter(fitter)  # (again: once only, however often)
    return fitter


def shown_on_a_screen(window: QWidget) -> bool:
    """Whether ``window``'s title bar is on some screen and the window is no larger than that screen's free area."""
    frame = window.frameGeometry()
    grip = QRect(frame.topLeft() + QPoint(max(0, (frame.width() - GRIP.width()) // 2), 0), GRIP)
    for area in _screens():
        if area.contains(grip) and frame.width() <= area.width() + FRAME.width() and frame.height() <= area.height():
            return True
    return False


def keep_on_screen(window: QWidget) -> bool:
    """Shrink and move ``window`` so its frame (as the window manager drew it) is inside the free area of its
    screen; whether it had to. A maximised or full-screen window is the window manager's to place, and one
    larger than the screen without its frame was made so on purpose (:func:`fit` never makes one)."""
    if window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return False
    area = available_geometry(window)
    frame = window.frameGeometry()
    if area.contains(frame) or window.width() > area.width() or window.height() > area.height():
        return False
    border = frame.size() - window.geometry().size()  # the frame's own width and height, title bar included
    size = window.size().boundedTo(area.size() - border).expandedTo(window.minimumSizeHint())
    if size != window.size():
        window.resize(size)
    outer = size + border
    left = min(max(frame.left(), area.left()), area.left() + area.width() - outer.width())
    top = min(max(frame.top(), area.top()), area.top() + area.height() - outer.height())
    window.move(max(left, area.left()), max(top, area.top()))  # (a window's pos is its frame's)
    return True


class FrameCheck(QObject):
    """On a window: once it shows and the window manager has framed it (or after :data:`FRAMING_MS`, if no frame
    comes), keep it on the screen (:func:`keep_on_screen`) — once. After that its size and place are the player's."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.shown = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind == QEvent.Type.Show and not self.shown:
            self.shown = True
            QTimer.singleShot(0, self, self.check)  # (self as context: no call once the window is gone)
            QTimer.singleShot(FRAMING_MS, self, lambda: self.check(framed=True))  # no frame came: as it is, then
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize) and self.shown:
            QTimer.singleShot(0, self, self.check)  # the frame comes with a move: once Qt has it
        return False

    def check(self, framed: bool = False) -> None:
        """Keep the window on the screen once its frame is known (``framed``: take it as it is); then stop."""
        if not self.shown:
            return
        window = self.window
        if not framed and window.frameGeometry().size() == window.geometry().size():
            return  # not framed yet
        self.shown = False
        window.removeEventFilter(self)
        keep_on_screen(window)


def place(window: QWidget) -> None:
    """Open ``window`` as it was left (size, place, maximised, splitters) if a screen still shows it, else fit it.

    Once it shows, its real frame is kept inside the screen's free area (:class:`FrameCheck`).

    Runs before the first paint: it looks children up by kind only among the window's own (a :class:`FrameCheck` is
    one) and splitters by name. A search by kind through every descendant would give each widget of the window (its
    scroll bars, headers, size grip…) a Python wrapper, and PySide its class and enums, before anything is painted.
    """
    if window.findChild(FrameCheck, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
        FrameCheck(window)
    saved = WINDOW_GEOMETRY.get()
    restored = bool(saved) and window.restoreGeometry(QByteArray(saved))
    if not restored or (not window.isMaximized() and not shown_on_a_screen(window)):
        fit(window)
    for name, state in _splitter_states():
        splitter = window.findChild(QSplitter, name) if name else None
        if splitter is not None:
            splitter.restoreState(QByteArray(state))


def remember(window: QWidget) -> None:
    """Keep ``window``'s size, place, maximised state and splitters for the next start."""
    WINDOW_GEOMETRY.set(bytes(window.saveGeometry().data()))
    states = dict(_splitter_states())
    for splitter in window.findChildren(QSplitter):
        if splitter.objectName():
            states[splitter.objectName()] = bytes(splitter.saveState().data())
    WINDOW_SPLITTERS.set([f"{name}={base64.b64encode(state).decode('ascii')}" for name, state in states.items()])


def _splitter_states() -> list[tuple[str, bytes]]:
    """The splitters remembered: (object name, state); an entry that cannot be read is passed over."""
    out = []
    for entry in WINDOW_SPLITTERS.get():
        name, _, text = entry.partition("=")
        try:
            out.append((name, base64.b64decode(text, validate=True)))
        except ValueError:
            continue
    return out
