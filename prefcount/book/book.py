"""The club book: a folder of ``.pulka`` files, its index, its roster, and the questions asked of them.

::

    book = Book.open("~/Documents/prefcount")
    problems = book.refresh(progress=lambda done, total: ...)
    stats = book.stats(Filter(date_from=date(2026, 9, 1)))

``refresh`` reads what changed in the folder (it may run in a worker thread:
queries answer from the last finished refresh until the new one is done).
Every query takes a :class:`~prefcount.book.model.Filter` and is answered
from memory, so changing a filter needs no disk. Roster edits are written to
the roster file at once and change every answer at once; the index never
needs rebuilding for them.
"""

from __future__ import annotations

import os
import re
import sqlite3
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from prefcount.book import rating, stats
from prefcount.book.figures import GameRecord, convention_of, read_figures
from prefcount.book.index import Index, Row
from prefcount.book.model import (
    Filter,
    HeadToHead,
    Person,
    PersonStats,
    Point,
    Problem,
    Pulka,
    Rating,
    RecentTable,
)
from prefcount.book.paths import index_path_for
from prefcount.book.roster import Roster, RosterError, clean
from prefcount.gamefile import SUFFIX
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


@dataclass(frozen=True)
class _Snapshot:
    """What the last refresh found: the pulkas that count (oldest first) and the files that do not.

    ``files``: each indexed file's hash and what its row said, by path; a row changes only with its
    file's hash, so the next refresh reads again only the rows whose hash is not this one.
    """

    records: tuple[GameRecord, ...]
    problems: tuple[Problem, ...]
    files: Mapping[str, tuple[str, GameRecord | Problem | None]] = field(default_factory=dict)


