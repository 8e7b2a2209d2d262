"""Game → Copy the result: the sheet with the settlement as one picture, and a line of text, for the club's chat.

The picture and the line are :mod:`prefcount.share.result`'s (the same as ``prefcount share``);
this dialog shows them and puts either on the clipboard or the picture in a file. The game is
read when the dialog opens: it changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import QDialog, QWidget

from prefcount.ui.dialogs import prompts
from prefcount.ui.forms.result_dialog_ui import Ui_ResultDialog
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from prefcount.ui.game.document import GameDocument


class ResultDialog(QDialog):
    """Shows ``document``'s result; :meth:`show_for` opens it (or says why the game has none)."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        from prefcount.share.result import card_image, summary_text
        from prefcount.ui.app.settings import currency

        super().__init__(parent)
        self.ui = Ui_ResultDialog()
        self.ui.setupUi(self)
        game = document.game
        sheet, settlement = document.sheet, document.settlement  # raise the game's LedgerError: see show_for
        unit = currency(game)
        self.game = game
        self.path = document.path  # the game's file: its folder for the picture, its time for a game with no date
        self.image = card_image(game, sheet, settlement, unit, self.path)
        self.text = summary_text(game, sheet, settlement, unit, self.path)
        self.ui.summaryEdit.setPlainText(self.text)
        self._preview()
        ui = self.ui
        ui.buttons.rejected.connect(self.reject)
        ui.copyPictureButton.clicked.connect(self.copy_picture)
        ui.copyTextButton.clicked.connect(self.copy_text)
        ui.savePictureButton.clicked.connect(self.save_picture)
        ui.copyPictureButton.setDefault(True)

    @classmethod
    def show_for(cls, parent: QWidget, document: GameDocument) -> ResultDialog | None:
        from prefcount.ledger import LedgerError

        try:
            dialog = cls(document, parent)
        except LedgerError as error:  # a damaged game has no result to send
            prompts.error(parent, translate("ResultDialog", "No result to copy"), error.translated(translate))
            return None
        dialog.exec()
        return dialog

    def _preview(self) -> None:
        label = self.ui.previewLabel
        size = label.size() if label.width() > 240 else label.minimumSize()
        label.setPixmap(
            QPixmap.fromImage(self.image).scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._preview()

    def copy_picture(self) -> None:
        QGuiApplication.clipboard().setImage(self.image)
        self.ui.doneLabel.setText(translate("ResultDialog", "The picture is on the clipboard: paste it in the chat."))

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.ui.doneLabel.setText(translate("ResultDialog", "The text is on the clipboard: paste it in the chat."))

    def save_picture(self) -> Path | None:
        from prefcount.files.gamefile import atomic_write
        from prefcount.share.png import image_png
        from prefcount.ui.widgets.file_names import suggested_path

        path = prompts.save_picture_name(self, str(suggested_path(self.game, ".png", self.path)))
        if not path:
            return None
        target = Path(path)
        try:
            atomic_write(target, image_png(self.image))
        except (OSError, ValueError) as error:
            prompts.error(self, translate("ResultDialog", "Cannot save the picture"), str(error))
            return None
        self.ui.doneLabel.setText(translate("ResultDialog", "Saved {path}").format(path=target))
        return target
