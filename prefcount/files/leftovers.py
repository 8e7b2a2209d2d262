"""What the app keeps on disk: the open games' sessions (:func:`prefcount.files.paths.session_dir`) and backups
(:func:`prefcount.files.paths.data_dir`).

``PREFCOUNT_DATA_DIR`` overrides the folders (tests use a temporary one).

Each open game is a session (:class:`Session`) with three files in the sessions folder, named after the process and
a random token: ``autosave-<pid>-<token>.autosave`` (the whole game and its state, rewritten in the background
after each change), ``….journal`` (each change, on disk before the screen shows it: :mod:`prefcount.files.journal`)
and ``….lock``, the lock (:mod:`prefcount.files.locks`) held while the session lives. A clean exit removes all
three. A session whose lock names an app that is gone (and that nobody else holds) belongs to an app that crashed:
it is recognised the moment the app dies (a zombie counts as gone). The lock of a crashed session is claimed by the
app that found it until its files are restored or set aside, so two apps starting at once never offer the same
game. The judgement writes nothing: a data folder that cannot be written, or a full disk, hides no crashed session;
its game is offered and its files stay where they are (``cannot_write``).

The sessions folder is the data folder, but on Windows the local one (the data folder roams); the sessions an
older prefcount left in the data folder are found there too.

Nothing recoverable is ever deleted: a crashed session's game that is not restored is moved to ``backups/``
(see :func:`prefcount.files.gamefile.keep_backup`), and a session whose files could not be read to their end
(a damaged or newer journal, a damaged autosave) has both files copied, as they are, to
``backups/sessions/`` before they go.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from prefcount.files import locks
from prefcount.files.journal import SUFFIX as JOURNAL_SUFFIX
from prefcount.files.journal import Note, journal_path
from prefcount.files.paths import data_dir, session_dir

if TYPE_CHECKING:
    from prefcount.files.gamefile import AutosaveState, FileStamp
    from prefcount.ledger import Game

log = logging.getLogger(__name__)

AUTOSAVE_SUFFIX = ".autosave"
LOCK_SUFFIX = ".lock"
# .pulka + .json note: an older prefcount's two-file autosave
_KINDS = "|".join(re.escape(suffix) for suffix in (AUTOSAVE_SUFFIX, JOURNAL_SUFFIX, ".pulka", ".json"))
_SESSION_FILE = re.compile(rf"(autosave-(\d+)(?:-([0-9a-f]+))?)({_KINDS}|{re.escape(LOCK_SUFFIX)})")
# (a journal made anew is written beside it first, as an autosave is)
_SESSION_TEMP = re.compile(rf"\.(autosave-(\d+)(?:-([0-9a-f]+))?)(?:{_KINDS})\.[^.]+\.tmp")
#: Where the files of sessions that could not be read to their end are kept as they were (in the backups).
RAW_SESSIONS = "sessions"
_OURS: set[str] = set()  # the tokens of this process's sessions
_CLAIMED: dict[str, locks.Claim] = {}  # the locks of crashed sessions this process has taken, by lock file


class Session:
    """One open game's files in the sessions folder: its autosave, its journal and the lock that says it lives.

    The name carries the process id and a token of its own: a new app that happens to get the id of a
    crashed one (containers, a fresh boot) never takes the crashed session's files for its own.
    """

    def __init__(self) -> None:
        token = os.urandom(4).hex()  # as secrets.token_hex, without importing it at start-up
        _OURS.add(token)
        stem = f"autosave-{os.getpid()}-{token}"
        folder = session_dir()
        self.autosave = folder / (stem + AUTOSAVE_SUFFIX)
        self.journal = journal_path(self.autosave)
        self._lock = locks.SessionLock(_lock_of(folder / stem))

    def hold(self) -> bool:
        """Take the session's lock (before its first file is written); whether it is held."""
        return self._lock.hold()

    def release(self) -> None:
        """The session is over (a clean exit): its lock file goes."""
        self._lock.release()


Judged = Literal["alive", "over"]


def _lock_of(stem_path: Path) -> Path:
    """The lock file of the session named ``stem_path`` (its folder and stem, ``autosave-<pid>-<token>``)."""
    return stem_path.with_name(stem_path.name + LOCK_SUFFIX)


def _over(stem_path: Path, pid: int, token: str | None) -> Judged:
    """Whether the session ``stem_path`` (its folder and stem) is over (its app crashed): then this process holds
    its lock (:mod:`prefcount.files.locks`) until :func:`remove_autosave` (or its own exit)."""
    if pid == os.getpid() and token in _OURS:
        return "alive"
    path = _lock_of(stem_path)
    if str(path) in _CLAIMED:
        return "over"
    claim = locks.claim(path, pid)
    if claim is None:
        return "alive"
    _CLAIMED[str(path)] = claim
    return "over"


def _release(lock: Path) -> None:
    claimed = _CLAIMED.pop(str(lock), None)
    if claimed is not None:
        claimed.release()


