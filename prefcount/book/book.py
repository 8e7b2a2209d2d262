"""The club book: a folder of ``.pulka`` files, its index, its roster, and the questions asked of them.

::

    book = Book.open("~/Documents/prefcount")
    problems = book.refresh(progress=lambda done, total: ...)
    stats = book.stats(Filter(date_from=date(2026, 9, 1)))

``refresh`` reads what changed in the folder (it may run in a worker thread:
queries answer from the last finished refresh until the new one is done).
Every query takes a :class:`~prefcount.book.model.Filter` and is answered
from the book's columns in memory (:class:`~prefcount.book.columns.Columns`),
so changing a filter needs no disk. Roster edits are written to the roster
file at once and change every answer at once; the index never needs
rebuilding for them.

Each game counts once (:mod:`prefcount.book.versions`): copies and other
versions of a game are listed among the problems with the file that counts.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from prefcount.book import rating, stats, versions
from prefcount.book.columns import Columns, People
from prefcount.book.index import Index, StoredRow, row_checksum
from prefcount.book.index_file import BUSY, UNWRITABLE, NotAnIndex, trouble
from prefcount.book.model import (
    FileProblem,
    Filter,
    HeadToHead,
    IndexedPulka,
    Person,
    PersonStats,
    Point,
    Rating,
    RecentTable,
    shown_name,
)
from prefcount.book.paths import index_path_for
from prefcount.book.records import (
    DATED,
    FILE_DATED,
    H_CHAIN_CHECK,
    H_CONTENT,
    H_CONVENTION,
    H_FINISHED,
    H_FLAGS,
    H_GAME,
    H_HANDS,
    H_PRESET,
    H_TABLE,
    H_TITLE,
    HAS_ID,
    HEAD,
    S_MONEY,
    S_NAME,
    S_WDEN,
    S_WNUM,
    SEAT,
    chain_check,
    well_formed,
)
from prefcount.book.roster import Roster, RosterError, clean
from prefcount.book.stats import Series
from prefcount.files.gamefile import SUFFIX
from prefcount.ledger import LedgerError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]')

VERSION_MESSAGES = {
    versions.COPY: N_("ledger", "The same game as {other}: that one counts, this copy does not"),
    versions.EARLIER: N_("ledger", "An earlier version of {other}, which counts (this one has {hands} hands)"),
    versions.PARTED: N_("ledger", "Another version of {other}, which counts (saved later); they part at hand {hand}"),
}
OTHER_TABLE = N_("ledger", "Another version of {other}, which counts (saved later); their players or rules differ")


@dataclass(frozen=True)
class _Snapshot:
    """What the last refresh found: the rows read (by path), the columns of the pulkas, the files that do not
    count. Never changed once made: a refresh makes a new one."""

    rows: dict[bytes, StoredRow]
    columns: Columns
    problems: tuple[FileProblem, ...]


class Book:
    """A book folder with its index and roster. Open with :meth:`open`."""

    def __init__(self, folder: Path, index: Index, roster: Roster, roster_problem: FileProblem | None) -> None:
        self.folder = folder
        self._index = index
        self._roster = roster
        self._roster_problem = roster_problem
        self._snapshot = _Snapshot({}, Columns(folder, [], {}), ())
        self._lock = threading.Lock()
        self._ratings_lock = threading.Lock()
        self._ratings: dict[bytes, rating.Run] = {}
        self._index_problem: FileProblem | None = None
        self._fallback_problem: FileProblem | None = None  # the index in use is a temporary one: why
        self._loaded_version: int | None = None  # the index's data_version the snapshot was read at
        self._damaged = 0  # rows that failed their checksum since the book was opened (read again)
        self.version = 0  # grows whenever an answer may have changed (a file read, the roster, a problem)

    @classmethod
    def open(cls, folder: str | os.PathLike[str], index_path: str | os.PathLike[str] | None = None) -> Book:
        """Open the book in ``folder`` (created if missing) with what its index already knows.

        ``index_path`` defaults to the app's cache folder (:func:`~prefcount.book.paths.index_path_for`).
        Call :meth:`refresh` to read what changed in the folder since. An index that cannot be written where
        it is (a read-only folder, a full disk) gives way to a temporary one, said among the problems; so does
        a file at the default place that the book did not make, which is left as it is. A file given as
        ``index_path`` that the book did not make is refused (:class:`~prefcount.book.index_file.NotAnIndex`).
        Raises :class:`BookFolderError` for a folder that cannot be a book.
        """
        folder = _book_folder(folder)
        path = Path(index_path) if index_path is not None else index_path_for(folder)
        index, fallback = _index(folder, path, refuse_foreign=index_path is not None)
        book = cls(folder, index, *_read_roster(folder))
        book._fallback_problem = fallback
        try:
            book._load()
        except sqlite3.Error as error:
            if trouble(error) == BUSY:
                raise
            if trouble(error) == UNWRITABLE:
                index.close()
                book._index = Index.temporary_for(folder)
                book._fallback_problem = _temporary_problem(path, str(error))
            else:  # damaged past its header: a cache, so start it again
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
    ) -> list[FileProblem]:
        """Read new and changed files, forget removed ones; returns the files that do not count.

        ``progress(done, total)`` is called as files are read (``total`` is how
        many need reading; 0 when nothing changed). A damaged or foreign file
        never stops the rest: it is listed with its reason. Hundreds of files
        are read by worker processes (``workers``, default: one per core, at
        most 4; 1 reads them all in this process).
        """
        with self._lock:
            self._reread_roster()
            problem_before, self._index_problem = self._index_problem, None
            try:
                changed = self._index.update(progress, workers)
                # Another window on this book may have brought the shared index up to date before us: then
                # this update finds nothing to read, but the snapshot is older than the index all the same.
                others = self._index.data_version() != self._loaded_version
                if changed or others:
                    self._load(None if others else self._index.written)
                    if self._damaged:  # rows dropped for a failed checksum: their files are read again now
                        self._damaged = 0
                        if self._index.update(progress, workers):
                            self._load(self._index.written)
            except sqlite3.Error as error:
                self._index_trouble(error, progress, workers)
            if self._index_problem != problem_before:
                self.version += 1
        return self.problems()

    def _index_trouble(
        self, error: sqlite3.Error, progress: Callable[[int, int], object] | None, workers: int | None
    ) -> None:
        """A refresh the index stopped: busy (the next refresh catches up), unwritable (the book is read into a
        temporary index), or damaged under us (it is only a cache: built again)."""
        kind = trouble(error)
        if kind == BUSY:  # locked past the busy timeout: the next refresh catches up
            self._index_problem = FileProblem(
                self._index.path,
                "busy",
                N_("ledger", "The book's index is busy in another window; it is brought up to date next time ({why})"),
                {"why": str(error)},
            )
            return
        if kind == UNWRITABLE:
            path = self._index.path
            self._index.close()
            self._index = Index.temporary_for(self.folder)
            self._fallback_problem = _temporary_problem(path, str(error))
        else:
            self._index.rebuild()
        self._snapshot = _Snapshot({}, Columns(self.folder, [], {}), ())
        self._index.update(progress, workers)
        self._load()

    def _reread_roster(self) -> None:
        """Read the roster file again: another window may have edited it (unchanged: the roster in use stays)."""
        roster, problem = _read_roster(self.folder)
        if problem != self._roster_problem or roster.entries != self._roster.entries:
            self._roster, self._roster_problem = roster, problem
            self.version += 1

    def folders(self) -> list[Path]:
        """The book folder and the folders in it that the last refresh looked into (to watch them)."""
        return [self.folder / folder for folder in self._index.folders]

    def problems(self) -> list[FileProblem]:
        """Files that do not count, with the reason (and a damaged roster file, or a busy index)."""
        extra = [p for p in (self._fallback_problem, self._roster_problem, self._index_problem) if p is not None]
        return [*extra, *self._snapshot.problems]

    def _load(self, changed: set[bytes] | None = None) -> None:
        """Bring the snapshot up to the index: the rows of files added or changed since, and no removed file.

        ``changed``: the paths whose rows this book itself wrote or removed since its snapshot (when no other
        window wrote meanwhile); ``None``: compare every row's checksum with the snapshot's. Each row read is
        checked against its checksum; a row that fails is dropped from the index, so that the next update
        reads its file again."""
        old = self._snapshot.rows
        with self._index.reading():  # one state of the index, whatever another window writes meanwhile
            version = self._index.data_version()
            if old and changed is not None:
                fresh = self._index.rows(changed)
                rows = {path: row for path, row in old.items() if path not in changed}
            elif old:
                checksums = self._index.checksums()
                new = [path for path, digest in checksums.items() if path not in old or old[path][-1] != digest]
                if not new and len(checksums) == len(old):  # (every known path is still there, unchanged)
                    self._loaded_version = version
                    return
                fresh = self._index.rows(new)
                rows = {path: old[path] for path in checksums if path not in new}
            else:
                fresh = self._index.rows()
                rows = {}
            damaged = set()
            for row in fresh:
                if _sound(row):
                    rows[row.path] = row
                else:
                    damaged.add(row.path)
            if old:  # a text's id never changes its meaning: ask only for the ones not known yet
                texts = dict(self._snapshot.columns.texts)
                wanted = _text_ids([rows[row.path] for row in fresh if row.path in rows]) - set(texts)
                found, bad_texts = self._index.texts(wanted)
                texts.update(found)
            else:
                texts, bad_texts = self._index.texts()
            columns = self._columns(rows, texts, damaged)
            problems = self._problems(rows, columns, damaged)
        self._snapshot = _Snapshot(rows, columns, tuple(problems))
        self._loaded_version = version
        self.version += 1
        if damaged or bad_texts:  # forget them: read again at the next update (busy: the next refresh tries again)
            self._damaged += len(damaged)
            if self._index.forget_damaged(damaged, bad_texts):
                self._loaded_version = None

    def _columns(self, rows: dict[bytes, StoredRow], texts: dict[int, str], damaged: set[bytes]) -> Columns:
        """The columns of the rows that hold a pulka; a row that names a text the index lost is damaged too."""
        columns = Columns(self.folder, (row for row in rows.values() if row.head is not None), texts)
        missing = {int(i) for i in columns.text_ids() if i >= 0 and int(i) not in texts}
        if missing:
            lost = columns.rows_referring(missing)
            damaged |= lost
            for path in lost:
                del rows[path]
            columns = Columns(self.folder, (row for row in rows.values() if row.head is not None), texts)
        return columns

    def _problems(self, rows: dict[bytes, StoredRow], columns: Columns, damaged: set[bytes]) -> list[FileProblem]:
        """The files that do not count: their own problem, or another file holds their game."""
        out: dict[bytes, FileProblem] = {}
        for path, row in rows.items():
            if row.problem is None:
                continue
            try:
                p = json.loads(row.problem)
                out[path] = FileProblem(
                    self.folder / os.fsdecode(path),
                    p["kind"],
                    p["template"],
                    p["args"],
                    p.get("hand"),
                    tuple(p.get("words", ())),
                )
            except (ValueError, KeyError, TypeError):  # passed its checksum, yet not what was written: read again
                damaged.add(path)
        for version in self._versions(columns, damaged):
            other = shown_name(os.fsdecode(version.counted))
            template = VERSION_MESSAGES[version.kind]
            if version.kind == versions.PARTED and not version.hands:
                template = OTHER_TABLE
            out[version.path] = FileProblem(
                self.folder / os.fsdecode(version.path),
                "copy" if version.kind == versions.COPY else "version",
                template,
                {"other": other, "hands": version.hands, "hand": version.hands},
                other=self.folder / os.fsdecode(version.counted),
            )
            columns.counted[columns.row_of[version.path]] = False
        undated = columns.counted & ((columns.head[:, H_FLAGS] & FILE_DATED) == 0)
        for pulka in np.flatnonzero(undated).tolist():  # counted, but dated by the file's time: said (issue 27 §9)
            path = columns.paths[pulka]
            out[path] = FileProblem(
                self.folder / os.fsdecode(path),
                "undated",
                N_("ledger", "No date in the file: it counts as played when the file was last saved ({when})"),
                {"when": f"{columns.when(pulka):%Y-%m-%d %H:%M}"},
            )
        return [out[path] for path in sorted(out)]

    def _versions(self, columns: Columns, damaged: set[bytes]) -> list[versions.Version]:
        """Files that hold a game another file holds too, and which of them counts."""
        if len(columns) < 2:
            return []
        head = columns.head
        _keys, by_game, games = np.unique(head[:, H_GAME], return_inverse=True, return_counts=True)
        contents, by_content, sizes = np.unique(head[:, H_CONTENT], return_inverse=True, return_counts=True)
        without_id = np.zeros(len(contents), dtype=bool)  # a content some file without an id has
        np.logical_or.at(without_id, by_content, (head[:, H_FLAGS] & HAS_ID) == 0)
        shared = np.flatnonzero((games[by_game] > 1) | ((sizes[by_content] > 1) & without_id[by_content]))
        if not len(shared):
            return []
        chains = self._index.chains([columns.paths[row] for row in shared.tolist()])
        members: list[versions.Member] = []
        for row in shared.tolist():
            path = columns.paths[row]
            row_head = head[row]
            chain, stat = chains.get(path, (b"", b""))
            if chain_check(chain) != int(row_head[H_CHAIN_CHECK]):
                damaged.add(path)  # its chain does not match its head: read the file again
                continue
            flags = int(row_head[H_FLAGS])
            mtime = int.from_bytes(stat[8:16], "little", signed=True)
            members.append(
                versions.Member(
                    path,
                    int(row_head[H_TABLE]),
                    chain,
                    bool(flags & HAS_ID),
                    bool(flags & DATED),
                    bool(row_head[H_FINISHED]),
                    mtime,
                    int(row_head[H_GAME]),
                    int(row_head[H_CONTENT]),
                )
            )
        return versions.resolve(members)

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

    def _people(self, columns: Columns | None = None) -> People:
        columns = columns or self._snapshot.columns
        return columns.people(self._roster.person, tuple(self._roster.entries))

    def people(self) -> list[Person]:
        """The roster: everybody who played in the book or is in the roster, each once, by name."""
        columns = self._snapshot.columns
        people = self._people(columns)
        seats = columns.counted[columns.seat_pulka]
        pulkas = np.bincount(people.seat[seats], minlength=len(people.names))
        last: dict[str, datetime] = {}
        played = people.seat[seats]
        if len(played):
            rows = columns.seat_pulka[seats]
            first_of_reversed = np.unique(played[::-1], return_index=True)
            for person, index in zip(*first_of_reversed, strict=True):
                last[people.names[int(person)]] = columns.when(int(rows[len(rows) - 1 - int(index)]))
        aliases: dict[str, set[str]] = {}
        for text_id in np.unique(columns.seats[seats, S_NAME]).tolist():
            name = columns.texts[int(text_id)]
            person = self.person(name)
            if clean(name) != person:
                aliases.setdefault(person, set()).add(clean(name))
        for entry in self._roster.entries:
            aliases.setdefault(entry.name, set()).update(entry.aliases)
        counts = {people.names[i]: int(count) for i, count in enumerate(pulkas.tolist()) if count}
        everybody = set(counts) | set(aliases)
        return [
            Person(
                person,
                tuple(sorted(aliases.get(person, ()), key=str.casefold)),
                counts.get(person, 0),
                last.get(person),
            )
            for person in sorted(everybody, key=str.casefold)
        ]

    def merge(self, alias: str, into: str) -> None:
        """The person ``alias`` (with all his names) becomes the person ``into``.

        Refused (:class:`RosterError`) when both played in one pulka: they are two people.
        """
        a, b = self.person(alias), self.person(into)
        if a != b:
            columns = self._snapshot.columns
            people = self._people(columns)
            both = np.zeros(len(columns), dtype=np.int64)
            for person in (people.of(a), people.of(b)):
                present = np.zeros(len(columns), dtype=bool)
                present[columns.seat_pulka[(people.seat == person) & columns.counted[columns.seat_pulka]]] = True
                both += present
            together = np.flatnonzero(both == 2)
            if len(together) and people.of(a) >= 0 and people.of(b) >= 0:
                raise RosterError(
                    N_("ledger", "{alias} and {into} played in the same pulka ({path}): they are two people"),
                    alias=a,
                    into=b,
                    path=shown_name(os.fsdecode(columns.paths[int(together[0])])),
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
        columns = self._snapshot.columns
        written = {columns.texts[int(i)] for i in np.unique(columns.seats[:, S_NAME]).tolist()}
        self._edit(lambda roster: roster.rename(person, new_name, written))

    def _edit(self, change: Callable[[Roster], None]) -> None:
        if self._roster_problem is not None:
            raise RosterError(self._roster_problem.template, **self._roster_problem.args)
        with self._lock:
            change(self._roster)
            self.version += 1

    def recent_tables(self, limit: int = 10) -> list[RecentTable]:
        """Sets of people who played together, the latest first (for the new-game dialog)."""
        from prefcount.ledger import convention_from_dict

        columns = self._snapshot.columns
        people = self._people(columns)
        rows = np.flatnonzero(columns.counted)
        if not len(rows):
            return []
        # one number per set of people: each pulka's people, sorted, as digits of a big enough base
        base = len(people.names) + 1
        padded = np.full((len(columns), 4), -1, dtype=np.int64)
        within = np.arange(len(columns.seat_pulka)) - columns.seat_start[columns.seat_pulka]
        padded[columns.seat_pulka, within] = people.seat
        padded.sort(axis=1)
        key = np.zeros(len(columns), dtype=np.int64)
        for seat in range(4):
            key = key * base + padded[:, seat] + 1
        keys = key[rows]
        last_index = len(keys) - 1 - np.unique(keys[::-1], return_index=True)[1]
        counts = dict(zip(*np.unique(keys, return_counts=True), strict=True))
        out = []
        for index in sorted(last_index.tolist(), reverse=True)[:limit]:
            row = int(rows[index])
            names = columns.names(row)
            convention = convention_from_dict(json.loads(columns.texts[int(columns.head[row, H_CONVENTION])]))
            out.append(
                RecentTable(
                    tuple(self.person(name) for name in names),
                    names,
                    columns.when(row),
                    int(counts[keys[index]]),
                    convention,
                    columns.file(row),
                )
            )
        return out

    # -- questions ------------------------------------------------------------------------
    def _keep(self, flt: Filter) -> tuple[Columns, People, np.ndarray]:
        columns = self._snapshot.columns
        people = self._people(columns)
        return columns, people, columns.select(flt, people)

    def pulkas(self, flt: Filter = Filter()) -> list[IndexedPulka]:
        """The pulkas ``flt`` keeps, oldest first."""
        columns, _people, keep = self._keep(flt)
        out = []
        for row in np.flatnonzero(keep).tolist():
            seats = columns.seat_rows(row)
            names = columns.names(row)
            out.append(
                IndexedPulka(
                    path=columns.file(row),
                    when=columns.when(row),
                    title=columns.title(row),
                    preset=columns.preset(row),
                    people=tuple(self.person(name) for name in names),
                    names=names,
                    hands=int(columns.head[row, H_HANDS]),
                    finished=bool(columns.head[row, H_FINISHED]),
                    money_cents=tuple(int(m) for m in seats[:, S_MONEY]),
                    whists=tuple(_fraction(int(num), int(den)) for num, den in seats[:, [S_WNUM, S_WDEN]]),
                )
            )
        return out

    def count(self, flt: Filter = Filter()) -> tuple[int, int]:
        """How many pulkas ``flt`` keeps, and how many hands they hold."""
        columns, _people, keep = self._keep(flt)
        return int(keep.sum()), int(columns.head[keep, H_HANDS].sum())

    def unfinished_left_out(self, flt: Filter = Filter()) -> int:
        """How many unfinished pulkas ``flt`` leaves out only because they are unfinished."""
        if flt.include_unfinished:
            return 0
        return self.count(replace(flt, include_unfinished=True))[0] - self.count(flt)[0]

    def played_between(self) -> tuple[datetime, datetime] | None:
        """When the first and the last pulka of the book were played (unfinished ones too); ``None``: none."""
        columns = self._snapshot.columns
        rows = np.flatnonzero(columns.counted)
        if not len(rows):
            return None
        return columns.when(int(rows[0])), columns.when(int(rows[-1]))

    def presets(self) -> list[str]:
        """The conventions (preset names, ``"custom"``) of the pulkas in the book."""
        columns = self._snapshot.columns
        ids = np.unique(columns.head[columns.counted, H_PRESET]).tolist()
        return sorted({columns.texts[int(i)] for i in ids})

    def stats(self, flt: Filter = Filter()) -> dict[str, PersonStats]:
        """Each person's figures over the pulkas ``flt`` keeps."""
        return stats.person_stats(*self._keep(flt))

    def head_to_head(self, flt: Filter = Filter()) -> HeadToHead:
        """Who won how much from whom (RULES §5 pairwise balances, summed over pulkas)."""
        return stats.head_to_head(*self._keep(flt))

    def money_over_time(self, flt: Filter = Filter()) -> dict[str, list[Point]]:
        """Each person's cumulative money after each of his pulkas, oldest first."""
        return stats.money_over_time(*self._keep(flt))

    def money_series(self, flt: Filter = Filter()) -> Series:
        """:meth:`money_over_time` as arrays for a chart: times (seconds since 1970) and money (units)."""
        return stats.money_series(*self._keep(flt))

    def rating_series(self, flt: Filter = Filter()) -> Series:
        """:meth:`rating_history` as arrays for a chart: times (seconds since 1970) and ratings."""
        columns, people, rows, run = self._rating_run(flt, compute=True)
        assert run is not None
        return rating.series(columns, people, rows, run)

    def rating_history(self, flt: Filter = Filter()) -> dict[str, list[Rating]]:
        """Each person's rating after each of his pulkas (see :mod:`prefcount.book.rating`)."""
        columns, people, rows, run = self._rating_run(flt, compute=True)
        assert run is not None
        return rating.history(columns, people, rows, run)

    def ratings(self, flt: Filter = Filter()) -> dict[str, Rating]:
        """Each person's rating after the last pulka ``flt`` keeps."""
        columns, people, rows, run = self._rating_run(flt, compute=True)
        assert run is not None
        return rating.latest(columns, people, rows, run)

    def known_rating_series(self, flt: Filter = Filter()) -> Series | None:
        """:meth:`rating_series` if the book has the ratings already (as :meth:`known_ratings`), else ``None``."""
        columns, people, rows, run = self._rating_run(flt, compute=False)
        return None if run is None else rating.series(columns, people, rows, run)

    def known_ratings(self, flt: Filter = Filter()) -> dict[str, Rating] | None:
        """:meth:`ratings` if the book has them already (remembered, in memory or in the index), else ``None``:
        making them for thousands of pulkas takes openskill a noticeable time (see
        :mod:`prefcount.ui.book.book_ratings`)."""
        columns, people, rows, run = self._rating_run(flt, compute=False)
        return None if run is None else rating.latest(columns, people, rows, run)

    def _rating_run(self, flt: Filter, compute: bool) -> tuple[Columns, People, np.ndarray, rating.Run | None]:
        """The rating history of ``flt``'s pulkas: remembered (in memory, in the index), continued, or made."""
        columns, people, keep = self._keep(flt)
        rows, wanted = rating.inputs(columns, people, keep)
        key = _filter_key(flt)
        with self._ratings_lock:
            known = self._ratings.get(key)
        if known is None:
            data = self._index.rating(key)
            known = rating.Run.from_bytes(data) if data is not None else None
        if known is not None and known.inputs == wanted:
            run = known
        elif not compute:
            return columns, people, rows, None
        else:
            run = rating.rate(wanted, known if known is not None and wanted.starts_with(known.inputs) else None)
            self._index.keep_rating(key, run.to_bytes())
        with self._ratings_lock:
            self._ratings[key] = run
        return columns, people, rows, run


