"""Hand records and contracts.

A hand is one of four records, told apart by ``kind``: ``game``, ``misere``,
``raspasy`` and ``adjustment`` (FORMAT.md). Records hold what happened at the
table; help, write-offs and the raspasy run are derived by the sheet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, field_validator

from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import ContractError

SUITS = ("S", "C", "D", "H", "NT")
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "NT"}
#: Contract price p(L) in pulya points (RULES §2); misère is 10.
PRICE = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
#: The defenders' obligation obl(L) in tricks.
OBLIGATION = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
MISERE_PRICE = 10
#: Tricks in a deal: every hand played out has exactly this many.
TRICKS = 10


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

BIDS: tuple = tuple(
    [Contract(level, suit) for level in (6, 7, 8) for suit in SUITS]
    + [MISERE]
    + [Contract(level, suit) for level in (9, 10) for suit in SUITS]
)

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


def parse_bid(text: str):
    """A contract or :data:`MISERE` from what a player types.

    Accepts the file notation (``7H``, ``6NT``), suit symbols (``7♥``), Russian
    letters (``7ч``, ``6БК``) and ``мизер``/``misere``. Raises :class:`ContractError`.
    """
    if not isinstance(text, str):
        raise ContractError(N_("ledger", "'{text}' is not a contract"), text=text)
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


Call = Literal["whist", "pass", "half-whist"]


def was_played(calls, conceded: bool = False) -> bool:
    """Whether a trick game with these calls is played out, so that it has tricks.

    Only a whist makes the defence play; both passing, a half-whist or a
    concession («без трёх») end the hand without play. (A whist beside a
    half-whist is not a hand at all: the validator says why.)
    """
    return not conceded and "whist" in calls and "half-whist" not in calls


Seat = StrictInt
Tricks = StrictInt


class _HandBase(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    dealer: Seat | None = None
    open: StrictBool = False
    note: str | None = None
    time: str | None = None


class GameHand(_HandBase):
    """A trick game: declarer, contract, the defenders' calls, and the tricks if it was played."""

    kind: Literal["game"] = "game"
    declarer: Seat
    contract: Contract
    calls: tuple[Call | None, ...]
    tricks: tuple[Tricks | None, ...] | None = None
    conceded: StrictBool = False

    @field_validator("contract", mode="before")
    @classmethod
    def _parse_contract(cls, value):
        if isinstance(value, Contract):
            return value
        bid = parse_bid(value)
        if not isinstance(bid, Contract):
            raise ContractError(N_("ledger", "A misère is its own kind of hand, not a game contract"))
        return bid

    def to_dict(self) -> dict:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        data["contract"] = str(self.contract)
        return {"kind": "game", **_ordered(data, ("dealer", "declarer", "contract", "calls", "tricks"))}

    @property
    def played(self) -> bool:
        """Whether cards were played for tricks (not both-pass, half-whist or a concession)."""
        return was_played(self.calls, self.conceded)


class MisereHand(_HandBase):
    """A misère: the declarer tries to take no trick."""

    kind: Literal["misere"] = "misere"
    declarer: Seat
    tricks: Tricks
    calls: tuple[Call | None, ...] | None = None  # never allowed to hold a call; kept for a clear message

    def to_dict(self) -> dict:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": "misere", **_ordered(data, ("dealer", "declarer", "tricks"))}


class RaspasyHand(_HandBase):
    """Raspasy: everybody passed and each plays to take as few tricks as he can."""

    kind: Literal["raspasy"] = "raspasy"
    tricks: tuple[Tricks | None, ...]
    calls: tuple[Call | None, ...] | None = None  # never allowed to hold a call; kept for a clear message

    def to_dict(self) -> dict:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": "raspasy", **_ordered(data, ("dealer", "tricks"))}


class AdjustmentHand(_HandBase):
    """A hand-written correction: amounts added to the zones as they are."""

    kind: Literal["adjustment"] = "adjustment"
    pulya: tuple[StrictInt, ...] | None = None
    gora: tuple[StrictInt, ...] | None = None
    whists: tuple[tuple[StrictInt, ...], ...] | None = None

    def to_dict(self) -> dict:
        data = self.model_dump(exclude_defaults=True, exclude={"kind"})
        return {"kind": "adjustment", **_ordered(data, ("dealer", "pulya", "gora", "whists"))}


Hand = Annotated[GameHand | MisereHand | RaspasyHand | AdjustmentHand, Field(discriminator="kind")]


def _ordered(data: dict, first: tuple[str, ...]) -> dict:
    out = {key: data[key] for key in first if key in data}
    out.update((key, value) for key, value in data.items() if key not in out)
    for key, value in out.items():
        if isinstance(value, tuple):
            out[key] = [list(v) if isinstance(v, tuple) else v for v in value]
    return out
