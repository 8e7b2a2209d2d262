"""A game: the players in clockwise order, the convention, and the hands in playing order.

A game is immutable; an edit returns a new game and the sheet is derived again
by replaying the hands (DESIGN: a game is an immutable list of hand records).
"""

from __future__ import annotations

import unicodedata
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from prefcount.ledger.conventions import PRESETS, Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import PlayersError
from prefcount.ledger.hands import Hand

FORMAT_NAME = "prefcount-game"
#: The newest game file version this prefcount reads and writes (FORMAT.md).
FORMAT_VERSION = 2
# The longest currency mark a game file may carry ("₽", "₴", "€", "$", "грн"; "" for none).
CURRENCY_LENGTH = 8
# The longest game identifier a file may carry (FORMAT.md ``id``).
MAX_ID = 64


def new_game_id() -> str:
    """A random identifier for a game being created (FORMAT.md ``id``): a UUID4, written once and kept by
    every save, copy and edit, so that a club book tells one game from another."""
    import uuid  # here: only a new game needs it

    return str(uuid.uuid4())


def check_game_id(value: Any) -> str:
    """``value`` if it can be a game's ``id``: text of 1 to :data:`MAX_ID` printable characters."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID or not value.isprintable():
        raise ValueError(f"a game id is text of 1 to {MAX_ID} printable characters")
    return value


#: The longest player name (it has to fit the pulka's edge and the settlement table).
MAX_NAME = 40


def check_players(players: Any) -> tuple[str, ...]:
    """The players, clockwise, if they can play: 2, 3 or 4 names, none empty, all different.

    Raises :class:`PlayersError` saying what is wrong, in words for the table.
    """
    if not isinstance(players, (list, tuple)) or len(players) not in (2, 3, 4):
        raise PlayersError(N_("ledger", "A game has 2, 3 or 4 players"))
    if any(not isinstance(name, str) or not name.strip() for name in players):
        raise PlayersError(N_("ledger", "Every player needs a name"))
    for name in players:
        if len(name) > MAX_NAME:
            raise PlayersError(
                N_("ledger", "A player's name can be at most {maximum} characters long, not {length}"),
                maximum=MAX_NAME,
                length=len(name),
            )
        if any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in name):
            raise PlayersError(N_("ledger", "The name {name!r} holds a line break or a control character"), name=name)
        if all(_draws_nothing(ch) for ch in name):
            raise PlayersError(
                N_("ledger", "The name {name!r} shows nothing: it has only spaces or invisible characters"), name=name
            )
    seen: set[str] = set()
    for name in players:
        shown = "".join(ch for ch in name if not _draws_nothing(ch) or ch.isspace()).strip()
        if shown in seen:
            raise PlayersError(N_("ledger", "Two players are called {name}: every name must differ"), name=shown)
        seen.add(shown)
    return tuple(players)


# Letters that draw nothing: the Hangul fillers and the Braille blank, used for "blank" names in chat apps.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Spaces, format characters (zero-width space and joiners, direction marks, the word joiner) and combining
# marks with no letter to sit on.
_INVISIBLE = frozenset({"Zs", "Cf", "Mn", "Me"})


def _draws_nothing(ch: str) -> bool:
    """Whether ``ch`` leaves nothing to see on the sheet (a space, a zero-width or a blank character)."""
    return ch.isspace() or ch in _BLANK_LETTERS or unicodedata.category(ch) in _INVISIBLE


class Game(BaseModel):
    """Players (2, 3 or 4, clockwise from seat 0), convention, optional notes, and the hands.

    With two players every hand's ``calls`` and ``tricks`` have a third entry: the dummy (RULES §10).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[str, ...]
    id: str | None = None  # FORMAT.md: a random identifier given when the game was created (new_game_id)
    convention: Convention = PRESETS["sochi"]
    title: str | None = None
    created: str | None = None
    finished: str | None = None
    notes: str | None = None
    currency: str | None = None  # shown beside money ("" for none); None: the app's default for the language
    hands: tuple[Hand, ...] = ()

    @field_validator("players")
    @classmethod
    def _players(cls, players: tuple[str, ...]) -> tuple[str, ...]:
        return check_players(players)

    @field_validator("id")
    @classmethod
    def _id(cls, value: str | None) -> str | None:
        return None if value is None else check_game_id(value)

    @property
    def n(self) -> int:
        return len(self.players)

    def continues(self, earlier: Game) -> bool:
        """Whether this game is ``earlier`` with hands recorded after its last (nothing before changed).

        Hands are compared by identity: an edit makes a new hand object, so this is cheap
        and never mistakes an edited hand for the old one.
        """
        return (
            self.players == earlier.players
            and self.convention == earlier.convention
            and len(self.hands) >= len(earlier.hands)
            and all(old is new for old, new in zip(earlier.hands, self.hands))
        )

    def with_player(self, seat: int, name: str) -> Game:
        """The game with the player at ``seat`` renamed; raises :class:`PlayersError` unless the names stay
        non-empty and different."""
        players = list(self.players)
        players[seat] = name
        return self.model_copy(update={"players": check_players(tuple(players))})

    def with_hand(self, hand: Hand) -> Game:
        return self.model_copy(update={"hands": self.hands + (hand,)})

    def insert_hand(self, index: int, hand: Hand) -> Game:
        return self.model_copy(update={"hands": self.hands[:index] + (hand,) + self.hands[index:]})

    def replace_hand(self, index: int, hand: Hand) -> Game:
        self.hands[index]  # IndexError for a hand that is not there
        return self.model_copy(update={"hands": self.hands[:index] + (hand,) + self.hands[index + 1 :]})

    def without_hand(self, index: int) -> Game:
        self.hands[index]
        return self.model_copy(update={"hands": self.hands[:index] + self.hands[index + 1 :]})

    @property
    def file_version(self) -> int:
        """The game file version this game needs: 2 when it uses anything of RULES §9–§11 or a currency, else 1."""
        if self.n == 2 or self.convention.uses_version_2() or self.currency is not None:
            return 2
        return 2 if any(hand.needs_version_2(self.n) for hand in self.hands) else 1

    def to_dict(self) -> dict[str, Any]:
        """The game file's JSON object (FORMAT.md), version 1 unless the game needs version 2."""
        version = self.file_version
        data: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": version,
            **({"id": self.id} if self.id is not None else {}),
            "players": list(self.players),
            "convention": self.convention.to_dict(version),
        }
        for key in ("title", "created", "finished", "notes", "currency"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        data["hands"] = [hand.to_dict() for hand in self.hands]
        return data
