"""The user's data folder: autosaves, settings, recent files.

``PREFCOUNT_DATA_DIR`` overrides the folder (tests use a temporary one).
Each running app autosaves into ``autosave-<pid>.pulka``; a clean exit removes
it, so a file left by a process that is gone means that process crashed.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

DATA_DIR_VARIABLE = "PREFCOUNT_DATA_DIR"
RECENT_LIMIT = 8


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else Path.home() / ".prefcount"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings() -> QSettings:
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


def recent_files() -> list[str]:
    value = settings().value("recent", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or [])]


def add_recent_file(path: str | Path) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:RECENT_LIMIT]
    settings().setValue("recent", files)
    return files


def autosave_path(pid: int | None = None) -> Path:
    return data_dir() / f"autosave-{os.getpid() if pid is None else pid}.pulka"


def _sidecar(path: Path) -> Path:
    return path.with_suffix(".json")


def write_autosave_note(path: Path, game_path: str | None, clean: bool) -> None:
    """Which file the autosaved game belongs to, and whether it was saved there."""
    from prefcount.gamefile import atomic_write

    atomic_write(_sidecar(path), json.dumps({"path": game_path, "clean": clean}).encode("utf-8"))


def remove_autosave(path: Path) -> None:
    for p in (path, _sidecar(path)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass
class Leftover:
    """An autosave left behind by an app that did not close properly."""

    path: Path
    game_path: str | None
    clean: bool


def leftover_autosaves() -> list[Leftover]:
    """Autosaves of processes that are gone, newest first."""
    found = []
    for path in data_dir().glob("autosave-*.pulka"):
        try:
            pid = int(path.stem.split("-", 1)[1])
        except ValueError:
            continue
        if _alive(pid):
            continue
        note = {}
        try:
            note = json.loads(_sidecar(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
        found.append(Leftover(path, note.get("path"), bool(note.get("clean", False))))
    found.sort(key=lambda item: item.path.stat().st_mtime, reverse=True)
    return found


def currency() -> str:
    """The currency shown beside money when a game names none: the setting, or the language's usual one."""
    from prefcount.money import default_currency

    value = settings().value("currency")
    return default_currency() if value is None else str(value)
