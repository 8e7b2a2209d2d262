"""Scoring one hand (RULES §3): the entries it writes, each with its reason.

Pulya entries for contracts, misère and the raspasy premium are written here
in full; the sheet caps them at the target and turns the rest into help or a
write-off (RULES §4), because that depends on everyone's pulya at the time.
Amounts are ``int`` when whole and :class:`fractions.Fraction` otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from prefcount.ledger.conventions import Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import Translate, _identity
from prefcount.ledger.hands import (
    MISERE,
    MISERE_PRICE,
    OBLIGATION,
    PRICE,
    SUIT_SYMBOLS,
    AdjustmentHand,
    Bid,
    Contract,
    GameHand,
    MisereHand,
    RaspasyHand,
)
from prefcount.ledger.validation import active_seats, defenders

Amount = int | Fraction


def div(amount: Amount, by: int) -> Amount:
    """Exact division that stays an ``int`` when it can."""
    if type(amount) is int and amount % by == 0:
        return amount // by
    result = Fraction(amount, by) if type(amount) is int else amount / by
    return int(result) if result.denominator == 1 else result


class ReasonKind(str, Enum):
    """Why a number was written; each value is the English phrase (context "ledger")."""

    CONTRACT_MADE = N_("ledger", "contract made")
    NOT_PLAYED = N_("ledger", "both passed: contract counted without play")
    HALF_WHIST = N_("ledger", "half-whist")
    REMIZ = N_("ledger", "contract failed")
    WHISTS_FOR_TRICKS = N_("ledger", "whists for tricks")
    CONSOLATION = N_("ledger", "consolation")
    WHISTER_SHORT = N_("ledger", "whister short of the quota")
    MISERE_MADE = N_("ledger", "misère made")
    MISERE_TRICKS = N_("ledger", "misère tricks")
    RASPASY_TRICKS = N_("ledger", "raspasy tricks")
    RASPASY_ZERO = N_("ledger", "raspasy without a trick")
    RASPASY_WHISTS = N_("ledger", "raspasy whists")
    HELP = N_("ledger", "help to close the pulya")
    HELP_WHISTS = N_("ledger", "whists for help")
    WRITE_OFF = N_("ledger", "pulya past the target written off the gora")
    ADJUSTMENT = N_("ledger", "adjustment")


#: Pulya entries of these kinds go through the target cap and overflow (RULES §4).
CAPPED = frozenset(
    {
        ReasonKind.CONTRACT_MADE,
        ReasonKind.NOT_PLAYED,
        ReasonKind.HALF_WHIST,
        ReasonKind.MISERE_MADE,
        ReasonKind.RASPASY_ZERO,
    }
)

ENTRY_PULYA = N_("ledger", "{name}: {amount} in the pulya")
ENTRY_GORA = N_("ledger", "{name}: {amount} in the gora")
ENTRY_WHISTS = N_("ledger", "{name} writes {amount} whists on {on}")
REASON_TEXT = N_("ledger", "hand {hand}, {what}")
NO_TRUMP = N_("ledger", "NT")
MISERE_WORD = N_("ledger", "misère")
# Reasons that name the misère themselves: the bid would only repeat it.
_NAMES_THE_BID = frozenset({ReasonKind.MISERE_MADE, ReasonKind.MISERE_TRICKS})


def bid_symbol(bid: Bid, translate: Translate = _identity) -> str:
    """A bid as the table writes it, in the language of ``translate``: ``7♥``, ``6БК``, ``мизер``."""
    if isinstance(bid, Contract):
        suit = translate("ledger", NO_TRUMP) if bid.suit == "NT" else SUIT_SYMBOLS[bid.suit]
        return f"{bid.level}{suit}"
    return translate("ledger", MISERE_WORD)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an entry was written: what happened, in which hand (0-based ``hand``), on which bid."""

    kind: ReasonKind
    hand: int
    bid: Bid | None = None  # the hand's Contract, MISERE, or None (raspasy, adjustment)

    def describe(self, players: Sequence[str] = (), translate: Translate = _identity) -> str:
        what = translate("ledger", self.kind.value)
        if self.bid is not None and self.kind not in _NAMES_THE_BID:
            what = f"{what} ({bid_symbol(self.bid, translate)})"
        return translate("ledger", REASON_TEXT).format(hand=self.hand + 1, what=what)


