"""How a command of the command line ends: one line on stderr and status 2 for any problem; its text on
stdout; a file it writes (``-o``, ``--pdf``, ``--png``) only where a regular file may be, written whole or not
at all; the language it speaks.

Shared by every subcommand (``score``, ``blank``, ``pdf``, ``stats``, ``share``); imports neither Qt nor
ReportLab.
"""

from __future__ import annotations

import functools
import io
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from prefcount.ledger.errors import LedgerError, Translate

Args = TypeVar("Args")

#: The status of a command that stopped on a problem it explained (argparse's own, too).
FAILED = 2


#: Where a message goes in a process with no console (the window program): a message box, which
#: :mod:`prefcount.__main__` sets here (``(text, error)``; it raises when no window can be shown).
message_box: Callable[[str, bool], None] | None = None


class CommandError(Exception):
    """A player-readable reason to stop with status 2, in one line."""


def fail(message: str) -> int:
    """Say ``message`` on stderr as ``prefcount: message``; the status to exit with.

    The window program has no stderr (``prefcount.exe`` of the standalone app on Windows, ``pythonw``): there
    the line is shown in a message box instead, so a double-click on a missing file is not silence.
    """
    line = f"prefcount: {visible(message)}"  # (a name from a file or an argument may hold a line break)
    if sys.stderr is None:
        _show_without_console(line, error=True)
        return FAILED
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):  # nowhere to say it (stderr closed or full): the status still tells
        pass
    return FAILED


def say(text: str) -> None:
    """Tell the person who ran the command ``text`` (``--version``, what ``--install-desktop`` did): on stdout,
    or in a message box from the window program, which has no console. A failed write raises
    :class:`CommandError` (see :func:`print_output`)."""
    if sys.stdout is None:
        _show_without_console(text, error=False)
    else:
        print_output(text)


def _show_without_console(text: str, error: bool) -> None:
    """Show ``text`` in a message box (:data:`message_box`); when even that fails, write it to the error log."""
    try:
        if message_box is None:
            raise RuntimeError("no message box")
        message_box(text, error)
    except Exception:  # no display, no Qt: the log is the last place left
        from prefcount.desktop.error_log import log_error

        log_error(text)


def visible(text: str) -> str:
    """``text`` as a message may show it: :func:`prefcount.ledger.errors.visible`, the ledger's one rule (loaded
    only when there is something to say)."""
    from prefcount.ledger.errors import visible as ledger_visible

    return ledger_visible(text)


def shown(text: str | os.PathLike[str]) -> str:
    """An argument as a message names it: :func:`visible`, then cut in the middle when it is long (a path of
    20 KB, or of 60 zero-width spaces that are 360 characters escaped, stays one short line)."""
    from prefcount.ledger.errors import brief  # (the ledger loads only when there is something to say)

    return str(brief(visible(os.fspath(text))))


def file_error(path: str | os.PathLike[str], error: LedgerError, translate: Translate | None = None) -> str:
    """A game file's refusal in one line that names the file once: ``path: why`` — or the loader's own words
    alone when they name it already ("There is no file game.pulka"). A path of megabytes is cut."""
    text = error.translated(translate) if translate is not None else error.translated()
    return text if "path" in error.args_ else f"{shown(path)}: {text}"


def one_line_errors(command: Callable[[Args], int]) -> Callable[[Args], int]:
    """A subcommand whose :class:`CommandError` ends it with that line on stderr and status 2."""

    @functools.wraps(command)
    def run(args: Args) -> int:
        try:
            return command(args)
        except CommandError as error:
            return fail(str(error))

    return run


def command_language(asked: str | None) -> str:
    """The language a command speaks (its sheet, its messages): ``--lang`` when given, else the system's, and
    English when the system speaks none of prefcount's languages (a C locale). Asking the system loads no Qt."""
    from prefcount.words.i18n import system_language

    return asked or system_language()


def utf8_when_redirected() -> None:
    """On Windows, stdout and stderr sent to a file or a pipe write UTF-8, not the ANSI code page (cp1252 writes
    a Cyrillic name as ``\\u0410`` or ``?``); a console is Unicode already, and ``PYTHONIOENCODING`` or
    ``PYTHONUTF8`` chosen by the user win. Elsewhere Python writes UTF-8 to files and pipes by itself."""
    if sys.platform != "win32" or os.environ.get("PYTHONIOENCODING") or sys.flags.utf8_mode:
        return
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not _is_console(stream):
            stream.reconfigure(encoding="utf-8")


def _is_console(stream: io.TextIOWrapper) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError):
        return False


def print_output(text: str) -> None:
    """Write ``text`` and a line break to stdout, and flush it.

    A name is checked Unicode, but a terminal may not speak it: what it cannot show is written escaped.
    A write that fails (``> /dev/full``, a disk that fills up) raises :class:`CommandError`; a reader that
    went away (``| head -1``) raises :class:`BrokenPipeError`, which :func:`prefcount.cli.main.main` ends quietly.
    """
    stream = sys.stdout
    if stream is None:  # the window program (prefcount.exe on Windows, pythonw): no console to print to
        other = "prefcount-cli" if getattr(sys, "frozen", False) else "prefcount in a terminal"
        raise CommandError(f"this program has no console to print to: run {other} for the command line")
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors="backslashreplace")
    try:
        stream.write(text + "\n")
        stream.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        drop_stdout()
        raise CommandError(f"cannot write the output: {error.strerror or error}") from None


def drop_stdout() -> None:
    """Send what is left in stdout's buffer nowhere: Python flushes it at exit, and a full disk or a closed
    pipe would print a second error there."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):  # no real stdout (replaced in-process, e.g. by a test)
        pass


def check_output_path(path: str | os.PathLike[str]) -> Path:
    """Where a command may write a file: a new file or an old regular one in an existing folder — never a
    folder, a device, a pipe or a symbolic link (the file is replaced by a rename, which would put a file
    where the device or the link was). Raises :class:`CommandError` saying which."""
    out = Path(path)
    if out.is_dir():
        raise CommandError(f"{path} is a folder; give a file name such as sheet.pdf")
    try:
        mode: int | None = out.lstat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None
    if mode is not None and stat.S_ISLNK(mode):
        raise CommandError(f"{path} is a symbolic link; give the file itself (prefcount does not replace links)")
    if mode is not None and not stat.S_ISREG(mode):
        raise CommandError(f"{path} is not a regular file (a device or a pipe); give a file name such as sheet.pdf")
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.is_dir():
        raise CommandError(f"cannot write {path}: there is no folder {folder}")
    return out


def write_output_file(out: Path, data: bytes) -> None:
    """Replace ``out`` (checked by :func:`check_output_path`) with ``data`` all at once, or leave it as it was."""
    from prefcount.files.disk import atomic_write

    try:
        atomic_write(out, data)
    except OSError as error:
        raise CommandError(f"cannot write {out}: {error.strerror or error}") from None
