"""Hand records and contracts.

A hand is one of four records, told apart by ``kind``: ``game``, ``misere``,
``raspasy`` and ``adjustment`` (FORMAT.md). Records hold what happened at the
table; help, write-offs and the raspasy run are derived by the sheet.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, field_validator

from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import ContractError

if TYPE_CHECKING:
    from prefcount.ledger.conventions import Convention

SUITS = ("S", "C", "D", "H", "NT")
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "NT"}
#: Contract price p(L) in pulya points (RULES §2); misère is 10.
PRICE = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
#: The defenders' obligation obl(L) in tricks.
OBLIGATION = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
MISERE_PRICE = 10
#: Tricks in a deal: every hand played out has exactly this many.
TRICKS = 10
#: What a hand may be multiplied by (RULES §9.8): 1 as written, 2 (dark), 4 — the order the dark key steps through.
MULTIPLIERS = (1, 2, 4)
#: The levels on which a half-whist may be said (RULES §3.1.2).
HALF_WHIST_LEVELS = (6, 7)
#: How many tricks the prikup may sell the declarer (RULES §9.1): an ace 1, ace and king of a suit 2, two aces 3.
PRIKUP_COUNTS = (0, 1, 2, 3)


@dataclass(frozen=True, order=True)
class Contract:
    """A trick contract: level 6..10 and a suit (``NT`` for no trumps)."""

    level: int
    suit: str

    def __post_init__(self) -> None:
        if self.level not in PRICE or self.suit not in SUITS:
            raise ContractError(N_("ledger", "'{text}' is not a contract"), text=f"{self.level}{self.suit}")

    def __str__(self) -> str:
        return f"{self.level}{self.suit}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"

    @property
    def symbol(self) -> str:
        """As players write it: ``7♥``, ``6NT``."""
        return f"{self.level}{SUIT_SYMBOLS[self.suit]}"

    @property
    def price(self) -> int:
        return PRICE[self.level]

    @property
    def obligation(self) -> int:
        return OBLIGATION[self.level]

    @property
    def rank(self) -> int:
        """Position in the bidding order (misère sits between 8NT and 9♠)."""
        return BIDS.index(self)

    @classmethod
    def parse(cls, text: str) -> Contract:
        bid = parse_bid(text)
        if not isinstance(bid, Contract):
            raise ContractError(N_("ledger", "'{text}' is not a contract"), text=text)
        return bid


class _Misere:
    """The misère bid in the bidding order (a hand of its own kind, not a trick contract)."""

    _instance: _Misere | None = None

    def __new__(cls) -> _Misere:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    level = 8.5  # sorts between 8NT and 9♠
    symbol = "misère"

    def __str__(self) -> str:
        return "misere"

    def __repr__(self) -> str:
        return "MISERE"

    @property
    def rank(self) -> int:
        return BIDS.index(self)


MISERE = _Misere()
# A bid in the bidding order: a trick contract or the misère.
Bid = Contract | _Misere

BIDS: tuple[Contract | _Misere, ...] = tuple(
    [Contract(level, suit) for level in (6, 7, 8) for suit in SUITS]
    + [MISERE]
    + [Contract(level, suit) for level in (9, 10) for suit in SUITS]
)
#: Every bid by its file notation (``str(bid)``: "7H", "6NT", "misere").
BID_BY_NOTATION: dict[str, Bid] = {str(bid): bid for bid in BIDS}

_SUIT_WORDS = {
    "S": "S",
    "♠": "S",
    "П": "S",
    "ПИКИ": "S",
    "ПИ": "S",
    "C": "C",
    "♣": "C",
    "Т": "C",
    "ТРЕФЫ": "C",
    "ТР": "C",
    "К": "C",
    "ХРЕСТИ": "C",
    "D": "D",
    "♦": "D",
    "Б": "D",
    "БУБНЫ": "D",
    "БУБИ": "D",
    "Д": "D",
    "H": "H",
    "♥": "H",
    "Ч": "H",
    "ЧЕРВЫ": "H",
    "ЧЕРВИ": "H",
    "NT": "NT",
    "БК": "NT",
    "Б/К": "NT",
    "БЕЗКОЗЫРЬ": "NT",
    "N": "NT",
    "NOTRUMPS": "NT",
    "♤": "S",
    "♧": "C",
    "♢": "D",
    "♡": "H",
}
_MISERE_WORDS = {"MISERE", "MISÈRE", "МИЗЕР", "МІЗЕР", "M", "М"}
_BID_RE = re.compile(r"^\s*(10|[6-9])\s*(.+?)\s*$")


def parse_bid(text: str) -> Contract | _Misere:
    """A contract or :data:`MISERE` from what a player types.

    Accepts the file notation (``7H``, ``6NT``), suit symbols (``7♥``), Russian
    letters (``7ч``, ``6БК``) and ``мизер``/``misere``. Raises :class:`ContractError`.
    """
    if not isinstance(text, str):
        raise ContractError(N_("ledger", "'{text}' is not a contract"), text=text)
    known = BID_BY_NOTATION.get(text)  # the file's own notation, as every hand of a game file has it
    if known is not None:
        return known
    upper = text.strip().upper()
    if upper in _MISERE_WORDS:
        return MISERE
    match = _BID_RE.match(upper)
    if match and match.group(2) in _SUIT_WORDS:
        return Contract(int(match.group(1)), _SUIT_WORDS[match.group(2)])
    raise ContractError(
        N_("ledger", "'{text}' is not a contract: write a level 6–10 and a suit, e.g. 7H, 7♥, 6БК, or misère"),
        text=text,
    )


class HandKind(StrEnum):
    """The four kinds of hand record (the ``kind`` key of a hand in a game file)."""

    GAME = "game"
    MISERE = "misere"
    RASPASY = "raspasy"
    ADJUSTMENT = "adjustment"


class Call(StrEnum):
    """What a defender says to a trick game."""

    WHIST = "whist"
    PASS = "pass"
    HALF_WHIST = "half-whist"


# The calls as plain names: reading a member off its enum class costs some 0.1–0.2 µs in Python 3.11 (a
# descriptor), and the ledger reads them a dozen times a hand.
WHIST, PASS, HALF_WHIST = Call.WHIST, Call.PASS, Call.HALF_WHIST


def was_played(
    calls: Sequence[Call | str | None], conceded: bool = False, convention: Convention | None = None
) -> bool:
    """Whether a trick game with these calls is played out, so that it has tricks.

    Only a whist makes the defence play; both passing, a half-whist or a
    concession («без трёх») end the hand without play. A whist beside a
    half-whist is d1 taking the whist back (RULES §11.5): played, d1 the lone
    whister, where the ``convention`` plays it (``returned_whist =
    half_whister_out``); under another convention it is no hand at all (the
    validator says why), not played. Without a convention (a hand already
    recorded, which the validator let through) it is played.
    """
    if conceded or WHIST not in calls:
        return False
    return convention is None or HALF_WHIST not in calls or convention.returned_whist == "half_whister_out"


def may_be_dark(kind: str) -> bool:
    """Whether a hand of this kind may carry a ``multiplier`` (RULES §9.8): any game, misère or raspasy,
    never an adjustment (it is written as it is)."""
    return kind in (HandKind.GAME, HandKind.MISERE, HandKind.RASPASY)


def prikup_allowed(convention: Convention, kind: str) -> bool:
    """Whether a hand of this kind may carry the tricks the prikup sold (RULES §9.1): only a trick game,
    and only with ``prikup_premium``."""
    return kind == HandKind.GAME and convention.prikup_premium


#: A concession («без трёх») is scored as this many undertricks (RULES §3.1.6).
CONCEDED_UNDERTRICKS = 3


def declarer_undertricks(hand: GameHand) -> int:
    """How many tricks the declarer of a trick game fell short (недобор, RULES §3.1): a concession
    («без трёх») is three; a game not played out (both passed, a half-whist) is made, none."""
    if hand.conceded:
        return CONCEDED_UNDERTRICKS
    if hand.tricks is None:
        return 0
    return max(0, hand.contract.level - (hand.tricks[hand.declarer] or 0))


def made(hand: GameHand | MisereHand) -> bool:
    """Whether the declarer made his contract: a trick game without undertricks (one not played out is
    made; a concession is not), a misère without a trick (else he was caught)."""
    if isinstance(hand, MisereHand):
        return hand.tricks == 0
    return not declarer_undertricks(hand)


def seat_count(players: int) -> int:
    """Entries in a hand's per-seat ``calls`` and ``tricks``: one per player, plus the dummy with two players."""
    return 3 if players == 2 else players


