"""The book's index: an SQLite file that remembers, per game file, what was read from it.

It is a cache (the ``.pulka`` files are the truth): one per book folder *and per machine* — it lives
in the app's cache folder, never in a shared book folder, so two laptops syncing one book never write
one SQLite file over a sync service. Delete it and the next refresh reads every file again.

A file is read again when its size, times or inode change, or when it changed so shortly before it
was read that a later edit could keep its time (a "racy" file: compared by content until it is
older). Reading uses the loader's own limits (:func:`prefcount.files.gamefile.read_limited`: regular files
only, :data:`~prefcount.files.gamefile.MAX_FILE_BYTES` at most), and a file that changes while it is read
(a sync writing it) is a problem for now and read again at the next refresh.

Every row carries a checksum of what it holds; a row that fails it (a damaged disk, a stray write) is
dropped and its file read again: the index never answers with figures it did not write.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import shutil
import sqlite3
import struct
import tempfile
import threading
import time
import zlib
from collections.abc import Callable, Collection, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, NamedTuple

from prefcount.book.figures import problem_of
from prefcount.book.index_file import APPLICATION_ID, DAMAGED, check_ours, create, trouble
from prefcount.book.reading import FileResult, read_task, stat_key
from prefcount.book.records import pack
from prefcount.files.gamefile import SUFFIX
from prefcount.ledger import LedgerError

# Bump when what the index keeps changes: an index of another version is built again from the files
# (3: the pairwise money; 4: money as the settlement's paid cents; 5: figures as integer rows, checksums,
# the games' identity; 6: the content key of every file, the book's mark; 7: whether a file holds its date).
FIGURES_VERSION = 7

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE files (
    path BLOB PRIMARY KEY,      -- relative to the book folder as the system names it (os.fsencode), "/" between
    stat BLOB NOT NULL,         -- size, mtime, ctime, inode (int64 each) when it was read
    read_ns INTEGER NOT NULL,   -- when it was read
    hash BLOB NOT NULL,         -- sha256 of the bytes read
    head BLOB,                  -- records.pack, when the file counts
    seats BLOB,
    pairs BLOB,
    problem TEXT,               -- JSON {kind, template, args, ...} when it does not
    chain BLOB,                 -- figures.hand_chain: read only to compare versions of one game
    checksum INTEGER NOT NULL   -- row_checksum(path, head, seats, pairs, problem)
);
CREATE TABLE texts (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE, checksum BLOB NOT NULL);
CREATE TABLE ratings (key BLOB PRIMARY KEY, used INTEGER NOT NULL, value BLOB NOT NULL, checksum BLOB NOT NULL);
"""
TABLES = ("files", "texts", "ratings")

# Files to (re)read before worker processes are worth starting (about half a second to spawn them):
# the first indexing of a big book, not an evening's new files.
PARALLEL_FROM = 200
BATCH = 50
BUSY_TIMEOUT_MS = 30_000
_CHUNK = 500  # paths asked for in one statement
# A file changed less than this before it was read is compared by content at the next refresh too: a file
# system may keep times to the second (FAT: two), so a later edit in the same tick would keep its time.
RACY_NS = 3_000_000_000
# How many ratings the index remembers (one per filter asked lately).
RATINGS_KEPT = 12

Progress = Callable[[int, int], object]


class StoredRow(NamedTuple):
    """One file's row as stored: its figures' blobs, or its problem (JSON text)."""

    path: bytes
    head: bytes | None
    seats: bytes | None
    pairs: bytes | None
    problem: str | None
    checksum: int


def row_checksum(path: bytes, head: Any, seats: Any, pairs: Any, problem: Any) -> int:
    """The checksum a row is stored with (CRC-32 of its path and of everything it says about the file): a
    byte changed on disk changes it. A damaged row whose values are not even of their types raises
    :class:`TypeError`."""
    if head is None:
        text = problem.encode("utf-8", "surrogatepass") if isinstance(problem, str) else b"\xff"
        return zlib.crc32(text, zlib.crc32(path)) ^ 0x5A5A5A5A
    return zlib.crc32(pairs, zlib.crc32(seats, zlib.crc32(head, zlib.crc32(path))))


