"""Scoring one hand (RULES §3): the entries it writes, each with its reason.

Pulya entries for contracts, misère and the raspasy premium are written here
in full; the sheet caps them at the target and turns the rest into help or a
write-off (RULES §4), because that depends on everyone's pulya at the time.
Amounts are ``int`` when whole and :class:`fractions.Fraction` otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from prefcount.ledger.conventions import Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import Translate, _identity
from prefcount.ledger.hands import (
    BID_BY_NOTATION,
    MISERE,
    MISERE_PRICE,
    OBLIGATION,
    PRICE,
    SUIT_SYMBOLS,
    AdjustmentHand,
    Bid,
    Call,
    Contract,
    GameHand,
    Hand,
    MisereHand,
    RaspasyHand,
    dealer_returns_whist,
    dealer_takes_tricks,
    declarer_undertricks,
    defenders,
    made,
    speaking_defenders,
)
from prefcount.ledger.hands import whisters as whisters_of  # the local ``whisters`` below is the result

Amount = int | Fraction


def div(amount: Amount, by: int) -> Amount:
    """Exact division that stays an ``int`` when it can."""
    if type(amount) is int and amount % by == 0:
        return amount // by
    result = Fraction(amount) / by
    return int(result) if result.denominator == 1 else result


class Zone(StrEnum):
    """The three zones of a player's sector on the sheet (RULES §1)."""

    PULYA = "pulya"
    GORA = "gora"
    WHISTS = "whists"


class ZoneRef(NamedTuple):
    """One zone on the sheet: a player's pulya or gora (``on`` is None), or the whists ``seat`` writes on ``on``."""

    zone: Zone
    seat: int
    on: int | None = None


class ReasonKind(StrEnum):
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
    # RULES §9–§10
    PRIKUP_1 = N_("ledger", "prikup: one trick sold (an ace)")
    PRIKUP_2 = N_("ledger", "prikup: two tricks sold (ace and king)")
    PRIKUP_3 = N_("ledger", "prikup: two aces (three tricks)")
    DEALER_WHIST = N_("ledger", "dealer returned the whist")
    REMIZ_WHISTS = N_("ledger", "contract failed: 10 whists a trick")
    RASPASY_AMNESTY = N_("ledger", "raspasy tricks after the amnesty")
    RASPASY_DEALER = N_("ledger", "the prikup's tricks on raspasy")
    RASPASY_ZERO_GORA = N_("ledger", "raspasy without a trick: two tricks off the gora")


#: Each kind's value as a plain string, as entries keep it.
_PLAIN: dict[ReasonKind, str] = {kind: str.__str__(kind) for kind in ReasonKind}
#: The zones' values as plain strings, as entries keep them.
PULYA, GORA, WHISTS = (str.__str__(zone) for zone in Zone)

#: The reason for whists paid for tricks the prikup sold (RULES §9.1), by how many.
PRIKUP_REASONS = {1: ReasonKind.PRIKUP_1, 2: ReasonKind.PRIKUP_2, 3: ReasonKind.PRIKUP_3}


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
DARK = N_("ledger", "dark hand ×{multiplier}")
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


class Reason(NamedTuple):
    """Why an entry was written: what happened, in which hand (0-based ``hand``), on which bid.

    ``why`` holds the :class:`ReasonKind`'s value as a plain string (``kind`` gives the member):
    a long game keeps thousands of reasons, and plain tuples cost the garbage collector nothing.
    """

    why: str
    hand: int
    bid: Bid | None = None  # the hand's Contract, MISERE, or None (raspasy, adjustment)
    multiplier: int = 1  # the hand was written double or four times (RULES §9.8)

    @property
    def kind(self) -> ReasonKind:
        return ReasonKind(self.why)

    def describe(self, players: Sequence[str] = (), translate: Translate = _identity) -> str:
        """E.g. "hand 3, whists for tricks (7♥, dark hand ×2)"."""
        what = translate("ledger", str(self.why))
        extra = [bid_symbol(self.bid, translate)] if self.bid is not None and self.why not in _NAMES_THE_BID else []
        if self.multiplier != 1:
            extra.append(translate("ledger", DARK).format(multiplier=self.multiplier))
        if extra:
            what = f"{what} ({', '.join(extra)})"
        return translate("ledger", REASON_TEXT).format(hand=self.hand + 1, what=what)


