"""The table of "if we stopped now" and who pays whom, in words: one source for the window's table, the
settlement dialog, the phones' page and the result picture.

Qt-free (the translators aside). The ledger is imported when first asked: the window paints before it loads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from prefcount.words.i18n import translate
from prefcount.words.money import money_text

if TYPE_CHECKING:
    from prefcount.ledger import Settlement, Sheet


class StandingRow(NamedTuple):
    """One player's row: name, pulya, gora, net whists and money, as written; ``cents``: the money (its sign
    colours the money won or lost)."""

    cells: tuple[str, ...]
    cents: int


def standings_head(currency: str = "") -> list[str]:
    """The table's column headings (the money's with the game's currency)."""
    return [
        translate("MainWindow", "Player"),
        translate("MainWindow", "Pulya"),
        translate("MainWindow", "Gora"),
        translate("MainWindow", "Net whists"),
        translate("MainWindow", "Money") + (f", {currency}" if currency else ""),
    ]


def standings_rows(
    sheet: Sheet, settlement: Settlement, players: Sequence[str], paper: bool = False
) -> list[StandingRow]:
    """Each player's row. The net whists are exact (times the whist price they are the money). ``paper``: the
    amounts with a true minus sign (−), as the sheet writes them; the window's table keeps the keyboard's."""
    from prefcount.layout import paper_amount
    from prefcount.ledger import format_amount

    def amount(text: str) -> str:
        return paper_amount(text) if paper else text

    return [
        StandingRow(
            (
                name,
                amount(format_amount(sheet.pulya[seat])),
                amount(format_amount(sheet.gora[seat])),
                amount(format_amount(settlement.net[seat], signed=True)),
                amount(money_text(settlement.money_cents[seat])),
            ),
            settlement.money_cents[seat],
        )
        for seat, name in enumerate(players)
    ]


def payment_lines(settlement: Settlement, players: Sequence[str], currency: str = "") -> list[str]:
    """Who pays whom, a line each («Борис → Аня: 61,00 ₽»), or that nobody owes anybody anything."""
    if not settlement.payments:
        return [translate("SettlementDialog", "Nobody owes anybody anything.")]
    return [
        translate("SettlementDialog", "{payer} pays {payee} {amount}").format(
            payer=players[p.payer], payee=players[p.payee], amount=money_text(p.cents, currency)
        )
        for p in settlement.payments
    ]
