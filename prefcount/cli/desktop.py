"""``prefcount --install-desktop`` and ``--uninstall-desktop``: the options, and what they say.

The work itself is :mod:`prefcount.desktop` (the XDG folders on Linux, the registry on Windows); this module
only reads the options, refuses what does not go with them and says what was done, in one line on failure.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from prefcount.cli.output import CommandError, one_line_errors, say, shown

if TYPE_CHECKING:  # the parser of every command adds the options: this module imports nothing more at first
    import argparse


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
    option = "--install-desktop" if args.install_desktop else "--uninstall-desktop"
    if getattr(args, "command", None):
        raise CommandError(
            f"{option} is a command of its own: give it alone, without '{args.command}' and its arguments"
        )
    if sys.platform == "darwin":
        raise CommandError(ON_MACOS)
    try:
        if sys.platform == "win32":
            from prefcount.desktop import windows

            try:
                say(windows.run(args.install_desktop))
            except windows.NoWindowProgram as error:
                raise CommandError(str(error)) from None
            return 0
        from prefcount.desktop import install

        home = install.data_home()
        if args.install_desktop:
            files = install.install(home)
            say(
                f"Installed for this user: {len(files)} files in {home}\n"
                f"  {home / 'applications' / install.DESKTOP_FILE}\n"
                "prefcount is in the applications menu; a double-click on a .pulka file opens it."
            )
        else:
            say(f"Removed {len(install.uninstall(home))} files from {home}")
    except OSError as error:
        where = f" {shown(str(error.filename))}" if error.filename else ""
        raise CommandError(f"{option}: cannot write{where}: {error.strerror or error}") from None
    return 0