def reason(kind: ReasonKind, hand: int, bid: Bid | None = None, multiplier: int = 1) -> Reason:
    """A :class:`Reason` (its kind kept as a plain string)."""
    return Reason(_PLAIN[kind], hand, bid, multiplier)


#: An entry as the ledger keeps it: (zone, seat, on, amount, why, hand, bid, multiplier) — plain values
#: only, so that the garbage collector stops looking at the thousands a long game keeps: the bid is its
#: file notation ("7H", "misere"; None without one), made a :data:`Bid` again by :meth:`Entry.from_raw`.
RawEntry = tuple[str, int, int | None, Amount, str, int, str | None, int]


class Entry(NamedTuple):
    """One number written on the sheet: ``amount`` into ``zone`` of ``seat`` (whists: on ``on``).

    ``zone`` is the :class:`Zone`'s value as a plain string ("pulya", "gora", "whists").
    """

    zone: str
    seat: int
    on: int | None
    amount: Amount
    reason: Reason

    @classmethod
    def from_raw(cls, raw: RawEntry) -> Entry:
        """The entry a :data:`RawEntry` stands for."""
        zone, seat, on, amount, why, hand, bid, multiplier = raw
        return cls(zone, seat, on, amount, Reason(why, hand, None if bid is None else BID_BY_NOTATION[bid], multiplier))

    @property
    def ref(self) -> ZoneRef:
        """The zone this entry writes into."""
        return ZoneRef(Zone(self.zone), self.seat, self.on)

    def describe(self, players: Sequence[str], translate: Translate = _identity) -> str:
        """E.g. "Boris writes 8 whists on Anya — hand 3, whists for tricks (7♥)"."""
        amount = format_amount(self.amount, signed=self.zone != WHISTS)
        name = players[self.seat]
        if self.zone == WHISTS and self.on is not None:
            text = translate("ledger", ENTRY_WHISTS).format(name=name, amount=amount, on=players[self.on])
        elif self.zone == PULYA:
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
    size = abs(Fraction(value))
    whole = int(size)
    part = size - whole
    if not part:
        return f"{sign}{whole}"
    glyph = _FRACTIONS.get(part)
    if glyph is not None:
        return f"{sign}{whole or ''}{glyph}"
    return f"{sign}{float(size):.2f}".replace(".", ",")


def raspasy_step(convention: Convention, k: int) -> int:
    """The price multiplier of the ``k``-th raspasy in a row (RULES §3.3)."""
    progression = convention.raspasy_progression
    if progression == "none":
        return 1
    k = min(k, convention.raspasy_progression_cap)
    return k if progression == "arithmetic" else 2 ** (k - 1)


def raspasy_price(convention: Convention, k: int) -> int:
    """What one trick costs on the ``k``-th raspasy in a row, before a hand's multiplier (RULES §3.3):
    gora per trick when raspasy are scored in gora, whists per trick of another player when in whists."""
    per_trick = (
        convention.raspasy_trick_price if convention.raspasy_scoring == "gora" else convention.raspasy_whists_per_trick
    )
    return per_trick * raspasy_step(convention, k)


