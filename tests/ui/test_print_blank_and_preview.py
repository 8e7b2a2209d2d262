"""Printing always shows the print preview first; a blank pulka prints from the app with `prefcount blank`'s choices."""

import pytest
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintPreviewDialog

from prefcount import gamefile
from prefcount.ledger import Game
from prefcount.paths import cache_dir
from prefcount.ui import printing
from prefcount.ui.blank_dialog import BlankDialog
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow

REAL_PREVIEW = printing.prompts.print_preview  # the `printed` fixture replaces it in some tests


def pages(path) -> int:
    document = QPdfDocument()
    document.load(str(path))
    try:
        return document.pageCount()
    finally:
        document.close()


def leftovers() -> list:
    folder = cache_dir() / "pdf"
    return sorted(folder.iterdir()) if folder.exists() else []


def test_printing_opens_the_preview_and_cancelling_prints_nothing(qtbot, data_dir, monkeypatch):
    shown = []

    def fake_exec(dialog):
        shown.append(dialog.windowTitle())
        return QPrintPreviewDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintPreviewDialog, "exec", fake_exec)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    assert not printing.print_sheet(None, sochi)
    assert not printing.print_settlement(None, sochi)
    assert len(shown) == 2
    assert leftovers() == []  # no PDF left behind in the data folder


def test_the_preview_paints_the_pages(qtbot, data_dir, monkeypatch, tmp_path):
    painted = []

    def fake_exec(dialog):
        dialog.paintRequested.emit(dialog.printer())  # what the preview does to show the pages
        painted.append(True)
        return QPrintPreviewDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintPreviewDialog, "exec", fake_exec)
    seen = []
    original = printing.render_pages
    monkeypatch.setattr(
        printing, "render_pages", lambda pdf, printer, which=None: seen.append(which) or original(pdf, printer, which)
    )
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    printing.print_settlement(None, sochi)
    assert painted and seen == [[printing.SETTLEMENT_PAGE]]


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
