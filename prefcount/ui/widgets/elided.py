"""A label whose long text (a folder's path) is cut in its middle to the label's width, the whole in its tooltip: so
a long path never makes its window wider than a small screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy


class ElidedText(QObject):
    """Keeps ``label``'s text elided to its width (the label asks for no width of its own: it takes what it gets)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self._label = label
        self._text = label.text()
        policy = label.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        label.setSizePolicy(policy)
        label.installEventFilter(self)

    @property
    def text(self) -> str:
        """The whole text."""
        return self._text

    def set_text(self, text: str) -> None:
        self._text = text
        self._label.setToolTip(text)
        self._label.setAccessibleDescription(text)
        self._elide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self._elide()
        return False

    def _elide(self) -> None:
        width = max(0, self._label.contentsRect().width())
        self._label.setText(self._label.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideMiddle, width))
