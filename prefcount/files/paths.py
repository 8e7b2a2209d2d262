"""Where prefcount finds what it ships and where it keeps what it writes; no Qt, nothing heavy.

**What it ships** (fonts, translations, icons, the desktop files) lives in the top-level ``resources/``
of the source and is package data of ``prefcount`` (``prefcount/resources`` in a wheel and in the
PyInstaller bundle, through setuptools' ``package-dir``): found beside the package where it is installed,
else beside the ``prefcount/`` folder of a source checkout or an editable install.

**What it writes** goes into the user's folders, named once ("prefcount", no author) through
platformdirs, so the window and the command line agree and Windows and macOS get their own:

* data — backups: ``~/.local/share/prefcount``; Windows ``%APPDATA%\\prefcount``;
  macOS ``~/Library/Application Support/prefcount``;
* sessions — the open games' autosaves, journals and locks: the data folder, but on Windows the local
  ``%LOCALAPPDATA%\\prefcount``, never the roaming one: a session belongs to the machine it runs on (its lock
  names that machine, and a lock from another machine can never be told dead);
* config — ``settings.ini``: ``~/.config/prefcount``; Windows ``%APPDATA%\\prefcount``;
  macOS ``~/Library/Application Support/prefcount``;
* cache — the books' indexes, PDFs sent to print: ``~/.cache/prefcount``;
  Windows ``%LOCALAPPDATA%\\prefcount\\Cache``; macOS ``~/Library/Caches/prefcount``;
* log — ``errors.log``, rotated: ``~/.local/state/prefcount/log``;
  Windows ``%LOCALAPPDATA%\\prefcount\\Logs``; macOS ``~/Library/Logs/prefcount``.

(``$XDG_DATA_HOME`` and the other XDG variables move them on Linux.) Older versions kept
everything in ``prefcount/prefcount`` inside the data folder; the first call here moves it
once to these places (:func:`move_old_folder`).

``PREFCOUNT_DATA_DIR`` puts them all in one folder instead (tests, a portable install):
data, sessions and config the folder itself, ``cache/`` and ``log/`` inside it.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

APP = "prefcount"

#: An environment variable that puts every folder in one place (tests, a portable install).
DATA_DIR_VARIABLE = "PREFCOUNT_DATA_DIR"

#: Where each entry of the old ``prefcount/prefcount`` folder goes (anything else: the data folder).
_OLD_ENTRIES = {"settings.ini": "config", "book": "cache", "pdf": "cache", "errors.log": "log"}
_moved_old_folder = False


# --------------------------------------------------------------------------- what prefcount ships


def resources_dir() -> Path:
    """The folder of the shipped resources: ``prefcount/resources`` in a wheel or a PyInstaller bundle, the
    top-level ``resources/`` in a source checkout (an editable install, the unpacked sdist)."""
    package = Path(__file__).resolve().parent.parent  # prefcount/
    for folder in (package / "resources", package.parent / "resources"):
        if (folder / "fonts").is_dir():
            return folder
    # a zipped install (Qt and ReportLab need files on disk), or a copy without its resources
    raise RuntimeError(f"prefcount's resources are not a folder on disk beside {package}; install it unzipped")


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, e.g. ``resource_path("fonts", "DejaVuSans.ttf")``."""
    return resources_dir().joinpath(*parts)


# --------------------------------------------------------------------------- what prefcount writes


def _override() -> Path | None:
    value = os.environ.get(DATA_DIR_VARIABLE)
    return Path(value) if value else None


def _folder(kind: str) -> Path:
    """The folder ``kind`` (data, config, cache, log), made if missing (if it can be: else each write there fails
    and says why, and the app still starts); the old folder is moved first, once."""
    root = _override()
    if root is not None:
        folder = root if kind in ("data", "session", "config") else root / kind
    else:
        if not _moved_old_folder:
            move_old_folder()
        folder = standard_folder(kind)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:  # (a read-only disk, no permission): what writes there says so, in its own words
        import logging

        logging.getLogger(__name__).warning("cannot make %s: %s", folder, error)
    return folder


def standard_folder(kind: str) -> Path:
    """The platform's folder of ``kind`` for prefcount (not made, ``PREFCOUNT_DATA_DIR`` ignored)."""
    import platformdirs  # (only here and in old_data_dir: with PREFCOUNT_DATA_DIR nothing loads it)

    if kind == "data":
        return Path(platformdirs.user_data_dir(APP, appauthor=False, roaming=True))
    if kind == "session":
        return Path(platformdirs.user_data_dir(APP, appauthor=False, roaming=False))
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP, appauthor=False, roaming=True))
    if kind == "cache":
        return Path(platformdirs.user_cache_dir(APP, appauthor=False))
    if kind == "log":
        return Path(platformdirs.user_log_dir(APP, appauthor=False))
    raise ValueError(f"unknown folder kind {kind!r}")


def data_dir() -> Path:
    """The data folder (made if missing): backups — what must never be lost (and the sessions an older prefcount
    kept here)."""
    return _folder("data")


def session_dir() -> Path:
    """The sessions folder (made if missing): each open game's autosave, journal and lock, on this machine only."""
    return _folder("session")


def config_dir() -> Path:
    """The config folder (made if missing): ``settings.ini``."""
    return _folder("config")


def cache_dir() -> Path:
    """The cache folder (made if missing): what can be made again — the books' indexes, PDFs sent to print."""
    return _folder("cache")


def log_dir() -> Path:
    """The log folder (made if missing): ``errors.log`` and its rotated copies."""
    return _folder("log")


def old_data_dir() -> Path:
    """Where versions up to 0.1 kept everything: ``prefcount/prefcount`` in the roaming data folder."""
    import platformdirs

    return Path(platformdirs.user_data_dir(roaming=True)) / APP / APP


def move_old_folder() -> None:
    """Move what an older version kept in :func:`old_data_dir` to today's folders, once per process.

    Each entry goes where it belongs (settings to the config folder, indexes to the cache, …); a
    folder is merged into one already there. An entry whose place is taken stays where it was, and
    so does the old folder then: nothing is overwritten and nothing is lost.
    """
    global _moved_old_folder
    _moved_old_folder = True
    old = old_data_dir()
    if not old.is_dir():
        return
    for entry in list(old.iterdir()):
        target = standard_folder(_OLD_ENTRIES.get(entry.name, "data")) / entry.name
        if target != old:
            _merge(entry, target)
    try:
        old.rmdir()
    except OSError:
        pass  # something could not be moved (its place was taken): it stays, found by hand


def _merge(source: Path, target: Path) -> None:
    try:
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(source), str(target))
        elif source.is_dir() and target.is_dir():
            for entry in list(source.iterdir()):
                _merge(entry, target / entry.name)
            source.rmdir()
    except OSError:
        pass  # moved by another prefcount starting at the same moment, or not movable: left in place
