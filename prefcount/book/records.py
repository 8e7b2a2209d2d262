"""A pulka's figures as the index keeps them: rows of 64-bit integers, summed by numpy without decoding a pulka.

Each indexed pulka has three blobs of little-endian ``int64``: its *head* (one row of :data:`HEAD`
fields), its *seats* (a row of :data:`SEAT` fields per player) and its *pairs* (a row of :data:`PAIR`
fields for each two players ``i < j``). Exact fractions are two integers, numerator and denominator; text
(names, the preset, the title, the convention) is the id of a row of the index's ``texts`` table. Opening
a book joins each kind of blob of every pulka and reads them as one array (``numpy.frombuffer``): no
pulka is decoded in Python, and every figure of a filter is a numpy sum over those arrays
(:mod:`prefcount.book.stats`).

Every amount is kept within :data:`LIMIT` (a thousand billion cents or whists a pulka), so that a
sum over a million pulkas still fits 64 bits; a file with larger figures does not count (its numbers are
said to be too large).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from fractions import Fraction
from typing import Any

import numpy as np

from prefcount.book.figures import LEVEL_KEYS
from prefcount.ledger import FileFormatError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

# The largest amount a pulka may hold in one figure (numerator, cents, count).
LIMIT = 10**12
# The largest denominator of an exact amount (whists are thirds, sixths, … of a whist).
DENOMINATOR_LIMIT = 10**6
# ``HEAD[TZ]`` of a time written without a UTC offset.
NAIVE = -(2**62)
_EPOCH = datetime(1970, 1, 1)

# -- the head: one row per pulka ------------------------------------------------------------------------
HEAD = (
    "game",  # the game's key (figures.identity): files of one game share it
    "table",  # its players and convention
    "chain_end",  # the last digest of its hands' chain (0: no hands)
    "chain_check",  # a digest of the whole chain (kept in its own column, read only for versions)
    "ts_us",  # when it was played, microseconds since 1970 UTC: the order of pulkas
    "local_us",  # the same, as written (the clock on the wall), microseconds since 1970
    "tz_us",  # the UTC offset written, in microseconds (NAIVE: none)
    "day",  # the day as written: date.toordinal()
    "finished",
    "n",  # players
    "hands",  # hands played (adjustments are not hands)
    "all_hands",  # records in the file (the chain's length)
    "preset",  # text id
    "title",  # text id, -1: none
    "convention",  # text id (JSON)
    "flags",  # HAS_ID | DATED | FILE_DATED
    "content",  # its players, created and convention (figures.identity): a file without id is compared by it
)
# HAS_ID: an ``id``; DATED: a ``created``; FILE_DATED: a ``created`` or ``finished`` the book can read (else it
# dates the pulka by the file's time)
HAS_ID, DATED, FILE_DATED = 1, 2, 4
(
    H_GAME,
    H_TABLE,
    H_CHAIN_END,
    H_CHAIN_CHECK,
    H_TS,
    H_LOCAL,
    H_TZ,
    H_DAY,
    H_FINISHED,
    H_N,
    H_HANDS,
    H_ALL_HANDS,
    H_PRESET,
    H_TITLE,
    H_CONVENTION,
    H_FLAGS,
    H_CONTENT,
) = range(len(HEAD))

# -- the seats: one row per player ------------------------------------------------------------------------
CONTRACT_FIELDS = tuple(f"{level}_{what}" for level in LEVEL_KEYS for what in ("declared", "made", "failed"))
SEAT = (
    "name",  # text id
    "money_cents",  # what the table paid him (the settlement's cents)
    "whists_num",  # his net whists, exact
    "whists_den",
    "rank",  # 1 for the most money; equal money, equal rank
    "hands",
    *CONTRACT_FIELDS,
    "misere_declared",
    "misere_made",
    "misere_caught",
    "whisted",
    "remizes",
    "raspasy",
    "raspasy_tricks",
)
S_NAME, S_MONEY, S_WNUM, S_WDEN, S_RANK, S_HANDS = range(6)
S_CONTRACTS = 6  # then 5 levels × declared, made, failed
S_MISERE = S_CONTRACTS + len(CONTRACT_FIELDS)
S_WHISTED, S_REMIZES, S_RASPASY, S_RASPASY_TRICKS = range(S_MISERE + 3, S_MISERE + 7)

# -- the pairs: one row for each two players i < j ------------------------------------------------------
PAIR = ("i", "j", "whists_num", "whists_den", "money_num", "money_den")
P_I, P_J, P_WNUM, P_WDEN, P_MNUM, P_MDEN = range(len(PAIR))

TextId = Callable[[str], int]


def too_large() -> FileFormatError:
    return FileFormatError(N_("ledger", "The numbers in this game are too large for the book to add up"))


def _whole(value: int) -> int:
    if not -LIMIT <= value <= LIMIT:
        raise too_large()
    return value


def _exact(value: Fraction) -> tuple[int, int]:
    if value.denominator > DENOMINATOR_LIMIT or not -LIMIT <= value.numerator <= LIMIT:
        raise too_large()
    return value.numerator, value.denominator


def _int64(values: list[int]) -> bytes:
    return np.asarray(values, dtype="<i8").tobytes()


def pack(figures: dict[str, Any], text_id: TextId) -> tuple[bytes, bytes, bytes]:
    """The head, seats and pairs blobs of ``figures`` (:func:`prefcount.book.figures.game_figures`);
    ``text_id`` gives the id of a text. Raises :class:`FileFormatError` for figures beyond :data:`LIMIT`."""
    when: datetime = figures["when"]
    offset = when.utcoffset()
    local = when.replace(tzinfo=None) - _EPOCH
    who = figures["identity"]
    chain: bytes = who["chain"]
    n = len(figures["names"])
    head = [
        who["game"],
        who["table"],
        int.from_bytes(chain[-8:], "little", signed=True) if chain else 0,
        chain_check(chain),
        round(when.timestamp() * 1_000_000),
        local // timedelta(microseconds=1),
        NAIVE if offset is None else offset // timedelta(microseconds=1),
        when.date().toordinal(),
        int(figures["finished"]),
        n,
        _whole(figures["hands"]),
        _whole(figures["all_hands"]),
        text_id(figures["preset"]),
        -1 if figures["title"] is None else text_id(figures["title"]),
        text_id(figures["convention"]),
        (HAS_ID if who["has_id"] else 0) | (DATED if who["dated"] else 0) | (FILE_DATED if who["file_dated"] else 0),
        who["content"],
    ]
    seats: list[int] = []
    for name, seat in zip(figures["names"], figures["seats"], strict=True):
        contracts = seat["contracts"]
        seats += [text_id(name), _whole(seat["money_cents"]), *_exact(seat["whists"]), seat["rank"]]
        seats.append(_whole(seat["hands"]))
        for level in LEVEL_KEYS:
            seats += [_whole(count) for count in contracts.get(level, (0, 0, 0))]
        seats += [_whole(count) for count in seat["misere"]]
        seats += [_whole(seat[key]) for key in ("whisted", "remizes", "raspasy", "raspasy_tricks")]
    pairs: list[int] = []
    for i in range(n):
        for j in range(i + 1, n):
            pairs += [i, j, *_exact(figures["pairwise"][i][j]), *_exact(figures["pairwise_money"][i][j])]
    return _int64(head), _int64(seats), _int64(pairs)


def chain_check(chain: bytes) -> int:
    """A digest of a whole chain of hands, kept in the head: a chain read back is checked against it."""
    import hashlib

    return int.from_bytes(hashlib.blake2b(chain, digest_size=8).digest(), "little", signed=True)


_HEAD_BYTES = 8 * len(HEAD)
_SEATS_BYTES = {n: 8 * n * len(SEAT) for n in (2, 3, 4)}
_PAIRS_BYTES = {n: 8 * (n * (n - 1) // 2) * len(PAIR) for n in (2, 3, 4)}


def well_formed(head: Any, seats: Any, pairs: Any) -> bool:
    """Whether three blobs read from the index have the shape of one pulka's (a damaged row may not)."""
    if type(head) is not bytes or len(head) != _HEAD_BYTES or type(seats) is not bytes or type(pairs) is not bytes:
        return False
    n = int.from_bytes(head[8 * H_N : 8 * H_N + 8], "little", signed=True)
    return len(seats) == _SEATS_BYTES.get(n, -1) and len(pairs) == _PAIRS_BYTES.get(n, -1)


def played_when(local_us: int, tz_us: int) -> datetime:
    """The time a pulka was played, as its file wrote it (with its UTC offset, if it had one)."""
    moment = _EPOCH + timedelta(microseconds=int(local_us))
    if tz_us == NAIVE:
        return moment
    return moment.replace(tzinfo=timezone(timedelta(microseconds=int(tz_us))))
