"""«The game is over.» [Settle up] [Keep playing]: a bar in the main window, never a modal question.

The end comes while hands are being typed: the Enter of a hand typed ahead must not answer
a question it never saw (DESIGN.md convention 14). So the bar appears and waits; hands typed
after it are recorded like any other, and only a click settles up. It shows nothing to the
keyboard at all (its buttons take no focus), and it runs nothing inside the undo command
that ended the game: the document announces the end, the bar merely shows itself.

While the bar shows, it is the window's one word on the end: the status lines above the hands
leave out their own "the game is over" until the bar is answered (then they say it again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from prefcount.ui.widgets.colours import SchemeWatch, Shade, colour_name
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ui.game.document import Change
    from prefcount.ui.game.main_window import MainWindow

BAR_STYLE = "#gameOverBar {{ background: {background}; border: 1px solid {edge}; border-radius: 4px; }}"


def bar_style() -> str:
    """The bar's background and border in the scheme shown (its text is the palette's)."""
    return BAR_STYLE.format(background=colour_name(Shade.BAR), edge=colour_name(Shade.BAR_EDGE))


class GameOverBar(QFrame):
    """Shown at the top of ``window``'s side panel when the game ends; hidden once it is answered or moot."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.ui.sidePanel)
        self.main = window
        self.setObjectName("gameOverBar")
        self.scheme = SchemeWatch()
        self.setStyleSheet(bar_style())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.settle_button = QPushButton(self)
        self.keep_button = QPushButton(self)
        layout.addWidget(self.label, 1)
        for button in (self.settle_button, self.keep_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # only a click answers: no typed key ever does
            button.setAutoDefault(False)
            layout.addWidget(button)
        self.settle_button.clicked.connect(self._settle)
        self.keep_button.clicked.connect(self._answer)
        self._retranslate()
        window.ui.sideLayout.insertWidget(0, self)
        self.hide()
        document = window.document
        document.game_over.connect(self.announce)
        document.changed.connect(self._game_changed)

    def announce(self) -> None:
        """The game has just ended: say so, and offer to settle up."""
        self.show()
        self.main.show_status()

    def _settle(self) -> None:
        self._answer()
        self.main.show_settlement()

    def _answer(self) -> None:
        self.hide()
        self.main.show_status()

    def _game_changed(self, _change: Change) -> None:
        if self.isVisible() and not self.main.document.is_over:  # undone, or another game
            self._answer()

    def _retranslate(self) -> None:
        self.label.setText(translate("MainWindow", "The game is over."))
        self.settle_button.setText(translate("MainWindow", "Settle up"))
        self.keep_button.setText(translate("MainWindow", "Keep playing"))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif self.scheme.changed(event):
            self.setStyleSheet(bar_style())
        super().changeEvent(event)