def _fraction(numerator: int, denominator: int) -> Any:
    from fractions import Fraction

    return Fraction(numerator, denominator)


def _filter_key(flt: Filter) -> bytes:
    text = repr(
        (
            flt.date_from,
            flt.date_to,
            sorted(flt.presets),
            sorted(flt.people),
            flt.include_unfinished,
        )
    )
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def _text_ids(rows: Sequence[StoredRow]) -> set[int]:
    """The texts ``rows`` name (their players, preset, title and convention)."""
    blobs = [row for row in rows if row.head is not None]
    if not blobs:
        return set()
    heads = np.frombuffer(b"".join(row.head for row in blobs), dtype="<i8").reshape(-1, len(HEAD))  # type: ignore[misc]
    seats = np.frombuffer(b"".join(row.seats for row in blobs), dtype="<i8").reshape(-1, len(SEAT))  # type: ignore[misc]
    ids = np.concatenate((heads[:, [H_PRESET, H_TITLE, H_CONVENTION]].ravel(), seats[:, S_NAME]))
    return {int(i) for i in np.unique(ids) if i >= 0}


def _sound(row: StoredRow) -> bool:
    """Whether a row read from the index is what was written: its checksum, and the shape of its blobs."""
    path, head, seats, pairs, problem, checksum = row
    try:
        if not isinstance(path, bytes) or checksum != row_checksum(path, head, seats, pairs, problem):
            return False
    except TypeError:  # a value that is not even of its type
        return False
    if head is None:
        return isinstance(problem, str)
    return well_formed(head, seats, pairs)