def active_seats(n: int, dealer: int | None) -> list[int]:
    """Seats that hold cards this hand: all three (two players: both and the dummy), or all but the 4-player dealer."""
    return [seat for seat in range(seat_count(n)) if not (n == 4 and seat == dealer)]


def clockwise_after(seat: int, n: int) -> list[int]:
    """The other players of a game of ``n``, clockwise from ``seat``'s left."""
    return [(seat + step) % n for step in range(1, n)]


def defenders(declarer: int, n: int, dealer: int | None) -> tuple[int, int]:
    """The two active seats after the declarer clockwise: (d1 who speaks first, d2).

    With two players they are the other player and the dummy (seat 2), in that order.
    """
    if n == 2:
        return 1 - declarer, DUMMY
    first = (declarer + 1) % n
    if n == 4 and first == dealer:
        first = (first + 1) % n
    second = (first + 1) % n
    if n == 4 and second == dealer:
        second = (second + 1) % n
    return first, second


#: The dummy's seat (болван) in a game of two: the third entry of ``calls`` and ``tricks``.
DUMMY = 2


def speaking_defenders(declarer: int, n: int, dealer: int | None) -> tuple[int, ...]:
    """The defenders who answer a trick game, in the order they speak: both (:func:`defenders`), or with
    two players only the other player (the dummy never speaks)."""
    first, second = defenders(declarer, n, dealer)
    return (first,) if n == 2 else (first, second)


