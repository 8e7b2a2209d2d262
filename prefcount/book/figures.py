"""One pulka's figures, asked of the ledger: what the index keeps per game and per player.

:func:`game_figures` loads a game file's bytes, replays the game with the
ledger (``score``) and settles it (``settle``), and returns a plain dict
(:mod:`prefcount.book.records` packs it into the index). Nothing here scores a
hand itself: money (the cents the table paid), whists and the pairwise balances
are the settlement's, made/failed and who whisted the ledger's rules (``made``,
``whisters``), shortfalls are read from the ledger's entries.

It also says which game the file holds (:func:`identity`): its ``id``, or for a
file without one its players, ``created`` and convention; and a chain of
digests of its hands, so that the book can tell a copy, an earlier version and
a version that parted from another without reading either file again.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from fractions import Fraction
from typing import Any

from prefcount.book.model import CUSTOM
from prefcount.files import gamefile
from prefcount.ledger import (
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
    score,
    settle,
)
from prefcount.ledger.conventions import Shown
from prefcount.ledger.hands import made, whisters
from prefcount.ledger.validation import Word

LEVEL_KEYS = ("6", "7", "8", "9", "10")
#: Bytes of one hand's digest in a chain (:func:`hand_chain`).
CHAIN_STEP = 8
_WHISTER_SHORT, _GORA = ReasonKind.WHISTER_SHORT.value, Zone.GORA.value


def file_hash(data: bytes) -> bytes:
    """The SHA-256 of a file's bytes: what its row in the index was made from."""
    return hashlib.sha256(data).digest()


def game_when(game: Game, mtime: float) -> datetime:
    """When the pulka was played: ``created`` (else ``finished``) as written, else the file's time."""
    return gamefile.played_at(game) or datetime.fromtimestamp(mtime)


def hand_chain(game: Game) -> bytes:
    """A digest after each hand, each made from the one before and the hand: two games share their first
    *k* digests exactly when they share their first *k* hands (:data:`CHAIN_STEP` bytes a hand)."""
    out = bytearray()
    digest = b""
    for hand in game.hands:
        # the bytes of hand.model_dump_json(), from pydantic's serializer itself: its wrapper and the
        # str → bytes round trip cost as much as the serializing
        digest = hashlib.blake2b(digest + hand.__pydantic_serializer__.to_json(hand), digest_size=CHAIN_STEP).digest()
        out += digest
    return bytes(out)


def identity(game: Game) -> dict[str, Any]:
    """Which game a file holds, as the book compares them.

    ``game``: the key of the game (its ``id``; without one, its players, ``created`` and convention);
    ``content``: its players, ``created`` and convention (a file without ``id`` is compared with those too);
    ``table``: the players and convention, which two versions of one game share; ``chain``: the hands
    (:func:`hand_chain`); ``has_id`` and ``dated`` (whether ``created`` is written) say how sure the key is.
    """
    convention = json.dumps(game.convention.to_dict(), sort_keys=True, ensure_ascii=False)
    table = json.dumps([list(game.players), convention], ensure_ascii=False)
    content = f"content:{game.created}:{table}"
    return {
        "game": _digest64(f"id:{game.id}" if game.id is not None else content),
        "content": _digest64(content),
        "table": _digest64(table),
        "chain": hand_chain(game),
        "has_id": game.id is not None,
        "dated": bool(game.created),
        "file_dated": gamefile.played_at(game) is not None,  # else the book dates it by the file's time
    }


def _digest64(text: str) -> int:
    """A signed 64-bit digest of ``text`` (it is kept in an integer column)."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "little", signed=True)


def game_figures(data: bytes, mtime: float) -> dict[str, Any]:
    """The figures of the game file ``data``; raises :class:`LedgerError` for a bad file."""
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
            # the raw entries (zone, seat, on, amount, why, …): no Entry built for each number the hand wrote
            short = {raw[1] for raw in result.raw if raw[4] == _WHISTER_SHORT and raw[0] == _GORA}
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
    net = settlement.net
    for seat in range(n):
        seats[seat]["money_cents"] = settlement.money_cents[seat]
        seats[seat]["whists"] = Fraction(net[seat])
        # the rating ranks a pulka by the exact net whists, which order the players as the exact money does
        seats[seat]["rank"] = 1 + sum(1 for other in net if other > net[seat])
    return {
        "when": game_when(game, mtime),
        "title": game.title,
        "preset": game.convention.preset or CUSTOM,
        "convention": json.dumps(game.convention.to_dict(), sort_keys=True, ensure_ascii=False),
        "names": list(game.players),
        "hands": sum(1 for hand in game.hands if hand.kind != HandKind.ADJUSTMENT),
        "all_hands": len(game.hands),
        "finished": bool(game.finished) or sheet.is_over,
        "seats": seats,
        "pairwise": [[Fraction(value) for value in row] for row in settlement.pairwise],
        "pairwise_money": [[Fraction(value) for value in row] for row in settlement.pairwise_money],
        "identity": identity(game),
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


def _plain(value: Any) -> int | str | dict[str, str]:
    """A message field as the index keeps it; a value the message shows as its ``repr`` (:class:`Shown`) is
    kept as that text, marked, so the message shows it once (not ``"'6-8'"``)."""
    if isinstance(value, Shown):
        return {"shown": repr(value)}
    return value if type(value) is int else str(value)
