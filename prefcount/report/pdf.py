"""Shared PDF plumbing: DejaVu-only canvases and styles, metadata, pulka pages, atomic files."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from functools import partial
from typing import IO, Any

from reportlab.lib.colors import HexColor
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from prefcount.layout import Pulka, fit_text, page_size, text_width
from prefcount.report.draw import draw_primitives
from prefcount.report.fonts import BOLD, REGULAR, register_fonts
from prefcount.words.i18n import translate

AUTHOR = "prefcount"
#: Paragraph styles by name (:func:`styles`).
Styles = dict[str, ParagraphStyle]


def canvas_maker() -> Callable[..., Canvas]:
    """A ReportLab ``Canvas`` factory whose default font is DejaVu Sans (never Helvetica)."""
    register_fonts()
    return partial(Canvas, initialFontName=REGULAR, initialFontSize=10, pageCompression=1)


def new_canvas(target: str | IO[bytes], paper: str, landscape: bool, title: str, subject: str = "") -> Canvas:
    """A canvas for a one-layout-per-page document, with the PDF's title, author and subject set."""
    w, h = page_size(paper, landscape)
    canvas = canvas_maker()(target, pagesize=(w * mm, h * mm))
    set_metadata(canvas, title, subject)
    return canvas


def set_metadata(canvas: Canvas, title: str, subject: str = "") -> None:
    """Title, author and subject (ReportLab stamps the creation date itself)."""
    canvas.setTitle(title)
    canvas.setAuthor(AUTHOR)
    canvas.setCreator(AUTHOR)
    if subject:
        canvas.setSubject(subject)


def footer(title: str, margin: float) -> Callable[[Any, Any], None]:
    """A page's footer for platypus: ``title`` on the left, "page N" on the right, ``margin`` (mm) from the edges.

    A long title (the players' names) is shortened with "…" so it never runs into the page number.
    """

    def draw(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setFont(REGULAR, 7.5)
        canvas.setFillColorRGB(0.45, 0.45, 0.45)
        width = doc.pagesize[0]
        page = translate("report", "page {page}").format(page=canvas.getPageNumber())
        room = width / mm - 2 * margin - text_width(page, 7.5) - 5
        canvas.drawString(margin * mm, 6 * mm, fit_text(title, room, 7.5, 7.5)[0])
        canvas.drawRightString(width - margin * mm, 6 * mm, page)
        canvas.restoreState()

    return draw


class PulkaFlowable(Flowable):  # type: ignore[misc]  # ReportLab has no type hints: Flowable is Any to mypy
    """A laid-out pulka placed on a page of a platypus document (it brings its own coordinates)."""

    def __init__(self, pulkas: list[Pulka]) -> None:
        super().__init__()
        self.pulkas = pulkas

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return available_width, available_height

    def drawOn(self, canvas: Canvas, x: float, y: float, _sW: float = 0) -> None:  # ReportLab's name
        for pulka in self.pulkas:
            draw_primitives(canvas, pulka.primitives)


def styles() -> Styles:
    """Paragraph styles for the settlement and log pages, all in DejaVu Sans."""
    register_fonts()
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=9.5, leading=12)
    return {
        "body": body,
        "small": ParagraphStyle("small", parent=body, fontSize=8, leading=10),
        "cell": ParagraphStyle("cell", parent=body, fontSize=8.5, leading=10),
        "cell_bold": ParagraphStyle("cell_bold", parent=body, fontName=BOLD, fontSize=8.5, leading=10),
        "head_right": ParagraphStyle(
            "head_right", parent=body, fontName=BOLD, fontSize=8.5, leading=10, alignment=TA_RIGHT
        ),
        "head_small": ParagraphStyle("head_small", parent=body, fontName=BOLD, fontSize=7.5, leading=9),
        # a heading stays on the page of what it heads (keepWithNext: the document moves both to the next page)
        "h1": ParagraphStyle("h1", parent=body, fontName=BOLD, fontSize=15, leading=19, spaceAfter=4, keepWithNext=1),
        "h2": ParagraphStyle(
            "h2", parent=body, fontName=BOLD, fontSize=11, leading=14, spaceBefore=7, spaceAfter=3, keepWithNext=1
        ),
        "big": ParagraphStyle("big", parent=body, fontName=BOLD, fontSize=12, leading=16),
    }


#: The grids' cell padding left and right, in points (the other tables keep ReportLab's 6).
PAD = 3
#: Headings are set no smaller than this, in points, to keep their longest words whole.
HEAD_SMALLEST = 6.0


def word_width(texts: Iterable[str], font: str, size: float) -> float:
    """The width a column needs so that none of ``texts`` breaks inside a word: the widest word and the padding."""
    return cell_width((word for text in texts for word in text.split()), font, size)


def cell_width(texts: Iterable[str], font: str, size: float) -> float:
    """The width a column needs so that none of ``texts`` breaks at all (a cell that is a plain string, which
    never wraps): the widest text and the padding."""
    return max((stringWidth(text, font, size) for text in texts), default=0) + 2 * PAD + 1


GRID = HexColor("#9a9a9a")
SHADE = HexColor("#ececec")


def buffer() -> io.BytesIO:
    return io.BytesIO()
