"""The settlement pages (роспись пульки): convention, effective gora, whists, money, payments.

Every figure comes from ``prefcount.ledger.settle``; nothing is computed here
beyond laying it out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape as _esc

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Table, TableStyle

from prefcount.ledger import changed_options, format_amount, gora_divisor, groups_for
from prefcount.report.fonts import BOLD, REGULAR
from prefcount.report.pdf import GRID, HEAD_SMALLEST, PAD, SHADE, Styles, word_width
from prefcount.words.i18n import translate
from prefcount.words.money import money_text, price_text
from prefcount.words.options import convention_title, describe_value, group_title, option_label

if TYPE_CHECKING:
    from prefcount.ledger import Convention, Settlement, Sheet

#: A row of the convention's columns: whether it is a group's heading, and its two cells (label and value).
OptionRow = tuple[bool, tuple[Paragraph | str, Paragraph | str]]


def _table(
    rows: Sequence[Sequence[str]],
    widths: Sequence[float],
    st: Styles,
    header_rows: int = 1,
    header_cols: int = 1,
    bold_cells: Iterable[tuple[int, int]] = (),
    head: ParagraphStyle | None = None,
    padding: float | None = None,
) -> Table:
    """A grid of figures with bold headings (``head``: the column headings' style, by default ``head_right``)."""
    head = head or st["head_right"]

    def cell(i: int, j: int, text: str) -> Paragraph | str:
        if i < header_rows and j >= header_cols:
            return Paragraph(_esc(text), head)
        if j < header_cols and i >= header_rows:
            return Paragraph(_esc(text), st["cell_bold"])
        return text

    cells = [[cell(i, j, text) for j, text in enumerate(row)] for i, row in enumerate(rows)]
    table = Table(cells, colWidths=widths, repeatRows=header_rows, hAlign="LEFT")
    style = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    if header_rows:
        style += [
            ("FONT", (0, 0), (-1, header_rows - 1), BOLD, 8.5),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
        ]
    if header_cols:
        style += [("FONT", (0, header_rows), (header_cols - 1, -1), BOLD, 8.5)]
    style += [("ALIGN", (header_cols, 0), (-1, -1), "RIGHT")]
    if padding is not None:
        style += [("LEFTPADDING", (0, 0), (-1, -1), padding), ("RIGHTPADDING", (0, 0), (-1, -1), padding)]
    for place in bold_cells:
        style.append(("FONT", place, place, BOLD, 8.5))
    table.setStyle(TableStyle(style))
    return table


def convention_section(
    convention: Convention, st: Styles, width: float, players: int = 3, currency: str = ""
) -> list[Flowable]:
    """The convention by name and its options in words, group by group (as the app's editor shows them,
    only what matters for ``players``), in two columns; options changed from the preset in bold."""
    changed = set(changed_options(convention, players)) if convention.preset else set()
    # a size smaller than the other tables: some forty options fit under the settlement on one page
    cell = ParagraphStyle("option", parent=st["cell"], fontSize=7.5, leading=8.8)
    cell_bold = ParagraphStyle("option_bold", parent=st["cell_bold"], fontSize=7.5, leading=8.8)
    # one block of rows per group: (is a heading, cells): its heading, then label and value per option
    blocks: list[list[OptionRow]] = []
    for group in groups_for(players):
        block: list[OptionRow] = [(True, (Paragraph(_esc(group_title(group.key, translate)), cell_bold), ""))]
        for info in group.options:
            value = describe_value(info.key, getattr(convention, info.key), translate)
            if info.key == "whist_price":  # money, as the language writes it
                value = price_text(convention.whist_price, currency)
            label = option_label(info.key, translate)
            value_style = cell_bold if info.key in changed else cell
            block.append((False, (Paragraph(_esc(label), cell), Paragraph(_esc(value), value_style))))
        blocks.append(block)
    col = width / 2
    left, right = _balanced_columns(blocks, col * 0.58, col * 0.42)
    # two tables side by side, so that a value that takes two lines makes only its own row taller
    table = Table(
        [[_option_column(left, col), _option_column(right, col)]],
        colWidths=[col, col],
        hAlign="LEFT",
        style=[
            ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEBEFORE", (1, 0), (1, 0), 0.6, GRID),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        ],
    )
    name = _esc(convention_title(convention, players, translate))
    heading = translate("report", "Convention: {name}").format(name=name)
    if changed:  # on the heading's line: with some fifty options (RULES §6–§12) a line of its own does not fit
        note = _esc(translate("report", "Bold: changed from the preset."))
        heading += f' <font name="{REGULAR}" size="8">&#160;&#160;{note}</font>'
    return [Paragraph(heading, st["h2"]), table]


#: The convention table's cell padding: ReportLab's 6 points left and right, and the rows' own top and bottom.
_CELL_SIDES, _ROW_PADDING = 12, 2.0


def _option_column(rows: list[OptionRow], width: float) -> Table:
    """One column of the convention: group headings on a shade, then each option's label and value."""
    style = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 0.8),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
    ]
    for index, (heading, _cells) in enumerate(rows):
        if heading:
            style += [("SPAN", (0, index), (1, index)), ("BACKGROUND", (0, index), (1, index), SHADE)]
        else:
            style.append(("LINEBELOW", (0, index), (1, index), 0.3, GRID))
    table = Table([list(cells) for _heading, cells in rows] or [["", ""]], colWidths=[width * 0.58, width * 0.42])
    table.setStyle(TableStyle(style))
    return table


