"""The end of the game, the settlement dialog, printing and the PDF."""

import pytest

from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.printing import printing


def test_the_app_says_when_the_game_is_over(qtbot, data_dir, asked, monkeypatch):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(Game(players=sochi.players, convention=sochi.convention)))
    qtbot.addWidget(win)
    win.show()
    shown = []
    monkeypatch.setattr(SettlementDialog, "exec", lambda self: shown.append(self) or 0)
    bar = win.game_over_bar
    for hand in sochi.hands[:-1]:
        win.document.push(RecordHand(win.document, hand))
    assert not bar.isVisible()
    win.document.push(RecordHand(win.document, sochi.hands[-1]))
    assert bar.isVisible() and "over" in bar.label.text()  # a bar, not a question: nothing asked
    assert not asked.questions and not shown
    assert "over" not in win.ui.statusLabel.text() + win.statusBar().currentMessage()  # the bar alone says it
    bar.settle_button.click()
    assert len(shown) == 1  # "settle up" → the settlement
    assert "over" in win.ui.statusLabel.text()  # the bar answered: the status line says it again
    # the same end seen again after Undo + Redo is not news: announced once per game end
    win.document.undo_stack.undo()
    assert "over" not in win.ui.statusLabel.text()
    win.document.undo_stack.redo()
    assert "over" in win.ui.statusLabel.text()
    assert not bar.isVisible() and len(shown) == 1
    # playing on after the end does not announce it again either
    win.document.push(RecordHand(win.document, sochi.hands[-1]))
    assert not bar.isVisible() and not asked.questions


def test_an_end_after_an_edit_reopened_the_game_is_a_new_end(qtbot, data_dir, asked):
    from prefcount.ui.game.commands import DeleteHand

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    document = GameDocument(sochi)
    ends = []
    document.game_over.connect(lambda: ends.append(len(document.game.hands)))
    assert document.sheet.is_over and not ends  # an ended game opened: nothing to announce
    last = len(sochi.hands) - 1
    document.push(DeleteHand(document, last))
    document.push(RecordHand(document, sochi.hands[last]))
    assert ends == []  # back to the end already known
    document.push(DeleteHand(document, last))
    document.push(RecordHand(document, sochi.hands[0]))  # another hand instead: B's pulya is still open
    assert not document.sheet.is_over and ends == []
    document.push(RecordHand(document, sochi.hands[last]))  # this one closes it: a new end, later in the game
    assert ends == [last + 2]


def test_keep_playing_hands_the_word_back_to_the_status_line(qtbot, data_dir, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(sochi.model_copy(update={"hands": sochi.hands[:-1]})))
    qtbot.addWidget(win)
    win.show()
    win.document.push(RecordHand(win.document, sochi.hands[-1]))
    bar = win.game_over_bar
    assert bar.isVisible() and "over" not in win.ui.statusLabel.text()
    bar.keep_button.click()
    assert not bar.isVisible() and "over" in win.ui.statusLabel.text()
    assert not asked.questions


def test_settlement_dialog_shows_the_reference_settlement(qtbot, data_dir):
    from prefcount.ui.app.settings import CURRENCY

    CURRENCY.set("₽")
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    document = GameDocument(sochi)
    dialog = SettlementDialog(document)
    qtbot.addWidget(dialog)
    table = dialog.ui.playersTable
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    money = [table.item(r, headers.index("Money")).text() for r in range(3)]
    assert money == ["61.00 ₽", "-69.00 ₽", "8.00 ₽"]
    amnesty = [table.item(r, headers.index("After amnesty")).text() for r in range(3)]
    assert amnesty == ["0", "18", "9"]
    assert [table.item(r, headers.index("Net whists")).text() for r in range(3)] == ["+122", "-138", "+16"]
    payments = dialog.ui.paymentsLabel.text()
    assert "B pays A 61.00" in payments and "B pays C 8.00" in payments
    assert dialog.ui.pairwiseTable.item(0, 0).text() == ""


