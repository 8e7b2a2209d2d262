"""Where the shipped resources (fonts, translations, icons) are, and the app's data folder.

Installed, the resources live in the package ``prefcount.resources`` (mapped from the
repository's ``resources/`` folder by pyproject.toml); in a source checkout
they are the ``resources/`` folder beside the package.

The data folder is found alike by the window and the command line, without Qt and
nothing heavy: the window reads its settings there before it first paints, and
``prefcount stats`` keeps the book's index there.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

_PACKAGE = Path(__file__).resolve().parent

#: An environment variable that puts the data folder elsewhere (tests, a portable install).
DATA_DIR_VARIABLE = "PREFCOUNT_DATA_DIR"


def resources_dir() -> Path:
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, e.g. ``resource_path("fonts", "DejaVuSans.ttf")``."""
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """The app's data folder (made if missing): settings, autosaves, backups, the error log, the books' indexes.

    ``PREFCOUNT_DATA_DIR`` if set, else ``prefcount/prefcount`` in the user's roaming data folder: the folder Qt's
    AppDataLocation names for organisation and application "prefcount" (``~/.local/share/prefcount/prefcount``,
    ``%APPDATA%\\prefcount\\prefcount``, ``~/Library/Application Support/prefcount/prefcount``), where the app
    kept its settings and autosaves when it asked Qt.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(roaming=True)) / "prefcount" / "prefcount"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
