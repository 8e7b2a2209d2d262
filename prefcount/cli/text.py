"""The plain shapes the printing commands (``prefcount score``, ``prefcount stats``) give their figures: an
amount as a JSON number, rows as an aligned text table.

Light on purpose (no Qt, no ReportLab, not even the ledger): ``prefcount score`` imports it at start-up.
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

_FOUR_PLACES = Decimal("0.0001")


def json_number(value: int | Fraction) -> int | float:
    """An amount as JSON writes it: whole values as integers, others rounded half-even to four places (the exact
    fraction, where it matters, is written beside it as text)."""
    if type(value) is int:  # the common case, first: json's encoder asks for every amount it cannot write itself
        return value
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return float(exact.quantize(_FOUR_PLACES, ROUND_HALF_EVEN))


def text_table(rows: list[list[str]]) -> str:
    """``rows`` (the first one the heading) as columns two spaces apart: the first column aligned left (the
    names), the rest right (the figures); no spaces at a line's end."""
    widths = [max(len(row[col]) for row in rows) for col in range(len(rows[0]))]
    return "\n".join(
        "  ".join(cell.ljust(widths[c]) if c == 0 else cell.rjust(widths[c]) for c, cell in enumerate(row)).rstrip()
        for row in rows
    )
