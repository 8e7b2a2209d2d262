"""One pulka's figures, asked of the ledger: what the index keeps per game and per player.

:func:`game_figures` loads a game file's bytes, replays the game with the
ledger (``score``) and settles it (``settle``), and returns a JSON-ready dict;
:func:`read_figures` turns that dict back into a :class:`GameRecord`. Nothing
here scores a hand itself: money (the cents the table paid), whists and the pairwise balances are the
settlement's, made/failed and who whisted the ledger's rules (``made``, ``whisters``), shortfalls are
read from the ledger's entries.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

from prefcount import gamefile
from prefcount.book.model import CUSTOM
from prefcount.ledger import (
    Convention,
    ForeignFileError,
    Game,
    GameHand,
    HandError,
    HandKind,
    LedgerError,
    MisereHand,
    NewerFileError,
    RaspasyHand,
    ReasonKind,
    Zone,
    active_seats,
    convention_from_dict,
    score,
    settle,
)
from prefcount.ledger.hands import made, whisters
from prefcount.ledger.validation import Word

# Bump when the figures kept per game change: the index is rebuilt (3: the pairwise money; 4: money as the
# settlement's paid cents).
FIGURES_VERSION = 4

LEVEL_KEYS = ("6", "7", "8", "9", "10")


# Named tuples, not dataclasses: a book of a thousand pulkas makes thousands of
# these each time it opens, and a frozen dataclass is several times slower to build.


class SeatFigures(NamedTuple):
    """One seat's figures in one pulka (see :class:`~prefcount.book.model.PersonStats` for their meaning)."""

    money_cents: int  # what the table paid: the settlement's cents (largest remainder, summing to zero)
    whists: Fraction
    hands: int
    contracts: dict[str, list[int]]  # level ("6" … "10") → [declared, made, failed]
    misere: list[int]  # [declared, made, caught]
    whisted: int
    remizes: int
    raspasy: int
    raspasy_tricks: int


class GameRecord(NamedTuple):
    """An indexed pulka: its facts, each seat's figures, and the pairwise balances in whists and money."""

    path: str  # relative to the book folder, with "/"
    file: Path  # the full path
    when: datetime
    timestamp: float  # for ordering pulkas written in different time zones
    day: str  # ISO date as written (the pulka's own local day)
    title: str | None
    preset: str
    convention: str  # the convention object as JSON text: parsed only when asked
    names: tuple[str, ...]
    hands: int
    finished: bool
    seats: tuple[SeatFigures, ...]
    #: (i, j, B_ij, M_ij) for i < j: the settlement's pairwise balance in whists (RULES §5 step 4) and in
    #: money (``Settlement.pairwise_money``); B_ji = −B_ij, M_ji = −M_ij.
    pairs: tuple[tuple[int, int, Fraction, Fraction], ...]


def file_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def game_when(game: Game, mtime: float) -> datetime:
    """When the pulka was played: ``created`` (else ``finished``) as written, else the file's time."""
    return gamefile.played_at(game) or datetime.fromtimestamp(mtime)


