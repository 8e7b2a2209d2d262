"""The filled sheet of a game: the pulka, then the settlement, then the hand-by-hand log."""

from __future__ import annotations

from datetime import date

from reportlab.lib.units import mm
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, NextPageTemplate, PageBreak, PageTemplate, Paragraph

from prefcount.files.gamefile import played_at
from prefcount.layout import (
    GREY,
    Pulka,
    Rect,
    TextBox,
    baseline,
    filled_pulka,
    fit_text,
    page_frame,
    page_size,
)
from prefcount.ledger import Game, Settlement, Sheet, score, settle
from prefcount.report.fonts import REGULAR
from prefcount.report.log import hand_log
from prefcount.report.pdf import AUTHOR, PulkaFlowable, Styles, buffer, canvas_maker, footer, styles
from prefcount.report.settlement import convention_section, settlement_section
from prefcount.words.hands import sheet_words
from prefcount.words.i18n import translate
from prefcount.words.money import game_currency, price_text
from prefcount.words.options import convention_title

MARGIN = 10.0
LEGEND_H = 5.0


def game_date(game: Game) -> str:
    """The game's date as dd.mm.yyyy (when it was played, :func:`prefcount.files.gamefile.played_at`), or today."""
    return (played_at(game) or date.today()).strftime("%d.%m.%Y")


def game_header(game: Game, sheet: Sheet) -> tuple[str, str, str]:
    """Left, centre and right of the line above the filled pulka."""
    title = game.title or translate("report", "Pulka")
    centre = translate("report", "{convention}, to {target}, whist {price}").format(
        convention=convention_title(sheet.convention, sheet.n, translate),
        target=sheet.target,
        price=price_text(sheet.convention.whist_price, game_currency(game)),
    )
    return title, centre, game_date(game)


def pulka_page(game: Game, sheet: Sheet, paper: str = "a4", landscape: bool = True) -> Pulka:
    """Page 1: the pulka of the game with a legend line under it."""
    frame = page_frame(paper, landscape, MARGIN)
    words = sheet_words()
    inner = Rect(frame.x, frame.y + LEGEND_H, frame.width, frame.height - LEGEND_H)
    pulka = filled_pulka(inner, sheet, game_header(game, sheet), words)
    legend = f"{words.legend_final}    {words.legend_help}"
    text, size = fit_text(legend, frame.width, 8, 6)
    box = TextBox(
        frame.x,
        frame.y,
        frame.width,
        LEGEND_H - 1,
        text,
        size,
        color=GREY,
        baseline=baseline(LEGEND_H - 1, size),
    )
    return pulka._replace(frame=frame, primitives=pulka.primitives + (box,))


# The parts of a game's PDF, in their order: the pulka (page 1), the settlement with the convention, the hand log.
PARTS = ("pulka", "settlement", "log")


def render_game(game: Game, paper: str = "a4", landscape: bool = True, parts: tuple[str, ...] = PARTS) -> bytes:
    """The PDF of a game: page 1 the pulka (``landscape`` or not), then settlement and log pages
    (portrait), in the current language; only the ``parts`` named (:data:`PARTS`), each from a new page.
    The ledger scores and settles; raises its ``LedgerError``."""
    sheet = score(game)
    settlement = settle(sheet)
    st = styles()
    out = buffer()
    players = ", ".join(sheet.players)
    title = translate("report", "Pulka: {players} — {date}").format(players=players, date=game_date(game))
    first_size = [v * mm for v in page_size(paper, landscape)]
    text_size = [v * mm for v in page_size(paper, False)]
    doc = BaseDocTemplate(
        out,
        pagesize=text_size,
        title=title,
        author=AUTHOR,
        creator=AUTHOR,
        subject=translate("report", "Preferans score sheet and settlement"),
        leftMargin=MARGIN * mm,
        rightMargin=MARGIN * mm,
        topMargin=MARGIN * mm,
        bottomMargin=12 * mm,
        initialFontName=REGULAR,
        initialFontSize=10,
    )
    full = Frame(0, 0, first_size[0], first_size[1], 0, 0, 0, 0, id="pulka")
    body = Frame(MARGIN * mm, 12 * mm, text_size[0] - 2 * MARGIN * mm, text_size[1] - 22 * mm, 0, 0, 0, 0, id="body")
    text_pages = PageTemplate("text", [body], onPage=footer(title, MARGIN), pagesize=text_size)
    pulka_pages = PageTemplate("pulka", [full], pagesize=first_size)
    # the first template is the first page's
    doc.addPageTemplates([pulka_pages, text_pages] if "pulka" in parts else [text_pages, pulka_pages])
    width = body._width
    story: list[Flowable] = []
    if "pulka" in parts:
        story += [PulkaFlowable([pulka_page(game, sheet, paper, landscape)]), NextPageTemplate("text")]
    if "settlement" in parts:
        story += _settlement_part(game, sheet, settlement, st, width)
    if "log" in parts:
        story += [PageBreak(), Paragraph(translate("report", "Hand by hand"), st["h1"]), hand_log(sheet, st, width)]
    if story and isinstance(story[0], PageBreak):
        story.pop(0)  # no empty first page
    doc.build(story, canvasmaker=canvas_maker())
    return out.getvalue()


def _settlement_part(game: Game, sheet: Sheet, settlement: Settlement, st: Styles, width: float) -> list[Flowable]:
    """The settlement's pages: the result, how it came about, and the convention it was played by."""
    status = (
        translate("report", "{hands} hands; the game is over.")
        if sheet.is_over
        else translate("report", "{hands} hands; the game is not over: settled as if it stopped now.")
    )
    currency = game_currency(game)
    return [
        PageBreak(),
        Paragraph(translate("report", "Settlement"), st["h1"]),
        Paragraph(status.format(hands=len(sheet.hands)), st["body"]),
        *settlement_section(sheet, settlement, st, width, currency),
        *convention_section(sheet.convention, st, width, sheet.n, currency),
    ]
