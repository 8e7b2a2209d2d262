"""Printing always shows the print preview first; a blank pulka prints from the app with `prefcount blank`'s choices."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QDialog

from prefcount.files import gamefile
from prefcount.files.paths import cache_dir
from prefcount.ledger import Game
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.printing import print_job, printing
from prefcount.ui.printing.blank_dialog import BlankDialog
from prefcount.ui.printing.print_preview import PrintPreview

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
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PrintPreview, "exec", fake_exec)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    assert not printing.print_sheet(None, sochi)
    assert not printing.print_settlement(None, sochi)
    assert shown == ["Print preview", "Print preview"]
    assert leftovers() == []  # no PDF left behind in the data folder


def rendered(qtbot, dialog) -> dict[int, tuple[int, int]]:
    """{page: (width, height) in device pixels} of the pages the viewer drew, once it has drawn those in sight."""
    from PySide6.QtPdf import QPdfPageRenderer

    renderer = dialog.view.findChild(QPdfPageRenderer)
    drawn: dict[int, tuple[int, int]] = {}
    renderer.pageRendered.connect(
        lambda page, size, image, *_: drawn.__setitem__(page, (image.width(), image.height()))
    )
    dialog.view.viewport().update()
    qtbot.waitUntil(lambda: bool(drawn))
    qtbot.wait(100)  # the rest of the pages in sight
    return drawn


def printing_scale() -> float:
    """Logical pixels a point at zoom 1 (the paper's own size on the screen)."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.primaryScreen().logicalDotsPerInch() / 72


def test_the_preview_shows_every_page_whole_on_its_own_paper(qtbot, data_dir, monkeypatch):
    """The pulka is landscape, the settlement and the log portrait: Qt's preview put them all on one paper shape
    and cut the pulka's right third off."""
    seen = {}

    def look(dialog):
        dialog.resize(900, 650)
        dialog.show()
        qtbot.waitExposed(dialog)
        seen["drawn"] = rendered(qtbot, dialog)
        seen["paper"] = [dialog.page_size(i) for i in range(len(dialog.pages))]
        seen["fit"] = [dialog.fitted(i, "whole") for i in range(len(dialog.pages))]
        seen["room"] = dialog.view.viewport().size()
        seen["label"] = dialog.ui.pagesLabel.text()
        whole = dialog.scale()
        qtbot.mouseClick(dialog.ui.zoomInButton, Qt.MouseButton.LeftButton)
        seen["zoomed"] = (whole, dialog.scale())
        qtbot.mouseClick(dialog.ui.widthButton, Qt.MouseButton.LeftButton)
        seen["width"] = [dialog.fitted(i, "width") for i in range(2)]
        seen["mode"] = dialog.view.zoomMode()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PrintPreview, "exec", look)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    printing.print_sheet(None, gamefile.load(data_dir / "game-sochi-3p.json"))
    paper, drawn, fit = seen["paper"], seen["drawn"], seen["fit"]
    assert len(paper) >= 2 and seen["label"] == f"Page 1 of {len(paper)}"
    first = paper[0]
    assert first.width() > first.height()  # the pulka: landscape paper, shown landscape
    assert all(size.width() < size.height() for size in paper[1:])
    for page, (w, h) in drawn.items():  # each page drawn whole, in the paper's own proportions
        assert abs(w / h - paper[page].width() / paper[page].height()) < 0.01
    room = seen["room"]
    for page in range(len(paper)):  # and each whole in the window
        shown = paper[page] * printing_scale() * fit[page]
        assert shown.width() <= room.width() and shown.height() <= room.height()
    whole, zoomed = seen["zoomed"]
    assert abs(zoomed - whole * 1.25) < 0.01
    wide, narrow = seen["width"]  # across the window, to read: each page as wide as the window
    assert wide * first.width() == pytest.approx(narrow * paper[1].width(), rel=0.01) and wide > fit[0]
    assert seen["mode"] == QPdfView.ZoomMode.FitToWidth


