"""The mouse wheel scrolls the page: it never changes a combo box, and a spin box only outside a list.

Qt lets the wheel change any combo or spin box the pointer passes over, so scrolling down
a long list of table rules silently changed the rules it crossed. :func:`guard_wheel` makes
such a box take the focus only by click or Tab and hands the wheel to the scroll area that
holds it (outside a scroll area the wheel does nothing there). A combo box never takes the
wheel, even focused: the focus may be there only because the dialog put it there. Inside a
scroll area no box ever does, focused or not: a player who edited a number and then scrolls
the list with the pointer over it means to scroll (the arrow keys and typing still change it).
Outside one, a spin box the player has clicked into does (stepping a number is what the wheel
is for there).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QWidget

#: The boxes whose value the wheel changes.
GUARDED = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    """An event filter: a wheel turned over a guarded box scrolls the list around it; the box stays as it is.

    Only a focused spin box in no list steps its number by wheel.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        area = scroll_area(watched)
        if area is None and isinstance(watched, QAbstractSpinBox) and watched.hasFocus():
            return False
        if area is not None:  # sent on, not left to bubble up: Qt does not bubble a wheel it did not get from the mouse
            assert isinstance(event, QWheelEvent)
            viewport = area.viewport()
            forwarded = QWheelEvent(
                QPointF(viewport.mapFromGlobal(event.globalPosition().toPoint())),
                event.globalPosition(),
                event.pixelDelta(),
                event.angleDelta(),
                event.buttons(),
                event.modifiers(),
                event.phase(),
                event.inverted(),
                event.source(),
            )
            QApplication.sendEvent(viewport, forwarded)
        return True


def scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area that holds ``widget``, if any."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def guard_wheel(*widgets: QWidget) -> None:
    """Guard each of ``widgets`` that is a combo or spin box, and every such box inside them."""
    for widget in widgets:
        boxes: list[QWidget] = [widget] if isinstance(widget, GUARDED) else []
        boxes += [box for kind in GUARDED for box in widget.findChildren(kind)]
        for box in boxes:
            if box.property("wheelGuarded"):
                continue
            box.setProperty("wheelGuarded", True)
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not WheelFocus: the wheel never focuses it
            box.installEventFilter(_guard())


_GUARD: list[WheelGuard] = []


def _guard() -> WheelGuard:
    """The one filter every guarded box shares (it keeps no state, so it never goes away)."""
    if not _GUARD:
        _GUARD.append(WheelGuard())
    return _GUARD[0]
