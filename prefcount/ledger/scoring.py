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
    HALF_WHIST,
    MISERE,
    MISERE_PRICE,
    OBLIGATION,
    PRICE,
    SUIT_SYMBOLS,
    AdjustmentHand,
    Bid,
    Contract,
    GameHand,
    Hand,
    MisereHand,
    RaspasyHand,
    clockwise_after,
    dealer_returns_whist,
    dealer_takes_tricks,
    declarer_undertricks,
    defenders,
    made,
    whist_returned,
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
    # RULES §11
    RETURNED_WHIST = N_("ledger", "whist taken back after a half-whist")
    # RULES §12
    WHOLE_SHORTFALL = N_("ledger", "each whister answers for the whole shortfall")
    FEWER_PAYS = N_("ledger", "the whister with fewer tricks answers for the whole shortfall")
    SHORTFALL_TIE = N_("ledger", "the whisters took as many tricks: they split the shortfall")
    OWN_TRICKS = N_("ledger", "whists for his own tricks only")
    RASPASY_ZERO_WRITE_OFF = N_("ledger", "raspasy without a trick: one pulya point off the gora")


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
#: file notation ("7H", "misere"; None without one), made a :data:`Bid` again by :meth:`SheetEntry.from_raw`.
RawEntry = tuple[str, int, int | None, Amount, str, int, str | None, int]