class _Writer:
    """Collects a hand's entries, skipping zeros; every amount is multiplied by the hand's multiplier (§9.8)."""

    __slots__ = ("entries", "index", "bid", "multiplier")

    def __init__(self, index: int, bid: Bid | None = None, multiplier: int = 1) -> None:
        self.entries: list[RawEntry] = []
        self.index = index
        self.bid = None if bid is None else str(bid)
        self.multiplier = multiplier

    def pulya(self, seat: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            m = self.multiplier
            self.entries.append((PULYA, seat, None, amount * m, _PLAIN[kind], self.index, self.bid, m))

    def gora(self, seat: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            m = self.multiplier
            self.entries.append((GORA, seat, None, amount * m, _PLAIN[kind], self.index, self.bid, m))

    def whists(self, seat: int, on: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            m = self.multiplier
            self.entries.append((WHISTS, seat, on, amount * m, _PLAIN[kind], self.index, self.bid, m))


def score_game(hand: GameHand, c: Convention, n: int, index: int) -> list[RawEntry]:
    """A trick game (RULES §3.1, §9.1, §9.3, §9.6, §10.1), for ``n`` players."""
    level = hand.contract.level
    price = PRICE[level]
    wpt = price * c.whist_multiplier
    pen: Amount = price * c.remiz_multiplier
    if c.whister_responsibility == "half":
        pen = div(pen, 2)
    declarer, dealer, calls = hand.declarer, hand.dealer, hand.calls
    d1, d2 = defenders(declarer, n, dealer)
    speakers = speaking_defenders(declarer, n, dealer)  # with two players the dummy (d2) never speaks nor writes
    out = _Writer(index, hand.contract, hand.multiplier)
    K = ReasonKind

    if c.prikup_premium and hand.prikup:  # §9.1: the declarer pays for what the prikup sold him
        sold = hand.prikup * wpt
        if n == 4 and dealer is not None:
            out.whists(dealer, declarer, sold, PRIKUP_REASONS[hand.prikup])
        else:
            for seat in speakers:
                out.whists(seat, declarer, div(sold, len(speakers)), PRIKUP_REASONS[hand.prikup])

    dealer_whists = dealer_returns_whist(n, dealer, calls)
    whisters = whisters_of(hand, n, speakers)
    if not whisters:  # both pass, or a half-whist: not played
        half = [seat for seat in speakers if calls[seat] == Call.HALF_WHIST]
        if half:  # the validator lets only d2 (with two players: the other player) half-whist
            out.pulya(declarer, price, K.HALF_WHIST)
            out.whists(half[0], declarer, div(OBLIGATION[level] * wpt, 2), K.HALF_WHIST)
        else:
            out.pulya(declarer, price, K.NOT_PLAYED)
        return out.entries
    # A whister answering alone: the 2-player defender (the dummy's tricks are his) or the returning dealer.
    alone = n == 2 or dealer_whists
    passer = None if alone or len(whisters) == 2 else (d2 if whisters[0] == d1 else d1)

    taken: list[int] | None = None  # tricks per seat when played (a seat without cards: 0)
    undertricks = declarer_undertricks(hand)  # a concession: three
    if hand.conceded:
        defence = 10 - level + undertricks if c.concede_trick_whists == "as_if_taken" else 0
    else:
        taken = [count or 0 for count in hand.tricks or ()]
        defence = taken[d1] + taken[d2]

    if not undertricks:
        out.pulya(declarer, price, K.CONTRACT_MADE)
    elif c.remiz_scoring == "gora":
        out.gora(declarer, undertricks * price * c.remiz_multiplier, K.REMIZ)

    # Whists for tricks (item 3).
    tricks_kind = K.DEALER_WHIST if dealer_whists else K.WHISTS_FOR_TRICKS
    if len(whisters) == 2:
        for seat in whisters:
            if c.two_whisters == "pooled" or taken is None:
                out.whists(seat, declarer, div(defence * wpt, 2), tricks_kind)
            else:
                out.whists(seat, declarer, taken[seat] * wpt, tricks_kind)
    elif (
        passer is not None
        and c.lone_whister_on_remiz == "gentleman"
        and (undertricks or c.gentleman_on_made)  # §9.6: on a made contract too
    ):
        for seat in (whisters[0], passer):
            out.whists(seat, declarer, div(defence * wpt, 2), tricks_kind)
    else:
        out.whists(whisters[0], declarer, defence * wpt, tricks_kind)

    # A failed contract: consolation (item 4), or the "Rostov" remiz in whists (§9.6).
    if undertricks:
        if c.remiz_scoring == "whists":
            writers = list(speakers)
            if n == 4 and dealer is not None and (dealer_whists or c.consolation_to_dealer):
                writers.append(dealer)
            for seat in writers:
                out.whists(seat, declarer, 10 * undertricks * c.remiz_multiplier, K.REMIZ_WHISTS)
        elif c.consolation:
            if dealer_whists:
                writers = list(whisters) + ([d1, d2] if c.consolation_to_passer else [])
            else:
                writers = list(whisters)
                if passer is not None and c.consolation_to_passer:
                    writers.append(passer)
                if n == 4 and c.consolation_to_dealer and dealer is not None:
                    writers.append(dealer)
            for seat in writers:
                out.whists(seat, declarer, undertricks * wpt, K.CONSOLATION)

    # Whister shortfall (item 5); none on a concession, none for the returning dealer.
    obligation = OBLIGATION[level] if (level != 10 or c.ten_whisted) else 0
    if taken is not None and obligation and not dealer_whists:
        if passer is not None or alone:
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


def score_misere(hand: MisereHand, c: Convention, n: int, index: int) -> list[RawEntry]:
    """Misère (RULES §3.2)."""
    out = _Writer(index, MISERE, hand.multiplier)
    if made(hand):
        out.pulya(hand.declarer, MISERE_PRICE, ReasonKind.MISERE_MADE)
    else:
        out.gora(hand.declarer, hand.tricks * c.misere_gora_per_trick, ReasonKind.MISERE_TRICKS)
    return out.entries


def score_raspasy(hand: RaspasyHand, c: Convention, n: int, index: int, k: int, dealer: int = 0) -> list[RawEntry]:
    """Raspasy, the ``k``-th in a row (RULES §3.3, §9.2, §9.5, §10.2), dealt by ``dealer``.

    Entries go clockwise from the dealer's left (the dealer last), so that when
    two zero-trick premiums overflow the same hand, the help goes in table order.
    """
    out = _Writer(index, None, hand.multiplier)
    K = ReasonKind
    price = raspasy_price(c, k)  # gora per trick, or whists per trick of another player
    tricks = [count or 0 for count in hand.tricks]
    order = [(dealer + offset) % n for offset in range(1, n + 1)]
    four = n == 4 and hand.dealer is not None
    dealer_scores = four and dealer_takes_tricks(c, n)  # §9.2
    scorers = [seat for seat in order if not (four and seat == hand.dealer) or dealer_scores]

    def premium(seat: int) -> bool:
        """Whether ``seat`` gets the zero-trick premium (a 4-player dealer only with dealer_zero_premium)."""
        if four and seat == hand.dealer:
            return c.dealer_zero_premium and tricks[seat] == 0
        return tricks[seat] == 0

    zero = c.raspasy_zero_tricks
    if c.raspasy_scoring == "gora":
        struck = min(tricks[seat] for seat in scorers) if c.raspasy_amnesty else 0  # §9.5
        for seat in order:
            if seat in scorers:
                kind = K.RASPASY_DEALER if four and seat == hand.dealer else K.RASPASY_TRICKS
                if struck:
                    kind = K.RASPASY_AMNESTY
                out.gora(seat, (tricks[seat] - struck) * price, kind)
            if premium(seat):
                if zero == "gora_two_tricks":
                    out.gora(seat, -2 * price, K.RASPASY_ZERO_GORA)
                elif zero == "trick_price":
                    out.pulya(seat, div(price, c.pulya_to_gora), K.RASPASY_ZERO)
                else:
                    out.pulya(seat, {"pulya_1": 1, "pulya_2": 2}.get(zero, 0), K.RASPASY_ZERO)
        return out.entries
    candidates = [seat for seat in scorers if not (four and seat == hand.dealer)]  # the dealer is never the fewest
    fewest = min(tricks[seat] for seat in candidates)
    low = [seat for seat in candidates if tricks[seat] == fewest]
    points = 0 if zero == "none" else 2 if zero == "pulya_2" else 1
    for seat in order:
        if seat in low:
            for other in scorers:
                if other not in low:
                    amount: Amount = price * tricks[other]
                    if c.raspasy_tie == "split":
                        amount = div(amount, len(low))
                    out.whists(seat, other, amount, K.RASPASY_WHISTS)
            if fewest == 0:
                out.pulya(seat, points, K.RASPASY_ZERO)
        elif four and seat == hand.dealer and premium(seat):
            out.pulya(seat, points, K.RASPASY_ZERO)
    return out.entries


def score_adjustment(hand: AdjustmentHand, c: Convention, n: int, index: int) -> list[RawEntry]:
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


def score_hand(hand: Hand, c: Convention, n: int, index: int, k: int = 0, dealer: int = 0) -> list[RawEntry]:
    """The entries of any hand, before the sheet caps the pulya (``k``, ``dealer``: see :func:`score_raspasy`)."""
    match hand:
        case GameHand():
            return score_game(hand, c, n, index)
        case MisereHand():
            return score_misere(hand, c, n, index)
        case RaspasyHand():
            return score_raspasy(hand, c, n, index, k, dealer)
        case AdjustmentHand():
            return score_adjustment(hand, c, n, index)
    raise TypeError(f"not a hand: {hand!r}")