def dealer_may_return_whist(
    convention: Convention, n: int, declarer: int, dealer: int | None, calls: Sequence[Call | str | None]
) -> bool:
    """Whether the 4-player dealer may whist on this trick game (RULES §9.3): the convention lets him
    (``dealer_may_whist``) and both defenders passed."""
    if n != 4 or dealer is None or not convention.dealer_may_whist:
        return False
    return all(calls[seat] == PASS for seat in defenders(declarer, n, dealer))


def whist_returned(
    n: int,
    declarer: int,
    dealer: int | None,
    calls: Sequence[Call | str | None],
    pair: tuple[int, int] | None = None,
) -> bool:
    """Whether d1 took the whist back after d2's half-whist (RULES §11.5): d1 ``whist``, d2 ``half-whist``
    (3 or 4 players; with two nobody can). The validator allows it only with ``returned_whist =
    half_whister_out``; the hand is then a one-whister game, d1 the lone whister, d2 out of it. ``pair``:
    the hand's :func:`defenders`, passed by a caller that has them already (the scoring)."""
    if n == 2:
        return False
    first, second = pair or defenders(declarer, n, dealer)
    return calls[first] == WHIST and calls[second] == HALF_WHIST


def stalingrad_six(convention: Convention, contract: Contract) -> bool:
    """Whether ``contract`` is the 6♠ that Stalingrad has both defenders whist (RULES §3.1.7)."""
    return convention.stalingrad and str(contract) == "6S"


class HalfWhistFault(StrEnum):
    """Why a half-whist is not allowed (:func:`half_whist_fault`); each value is the validator's problem code."""

    OFF = "half_whist_off"
    LEVEL = "half_whist_level"
    FIRST = "half_whist_first"
    AFTER_WHIST = "half_whist_after_whist"


