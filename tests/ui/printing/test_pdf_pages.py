"""The app's PDF read back as drawing operations (no Qt), and painted as the PDF viewer draws it."""

import io

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtPdf import QPdfDocument
from reportlab.pdfgen.canvas import Canvas

from prefcount.report.fonts import BOLD, REGULAR, register_fonts
from prefcount.ui.printing.pdf_pages import UnreadablePdf, operations, read_pages
from prefcount.ui.printing.pdf_painter import paint_page


def canvas_pdf(draw, size=(300, 200), rotate: int = 0, compress: int = 1) -> bytes:
    """A small PDF drawn by ReportLab as the report draws: DejaVu, lines, fills."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=size, pageCompression=compress, initialFontName=REGULAR)
    if rotate:
        canvas.setPageRotation(rotate)
    draw(canvas)
    canvas.showPage()
    canvas.save()
    return out.getvalue()


def texts(data: bytes) -> list[str]:
    """Every string the pages show, decoded through their fonts."""
    found = []
    for page in read_pages(data):
        font = None
        for operator, operands in operations(page.content):
            if operator == "Tf":
                font = page.fonts[operands[0]]
            elif operator == "Tj":
                found.append(font.decode(operands[0]))
    return found


@pytest.mark.parametrize("compress", [0, 1])
def test_text_comes_back_as_it_was_written(compress):
    """Cyrillic, suits and the characters a PDF string escapes: «(», «)», «\\»."""
    written = ["Роспись: Аня → Борис (7♥) \\ 100%", "Ґанна, Їжак — 6♠ 10♦ ½"]

    def draw(canvas):
        canvas.setFont(REGULAR, 10)
        canvas.drawString(10, 150, written[0])
        canvas.setFont(BOLD, 12)
        canvas.drawString(10, 100, written[1])

    data = canvas_pdf(draw, compress=compress)
    assert texts(data) == written
    (page,) = read_pages(data)
    assert page.size == pytest.approx((300, 200)) and {f.bold for f in page.fonts.values()} == {False, True}


def test_what_is_not_a_pdf_it_can_print_is_refused():
    for data in (b"", b"hello", b"%PDF-1.4\n", b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF"):
        with pytest.raises(UnreadablePdf):
            read_pages(data)


def viewer_image(data: bytes, index: int, size) -> QImage:
    document = QPdfDocument()
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document.load(buffer)
    image = document.render(index, size)
    document.close()
    paper = QImage(size, QImage.Format.Format_RGB32)
    paper.fill(QColor("white"))
    painter = QPainter(paper)
    painter.drawImage(0, 0, image)
    painter.end()
    return paper


def painted_image(data: bytes, index: int, size) -> QImage:
    image = QImage(size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_page(painter, read_pages(data)[index], QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


def dark_box(image: QImage) -> tuple[int, int, int, int]:
    """Where the ink is: (left, top, right, bottom) pixels."""
    points = [
        (x, y) for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).value() < 128
    ]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("rotate", [0, 90, 180, 270])
def test_a_turned_page_is_painted_turned(qtbot, rotate):
    """A page with /Rotate is shown turned (clockwise): the painter turns it as the viewer does."""

    def draw(canvas):
        canvas.setFillColorRGB(0, 0, 0)
        canvas.rect(20, 120, 60, 40, stroke=0, fill=1)  # a block near the top left of the unturned page
        canvas.setFont(BOLD, 30)
        canvas.drawString(150, 30, "Ж")

    data = canvas_pdf(draw, rotate=rotate)
    (page,) = read_pages(data)
    width, height = page.size
    assert page.rotate == rotate and (width, height) == pytest.approx((300, 200))  # ReportLab turns the box
    size = QSize(round(width), round(height))
    viewer, painted = viewer_image(data, 0, size), painted_image(data, 0, size)
    for a, b in zip(dark_box(viewer), dark_box(painted)):
        assert abs(a - b) <= 2