class Book:
    """A book folder with its index and roster. Open with :meth:`open`."""

    def __init__(self, folder: Path, index: Index, roster: Roster, roster_problem: Problem | None) -> None:
        self.folder = folder
        self._index = index
        self._roster = roster
        self._roster_problem = roster_problem
        self._snapshot = _Snapshot((), ())
        self._lock = threading.Lock()
        self._rating_cache: tuple[object, dict[str, list[Rating]]] | None = None
        self._index_problem: Problem | None = None
        self._loaded_version: int | None = None  # the index's data_version the snapshot was read at

    @classmethod
    def open(cls, folder: str | os.PathLike[str], index_path: str | os.PathLike[str] | None = None) -> Book:
        """Open the book in ``folder`` (created if missing) with what its index already knows.

        ``index_path`` defaults to the app's data folder (:func:`~prefcount.book.paths.index_path_for`).
        Call :meth:`refresh` to read what changed in the folder since.
        """
        folder = Path(folder).expanduser().resolve()
        folder.mkdir(parents=True, exist_ok=True)
        index = Index(folder, Path(index_path) if index_path is not None else index_path_for(folder))
        book = cls(folder, index, *_read_roster(folder))
        try:
            book._load()
        except sqlite3.OperationalError:
            raise
        except sqlite3.DatabaseError:  # damaged past its header: a cache, so start it again
            index.rebuild()
            book._load()
        return book

    def close(self) -> None:
        self._index.close()

    def __enter__(self) -> Book:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the folder --------------------------------------------------------------------
    def refresh(
        self, progress: Callable[[int, int], object] | None = None, *, workers: int | None = None
    ) -> list[Problem]:
        """Read new and changed files, forget removed ones; returns the files that do not count.

        ``progress(done, total)`` is called as files are read (``total`` is how
        many need reading; 0 when nothing changed). A damaged or foreign file
        never stops the rest: it is listed with its reason. Hundreds of files
        are read by worker processes (``workers``, default: one per core, at
        most 4; 1 reads them all in this process).
        """
        with self._lock:
            self._reread_roster()
            self._index_problem = None
            try:
                changed = self._index.update(progress, workers)
            except sqlite3.OperationalError as error:  # locked past the busy timeout: the next refresh catches up
                self._index_problem = Problem(
                    self._index.path,
                    "busy",
                    N_(
                        "ledger",
                        "The book's index is busy in another window; it is brought up to date next time ({why})",
                    ),
                    {"why": str(error)},
                )
                changed = True
            except sqlite3.DatabaseError:  # the index broke under us: it is only a cache, build it again
                self._index.rebuild()
                changed = self._index.update(progress, workers)
            # Another window on this book may have brought the shared index up to date before us: then this
            # update finds nothing to read, but the snapshot is older than the index all the same.
            if changed or self._index.data_version() != self._loaded_version:
                self._load()
        return self.problems()

    def _reread_roster(self) -> None:
        """Read the roster file again: another window may have edited it (unchanged: the roster in use stays)."""
        roster, problem = _read_roster(self.folder)
        if problem != self._roster_problem or roster.entries != self._roster.entries:
            self._roster, self._roster_problem = roster, problem
            self._rating_cache = None

    def problems(self) -> list[Problem]:
        """Files that do not count, with the reason (and a damaged roster file, or a busy index)."""
        extra = [p for p in (self._roster_problem, self._index_problem) if p is not None]
        return [*extra, *self._snapshot.problems]

    def _load(self) -> None:
        """Bring the snapshot up to the index: the rows of files added or changed since, and no removed file."""
        known = self._snapshot.files
        with self._index.reading():  # one state of the index, whatever another window writes meanwhile
            version = self._index.data_version()
            hashes = self._index.hashes()
            changed = {path for path, digest in hashes.items() if path not in known or known[path][0] != digest}
            if not changed and len(hashes) == len(known):  # (every known path is still there, unchanged)
                self._loaded_version = version
                return
            rows = self._index.rows(changed if len(changed) < len(hashes) else None)
        files = {path: known[path] for path in hashes if path not in changed}
        for row in rows:
            files[row.path] = (hashes[row.path], self._entry(row))
        records = [entry for _, entry in files.values() if isinstance(entry, GameRecord)]
        records.sort(key=lambda r: (r.timestamp, r.path))
        problems = [entry for _, entry in (files[path] for path in sorted(files)) if isinstance(entry, Problem)]
        self._snapshot = _Snapshot(tuple(records), tuple(problems), files)
        self._rating_cache = None
        self._loaded_version = version

    def _entry(self, row: Row) -> GameRecord | Problem | None:
        """What an index row says: the pulka's figures, or why the file does not count."""
        if row.figures is not None:
            return read_figures(self.folder, row.path, row.figures, row.convention or "{}")
        if row.problem is None:
            return None
        p = row.problem
        return Problem(
            self.folder / row.path, p["kind"], p["template"], p["args"], p.get("hand"), tuple(p.get("words", ()))
        )

    def new_game_path(self, players: Sequence[str], when: datetime | None = None) -> Path:
        """A free file name in the book for a new pulka: ``2026-11-27 Аня, Борис, Вера.pulka``.

        Characters that some file systems refuse become ``_``; a name already
        taken gets `` (2)``, `` (3)`` … The file is not created.
        """
        when = when or datetime.now()
        names = ", ".join(_UNSAFE.sub("_", clean(name)) for name in players) or "pulka"
        stem = f"{when:%Y-%m-%d} {names}"[:120].rstrip(". ")
        path = self.folder / f"{stem}{SUFFIX}"
        number = 2
        while path.exists():
            path = self.folder / f"{stem} ({number}){SUFFIX}"
            number += 1
        return path

    # -- people --------------------------------------------------------------------------
    def person(self, name: str) -> str:
        """The person a name written in a game file means (the roster's name for him)."""
        return self._roster.person(name)

    def people(self) -> list[Person]:
        """The roster: everybody who played in the book or is in the roster, each once, by name."""
        pulkas: dict[str, int] = {}
        last: dict[str, datetime] = {}
        aliases: dict[str, set[str]] = {}
        for record in self._snapshot.records:
            for name in record.names:
                person = self.person(name)
                pulkas[person] = pulkas.get(person, 0) + 1
                if person not in last or record.timestamp > last[person].timestamp():
                    last[person] = record.when
                if clean(name) != person:
                    aliases.setdefault(person, set()).add(clean(name))
        for entry in self._roster.entries:
            aliases.setdefault(entry.name, set()).update(entry.aliases)
        everybody = set(pulkas) | set(aliases)
        return [
            Person(
                person,
                tuple(sorted(aliases.get(person, ()), key=str.casefold)),
                pulkas.get(person, 0),
                last.get(person),
            )
            for person in sorted(everybody, key=str.casefold)
        ]

    def merge(self, alias: str, into: str) -> None:
        """The person ``alias`` (with all his names) becomes the person ``into``.

        Refused (:class:`RosterError`) when both played in one pulka: they are two people.
        """
        a, b = self.person(alias), self.person(into)
        for record in self._snapshot.records:
            people = {self.person(name) for name in record.names}
            if a != b and a in people and b in people:
                raise RosterError(
                    N_("ledger", "{alias} and {into} played in the same pulka ({path}): they are two people"),
                    alias=a,
                    into=b,
                    path=record.path,
                )
        self._edit(lambda roster: roster.merge(alias, into))

    def split(self, alias: str) -> None:
        """The name ``alias`` becomes a person of its own again."""
        self._edit(lambda roster: roster.split(alias))

    def rename(self, person: str, new_name: str) -> None:
        """Show ``person`` as ``new_name`` (his names in the files stay his aliases; a name no file uses goes).

        Refused when ``new_name`` is somebody else already (merge them instead). The folder is read first: a
        file saved since the last refresh may use the old name, which then stays his (it is not a new person).
        """
        self.refresh()
        new = clean(new_name)
        if new and new != self.person(person) and any(p.name == new for p in self.people()):
            raise RosterError(N_("ledger", "{name} is another person already: merge them instead"), name=new)
        written = {name for record in self._snapshot.records for name in record.names}
        self._edit(lambda roster: roster.rename(person, new_name, written))

    def _edit(self, change: Callable[[Roster], None]) -> None:
        if self._roster_problem is not None:
            raise RosterError(self._roster_problem.template, **self._roster_problem.args)
        with self._lock:
            change(self._roster)
            self._rating_cache = None

    def recent_tables(self, limit: int = 10) -> list[RecentTable]:
        """Sets of people who played together, the latest first (for the new-game dialog)."""
        tables: dict[frozenset[str], RecentTable] = {}
        for record in reversed(self._snapshot.records):
            people = tuple(self.person(name) for name in record.names)
            key = frozenset(people)
            if key in tables:
                t = tables[key]
                tables[key] = RecentTable(t.players, t.names, t.last_played, t.pulkas + 1, t.convention, t.path)
            elif len(tables) < limit:
                tables[key] = RecentTable(people, record.names, record.when, 1, convention_of(record), record.file)
        return list(tables.values())

    # -- questions ------------------------------------------------------------------------
    def pulkas(self, flt: Filter = Filter()) -> list[Pulka]:
        """The pulkas ``flt`` keeps, oldest first."""
        return [
            Pulka(
                path=r.file,
                when=r.when,
                title=r.title,
                preset=r.preset,
                people=tuple(self.person(name) for name in r.names),
                names=r.names,
                hands=r.hands,
                finished=r.finished,
                money_cents=tuple(seat.money_cents for seat in r.seats),
                whists=tuple(seat.whists for seat in r.seats),
            )
            for r in self._select(flt)
        ]

    def presets(self) -> list[str]:
        """The conventions (preset names, ``"custom"``) of the pulkas in the book."""
        return sorted({r.preset for r in self._snapshot.records})

    def stats(self, flt: Filter = Filter()) -> dict[str, PersonStats]:
        """Each person's figures over the pulkas ``flt`` keeps."""
        return stats.person_stats(self._select(flt), self.person)

    def head_to_head(self, flt: Filter = Filter()) -> HeadToHead:
        """Who won how much from whom (RULES §5 pairwise balances, summed over pulkas)."""
        return stats.head_to_head(self._select(flt), self.person)

    def money_over_time(self, flt: Filter = Filter()) -> dict[str, list[Point]]:
        """Each person's cumulative money after each of his pulkas, oldest first."""
        return stats.money_over_time(self._select(flt), self.person)

    def rating_history(self, flt: Filter = Filter()) -> dict[str, list[Rating]]:
        """Each person's rating after each of his pulkas (see :mod:`prefcount.book.rating`)."""
        key = (flt, len(self._snapshot.records), tuple(e for e in self._roster.entries))
        cached = self._rating_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        history = rating.rating_history(self._select(flt), self.person)
        self._rating_cache = (key, history)
        return history

    def ratings(self, flt: Filter = Filter()) -> dict[str, Rating]:
        """Each person's rating after the last pulka ``flt`` keeps."""
        return {person: points[-1] for person, points in self.rating_history(flt).items()}

    def _select(self, flt: Filter) -> list[GameRecord]:
        return stats.select(self._snapshot.records, flt, self.person)


def _read_roster(folder: Path) -> tuple[Roster, Problem | None]:
    """The book's roster, or an empty one and the problem when its file is damaged."""
    try:
        return Roster.load(folder), None
    except RosterError as error:
        roster = Roster([], None)  # a damaged roster is left alone: edits are refused, nothing is overwritten
        return roster, Problem(folder / "prefcount-roster.json", "damaged", error.template, error.args_)