def half_whist_fault(
    convention: Convention, n: int, level: int, first_call: Call | str | None
) -> HalfWhistFault | None:
    """The one place that says whether a half-whist is allowed, beside d1's ``first_call`` (with two players,
    the other person's own call), on a contract of ``level``: RULES §3.1.2 — only where the convention plays
    it, on a six or a seven, by d2 after d1 passed (two players: by the other person); §11.8 — after d1's
    whist (d1 took the whist back) only with ``returned_whist = half_whister_out``. The first fault in that
    order, or None. (A Stalingrad 6♠ has its own rule: :func:`stalingrad_six`.)"""
    if not convention.half_whist:
        return HalfWhistFault.OFF
    if level not in HALF_WHIST_LEVELS:
        return HalfWhistFault.LEVEL
    if first_call == HALF_WHIST and n != 2:
        return HalfWhistFault.FIRST
    if first_call == WHIST and convention.returned_whist != "half_whister_out":
        return HalfWhistFault.AFTER_WHIST
    return None


def may_return_whist_after_half(
    convention: Convention,
    n: int,
    contract: Contract,
    declarer: int,
    dealer: int | None,
    calls: Sequence[Call | str | None],
) -> bool:
    """Whether d1 may whist after d2's half-whist on this trick game, the half-whister leaving the hand
    (RULES §11.5, §11.8): 3 or 4 players, d2 said half-whist (d1's call, pass or whist, is the one that may
    change), the half-whist beside d1's whist has no :func:`half_whist_fault`, and it is not a Stalingrad 6♠
    (both must whist it)."""
    if n == 2 or calls[defenders(declarer, n, dealer)[1]] != HALF_WHIST:
        return False
    if stalingrad_six(convention, contract):
        return False
    return half_whist_fault(convention, n, contract.level, WHIST) is None


def may_take_whist_back(convention: Convention, n: int, hand: GameHand) -> bool:
    """Whether d1, who passed, may now take the whist back after d2's half-whist, as the table speaks it
    («пас – полвиста – вист», RULES §11.5): ``hand`` (a trick game as entered so far) stands at d1 ``pass``,
    d2 ``half-whist``, not conceded, and the convention lets d1 whist after the half-whist
    (:func:`may_return_whist_after_half`). His whist then makes it a one-whister game, played out."""
    declarer, dealer, calls = hand.declarer, hand.dealer, hand.calls
    if hand.conceded or calls[defenders(declarer, n, dealer)[0]] != PASS:
        return False
    return may_return_whist_after_half(convention, n, hand.contract, declarer, dealer, calls)


def dealer_returns_whist(n: int, dealer: int | None, calls: Sequence[Call | str | None]) -> bool:
    """Whether the 4-player dealer returned the whist (RULES §9.3): his call is recorded as ``whist``."""
    return n == 4 and dealer is not None and calls[dealer] == WHIST


def whisters(hand: GameHand, n: int, speakers: Sequence[int] | None = None) -> tuple[int, ...]:
    """Who whisted a trick game: the defenders who said whist, in the order they spoke, or the 4-player
    dealer alone when he returned the whist (RULES §9.3: both defenders passed). Empty when nobody whisted
    (both passed, a half-whist); a concession keeps its whisters. ``speakers`` are the hand's
    :func:`speaking_defenders`, passed by a caller that has them already (the scoring)."""
    dealer, calls = hand.dealer, hand.calls
    if dealer is not None and dealer_returns_whist(n, dealer, calls):
        return (dealer,)
    if speakers is None:
        speakers = speaking_defenders(hand.declarer, n, dealer)
    return tuple([seat for seat in speakers if calls[seat] == WHIST])


def recorded_call(n: int, dealer: int | None, seat: int, call: Call | None) -> Call | None:
    """The call a hand records for ``seat``: the 4-player dealer either returns the whist or says
    nothing (RULES §9.3), so any other word of his is no call; anyone else's call is as said."""
    if n == 4 and seat == dealer and call != WHIST:
        return None
    return call


def call_seats(
    convention: Convention, n: int, declarer: int, dealer: int | None, calls: Sequence[Call | str | None]
) -> tuple[int, ...]:
    """Whose calls a trick game records, in the order they speak: the :func:`speaking_defenders`, then a 4-player
    dealer who may return the whist (:func:`dealer_may_return_whist`)."""
    seats = speaking_defenders(declarer, n, dealer)
    if dealer is not None and dealer_may_return_whist(convention, n, declarer, dealer, calls):
        return (*seats, dealer)
    return seats


