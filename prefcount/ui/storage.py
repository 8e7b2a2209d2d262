"""What the app keeps in the data folder (:func:`prefcount.paths.data_dir`): autosaves, backups, recent files.

``PREFCOUNT_DATA_DIR`` overrides the folder (tests use a temporary one).

Each open game is a session (:class:`Session`) with three files there, named after the process and a
random token: ``autosave-<pid>-<token>.autosave`` (the whole game and its state, rewritten in the
background after each change), ``….journal`` (each change, on disk before the screen shows it:
:mod:`prefcount.journal`) and ``….lock``, a :class:`QLockFile` held while the session lives. A clean
exit removes all three. Files whose lock can be taken belong to a session that is over: its app
crashed. QLockFile tells a live lock from a dead one by the process it names: gone, or (Linux) no
longer running a program — a killed process that its parent has not yet reaped (a zombie) counts as
gone — or (Windows) ended; a lock from before a reboot is dead too. So a crashed session is recognised
the moment it dies. (``os.kill(pid, 0)``, used before, counts a zombie as alive, and on Windows it
ends the process it asks about.) The lock of a crashed session is held by the app that found it
until its files are restored or set aside, so two apps starting at once never offer the same game.

Nothing recoverable is ever deleted: a crashed session's game that is not restored
is moved to ``backups/`` (see :func:`prefcount.gamefile.keep_backup`).
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile

from prefcount.paths import data_dir
from prefcount.ui.settings import RECENT_FILES

if TYPE_CHECKING:
    from prefcount.gamefile import AutosaveState
    from prefcount.ledger import Game

log = logging.getLogger(__name__)

RECENT_LIMIT = 8


def recent_files() -> list[str]:
    return RECENT_FILES.get()


def add_recent_file(path: str | Path) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:RECENT_LIMIT]
    RECENT_FILES.set(files)
    return files


AUTOSAVE_SUFFIX = ".autosave"
JOURNAL_SUFFIX = ".journal"
LOCK_SUFFIX = ".lock"
# .pulka + .json note: an older prefcount's two-file autosave
_SESSION_FILE = re.compile(r"(autosave-(\d+)(?:-([0-9a-f]+))?)(\.autosave|\.journal|\.lock|\.pulka|\.json)")
_SESSION_TEMP = re.compile(r"\.(autosave-(\d+)(?:-([0-9a-f]+))?)(?:\.autosave|\.pulka|\.json)\.[^.]+\.tmp")
#: A lock file whose contents cannot be read (a crash while it was being made) is dead after this long (ms).
UNREADABLE_LOCK_MS = 60_000

_OURS: set[str] = set()  # the tokens of this process's sessions
_CLAIMED: dict[str, QLockFile] = {}  # the locks of crashed sessions this process has taken, by lock file


class Session:
    """One open game's files in the data folder: its autosave, its journal and the lock that says it lives.

    The name carries the process id and a token of its own: a new app that happens to get the id of a
    crashed one (containers, a fresh boot) never takes the crashed session's files for its own.
    """

    def __init__(self) -> None:
        token = os.urandom(4).hex()  # as secrets.token_hex, without importing it at start-up
        _OURS.add(token)
        stem = f"autosave-{os.getpid()}-{token}"
        folder = data_dir()
        self.autosave = folder / (stem + AUTOSAVE_SUFFIX)
        self.journal = folder / (stem + JOURNAL_SUFFIX)
        self._lock = QLockFile(str(folder / (stem + LOCK_SUFFIX)))
        self._lock.setStaleLockTime(0)  # a live session's lock never ages

    def hold(self) -> bool:
        """Take the session's lock (before its first file is written); whether it is held."""
        if not self._lock.isLocked() and not self._lock.tryLock(0):
            log.warning("cannot lock %s: %s", self._lock.fileName(), self._lock.error())
            return False
        return True

    def release(self) -> None:
        """The session is over (a clean exit): its lock file goes."""
        self._lock.unlock()


def autosave_path() -> Path:
    """A new session's autosave (its lock held): the game and its state in one file
    (:func:`prefcount.gamefile.save_autosave`)."""
    session = Session()
    session.hold()
    return session.autosave


def _over(stem: str, pid: int, token: str | None) -> bool:
    """Whether the session ``stem`` is over (its app crashed). Then this process holds its lock until
    :func:`remove_autosave` (or its own exit)."""
    if pid == os.getpid() and token in _OURS:
        return False
    path = str(data_dir() / (stem + LOCK_SUFFIX))
    if path in _CLAIMED:
        return True
    lock = QLockFile(path)
    lock.setStaleLockTime(0)
    if pid == os.getpid():  # an earlier app with this process id: its lock names us, yet it is not ours
        lock.removeStaleLockFile()
    if not lock.tryLock(0):
        if lock.error() != QLockFile.LockError.LockFailedError or lock.getLockInfo()[0]:
            return False  # alive (or not ours to judge)
        lock.setStaleLockTime(UNREADABLE_LOCK_MS)  # a lock file cut short: dead once it is old
        if not lock.tryLock(0):
            return False
    _CLAIMED[path] = lock
    return True


def _release(stem: str) -> None:
    lock = _CLAIMED.pop(str(data_dir() / (stem + LOCK_SUFFIX)), None)
    if lock is not None:
        lock.unlock()


