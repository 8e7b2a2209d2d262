"""Issue 30 items 4 and 5: the window prints in vector, on the printer's paper, centred; a long job shows its
progress and can be cancelled while the window goes on answering."""

import io
import time

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage, QPageSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from test_print_blank_and_preview import pages, print_to_pdf

from benchmarks.sample import random_game
from prefcount.files import gamefile
from prefcount.ui.printing import print_job, printing
from prefcount.ui.printing.print_job import PrintJob
from prefcount.words.i18n import set_language

MM = 72 / 25.4


def images(data: bytes) -> int:
    """How many pictures the PDF's pages hold."""
    found = 0
    for page in PdfReader(io.BytesIO(data)).pages:
        resources = page["/Resources"].get_object() if "/Resources" in page else {}
        objects = resources["/XObject"].get_object() if "/XObject" in resources else {}
        found += sum(1 for ref in objects.values() if ref.get_object().get("/Subtype") == "/Image")
    return found


def on_white(image: QImage) -> QImage:
    """The viewer's page (transparent where nothing is drawn) on white paper, in greys."""
    from PySide6.QtGui import QPainter

    paper = QImage(image.size(), QImage.Format.Format_RGB32)
    paper.fill(QColor("white"))
    painter = QPainter(paper)
    painter.drawImage(0, 0, image)
    painter.end()
    return paper.convertToFormat(QImage.Format.Format_Grayscale8)


def ink(path, page: int, dpi: int = 72) -> tuple[float, float, float, float, float, float]:
    """The page's size and where its ink lies, in points: (width, height, left, top, right, bottom) margins."""
    document = QPdfDocument()
    document.load(str(path))
    size = document.pagePointSize(page)
    image = on_white(document.render(page, (size * dpi / 72).toSize()))
    document.close()
    rows = [y for y in range(image.height()) if _dark_in_row(image, y)]
    columns = [x for x in range(image.width()) if _dark_in_column(image, x, rows[0], rows[-1])]
    scale = 72 / dpi
    return (
        size.width(),
        size.height(),
        columns[0] * scale,
        rows[0] * scale,
        size.width() - (columns[-1] + 1) * scale,
        size.height() - (rows[-1] + 1) * scale,
    )


def _dark_in_row(image: QImage, y: int) -> bool:
    return any(image.pixelColor(x, y).value() < 200 for x in range(0, image.width(), 2))


def _dark_in_column(image: QImage, x: int, top: int, bottom: int) -> bool:
    return any(image.pixelColor(x, y).value() < 200 for y in range(top, bottom + 1, 2))