def dealer_takes_tricks(convention: Convention, n: int) -> bool:
    """Whether the 4-player dealer takes the prikup's tricks on raspasy, so that his count is recorded and
    scored (RULES §9.2, ``dealer_on_raspasy = takes_prikup_tricks``); with 2 or 3 players nobody sits out."""
    return n == 4 and convention.dealer_on_raspasy == "takes_prikup_tricks"


def recorded_dealer(n: int, dealer: int | None, in_turn: int | None) -> int | None:
    """The dealer a hand records, given who deals ``in_turn`` (the sheet's ``next_dealer``): with four
    players always (he sits out, RULES §3); with two or three only when it is not the one in turn
    (a hand without ``dealer`` is dealt by the seat after the previous dealer, §9.7)."""
    if n in (2, 3) and dealer == in_turn:
        return None
    return dealer


def trick_seats(
    hand: Any, n: int, dealer_takes_tricks: bool = False, convention: Convention | None = None
) -> tuple[int, ...]:
    """The seats whose tricks a hand records, in seat order (empty when it records none).

    A trick game played out: the declarer and both defenders (two players: both and
    the dummy); a misère: the declarer; raspasy: every seat holding cards, and the
    4-player dealer too when he takes the prikup's tricks (``dealer_takes_tricks``,
    RULES §9.2). A game not played out and an adjustment record no tricks. Played out
    as :func:`was_played` says under ``convention`` (a hand still being entered: a whist
    beside a half-whist is played only where the convention plays it); without one, as
    a recorded hand says.
    """
    match hand:
        case GameHand():
            if not was_played(hand.calls, hand.conceded, convention):
                return ()
            return tuple(sorted((hand.declarer, *defenders(hand.declarer, n, hand.dealer))))
        case MisereHand():
            return (hand.declarer,)
        case RaspasyHand():
            if n == 4 and dealer_takes_tricks:
                return tuple(range(n))
            return tuple(active_seats(n, hand.dealer))
    return ()


def last_count_seat(
    hand: Any, n: int, dealer_takes_tricks: bool = False, convention: Convention | None = None
) -> int | None:
    """The seat whose trick count follows from the others' (:func:`remaining_tricks`), so that nobody types it.

    A trick game played out: the second defender (two players: the dummy); raspasy: the last
    seat of :func:`trick_seats` in seat order, never the 4-player dealer (the prikup's tricks he
    takes, RULES §9.2, are counted, not derived). A hand with one count (a misère) or none has no such seat.
    """
    seats = trick_seats(hand, n, dealer_takes_tricks, convention)
    if len(seats) < 2:
        return None
    if isinstance(hand, GameHand):
        return defenders(hand.declarer, n, hand.dealer)[1]
    counted = [seat for seat in seats if not (n == 4 and seat == hand.dealer)]
    return counted[-1] if counted else None


def remaining_tricks(others: Iterable[int | None]) -> int | None:
    """The last count: ten (:data:`TRICKS`) minus the ``others``, or None while one of them is unknown.

    It may come out below zero: the validator then says the counts are too many.
    """
    total = 0
    for count in others:
        if count is None:
            return None
        total += count
    return TRICKS - total


Seat = StrictInt
Tricks = StrictInt


