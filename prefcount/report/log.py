"""The hand-by-hand log: dealer, declarer, bid, each player's call and tricks, and what the hand wrote."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from xml.sax.saxutils import escape as _esc

from reportlab.lib.colors import HexColor
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph, Table, TableStyle

from prefcount.ledger import AdjustmentHand, GameHand, HandResult, MisereHand, Sheet
from prefcount.ledger.hands import DUMMY
from prefcount.report.fitting import fitted
from prefcount.report.fonts import BOLD, REGULAR
from prefcount.report.pdf import GRID, PAD, SHADE, Styles, cell_width, word_width
from prefcount.words.hands import RED_SUIT, call_name, hand_label, red_suits_markup, seat_names
from prefcount.words.i18n import translate


def seat_cell(result: HandResult, seat: int) -> str:
    """One player's part in the hand: his call and his tricks; "—" for the dealer sitting out."""
    hand = result.hand
    if isinstance(hand, AdjustmentHand):
        return ""
    if isinstance(hand, MisereHand):
        return str(hand.tricks) if seat == hand.declarer else ""
    tricks = getattr(hand, "tricks", None)
    taken = tricks[seat] if tricks is not None and seat < len(tricks) else None
    if isinstance(hand, GameHand):
        call = hand.calls[seat] if seat < len(hand.calls) else None
        if seat == hand.declarer or (result.n == 2 and seat == DUMMY):  # the dummy only takes tricks
            return "" if taken is None else str(taken)
        if call is None:
            return "—"
        return call_name(call) + ("" if taken is None else f" {taken}")
    return "—" if taken is None else str(taken)


def written_text(result: HandResult, players: Sequence[str]) -> str:
    """What the hand wrote (the ledger's summary), with help and write-offs pointed out."""
    text = result.summary(players, translate)
    notes = result.notes() if hasattr(result, "notes") else set()
    extra = []
    if "help" in notes:
        extra.append(translate("report", "help to close"))
    if "write_off" in notes:
        extra.append(translate("report", "written off the gora"))
    note = getattr(result.hand, "note", None)
    if note:
        extra.append(note)
    if extra:
        text += " (" + "; ".join(extra) + ")"
    return text


#: The "Written" column keeps at least this width; the name columns give way first.
WRITTEN_LEAST = 45 * mm


def _column_widths(
    players: Sequence[str], seats: Sequence[str], seat_texts: Iterable[str], width: float
) -> tuple[float, float, float]:
    """Widths of the dealer and declarer columns, of each seat's column and of "Written": names wrap between
    words, not inside one (a name too long for the page still breaks, so that "Written" stays readable)."""
    name_w = min(max(17 * mm, word_width(players, REGULAR, 8.5)), 26 * mm)
    # a seat's cell is a plain string ("вист 3", "полвиста 1" after a returned whist): it must fit whole
    seat_w = min(max(16 * mm, word_width(seats, BOLD, 7.5), cell_width(seat_texts, REGULAR, 8.5)), 24 * mm)
    fixed = 8 * mm + 23 * mm
    spare = width - fixed - 2 * name_w - len(seats) * seat_w - WRITTEN_LEAST
    if spare < 0:  # long names: narrow the name columns alike, down to the old widths
        give = [name_w - 17 * mm] * 2 + [seat_w - 16 * mm] * len(seats)
        share = min(1.0, -spare / sum(give)) if sum(give) > 0 else 0.0
        name_w -= (name_w - 17 * mm) * share
        seat_w -= (seat_w - 16 * mm) * share
    return name_w, seat_w, width - fixed - 2 * name_w - len(seats) * seat_w


def fitted_cell(text: str, style: ParagraphStyle, width: float) -> Paragraph | str:
    """``text`` as a plain string when it fits on one line of a ``width`` column (a string is drawn as it is,
    with no line-breaking pass: most cells of a long log), else as a paragraph that wraps between words."""
    if "\n" not in text and stringWidth(text, style.fontName, style.fontSize) <= width - 2 * PAD:
        return text
    return Paragraph(_esc(text), style)


def name_cell(name: str, style: ParagraphStyle, width: float) -> Paragraph | str:
    """A player's name in a ``width`` column: a plain string where it fits on one line, else set smaller or broken
    at a hyphen, never inside a word (:func:`~prefcount.report.fitting.fitted`)."""
    cell = fitted_cell(name, style, width)
    return cell if isinstance(cell, str) else fitted(name, style, width - 2 * PAD - 1)


def hand_log(sheet: Sheet, st: Styles, width: float) -> Table:
    """The log as one table whose header row repeats on every page."""
    players = list(sheet.players)
    n = len(players)
    seats = seat_names(players)  # with two players, the dummy's tricks too
    cells = [[seat_cell(result, seat) for seat in range(len(seats))] for result in sheet.hands]
    name_w, seat_w, written_w = _column_widths(players, seats, {text for row in cells for text in row}, width)
    fixed = [8 * mm, name_w, name_w, 23 * mm]
    header = [
        translate("report", "#"),
        translate("report", "Dealer", "who dealt, short"),
        translate("report", "Declarer", "who played the contract, short"),
        translate("report", "Bid"),
    ]
    header = [Paragraph(h, st["cell_bold"]) for h in header]
    inside = 2 * PAD + 1  # the cells' padding (below) and the grid's line: a name's room is its column less these
    header += [fitted(name, st["head_small"], seat_w - inside) for name in seats]
    header.append(Paragraph(translate("report", "Written"), st["cell_bold"]))
    rows = [header]
    red: list[tuple[str, tuple[int, int], tuple[int, int], object]] = []  # the plain bid cells drawn in red
    for row, (result, seat_cells) in enumerate(zip(sheet.hands, cells), 1):
        hand = result.hand
        dealer = players[result.dealer] if result.dealer is not None else ""
        declarer = players[hand.declarer] if hasattr(hand, "declarer") else ""
        label = hand_label(result.hand, result.raspasy_k, n)
        bid: Paragraph | str = fitted_cell(label, st["cell_bold"], fixed[3])
        markup = red_suits_markup(label)
        if isinstance(bid, str) and markup == f'<font color="{RED_SUIT}">{_esc(label)}</font>':
            red.append(("TEXTCOLOR", (3, row), (3, row), HexColor(RED_SUIT)))  # a red bid alone: the cell red
        elif isinstance(bid, Paragraph) or markup != _esc(label):  # it wraps, or a red bid among words
            bid = Paragraph(markup, st["cell_bold"])
        rows.append(
            [
                str(result.index + 1),
                name_cell(dealer, st["cell"], name_w),
                name_cell(declarer, st["cell"], name_w),
                bid,
            ]
            + seat_cells
            + [fitted_cell(written_text(result, players), st["cell"], written_w)]
        )
    table = Table(rows, colWidths=fixed + [seat_w] * len(seats) + [written_w], repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 8.5, 10),  # the paragraphs' leading: rows as tall as before
                ("FONT", (3, 1), (3, -1), BOLD, 8.5, 10),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("GRID", (0, 0), (-1, -1), 0.35, GRID),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                ("LEFTPADDING", (0, 0), (-1, -1), PAD),
                ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, "#f6f6f6"]),
                *red,
            ]
        )
    )
    return table
