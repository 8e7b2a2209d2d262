"""prefcount's front door, above the command line and the window alike.

``prefcount`` with no argument, or with a game file, starts the window; a subcommand (``score``, ``blank``,
``pdf``, ``stats``, ``share``, ``open``) is the command line's (:mod:`prefcount.cli.main`), which is handed the
window's starter here and imports nothing of the window itself. ``prefcount-gui`` is the window alone
(:func:`gui_main`). The window program has no console (``pythonw``, the standalone app's ``prefcount.exe``): its
messages go to a message box, which only this module knows how to show.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def start_app(path: str | None = None) -> int:
    """Open the desktop app (with the game file ``path``, if given)."""
    from prefcount.ui.app.start import run

    return run(sys.argv[:1] + ([path] if path else []))


def _boxes_without_console() -> None:
    """Where there is no console to print to, the command line's messages go to a message box."""
    if sys.stdout is None or sys.stderr is None:
        from prefcount.cli import output
        from prefcount.ui.app import console_box

        output.message_box = console_box.show


def main(argv: Sequence[str] | None = None) -> int:
    """``prefcount [FILE | COMMAND …]``: the window, or a subcommand."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return start_app()  # the window alone: nothing of the command line loads before its first paint
    from prefcount.cli.main import main as command_line

    _boxes_without_console()
    return command_line(args, start_app)


def gui_main(argv: Sequence[str] | None = None) -> int:
    """``prefcount-gui [FILE]``: the window only, without a console on Windows (a gui-scripts entry point).

    It takes one game file at most: anything more is refused in a message box (there is no console to say it
    in), never dropped without a word.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return start_app()  # (the desktop entry with no file): nothing of the command line loads before its first paint
    from prefcount.cli.main import open_game_file
    from prefcount.cli.output import fail, shown

    _boxes_without_console()
    options = [arg for arg in args if arg.startswith("-")]
    if options:
        return fail(f"prefcount-gui takes a game file and no options, not {shown(options[0])} (see prefcount --help)")
    if len(args) > 1:
        return fail(f"prefcount-gui opens one game file at a time, not {len(args)}: open the others from its window")
    return open_game_file(args[0], start_app)


if __name__ == "__main__":
    raise SystemExit(main())
