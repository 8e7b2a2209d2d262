"""The window's warning while the game on screen is not all on disk (DESIGN 15).

Every change is written to the session's journal before the screen shows it. When that write fails
(a full disk, a folder that cannot be written), the screen shows a hand that a crash would lose: a
warning stays in the status bar, in the player's words, with a button that saves the game elsewhere at once
(Save as…), until a later change is written again or the game is saved. A failed autosave alone loses
nothing (the journal holds every change): a short note says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QPushButton

from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow


class DiskWarning(QLabel):
    """A persistent warning in ``window``'s status bar while ``document``'s last change is not on disk."""

    def __init__(self, window: MainWindow, document: GameDocument) -> None:
        super().__init__(window)
        self.setObjectName("diskWarning")
        self.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }")
        self.setWordWrap(True)
        self.hide()
        self.window_ = window
        self.document = document
        window.statusBar().addPermanentWidget(self, 1)  # (a passing message hides no permanent one)
        self.save_as = QPushButton(translate("DiskWarning", "Save as…"), window)
        self.save_as.setObjectName("diskWarningSaveAs")
        self.save_as.setToolTip(translate("DiskWarning", "Save the game to a file elsewhere now"))
        self.save_as.clicked.connect(window.files.save_as)
        self.save_as.hide()
        window.statusBar().addPermanentWidget(self.save_as)
        document.changed.connect(self.update_state)
        document.state_changed.connect(self.update_state)
        self._autosave_told: str | None = None

    def update_state(self, *_args: object) -> None:
        from prefcount.ui.game.document import why_not_saved

        error = self.document.journal_error
        if error is not None and self.document.modified:  # (saved since: the game is all in its file)
            self.setText(
                translate(
                    "DiskWarning",
                    "⚠ The last change is NOT on disk: {why} A crash now would lose it. Free the disk, or save the "
                    "game elsewhere now:",
                ).format(why=why_not_saved(error))
            )
            self.show()
            self.save_as.show()
            return
        self.hide()
        self.save_as.hide()
        failure = self.document.autosave_failure  # (the journal's is None here)
        autosave = None if failure is None else str(failure)
        if failure is not None and autosave != self._autosave_told:  # once per failure, not on every change
            self.window_.statusBar().showMessage(
                translate(
                    "DiskWarning",
                    "The background copy of the game could not be written ({why}); every change is on disk.",
                ).format(why=why_not_saved(failure)),
                15000,
            )
        self._autosave_told = autosave