def _legacy_note(path: Path) -> Path:
    return path.with_suffix(".json")


def backups_dir() -> Path:
    """Where the rotating copies of every game and the games not restored are kept."""
    return data_dir() / "backups"


def _files_of(path: Path) -> list[Path]:
    """A session's files but its lock: its autosave (``path``) and journal, or an older prefcount's two."""
    return [path, _legacy_note(path)] if path.suffix == ".pulka" else [path, journal_path(path)]


def remove_autosave(path: Path) -> None:
    """Remove a session's autosave and journal, then its lock if this process took it from a crashed app."""
    for p in _files_of(path):
        p.unlink(missing_ok=True)
    _release(_lock_of(path.with_suffix("")))


@dataclass
class Leftover:
    """A session left behind by an app that did not close properly: its game and state, or the error.

    The game is its autosave with the journal's later changes (:func:`prefcount.files.journal.replay`). ``note``
    says why the game may lack its last changes: the journal could not be replayed to its end (a
    :class:`~prefcount.files.journal.Note`), or the autosave could not be read and the game is the journal's alone
    (the autosave's error). ``cannot_write``: why its folder cannot be written now (read-only, full): its files
    then stay where they are, and the game restored from them can be kept only by saving it elsewhere.
    """

    path: Path
    game: Game | None
    state: AutosaveState
    mtime: float
    error: str | None = None  # why no game could be read at all
    note: Note | Exception | None = None
    cannot_write: OSError | None = None

    @property
    def read_only(self) -> bool:
        """Whether its folder cannot be written now: its files stay where they are."""
        return self.cannot_write is not None

    @property
    def damaged(self) -> bool:
        """Whether its files could not be read to their end (their raw copy is kept before they go)."""
        return self.note is not None or self.error is not None


def _session_folders() -> list[Path]:
    """The sessions folder, then the data folder when it is another (where an older prefcount kept sessions)."""
    folders = [session_dir()]
    try:
        old = data_dir()
    except OSError:
        return folders
    return folders if old.resolve() == folders[0].resolve() else [*folders, old]


def _sessions() -> dict[Path, tuple[int, str | None, list[Path]]]:
    """The files of every session but this process's own, by the session's folder and name (stem)."""
    found: dict[Path, tuple[int, str | None, list[Path]]] = {}
    for folder in _session_folders():
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            match = _SESSION_FILE.fullmatch(name) or _SESSION_TEMP.fullmatch(name)
            if not match:
                continue
            stem, pid, token = match.group(1), int(match.group(2)), match.group(3)
            if pid == os.getpid() and token in _OURS:
                continue
            found.setdefault(folder / stem, (pid, token, []))[2].append(folder / name)
    return found


def leftover_autosaves() -> list[Leftover]:
    """The sessions of apps that crashed, newest first (a damaged one too, with its error).

    Their half-written temporary files go; a session that left nothing but its lock is closed.
    """
    from prefcount.files.disk import cannot_write

    found = []
    folders: dict[Path, OSError | None] = {}  # why each folder cannot be written (asked once)
    for stem_path, (pid, token, files) in _sessions().items():
        if _over(stem_path, pid, token) == "alive":
            continue
        folder = stem_path.parent
        if folder not in folders:
            folders[folder] = cannot_write(folder)
        if folders[folder] is None:
            _remove_temps(_temps(files))
        leftover = _leftover(stem_path, {p.name for p in files})
        if leftover is None:
            _release(_lock_of(stem_path))  # nothing but a lock: nothing to restore
        else:
            leftover.cannot_write = folders[folder]
            found.append(leftover)
    found.sort(key=lambda item: item.mtime, reverse=True)
    return found


def _leftover(stem_path: Path, names: set[str]) -> Leftover | None:
    """A crashed session's game: its autosave, then its journal's later changes."""
    from prefcount.files.gamefile import AutosaveState, load_autosave
    from prefcount.files.journal import replay
    from prefcount.ledger import LedgerError, score

    folder, stem = stem_path.parent, stem_path.name
    path, legacy = folder / (stem + AUTOSAVE_SUFFIX), folder / (stem + ".pulka")
    journal = journal_path(path)
    if legacy.name in names:  # an older prefcount's: the game in one file, its state in a second
        path = legacy
    elif path.name not in names and journal.name not in names:
        return None
    game: Game | None = None
    state = AutosaveState(None, False, None)
    error: Exception | None = None
    mtime = 0.0
    if path.name in names:
        try:
            mtime = path.stat().st_mtime
            game, state = load_autosave(path)
            score(game)  # checked as opening a file checks it: a game the ledger refuses never reaches a window
        except (LedgerError, OSError, ValueError) as problem:  # then the journal is read from its start
            game, state, error = None, AutosaveState(None, False, None), problem
    if path == legacy:
        try:
            note = json.loads(_legacy_note(path).read_text(encoding="utf-8"))
            state = AutosaveState(note.get("path"), False, None)  # its "clean" cannot be trusted
        except (OSError, ValueError, AttributeError):
            pass
        return Leftover(path, game, state, mtime, None if error is None else str(error), error)
    replayed = replay(journal, game, state)  # (a damaged autosave: the journal may hold a whole game)
    try:
        mtime = max(mtime, journal.stat().st_mtime)
    except OSError:
        pass
    if replayed.game is None:
        why = error or replayed.note or Note("no-game")
        return Leftover(path, None, state, 0.0, str(why), replayed.note or error)
    return Leftover(path, replayed.game, replayed.state, mtime, None, replayed.note or error)


