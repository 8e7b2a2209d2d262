"""The journal: each change of the open game on disk before the screen shows it (DESIGN 15).

The autosave (:func:`prefcount.files.gamefile.save_autosave`) rewrites the whole game, in the background,
after each change: tens of milliseconds for a long game, too slow to wait for. The journal beside it
(``autosave-<pid>-<token>.journal``) takes one short line per change, written, flushed and synced
before the views refresh: a crash at any moment then loses nothing the screen showed. The game of
a crashed session is its autosave plus the journal's changes after the last one the autosave holds.

The format (ASCII JSON with escapes, one object a line, each line ending in a newline)::

    {"format": "prefcount-journal", "version": 1}
    {"seq": 7, "op": "append", "hand": {…a hand as in a game file…}}
    {"seq": 8, "op": "insert", "index": 3, "hand": {…}}
    {"seq": 9, "op": "replace", "index": 3, "hand": {…}}
    {"seq": 10, "op": "remove", "index": 3}
    {"seq": 11, "op": "head", "game": {…the game file's object, no hands…}}     a name, the price, the currency
    {"seq": 12, "op": "game", "game": {…a whole game file's object…}, "file": …, "clean": …, "stamp": …,
     "first_dealer": …}
    {"seq": 13, "op": "state", "file": "/path/friday.pulka", "clean": true, "stamp": {…}, "first_dealer": …}

``seq`` counts the changes of one session from 1, without gaps; another game (opened, new, restored)
is a ``game`` line, so the journal never depends on an autosave that might not have landed yet. The
autosave names the last ``seq`` it holds. ``file`` is escaped ASCII because a file's name need not be
text (see :func:`prefcount.files.gamefile.parse`).

A line is only ever appended after whole lines. Anything else makes a new file that replaces the
journal at once (:meth:`JournalWriter.rebuild`: written beside it, synced, renamed over it), never a
file cut back in place: the start over once an autosave holds every change, the compaction of a long
journal to one whole-game line when the autosave does not land, and the new start after a failed write
(which may have left half a line, the journal's only damage: a last line without its newline).

Reading is guarded like a game file, one line at a time: each line capped at a game file's size, the game file's
JSON parser, every hand and game checked as a loader checks it, and the game after each line checked as opening
a file checks it (the ledger scores it: a hand valid alone that does not fit this game ends the replay). A last
line without its newline is a write the crash cut short and is ignored; any other bad line ends the replay
there, with a :class:`Note` saying why.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any, Literal

from prefcount.files import gamefile
from prefcount.files.disk import atomic_write, open_regular, sync
from prefcount.files.gamefile import AutosaveState, FileStamp
from prefcount.ledger import Game, Hand, LedgerError, Sheet, score

log = logging.getLogger(__name__)

FORMAT = "prefcount-journal"
VERSION = 1
SUFFIX = ".journal"
OPS = ("append", "insert", "replace", "remove", "head", "game", "state")
#: The longest line read: a ``game`` line holds a whole game, as large as a game file may be.
MAX_LINE = gamefile.MAX_FILE_BYTES
_HEADER = (json.dumps({"format": FORMAT, "version": VERSION}) + "\n").encode("ascii")
_PATHS = frozenset({"file"})  # the keys of a line that hold a file's path
# Windows opens files in text mode unless told otherwise ("\n" would become "\r\n")
_FLAGS = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)


def line(seq: int, record: dict[str, Any]) -> bytes:
    """One journal line: ``record`` with its ``seq``, as escaped ASCII (raises ValueError for what JSON cannot
    hold)."""
    return (json.dumps({"seq": seq, **record}, separators=(",", ":")) + "\n").encode("ascii")


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
    return {
        "file": state.game_path,
        "clean": state.clean,
        "stamp": state.stamp.to_dict() if state.stamp else None,
        "first_dealer": state.first_dealer,
    }


# -- writing ------------------------------------------------------------------------------------


class JournalWriter:
    """Writes one journal file: lines appended after whole ones, each write synced before it returns, or the
    whole file made anew and renamed over the old one.

    Used from one thread (the one that changes the game). The file is made by the first :meth:`rebuild`.
    After any failure (:attr:`broken`) only :meth:`rebuild` writes again: a failed append may have left half
    a line, and nothing may follow it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.size = 0  # bytes in the file
        self.base = 0  # bytes in the file as the last rebuild made it
        self._fd: int | None = None  # open to append between a rebuild and a failure (or close)

    @property
    def broken(self) -> bool:
        """Nothing may be appended: no file yet, a write failed, or the journal was closed."""
        return self._fd is None

    def append(self, lines: list[bytes]) -> None:
        """Append whole ``lines`` (see :func:`line`) and sync them. Raises OSError (the journal is then
        :attr:`broken`), or ValueError when it is broken already."""
        if self._fd is None:
            raise ValueError(f"{self.path.name} must be made anew before anything is appended")
        data = b"".join(lines)
        try:
            view = memoryview(data)
            while view:
                written = os.write(self._fd, view)
                view = view[written:]
                self.size += written
            sync(self._fd)
        except OSError:
            self.close()
            raise

    def rebuild(self, lines: list[bytes]) -> None:
        """Make the journal anew: its first line and ``lines``, written beside it, synced and renamed over it
        (:func:`prefcount.files.disk.atomic_write`), then opened to append. Raises OSError; the journal then is as it
        was (and :attr:`broken`)."""
        data = _HEADER + b"".join(lines)
        self.close()  # (Windows renames nothing over an open file)
        try:
            atomic_write(self.path, data)
            self._fd = os.open(self.path, _FLAGS)
        except OSError:
            self.close()
            raise
        self.size = self.base = len(data)

    def close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    def remove(self) -> None:
        """Close and delete the journal (a clean exit, a session restored or set aside)."""
        self.close()
        self.path.unlink(missing_ok=True)


