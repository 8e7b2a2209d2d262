"""The settlement pages (роспись пульки): convention, effective gora, whists, money, payments.

Every figure comes from ``prefcount.ledger.settle``; nothing is computed here
beyond laying it out.
"""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from prefcount.i18n import translate
from prefcount.ledger import OPTIONS, PRESET_NAMES, describe_value, format_amount
from prefcount.money import money_text, price_text
from prefcount.report.fonts import BOLD, REGULAR
from prefcount.report.pdf import GRID, SHADE


def convention_name(convention) -> str:
    """The preset's name in the current language, or "custom"."""
    if convention.preset in PRESET_NAMES:
        return translate("ledger", PRESET_NAMES[convention.preset])
    return translate("report", "custom")


def _table(rows, widths, st, header_rows=1, header_cols=1, bold_cells=()) -> Table:
    def cell(i, j, text):
        if i < header_rows and j >= header_cols:
            return Paragraph(_esc(text), st["head_right"])
        if j < header_cols and i >= header_rows:
            return Paragraph(_esc(text), st["cell_bold"])
        return text

    rows = [[cell(i, j, text) for j, text in enumerate(row)] for i, row in enumerate(rows)]
    table = Table(rows, colWidths=widths, repeatRows=header_rows, hAlign="LEFT")
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
    for cell in bold_cells:
        style.append(("FONT", cell, cell, BOLD, 8.5))
    table.setStyle(TableStyle(style))
    return table


def convention_section(convention, st, width: float, currency: str = "") -> list:
    """The convention by name and every option in words, two columns; changed options in bold."""
    changed = set(convention.overrides()) if convention.preset else set()
    cells = []
    for info in OPTIONS:
        value = describe_value(info.key, getattr(convention, info.key), translate)
        if info.key == "whist_price":  # money, as the language writes it
            value = price_text(convention.whist_price, currency)
        label = translate("ledger", info.label)
        cells.append(
            (Paragraph(label, st["cell"]), Paragraph(value, st["cell_bold"] if info.key in changed else st["cell"]))
        )
    half = (len(cells) + 1) // 2
    rows = []
    for i in range(half):
        left = cells[i]
        right = cells[i + half] if i + half < len(cells) else ("", "")
        rows.append([*left, *right])
    col = width / 2
    table = Table(rows, colWidths=[col * 0.55, col * 0.45, col * 0.55, col * 0.45], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
                ("LINEBELOW", (0, 0), (-1, -1), 0.3, GRID),
                ("LINEBEFORE", (2, 0), (2, -1), 0.6, GRID),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    name = convention_name(convention)
    out = [Paragraph(translate("report", "Convention: {name}").format(name=name), st["h2"]), table]
    if changed:
        out.append(Paragraph(translate("report", "Bold: changed from the preset."), st["small"]))
    return out


def settlement_section(sheet, settlement, st, width: float, currency: str = "") -> list:
    """The result first (nets, money, who pays whom), then how it came about: effective gora and
    amnesty, whists written, and the balance between each two players."""
    players = list(sheet.players)
    n = len(players)
    amt = format_amount
    name_w = min(38 * mm, width * 0.28)
    col = (width - name_w) / n
    out: list = []

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
        [translate("report", "gora in whists (10·gora/{n})").format(n=n)] + [amt(v) for v in settlement.gora_whists],
    ]
    out.append(_table(rows, [name_w] + [col] * n, st))
    out.append(
        Paragraph(
            translate(
                "report",
                "Effective gora = gora + {r} × (target {target} − pulya); amnesty subtracts the smallest. "
                "Each other player writes the gora in whists on its owner.",
            ).format(r=sheet.convention.pulya_to_gora, target=sheet.target),
            st["small"],
        )
    )

    # the two whist matrices side by side
    half = (width - 6 * mm) / 2
    small_name = min(24 * mm, half * 0.3)
    small_col = (half - small_name) / n
    written = [[""] + players] + [
        [players[i]] + ["—" if i == j else amt(sheet.whists[i][j]) for j in range(n)] for i in range(n)
    ]
    balance = [[""] + players] + [
        [players[i]] + ["—" if i == j else amt(settlement.pairwise[i][j]) for j in range(n)] for i in range(n)
    ]
    pair = Table(
        [
            [
                [
                    Paragraph(translate("report", "Whists written (row on column)"), st["h2"]),
                    _table(written, [small_name] + [small_col] * n, st),
                ],
                [
                    Paragraph(
                        translate("report", "Balance between each two (row against column, gora included)"), st["h2"]
                    ),
                    _table(balance, [small_name] + [small_col] * n, st),
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


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def spacer(height_mm: float) -> Spacer:
    return Spacer(1, height_mm * mm)