class BookFolderError(LedgerError):
    """A folder that cannot be a book: a loop of links, a file, a folder that cannot be made."""


def _book_folder(folder: str | os.PathLike[str]) -> Path:
    """``folder`` as the book's folder (made if missing), or :class:`BookFolderError` saying why it cannot be."""
    given = Path(folder).expanduser()
    try:
        resolved = given.resolve()
    except (RuntimeError, OSError):  # Python 3.11 says RuntimeError for a loop of links, later ones OSError
        resolved = None
    if resolved is None or _loops(given):
        raise BookFolderError(
            N_("ledger", "{path} is a link that leads back to itself (a loop of symbolic links), not a folder"),
            path=shown_name(str(given)),
        )
    try:
        resolved.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise BookFolderError(N_("ledger", "{path} is a file, not a folder"), path=shown_name(str(given))) from None
    except OSError as error:
        raise BookFolderError(
            N_("ledger", "Cannot make the folder {path}: {why}"),
            path=shown_name(str(given)),
            why=error.strerror or str(error),
        ) from None
    return resolved


def _loops(path: Path) -> bool:
    try:
        os.stat(path)
    except OSError as error:
        return error.errno == errno.ELOOP
    return False


def _index(folder: Path, path: Path, refuse_foreign: bool) -> tuple[Index, FileProblem | None]:
    """The index at ``path``, or a temporary one and why: ``path`` cannot be written, or (unless
    ``refuse_foreign``: then :class:`NotAnIndex` is raised) it holds a file the book did not make."""
    try:
        return Index(folder, path), None
    except NotAnIndex as error:
        if refuse_foreign:
            raise
        del error  # (its words name the file again: the problem names it already)
        return Index.temporary_for(folder), FileProblem(
            path,
            "index",
            N_("ledger", "Not a club book's index: it is left as it is, and the book is read into a temporary index"),
        )
    except OSError as error:
        return Index.temporary_for(folder), _temporary_problem(path, error.strerror or str(error))
    except sqlite3.Error as error:
        if trouble(error) != UNWRITABLE:
            raise
        return Index.temporary_for(folder), _temporary_problem(path, str(error))


def _temporary_problem(path: Path, why: str) -> FileProblem:
    return FileProblem(
        path,
        "index",
        N_("ledger", "The book's index cannot be written here ({why}); the book is read into a temporary index"),
        {"why": why},
    )


def _read_roster(folder: Path) -> tuple[Roster, FileProblem | None]:
    """The book's roster, or an empty one and the problem when its file is damaged."""
    try:
        return Roster.load(folder), None
    except RosterError as error:
        roster = Roster([], None)  # a damaged roster is left alone: edits are refused, nothing is overwritten
        return roster, FileProblem(folder / "prefcount-roster.json", "damaged", error.template, error.args_)