def _balanced_columns(
    blocks: list[list[OptionRow]], label_width: float, value_width: float
) -> tuple[list[OptionRow], list[OptionRow]]:
    """The groups' blocks in two columns, whole groups each, in their order within a column, so that the taller
    column is as short as it can be (measured as the rows wrap, not counted: some values take two lines)."""

    def row_height(row: OptionRow) -> float:
        heading, cells = row
        widths = (label_width + value_width,) if heading else (label_width, value_width)
        tallest: float = max(
            cell.wrap(cell_width - _CELL_SIDES, 1000)[1]
            for cell, cell_width in zip(cells, widths, strict=False)
            if isinstance(cell, Paragraph)
        )
        return _ROW_PADDING + tallest

    heights = [sum(row_height(row) for row in block) for block in blocks]
    total = sum(heights)
    best = (total, (1 << len(blocks)) - 1)
    for mask in range(1, 1 << len(blocks), 2):  # the first group always starts the left column
        tall = sum(height for index, height in enumerate(heights) if mask >> index & 1)
        best = min(best, (max(tall, total - tall), mask))
    mask = best[1]
    left = [row for index, block in enumerate(blocks) if mask >> index & 1 for row in block]
    right = [row for index, block in enumerate(blocks) if not mask >> index & 1 for row in block]
    return left, right


def settlement_section(
    sheet: Sheet, settlement: Settlement, st: Styles, width: float, currency: str = ""
) -> list[Flowable]:
    """The result first (nets, money, who pays whom), then how it came about: effective gora and
    amnesty, whists written, and the balance between each two players."""
    players = list(sheet.players)
    n = len(players)
    amt = format_amount
    name_w = min(38 * mm, width * 0.28)
    col = (width - name_w) / n
    out: list[Flowable] = []

    out.append(Paragraph(translate("report", "Result"), st["h2"]))
    price = price_text(settlement.whist_price, currency)
    rows = [
        [""] + players,
        [translate("report", "net whists")] + [amt(v) for v in settlement.net],
        [translate("report", "whole whists")] + [str(v) for v in settlement.rounded_whists],
        [translate("report", "money at {price} a whist").format(price=price)]
        + [money_text(c) for c in settlement.money_cents],
    ]
    bold = [(j + 1, 3) for j in range(n)]
    out.append(_table(rows, [name_w] + [col] * n, st, bold_cells=bold))

    pay = [Paragraph(translate("report", "Who pays whom"), st["h2"])]
    if settlement.payments:
        for p in settlement.payments:
            pay.append(
                Paragraph(
                    translate("report", "{payer} pays {payee}: <b>{amount}</b>").format(
                        payer=_esc(players[p.payer]), payee=_esc(players[p.payee]), amount=money_text(p.cents, currency)
                    ),
                    st["big"],
                )
            )
    else:
        pay.append(Paragraph(translate("report", "Nobody owes anything."), st["big"]))
    out.append(KeepTogether(pay))
    out.append(Paragraph(translate("report", "Pulya and gora"), st["h2"]))
    rows = [
        [""] + players,
        [translate("report", "pulya")] + [amt(v) for v in sheet.pulya],
        [translate("report", "gora")] + [amt(v) for v in sheet.gora],
        [translate("report", "effective gora")] + [amt(v) for v in settlement.effective_gora],
        [translate("report", "after amnesty")] + [amt(v) for v in settlement.amnesty],
        [translate("report", "gora in whists (10·gora/{n})").format(n=gora_divisor(sheet.convention, n))]
        + [amt(v) for v in settlement.gora_whists],
    ]
    out.append(_table(rows, [name_w] + [col] * n, st))
    formula = (
        translate(
            "report",
            "Effective gora = gora − {r} × (pulya past the target {target}): the unfinished pulya is left out, "
            "as the convention says; amnesty subtracts the smallest. "
            "Each other player writes the gora in whists on its owner.",
        )
        if sheet.convention.settle_open_pulya == "ignore"  # RULES §12.3
        else translate(
            "report",
            "Effective gora = gora + {r} × (target {target} − pulya); amnesty subtracts the smallest. "
            "Each other player writes the gora in whists on its owner.",
        )
    )
    out.append(Paragraph(formula.format(r=sheet.convention.pulya_to_gora, target=sheet.target), st["small"]))

    # the two whist matrices side by side; with long names their headings smaller, so no name breaks in a word
    written = [[""] + players] + [
        [players[i]] + ["—" if i == j else amt(sheet.whists[i][j]) for j in range(n)] for i in range(n)
    ]
    balance = [[""] + players] + [
        [players[i]] + ["—" if i == j else amt(settlement.pairwise[i][j]) for j in range(n)] for i in range(n)
    ]
    half = (width - 6 * mm) / 2
    small_name = min(24 * mm, half * 0.3)
    small_col = (half - small_name) / n
    need = word_width(players, BOLD, 8.5)
    head = st["head_right"]
    if need > small_col:  # the longest name word in smaller letters, just as wide as the column
        size = max(HEAD_SMALLEST, 8.5 * (small_col - (2 * PAD + 1)) / (need - (2 * PAD + 1)))
        head = ParagraphStyle("head_right_fitted", parent=head, fontSize=size, leading=size * 1.2)
    widths = [small_name] + [small_col] * n
    pair = Table(
        [
            [
                [
                    Paragraph(translate("report", "Whists written (row on column)"), st["h2"]),
                    _table(written, widths, st, head=head, padding=PAD),
                ],
                [
                    Paragraph(
                        translate("report", "Balance between each two (row against column, gora included)"), st["h2"]
                    ),
                    _table(balance, widths, st, head=head, padding=PAD),
                ],
            ]
        ],
        colWidths=[half + 6 * mm, half],
        hAlign="LEFT",
    )
    pair.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    out.append(pair)
    return out