def test_the_preview_draws_only_what_is_in_sight_and_no_page_past_its_pixels(qtbot, tmp_path):
    """A 1,500-hand game has over 40 pages: each was drawn in full at every zoom step (zoom 3: 984 MB, 2.7 s)."""
    from benchmarks.sample import random_game
    from prefcount.ui.printing import print_preview

    pdf = printing.write_pdf(random_game(1500, 3), tmp_path / "long.pdf")
    dialog = PrintPreview(pdf)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(dialog.pages) > 40
    drawn = rendered(qtbot, dialog)
    assert set(drawn) == {0}  # the page in sight, not the forty below it
    for _ in range(30):  # zooming far in: each step drawn at most as large as a page may be
        qtbot.mouseClick(dialog.ui.zoomInButton, Qt.MouseButton.LeftButton)
    assert dialog.scale() == pytest.approx(dialog.most_zoom())
    drawn = rendered(qtbot, dialog)
    assert drawn and all(w * h <= print_preview.MOST_PIXELS * 1.01 for w, h in drawn.values())
    assert len(drawn) <= 2
    # a screen so large (or so dense) that fitting would draw a page past its pixels: drawn at the largest size
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(dialog, "devicePixelRatioF", lambda: 4.0)
    dialog.set_zoom("width")
    assert dialog.view.zoomMode() == QPdfView.ZoomMode.Custom and dialog.scale() == pytest.approx(dialog.most_zoom())
    monkeypatch.undo()
    dialog.set_zoom("width")
    assert dialog.view.zoomMode() == QPdfView.ZoomMode.FitToWidth


def test_a_preview_with_nothing_to_print_offers_no_print(qtbot, tmp_path, monkeypatch):
    """A preview without pages: the zoom buttons raised IndexError, «Print…» said printed having printed nothing."""
    pdf = tmp_path / "broken.pdf"
    pdf.write_bytes(b"%PDF-1.4\n")  # a PDF that was cut short: no page to read
    dialog = PrintPreview(pdf)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.pages == [] and not dialog.print_button.isEnabled()
    for button in (dialog.ui.zoomInButton, dialog.ui.zoomOutButton, dialog.ui.fitButton, dialog.ui.widthButton):
        button.click()  # nothing happens, and nothing is raised
    assert "Nothing to print" in dialog.ui.pagesLabel.text() and dialog.view.document() is None  # no other page


def print_to_pdf(monkeypatch, out, choose=None) -> list:
    """«Print…» pressed in the preview; the printer dialog prints to the file ``out`` (``choose(dialog)`` first).

    Returns the list the dialogs are noted in: (the pages offered, whether a range may be chosen)."""
    from PySide6.QtPrintSupport import QAbstractPrintDialog, QPrintDialog, QPrinter

    offered = []

    def chosen(dialog):  # the printer dialog: a PDF file instead of a printer
        ranged = dialog.testOption(QAbstractPrintDialog.PrintDialogOption.PrintPageRange)
        offered.append(((dialog.minPage(), dialog.maxPage()), ranged))
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(out))
        if choose is not None:
            choose(dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PrintPreview, "exec", lambda dialog: QDialog.DialogCode.Accepted)  # «Print…»
    monkeypatch.setattr(QPrintDialog, "exec", chosen)
    monkeypatch.setattr(printing.prompts, "print_preview", REAL_PREVIEW)
    return offered


def test_print_from_the_preview_paints_the_pages_on_the_printer(qtbot, data_dir, monkeypatch, tmp_path):
    out = tmp_path / "printer.pdf"
    offered = print_to_pdf(monkeypatch, out)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    job = printing.print_settlement(None, sochi)
    qtbot.waitUntil(lambda: job.done)
    assert job.printed and pages(out) == 1
    assert offered == [((1, 1), False)]  # one page: no range to choose
    assert leftovers() == []


def test_a_page_range_chosen_in_the_print_dialog_is_printed(qtbot, data_dir, monkeypatch, tmp_path):
    """«Pages 2–3» printed every page."""
    from PySide6.QtPrintSupport import QPrinter

    def pages_two_and_three(dialog):
        dialog.printer().setPrintRange(QPrinter.PrintRange.PageRange)
        dialog.printer().setFromTo(2, 3)

    out = tmp_path / "printer.pdf"
    offered = print_to_pdf(monkeypatch, out, pages_two_and_three)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    source = printing.write_pdf(sochi, tmp_path / "game.pdf")
    assert pages(source) >= 3
    job = printing.print_sheet(None, sochi)
    qtbot.waitUntil(lambda: job.done)
    assert offered == [((1, pages(source)), True)]
    printed = QPdfDocument()
    printed.load(str(out))
    assert printed.pageCount() == 2
    assert all(printed.pagePointSize(i).width() < printed.pagePointSize(i).height() for i in range(2))  # not the pulka
    printed.close()


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
    qtbot.waitUntil(lambda: not print_job.RUNNING)
    assert printed.read_bytes().startswith(b"%PDF") and pages(printed) == 1
    assert leftovers() == []