def _legacy_note(path: Path) -> Path:
    return path.with_suffix(".json")


def backups_dir() -> Path:
    """Where the rotating copies of every game and the games not restored are kept."""
    return data_dir() / "backups"


def remove_autosave(path: Path) -> None:
    """Remove a session's autosave and journal, then its lock if this process took it from a crashed app."""
    from prefcount.journal import journal_path

    files = [path, _legacy_note(path)] if path.suffix == ".pulka" else [path, journal_path(path)]
    for p in files:
        p.unlink(missing_ok=True)
    _release(path.with_suffix("").name)


@dataclass
class Leftover:
    """A session left behind by an app that did not close properly: its game and state, or the error.

    The game is its autosave with the journal's later changes (:func:`prefcount.journal.replay`);
    ``note`` says why the journal could not be replayed to its end, if it could not.
    """

    path: Path
    game: Game | None
    state: AutosaveState
    mtime: float
    error: str | None = None
    note: str | None = None


def _sessions() -> dict[str, tuple[int, str | None, list[Path]]]:
    """The files of every session in the data folder but this process's own, by name (stem)."""
    found: dict[str, tuple[int, str | None, list[Path]]] = {}
    try:
        names = os.listdir(data_dir())
    except OSError:
        return found
    for name in names:
        match = _SESSION_FILE.fullmatch(name) or _SESSION_TEMP.fullmatch(name)
        if not match:
            continue
        stem, pid, token = match.group(1), int(match.group(2)), match.group(3)
        if pid == os.getpid() and token in _OURS:
            continue
        found.setdefault(stem, (pid, token, []))[2].append(data_dir() / name)
    return found


def leftover_autosaves() -> list[Leftover]:
    """The sessions of apps that crashed, newest first (a damaged one too, with its error).

    Their half-written temporary files go; a session that left nothing but its lock is closed.
    """
    found = []
    for stem, (pid, token, files) in _sessions().items():
        if not _over(stem, pid, token):
            continue
        _remove_temps(files)
        leftover = _leftover(stem, {p.name for p in files})
        if leftover is None:
            _release(stem)  # nothing but a lock (or a temporary file): nothing to restore
        else:
            found.append(leftover)
    found.sort(key=lambda item: item.mtime, reverse=True)
    return found


def _leftover(stem: str, names: set[str]) -> Leftover | None:
    """A crashed session's game: its autosave, then its journal's later changes."""
    from prefcount.gamefile import AutosaveState, load_autosave
    from prefcount.journal import replay
    from prefcount.ledger import LedgerError

    folder = data_dir()
    path, journal, legacy = (folder / (stem + suffix) for suffix in (AUTOSAVE_SUFFIX, JOURNAL_SUFFIX, ".pulka"))
    if legacy.name in names:  # an older prefcount's: the game in one file, its state in a second
        path = legacy
    elif path.name not in names and journal.name not in names:
        return None
    game: Game | None = None
    state = AutosaveState(None, False, None)
    error: str | None = None
    mtime = 0.0
    if path.name in names:
        try:
            mtime = path.stat().st_mtime
            game, state = load_autosave(path)
        except (LedgerError, OSError, ValueError) as problem:
            error = str(problem)
    if path == legacy:
        try:
            note = json.loads(_legacy_note(path).read_text(encoding="utf-8"))
            state = AutosaveState(note.get("path"), False, None)  # its "clean" cannot be trusted
        except (OSError, ValueError, AttributeError):
            pass
        return Leftover(path, game, state, mtime, error)
    replayed = replay(journal, game, state)  # (a damaged autosave: the journal may hold a whole game)
    try:
        mtime = max(mtime, journal.stat().st_mtime)
    except OSError:
        pass
    if replayed.game is None:
        return Leftover(path, None, state, 0.0, error or replayed.note or "the journal holds no game")
    return Leftover(path, replayed.game, replayed.state, mtime, None, replayed.note or error)


def _remove_temps(files: list[Path]) -> int:
    removed = 0
    for path in files:
        if _SESSION_TEMP.fullmatch(path.name):
            path.unlink(missing_ok=True)
            removed += 1
    return removed


def remove_stale_temp_files() -> int:
    """Remove the half-written temporary files of autosaves whose session was killed mid-write; how many.

    (A write that fails in a live app removes its own; only a killed one leaves them.)
    """
    removed = 0
    for stem, (pid, token, files) in _sessions().items():
        temps = [p for p in files if _SESSION_TEMP.fullmatch(p.name)]
        if temps and _over(stem, pid, token):
            removed += _remove_temps(temps)
            if len(temps) == len(files):
                _release(stem)
    return removed


def set_aside(leftover: Leftover) -> Path | None:
    """Move a crashed session's game to the backups (it can be opened later); the backup's path.

    The autosave is removed only once its game is safely kept.
    """
    from prefcount.gamefile import dumps, keep_backup

    if leftover.game is not None:
        data = dumps(leftover.game).encode("utf-8")
    else:  # damaged: kept as it is (the journal, when there is no autosave)
        from prefcount.journal import journal_path

        for source in (leftover.path, journal_path(leftover.path)):
            try:
                data = source.read_bytes()
                break
            except OSError:
                continue
        else:
            return None
    kept = keep_backup(backups_dir(), leftover.state.game_path, data, kind="unsaved")
    remove_autosave(leftover.path)
    return kept
