"""The journal: each change of the open game on disk before the screen shows it (DESIGN 15).

The autosave (:func:`prefcount.gamefile.save_autosave`) rewrites the whole game, in the background,
after each change: tens of milliseconds for a long game, too slow to wait for. The journal beside it
(``autosave-<pid>-<token>.journal``) takes one short line per change, written, flushed and synced
before the views refresh: a crash at any moment then loses nothing the screen showed. The game of
a crashed session is its autosave plus the journal's changes after the last one the autosave holds.

The format (UTF-8, one JSON object a line, each line ending in a newline)::

    {"format": "prefcount-journal", "version": 1}
    {"seq": 7, "op": "append", "hand": {…a hand as in a game file…}}
    {"seq": 8, "op": "insert", "index": 3, "hand": {…}}
    {"seq": 9, "op": "replace", "index": 3, "hand": {…}}
    {"seq": 10, "op": "remove", "index": 3}
    {"seq": 11, "op": "head", "game": {…the game file's object, no hands…}}     a name, the price, the currency
    {"seq": 12, "op": "game", "game": {…a whole game file's object…}, "file": …, "clean": …, "stamp": …}
    {"seq": 13, "op": "state", "file": "/path/friday.pulka", "clean": true, "stamp": {…}}     saved there

``seq`` counts the changes of one session from 1, without gaps; another game (opened, new, restored)
is a ``game`` line, so the journal never depends on an autosave that might not have landed yet. The
autosave names the last ``seq`` it holds; once an autosave that holds every change is on disk, the
journal starts over (cut back to its first line just before the next change is written).

Reading is guarded like a game file: a size cap, the game file's JSON parser, every hand and game
checked as a loader checks it. A last line without its newline is a write the crash cut short and is
ignored; any other bad line ends the replay there, with a note saying why.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from prefcount import gamefile
from prefcount.disk import sync_folder
from prefcount.gamefile import AutosaveState, FileStamp
from prefcount.ledger import Game, Hand, LedgerError

log = logging.getLogger(__name__)

FORMAT = "prefcount-journal"
VERSION = 1
SUFFIX = ".journal"
OPS = ("append", "insert", "replace", "remove", "head", "game", "state")
_HEADER = (json.dumps({"format": FORMAT, "version": VERSION}) + "\n").encode("utf-8")
# Windows opens files in text mode unless told otherwise ("\n" would become "\r\n")
_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0)


def _sync(fd: int) -> None:
    """The data and the length on disk: all a later read needs (``fdatasync``; plain ``fsync`` where it is
    missing: Windows, macOS)."""
    getattr(os, "fdatasync", os.fsync)(fd)


# -- the records of a change --------------------------------------------------------------------


def hand_record(op: str, hand: Hand, index: int | None = None) -> dict[str, Any]:
    """``append`` (no index), ``insert`` or ``replace`` of ``hand``."""
    record: dict[str, Any] = {"op": op}
    if index is not None:
        record["index"] = index
    record["hand"] = hand.to_dict()
    return record


def remove_record(index: int) -> dict[str, Any]:
    return {"op": "remove", "index": index}


def head_record(game: Game) -> dict[str, Any]:
    """Everything of ``game`` but its hands (a player renamed, the price or currency changed)."""
    return {"op": "head", "game": game.model_copy(update={"hands": ()}).to_dict()}


def game_record(game: Game, state: AutosaveState) -> dict[str, Any]:
    """A whole game and where it belongs (another game held: opened, new, restored, undone to)."""
    return {"op": "game", "game": game.to_dict(), **_state_fields(state)}


def state_record(state: AutosaveState) -> dict[str, Any]:
    """The game's file and what it holds (after a save)."""
    return {"op": "state", **_state_fields(state)}


def _state_fields(state: AutosaveState) -> dict[str, Any]:
    return {"file": state.game_path, "clean": state.clean, "stamp": state.stamp.to_dict() if state.stamp else None}


# -- writing ------------------------------------------------------------------------------------


