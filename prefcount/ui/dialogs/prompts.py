"""Every modal question the app asks, in one place (tests replace these functions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialog, QWidget

from prefcount.words.i18n import current_language, translate

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QFileDialog, QMessageBox


def _boxes() -> tuple[type[QFileDialog], type[QMessageBox]]:
    """Imported when first asked: the main window paints before these classes load."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    return QFileDialog, QMessageBox


FILE_FILTER = "prefcount (*.pulka *.json)"  # what opens: games, and those an older prefcount saved as .json
# What a game is saved as: the club book reads .pulka files only.
SAVE_FILTER = "prefcount (*.pulka)"
PDF_FILTER = "PDF (*.pdf)"
PNG_FILTER = "PNG (*.png)"


def error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox = _boxes()[1]
    QMessageBox.critical(parent, title, text)


def info(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox = _boxes()[1]
    QMessageBox.information(parent, title, text)


def long_text(parent: QWidget | None, title: str, text: str) -> None:
    """Text longer than a message box may be (F1's list of keys): in a box that fits the screen and scrolls."""
    from PySide6.QtWidgets import QDialogButtonBox, QPlainTextEdit, QVBoxLayout

    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    view = QPlainTextEdit(text, dialog)
    view.setReadOnly(True)
    # read, and scrolled, from the keyboard too: Ctrl+End, Home, the arrows (read-only, a text took only the page keys)
    view.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    view.setAccessibleName(title)
    layout.addWidget(view)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    screen = (parent.screen() if parent is not None else None) or dialog.screen()
    room = screen.availableGeometry().size() if screen is not None else None
    width, height = 760, 640
    if room is not None:  # (a 1024×600 netbook: the box fits, the text scrolls)
        width, height = min(width, room.width() - 40), min(height, room.height() - 60)
    dialog.resize(width, height)
    view.setFocus()
    dialog.exec()


def yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    QMessageBox = _boxes()[1]
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def unsaved_changes_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """Save / Don't save / Cancel — "Don't save" in our words (Qt's Russian says «Отклонить»)."""
    QMessageBox = _boxes()[1]
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        title,
        text,
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.button(QMessageBox.StandardButton.Discard).setText(translate("prompts", "&Don't save"))
    return box


def save_discard_cancel(parent: QWidget | None, title: str, text: str) -> str:
    """'save', 'discard' or 'cancel'."""
    QMessageBox = _boxes()[1]
    box = unsaved_changes_box(parent, title, text)
    box.exec()
    answer = box.standardButton(box.clickedButton()) if box.clickedButton() else QMessageBox.StandardButton.Cancel
    return {QMessageBox.StandardButton.Save: "save", QMessageBox.StandardButton.Discard: "discard"}.get(
        answer, "cancel"
    )


def overwrite_save_as_cancel(parent: QWidget | None, title: str, text: str) -> str:
    """'overwrite', 'save-as' or 'cancel' (the default: nothing is lost by pressing Enter)."""
    QMessageBox = _boxes()[1]
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, parent)
    overwrite = box.addButton(translate("prompts", "Overwrite"), QMessageBox.ButtonRole.DestructiveRole)
    save_as = box.addButton(translate("prompts", "Save as…"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked == overwrite:
        return "overwrite"
    return "save-as" if clicked == save_as else "cancel"


def file_dialog(
    parent: QWidget | None, title: str, start: str, filters: str, save: bool, suffix: str = ""
) -> QFileDialog:
    """Qt's file dialog, opened at ``start`` (a folder, or a suggested file).

    The system's own dialog speaks the system's language: when the app speaks
    another, Qt's dialog is used, which speaks the app's (Qt's translations).
    """
    QFileDialog = _boxes()[0]
    dialog = QFileDialog(parent, title, start, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    if suffix:
        dialog.setDefaultSuffix(suffix)
    if QLocale.system().name()[:2] != current_language():
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    return dialog


def _chosen(dialog: QFileDialog) -> str:
    return dialog.selectedFiles()[0] if dialog.exec() and dialog.selectedFiles() else ""


def open_file_name(parent: QWidget | None, folder: str = "") -> str:
    from prefcount.ui.widgets.file_names import documents_folder

    filters = FILE_FILTER + ";;" + translate("prompts", "All files (*)")
    return _chosen(
        file_dialog(parent, translate("prompts", "Open a game"), folder or str(documents_folder()), filters, False)
    )


def folder_name(parent: QWidget | None, title: str, folder: str = "") -> str:
    """A folder the user picks ("" when cancelled)."""
    QFileDialog = _boxes()[0]
    return QFileDialog.getExistingDirectory(parent, title, folder)


def save_file_name(parent: QWidget | None, suggestion: str = "", pdf: bool = False) -> str:
    """A file to write (``suggestion``: the folder and name to start from)."""
    title = translate("prompts", "Export PDF") if pdf else translate("prompts", "Save the game")
    filters = PDF_FILTER if pdf else SAVE_FILTER
    return _chosen(file_dialog(parent, title, suggestion, filters, True, "pdf" if pdf else "pulka"))


def save_picture_name(parent: QWidget | None, suggestion: str = "") -> str:
    """A PNG file to write (``suggestion``: the folder and name to start from); "" when cancelled."""
    title = translate("prompts", "Save the picture")
    return _chosen(file_dialog(parent, title, suggestion, PNG_FILTER, True, "png"))


def print_preview(parent: QWidget | None, printer: QPrinter, pdf: Path) -> bool:
    """The preview of ``pdf``, each page whole in its own orientation; its «Print…» asks for the printer (and
    which of the pages shown). True when the pages are to be printed on ``printer`` as chosen."""
    from PySide6.QtPrintSupport import QAbstractPrintDialog, QPrintDialog

    from prefcount.ui.printing.print_preview import PrintPreview

    preview = PrintPreview(pdf, parent)
    if preview.exec() != QDialog.DialogCode.Accepted or not preview.pages:
        return False
    dialog = QPrintDialog(printer, parent)
    count = len(preview.pages)
    dialog.setMinMax(1, count)
    dialog.setOption(QAbstractPrintDialog.PrintDialogOption.PrintPageRange, count > 1)
    return dialog.exec() == QDialog.DialogCode.Accepted
