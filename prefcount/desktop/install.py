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
``--uninstall-desktop`` removes exactly these files. The window tells the desktop which entry it is
(``QGuiApplication.setDesktopFileName``).

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
from typing import TYPE_CHECKING

from prefcount.cli.output import CommandError, one_line_errors

if TYPE_CHECKING:  # the parser of every command adds the options: this module imports nothing more at first
    import argparse

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
    Python (a venv, pipx), one on ``PATH``, or this Python running :func:`gui_main`."""
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
    return [sys.executable, "-m", "prefcount.desktop.install"]


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
    """Remove what :func:`install` put into ``home``; the files removed."""
    home = home or data_home()
    removed = []
    for target in _targets(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh(home)
    return removed


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


# --------------------------------------------------------------------------- the command line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--install-desktop`` and ``--uninstall-desktop`` for ``prefcount``."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--install-desktop",
        action="store_true",
        help="Linux: add prefcount to the applications menu and open .pulka files with it; Windows: open .pulka "
        "files with it (for this user)",
    )
    group.add_argument("--uninstall-desktop", action="store_true", help="undo --install-desktop")


#: What ``--install-desktop`` says on macOS, where it has nothing to do.
ON_MACOS = (
    "--install-desktop has nothing to do on macOS: the standalone prefcount.app (see the README, 'Download and "
    "run') opens .pulka files once Finder has seen it (moved to Applications and opened once); a pip install has "
    "no app for Finder to open them with: use 'prefcount game.pulka', or Game → Open… in the window"
)


def run(args: argparse.Namespace) -> int | None:
    """Carry out ``--install-desktop`` or ``--uninstall-desktop`` if given (the exit status), else ``None``.

    Any other argument with them is refused (``--install-desktop score x`` would install and ignore the rest);
    a folder that cannot be written is one line, not a traceback.
    """
    if not (args.install_desktop or args.uninstall_desktop):
        return None
    return _desktop_entries(args)


@one_line_errors
def _desktop_entries(args: argparse.Namespace) -> int:
    from prefcount.cli.output import say, shown

    option = "--install-desktop" if args.install_desktop else "--uninstall-desktop"
    if getattr(args, "command", None):
        raise CommandError(
            f"{option} is a command of its own: give it alone, without '{args.command}' and its arguments"
        )
    if sys.platform == "darwin":
        raise CommandError(ON_MACOS)
    try:
        if sys.platform == "win32":
            from prefcount.desktop import windows as desktop_windows

            say(desktop_windows.run(args.install_desktop))
            return 0
        home = data_home()
        if args.install_desktop:
            files = install(home)
            say(
                f"Installed for this user: {len(files)} files in {home}\n  {home / 'applications' / DESKTOP_FILE}\n"
                "prefcount is in the applications menu; a double-click on a .pulka file opens it."
            )
        else:
            say(f"Removed {len(uninstall(home))} files from {home}")
    except OSError as error:
        where = f" {shown(str(error.filename))}" if error.filename else ""
        raise CommandError(f"{option}: cannot write{where}: {error.strerror or error}") from None
    return 0


def gui_main(argv: list[str] | None = None) -> int:
    """``prefcount-gui [FILE]``: the window only, without a console on Windows (a gui-scripts entry point).

    It takes one game file at most: anything more is refused in a message box (there is no console to say it
    in), never dropped without a word.
    """
    from prefcount.cli.main import open_game_file, start_app
    from prefcount.cli.output import fail, shown

    args = list(sys.argv[1:] if argv is None else argv)
    options = [arg for arg in args if arg.startswith("-")]
    if options:
        return fail(f"prefcount-gui takes a game file and no options, not {shown(options[0])} (see prefcount --help)")
    if len(args) > 1:
        return fail(f"prefcount-gui opens one game file at a time, not {len(args)}: open the others from its window")
    return open_game_file(args[0]) if args else start_app()


if __name__ == "__main__":
    sys.exit(gui_main())