class SheetEntry(NamedTuple):
    """One number written on the sheet: ``amount`` into ``zone`` of ``seat`` (whists: on ``on``).

    ``zone`` is the :class:`Zone`'s value as a plain string ("pulya", "gora", "whists").
    """

    zone: str
    seat: int
    on: int | None
    amount: Amount
    reason: Reason

    @classmethod
    def from_raw(cls, raw: RawEntry) -> SheetEntry:
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
            multiplier = self.multiplier
            self.entries.append(
                (PULYA, seat, None, amount * multiplier, _PLAIN[kind], self.index, self.bid, multiplier)
            )

    def gora(self, seat: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            multiplier = self.multiplier
            self.entries.append((GORA, seat, None, amount * multiplier, _PLAIN[kind], self.index, self.bid, multiplier))

    def whists(self, seat: int, on: int, amount: Amount, kind: ReasonKind) -> None:
        if amount:
            multiplier = self.multiplier
            self.entries.append((WHISTS, seat, on, amount * multiplier, _PLAIN[kind], self.index, self.bid, multiplier))


class _TrickGame:
    """One trick game's facts, worked out once for the scoring steps below (RULES §2, §3.1).

    RULES' own notation: ``wpt`` whists per trick, ``pen`` gora per trick a whister falls short,
    ``obl`` the defenders' obligation (0 for a checked ten), ``d1``/``d2`` the defenders, ``u`` the
    declarer's undertricks, ``t`` the tricks per seat (None when not played), ``dt`` the defence's tricks.
    """

    __slots__ = (
        "hand",
        "convention",
        "n",
        "dealt_by",
        "level",
        "price",
        "wpt",
        "pen",
        "obl",
        "declarer",
        "dealer",
        "d1",
        "d2",
        "speakers",
        "whisters",
        "dealer_whists",
        "shape",
        "returned",
        "alone",
        "passer",
        "silent",
        "own_tricks",
        "u",
        "t",
        "dt",
    )

    def __init__(self, hand: GameHand, convention: Convention, n: int, dealt_by: int) -> None:
        """The deal: contract, seats, calls — all a game that was not played out needs."""
        self.hand, self.convention, self.n, self.dealt_by = hand, convention, n, dealt_by
        self.level = level = hand.contract.level
        self.price = price = PRICE[level]
        self.wpt = price * convention.whist_multiplier
        self.declarer, self.dealer = declarer, dealer = hand.declarer, hand.dealer
        self.d1, self.d2 = d1, d2 = defenders(declarer, n, dealer)
        # with two players the dummy (d2) never speaks nor writes (hands.speaking_defenders)
        self.speakers = speakers = (d1,) if n == 2 else (d1, d2)
        self.whisters = whisters_of(hand, n, speakers)

    def play(self) -> None:
        """The play of a whisted game: who whists how, the tricks, the obligation."""
        hand, convention, n, level, d1, d2 = self.hand, self.convention, self.n, self.level, self.d1, self.d2
        whisters, calls = self.whisters, hand.calls
        pen: Amount = self.price * convention.remiz_multiplier
        self.pen = div(pen, 2) if convention.whister_responsibility == "half" else pen
        checked = level == 10 and not convention.ten_whisted  # «десятерная проверяется»
        self.obl = 0 if checked else OBLIGATION[level]
        self.dealer_whists = dealer_whists = dealer_returns_whist(n, self.dealer, calls)
        #: How the returning dealer whists (§11.3), None when he does not.
        self.shape = convention.dealer_whist_shape if dealer_whists else None
        #: d1 took the whist back after d2's half-whist, d2 is out of the hand (§11.5).
        returned = HALF_WHIST in calls and whist_returned(n, hand.declarer, self.dealer, calls, (d1, d2))
        self.returned = returned
        # a whister answering alone: the 2-player defender (the dummy's tricks are his), the returning dealer,
        # d1 after taking the whist back
        self.alone = alone = n == 2 or dealer_whists or returned
        self.passer = None if alone or len(whisters) != 1 else (d2 if whisters[0] == d1 else d1)
        #: §12.2: a lone whister beside a passer, or d1 after taking the whist back, writes for his own tricks only.
        self.own_tricks = convention.lone_whister_tricks == "own" and (self.passer is not None or returned)
        self.u = u = declarer_undertricks(hand)  # a concession: three
        #: §11.1: a checked ten with ``checked_ten_whists = none``, a concession with ``concede_trick_whists =
        #: nothing`` — no whists for tricks and no consolation, from anybody.
        self.silent = (checked and convention.checked_ten_whists == "none") or (
            hand.conceded and convention.concede_trick_whists == "nothing"
        )
        if hand.conceded:
            self.t = None
            self.dt = 10 - level + u if convention.concede_trick_whists == "as_if_taken" else 0
        else:
            self.t = t = [count or 0 for count in hand.tricks or ()]  # a seat without cards: 0
            self.dt = t[d1] + t[d2]


def score_game(hand: GameHand, convention: Convention, n: int, index: int, dealt_by: int = 0) -> list[RawEntry]:
    """A trick game (RULES §3.1, §9.1, §9.3, §9.6, §10.1, §11.1–§11.5), for ``n`` players, dealt by seat
    ``dealt_by`` (the hand's dealer, or the sheet's seat in turn): each step a function below."""
    game = _TrickGame(hand, convention, n, dealt_by)
    out = _Writer(index, hand.contract, hand.multiplier)
    if hand.prikup and convention.prikup_premium:
        _prikup_premium(game, out)
    if not game.whisters:
        _not_played(game, out)
        return out.entries
    game.play()
    _declarer_result(game, out)
    if not game.silent:
        _whists_for_tricks(game, out)
    if game.u:
        if convention.remiz_scoring == "whists":
            _remiz_whists(game, out)
        elif convention.consolation and not game.silent:
            _consolation(game, out)
    if game.t is not None and game.obl and game.shape in (None, "whole_defence"):
        _whister_shortfall(game, out)
    return out.entries


def _prikup_premium(game: _TrickGame, out: _Writer) -> None:
    """RULES §9.1: the declarer pays for what the prikup sold him — the 4-player dealer writes it all,
    the defenders who speak share it (two players: the other person writes it all); §11.4: with three
    players and ``prikup_premium_writer = dealer``, the seat that dealt writes it all (nobody when the
    declarer dealt)."""
    sold = game.hand.prikup or 0
    amount, kind = sold * game.wpt, PRIKUP_REASONS[sold]
    if game.n == 4 and game.dealer is not None:
        out.whists(game.dealer, game.declarer, amount, kind)
    elif game.n == 3 and game.convention.prikup_premium_writer == "dealer":
        if game.dealt_by != game.declarer:
            out.whists(game.dealt_by, game.declarer, amount, kind)
    else:
        for seat in game.speakers:
            out.whists(seat, game.declarer, div(amount, len(game.speakers)), kind)


def _not_played(game: _TrickGame, out: _Writer) -> None:
    """RULES §3.1.1–2: both passed, or a half-whist — the declarer's price goes in without play, and the
    half-whister (only d2; with two players the other person) writes ``obl/2 · wpt``."""
    calls = game.hand.calls
    half = [seat for seat in game.speakers if calls[seat] == HALF_WHIST]
    if half:
        out.pulya(game.declarer, game.price, ReasonKind.HALF_WHIST)
        out.whists(half[0], game.declarer, div(OBLIGATION[game.level] * game.wpt, 2), ReasonKind.HALF_WHIST)
    else:
        out.pulya(game.declarer, game.price, ReasonKind.NOT_PLAYED)


def _declarer_result(game: _TrickGame, out: _Writer) -> None:
    """RULES §3.1.4: made, the price into the pulya; failed, ``u · p(L) · remiz_multiplier`` into the
    gora (none when the remiz is scored in whists, §9.6)."""
    if not game.u:
        out.pulya(game.declarer, game.price, ReasonKind.CONTRACT_MADE)
    elif game.convention.remiz_scoring == "gora":
        out.gora(game.declarer, game.u * game.price * game.convention.remiz_multiplier, ReasonKind.REMIZ)


def _whists_for_tricks(game: _TrickGame, out: _Writer) -> None:
    """RULES §3.1.3: two whisters each for his own tricks (pooled: half of ``dt`` each); a lone whister for
    ``dt`` — shared with the passer on a failed contract when gentleman (§9.6: on a made one too). The
    returning dealer (§9.3, §11.3) and d1 who took the whist back (§11.5) are lone whisters, never sharing."""
    convention, whisters, declarer = game.convention, game.whisters, game.declarer
    kind = ReasonKind.WHISTS_FOR_TRICKS
    if game.dealer_whists:
        kind = ReasonKind.DEALER_WHIST
    elif game.returned:
        kind = ReasonKind.RETURNED_WHIST
    if len(whisters) == 2:
        for seat in whisters:
            if convention.two_whisters == "pooled" or game.t is None:
                out.whists(seat, declarer, div(game.dt * game.wpt, 2), kind)
            else:
                out.whists(seat, declarer, game.t[seat] * game.wpt, kind)
    elif game.own_tricks:
        _own_tricks(game, out, kind)
    elif (
        game.passer is not None
        and convention.lone_whister_on_remiz == "gentleman"
        and (game.u or convention.gentleman_on_made)
    ):
        for seat in (whisters[0], game.passer):
            out.whists(seat, declarer, div(game.dt * game.wpt, 2), kind)
    else:
        out.whists(whisters[0], declarer, game.dt * game.wpt, kind)


def _own_tricks(game: _TrickGame, out: _Writer, kind: ReasonKind) -> None:
    """RULES §12.2 (``lone_whister_tricks = own``): the lone whister writes ``t[whister] · wpt`` — on a
    concession the credited ``dt``, all his — and the passer's tricks are written by nobody (the returned
    whist of §11.5 alike: d2's tricks). Never split with the passer."""
    whister = game.whisters[0]
    tricks = game.dt if game.t is None else game.t[whister]
    out.whists(whister, game.declarer, tricks * game.wpt, ReasonKind.OWN_TRICKS if kind is _TRICKS else kind)


_TRICKS = ReasonKind.WHISTS_FOR_TRICKS


class Remark(StrEnum):
    """What a hand's scoring did that wrote no number, so that no entry's reason tells it (context "ledger")."""

    NOBODYS_TRICKS = N_("ledger", "{name}'s tricks are nobody's: {whister} writes whists for his own tricks only")


class HandRemark(NamedTuple):
    """A :class:`Remark` about a hand, with the seats it names (``name``, ``whister``)."""

    remark: Remark
    seats: dict[str, int]

    def describe(self, players: Sequence[str], translate: Translate = _identity) -> str:
        """E.g. "Vera's tricks are nobody's: Boris writes whists for his own tricks only"."""
        names = {key: players[seat] for key, seat in self.seats.items()}
        return translate("ledger", str(self.remark)).format(**names)


def hand_remarks(hand: Hand, convention: Convention, n: int, dealt_by: int = 0) -> tuple[HandRemark, ...]:
    """What scoring ``hand`` did that no entry says (RULES §12.2: the passer's tricks, which nobody writes)."""
    if convention.lone_whister_tricks != "own" or not isinstance(hand, GameHand) or hand.tricks is None:
        return ()
    game = _TrickGame(hand, convention, n, dealt_by)
    if not game.whisters:
        return ()
    game.play()
    if not game.own_tricks or game.silent or game.t is None:
        return ()
    whister = game.whisters[0]
    other = game.d2 if whister == game.d1 else game.d1
    if not game.t[other]:
        return ()
    return (HandRemark(Remark.NOBODYS_TRICKS, {"name": other, "whister": whister}),)


def _dealer_writes_alone(game: _TrickGame, out: _Writer, amount: Amount, kind: ReasonKind) -> bool:
    """RULES §11.3: the returning dealer writes ``amount`` alone (``dealer_alone``), or twice, for the whole
    defence (``whole_defence``); whether he did (else the defenders write, as the caller says)."""
    if game.shape not in ("dealer_alone", "whole_defence"):
        return False
    shares = 2 if game.shape == "whole_defence" else 1
    out.whists(game.whisters[0], game.declarer, shares * amount, kind)  # the dealer
    return True


def _remiz_whists(game: _TrickGame, out: _Writer) -> None:
    """RULES §9.6 (``remiz_scoring = whists``): in place of gora and consolation, both defenders (the passer
    too, whatever the consolation options say) and a 4-player dealer who whists, or with
    ``consolation_to_dealer``, each write ``10 · u · remiz_multiplier``. §11.3: the dealer alone writes it
    (``dealer_alone``), or twice, for the whole defence (``whole_defence``); §11.5: the half-whister who
    is out writes nothing."""
    convention, dealer = game.convention, game.dealer
    amount = 10 * game.u * convention.remiz_multiplier
    if _dealer_writes_alone(game, out, amount, ReasonKind.REMIZ_WHISTS):
        return
    writers = [seat for seat in game.speakers if not (game.returned and seat == game.d2)]
    if game.n == 4 and dealer is not None and (game.dealer_whists or convention.consolation_to_dealer):
        writers.append(dealer)
    for seat in writers:
        out.whists(seat, game.declarer, amount, ReasonKind.REMIZ_WHISTS)


def _consolation(game: _TrickGame, out: _Writer) -> None:
    """RULES §3.1.4: each consolation writer writes ``u · wpt`` — the whisters, the passer with
    ``consolation_to_passer``, the 4-player dealer with ``consolation_to_dealer`` (§11.5: d1 who took the
    whist back, and the dealer, never the half-whister). §9.3: a returning dealer, and the two defenders
    only with ``consolation_to_passer``; §11.3: the dealer alone, or both consolations by him."""
    convention, dealer, amount = game.convention, game.dealer, game.u * game.wpt
    if _dealer_writes_alone(game, out, amount, ReasonKind.CONSOLATION):
        return
    writers = list(game.whisters)
    if game.dealer_whists:
        writers += [game.d1, game.d2] if convention.consolation_to_passer else []
    else:
        if game.passer is not None and convention.consolation_to_passer:
            writers.append(game.passer)
        if game.n == 4 and convention.consolation_to_dealer and dealer is not None:
            writers.append(dealer)
    for seat in writers:
        out.whists(seat, game.declarer, amount, ReasonKind.CONSOLATION)


def _whister_shortfall(game: _TrickGame, out: _Writer) -> None:
    """RULES §3.1.5, for a game played out with an obligation: a lone whister answers for ``obl`` with the
    passer's tricks (§11.3, §11.5: the whole-defence dealer, d1 after taking the whist back); pooled
    whisters share the side's shortfall; two whisters on 6–7 each answer for ``q = obl/2``, the partner's
    surplus covering; on 8–10 with no trick, ``high_contract_liability`` (§11.2: each his own)."""
    convention, t, pen, obl = game.convention, game.t, game.pen, game.obl
    assert t is not None  # played out: the caller checked
    d1, d2 = game.d1, game.d2
    kind = ReasonKind.WHISTER_SHORT
    if game.passer is not None or game.alone:
        out.gora(game.whisters[0], max(0, obl - game.dt) * pen, kind)
    elif convention.two_whisters == "pooled":
        short = max(0, obl - game.dt) * pen
        for seat in game.whisters:
            out.gora(seat, div(short, 2), kind)
    elif convention.two_whister_quota == "own":
        _own_quota(game, t, out)
    elif convention.two_whister_quota == "fewer_pays":
        _fewer_pays(game, t, out)
    elif game.level in (6, 7) and convention.two_whister_quota == "each_whole":
        for seat in (d1, d2):
            out.gora(seat, max(0, obl - game.dt) * pen, ReasonKind.WHOLE_SHORTFALL)
    elif game.level in (6, 7):
        q = obl // 2
        for seat, partner in ((d1, d2), (d2, d1)):
            surplus = max(0, t[partner] - q)
            out.gora(seat, max(0, q - t[seat] - surplus) * pen, kind)
    elif t[d1] == 0 and t[d2] == 0:
        for seat, share in _liable(game):
            out.gora(seat, share, kind)


def _own_quota(game: _TrickGame, t: list[int], out: _Writer) -> None:
    """RULES §11.2 (``two_whister_quota = own``), two whisters: on 6–7 each answers for ``obl/2`` of his own;
    on 8–10 the whisters ``high_contract_liability`` names each answer for one trick (``obl``) of his own."""
    d1, d2, pen, obl = game.d1, game.d2, game.pen, game.obl
    kind = ReasonKind.WHISTER_SHORT
    if game.level in (6, 7):
        for seat in (d1, d2):
            out.gora(seat, max(0, obl // 2 - t[seat]) * pen, kind)
        return
    for seat, share in _liable(game):
        out.gora(seat, max(0, obl - t[seat]) * share, kind)


def _fewer_pays(game: _TrickGame, t: list[int], out: _Writer) -> None:
    """RULES §12.1 (``two_whister_quota = fewer_pays``), two whisters, at every level: the one who took fewer
    tricks answers for the side's whole shortfall; when both took as many, each for half of it."""
    d1, d2 = game.d1, game.d2
    short = max(0, game.obl - game.dt) * game.pen
    if t[d1] == t[d2]:
        for seat in (d1, d2):
            out.gora(seat, div(short, 2), ReasonKind.SHORTFALL_TIE)
    else:
        out.gora(d1 if t[d1] < t[d2] else d2, short, ReasonKind.FEWER_PAYS)


def _liable(game: _TrickGame) -> tuple[tuple[int, Amount], ...]:
    """RULES §3.1.5, ``high_contract_liability``: who answers for a trick of an eight, nine or ten the two
    whisters fell short of, and for how much a trick — d2 alone in full, both in full, or both half."""
    liability, pen = game.convention.high_contract_liability, game.pen
    if liability == "second":
        return ((game.d2, pen),)
    share = pen if liability == "both" else div(pen, 2)
    return ((game.d1, share), (game.d2, share))


def score_misere(hand: MisereHand, convention: Convention, n: int, index: int) -> list[RawEntry]:
    """Misère (RULES §3.2)."""
    out = _Writer(index, MISERE, hand.multiplier)
    if made(hand):
        out.pulya(hand.declarer, MISERE_PRICE, ReasonKind.MISERE_MADE)
    else:
        out.gora(hand.declarer, hand.tricks * convention.misere_gora_per_trick, ReasonKind.MISERE_TRICKS)
    return out.entries


class _Raspasy:
    """One raspasy's facts for the scoring steps below (RULES §3.3, §9.2, §9.5): ``k`` the run, ``t`` the
    tricks per seat, the seats in writing order and the seats that score their tricks."""

    __slots__ = ("hand", "convention", "k", "price", "t", "order", "sitting_dealer", "scorers")

    def __init__(self, hand: RaspasyHand, convention: Convention, n: int, k: int, dealer: int) -> None:
        self.hand, self.convention, self.k = hand, convention, k
        self.price = raspasy_price(convention, k)  # gora per trick, or whists per trick of another player
        self.t = [count or 0 for count in hand.tricks]
        # clockwise from the dealer's left, the dealer last
        self.order = order = [*clockwise_after(dealer, n), dealer]
        #: The 4-player dealer (he sits out, or takes the prikup's tricks, §9.2); None with 2 or 3 players.
        self.sitting_dealer = sitting = hand.dealer if n == 4 else None
        scores_too = sitting is not None and dealer_takes_tricks(convention, n)
        self.scorers = [seat for seat in order if seat != sitting or scores_too]

    def premium(self, seat: int) -> bool:
        """Whether ``seat`` gets the zero-trick premium (a 4-player dealer only with ``dealer_zero_premium``)."""
        if seat == self.sitting_dealer:
            return self.convention.dealer_zero_premium and self.t[seat] == 0
        return self.t[seat] == 0


def score_raspasy(
    hand: RaspasyHand, convention: Convention, n: int, index: int, k: int, dealer: int = 0
) -> list[RawEntry]:
    """Raspasy, the ``k``-th in a row (RULES §3.3, §9.2, §9.5, §10.2), dealt by ``dealer``.

    Entries go clockwise from the dealer's left (the dealer last), so that when
    two zero-trick premiums overflow the same hand, the help goes in table order.
    """
    out = _Writer(index, None, hand.multiplier)
    raspasy = _Raspasy(hand, convention, n, k, dealer)
    if convention.raspasy_scoring == "gora":
        _raspasy_in_gora(raspasy, out)
    else:
        _raspasy_in_whists(raspasy, out)
    return out.entries


def zero_trick_premium(convention: Convention, k: int) -> Amount:
    """The pulya points a player who took no trick on the ``k``-th raspasy in a row gets, before a hand's
    multiplier (RULES §3.3, §9.5, §11.6): 1, 2, the trick price (``/ pulya_to_gora``), the raspasy price
    ``raspasy_trick_price · step(k)``, the step, or nothing. Under ``whists`` scoring ``trick_price`` and
    ``gora_two_tricks`` give 1; under ``gora`` scoring ``gora_two_tricks`` writes gora instead (0 here)."""
    zero = convention.raspasy_zero_tricks
    if zero == "gora_write_off":  # §12.4: off the gora, not into the pulya
        return 0
    if zero == "pulya_price":
        return convention.raspasy_trick_price * raspasy_step(convention, k)
    if zero == "pulya_step":
        return raspasy_step(convention, k)
    if convention.raspasy_scoring == "gora":
        if zero == "trick_price":
            return div(raspasy_price(convention, k), convention.pulya_to_gora)
        return {"pulya_1": 1, "pulya_2": 2}.get(zero, 0)
    return 0 if zero == "none" else 2 if zero == "pulya_2" else 1


def _raspasy_in_gora(raspasy: _Raspasy, out: _Writer) -> None:
    """RULES §3.3 (``raspasy_scoring = gora``): each trick at the price into the gora (§9.5: after the
    amnesty strikes the fewest tricks from everyone), then the zero-trick premium."""
    convention, t, price = raspasy.convention, raspasy.t, raspasy.price
    struck = min(t[seat] for seat in raspasy.scorers) if convention.raspasy_amnesty else 0
    off_the_gora = convention.raspasy_zero_tricks == "gora_two_tricks"
    written_off = convention.raspasy_zero_tricks == "gora_write_off"
    points = zero_trick_premium(convention, raspasy.k)
    for seat in raspasy.order:
        if seat in raspasy.scorers:
            kind = ReasonKind.RASPASY_DEALER if seat == raspasy.sitting_dealer else ReasonKind.RASPASY_TRICKS
            if struck:
                kind = ReasonKind.RASPASY_AMNESTY
            out.gora(seat, (t[seat] - struck) * price, kind)
        if raspasy.premium(seat):
            if off_the_gora:
                out.gora(seat, -2 * price, ReasonKind.RASPASY_ZERO_GORA)
            elif written_off:
                _premium_off_the_gora(raspasy, seat, out)
            else:
                out.pulya(seat, points, ReasonKind.RASPASY_ZERO)


def _raspasy_in_whists(raspasy: _Raspasy, out: _Writer) -> None:
    """RULES §3.3 (``raspasy_scoring = whists``): the fewest tricks ``m`` write whists on every other scorer
    for his tricks (split between them with ``raspasy_tie = split``); with ``m = 0`` they get the premium."""
    convention, t, dealer = raspasy.convention, raspasy.t, raspasy.sitting_dealer
    candidates = [seat for seat in raspasy.scorers if seat != dealer]  # the dealer is never the fewest
    m = min(t[seat] for seat in candidates)
    low = [seat for seat in candidates if t[seat] == m]
    points = zero_trick_premium(convention, raspasy.k)
    for seat in raspasy.order:
        if seat in low:
            for other in raspasy.scorers:
                if other not in low:
                    amount: Amount = raspasy.price * t[other]
                    if convention.raspasy_tie == "split":
                        amount = div(amount, len(low))
                    out.whists(seat, other, amount, ReasonKind.RASPASY_WHISTS)
            if m == 0:
                _premium(raspasy, seat, points, out)
        elif seat == dealer and raspasy.premium(seat):
            _premium(raspasy, seat, points, out)


def _premium(raspasy: _Raspasy, seat: int, points: Amount, out: _Writer) -> None:
    """The zero-trick premium under ``whists`` scoring: ``points`` into the pulya, or (§12.4) off the gora."""
    if raspasy.convention.raspasy_zero_tricks == "gora_write_off":
        _premium_off_the_gora(raspasy, seat, out)
    else:
        out.pulya(seat, points, ReasonKind.RASPASY_ZERO)


def _premium_off_the_gora(raspasy: _Raspasy, seat: int, out: _Writer) -> None:
    """RULES §12.4 (``raspasy_zero_tricks = gora_write_off``): one pulya point off the gora, at ``pulya_to_gora``,
    whatever the step; the sheet stops it at a gora of 0 when ``write_off_below_zero`` is off."""
    out.gora(seat, -raspasy.convention.pulya_to_gora, ReasonKind.RASPASY_ZERO_WRITE_OFF)


def score_adjustment(hand: AdjustmentHand, convention: Convention, n: int, index: int) -> list[RawEntry]:
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


def score_hand(hand: Hand, convention: Convention, n: int, index: int, k: int = 0, dealer: int = 0) -> list[RawEntry]:
    """The entries of any hand, before the sheet caps the pulya (``k`` the raspasy run; ``dealer`` the seat
    that dealt it, the hand's own or the one in turn: see :func:`score_raspasy`, :func:`score_game`)."""
    match hand:
        case GameHand():
            return score_game(hand, convention, n, index, dealer)
        case MisereHand():
            return score_misere(hand, convention, n, index)
        case RaspasyHand():
            return score_raspasy(hand, convention, n, index, k, dealer)
        case AdjustmentHand():
            return score_adjustment(hand, convention, n, index)
    raise TypeError(f"not a hand: {hand!r}")
