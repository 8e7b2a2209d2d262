"""Blank pulka sheets to play on paper: one or two to a page."""

from __future__ import annotations

from collections.abc import Sequence

from prefcount.layout import GREY, Line, Pulka, blank_pulka, page_frame, page_size, two_up_frames
from prefcount.report.draw import draw_primitives
from prefcount.report.pdf import buffer, new_canvas
from prefcount.words.hands import sheet_words
from prefcount.words.i18n import translate


def blank_header(title: str | None, convention: str | None, date: str | None) -> tuple[str, str, str]:
    """Left, centre and right of the line above a blank sheet; blanks to fill in by hand."""
    return (
        title or translate("report", "Pulka"),
        convention or translate("report", "Convention: ____________"),
        translate("report", "Date: {date}").format(date=date or "____________"),
    )


def blank_sheets(
    players: int = 3,
    names: Sequence[str] | None = None,
    target: int | None = None,
    paper: str = "a4",
    landscape: bool = False,
    two_up: bool = False,
    date: str | None = None,
    convention: str | None = None,
    title: str | None = None,
) -> list[Pulka]:
    """The laid-out sheets of one blank page (one, or two when ``two_up``)."""
    header = blank_header(title, convention, date)
    frames = two_up_frames(paper, landscape) if two_up else (page_frame(paper, landscape),)
    return [blank_pulka(frame, players, names, target, header, sheet_words()) for frame in frames]


def render_blank(
    players: int = 3,
    names: Sequence[str] | None = None,
    target: int | None = None,
    paper: str = "a4",
    landscape: bool = False,
    two_up: bool = False,
    date: str | None = None,
    convention: str | None = None,
    title: str | None = None,
) -> bytes:
    """A one-page PDF of blank pulka sheets for 2, 3 or 4 players; names, target, date and
    convention are printed when given and left to fill in by hand otherwise."""
    sheets = blank_sheets(players, names, target, paper, landscape, two_up, date, convention, title)
    out = buffer()
    pdf_title = translate("report", "Blank pulka for {n} players").format(n=players)
    canvas = new_canvas(out, paper, landscape, pdf_title)
    for sheet in sheets:
        draw_primitives(canvas, sheet.primitives)
    if two_up:
        w, h = page_size(paper, landscape)
        cut = Line(w / 2, 4, w / 2, h - 4, 0.15, GREY) if landscape else Line(4, h / 2, w - 4, h / 2, 0.15, GREY)
        draw_primitives(canvas, [cut])
    canvas.showPage()
    canvas.save()
    return out.getvalue()
