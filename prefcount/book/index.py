"""The book's index: an SQLite cache of every game file's figures, updated by size, time and hash.

The files are the truth; the index only saves replaying every game each time
the book opens. A file whose size and modification time are as indexed is
not read; one whose time changed but whose bytes hash the same is not
replayed; anything else is loaded, scored and settled again by the ledger
(:func:`~prefcount.book.figures.game_figures`), in worker processes when
there are many. Deleting the index loses nothing.

Two processes may refresh one index at once: SQLite in WAL mode, each batch
of rows one ``BEGIN IMMEDIATE`` transaction, a busy timeout, and rows that
are idempotent (a file's row is the same whoever writes it).
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import sqlite3
import time
from collections.abc import Callable, Collection, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, NamedTuple

from prefcount.book.figures import FIGURES_VERSION, file_hash, game_figures, problem_of
from prefcount.gamefile import SUFFIX
from prefcount.ledger import LedgerError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY,      -- relative to the book folder, "/" between folders
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    hash TEXT NOT NULL,         -- sha256 of the bytes the figures were made from
    figures TEXT,               -- JSON (figures.game_figures) when the file counts
    convention TEXT,            -- JSON, the game file's convention object (read only when asked)
    problem TEXT                -- JSON {kind, template, args} when it does not
);
"""

# Files to (re)read before worker processes are worth starting (about half a second to spawn them):
# the first indexing of a big book, not an evening's new files.
PARALLEL_FROM = 200
BATCH = 50
BUSY_TIMEOUT_MS = 30_000
_CHUNK = 500  # paths asked for in one statement

Progress = Callable[[int, int], object]


class Row(NamedTuple):
    """One file's row: where it is, what was read, and its figures or its problem (parsed JSON)."""

    path: str
    figures: dict[str, Any] | None
    convention: str | None  # JSON text, parsed only when asked
    problem: dict[str, Any] | None