class _HandBase(BaseModel):
    """What every kind of hand may carry."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    dealer: Seat | None = None
    open: StrictBool = False
    note: str | None = None
    time: str | None = None
    #: RULES §9.8: a hand written double (dark) or four times; 1 is omitted in files.
    multiplier: StrictInt = 1
    #: RULES §9.1: tricks the prikup sold the declarer of a trick game (0–3); only games may carry it.
    prikup: StrictInt | None = None

    @property
    def declared(self) -> bool:
        """Whether the hand has a declarer and a bid: a game or a misère (not raspasy, not an adjustment).
        Each kind says it as a literal, so a check of it tells the type checker which kinds have a declarer."""
        raise NotImplementedError

    def needs_version_2(self, players: int) -> bool:
        """Whether this hand uses a field of game-file version 2 (RULES §9–§11). A two-player game is
        version 2 whatever its hands hold (:attr:`Game.file_version` says so before asking them)."""
        if self.multiplier != 1 or self.prikup is not None:
            return True
        if players == 4 and self.dealer is not None:
            for field in ("calls", "tricks"):
                values = getattr(self, field, None)
                if isinstance(values, tuple) and self.dealer < len(values) and values[self.dealer] is not None:
                    return True
        return False


class GameHand(_HandBase):
    """A trick game: declarer, contract, the defenders' calls, and the tricks if it was played."""

    kind: Literal[HandKind.GAME] = HandKind.GAME
    declarer: Seat
    contract: Contract
    calls: tuple[Call | None, ...]
    tricks: tuple[Tricks | None, ...] | None = None
    conceded: StrictBool = False

    @property
    def declared(self) -> Literal[True]:
        return True

    @field_validator("contract", mode="before")
    @classmethod
    def _parse_contract(cls, value: Any) -> Contract:
        if isinstance(value, Contract):
            return value
        bid = parse_bid(value)
        if not isinstance(bid, Contract):
            raise ContractError(N_("ledger", "A misère is its own kind of hand, not a game contract"))
        return bid

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        data["contract"] = str(self.contract)
        return {"kind": str(HandKind.GAME), **_ordered(data, ("dealer", "declarer", "contract", "calls", "tricks"))}

    @property
    def played(self) -> bool:
        """Whether cards were played for tricks (not both-pass, half-whist or a concession)."""
        return was_played(self.calls, self.conceded)

    def needs_version_2(self, players: int) -> bool:
        """As for any hand; and a whist beside a half-whist — d1 taking the whist back, RULES §11.5 — is
        version 2 (version 1 has no such hand)."""
        return super().needs_version_2(players) or (HALF_WHIST in self.calls and WHIST in self.calls)


class MisereHand(_HandBase):
    """A misère: the declarer tries to take no trick."""

    kind: Literal[HandKind.MISERE] = HandKind.MISERE
    declarer: Seat
    tricks: Tricks
    calls: tuple[Call | None, ...] | None = None  # never allowed to hold a call; kept for a clear message

    @property
    def declared(self) -> Literal[True]:
        return True

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": str(HandKind.MISERE), **_ordered(data, ("dealer", "declarer", "tricks"))}


class RaspasyHand(_HandBase):
    """Raspasy: everybody passed and each plays to take as few tricks as he can."""

    kind: Literal[HandKind.RASPASY] = HandKind.RASPASY
    tricks: tuple[Tricks | None, ...]
    calls: tuple[Call | None, ...] | None = None  # never allowed to hold a call; kept for a clear message

    @property
    def declared(self) -> Literal[False]:
        return False

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": str(HandKind.RASPASY), **_ordered(data, ("dealer", "tricks"))}


class AdjustmentHand(_HandBase):
    """A hand-written correction: amounts added to the zones as they are."""

    kind: Literal[HandKind.ADJUSTMENT] = HandKind.ADJUSTMENT
    pulya: tuple[StrictInt, ...] | None = None
    gora: tuple[StrictInt, ...] | None = None
    whists: tuple[tuple[StrictInt, ...], ...] | None = None

    @property
    def declared(self) -> Literal[False]:
        return False

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": str(HandKind.ADJUSTMENT), **_ordered(data, ("dealer", "pulya", "gora", "whists"))}


Hand = Annotated[GameHand | MisereHand | RaspasyHand | AdjustmentHand, Field(discriminator="kind")]


def _ordered(data: dict[str, Any], first: tuple[str, ...]) -> dict[str, Any]:
    out = {key: data[key] for key in first if key in data}
    out.update((key, value) for key, value in data.items() if key not in out)
    for key, value in out.items():
        if isinstance(value, tuple):
            out[key] = [list(item) if isinstance(item, tuple) else item for item in value]
    return out