def text_checksum(text_id: int, text: Any) -> bytes:
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else repr(text).encode()
    return hashlib.blake2b(str(text_id).encode() + b"\x00" + data, digest_size=16).digest()


def default_index_name(folder: Path) -> str:
    """The index file's name for a book folder: one index per folder."""
    key = hashlib.sha256(os.fsencode(str(Path(folder).resolve()))).hexdigest()[:16]
    return f"book-{key}.sqlite"


def racy(stat: Any, read_ns: Any) -> bool:
    """Whether a file could have changed again after it was read without its time showing it (a stat or a time
    that is not of its type, as a damaged index may hold: it could)."""
    if type(stat) is not bytes or type(read_ns) is not int or len(stat) != 32:
        return True
    mtime: int = struct.unpack_from("<q", stat, 8)[0]
    return mtime + RACY_NS >= read_ns


_SUFFIX = os.fsencode(SUFFIX)


def scan(folder: Path, folders: list[bytes] | None = None) -> dict[bytes, bytes]:
    """Every game file under ``folder`` (hidden folders and files skipped): its :func:`stat_key`, by relative
    path as the index keeps it; the folders looked into are added to ``folders`` (``b""`` for ``folder``)."""
    found: dict[bytes, bytes] = {}
    root = os.fsencode(str(folder))  # names as bytes: as the system gives them, nothing decoded or encoded
    # os.scandir: the directory listing already knows which entries are folders (no second stat for that)
    pending = [b""]
    while pending:
        relative_folder = pending.pop()
        if folders is not None:
            folders.append(relative_folder)
        try:
            entries = list(os.scandir(os.path.join(root, relative_folder) if relative_folder else root))
        except OSError:
            continue
        prefix = relative_folder + b"/" if relative_folder else b""
        for entry in entries:
            name = entry.name
            if name.startswith(b"."):  # also the temporary files of sync tools and of atomic saves
                continue
            try:
                if entry.is_dir(follow_symlinks=False):  # as os.walk: a link to a folder could loop
                    pending.append(prefix + name)
                elif name.endswith(_SUFFIX):
                    found[prefix + name] = stat_key(entry.stat())
            except OSError:
                continue
    return found