def default_index_name(folder: Path) -> str:
    """The index file's name for a book folder: one index per folder."""
    key = hashlib.sha256(str(Path(folder).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"book-{key}.sqlite"


def scan(folder: Path) -> dict[str, os.stat_result]:
    """Every game file under ``folder`` (hidden folders and files skipped), by relative path."""
    found: dict[str, os.stat_result] = {}
    root = str(folder)
    # os.scandir: the directory listing already knows which entries are files (no second stat for that)
    pending = [""]
    while pending:
        relative = pending.pop()
        try:
            entries = list(os.scandir(os.path.join(root, relative) if relative else root))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            rel = f"{relative}/{entry.name}" if relative else entry.name
            try:
                if entry.is_dir(follow_symlinks=False):  # as os.walk: a link to a folder could loop
                    pending.append(rel)
                elif entry.name.endswith(SUFFIX):
                    found[rel] = entry.stat()
            except OSError:
                continue
    return found


FileResult = tuple[int, int, str, str | None, str | None, str | None]


def read_file(full: str, old_hash: str | None) -> FileResult:
    """Read one file: size, mtime, hash, and (unless the hash is ``old_hash``) figures and convention or problem,
    as JSON."""
    try:
        info = os.stat(full)
        with open(full, "rb") as handle:
            data = handle.read()
    except OSError as error:
        problem = {
            "kind": "unreadable",
            "template": N_("ledger", "Cannot read {path}: {why}"),
            "args": {"path": full, "why": error.strerror or str(error)},
        }
        return 0, 0, "", None, None, json.dumps(problem, ensure_ascii=False)
    digest = file_hash(data)
    if digest == old_hash:
        return info.st_size, info.st_mtime_ns, digest, None, None, None
    try:
        figures = game_figures(data, info.st_mtime)
    except LedgerError as error:
        return info.st_size, info.st_mtime_ns, digest, None, None, json.dumps(problem_of(error), ensure_ascii=False)
    except Exception as error:  # noqa: BLE001 - a file that trips the ledger is listed; it never stops the rest
        problem = {
            "kind": "damaged",
            "template": N_("ledger", "The file is damaged: {what}"),
            "args": {"what": f"{type(error).__name__}: {error}"},
        }
        return info.st_size, info.st_mtime_ns, digest, None, None, json.dumps(problem, ensure_ascii=False)
    convention = json.dumps(figures.pop("convention"), ensure_ascii=False)
    return info.st_size, info.st_mtime_ns, digest, json.dumps(figures, ensure_ascii=False), convention, None


def _read_task(args: tuple[str, str | None]) -> FileResult:
    return read_file(*args)


class Index:
    """An SQLite index of one book folder."""

    def __init__(self, folder: Path, path: Path) -> None:
        self.folder = Path(folder)
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._connect()
        except sqlite3.OperationalError:  # busy or unreachable: never delete an index another window uses
            raise
        except sqlite3.DatabaseError:  # a damaged cache: start it again, the files are the truth
            self.rebuild()

    def rebuild(self) -> None:
        """Forget the index file (it is damaged) and start an empty one."""
        if getattr(self, "db", None) is not None:
            self.db.close()
        self._remove()
        self.db = self._connect()

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        self._use_wal(db)
        db.execute("PRAGMA synchronous = NORMAL")
        if self._version(db) != str(FIGURES_VERSION):  # new, or made by another prefcount: (re)build it
            with self._write(db):
                db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                if self._version(db) != str(FIGURES_VERSION):  # another process may have built it meanwhile
                    db.execute("DROP TABLE IF EXISTS files")
                    for statement in SCHEMA.split(";"):  # executescript would commit the transaction
                        if statement.strip():
                            db.execute(statement)
                    db.execute(
                        "INSERT OR REPLACE INTO meta (key, value) VALUES ('figures_version', ?)",
                        (str(FIGURES_VERSION),),
                    )
        return db

    @staticmethod
    def _use_wal(db: sqlite3.Connection) -> None:
        """Switch a new index to write-ahead logging.

        The switch needs the file to itself, and SQLite answers "database is locked" at once, without
        its busy timeout, when another process is opening the same new index: so wait and try again.
        """
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                    db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    @staticmethod
    def _version(db: sqlite3.Connection) -> str | None:
        """The figures version the index was built for (``None``: not built). Reading takes no write lock,
        so a window opening the book never waits for another window's indexing."""
        try:
            row = db.execute("SELECT value FROM meta WHERE key = 'figures_version'").fetchone()
        except sqlite3.OperationalError:  # no table yet
            return None
        return str(row[0]) if row else None

    def _remove(self) -> None:
        for suffix in ("", "-wal", "-shm"):
            try:
                os.unlink(str(self.path) + suffix)
            except FileNotFoundError:
                pass

    @staticmethod
    def _write(db: sqlite3.Connection) -> _Transaction:
        return _Transaction(db)

    def close(self) -> None:
        self.db.close()

    # -- update ------------------------------------------------------------------
    def update(self, progress: Progress | None = None, workers: int | None = None) -> int:
        """Bring the index up to date with the folder: new, changed and removed files; returns how many."""
        found = scan(self.folder)
        known = {
            path: (size, mtime, digest)
            for path, size, mtime, digest in self.db.execute("SELECT path, size, mtime_ns, hash FROM files")
        }
        gone = [path for path in known if path not in found]
        todo = [
            path
            for path, info in found.items()
            if path not in known or known[path][:2] != (info.st_size, info.st_mtime_ns)
        ]
        total = len(todo)
        if progress is not None:
            progress(0, total)
        if gone:
            with self._write(self.db):
                self.db.executemany("DELETE FROM files WHERE path = ?", [(p,) for p in gone])
        if not todo:
            return len(gone)
        tasks = [(str(self.folder / path), known[path][2] if path in known else None) for path in todo]
        done = 0
        pending: list[tuple[str, FileResult]] = []
        for path, result in zip(todo, self._read_all(tasks, workers)):
            pending.append((path, result))
            done += 1
            if len(pending) >= BATCH:
                self._store(pending)
                pending = []
            if progress is not None:
                progress(done, total)
        self._store(pending)
        return len(gone) + total

    def _read_all(self, tasks: list[tuple[str, str | None]], workers: int | None) -> Iterator[FileResult]:
        if workers is None:
            workers = min(os.cpu_count() or 1, 4)
        if workers <= 1 or len(tasks) < PARALLEL_FROM:
            yield from map(_read_task, tasks)
            return
        done = 0
        try:
            for result in _pooled(tasks, workers):
                yield result
                done += 1
        except (BrokenProcessPool, OSError, RuntimeError):
            # Worker processes could not start or died (a frozen app, a main module that cannot be
            # imported again): read the rest here. Slower, never wrong.
            yield from map(_read_task, tasks[done:])

    def _store(self, results: list[tuple[str, FileResult]]) -> None:
        if not results:
            return
        with self._write(self.db):
            for path, (size, mtime, digest, figures, convention, problem) in results:
                if figures is None and problem is None:  # same bytes as indexed: only the time changed
                    self.db.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE path = ?", (size, mtime, path))
                else:
                    self.db.execute(
                        "INSERT OR REPLACE INTO files (path, size, mtime_ns, hash, figures, convention, problem)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (path, size, mtime, digest, figures, convention, problem),
                    )

    # -- read ------------------------------------------------------------------
    def data_version(self) -> int:
        """SQLite's ``data_version``: it changes when another connection (another window) commits to the index."""
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def hashes(self) -> dict[str, str]:
        """Each indexed file's hash, by path: what its row was made from (a row changes only with it)."""
        return dict(self.db.execute("SELECT path, hash FROM files"))

    def rows(self, paths: Collection[str] | None = None) -> list[Row]:
        """The indexed files ``paths`` (every one when ``None``), by path."""
        query = "SELECT path, figures, convention, problem FROM files"
        if paths is None:
            found = list(self.db.execute(query + " ORDER BY path"))
        else:
            wanted = sorted(paths)
            found = []
            for start in range(0, len(wanted), _CHUNK):  # SQLite allows only so many ? in one statement
                chunk = wanted[start : start + _CHUNK]
                found += self.db.execute(f"{query} WHERE path IN ({', '.join('?' * len(chunk))})", chunk)
            found.sort()
        return [
            Row(path, json.loads(figures) if figures else None, convention, json.loads(problem) if problem else None)
            for path, figures, convention, problem in found
        ]

    def reading(self) -> _Transaction:
        """A read transaction: what is read inside it comes from one state of the index, whoever writes meanwhile."""
        return _Transaction(self.db, "BEGIN")


def _pooled(tasks: list[tuple[str, str | None]], workers: int) -> Iterator[FileResult]:
    # "spawn": fresh interpreters, never a fork of an app that runs Qt threads (a fork copies their locks)
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(_read_task, tasks, chunksize=8)


class _Transaction:
    """``BEGIN`` … ``COMMIT``, ``ROLLBACK`` on an error: a reading (``BEGIN``: in WAL mode a reader sees one
    state of the index and never waits for a writer) or a writing (``BEGIN IMMEDIATE``: one writer at a time,
    waiting its turn)."""

    def __init__(self, db: sqlite3.Connection, begin: str = "BEGIN IMMEDIATE") -> None:
        self.db = db
        self.begin = begin

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute(self.begin)
        return self.db

    def __exit__(self, kind: type[BaseException] | None, value: object, traceback: object) -> None:
        if kind is None:
            self.db.execute("COMMIT")
            return
        try:  # the error that ended the transaction is the one to tell, not a failed rollback after it
            self.db.execute("ROLLBACK")
        except sqlite3.Error:
            pass