def test_print_settlement_and_sheet(qtbot, data_dir, printed):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    job = printing.print_settlement(None, sochi)
    qtbot.waitUntil(lambda: job.done)
    assert job.printed and printed.stat().st_size > 1000
    printed.unlink()
    job = printing.print_sheet(None, sochi)
    qtbot.waitUntil(lambda: job.done)
    assert job.printed and printed.read_bytes().startswith(b"%PDF")


def test_export_pdf(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    asked.save_name = str(tmp_path / "sheet.pdf")
    path = printing.export_pdf(None, sochi)
    assert path and path.read_bytes().startswith(b"%PDF")


def test_printed_pages_keep_their_orientation(qtbot, data_dir, tmp_path):
    from PySide6.QtPdf import QPdfDocument
    from PySide6.QtPrintSupport import QPrinter

    from prefcount.ui.printing.print_job import PrintJob

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    pdf = printing.write_pdf(sochi, tmp_path / "game.pdf")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    job = PrintJob(printer, pdf.read_bytes()).start()
    qtbot.waitUntil(lambda: job.done)
    assert job.printed and job.painted >= 2
    source, printed = QPdfDocument(), QPdfDocument()
    source.load(str(pdf))
    printed.load(str(tmp_path / "printed.pdf"))
    assert printed.pageCount() == source.pageCount()
    for page in range(source.pageCount()):
        a, b = source.pagePointSize(page), printed.pagePointSize(page)
        assert (a.width() > a.height()) == (b.width() > b.height())


def test_every_settlement_column_is_in_view(qtbot, data_dir):
    """At its own size the dialog shows every figure: no column cut off behind a scroll bar."""
    from prefcount.words.i18n import set_language

    for language in ("ru", "uk", "en"):
        set_language(language)
        dialog = SettlementDialog(GameDocument(gamefile.load(data_dir / "game-leningrad-3p.json")))
        qtbot.addWidget(dialog)
        dialog.adjustSize()
        dialog.show()
        qtbot.waitExposed(dialog)
        for table in (dialog.ui.playersTable, dialog.ui.pairwiseTable):
            assert table.horizontalScrollBar().maximum() == 0, (language, table.objectName())
    set_language("en")


def test_a_four_player_settlement_shows_its_money_column_whole(qtbot):
    """With four long names in Russian the money column was cut by the dialog's edge, though the scroll bar's
    range said nothing was hidden: the table is now as wide as its headers say."""
    from PySide6.QtWidgets import QApplication

    from benchmarks.sample import random_game
    from prefcount.ui.app.fonts import app_font
    from prefcount.words.i18n import set_language

    app = QApplication.instance()
    before = app.font()
    app.setFont(app_font())  # the app's own font, as prefcount starts with
    set_language("ru")
    try:
        game = random_game(30, 4, every_option=True, names=("Аня", "Борис", "Вера", "Григорий"))
        dialog = SettlementDialog(GameDocument(game))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for table in (dialog.ui.playersTable, dialog.ui.pairwiseTable):
            needed = table.verticalHeader().width() + table.horizontalHeader().length() + 2 * table.frameWidth()
            assert table.viewport().width() + 2 * table.frameWidth() + table.verticalHeader().width() >= needed
    finally:
        set_language("en")
        app.setFont(before)


@pytest.mark.parametrize("cancel", [True, False])
def test_printing_leaves_no_pdf_in_the_data_folder(qtbot, data_dir, data_folder, printed, monkeypatch, cancel):
    """The PDF made for the printer is removed whether the print is cancelled or done."""
    from prefcount.ui.dialogs import prompts

    if cancel:
        monkeypatch.setattr(prompts, "print_preview", lambda parent, printer, pdf: False)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    job = printing.print_sheet(None, sochi)
    assert (job is None) is cancel
    if job is not None:
        qtbot.waitUntil(lambda: job.done)
    assert not list(data_folder.rglob("*.pdf"))