class Index:
    """An SQLite index of one book folder.

    Raises :class:`~prefcount.book.index_file.NotAnIndex` when ``path`` holds a file the book did not make
    (never touched), :class:`sqlite3.Error` or :class:`OSError` when it cannot be opened. ``temporary``: the
    index lives in a folder of its own made for it, removed when it is closed."""

    def __init__(self, folder: Path, path: Path, temporary: bool = False) -> None:
        self.folder = Path(folder)
        self.path = Path(path)
        self.temporary = temporary
        self._side_db: sqlite3.Connection | None = None
        self.folders: tuple[str, ...] = ("",)  # the folders of the last update (relative)
        self.written: set[bytes] = set()  # the rows the last update wrote or removed
        self._known: dict[bytes, tuple[bytes, int, bool]] | None = None  # path → (stat, read_ns, problem)
        self._known_version: int | None = None
        self._side_lock = threading.Lock()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not check_ours(self.path):
            create(self.path, _setup)
        try:
            self.db = self._connect()
        except sqlite3.Error as error:
            if trouble(error) != DAMAGED:  # busy or unreachable: never delete an index another window uses
                raise
            self.rebuild()  # a damaged index of ours: start it again, the files are the truth

    @classmethod
    def temporary_for(cls, folder: Path) -> Index:
        """An index of ``folder`` in a new temporary folder (removed on :meth:`close`): when the real one cannot
        be written or is not the book's."""
        where = Path(tempfile.mkdtemp(prefix="prefcount-book-"))
        return cls(folder, where / "index.sqlite", temporary=True)

    def rebuild(self) -> None:
        """Forget the index file (it is damaged) and start an empty one. Only ever called on a file recognised
        as the book's (:func:`~prefcount.book.index_file.check_ours`)."""
        self._known = None
        if getattr(self, "db", None) is not None:
            self.db.close()
        with self._side_lock:
            if self._side_db is not None:
                self._side_db.close()
                self._side_db = None
        self._remove()
        create(self.path, _setup)
        self.db = self._connect()

    def _connect(self) -> sqlite3.Connection:
        db = _open(self.path, BUSY_TIMEOUT_MS / 1000)
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            self._use_wal(db)
            db.execute("PRAGMA synchronous = NORMAL")
            if not _current(db):  # made by another prefcount, or its tables damaged: build it again
                with _Transaction(db):
                    if not _current(db):  # another process may have built it meanwhile
                        _setup(db)
        except BaseException:
            db.close()
            raise
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

    def _remove(self) -> None:
        for suffix in ("", "-wal", "-shm"):
            try:
                os.unlink(str(self.path) + suffix)
            except FileNotFoundError:
                pass

    def close(self) -> None:
        self.db.close()
        with self._side_lock:
            if self._side_db is not None:
                self._side_db.close()
                self._side_db = None
        if self.temporary:
            shutil.rmtree(self.path.parent, ignore_errors=True)

    # -- update ------------------------------------------------------------------
    def update(self, progress: Progress | None = None, workers: int | None = None) -> int:
        """Bring the index up to date with the folder: new, changed and removed files; returns how many.

        ``progress(done, total)`` counts the files whose size or times changed; a racy file (changed just
        before it was read) is compared by content besides, unseen unless its bytes changed. The paths of
        the rows written or removed are in :attr:`written` afterwards."""
        self.written = set()
        folders: list[bytes] = []
        found = scan(self.folder, folders)
        self.folders = tuple(sorted(os.fsdecode(folder) for folder in folders))
        known = self._known_stats()
        gone = [path for path in known if path not in found]
        todo = []
        doubt = []
        for path, stat in found.items():
            seen = known.get(path)
            if seen is None or seen[0] != stat:
                todo.append(path)
            elif seen[2] or racy(seen[0], seen[1]):
                # A file that did not count (damaged, half-written) is compared by content every time: a sync
                # tool that writes the rest in place may leave its size and time as they were.
                doubt.append(path)
        total = len(todo)
        if progress is not None:
            progress(0, total)
        if gone:
            self.delete(gone)
        if not todo and not doubt:
            return len(gone)
        paths = todo + doubt
        hashes = self._hashes([path for path in paths if path in known])
        tasks = [(str(self.folder / os.fsdecode(path)), hashes.get(path)) for path in paths]
        done = 0
        pending: list[tuple[bytes, FileResult]] = []
        changed = 0
        for path, result in zip(paths, self._read_all(tasks, workers)):
            pending.append((path, result))
            done += 1
            if len(pending) >= BATCH:
                changed += self._store(pending)
                pending = []
            if progress is not None and done <= total:
                progress(done, total)
        changed += self._store(pending)
        return len(gone) + changed

    def _known_stats(self) -> dict[bytes, tuple[bytes, int, bool]]:
        """Each indexed file's stat and time of reading: remembered from this connection's last look while no
        other connection (another window) wrote to the index, else read again."""
        version = self.data_version()
        if self._known is None or self._known_version != version:
            rows = self.db.execute(_KNOWN)
            self._known = {path: (stat, read_ns, bool(problem)) for path, stat, read_ns, problem in rows}
            self._known_version = version
        return self._known

    def _hashes(self, paths: list[bytes]) -> dict[bytes, bytes]:
        found: dict[bytes, bytes] = {}
        for start in range(0, len(paths), _CHUNK):
            chunk = paths[start : start + _CHUNK]
            query = f"SELECT path, hash FROM files WHERE path IN ({', '.join('?' * len(chunk))})"
            found.update(self.db.execute(query, chunk))
        return found

    def _read_all(self, tasks: list[tuple[str, bytes | None]], workers: int | None) -> Iterator[FileResult]:
        if workers is None:
            workers = min(os.cpu_count() or 1, 4)
        if workers <= 1 or len(tasks) < PARALLEL_FROM:
            yield from map(read_task, tasks)
            return
        done = 0
        try:
            for result in _pooled(tasks, workers):
                yield result
                done += 1
        except (BrokenProcessPool, OSError, RuntimeError):
            # Worker processes could not start or died (a frozen app, a main module that cannot be
            # imported again): read the rest here. Slower, never wrong.
            yield from map(read_task, tasks[done:])

    def _store(self, results: list[tuple[bytes, FileResult]]) -> int:
        """Write what was read; returns how many rows changed (a touched file with the same bytes does not)."""
        touched = [(r.stat, r.read_ns, path) for path, r in results if r.figures is None and r.problem is None]
        if touched:
            self._touch(touched)
        changed = [(path, result) for path, result in results if result.figures is not None or result.problem]
        if not changed:
            return 0
        with _Transaction(self.db):
            texts: dict[str, int] = {}
            rows = []
            for path, result in changed:
                head = seats = pairs = chain = problem = None
                if result.figures is not None:
                    try:
                        head, seats, pairs = pack(result.figures, lambda text: self._text_id(text, texts))
                        chain = result.figures["identity"]["chain"]
                    except LedgerError as error:  # figures too large to add up
                        result = result._replace(problem=problem_of(error))
                if head is None:
                    problem = json.dumps(result.problem, ensure_ascii=True)  # (a name the system gave, escaped)
                checksum = row_checksum(path, head, seats, pairs, problem)
                rows.append(
                    (path, result.stat, result.read_ns, result.hash, head, seats, pairs, problem, chain, checksum)
                )
            self.db.executemany(
                "INSERT OR REPLACE INTO files (path, stat, read_ns, hash, head, seats, pairs, problem, chain, checksum)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
        for path, stat, read_ns, _hash, _head, _seats, _pairs, problem, _chain, _checksum in rows:
            self.written.add(path)
            if self._known is not None:
                self._known[path] = (stat, read_ns, problem is not None)
        return len(changed)

    def _touch(self, touched: list[tuple[bytes, int, bytes]]) -> None:
        """Note that files kept their bytes (a new stat, a new time of reading). Never waits for another
        window's writing: not noted now, they are only compared again at the next refresh."""
        if self.write_if_free(
            lambda db: db.executemany("UPDATE files SET stat = ?, read_ns = ? WHERE path = ?", touched)
        ):
            if self._known is not None:
                for stat, read_ns, path in touched:
                    seen = self._known.get(path)
                    self._known[path] = (stat, read_ns, seen is not None and seen[2])

    def write_if_free(self, write: Callable[[sqlite3.Connection], object]) -> bool:
        """Run ``write`` in a write transaction unless another window is writing (then nothing, at once):
        for what can as well be done next time. Whether it was written."""
        self.db.execute("PRAGMA busy_timeout = 0")
        try:
            with _Transaction(self.db):
                write(self.db)
            return True
        except sqlite3.OperationalError:
            return False
        finally:
            self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    def _text_id(self, text: str, known: dict[str, int]) -> int:
        """The id of ``text`` in the texts table (added if new), inside a write transaction."""
        found = known.get(text)
        if found is not None:
            return found
        row = self.db.execute("SELECT id FROM texts WHERE text = ?", (text,)).fetchone()
        if row is None:
            number = self.db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM texts").fetchone()[0]
            self.db.execute(
                "INSERT INTO texts (id, text, checksum) VALUES (?, ?, ?)", (number, text, text_checksum(number, text))
            )
        else:
            number = row[0]
        known[text] = number
        return int(number)

    def delete(self, paths: Collection[bytes]) -> None:
        """Forget the rows of ``paths`` (removed files)."""
        with _Transaction(self.db):
            self._forget(self.db, paths)

    def forget_damaged(self, paths: Collection[bytes], text_ids: Collection[int]) -> bool:
        """Forget rows that failed their checksum (their files are read again at the next update) and texts
        that did; never waiting for another window (whether it was done: else the next refresh tries again)."""
        return self.write_if_free(lambda db: self._forget(db, paths, text_ids))

    def _forget(self, db: sqlite3.Connection, paths: Collection[bytes], text_ids: Collection[int] = ()) -> None:
        db.executemany("DELETE FROM files WHERE path = ?", [(p,) for p in paths])
        db.executemany("DELETE FROM texts WHERE id = ?", [(i,) for i in text_ids])
        self.written.update(paths)
        if self._known is not None:
            for path in paths:
                self._known.pop(path, None)

    # -- read ------------------------------------------------------------------
    def data_version(self) -> int:
        """SQLite's ``data_version``: it changes when another connection (another window) commits to the index."""
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def checksums(self) -> dict[bytes, int]:
        """Each row's checksum, by path: a row whose checksum is the one already read has not changed."""
        return dict(self.db.execute("SELECT path, checksum FROM files"))

    def rows(self, paths: Collection[bytes] | None = None) -> list[StoredRow]:
        """The rows of ``paths`` (every one when ``None``: then their stats are remembered for the next update)."""
        query = "SELECT path, head, seats, pairs, problem, checksum FROM files"
        if paths is None:
            version = self.data_version()
            everything = self.db.execute("SELECT path, head, seats, pairs, problem, checksum, stat, read_ns FROM files")
            rows, known = [], {}
            for row in everything:
                rows.append(StoredRow._make(row[:6]))
                known[row[0]] = (row[6], row[7], row[4] is not None)
            self._known, self._known_version = known, version
            return rows
        found: list[tuple[Any, ...]] = []
        wanted = list(paths)
        for start in range(0, len(wanted), _CHUNK):  # SQLite allows only so many ? in one statement
            chunk = wanted[start : start + _CHUNK]
            found += self.db.execute(f"{query} WHERE path IN ({', '.join('?' * len(chunk))})", chunk)
        return [StoredRow(*row) for row in found]

    def texts(self, ids: Collection[int] | None = None) -> tuple[dict[int, str], list[int]]:
        """The texts ``ids`` (every one when ``None``) by id, and the ids of rows that fail their checksum."""
        query = "SELECT id, text, checksum FROM texts"
        if ids is None:
            found = list(self.db.execute(query))
        else:
            wanted = list(ids)
            found = []
            for start in range(0, len(wanted), _CHUNK):
                chunk = wanted[start : start + _CHUNK]
                found += self.db.execute(f"{query} WHERE id IN ({', '.join('?' * len(chunk))})", chunk)
        good: dict[int, str] = {}
        bad: list[int] = []
        for number, text, checksum in found:
            if isinstance(text, str) and checksum == text_checksum(number, text):
                good[number] = text
            else:
                bad.append(number)
        return good, bad

    def chains(self, paths: Collection[bytes]) -> dict[bytes, tuple[bytes, bytes]]:
        """The chains of hands and the stats of ``paths``, as stored (the caller checks the chains against the
        heads)."""
        wanted = list(paths)
        found: dict[bytes, tuple[bytes, bytes]] = {}
        for start in range(0, len(wanted), _CHUNK):
            chunk = wanted[start : start + _CHUNK]
            query = f"SELECT path, chain, stat FROM files WHERE path IN ({', '.join('?' * len(chunk))})"
            for path, chain, stat in self.db.execute(query, chunk):
                if isinstance(chain, bytes) and isinstance(stat, bytes):
                    found[path] = (chain, stat)
        return found

    def reading(self) -> _Transaction:
        """A read transaction: what is read inside it comes from one state of the index, whoever writes meanwhile."""
        return _Transaction(self.db, "BEGIN")

    # -- remembered ratings ----------------------------------------------------------------------
    # Asked by the window's thread while a refresh may be writing through ``db`` in another: a connection
    # of their own, which never waits long (a rating not remembered is only made again).
    def _side(self) -> sqlite3.Connection:
        if self._side_db is None:
            self._side_db = _open(self.path, 0.5)
        return self._side_db

    def rating(self, key: bytes) -> bytes | None:
        """A rating history remembered under ``key`` (checked), or ``None``."""
        with self._side_lock:
            try:
                row = self._side().execute("SELECT value, checksum FROM ratings WHERE key = ?", (key,)).fetchone()
            except sqlite3.Error:
                return None
        if row is None or not isinstance(row[0], bytes) or row[1] != _value_checksum(key, row[0]):
            return None
        return bytes(row[0])

    def keep_rating(self, key: bytes, value: bytes) -> None:
        """Remember a rating history (the oldest ones beyond :data:`RATINGS_KEPT` are forgotten); an index busy
        or read-only remembers nothing."""
        with self._side_lock:
            try:
                db = self._side()
                with _Transaction(db):
                    db.execute(
                        "INSERT OR REPLACE INTO ratings (key, used, value, checksum) VALUES (?, ?, ?, ?)",
                        (key, time.time_ns(), value, _value_checksum(key, value)),
                    )
                    db.execute(
                        "DELETE FROM ratings WHERE key NOT IN (SELECT key FROM ratings ORDER BY used DESC LIMIT ?)",
                        (RATINGS_KEPT,),
                    )
            except sqlite3.Error:
                pass


_KNOWN = "SELECT path, stat, read_ns, problem IS NOT NULL FROM files"
# Each table and its columns, as SCHEMA makes them: an index whose tables differ is built again.
_COLUMNS = {
    "meta": ("key", "value"),
    "files": ("path", "stat", "read_ns", "hash", "head", "seats", "pairs", "problem", "chain", "checksum"),
    "texts": ("id", "text", "checksum"),
    "ratings": ("key", "used", "value", "checksum"),
}


def _open(path: Path, timeout: float) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=timeout, isolation_level=None, check_same_thread=False)
    # Text is never trusted to be UTF-8: bytes that are not decode with escapes, which no checksum matches (the
    # row is read again from its file) instead of an error that would stop every reading of the book.
    db.text_factory = _text
    return db


