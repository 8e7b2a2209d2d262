"""Settlement (роспись пульки, RULES §5): exact nets, rounded whists and money, and who pays whom."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from math import floor
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prefcount.ledger.conventions import Convention
    from prefcount.ledger.sheet import Sheet


@dataclass(frozen=True)
class Payment:
    """``payer`` pays ``payee`` ``cents`` (in hundredths of the currency)."""

    payer: int
    payee: int
    cents: int


@dataclass(frozen=True)
class Settlement:
    """What the table settles if the game stops now. Exact values are Fractions."""

    effective_gora: list[Fraction]
    amnesty: list[Fraction]
    gora_whists: list[Fraction]
    pairwise: list[list[Fraction]]
    net: list[Fraction]
    rounded_whists: list[int]
    whist_price: Decimal
    money: list[Fraction]
    money_cents: list[int]
    payments: list[Payment]
    #: RULES §12.3: the settlement left an unfinished pulya out (``settle_open_pulya = ignore``, somebody short of
    #: the target) — what a settlement shown mid-game says.
    open_pulya_left_out: bool = False

    @property
    def pairwise_money(self) -> list[list[Fraction]]:
        """``pairwise_money[i][j]``: what player i wins from player j in money, exactly — the pairwise
        balance ``pairwise[i][j]`` at the whist price; row i adds up to ``money[i]``."""
        price = Fraction(self.whist_price)
        return [[value * price for value in row] for row in self.pairwise]


def gora_divisor(convention: Convention, n: int) -> int:
    """How many share a gora in whists (RULES §5.3): all ``n`` players, or the ``n − 1`` others with
    ``gora_divisor = opponents`` (§9.7)."""
    return n - 1 if convention.gora_divisor == "opponents" else n


def effective_gora(sheet: Sheet) -> list[int | Fraction]:
    """RULES §5.1: ``E_i = gora_i + r · (T − pulya_i)`` — an unfinished pulya goes to the gora, overflow comes
    off it; with ``settle_open_pulya = ignore`` (§12.3) ``E_i = gora_i − r · max(0, pulya_i − T)``: the room
    below the target is not charged, a pulya past it still comes off."""
    convention = sheet.convention
    target, r = convention.pulya_target, convention.pulya_to_gora
    if convention.settle_open_pulya == "ignore":
        return [gora - r * max(0, pulya - target) for gora, pulya in zip(sheet.gora, sheet.pulya)]
    return [gora + r * (target - pulya) for gora, pulya in zip(sheet.gora, sheet.pulya)]


def settle(sheet: Sheet) -> Settlement:
    """Settle a :class:`~prefcount.ledger.sheet.Sheet` in exact fractions (RULES §5, §9.7; N = 2, 3 or 4)."""
    n, convention = sheet.n, sheet.convention
    effective = [Fraction(gora) for gora in effective_gora(sheet)]
    low = min(effective)
    amnesty = [gora - low for gora in effective]
    # Each other player writes 10·E'/N on a gora (RULES §5.3), or 10·E'/(N − 1) with gora_divisor = opponents (§9.7).
    gora_whists = [10 * gora / gora_divisor(convention, n) for gora in amnesty]
    W = sheet.whists
    pairwise = [
        [(W[i][j] + gora_whists[j]) - (W[j][i] + gora_whists[i]) if i != j else Fraction(0) for j in range(n)]
        for i in range(n)
    ]
    net = [sum(row, Fraction(0)) for row in pairwise]
    price = Fraction(convention.whist_price)
    money = [value * price for value in net]
    cents = round_to_sum([value * 100 for value in money])
    return Settlement(
        effective_gora=effective,
        amnesty=amnesty,
        gora_whists=gora_whists,
        pairwise=pairwise,
        net=net,
        rounded_whists=round_to_sum(net),
        whist_price=convention.whist_price,
        money=money,
        money_cents=cents,
        payments=payments(cents),
        open_pulya_left_out=convention.settle_open_pulya == "ignore" and min(sheet.pulya) < convention.pulya_target,
    )


def round_to_sum(values: Sequence[Fraction]) -> list[int]:
    """Whole numbers by largest remainder, so they add up to the (whole) sum of ``values``.

    Each value is floored, then the units left go to the largest remainders;
    equal remainders go to the larger amount (by absolute value), then the lower seat.
    """
    floors = [floor(value) for value in values]
    left = round(sum(values, Fraction(0))) - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-(values[i] - floors[i]), -abs(values[i]), i))
    for i in order[:left]:
        floors[i] += 1
    return floors


def payments(cents: Sequence[int]) -> list[Payment]:
    """The fewest transfers that settle ``cents`` (positive: receives; sums to zero).

    Players are split into the most groups that settle among themselves; each
    group of k players needs k − 1 transfers, so the total is at most N − 1.
    """
    seats = [i for i, amount in enumerate(cents) if amount]
    groups = _zero_sum_groups(tuple(seats), cents)
    out: list[Payment] = []
    for group in groups:
        balance = {i: cents[i] for i in group}
        while True:
            debtors = [i for i in group if balance[i] < 0]
            creditors = [i for i in group if balance[i] > 0]
            if not debtors:
                break
            payer = min(debtors, key=lambda i: (balance[i], i))
            payee = max(creditors, key=lambda i: (balance[i], -i))
            amount = min(-balance[payer], balance[payee])
            out.append(Payment(payer, payee, amount))
            balance[payer] += amount
            balance[payee] -= amount
    return sorted(out, key=lambda payment: (payment.payer, payment.payee))


def _zero_sum_groups(seats: tuple[int, ...], cents: Sequence[int]) -> list[tuple[int, ...]]:
    """Split ``seats`` into as many zero-sum groups as possible (small N: try smallest groups first)."""
    if not seats:
        return []
    first = seats[0]
    rest = seats[1:]
    for size in range(1, len(rest) + 1):
        for others in combinations(rest, size):
            group = (first, *others)
            if sum(cents[i] for i in group) == 0:
                remaining = tuple(seat for seat in rest if seat not in others)
                return [group, *_zero_sum_groups(remaining, cents)]
    return [seats]


def format_money(cents: int | Fraction, signed: bool = False) -> str:
    """Cents as money: ``-6900`` → ``"-69.00"``; ``signed`` writes a gain as ``"+12.50"``.

    Paid cents are whole; an average of them or a pairwise balance (exact, in cents) is rounded to
    the cent, half to even: ``Fraction(-16100, 3)`` → ``"-53.67"``.
    """
    rounded = round(cents)
    sign = "-" if rounded < 0 else "+" if signed and rounded > 0 else ""
    whole, part = divmod(abs(rounded), 100)
    return f"{sign}{whole}.{part:02d}"