def test_the_window_prints_lines_and_text_not_pictures(qtbot, data_dir, monkeypatch, tmp_path):
    """The job was the PDF rendered at 300 dpi: pictures only, 24.5 MB for 300 hands. Now the same pages as
    lines and text: no picture, the words there to read back, a few kilobytes a page."""
    out = tmp_path / "printer.pdf"
    print_to_pdf(monkeypatch, out)
    set_language("ru")
    try:
        game = random_game(60, 3, seed=5, target=30)
        job = printing.print_sheet(None, game)
        qtbot.waitUntil(lambda: job.done, timeout=20000)
    finally:
        set_language("en")
    data = out.read_bytes()
    assert job.printed and images(data) == 0
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages).replace("\t", " ")
    assert "Роспись пульки" in text and "Запись по сдачам" in text and "Аня" in text
    assert len(data) < 40_000 * len(PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize(
    ("size", "paper"),
    [(QPageSize.PageSizeId.Letter, (612, 792)), (QPageSize.PageSizeId.A4, (595.3, 841.9))],
)
def test_pages_print_on_the_printers_paper_at_their_size_centred(qtbot, data_dir, monkeypatch, tmp_path, size, paper):
    """On Letter the window laid out A4, shrank it 8 % and put it top-left (left margin 35 pt, right 80): now the
    PDF is laid out on the printer's paper, as `prefcount blank --paper letter` does, and printed at its own size
    in the middle of the sheet."""
    out = tmp_path / "printer.pdf"
    print_to_pdf(monkeypatch, out, lambda dialog: dialog.printer().setPageSize(QPageSize(size)))
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    job = printing.print_sheet(None, sochi)
    qtbot.waitUntil(lambda: job.done, timeout=20000)
    assert job.printed
    name = "letter" if size == QPageSize.PageSizeId.Letter else "a4"
    source = tmp_path / "source.pdf"
    source.write_bytes(printing.pdf_bytes(sochi, name))
    for page in range(pages(source)):
        width, height, *margins = ink(out, page)
        assert (min(width, height), max(width, height)) == pytest.approx(paper, abs=1)
        assert (width, height, *margins) == pytest.approx(ink(source, page), abs=1.5)  # as laid out, not shrunk
    width, height, left, _top, right, _bottom = ink(out, 0)  # the pulka: its frame as far from the left as the right
    assert width > height and left == pytest.approx(right, abs=1.5) and left == pytest.approx(10 * MM, abs=1.5)


def test_a_long_job_shows_its_progress_and_the_window_answers_meanwhile(qtbot, data_dir, tmp_path):
    """A job still running after a second shows a progress dialog with Cancel; the event loop runs all along."""
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    data = printing.pdf_bytes(sochi)

    def slow() -> bytes:  # a PDF for another paper, made in the job's thread
        time.sleep(1.3)
        return data

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    job = PrintJob(printer, slow).start()
    assert not job.done  # started, not done: start() returns at once
    qtbot.waitUntil(lambda: job.progress is not None, timeout=3000)
    assert job.progress.isVisible() and not job.done
    qtbot.waitUntil(lambda: job.done, timeout=10000)
    timer.stop()
    assert job.printed and job.progress is None and print_job.RUNNING == set()
    assert len(ticks) >= 10  # the window's timers kept running while the job went on (1.3 s at 50 ms)
    assert max(b - a for a, b in zip(ticks, ticks[1:])) < 1.0  # never a second without a turn of the loop


def test_cancel_stops_the_job_and_sends_nothing(qtbot, data_dir, tmp_path):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    job = PrintJob(printer, printing.pdf_bytes(sochi))
    original = job._paint_next

    def paint_then_cancel():
        original()
        if job.painted == 1:
            job.cancel()  # as the progress dialog's Cancel does

    job._paint_next = paint_then_cancel
    job.start()
    qtbot.waitUntil(lambda: job.done, timeout=10000)
    assert job.cancelled and not job.printed and job.painted == 1


def test_a_pdf_printing_cannot_read_is_refused_with_a_message(qtbot, tmp_path, monkeypatch):
    from prefcount.ui.dialogs import prompts

    said = []
    monkeypatch.setattr(prompts, "error", lambda parent, title, text: said.append((title, text)))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    job = PrintJob(printer, b"not a PDF").start()
    qtbot.waitUntil(lambda: job.done)
    assert not job.printed and said and said[0][0] == "Cannot print"


def test_paint_matches_the_pdf(qtbot, data_dir):
    """Every page painted by the printer's painter looks as the PDF viewer draws the PDF (the same lines, the
    same text in the same places)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QPainter

    from prefcount.ui.printing.pdf_pages import read_pages
    from prefcount.ui.printing.pdf_painter import paint_page

    data = printing.pdf_bytes(gamefile.load(data_dir / "game-sochi-3p.json"))
    document = QPdfDocument()
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document.load(buffer)
    for index, page in enumerate(read_pages(data)):
        size = (document.pagePointSize(index) * 100 / 72).toSize()
        viewer = on_white(document.render(index, size))
        painted = QImage(size, QImage.Format.Format_RGB32)
        painted.fill(QColor("white"))
        painter = QPainter(painted)
        paint_page(painter, page, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        painted = painted.convertToFormat(QImage.Format.Format_Grayscale8)
        differ = sum(
            1
            for y in range(0, size.height(), 3)
            for x in range(0, size.width(), 3)
            if abs(viewer.pixelColor(x, y).value() - painted.pixelColor(x, y).value()) > 96
        )
        dark = sum(
            1
            for y in range(0, size.height(), 3)
            for x in range(0, size.width(), 3)
            if viewer.pixelColor(x, y).value() < 128
        )
        assert dark > 100 and differ < dark * 0.12, (index, differ, dark)
    document.close()


def test_the_progress_belongs_to_the_window_and_a_closed_window_does_not_stop_the_job(qtbot, data_dir, tmp_path):
    """The progress dialog is the printing window's (a modal settlement dialog lets its children take clicks);
    that window closed and deleted mid-job, the job prints on and nothing breaks."""
    from PySide6.QtWidgets import QDialog

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    data = printing.pdf_bytes(sochi)
    dialog = QDialog()
    dialog.show()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))

    def slow() -> bytes:
        time.sleep(1.5)
        return data

    job = PrintJob(printer, slow, dialog).start()
    qtbot.waitUntil(lambda: job.progress is not None, timeout=5000)
    assert job.progress.parent() is dialog
    dialog.deleteLater()  # the settlement dialog closed while the PDF was still being made
    qtbot.waitUntil(lambda: job.done, timeout=10000)
    assert job.printed and job.progress is None