def _temps(files: list[Path]) -> list[Path]:
    """A session's half-written temporary files."""
    return [path for path in files if _SESSION_TEMP.fullmatch(path.name)]


def _remove_temps(temps: list[Path]) -> int:
    """Remove session temporary files; one that cannot be removed now (open elsewhere on Windows, a read-only
    folder) stays for the next start: housekeeping never stops the app."""
    removed = 0
    for path in temps:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            continue
        removed += 1
    return removed


def remove_stale_temp_files() -> int:
    """Remove the half-written temporary files of autosaves whose session was killed mid-write; how many.

    (A write that fails in a live app removes its own; only a killed one leaves them.)
    """
    removed = 0
    for stem_path, (pid, token, files) in _sessions().items():
        temps = _temps(files)
        if temps and _over(stem_path, pid, token) == "over":
            removed += _remove_temps(temps)
            if len(temps) == len(files):
                _release(_lock_of(stem_path))
    return removed


def keep_raw(leftover: Leftover) -> Path:
    """Copy a crashed session's autosave and journal, byte for byte, to ``backups/sessions/<its name>-<time>/``;
    the folder. Raises OSError (then nothing may be removed)."""
    from datetime import datetime

    from prefcount.files.disk import atomic_write

    stem = leftover.path.with_suffix("").name
    folder = backups_dir() / RAW_SESSIONS / f"{stem}-{datetime.now():%Y%m%d-%H%M%S}"
    folder.mkdir(parents=True, exist_ok=True)
    for source in _files_of(leftover.path):
        try:
            data = source.read_bytes()
        except FileNotFoundError:
            continue
        atomic_write(folder / source.name, data)
    return folder


def dispose(leftover: Leftover) -> Path | None:
    """A crashed session dealt with (restored, or its file holds its game): its files go, their raw copy kept
    first when they could not be read to their end (see :func:`keep_raw`); that copy's folder. Raises OSError
    when the copy cannot be made (then every file stays). A read-only session's files stay where they are."""
    if leftover.read_only:
        return None
    raw = keep_raw(leftover) if leftover.damaged else None
    remove_autosave(leftover.path)
    return raw


def set_aside(leftover: Leftover) -> Path | None:
    """Move a crashed session's game to the backups (it can be opened later); the backup's path (a game that
    could not be read: the folder of its raw files), or ``None`` when it could not be kept (then its files stay,
    and it is offered again at the next start).
    """
    from prefcount.files.gamefile import dumps, keep_backup

    try:
        raw = keep_raw(leftover) if leftover.damaged else None
        kept = raw
        if leftover.game is not None:
            kept = keep_backup(backups_dir(), leftover.state.game_path, dumps(leftover.game).encode("utf-8"), "unsaved")
    except OSError as error:
        log.warning("cannot keep %s in the backups: %s", leftover.path, error)
        return None
    if not leftover.read_only:
        remove_autosave(leftover.path)
    return kept


@dataclass(frozen=True)
class FileNow:
    """A crashed game's file as it is now: its stamp (``None``: gone or unreadable), whether it holds that very
    game, and how many hands it holds (``None``: it cannot be read as a game)."""

    stamp: FileStamp | None
    same: bool
    hands: int | None


def file_now(path: str, game: Game) -> FileNow:
    """Compare ``game`` with the game file ``path`` holds now, as games, not bytes: a file another program (or an
    older prefcount, or a hand) wrote holds the same game in other bytes (issue 25 item 7)."""
    from prefcount.files.gamefile import FileStamp, dumps, loads, read_limited
    from prefcount.ledger import LedgerError

    stamp = FileStamp.of(path)
    if stamp is None:
        return FileNow(None, False, None)
    if stamp.same_content(FileStamp.of_bytes(dumps(game).encode("utf-8"), 0)):
        return FileNow(stamp, True, len(game.hands))  # (byte for byte as a save writes it: no need to read it)
    try:
        held = loads(read_limited(Path(path)))
    except LedgerError:
        return FileNow(stamp, False, None)
    if FileStamp.of(path) != stamp:  # (it changed while it was read: the older stamp, and no "same")
        return FileNow(stamp, False, len(held.hands))
    return FileNow(stamp, held == game, len(held.hands))