class JournalWriter:
    """Appends records to one journal file, each synced to disk before :meth:`append` returns.

    Used from one thread (the one that changes the game). The file is opened on the first record.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.size = 0  # bytes in the file
        self._fd: int | None = None

    def append(self, record: dict[str, Any], start_over: bool = False) -> None:
        """Write ``record`` (with its ``seq``) as one line and sync it; ``start_over``: drop the records before
        it first (an autosave holds them all). Raises OSError; the file then holds what it held before."""
        data = (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        fd = self._open()
        keep = self.size  # where the file ends should this write fail
        try:
            if start_over:
                os.ftruncate(fd, 0)
                self.size = keep = 0
                self._write(fd, _HEADER)
                keep = self.size
            self._write(fd, data)
            _sync(fd)
        except OSError:
            try:  # no half line may stay between two whole ones (a full disk)
                os.ftruncate(fd, keep)
                self.size = keep
            except OSError:
                pass
            raise

    def _write(self, fd: int, data: bytes) -> None:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
            self.size += written

    def _open(self) -> int:
        if self._fd is not None:
            return self._fd
        fd = os.open(self.path, _FLAGS, 0o666)
        try:
            self.size = os.fstat(fd).st_size
            if self.size == 0:
                self._write(fd, _HEADER)
                _sync(fd)
                sync_folder(self.path.parent)  # the new file's name is durable too
        except OSError:
            os.close(fd)
            raise
        self._fd = fd
        return fd

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def remove(self) -> None:
        """Close and delete the journal (a clean exit, a session restored or set aside)."""
        self.close()
        self.path.unlink(missing_ok=True)


# -- reading ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Replayed:
    """A crashed session's game: its autosave with the journal's later changes applied."""

    game: Game | None  # None: neither the autosave nor the journal holds a game
    state: AutosaveState
    changes: int  # journal records applied
    note: str | None = None  # why the replay stopped early (a damaged or foreign journal), if it did


def journal_path(autosave: Path) -> Path:
    return autosave.with_suffix(SUFFIX)


def replay(path: Path, game: Game | None, state: AutosaveState) -> Replayed:
    """The game of a crashed session: ``game`` and ``state`` (its autosave's, or ``None`` and an empty state
    without one) with the changes of the journal at ``path`` after ``state.journal_seq``. Never raises for a bad
    journal: it says why in :attr:`Replayed.note` and keeps what it could apply."""
    if not path.exists():  # (an older prefcount's session, or none was written yet)
        return Replayed(game, state, 0)
    try:
        lines = _lines(path)
    except (LedgerError, OSError, ValueError, RecursionError) as error:
        note = f"the journal cannot be read: {error}"
        log.warning("%s: %s", path, note)
        return Replayed(game, state, 0, note)
    applied = 0
    expected = state.journal_seq + 1
    for number, line in enumerate(lines, start=2):
        try:
            record = _record(line)
            seq = record["seq"]
            if seq < expected and record["op"] != "game":
                continue  # the autosave holds it already
            if seq != expected and record["op"] != "game":
                raise ValueError(f"change {seq} follows change {expected - 1}")
            if seq < expected:  # an older game line, before the autosave: the autosave is newer
                continue
            game, state = _apply(record, game, state)
        except (LedgerError, ValueError, KeyError, IndexError, TypeError, RecursionError) as error:
            note = f"line {number} of the journal: {error}"
            log.warning("%s: replay stopped at %s", path, note)
            return Replayed(game, state, applied, note)
        applied += 1
        expected = seq + 1
    return Replayed(game, state, applied)


def _lines(path: Path) -> list[bytes]:
    """The journal's whole record lines (a last line cut short by a crash left out); raises for a foreign file."""
    data = gamefile.read_limited(path)
    lines = data.split(b"\n")
    lines.pop()  # the piece after the last newline: empty, or a write that never ended
    if not lines:  # empty, or a header cut short: nothing was written after it
        return []
    header = gamefile._parse(lines[0])
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ValueError("this is not a prefcount journal")
    if header.get("version") != VERSION:
        raise ValueError(f"journal version {header.get('version')!r}; this prefcount reads version {VERSION}")
    return lines[1:]


def _record(line: bytes) -> dict[str, Any]:
    record = gamefile._parse(line)
    if not isinstance(record, dict) or record.get("op") not in OPS or type(record.get("seq")) is not int:
        raise ValueError("not a change")
    return record


def _apply(record: dict[str, Any], game: Game | None, state: AutosaveState) -> tuple[Game, AutosaveState]:
    op = record["op"]
    if op == "game":
        return gamefile.from_dict(record["game"]), _state(record, state)
    if game is None:
        raise ValueError("a change without the game it changes")
    if op == "state":
        return game, _state(record, state)
    hands = game.hands
    if op in ("append", "insert", "replace"):
        (hand,) = gamefile._hands([record["hand"]])
        if op == "append":
            index = len(hands)
        else:
            index = _index(record, len(hands) + (op == "insert"))
        if op != "replace" and len(hands) >= gamefile.MAX_HANDS:
            raise ValueError("too many hands")
        tail = hands[index + 1 :] if op == "replace" else hands[index:]
        game = game.model_copy(update={"hands": hands[:index] + (hand,) + tail})
    elif op == "remove":
        index = _index(record, len(hands))
        game = game.model_copy(update={"hands": hands[:index] + hands[index + 1 :]})
    else:  # head: the names, the convention, the notes; the hands stay
        head = gamefile.from_dict(record["game"])
        if head.hands or head.n != game.n:
            raise ValueError("a head that does not fit the game")
        game = head.model_copy(update={"hands": hands})
    return game, replace(state, clean=False)


def _index(record: dict[str, Any], limit: int) -> int:
    index = record["index"]
    if type(index) is not int or not 0 <= index < limit:
        raise IndexError(f"no hand {index!r}")
    return index


def _state(record: dict[str, Any], state: AutosaveState) -> AutosaveState:
    file = record.get("file")
    if file is not None and not isinstance(file, str):
        raise ValueError('"file" must be text')
    return replace(
        state, game_path=file, clean=record.get("clean") is True, stamp=FileStamp.from_dict(record.get("stamp"))
    )
