"""Every modal question the app asks, in one place (tests replace these functions)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from prefcount.i18n import translate


def _boxes():
    """Imported when first asked: the main window paints before these classes load."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    return QFileDialog, QMessageBox


FILE_FILTER = "prefcount (*.pulka *.json)"
PDF_FILTER = "PDF (*.pdf)"


def error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox = _boxes()[1]
    QMessageBox.critical(parent, title, text)


def info(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox = _boxes()[1]
    QMessageBox.information(parent, title, text)


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


def save_discard_cancel(parent: QWidget | None, title: str, text: str) -> str:
    """'save', 'discard' or 'cancel'."""
    QMessageBox = _boxes()[1]
    answer = QMessageBox.warning(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save,
    )
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


def open_file_name(parent: QWidget | None, folder: str = "") -> str:
    QFileDialog = _boxes()[0]
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("prompts", "Open a game"), folder, FILE_FILTER + ";;" + translate("prompts", "All files (*)")
    )
    return path


def folder_name(parent: QWidget | None, title: str, folder: str = "") -> str:
    """A folder the user picks ("" when cancelled)."""
    QFileDialog = _boxes()[0]
    return QFileDialog.getExistingDirectory(parent, title, folder)


def save_file_name(parent: QWidget | None, suggestion: str = "", pdf: bool = False) -> str:
    title = translate("prompts", "Export PDF") if pdf else translate("prompts", "Save the game")
    QFileDialog = _boxes()[0]
    path, _ = QFileDialog.getSaveFileName(parent, title, suggestion, PDF_FILTER if pdf else FILE_FILTER)
    return path


def choose_printer(parent: QWidget | None, printer) -> bool:
    """The system print dialog; True when the user chose to print."""
    from PySide6.QtPrintSupport import QPrintDialog

    dialog = QPrintDialog(printer, parent)
    return dialog.exec() == QPrintDialog.DialogCode.Accepted