# -- reading ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Note:
    """Why a journal could not be replayed to its end: it ``cannot-be-read``, is ``foreign`` or ``newer``, or its
    replay ``stopped`` at ``line``; ``error`` says what was wrong (a :class:`LedgerError` speaks to players)."""

    kind: Literal["cannot-be-read", "foreign", "newer", "stopped", "no-game"]
    line: int = 0
    error: Exception | None = None

    def __str__(self) -> str:
        what = {
            "cannot-be-read": "the journal cannot be read",
            "foreign": "this is not a prefcount journal",
            "newer": "the journal was written by a newer prefcount",
            "stopped": f"line {self.line} of the journal",
            "no-game": "the journal holds no game",
        }[self.kind]
        return f"{what}: {self.error}" if self.error is not None else what


@dataclass(frozen=True)
class Replayed:
    """A crashed session's game: its autosave with the journal's later changes applied."""

    game: Game | None  # None: neither the autosave nor the journal holds a game
    state: AutosaveState
    changes: int  # journal records applied
    note: Note | None = None  # why the replay stopped early (a damaged, foreign or newer journal), if it did


def journal_path(autosave: Path) -> Path:
    return autosave.with_suffix(SUFFIX)


def replay(path: Path, game: Game | None, state: AutosaveState) -> Replayed:
    """The game of a crashed session: ``game`` and ``state`` (its autosave's, or ``None`` and an empty state
    without one) with the changes of the journal at ``path`` after ``state.journal_seq``. Never raises for a bad
    journal: it says why in :attr:`Replayed.note` and keeps what it could apply."""
    if not path.exists():  # (an older prefcount's session, or none was written yet)
        return Replayed(game, state, 0)
    try:
        handle = open_regular(path)  # (a pipe put in its place must not hang the start)
    except OSError as error:
        return _stopped(path, Replayed(game, state, 0, Note("cannot-be-read", error=error)))
    with handle:
        try:
            note = _header(handle)
        except OSError as error:
            note = Note("cannot-be-read", error=error)
        if note is not None:
            return _stopped(path, Replayed(game, state, 0, note))
        applied = 0
        expected = state.journal_seq + 1
        number = 1
        sheet: Sheet | None = None  # ``game``'s, once a line needs it
        while True:
            number += 1
            try:
                raw = handle.readline(MAX_LINE + 1)
                if not raw.endswith(b"\n"):
                    if len(raw) > MAX_LINE:
                        raise ValueError(f"a line longer than {MAX_LINE} bytes")
                    break  # the end, or a last line a crash cut short (its newline never written)
                record = _record(raw)
                seq = record["seq"]
                if seq < expected and record["op"] != "game":
                    continue  # the autosave holds it already
                if seq != expected and record["op"] != "game":
                    raise ValueError(f"change {seq} follows change {expected - 1}")
                if seq < expected:  # an older game line, before the autosave: the autosave is newer
                    continue
                changed, state_after = _apply(record, game, state)
                sheet = _fits(record["op"], changed, game, sheet)
                game, state = changed, state_after
            except (LedgerError, ValueError, KeyError, IndexError, TypeError, RecursionError, OSError) as error:
                return _stopped(path, Replayed(game, state, applied, Note("stopped", number, error)))
            applied += 1
            expected = seq + 1
    return Replayed(game, state, applied)