@dataclass(frozen=True, slots=True)
class Entry:
    """One number written on the sheet: ``amount`` into ``zone`` of ``seat`` (whists: on ``on``)."""

    zone: str  # "pulya", "gora" or "whists"
    seat: int
    on: int | None
    amount: Amount
    reason: Reason

    def describe(self, players: Sequence[str], translate: Translate = _identity) -> str:
        """E.g. "Boris writes 8 whists on Anya — hand 3, whists for tricks (7♥)"."""
        amount = format_amount(self.amount, signed=self.zone != "whists")
        name = players[self.seat]
        if self.zone == "whists":
            text = translate("ledger", ENTRY_WHISTS).format(name=name, amount=amount, on=players[self.on])
        elif self.zone == "pulya":
            text = translate("ledger", ENTRY_PULYA).format(name=name, amount=amount)
        else:
            text = translate("ledger", ENTRY_GORA).format(name=name, amount=amount)
        return f"{text} — {self.reason.describe(players, translate)}"


_FRACTIONS = {
    Fraction(1, 2): "½",
    Fraction(1, 3): "⅓",
    Fraction(2, 3): "⅔",
    Fraction(1, 4): "¼",
    Fraction(3, 4): "¾",
    Fraction(1, 6): "⅙",
    Fraction(5, 6): "⅚",
}


def format_amount(value: Amount, signed: bool = False) -> str:
    """A zone value as players write it: ``12``, ``-3``, ``4½``, ``2⅓`` (``+`` when ``signed``)."""
    if type(value) is int:
        return f"+{value}" if signed and value > 0 else str(value)
    sign = "-" if value < 0 else ("+" if signed and value > 0 else "")
    value = abs(value)
    whole = int(value)
    part = Fraction(value) - whole
    if not part:
        return f"{sign}{whole}"
    glyph = _FRACTIONS.get(part)
    if glyph is not None:
        return f"{sign}{whole or ''}{glyph}"
    return f"{sign}{float(value):.2f}".replace(".", ",")


def raspasy_step(convention: Convention, k: int) -> int:
    """The price multiplier of the ``k``-th raspasy in a row (RULES §3.3)."""
    progression = convention.raspasy_progression
    if progression == "none":
        return 1
    k = min(k, convention.raspasy_progression_cap)
    return k if progression == "arithmetic" else 2 ** (k - 1)