def _text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def _current(db: sqlite3.Connection) -> bool:
    """Whether the index is of this :data:`FIGURES_VERSION` with every table and column it needs. Reading takes
    no write lock, so a window opening the book never waits for another window's indexing."""
    try:
        row = db.execute("SELECT value FROM meta WHERE key = 'figures_version'").fetchone()
        if row is None or row[0] != str(FIGURES_VERSION):
            return False
        for table, columns in _COLUMNS.items():
            if tuple(info[1] for info in db.execute(f"PRAGMA table_info({table})")) != columns:
                return False
    except sqlite3.Error as error:
        if trouble(error) != DAMAGED:
            raise
        return False
    return True


def _setup(db: sqlite3.Connection) -> None:
    """Make the index's tables afresh (inside the caller's transaction, if any)."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    for table in ("meta", *TABLES):
        db.execute(f"DROP TABLE IF EXISTS {table}")
    for statement in SCHEMA.split(";"):  # executescript would commit the transaction
        if statement.strip():
            db.execute(statement)
    db.execute("INSERT INTO meta (key, value) VALUES ('figures_version', ?)", (str(FIGURES_VERSION),))


def _value_checksum(key: bytes, value: bytes) -> bytes:
    return hashlib.blake2b(key + value, digest_size=16).digest()


def _pooled(tasks: list[tuple[str, bytes | None]], workers: int) -> Iterator[FileResult]:
    # "spawn": fresh interpreters, never a fork of an app that runs Qt threads (a fork copies their locks)
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            yield from pool.map(read_task, tasks, chunksize=8)
    finally:
        _stop_resource_tracker()


def _stop_resource_tracker() -> None:
    """End multiprocessing's resource tracker once the workers are gone.

    The pool's queues start it (POSIX only); it keeps the command's stderr open and outlives the
    command for a moment, so a caller that waits for the command sees a process left behind. Nothing
    of ours needs it after the pool: stop it (it starts again if another pool needs it).
    """
    try:
        from multiprocessing import resource_tracker

        stop = getattr(resource_tracker._resource_tracker, "_stop", None)
        if stop is not None:
            stop()
    except Exception:  # a private helper of multiprocessing: at worst it lingers as before
        pass


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
