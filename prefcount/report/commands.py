"""``prefcount blank`` and ``prefcount pdf``: the paper sheets from the command line.

``register(subparsers)`` adds both subcommands to the main parser; each sets
``func`` to a function taking the parsed arguments and returning the exit
status. A bad argument or file is one line on stderr, status 2, and no file
is written (the PDF goes to a temp file beside the target and is renamed
over it only when complete).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from prefcount.i18n import LANGUAGES, set_language, translate
from prefcount.layout import PAPERS


class CommandError(Exception):
    """A player-readable reason to stop with status 2."""


def register(subparsers) -> None:
    """Add the ``blank`` and ``pdf`` subcommands to an argparse subparsers object."""
    blank = subparsers.add_parser("blank", help="print blank pulka sheets to play on paper (PDF)")
    blank.add_argument("--players", type=int, choices=(2, 3, 4), default=3, help="2, 3 or 4 players (default 3)")
    blank.add_argument("--names", nargs="+", metavar="NAME", help="the players' names, clockwise from the bottom")
    blank.add_argument("--target", type=int, help="the pulya target to print in the circle")
    blank.add_argument("--date", help="the date to print (default: a line to fill in)")
    blank.add_argument("--convention", help="the convention's name to print, e.g. Сочи")
    _common(blank)
    blank.add_argument("--landscape", action="store_true", help="landscape paper")
    blank.add_argument("--two-up", action="store_true", help="two sheets on each page")
    blank.set_defaults(func=run_blank)

    pdf = subparsers.add_parser("pdf", help="print a game: the filled pulka, the settlement and the hand log")
    pdf.add_argument("game", help="a .pulka game file")
    _common(pdf)
    pdf.add_argument("--portrait", action="store_true", help="print the pulka page upright (default: landscape)")
    pdf.set_defaults(func=run_pdf)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    parser.add_argument("--lang", choices=list(LANGUAGES), default="ru", help="language of the sheet (default ru)")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="the PDF to write")


def _fail(message: str) -> int:
    print(f"prefcount: {message}", file=sys.stderr)
    return 2


def _check_output(path: str) -> Path:
    out = Path(path)
    if out.is_dir():
        raise CommandError(f"{path} is a folder; give a file name such as sheet.pdf")
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.is_dir():
        raise CommandError(f"cannot write {path}: there is no folder {folder}")
    return out


def _check_names(names: list[str] | None, players: int) -> list[str] | None:
    if names is None:
        return None
    names = [name.strip() for name in names]
    if len(names) != players:
        raise CommandError(f"--names: give {players} names for {players} players, not {len(names)}")
    if any(not name for name in names):
        raise CommandError("--names: a name cannot be empty")
    if len(set(names)) != len(names):
        raise CommandError("--names: two players have the same name")
    return names


def _write(out: Path, data: bytes) -> None:
    from prefcount.gamefile import atomic_write

    try:
        atomic_write(Path(out), data)
    except OSError as error:
        raise CommandError(f"cannot write {out}: {error.strerror or error}") from None


def run_blank(args: argparse.Namespace) -> int:
    """``prefcount blank``: one page of blank sheets."""
    try:
        out = _check_output(args.output)
        names = _check_names(args.names, args.players)
        if args.target is not None and not 1 <= args.target <= 9999:
            raise CommandError(f"--target: the pulya target must be a whole number from 1 to 9999, not {args.target}")
        set_language(args.lang)
        from prefcount.report.blank import render_blank

        data = render_blank(
            args.players, names, args.target, args.paper, args.landscape, args.two_up, args.date, args.convention
        )
        _write(out, data)
    except CommandError as error:
        return _fail(str(error))
    return 0


def run_pdf(args: argparse.Namespace) -> int:
    """``prefcount pdf GAME``: the filled pulka, the settlement and the hand log."""
    from prefcount.ledger import LedgerError

    try:
        out = _check_output(args.output)
        set_language(args.lang)
        from prefcount.gamefile import load
        from prefcount.report.game import render_game

        try:
            game = load(args.game)
            data = render_game(game, args.paper, landscape=not args.portrait)
        except LedgerError as error:
            raise CommandError(f"{args.game}: {error.translated(translate)}") from None
        _write(out, data)
    except CommandError as error:
        return _fail(str(error))
    return 0
