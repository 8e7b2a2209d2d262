"""Copy the result: the summary line for the club's chat and the sheet with the settlement as one picture.

Both in the UI language, from the ledger's numbers and the app's own formatters (``money``,
``words``): «Пулька 01.12: Аня +402,34 ₽, Борис −364,67 ₽, Вера −37,67 ₽; 21 раздача, Сочи до 20».
The picture is :mod:`prefcount.layout` primitives — the sheet as on screen, then the standings
and who pays whom — drawn as SVG (:mod:`prefcount.share.svg`); :mod:`prefcount.share.png` turns it
into a PNG sized for a messenger. Nothing here needs Qt but the translators.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from prefcount import layout
from prefcount.book.colours import LOST_TEXT, WON_TEXT
from prefcount.layout import GREY, INK, MM_PER_PT, Line, Primitive, Rect, TextBox, baseline, fit_text, text_width
from prefcount.share import page
from prefcount.share.svg import svg_document
from prefcount.words.i18n import translate
from prefcount.words.money import money_text
from prefcount.words.standings import payment_lines, standings_head, standings_rows

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

    from prefcount.ledger import Game, Settlement, Sheet

#: The picture's width in mm; its pixels come from :data:`prefcount.share.png.WIDTH_PX`.
CARD_WIDTH = 150.0
SHEET_HEIGHT = 142.0
MARGIN = 4.0
ROW_HEIGHT = 7.5


def summary_text(game: Game, sheet: Sheet, settlement: Settlement, currency: str, file: Path | None = None) -> str:
    """One line for the chat: title and date, each player's money, how many hands, the convention and target.

    The date is the game's own, else its ``file``'s (:func:`prefcount.share.page.game_date`); with neither the
    line has none (today's date would be a guess)."""
    standings = ", ".join(
        f"{name} {layout.paper_amount(money_text(cents, currency, signed=True))}"
        for name, cents in zip(sheet.players, settlement.money_cents)
    )
    heading = game.title or translate("Share", "Pulka")
    played = page.game_date(game, file)
    if played is not None:
        heading += " " + played.strftime("%d.%m")
    line = translate("Share", "{heading}: {standings}; {hands}, {rules}").format(
        heading=heading, standings=standings, hands=hands_text(len(game.hands)), rules=page.rules_text(sheet)
    )
    if not sheet.is_over:
        line += translate("Share", " (not finished: as if it stopped now)")
    return line


# Text sizes in points. A chat shows the picture about a phone's width (2.4 pixels a mm at 360): nothing in it
# smaller than SMALLEST, no total on the sheet smaller than SMALLEST_NUMBER (9 pixels).
HEAD_SIZE, CELL_SIZE, PAYMENT_SIZE, SMALLEST = 8.0, 10.0, 9.5, 8.0
SMALLEST_NUMBER = 11.0
LEADING = 1.3  # a line's height in font sizes
PAD = 1.2  # mm around a cell's text


def wrapped(text: str, width: float, size: float, bold: bool = False, most: int = 2) -> list[str]:
    """``text`` broken between words into lines ``width`` mm long at ``size`` points, at most ``most`` of them;
    what is still too long is shortened with "…" (a word longer than a line, or a third line's worth). A word of
    one character stays with the word before it: «29,00 ₽» is not broken."""
    words: list[str] = []
    for word in text.split(" "):
        if words and len(word) == 1:
            words[-1] += " " + word
        else:
            words.append(word)
    lines: list[str] = []
    for word in words:
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(trial, size, bold) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    if len(lines) > most:
        lines[most - 1 :] = [" ".join(lines[most - 1 :])]
    return [fit_text(line, width, size, size, bold)[0] for line in lines]


class Cell:
    """A cell's lines of text, its size and style, set in a column of the table."""

    def __init__(self, text: str, width: float, size: float, wrap: bool = False, **style: Any) -> None:
        bold = bool(style.get("bold"))
        room = width - 2 * PAD
        if wrap:  # a name, a payment: whole, on two lines if need be, at the size of the others
            self.lines = wrapped(text, room, size, bold)
        else:  # a number, a heading: smaller if need be
            fitted, size = fit_text(text, room, size, SMALLEST, bold)
            self.lines = [fitted]
        self.size, self.width, self.style = size, width, style

    @property
    def height(self) -> float:
        return max(ROW_HEIGHT, len(self.lines) * self.size * MM_PER_PT * LEADING + 2 * PAD)

    def boxes(self, x: float, top: float) -> list[TextBox]:
        """The cell's lines, the first at ``top`` (mm, y up); the cell's text is centred in a one-line row."""
        line = self.size * MM_PER_PT * LEADING
        first = top - max(0.0, (ROW_HEIGHT - len(self.lines) * line) / 2) if len(self.lines) == 1 else top - PAD
        return [
            TextBox(
                x + PAD,
                first - (i + 1) * line,
                self.width - 2 * PAD,
                line,
                text,
                self.size,
                baseline=baseline(line, self.size),
                **self.style,
            )
            for i, text in enumerate(self.lines)
        ]


def column_widths(head: list[str], rows: list[tuple[str, ...]], inner: float) -> list[float]:
    """The table's columns: each number's as wide as its longest text, the names' all the rest (at least a third)."""
    numbers = [
        max([text_width(head[i], HEAD_SIZE)] + [text_width(row[i], CELL_SIZE, True) for row in rows]) + 2 * PAD + 1
        for i in range(1, len(head))
    ]
    name = max(inner - sum(numbers), inner / 3)
    scale = (inner - name) / sum(numbers)  # below 1 only when the numbers leave the names less than a third
    return [name] + [width * scale for width in numbers]


def card_primitives(
    game: Game, sheet: Sheet, settlement: Settlement, currency: str, file: Path | None = None
) -> tuple[list[Primitive], Rect]:
    """The picture as layout primitives in mm (y up) and its frame: the sheet on top, the table under it."""
    inner = CARD_WIDTH - 2 * MARGIN
    head = standings_head(currency)
    rows = standings_rows(sheet, settlement, sheet.players, paper=True)
    widths = column_widths(head, [row.cells for row in rows], inner)
    columns = [MARGIN + sum(widths[:i]) for i in range(len(widths))]

    def aligned(i: int) -> str:
        return "left" if i == 0 else "right"

    table: list[list[tuple[float, Cell]]] = [
        [
            (columns[i], Cell(text, widths[i], HEAD_SIZE, True, color=GREY, align=aligned(i)))
            for i, text in enumerate(head)
        ]
    ]
    for row in rows:
        money = WON_TEXT if row.cents > 0 else LOST_TEXT if row.cents < 0 else INK
        table.append(
            [
                (
                    columns[i],
                    Cell(
                        text,
                        widths[i],
                        CELL_SIZE,
                        i == 0,
                        bold=i in (0, 4),
                        color=money if i == 4 else INK,
                        align=aligned(i),
                    ),
                )
                for i, text in enumerate(row.cells)
            ]
        )
    payments = [
        [(MARGIN, Cell(text, inner, PAYMENT_SIZE, True))] for text in payment_lines(settlement, sheet.players, currency)
    ]
    status = hands_text(len(game.hands)) + " · "
    status += translate("Share", "the game is over") if sheet.is_over else translate("Share", "not finished")
    closing = [[(MARGIN, Cell(status, inner, HEAD_SIZE, True, color=GREY))]]
    lines = table + payments + closing
    heights = [max(cell.height for _, cell in line) for line in lines]
    table_height = sum(heights) + MARGIN / 2 + 2 * MARGIN
    frame = Rect(0.0, 0.0, CARD_WIDTH, SHEET_HEIGHT + table_height)
    sheet_frame = Rect(MARGIN, table_height, inner, SHEET_HEIGHT - MARGIN)
    # a chat shows the picture about as wide as the phones' page shows the sheet: its small text as large
    prims: list[Primitive] = page.sheet_primitives(game, sheet, sheet_frame, file, minimum=SMALLEST_NUMBER)
    top = table_height - MARGIN
    for index, (line, height) in enumerate(zip(lines, heights)):
        for x, cell in line:
            prims += cell.boxes(x, top)
        top -= height
        if index == 0:  # under the headings
            prims.append(Line(MARGIN, top, CARD_WIDTH - MARGIN, top, 0.2, GREY))
        if index == len(table) - 1:  # under the players: who pays whom follows
            top -= MARGIN / 2
            prims.append(Line(MARGIN, top, CARD_WIDTH - MARGIN, top, 0.2, GREY))
    return prims, frame


def card_svg(
    game: Game, sheet: Sheet, settlement: Settlement, currency: str, unit: float = 1.0, file: Path | None = None
) -> str:
    """The sheet and the settlement as one SVG picture (white, for a chat); ``unit``: its user units a mm;
    ``file``: the game's file (its time dates a game with no date of its own)."""
    prims, frame = card_primitives(game, sheet, settlement, currency, file)
    label = summary_text(game, sheet, settlement, currency, file)
    return svg_document(prims, frame, background="#ffffff", label=label, unit=unit)


def card_image(game: Game, sheet: Sheet, settlement: Settlement, currency: str, file: Path | None = None) -> QImage:
    """The picture as a QImage, :data:`~prefcount.share.png.WIDTH_PX` wide (QtSvg lays its text out at
    the very pixel size it shows)."""
    from prefcount.share.png import WIDTH_PX, svg_image

    return svg_image(card_svg(game, sheet, settlement, currency, WIDTH_PX / CARD_WIDTH, file), WIDTH_PX)


def card_png(game: Game, sheet: Sheet, settlement: Settlement, currency: str, file: Path | None = None) -> bytes:
    """The picture as PNG file data."""
    from prefcount.share.png import image_png

    return image_png(card_image(game, sheet, settlement, currency, file))


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
