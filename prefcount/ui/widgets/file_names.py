"""Where the app suggests putting a game or a PDF: the documents folder, a name made of the players and the date."""

from __future__ import annotations

import re
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

if TYPE_CHECKING:
    from prefcount.ledger import Game

# Characters no file system takes (Windows is the strictest), and control characters.
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]+')
_LONGEST = 120  # characters of the name before the suffix


def documents_folder() -> Path:
    """The user's documents folder (home when the system has none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(location) if location else Path.home()
    return folder if folder.is_dir() else Path.home()


def game_day(game: Game) -> date:
    """The day the game was played: when it was created, else today."""
    for stamp in (game.created, game.finished):
        if stamp:
            try:
                return datetime.fromisoformat(stamp).date()
            except ValueError:
                pass
    return date.today()


def suggested_name(game: Game, suffix: str) -> str:
    """``"Аня, Борис, Вера 2026-11-27.pulka"``: who played and when, safe on any file system."""
    stem = f"{', '.join(name.strip() for name in game.players)} {game_day(game).isoformat()}"
    stem = _UNSAFE.sub("_", stem).strip(" .")[:_LONGEST].strip(" .") or "pulka"
    return stem + suffix


def suggested_path(game: Game, suffix: str, current: Path | None = None) -> Path:
    """Beside the game's own file when it has one, else in the documents folder."""
    folder = current.parent if current is not None else documents_folder()
    name = current.with_suffix(suffix).name if current is not None else suggested_name(game, suffix)
    return folder / name


def shown_name(path: str | Path) -> str:
    """A file's name as the screen shows it. A name that is not text (bytes of another encoding on Linux: Python
    holds them as lone surrogates) would lose those characters on the way to Qt: each shows as "�" instead."""
    name = Path(path).name
    return "".join("\ufffd" if "\ud800" <= char <= "\udfff" else char for char in name)
