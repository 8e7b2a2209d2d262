"""The status lines above the hands (:func:`prefcount.words.status.status_text`): a label whose height is kept.

A QLabel asks its layout to measure it again whenever its text changes, and the status changes with every
hand: the whole side panel was laid out again each time, and when the raspasy line came or went the label
changed height, the hand list below it moved and was repainted whole (a visible jump, too). Here a new text
repaints this widget alone. Its height is room for at least :data:`RESERVED_LINES` lines, and it grows only
when a text needs more lines than it has room for; it is measured anew when its width or font changes, or
when :meth:`StatusLines.fit` is asked (a new game: the room the last one needed is given back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QPaintEvent, QResizeEvent

RESERVED_LINES = 2  # the next hand, and the raspasy run or who has closed: the list does not move as they come and go
_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


class StatusLines(QWidget):
    """Plain text, wrapped at word boundaries, top left; ``text()``/``setText()`` named as a QLabel's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._height = 0  # the room kept for the lines (pixels)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.fit()

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text``: repaints this widget; the layout hears of it only if the text needs more room."""
        if text == self._text:
            return
        self._text = text
        self.setAccessibleName(text)  # what a QLabel tells a screen reader
        needed = self._needed(self.width())
        if needed > self._height:
            self._keep(needed)
        self.update()

    def fit(self) -> None:
        """Room for the text as it is now (at least the reserved lines): grows or shrinks."""
        self._keep(self._needed(self.width()))

    def _needed(self, width: int) -> int:
        """Pixels the text needs at ``width``, at least the reserved lines."""
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right())
        text_height = metrics.boundingRect(QRect(0, 0, inner, 1 << 20), _FLAGS, self._text).height()
        lines = RESERVED_LINES * metrics.lineSpacing() - metrics.leading()
        return max(text_height, lines) + margins.top() + margins.bottom()

    def _keep(self, height: int) -> None:
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)  # (the layout is told: it lays the panel out again, once)

    def sizeHint(self) -> QSize:
        return QSize(0, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()  # other wrapping: the room is measured again

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)  # (the widget's font and text colour)
        painter.drawText(self.contentsRect(), _FLAGS, self._text)
        painter.end()
