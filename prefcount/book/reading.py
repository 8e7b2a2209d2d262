"""Reading one game file for the book's index: its stat, its hash, and its figures or its problem.

This runs in the indexing's worker processes, so it imports only what reading a file needs (the loader, the
ledger, :mod:`prefcount.book.figures`): each worker starts a fresh interpreter, and everything imported here
is imported again in every one of them.
"""

from __future__ import annotations

import os
import struct
import time
from pathlib import Path
from typing import Any, NamedTuple

from prefcount.book.figures import file_hash, game_figures, problem_of
from prefcount.files.gamefile import read_limited
from prefcount.ledger import LedgerError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

# The stat of a file that was being written when read: nothing on disk has it, so it is read again.
UNREAD = bytes(32)
WINDOWS = os.name == "nt"


class FileResult(NamedTuple):
    """What reading one file found (made in a worker process: plain values only)."""

    stat: bytes
    read_ns: int
    hash: bytes
    figures: dict[str, Any] | None  # game_figures, when the bytes are new and make a game
    problem: dict[str, Any] | None  # when they do not (or the file could not be read whole)


def stat_key(info: os.stat_result) -> bytes:
    """What says a file may have changed: size, modification and change times, inode.

    Windows has no change time (its ``st_ctime`` is the creation time) and a folder listing gives no
    inode (``os.stat`` does): there the size, the modification time and the racy rule tell."""
    if WINDOWS:
        return struct.pack("<qqqq", info.st_size, info.st_mtime_ns, 0, 0)
    return struct.pack("<qqqq", info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)


def _problem(template: str, **args: Any) -> dict[str, Any]:
    return {"kind": "unreadable", "template": template, "args": args}


def read_file(full: str, old_hash: bytes | None) -> FileResult:
    """Read one file as the loader does (a regular file, within its size cap): its stat, hash, and (unless
    the hash is ``old_hash``) its figures or its problem. A file that changes while it is read (a sync
    writing it) is a problem for now, with a stat that makes the next refresh read it again."""
    now = time.time_ns()
    try:
        before = os.stat(full)
        data = read_limited(Path(full))
        after = os.stat(full)
    except LedgerError as error:  # not a regular file, too big, unreadable: as `prefcount score` says
        problem = problem_of(error) | {"kind": "unreadable"}
        if "path" in problem["args"]:  # the file's own name is enough: the book names its files already
            problem["args"]["path"] = os.path.basename(full)
        return FileResult(UNREAD, now, b"", None, problem)
    except OSError as error:
        why = error.strerror or str(error)
        return FileResult(UNREAD, now, b"", None, _problem(N_("ledger", "Cannot read the file: {why}"), why=why))
    stat = stat_key(before)
    if stat != stat_key(after) or len(data) != before.st_size:
        return FileResult(UNREAD, now, b"", None, _being_written())
    digest = file_hash(data)
    if digest == old_hash:
        return FileResult(stat, now, digest, None, None)
    try:
        figures = game_figures(data, before.st_mtime)
    except LedgerError as error:
        return FileResult(stat, now, digest, None, problem_of(error))
    except Exception as error:  # a file that trips the ledger is listed; it never stops the rest
        problem = {
            "kind": "damaged",
            "template": N_("ledger", "The file is damaged: {what}"),
            "args": {"what": f"{type(error).__name__}: {error}"[:300]},
        }
        return FileResult(stat, now, digest, None, problem)
    return FileResult(stat, now, digest, figures, None)


def _being_written() -> dict[str, Any]:
    return {
        "kind": "changing",
        "template": N_("ledger", "The file was changing while it was read (a sync writing it?); it is read again"),
        "args": {},
    }


def read_task(args: tuple[str, bytes | None]) -> FileResult:
    return read_file(*args)