def _fits(op: str, game: Game, before: Game | None, sheet: Sheet | None) -> Sheet | None:
    """``game`` (``before`` after the line ``op``) checked as a game file is when it is opened: the ledger scores it
    (a hand valid alone may not fit this game: a seat it does not have, a contract its convention refuses). Raises
    :class:`LedgerError`; its sheet."""
    if op == "state":
        return sheet  # (the game is the same)
    if op == "append" and before is not None:
        if sheet is None:
            sheet = score(before)
        return sheet.extended(game.hands[-1])
    return score(game)


def _stopped(path: Path, replayed: Replayed) -> Replayed:
    log.warning("%s: replay stopped: %s", path, replayed.note)
    return replayed


def _header(handle: IO[bytes]) -> Note | None:
    """Read the first line: ``None`` when it is a journal this prefcount reads (or was cut short: then nothing
    follows it), else why not."""
    first = handle.readline(1000)
    if not first.endswith(b"\n"):
        return None if len(first) < 1000 else Note("foreign")  # empty, or a first line a crash cut short
    try:
        header = gamefile.parse(first)
    except LedgerError as error:
        return Note("foreign", error=error)
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        return Note("foreign")
    version = header.get("version")
    if type(version) is not int or version < 1:
        return Note("foreign")
    if version > VERSION:
        return Note("newer", error=ValueError(f"journal version {version}; this prefcount reads version {VERSION}"))
    return None


def _record(raw: bytes) -> dict[str, Any]:
    record = gamefile.parse(raw, _PATHS)
    if not isinstance(record, dict) or record.get("op") not in OPS or type(record.get("seq")) is not int:
        raise ValueError("not a change")
    return record


def _apply(record: dict[str, Any], game: Game | None, state: AutosaveState) -> tuple[Game, AutosaveState]:
    op = record["op"]
    if op == "game":
        game = gamefile.from_dict(record["game"])
        return game, _state(record, state, game)
    if game is None:
        raise ValueError("a change without the game it changes")
    if op == "state":
        return game, _state(record, state, game)
    hands = game.hands
    if op in ("append", "insert", "replace"):
        (hand,) = gamefile.parse_hands([record["hand"]])
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
    # (whether the game is still its file's is decided by content when it is offered: an undo back to the save)
    return game, replace(state, clean=False)


def _index(record: dict[str, Any], limit: int) -> int:
    index = record["index"]
    if type(index) is not int or not 0 <= index < limit:
        raise IndexError(f"no hand {index!r}")
    return index


def _state(record: dict[str, Any], state: AutosaveState, game: Game) -> AutosaveState:
    file = record.get("file")
    if file is not None and not isinstance(file, str):
        raise ValueError('"file" must be text')
    return replace(
        state,
        game_path=file,
        clean=record.get("clean") is True,
        stamp=FileStamp.from_dict(record.get("stamp")),
        first_dealer=gamefile.first_dealer_of(record.get("first_dealer"), game),
    )
