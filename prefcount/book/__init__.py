"""The club book: a folder of game files, an SQLite index over it, the roster, statistics and a rating.

Pure Python (no Qt, no ReportLab). The ``.pulka`` files are the truth; the
index is a cache that can be deleted; the roster (people and their aliases)
is the user's data and lives in the book folder. See :class:`Book`.
"""

from prefcount.book.book import Book
from prefcount.book.model import (
    CUSTOM,
    LEVELS,
    Filter,
    HeadToHead,
    LevelCounts,
    Person,
    PersonStats,
    Point,
    Problem,
    Pulka,
    PulkaResult,
    Rating,
    RecentTable,
    plain_money,
    standings,
)
from prefcount.book.paths import default_folder, index_path_for
from prefcount.book.roster import ROSTER_FILE, RosterError

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
    "Problem",
    "Pulka",
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
