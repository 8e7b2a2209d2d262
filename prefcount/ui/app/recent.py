"""The game files opened lately (Game → Recent), kept in the app's settings."""

from __future__ import annotations

import json
from pathlib import Path

from prefcount.ui.app.settings import RECENT_FILES

RECENT_LIMIT = 8


def recent_files() -> list[str]:
    """The game files opened lately, newest first."""
    return [_path_from_setting(entry) for entry in RECENT_FILES.get()]


def add_recent_file(path: str | Path) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [p for p in recent_files() if p != path]
    files = files[:RECENT_LIMIT]
    RECENT_FILES.set([_path_to_setting(p) for p in files])
    return files


# A path that is not text (a file name in another encoding: Python holds its bytes as lone surrogates) would lose
# them in the settings file (Qt drops them): it is kept as a JSON string, escapes and all. A real path (absolute)
# never starts with a quote.
def _path_to_setting(path: str) -> str:
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(path)
    return path


def _path_from_setting(entry: str) -> str:
    if entry.startswith('"'):
        try:
            value = json.loads(entry)
        except ValueError:
            return entry
        return value if isinstance(value, str) else entry
    return entry
