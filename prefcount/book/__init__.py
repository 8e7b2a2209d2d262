"""The club book: a folder of game files, an SQLite index over it, the roster, statistics and a rating.

Pure Python (no Qt, no ReportLab). The ``.pulka`` files are the truth; the
index is a cache that can be deleted; the roster (people and their aliases)
is the user's data and lives in the book folder. See :class:`Book`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prefcount.book.book import Book
    from prefcount.book.model import (
        CUSTOM,
        LEVELS,
        FileProblem,
        Filter,
        HeadToHead,
        IndexedPulka,
        LevelCounts,
        Person,
        PersonStats,
        Point,
        PulkaResult,
        Rating,
        RecentTable,
        plain_money,
        standings,
    )
    from prefcount.book.paths import default_folder, index_path_for
    from prefcount.book.roster import ROSTER_FILE, RosterError

# Where each name lives (all others: prefcount.book.model). A name is imported when first asked for, so that a
# module of the book imported alone (the indexing's worker processes import prefcount.book.reading) brings
# only what it needs.
_MODULES = {
    "Book": "book",
    "default_folder": "paths",
    "index_path_for": "paths",
    "ROSTER_FILE": "roster",
    "RosterError": "roster",
}


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_MODULES.get(name, 'model')}"), name)
    globals()[name] = value
    return value


__all__ = [
    "Book",
    "CUSTOM",
    "LEVELS",
    "Filter",
    "HeadToHead",
    "LevelCounts",
    "Person",
    "PersonStats",
    "Point",
    "FileProblem",
    "IndexedPulka",
    "PulkaResult",
    "Rating",
    "RecentTable",
    "ROSTER_FILE",
    "RosterError",
    "default_folder",
    "index_path_for",
    "plain_money",
    "standings",
]
