"""The frame around the hand panel's field that takes the next key (issue 30 item 1).

Keyboard focus alone is not enough: a style may draw it faintly, or not at all in a window that is not
active, and Tab then moves the typing somewhere nobody sees. The mark is a frame in the palette's
highlight colour drawn over the field's edge, the same in every style, light or dark.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

#: how far the frame stands out of the field, and its width (pixels)
OUTSET, WIDTH = 3, 2


class FieldMark(QWidget):
    """A frame that follows one widget (:meth:`follow`): over its edge, above its siblings, never in the
    mouse's way. It is drawn in the first of ``hosts`` that holds the widget (a scrolled area's contents, so
    that it scrolls and is cut with the field; else the panel, so that no small box cuts it)."""

    def __init__(self, hosts: list[QWidget]) -> None:
        super().__init__(hosts[-1])
        self.hosts = hosts
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QWidget | None = None
        self._watched: list[QWidget] = []  # the target and its parents up to the host
        self.hide()

    def follow(self, target: QWidget | None) -> None:
        """Frame ``target`` (None: no frame); the frame moves and resizes with it (and with the widgets between
        it and the frame's host: a button moves with its button box)."""
        if target is not self.target:
            for watched in self._watched:
                watched.removeEventFilter(self)
            self.target = target
            self._watched = []
            widget = target
            while widget is not None and widget not in self.hosts:
                widget.installEventFilter(self)
                self._watched.append(widget)
                widget = widget.parentWidget()
        self._place()

    def _place(self) -> None:
        target = self.target
        host = next((host for host in self.hosts if target is not None and host.isAncestorOf(target)), None)
        if target is None or host is None or not target.isVisible():
            self.hide()
            return
        if self.parentWidget() is not host:
            self.setParent(host)
        where = QRect(target.mapTo(host, QPoint(0, 0)), target.size())
        self.setGeometry(where.adjusted(-OUTSET, -OUTSET, OUTSET, OUTSET))
        self.raise_()
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched in self._watched:
            kind = event.type()
            if kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show):
                self._place()
            elif kind == QEvent.Type.Hide and watched is self.target:
                self.hide()
        return False

    def paintEvent(self, _event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), WIDTH))
        half = WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)
        painter.end()