def game_figures(data: bytes, mtime: float) -> dict[str, Any]:
    """The figures of the game file ``data``: a JSON-ready dict; raises :class:`LedgerError` for a bad file."""
    game = gamefile.loads(data)
    sheet = score(game)
    settlement = settle(sheet)
    n = game.n
    seats: list[dict[str, Any]] = [
        {
            "hands": 0,
            "contracts": {},
            "misere": [0, 0, 0],
            "whisted": 0,
            "remizes": 0,
            "raspasy": 0,
            "raspasy_tricks": 0,
        }
        for _ in range(n)
    ]
    for result in sheet.hands:
        hand = result.hand
        if not isinstance(hand, (GameHand, MisereHand, RaspasyHand)):
            continue  # an adjustment is nobody's hand
        playing = active_seats(n, result.dealer)  # who held cards (the dummy of two players is nobody's)
        for seat in playing:
            if seat < n:
                seats[seat]["hands"] += 1
        if isinstance(hand, GameHand):
            level = hand.contract.level
            counts = seats[hand.declarer]["contracts"].setdefault(str(level), [0, 0, 0])
            counts[0] += 1
            counts[1 if made(hand) else 2] += 1
            for seat in whisters(hand, n):  # the ledger's: a returned whist makes the 4-player dealer the whister
                seats[seat]["whisted"] += 1
            short = {
                e.seat for e in result.entries if e.reason.kind == ReasonKind.WHISTER_SHORT and e.zone == Zone.GORA
            }
            for seat in short:
                seats[seat]["remizes"] += 1
        elif isinstance(hand, MisereHand):
            counts = seats[hand.declarer]["misere"]
            counts[0] += 1
            counts[1 if made(hand) else 2] += 1
        elif isinstance(hand, RaspasyHand):
            for seat, tricks in enumerate(hand.tricks[:n]):
                if tricks is not None and seat in playing:  # not a 4-player dealer's prikup tricks
                    seats[seat]["raspasy"] += 1
                    seats[seat]["raspasy_tricks"] += tricks
    for seat in range(n):
        seats[seat]["money_cents"] = settlement.money_cents[seat]
        seats[seat]["whists"] = str(settlement.net[seat])
    when = game_when(game, mtime)
    return {
        "when": when.isoformat(),
        "title": game.title,
        "preset": game.convention.preset or CUSTOM,
        "convention": game.convention.to_dict(),  # kept apart by the index
        "names": list(game.players),
        "hands": sum(1 for hand in game.hands if hand.kind != HandKind.ADJUSTMENT),
        "finished": bool(game.finished) or sheet.is_over,
        "seats": seats,
        "pairwise": [[str(value) for value in row] for row in settlement.pairwise],
        "pairwise_money": [[str(value) for value in row] for row in settlement.pairwise_money],
    }


def problem_of(error: LedgerError) -> dict[str, Any]:
    """What the index keeps about a file that does not count: kind, template, fields."""
    if isinstance(error, HandError):
        kind = "invalid"
    elif isinstance(error, ForeignFileError):
        kind = "foreign"
    elif isinstance(error, NewerFileError):
        kind = "newer"
    else:
        kind = "damaged"
    if isinstance(error, HandError):
        problem = error.problem
        args = {key: _plain(value) for key, value in problem.args.items()}
        words = [key for key, value in problem.args.items() if isinstance(value, Word)]
        return {"kind": kind, "template": problem.template, "args": args, "hand": problem.hand, "words": words}
    args = {key: _plain(value) for key, value in error.args_.items()}
    return {"kind": kind, "template": error.template, "args": args}


def _plain(value: Any) -> int | str:
    return value if type(value) is int else str(value)


def fraction(text: str) -> Fraction:
    """``"-184/3"`` → ``Fraction(-184, 3)``, quicker than ``Fraction(text)`` (no regular expression)."""
    numerator, _, denominator = text.partition("/")
    return Fraction(int(numerator), int(denominator)) if denominator else Fraction(int(numerator))


def read_figures(folder: Path, path: str, data: dict[str, Any], convention: str) -> GameRecord:
    """A :class:`GameRecord` from what :func:`game_figures` made (``convention`` as JSON text)."""
    when = datetime.fromisoformat(data["when"])
    seats = tuple(
        SeatFigures(
            seat["money_cents"],
            fraction(seat["whists"]),
            seat["hands"],
            seat["contracts"],
            seat["misere"],
            seat["whisted"],
            seat["remizes"],
            seat["raspasy"],
            seat["raspasy_tricks"],
        )
        for seat in data["seats"]
    )
    return GameRecord(
        path,
        folder / path,
        when,
        when.timestamp(),
        when.date().isoformat(),
        data["title"],
        data["preset"],
        convention,
        tuple(data["names"]),
        data["hands"],
        data["finished"],
        seats,
        tuple(
            (i, j, fraction(value), fraction(money[j]))
            for i, (row, money) in enumerate(zip(data["pairwise"], data["pairwise_money"], strict=True))
            for j, value in enumerate(row)
            if i < j  # the balance is antisymmetric: half the matrix says it all
        ),
    )


def convention_of(record: GameRecord) -> Convention:
    """The pulka's :class:`~prefcount.ledger.Convention`."""
    return convention_from_dict(json.loads(record.convention))