class _Writer:
    """Collects a hand's entries, skipping zeros."""

    __slots__ = ("entries", "index", "bid")

    def __init__(self, index: int, bid: Bid | None = None) -> None:
        self.entries: list[Entry] = []
        self.index = index
        self.bid = bid

    def pulya(self, seat: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            self.entries.append(Entry("pulya", seat, None, amount, Reason(kind, self.index, self.bid)))

    def gora(self, seat: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            self.entries.append(Entry("gora", seat, None, amount, Reason(kind, self.index, self.bid)))

    def whists(self, seat: int, on: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            self.entries.append(Entry("whists", seat, on, amount, Reason(kind, self.index, self.bid)))


def score_game(hand: GameHand, c: Convention, n: int, index: int) -> list[Entry]:
    """A trick game (RULES §3.1)."""
    level = hand.contract.level
    price = PRICE[level]
    wpt = price * c.whist_multiplier
    pen: Amount = price * c.remiz_multiplier
    if c.whister_responsibility == "half":
        pen = div(pen, 2)
    declarer = hand.declarer
    d1, d2 = defenders(declarer, n, hand.dealer)
    calls = hand.calls
    out = _Writer(index, hand.contract)
    K = ReasonKind

    whisters = [seat for seat in (d1, d2) if calls[seat] == "whist"]
    if not whisters:  # both pass, or a half-whist: not played
        half = [seat for seat in (d1, d2) if calls[seat] == "half-whist"]
        if half:  # the validator lets only d2 half-whist; the amount is the same whoever it is
            out.pulya(declarer, price, K.HALF_WHIST)
            out.whists(half[0], declarer, div(OBLIGATION[level] * wpt, 2), K.HALF_WHIST)
        else:
            out.pulya(declarer, price, K.NOT_PLAYED)
        return out.entries
    passer = None if len(whisters) == 2 else (d2 if whisters[0] == d1 else d1)

    if hand.conceded:
        undertricks = 3
        defence = 10 - level + 3 if c.concede_trick_whists == "as_if_taken" else 0
        taken = None
    else:
        tricks = hand.tricks
        undertricks = max(0, level - tricks[declarer])
        defence = tricks[d1] + tricks[d2]
        taken = tricks

    if undertricks:
        out.gora(declarer, undertricks * price * c.remiz_multiplier, K.REMIZ)
    else:
        out.pulya(declarer, price, K.CONTRACT_MADE)

    # Whists for tricks (item 3).
    if passer is None:
        for seat in whisters:
            if c.two_whisters == "pooled" or taken is None:
                out.whists(seat, declarer, div(defence * wpt, 2), K.WHISTS_FOR_TRICKS)
            else:
                out.whists(seat, declarer, taken[seat] * wpt, K.WHISTS_FOR_TRICKS)
    elif undertricks and c.lone_whister_on_remiz == "gentleman":
        for seat in (whisters[0], passer):
            out.whists(seat, declarer, div(defence * wpt, 2), K.WHISTS_FOR_TRICKS)
    else:
        out.whists(whisters[0], declarer, defence * wpt, K.WHISTS_FOR_TRICKS)

    # Consolation (item 4).
    if undertricks and c.consolation:
        writers = list(whisters)
        if passer is not None and c.consolation_to_passer:
            writers.append(passer)
        if n == 4 and c.consolation_to_dealer:
            writers.append(hand.dealer)
        for seat in writers:
            out.whists(seat, declarer, undertricks * wpt, K.CONSOLATION)

    # Whister shortfall (item 5); none on a concession.
    obligation = OBLIGATION[level] if (level != 10 or c.ten_whisted) else 0
    if taken is not None and obligation:
        if passer is not None:
            out.gora(whisters[0], max(0, obligation - defence) * pen, K.WHISTER_SHORT)
        elif c.two_whisters == "pooled":
            short = max(0, obligation - defence) * pen
            for seat in whisters:
                out.gora(seat, div(short, 2), K.WHISTER_SHORT)
        elif level in (6, 7):
            quota = obligation // 2
            for seat, partner in ((d1, d2), (d2, d1)):
                surplus = max(0, taken[partner] - quota)
                out.gora(seat, max(0, quota - taken[seat] - surplus) * pen, K.WHISTER_SHORT)
        elif taken[d1] == 0 and taken[d2] == 0:
            liability = c.high_contract_liability
            if liability == "second":
                out.gora(d2, pen, K.WHISTER_SHORT)
            else:
                share = pen if liability == "both" else div(pen, 2)
                out.gora(d1, share, K.WHISTER_SHORT)
                out.gora(d2, share, K.WHISTER_SHORT)
    return out.entries


def score_misere(hand: MisereHand, c: Convention, n: int, index: int) -> list[Entry]:
    """Misère (RULES §3.2)."""
    out = _Writer(index, MISERE)
    if hand.tricks == 0:
        out.pulya(hand.declarer, MISERE_PRICE, ReasonKind.MISERE_MADE)
    else:
        out.gora(hand.declarer, hand.tricks * c.misere_gora_per_trick, ReasonKind.MISERE_TRICKS)
    return out.entries


def score_raspasy(hand: RaspasyHand, c: Convention, n: int, index: int, k: int, dealer: int = 0) -> list[Entry]:
    """Raspasy, the ``k``-th in a row (RULES §3.3), dealt by ``dealer``.

    Entries go clockwise from the dealer's left (the first hand), so that when
    two zero-trick premiums overflow the same hand, the help goes in table order.
    """
    out = _Writer(index)
    step = raspasy_step(c, k)
    tricks = hand.tricks
    playing = set(active_seats(n, hand.dealer))
    seats = [seat for seat in ((dealer + step) % n for step in range(1, n + 1)) if seat in playing]
    if c.raspasy_scoring == "gora":
        price = c.raspasy_trick_price * step
        for seat in seats:
            out.gora(seat, tricks[seat] * price, ReasonKind.RASPASY_TRICKS)
            if tricks[seat] == 0:
                premium = {"pulya_1": 1, "none": 0}.get(c.raspasy_zero_tricks)
                if premium is None:
                    premium = div(price, c.pulya_to_gora)
                out.pulya(seat, premium, ReasonKind.RASPASY_ZERO)
        return out.entries
    fewest = min(tricks[seat] for seat in seats)
    low = [seat for seat in seats if tricks[seat] == fewest]
    for seat in low:
        for other in seats:
            if other not in low:
                amount = c.raspasy_whists_per_trick * step * tricks[other]
                if c.raspasy_tie == "split":
                    amount = div(amount, len(low))
                out.whists(seat, other, amount, ReasonKind.RASPASY_WHISTS)
        if fewest == 0 and c.raspasy_zero_tricks != "none":
            out.pulya(seat, 1, ReasonKind.RASPASY_ZERO)
    return out.entries


def score_adjustment(hand: AdjustmentHand, c: Convention, n: int, index: int) -> list[Entry]:
    """An adjustment (RULES §3.4): the amounts as they are."""
    out = _Writer(index)
    for seat in range(n):
        if hand.pulya:
            out.pulya(seat, hand.pulya[seat], ReasonKind.ADJUSTMENT)
        if hand.gora:
            out.gora(seat, hand.gora[seat], ReasonKind.ADJUSTMENT)
        if hand.whists:
            for on in range(n):
                out.whists(seat, on, hand.whists[seat][on], ReasonKind.ADJUSTMENT)
    return out.entries


SCORERS: dict[str, Callable[..., list[Entry]]] = {
    "game": score_game,
    "misere": score_misere,
    "adjustment": score_adjustment,
}
