"""Copy the result: the summary line for the club's chat and the sheet with the settlement as one picture.

Both in the UI language, from the ledger's numbers and the app's own formatters (``money``,
``words``): «Пулька 01.12: Аня +402,34 ₽, Борис −364,67 ₽, Вера −37,67 ₽; 21 раздача, Сочи до 20».
The picture is :mod:`prefcount.layout` primitives — the sheet as on screen, then the standings
and who pays whom — drawn as SVG (:mod:`prefcount.share.svg`); :mod:`prefcount.share.png` turns it
into a PNG sized for a messenger. Nothing here needs Qt but the translators.
"""

from __future__ import annotations

from typing import Any

from prefcount import layout
from prefcount.i18n import translate
from prefcount.layout import GREY, INK, Line, Primitive, Rect, TextBox, baseline, fit_text
from prefcount.money import money_text
from prefcount.share import page
from prefcount.share.svg import svg_document
from prefcount.words import sheet_words

#: The picture's width in mm; its pixels come from :data:`prefcount.share.png.WIDTH_PX`.
CARD_WIDTH = 150.0
SHEET_HEIGHT = 142.0
MARGIN = 4.0
ROW_HEIGHT = 7.5
WON, LOST = "#1b7a1b", "#b3261e"  # prefcount.book.colours: money won and lost, as the standings write it


def summary_text(game, sheet, settlement, currency: str) -> str:
    """One line for the chat: title and date, each player's money, how many hands, the convention and target."""
    from prefcount.ledger import convention_title

    standings = ", ".join(
        f"{name} {layout.paper_amount(money_text(cents, currency, signed=True))}"
        for name, cents in zip(sheet.players, settlement.money_cents)
    )
    line = translate("Share", "{title} {date}: {standings}; {hands}, {convention} to {target}").format(
        title=game.title or translate("Share", "Pulka"),
        date=page.game_date(game).strftime("%d.%m"),
        standings=standings,
        hands=hands_text(len(game.hands)),
        convention=convention_title(sheet.convention, sheet.n, translate),
        target=sheet.target,
    )
    if not sheet.is_over:
        line += translate("Share", " (not finished: as if it stopped now)")
    return line


def payment_lines(sheet, settlement, currency: str) -> list[str]:
    """Who pays whom, as the settlement dialog says it."""
    if not settlement.payments:
        return [translate("SettlementDialog", "Nobody owes anybody anything.")]
    return [
        translate("SettlementDialog", "{payer} pays {payee} {amount}").format(
            payer=sheet.players[p.payer], payee=sheet.players[p.payee], amount=money_text(p.cents, currency)
        )
        for p in settlement.payments
    ]


def _cell(x: float, y: float, width: float, text: str, size: float, **style: Any) -> TextBox:
    fitted, size = fit_text(text, width - 1.5, size, 5.0, bool(style.get("bold")))
    return TextBox(x, y, width, ROW_HEIGHT, fitted, size, baseline=baseline(ROW_HEIGHT, size), **style)


def card_primitives(game, sheet, settlement, currency: str) -> tuple[list[Primitive], Rect]:
    """The picture as layout primitives in mm (y up) and its frame: the sheet on top, the table under it."""
    table = page.standings(sheet, settlement, currency)
    payments = payment_lines(sheet, settlement, currency)
    rows = 1 + len(table["rows"]) + len(payments) + 1
    table_height = rows * ROW_HEIGHT + 3 * MARGIN
    height = SHEET_HEIGHT + table_height
    frame = Rect(0.0, 0.0, CARD_WIDTH, height)
    sheet_frame = Rect(MARGIN, table_height, CARD_WIDTH - 2 * MARGIN, SHEET_HEIGHT - MARGIN)
    blank = layout.blank_pulka(
        sheet_frame, sheet.n, sheet.players, sheet.target, page.sheet_header(game, sheet), sheet_words()
    )
    filled, _ = layout.fill_zones(
        blank, layout.sheet_contents(sheet, latest=page.LATEST_TOTALS), maximum=page.NUMBER_SIZE
    )
    prims: list[Primitive] = list(filled.primitives)
    inner = CARD_WIDTH - 2 * MARGIN
    widths = [inner * 0.32] + [inner * 0.17] * 4
    columns = [MARGIN + sum(widths[:i]) for i in range(len(widths))]
    y = table_height - MARGIN - ROW_HEIGHT
    for i, head in enumerate(table["head"]):
        prims.append(_cell(columns[i], y, widths[i], head, 7.5, color=GREY, align="left" if i == 0 else "right"))
    prims.append(Line(MARGIN, y, CARD_WIDTH - MARGIN, y, 0.2, GREY))
    for row in table["rows"]:
        y -= ROW_HEIGHT
        for i, text in enumerate(row["cells"]):
            money = i == len(row["cells"]) - 1
            colour = (WON if row["sign"] > 0 else LOST if row["sign"] < 0 else INK) if money else INK
            align = "left" if i == 0 else "right"
            prims.append(_cell(columns[i], y, widths[i], text, 10.0, bold=i == 0 or money, color=colour, align=align))
    y -= MARGIN / 2
    prims.append(Line(MARGIN, y, CARD_WIDTH - MARGIN, y, 0.2, GREY))
    for text in payments:
        y -= ROW_HEIGHT
        prims.append(_cell(MARGIN, y, inner, text, 9.5))
    y -= ROW_HEIGHT
    status = hands_text(len(game.hands)) + " · "
    status += translate("Share", "the game is over") if sheet.is_over else translate("Share", "not finished")
    prims.append(_cell(MARGIN, y, inner, status, 7.5, color=GREY))
    return prims, frame


def card_svg(game, sheet, settlement, currency: str, unit: float = 1.0) -> str:
    """The sheet and the settlement as one SVG picture (white, for a chat); ``unit``: its user units a mm."""
    prims, frame = card_primitives(game, sheet, settlement, currency)
    label = summary_text(game, sheet, settlement, currency)
    return svg_document(prims, frame, background="#ffffff", label=label, unit=unit)


def card_image(game, sheet, settlement, currency: str):
    """The picture as a QImage, :data:`~prefcount.share.png.WIDTH_PX` wide (QtSvg lays its text out at
    the very pixel size it shows)."""
    from prefcount.share.png import WIDTH_PX, svg_image

    return svg_image(card_svg(game, sheet, settlement, currency, unit=WIDTH_PX / CARD_WIDTH), WIDTH_PX)


def card_png(game, sheet, settlement, currency: str) -> bytes:
    """The picture as PNG file data."""
    from prefcount.share.png import image_png

    return image_png(card_image(game, sheet, settlement, currency))


class Share:
    """Words that take a number, with the translation's plural forms («21 раздача», «22 раздачи», «25 раздач»).

    pyside6-lupdate reads plural forms only from ``self.tr(text, "", n)`` inside a class, whose name is
    then the context: hence this class named after the module's context, its ``tr`` the app's translate.
    """

    def tr(self, text: str, disambiguation: str, n: int) -> str:
        return translate("Share", text, disambiguation or None, n)

    def hands(self, count: int) -> str:
        return self.tr("%n hand(s)", "", count)


def hands_text(count: int) -> str:
    """ "21 раздача", "22 раздачи", "25 раздач"; in English (the source language: no file carries its plural
    forms) "1 hand", "21 hands"."""
    text = Share().hands(count)
    if "(s)" in text:
        text = text.replace("(s)", "" if count == 1 else "s")
    return text.replace("%n", str(count))
