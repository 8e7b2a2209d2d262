"""One game in several files: copies and versions, and which of them the book counts.

A file names its game by its ``id`` (FORMAT.md); a file without one by its players, ``created`` and
convention, and then by its hands: a file without ``id`` (a copy whose ``id`` was removed, a file of an older
prefcount) is compared with every file of its players, ``created`` and convention, with an ``id`` or not, and
joins the game whose hands it shares most (never a silent second count). Files of one game are compared by
their hands (:func:`prefcount.book.figures.hand_chain`):

* the same players, rules and hands: a **copy** ("same game as …");
* the hands of one are the first hands of the other: an **earlier** version;
* they share their first hands and then differ (or their players or rules differ): they **parted**.

The book counts one file of each game: the longest when one continues the other, else the one saved
last; the others are listed as problems, for the user to resolve (open both, keep one). Nothing here
moves or deletes a file.

Without an ``id`` and without ``created`` a game is only the same as an identical one: two pulkas of
the same table and rules that begin alike are told apart unless they share :data:`UNDATED_COMMON` hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from prefcount.book.figures import CHAIN_STEP

#: Hands two undated files without an ``id`` must share to be versions of one game.
UNDATED_COMMON = 3

COPY, EARLIER, PARTED = "copy", "earlier", "parted"


@dataclass(frozen=True)
class Member:
    """A file that counts on its own, as the comparison needs it."""

    path: bytes
    table: int  # players and convention (figures.identity)
    chain: bytes
    has_id: bool
    dated: bool
    finished: bool
    mtime_ns: int
    game: int = 0  # its key: the id's digest, or without one the content's (figures.identity)
    content: int = 0  # its players, ``created`` and convention, with an id or not

    @property
    def hands(self) -> int:
        return len(self.chain) // CHAIN_STEP


@dataclass(frozen=True)
class Version:
    """A file not counted because ``counted`` holds the same game: ``kind`` (:data:`COPY`, :data:`EARLIER`,
    :data:`PARTED`) and ``hands``: its hands (earlier), or the hand at which they part (parted, 1-based;
    0 when their players or rules differ)."""

    path: bytes
    counted: bytes
    kind: str
    hands: int


def common_hands(a: Member, b: Member) -> int:
    """How many first hands ``a`` and ``b`` share."""
    if a.table != b.table:
        return 0
    size = min(len(a.chain), len(b.chain))
    if a.chain[:size] == b.chain[:size]:
        return size // CHAIN_STEP
    low, high = 0, size // CHAIN_STEP  # the chain makes "shares the first k hands" monotone: bisect it
    while low < high:
        middle = (low + high + 1) // 2
        end = middle * CHAIN_STEP
        if a.chain[end - CHAIN_STEP : end] == b.chain[end - CHAIN_STEP : end]:
            low = middle
        else:
            high = middle - 1
    return low


def _same_game(a: Member, b: Member) -> bool:
    """Whether two files that share a key (an ``id``, or players, ``created`` and rules) hold one game."""
    if a.has_id and b.has_id:
        return True  # one id: one game, however its versions differ
    if a.table == b.table and a.chain == b.chain:
        return True
    common = common_hands(a, b)
    if not a.dated:
        return common >= UNDATED_COMMON
    return common > 0 or not a.chain or not b.chain


def _pairs(members: Sequence[Member]) -> list[tuple[int, int, int]]:
    """``(hands in common, i, j)`` for two files that may hold one game: one ``id``; or, one of them without an
    ``id``, the same players, ``created`` and rules, and hands that say so (:func:`_same_game`)."""
    found: list[tuple[int, int, int]] = []
    by_key: dict[tuple[str, int], list[int]] = {}
    for i, member in enumerate(members):
        by_key.setdefault(("game", member.game), []).append(i)
        by_key.setdefault(("content", member.content), []).append(i)
    seen: set[tuple[int, int]] = set()
    for (kind, _key), group in by_key.items():
        for x, i in enumerate(group):
            for j in group[x + 1 :]:
                a, b = members[i], members[j]
                if (i, j) in seen or (kind == "content" and a.has_id and b.has_id):
                    continue  # (two ids are one game only when they are one id)
                seen.add((i, j))
                if _same_game(a, b):
                    found.append((MAX_COMMON if a.has_id and b.has_id else common_hands(a, b), i, j))
    return found


# Sorts the pairs of one id before any pair joined by its hands.
MAX_COMMON = 1 << 62


def games(members: Sequence[Member]) -> list[list[Member]]:
    """The files split into games: files linked by :func:`_same_game`, directly or through others, those that
    share most hands first; a file without an ``id`` never joins two games of different ids into one."""
    parent = list(range(len(members)))
    ids: list[set[int]] = [{m.game} if m.has_id else set() for m in members]

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for _common, i, j in sorted(_pairs(members), key=lambda pair: (-pair[0], pair[1], pair[2])):
        a, b = root(i), root(j)
        if a == b or (ids[a] and ids[b] and ids[a] != ids[b]):
            continue
        parent[b] = a
        ids[a] |= ids[b]
    found: dict[int, list[Member]] = {}
    for i, member in enumerate(members):
        found.setdefault(root(i), []).append(member)
    return list(found.values())


def _original_key(member: Member) -> tuple[int, int, bytes]:
    """The file most likely the original among copies: the one there first, else the shortest name
    ("x.pulka", not "x (2).pulka" — a copy that kept its time)."""
    return member.mtime_ns, len(member.path), member.path


def counted_of(game: Sequence[Member]) -> Member:
    """The file of a game that counts: the longest when one continues another, else the one saved last."""

    def continued(m: Member) -> bool:
        return any(o.table == m.table and len(o.chain) > len(m.chain) and o.chain.startswith(m.chain) for o in game)

    heads = [m for m in game if not continued(m)]
    newest: dict[tuple[int, bytes], int] = {}
    for m in game:
        key = (m.table, m.chain)
        newest[key] = max(newest.get(key, m.mtime_ns), m.mtime_ns)
    best = max(heads, key=lambda m: (newest[(m.table, m.chain)], m.hands))
    copies = [m for m in game if (m.table, m.chain) == (best.table, best.chain)]
    return min(copies, key=lambda m: (not m.finished, *_original_key(m)))


def resolve(members: Sequence[Member]) -> list[Version]:
    """The files among ``members`` that are not counted, each with the file that is."""
    out: list[Version] = []
    for game in games(members):
        if len(game) < 2:
            continue
        counted = counted_of(game)
        for m in sorted(game, key=lambda m: m.path):
            if m is counted:
                continue
            if (m.table, m.chain) == (counted.table, counted.chain):
                out.append(Version(m.path, counted.path, COPY, m.hands))
            elif m.table == counted.table and counted.chain.startswith(m.chain):
                out.append(Version(m.path, counted.path, EARLIER, m.hands))
            else:
                common = common_hands(m, counted)
                out.append(Version(m.path, counted.path, PARTED, common + 1 if m.table == counted.table else 0))
    return out
