"""What the app keeps in the data folder (:func:`prefcount.paths.data_dir`): autosaves, backups, recent files.

``PREFCOUNT_DATA_DIR`` overrides the folder (tests use a temporary one).
Each running app autosaves into ``autosave-<pid>.pulka``; a clean exit removes
it, so a file left by a process that is gone means that process crashed.
Nothing recoverable is ever deleted: a crashed session's game that is not restored
is moved to ``backups/`` (see :func:`prefcount.gamefile.keep_backup`).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from prefcount.paths import data_dir
from prefcount.ui.settings import RECENT_FILES

if TYPE_CHECKING:
    from prefcount.gamefile import AutosaveState
    from prefcount.ledger import Game

RECENT_LIMIT = 8


def recent_files() -> list[str]:
    return RECENT_FILES.get()


def add_recent_file(path: str | Path) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:RECENT_LIMIT]
    RECENT_FILES.set(files)
    return files


def autosave_path() -> Path:
    """This session's autosave: the game and its state in one file (:func:`prefcount.gamefile.save_autosave`).

    The name carries the process id and a token of this session: a new session that happens to
    get the id of a crashed one (containers, a fresh boot) must not take its autosave for its own.
    """
    return data_dir() / f"autosave-{os.getpid()}-{_SESSION}{AUTOSAVE_SUFFIX}"


AUTOSAVE_SUFFIX = ".autosave"
_SESSION = os.urandom(4).hex()  # as secrets.token_hex, without importing it at start-up
# .pulka + .json note: an older prefcount's two-file autosave
_AUTOSAVE_NAME = re.compile(r"autosave-(\d+)(?:-([0-9a-f]+))?(\.autosave|\.pulka)")


def _left_behind(match: re.Match[str]) -> bool:
    """Whether the session that wrote this autosave is over (its process is gone, or it was not us)."""
    pid = int(match.group(1))
    if pid == os.getpid():
        return match.group(2) != _SESSION
    return not _alive(pid)


def _legacy_note(path: Path) -> Path:
    return path.with_suffix(".json")


def backups_dir() -> Path:
    """Where the rotating copies of every game and the games not restored are kept."""
    return data_dir() / "backups"


def remove_autosave(path: Path) -> None:
    for p in (path, _legacy_note(path)) if path.suffix == ".pulka" else (path,):
        p.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass
class Leftover:
    """An autosave left behind by an app that did not close properly: its game and state, or the error."""

    path: Path
    game: Game | None
    state: AutosaveState
    mtime: float
    error: str | None = None


def leftover_autosaves() -> list[Leftover]:
    """Autosaves of processes that are gone, newest first (a damaged one too, with its error)."""
    from prefcount.gamefile import AutosaveState, load_autosave
    from prefcount.ledger import LedgerError

    found = []
    for path in data_dir().iterdir():
        match = _AUTOSAVE_NAME.fullmatch(path.name)
        if not match or not _left_behind(match):
            continue
        try:
            mtime = path.stat().st_mtime
            game, state = load_autosave(path)
        except (LedgerError, OSError, ValueError) as error:
            found.append(Leftover(path, None, AutosaveState(None, False, None), 0.0, str(error)))
            continue
        if path.suffix == ".pulka":  # an older prefcount kept the state in a second file
            try:
                note = json.loads(_legacy_note(path).read_text(encoding="utf-8"))
                state = AutosaveState(note.get("path"), False, None)  # its "clean" cannot be trusted
            except (OSError, ValueError, AttributeError):
                pass
        found.append(Leftover(path, game, state, mtime))
    found.sort(key=lambda item: item.mtime, reverse=True)
    return found


_AUTOSAVE_TEMP = re.compile(r"\.autosave-(\d+)(?:-([0-9a-f]+))?(?:\.autosave|\.pulka|\.json)\.[^.]+\.tmp")


def remove_stale_temp_files() -> int:
    """Remove the half-written temporary files of autosaves whose session was killed mid-write; how many.

    (A write that fails in a live process removes its own; only a killed one leaves them.)
    """
    removed = 0
    for path in data_dir().iterdir():
        match = _AUTOSAVE_TEMP.fullmatch(path.name)
        if match and _left_behind(match):
            path.unlink(missing_ok=True)
            removed += 1
    return removed


def set_aside(leftover: Leftover) -> Path | None:
    """Move a crashed session's game to the backups (it can be opened later); the backup's path.

    The autosave is removed only once its game is safely kept.
    """
    from prefcount.gamefile import dumps, keep_backup

    if leftover.game is not None:
        data = dumps(leftover.game).encode("utf-8")
    else:  # damaged: kept as it is
        try:
            data = leftover.path.read_bytes()
        except OSError:
            return None
    kept = keep_backup(backups_dir(), leftover.state.game_path, data, kind="unsaved")
    remove_autosave(leftover.path)
    return kept
