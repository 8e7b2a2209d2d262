"""The main window's place on the screen: it fits the screen it opens on, and opens as it was left.

A first start opens at :data:`PREFERRED` or, on a smaller screen (a 1366×768 laptop), at
what the screen's free area holds, centred. Closing remembers the size, place,
maximised state and the splitters (:data:`WINDOW_GEOMETRY`, :data:`WINDOW_SPLITTERS`);
a remembered place that no screen shows any more (a bigger monitor unplugged) is
not trusted: the window fits the screen it is on instead.
"""

from __future__ import annotations

import base64

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QSplitter, QWidget

from prefcount.ui.settings import WINDOW_GEOMETRY, WINDOW_SPLITTERS

#: The size the window opens at when the screen has room for it.
PREFERRED = QSize(1400, 900)
#: Room left for the window manager's frame and title bar, which are not known before the window shows.
FRAME = QSize(16, 48)
#: How much of the title bar must be on a screen for a remembered place to count as shown.
GRIP = QSize(120, 24)


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
    top_left = area.center() - QPoint(size.width() // 2, (size.height() + FRAME.height() // 2) // 2)
    window.move(max(top_left.x(), area.left()), max(top_left.y(), area.top()))


def shown_on_a_screen(window: QWidget) -> bool:
    """Whether ``window``'s title bar is on some screen and the window is no larger than that screen's free area."""
    frame = window.frameGeometry()
    grip = QRect(frame.topLeft() + QPoint(max(0, (frame.width() - GRIP.width()) // 2), 0), GRIP)
    for area in _screens():
        if area.contains(grip) and frame.width() <= area.width() + FRAME.width() and frame.height() <= area.height():
            return True
    return False


def place(window: QWidget) -> None:
    """Open ``window`` as it was left (size, place, maximised, splitters) if a screen still shows it, else fit it."""
    saved = WINDOW_GEOMETRY.get()
    restored = bool(saved) and window.restoreGeometry(QByteArray(saved))
    if not restored or (not window.isMaximized() and not shown_on_a_screen(window)):
        fit(window)
    splitters = dict(_splitter_states())
    for splitter in window.findChildren(QSplitter):
        state = splitters.get(splitter.objectName())
        if state is not None:
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
