"""Name fields of the new-game dialog: the club book's names as completion, and keys that stay in the field.

Two things Qt does that a player at the table does not expect:

* A click outside the open completion list only closes the list (a popup takes the
  click that closes it, on X11): the field or button clicked stays as it was, so the
  next click seemed lost. :class:`ClickThrough` hands that click on to what was under it.
* Escape in a name field went on to the dialog and cancelled the whole new game, names
  and rules typed. In a name field Escape closes the completion list (Qt's own) and
  does nothing else: it neither reaches the dialog nor touches the name typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QCompleter, QLineEdit, QWidget


class ClickThrough(QObject):
    """On a completion list: a click outside it closes the list and lands on the widget under the pointer."""

    def __init__(self, popup: QWidget, field: QWidget) -> None:
        super().__init__(popup)
        self.popup = popup
        self.field = field
        self.pressed: QWidget | None = None  # where the press went; its release follows it there
        popup.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind == QEvent.Type.MouseButtonRelease and self.pressed is not None:
            # the mouse's release still comes to the list's (hidden) window: send it where the press went
            assert isinstance(event, QMouseEvent)
            pressed, self.pressed = self.pressed, None
            QApplication.sendEvent(pressed, _moved(event, QEvent.Type.MouseButtonRelease, pressed))
            return True
        if kind != QEvent.Type.MouseButtonPress:
            return False
        self.pressed = None  # a new click: no release is owed elsewhere any more
        if watched is not self.popup:
            return False
        assert isinstance(event, QMouseEvent)
        where = event.globalPosition().toPoint()
        if self.popup.rect().contains(self.popup.mapFromGlobal(where)):
            return False  # a name chosen from the list: the completer's own business
        window = self.popup.windowHandle()
        self.popup.hide()
        target = self._widget_at(where)
        if target is None:
            return True
        _focus_as_clicked(target)
        QApplication.sendEvent(target, _moved(event, QEvent.Type.MouseButtonPress, target))
        if window is not None:
            self.pressed = target
            window.installEventFilter(self)
        return True

    def _widget_at(self, where: QPoint) -> QWidget | None:
        """The widget under ``where``: in the field's own window first, else whatever window is there."""
        window = self.field.window()
        local = window.mapFromGlobal(where)
        if window.rect().contains(local):
            return window.childAt(local) or window
        return QApplication.widgetAt(where)


def _moved(event: QMouseEvent, kind: QEvent.Type, target: QWidget) -> QMouseEvent:
    """``event`` as ``kind`` for ``target``, at the same place on the screen."""
    where = event.globalPosition()
    return QMouseEvent(
        kind,
        QPointF(target.mapFromGlobal(where.toPoint())),
        QPointF(target.window().mapFromGlobal(where.toPoint())),
        where,
        event.button(),
        event.buttons(),
        event.modifiers(),
    )


def _focus_as_clicked(clicked: QWidget) -> None:
    """Focus ``clicked`` (or the nearest parent that takes focus by click), as a real click would."""
    widget: QWidget | None = clicked
    while widget is not None:
        if widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.ClickFocus:
            widget.setFocus(Qt.FocusReason.MouseFocusReason)
            return
        if widget.isWindow():
            return
        widget = widget.parentWidget()


class EscapeStays(QObject):
    """On a name field: Escape goes no further — the dialog stays open and the name stays as typed.

    (With the completion list open, Qt's completer takes Escape first and closes the list: this never sees it.)
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QLineEdit):
            key = cast("QKeyEvent", event)
            return key.key() == Qt.Key.Key_Escape and not key.modifiers()
        return False


def keep_escape_in(*fields: QLineEdit) -> None:
    """Escape in each of ``fields`` closes its completion list, if open, and otherwise does nothing."""
    for field in fields:
        field.installEventFilter(EscapeStays(field))


def offer_names(field: QLineEdit, names: Sequence[str]) -> QCompleter:
    """Complete ``field`` from ``names`` (any case); a click outside the list is not lost."""
    completer = QCompleter(list(names), field)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    field.setCompleter(completer)
    popup = completer.popup()  # made now, with the completer's own filter: ours, installed after it, runs first
    assert popup is not None
    ClickThrough(popup, field)
    return completer
