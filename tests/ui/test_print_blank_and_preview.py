"""Printing always shows the print preview first; a blank pulka prints from the app with `prefcount blank`'s choices."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QDialog

from prefcount import gamefile
from prefcount.ledger import Game
from prefcount.ui import printing, settings
from prefcount.ui.blank_dialog import BlankDialog
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow
from prefcount.ui.print_preview import PrintPreview

REAL_PREVIEW = printing.prompts.print_preview  # the `printed` fixture replaces it in some tests


def pages(path) -> int:
    document = QPdfDocument()
    document.load(str(path))
    try:
        return document.pageCount()
    finally:
        document.close()


def leftovers() -> list:
    folder = settings.data_dir() / "pdf"
    return sorted(folder.iterdir()) if folder.exists() else []


def test_printing_opens_the_preview_and_cancelling_prints_nothing(qtbot, data_dir, monkeypatch):
    shown = []

    def fake_exec(dialog):
        shown.append(dialog.windowTitle())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PrintPreview, "exec", fake_exec)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    assert not printing.print_sheet(None, sochi)
    assert not printing.print_settlement(None, sochi)
    assert shown == ["Print preview", "Print preview"]
    assert leftovers() == []  # no PDF left behind in the data folder


def test_the_preview_shows_every_page_whole_on_its_own_paper(qtbot, data_dir, monkeypatch):
    """The pulka is landscape, the settlement and the log portrait: Qt's preview put them all on one paper shape
    and cut the pulka's right third off."""
    seen = {}

    def look(dialog):
        dialog.resize(900, 650)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.draw_pages()
        qtbot.wait(50)  # the pages laid out
        seen["pages"] = [(label.pixmap().width(), label.pixmap().height()) for label in dialog.page_labels]
        seen["paper"] = [dialog.page_size(i) for i in range(len(dialog.pages))]
        seen["room"] = dialog.ui.pagesArea.viewport().size()
        seen["inside"] = [
            label.geometry().right() < dialog.ui.pagesArea.widget().width() for label in dialog.page_labels
        ]
        dialog.set_zoom(dialog.scale() * 2)
        seen["zoomed"] = dialog.page_labels[0].pixmap().width()
        qtbot.mouseClick(dialog.ui.widthButton, Qt.MouseButton.LeftButton)
        seen["width"] = [(label.pixmap().width(), label.pixmap().height()) for label in dialog.page_labels[:2]]
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PrintPreview, "exec", look)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    printing.print_sheet(None, gamefile.load(data_dir / "game-sochi-3p.json"))
    pages, paper = seen["pages"], seen["paper"]
    assert len(pages) == len(paper) >= 2
    (width, height), first = pages[0], paper[0]
    assert first.width() > first.height() and width > height  # the pulka: landscape paper, shown landscape
    assert all(size.width() < size.height() and w < h for size, (w, h) in zip(paper[1:], pages[1:], strict=True))
    for (w, h), size in zip(pages, paper, strict=True):  # each page whole: the paper's own proportions
        assert abs(w / h - size.width() / size.height()) < 0.01
    assert all(seen["inside"]) and width <= seen["room"].width() and height <= seen["room"].height()  # all shown
    assert seen["zoomed"] > width * 1.9
    wide, narrow = seen["width"]  # filling the width, to read: one scale, as on paper
    assert (
        wide[0] >= width and narrow[0] < wide[0] and abs(narrow[0] / wide[0] - paper[1].width() / first.width()) < 0.01
    )


def test_print_from_the_preview_paints_the_pages_on_the_printer(qtbot, data_dir, monkeypatch, tmp_path):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    out = tmp_path / "printer.pdf"

    def chosen(dialog):  # the printer dialog: a PDF file instead of a printer
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(out))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PrintPreview, "exec", lambda dialog: QDialog.DialogCode.Accepted)  # «Print…»
    monkeypatch.setattr(QPrintDialog, "exec", chosen)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    seen = []
    original = printing.render_pages
    monkeypatch.setattr(
        printing, "render_pages", lambda pdf, printer, which=None: seen.append(which) or original(pdf, printer, which)
    )
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    assert printing.print_settlement(None, sochi)
    assert seen == [[printing.SETTLEMENT_PAGE]] and pages(out) == 1
    assert leftovers() == []


def test_the_blank_dialog_starts_from_the_table_at_hand(qtbot):
    dialog = BlankDialog(Game(players=("Аня", "Борис", "Вера")))
    qtbot.addWidget(dialog)
    assert dialog.choices() == {"players": 3, "names": ["Аня", "Борис", "Вера"], "target": 10, "two_up": False}
    dialog.ui.playersBox.setCurrentIndex(dialog.ui.playersBox.findData(4))
    assert dialog.choices() is None and not dialog.ok_button.isEnabled() and "4" in dialog.ui.problemLabel.text()
    dialog.ui.namesEdit.clear()
    dialog.ui.targetBox.setValue(0)
    dialog.ui.twoUpBox.setChecked(True)
    assert dialog.choices() == {"players": 4, "names": None, "target": None, "two_up": True}
    dialog.ui.namesEdit.setText("Аня, Аня, Вера, Глеб")
    assert dialog.choices() is None and "Аня" in dialog.ui.problemLabel.text()


@pytest.mark.parametrize("two_up", [False, True])
def test_print_a_blank_pulka_from_the_menu(qtbot, monkeypatch, printed, two_up):
    def fake_exec(dialog):
        dialog.ui.twoUpBox.setChecked(two_up)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(BlankDialog, "exec", fake_exec)
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера", "Глеб"))))
    qtbot.addWidget(win)
    win.ui.actionPrintBlank.trigger()
    assert printed.read_bytes().startswith(b"%PDF") and pages(printed) == 1
    assert leftovers() == []
