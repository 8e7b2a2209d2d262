"""prefcount on a Linux desktop: its menu entry, the ``.pulka`` type and its icons (``prefcount --install-desktop``).

What a desktop looks for, in the user's XDG data folder (``$XDG_DATA_HOME``, else
``~/.local/share``), as the freedesktop.org specifications place it:

* ``applications/prefcount.desktop`` — the menu entry; it opens ``.pulka`` files (``MimeType``),
  and its ``Exec`` names this very install (a venv's ``prefcount-gui``, or the standalone app),
  so a double-click works without anything on ``PATH``;
* ``mime/packages/prefcount-pulka.xml`` — the type ``application/x-prefcount-pulka``: ``*.pulka``,
  or a file that starts like a game file;
* ``icons/hicolor/<n>x<n>/apps/prefcount.png`` and ``icons/hicolor/scalable/apps/prefcount.svg``.

Then ``update-mime-database`` and ``update-desktop-database`` are run where installed, so the file
manager knows at once, and ``gtk-update-icon-cache`` only where the user has an icon cache already
(one made here would outlive ``--uninstall-desktop`` and hide other apps' icons).
``--uninstall-desktop`` removes exactly these files, brings the caches up to date without them (or removes a
cache that was made from them alone: a MIME database with no package left, an applications cache with no entry
left), and removes the folders on their way that are left empty: nothing it made stays. The window tells the
desktop which entry it is (``QGuiApplication.setDesktopFileName``).

On **Windows** the same options register the ``.pulka`` type for this user in the registry
(:mod:`prefcount.desktop.windows`): neither the standalone zip nor a pip install has an installer
that would. On **macOS** there is nothing to install: the standalone ``prefcount.app`` declares the
``.pulka`` type in its ``Info.plist``, and Finder opens such files with it once the app has been
seen there (moved to Applications and opened once); a pip install has no app bundle, so Finder
cannot open games with it (``prefcount game.pulka`` does).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DESKTOP_FILE = "prefcount.desktop"
MIME_FILE = "prefcount-pulka.xml"
MIME_TYPE = "application/x-prefcount-pulka"
ICON = "prefcount"
ICON_CACHE = "icon-theme.cache"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share``."""
    import platformdirs

    return Path(platformdirs.user_data_dir())


def launcher() -> list[str]:
    """The command that starts this install's window: the standalone app, ``prefcount-gui`` beside this
    Python (a venv, pipx), one on ``PATH``, or this Python running ``prefcount`` (``python -m prefcount``)."""
    import shutil

    suffix = ".exe" if os.name == "nt" else ""
    if getattr(sys, "frozen", False):  # the standalone app: its window program, even when asked by prefcount-cli
        window = Path(sys.executable).with_name("prefcount" + suffix)
        return [str(window if window.is_file() else sys.executable)]
    script = "prefcount-gui" + suffix
    beside = Path(sys.executable).parent / script
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("prefcount-gui")
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "prefcount"]


def exec_quote(argument: str) -> str:
    """One argument of a desktop entry's ``Exec`` (the Desktop Entry Specification's quoting, then its escapes)."""
    argument = argument.replace("%", "%%")
    if any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`"):
        argument = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return argument.replace("\\", "\\\\")  # the string escape, applied on top (the spec says so)


def desktop_entry(command: list[str]) -> str:
    """The shipped ``prefcount.desktop`` with ``Exec`` (and ``TryExec``) naming ``command``."""
    from prefcount.files.paths import resource_path

    lines = []
    for line in resource_path("desktop", DESKTOP_FILE).read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(exec_quote(part) for part in command) + " %f"
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def _targets(home: Path) -> dict[Path, Path | None]:
    """Each installed file and the shipped file it copies (``None``: the desktop entry, written)."""
    from prefcount.files.paths import resource_path

    icons = resource_path("icons")
    targets: dict[Path, Path | None] = {
        home / "applications" / DESKTOP_FILE: None,
        home / "mime" / "packages" / MIME_FILE: resource_path("desktop", MIME_FILE),
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON}.svg": icons / f"{ICON}.svg",
    }
    for png in sorted((icons / "hicolor").glob(f"*/apps/{ICON}.png")):
        targets[home / "icons" / "hicolor" / png.relative_to(icons / "hicolor")] = png
    return targets


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Install the desktop entry, the file type and the icons into ``home`` (default :func:`data_home`)."""
    import shutil

    home = home or data_home()
    written = []
    for target, source in _targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            target.write_text(desktop_entry(command or launcher()), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` put into ``home``, and what the caches made of it; the files removed."""
    home = home or data_home()
    removed = []
    targets = list(_targets(home))
    for target in targets:
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh(home)
    _drop_caches_of_nothing(home)
    _remove_empty_folders(home, targets)
    return removed


def _drop_caches_of_nothing(home: Path) -> None:
    """The caches ``update-mime-database`` and ``update-desktop-database`` wrote from prefcount's files alone: the
    MIME database (everything in ``mime/`` is made from ``mime/packages``) once no package is left, and the
    applications' MIME cache once no desktop entry is left."""
    import shutil

    mime, packages = home / "mime", home / "mime" / "packages"
    if packages.is_dir() and not any(packages.iterdir()):
        shutil.rmtree(mime, ignore_errors=True)
    applications = home / "applications"
    cache = applications / "mimeinfo.cache"
    if cache.is_file() and not any(applications.rglob("*.desktop")):
        cache.unlink()


def _remove_empty_folders(home: Path, targets: list[Path]) -> None:
    """Each folder between ``home`` and a removed file that is empty now, deepest first (``home`` itself stays)."""
    folders = {parent for target in targets for parent in target.parents if parent.is_relative_to(home)}
    folders.discard(home)
    for folder in sorted(folders, key=lambda path: len(path.parts), reverse=True):
        try:
            folder.rmdir()  # only an empty one
        except OSError:
            pass


def _refresh(home: Path) -> None:
    """Rebuild the caches a desktop reads, with the tools that are installed (each is optional).

    The icon cache is refreshed only when the user has one already: a cache made here, in a folder without
    the theme's index, would stay after ``--uninstall-desktop`` and hide the icons other apps install later
    (GTK trusts a cache over the folder). Without one, the desktop reads the icon folders themselves.
    """
    import shutil
    import subprocess

    icons = home / "icons" / "hicolor"
    commands = [["update-mime-database", str(home / "mime")], ["update-desktop-database", str(home / "applications")]]
    if (icons / ICON_CACHE).is_file():
        commands.append(["gtk-update-icon-cache", "--force", "--ignore-theme-index", "--quiet", str(icons)])
    for command in commands:
        folder = Path(command[-1])
        if folder.is_dir() and shutil.which(command[0]):
            subprocess.run(command, check=False, capture_output=True, timeout=120)
