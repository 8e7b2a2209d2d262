"""The index's own file: recognised before it is ever written, made whole or not at all, its errors told apart.

The book deletes and rebuilds its index when it is damaged, so it must never take another file for it
(``prefcount stats BOOK --index notes.txt``): an index carries :data:`APPLICATION_ID` in its SQLite
header (``PRAGMA application_id``, bytes 68–71), and every index, made before that too, has its marker
table (``meta`` with a ``figures_version``). Anything else is :class:`NotAnIndex`, and left as it is. A new
index is made beside its place under a temporary name and linked into place, so that no kill leaves a
half-made file (an empty file that is no longer recognisable as the book's).

SQLite's errors are of three kinds for the book (:func:`trouble`): another window is writing (:data:`BUSY`:
wait for the next refresh), the index cannot be written where it is (:data:`UNWRITABLE`: read the book into a
temporary index), and anything else is a damaged index (:data:`DAMAGED`: build it again, the files are the truth).
"""

from __future__ import annotations

import os
import sqlite3
import stat
import uuid
from collections.abc import Callable
from pathlib import Path

from prefcount.ledger import LedgerError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

#: ``PRAGMA application_id`` of a book's index: "PCbk".
APPLICATION_ID = int.from_bytes(b"PCbk", "big")
_MAGIC = b"SQLite format 3\x00"
_HEADER = 100

BUSY, UNWRITABLE, DAMAGED = "busy", "unwritable", "damaged"
# SQLite's primary result codes (the low byte of an extended code)
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_UNWRITABLE_CODES = {3, 8, 10, 13, 14, 23}  # PERM, READONLY, IOERR, FULL, CANTOPEN, AUTH


class NotAnIndex(LedgerError):
    """A file where the index should be that the book did not make: it is never written, deleted or rebuilt."""


def trouble(error: sqlite3.Error) -> str:
    """What an SQLite error means for the book: :data:`BUSY`, :data:`UNWRITABLE` or :data:`DAMAGED`."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        code &= 0xFF
        if code in _BUSY_CODES:
            return BUSY
        if code in _UNWRITABLE_CODES:
            return UNWRITABLE
        return DAMAGED
    text = str(error).lower()  # (an error the module raised itself carries no code)
    if "locked" in text or "busy" in text:
        return BUSY
    if "unable to open" in text or "readonly" in text or "read-only" in text or "disk i/o" in text:
        return UNWRITABLE
    return DAMAGED


_NOT_AN_INDEX = {
    "special": N_("ledger", "{path} is not a club book's index (not a regular file): it is left as it is, not used"),
    "empty": N_("ledger", "{path} is not a club book's index (an empty file): it is left as it is, not used"),
    "other": N_("ledger", "{path} is not a club book's index (not an SQLite database): it is left as it is, not used"),
    "foreign": N_(
        "ledger", "{path} is not a club book's index (another program's database): it is left as it is, not used"
    ),
}


def not_an_index(path: Path, what: str) -> NotAnIndex:
    return NotAnIndex(_NOT_AN_INDEX[what], path=str(path))


def check_ours(path: Path) -> bool:
    """Whether an index is at ``path`` already (``False``: nothing is there). Raises :class:`NotAnIndex` for
    anything there that the book did not make, :class:`OSError` when it cannot be looked at."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(info.st_mode):
        raise not_an_index(path, "special")
    from prefcount.files.disk import NotRegularFile, open_regular

    try:
        with open_regular(path) as handle:
            header = handle.read(_HEADER)
    except NotRegularFile:
        raise not_an_index(path, "special") from None
    if len(header) < _HEADER or not header.startswith(_MAGIC):
        raise not_an_index(path, "other" if header else "empty")
    application_id = int.from_bytes(header[68:72], "big")
    if application_id == APPLICATION_ID:
        return True
    if _has_marker(path):  # made before indexes had their mark, or the mark itself damaged
        return True
    raise not_an_index(path, "foreign")


def _has_marker(path: Path) -> bool:
    """Whether the SQLite file ``path`` has the index's marker table: ``meta`` with a ``figures_version`` (an
    index made before indexes carried :data:`APPLICATION_ID`). Read only, nothing written."""
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except (sqlite3.Error, ValueError):
        return False
    try:
        row = db.execute("SELECT value FROM meta WHERE key = 'figures_version'").fetchone()
        return row is not None
    except sqlite3.Error:
        return False
    finally:
        db.close()


def create(path: Path, setup: Callable[[sqlite3.Connection], None]) -> None:
    """Make a new index at ``path``: made whole under a temporary name (``setup`` writes its tables), then linked
    into place, never over a file that appeared there meanwhile (another window making it too: that one is used).
    """
    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.new")
    try:
        db = sqlite3.connect(temporary, isolation_level=None)
        try:
            db.execute("BEGIN")
            setup(db)
            db.execute("COMMIT")
        finally:
            db.close()
        _place(temporary, path)
    finally:
        for suffix in ("", "-journal", "-wal", "-shm"):
            try:
                os.unlink(f"{temporary}{suffix}")
            except FileNotFoundError:
                pass


def _place(temporary: Path, path: Path) -> None:
    """``temporary`` at ``path`` unless a file is there already."""
    try:
        os.link(temporary, path)  # fails when path exists: no file is ever replaced
        return
    except FileExistsError:
        return
    except (OSError, NotImplementedError):  # a file system without hard links (FAT, some network shares)
        pass
    if os.name == "nt":
        try:
            os.rename(temporary, path)  # (on Windows rename never replaces a file)
        except FileExistsError:
            pass
        return
    if not os.path.lexists(path):
        os.rename(temporary, path)
