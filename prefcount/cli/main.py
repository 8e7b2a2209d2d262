"""The command line: ``score``, ``blank``, ``pdf``, ``stats`` and ``share`` work without a display; no argument,
a game file or ``open`` starts the desktop app through the starter :mod:`prefcount.__main__` hands in.

This module reads the arguments and runs the subcommand; what ``score`` prints is
:mod:`prefcount.cli.score`, and how every command writes and fails is
:mod:`prefcount.cli.output`. Each subcommand imports what it needs when it runs, so
``prefcount score`` loads neither ReportLab nor Qt, and building the parser loads
neither the ledger nor the sheet's layout. A bad argument or file is one line on
stderr, exit status 2, and no file is written (a PDF goes to a temp file beside
the target and is renamed over it only when complete).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from prefcount.cli.output import (
    CommandError,
    command_language,
    drop_stdout,
    fail,
    file_error,
    one_line_errors,
    print_output,
    say,
    shown,
    utf8_when_redirected,
)
from prefcount.words.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from prefcount.ledger import Convention, Game

# What starts the desktop app (with a game file, or none): :func:`prefcount.__main__.start_app`.
StartApp: TypeAlias = Callable[[str | None], int]


class _Parser(argparse.ArgumentParser):
    """argparse, but bad arguments are one line and exit status 2 (argparse's own status)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.subcommands: Collection[str] = ()
        self.given: Sequence[str] = ()  # the arguments this parser parsed last, so that an error echoing one can cut it

    def parse_known_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        if args is not None:  # (a subcommand's parser sees a part of them: the part it may echo)
            self.given = list(args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> None:  # type: ignore[override]
        for argument in sorted(set(self.given), key=len, reverse=True):  # argparse echoes them whole
            cut = shown(argument)
            if cut != argument:
                message = message.replace(repr(argument), f"'{cut}'").replace(argument, cut)
        fail(message)  # (shown in a box by the window program, which has no stderr)
        self.exit(2)

    def _print_message(self, message: str, file: Any = None) -> None:
        """--help: argparse drops a failed write and ends with status 0; here it is one line and status 2."""
        if not message or file is sys.stderr:
            super()._print_message(message, file)
            return
        _say_or_exit(self, message.removesuffix("\n"))


def _say_or_exit(parser: argparse.ArgumentParser, text: str) -> None:
    """:func:`say` ``text`` for ``--help`` or ``--version``; a write that fails (``> /dev/full``) ends with one
    line and status 2, a reader that went away (``| head -1``) quietly with status 1, as :func:`main` ends."""
    try:
        say(text)
    except CommandError as error:
        parser.exit(fail(str(error)))
    except BrokenPipeError:
        drop_stdout()
        parser.exit(1)


class _Later:
    """Choices for an option, looked up only when an argument is checked or the help is shown (the papers are
    the layout's, which the parser itself need not load)."""

    def __init__(self, choices: Callable[[], Iterable[str]]) -> None:
        self._choices = choices

    def __contains__(self, value: object) -> bool:
        return value in list(self)

    def __iter__(self) -> Iterator[str]:
        return iter(self._choices())


def _papers() -> list[str]:
    from prefcount.layout import PAPERS

    return sorted(PAPERS)


class _Version(argparse.Action):
    """``--version``: the installed version, read only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, argparse.SUPPRESS, nargs=0, help="print prefcount's version and stop")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        from prefcount import version

        _say_or_exit(parser, f"prefcount {version()}")
        parser.exit()


def build_parser() -> _Parser:
    parser = _Parser(prog="prefcount", description="Keeps the score of a game of preferans.")
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    parser.subcommands = sub.choices
    score_cmd = sub.add_parser("score", help="print the sheet and the settlement of a game file")
    score_cmd.add_argument("file", help="a .pulka game file")
    score_cmd.add_argument("--json", action="store_true", help="print the JSON shape of docs/FORMAT.md")
    score_cmd.add_argument(
        "--as",
        dest="as_preset",
        metavar="PRESET",
        help="what if: re-score the same hands under another preset (sochi, leningrad, rostov, classic), "
        "keeping the game's pulya target and whist price",
    )
    score_cmd.add_argument(
        "--set",
        dest="set_options",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="what if: re-score with this option changed (repeatable; with or without --as), e.g. overflow=count",
    )
    _lang_option(score_cmd, "language of the table and the messages (default: the system's)")
    score_cmd.set_defaults(func=run_score)
    open_cmd = sub.add_parser("open", help="open a game file in the desktop app")
    open_cmd.add_argument("file", help="a .pulka game file")
    open_cmd.set_defaults(opens_app=True)

    blank = sub.add_parser("blank", help="print blank pulka sheets to play on paper (PDF)")
    blank.add_argument("--players", type=int, choices=(2, 3, 4), default=3, help="2, 3 or 4 players (default 3)")
    blank.add_argument("--names", nargs="+", metavar="NAME", help="the players' names, clockwise from the bottom")
    blank.add_argument("--target", type=int, help="the pulya target to print in the circle")
    blank.add_argument("--date", help="the date to print (default: a line to fill in)")
    blank.add_argument("--convention", help="the convention's name to print, e.g. Сочи")
    _sheet_options(blank)
    blank.add_argument("--landscape", action="store_true", help="landscape paper")
    blank.add_argument("--two-up", action="store_true", help="two sheets on each page")
    blank.set_defaults(func=run_blank)

    pdf = sub.add_parser("pdf", help="print a game: the filled pulka, the settlement and the hand log")
    pdf.add_argument("game", help="a .pulka game file")
    _sheet_options(pdf)
    pdf.add_argument("--portrait", action="store_true", help="print the pulka page upright (default: landscape)")
    pdf.set_defaults(func=run_pdf)
    _add_stats(sub)
    from prefcount.cli.share import add_parser as add_share

    add_share(sub)
    from prefcount.cli import desktop

    desktop.add_arguments(parser)
    return parser


def _lang_option(parser: argparse.ArgumentParser, help: str) -> None:
    """``--lang ru|uk|en``: the language a command speaks; without it, the system's (:func:`command_language`)."""
    from prefcount.words.i18n import LANGUAGES

    parser.add_argument("--lang", choices=list(LANGUAGES), help=help)


def _sheet_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(  # a metavar: argparse would list the choices (loading the layout) to make one
        "--paper", choices=_Later(_papers), default="a4", metavar="PAPER", help="%(choices)s (default a4)"
    )
    _lang_option(parser, "language of the sheet and its messages (default: the system's)")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="the PDF to write")


def _add_stats(sub: Any) -> None:
    """``prefcount stats FOLDER``: the club book's statistics (run by :mod:`prefcount.cli.stats`)."""
    stats = sub.add_parser("stats", help="statistics of a book: a folder of game files")
    stats.add_argument("folder", help="the book: a folder of .pulka files (subfolders too)")
    stats.add_argument("--from", dest="date_from", metavar="DATE", help="first day to count, YYYY-MM-DD")
    stats.add_argument("--to", dest="date_to", metavar="DATE", help="last day to count, YYYY-MM-DD")
    stats.add_argument("--player", metavar="NAME", help="only this person (any of his names)")
    stats.add_argument("--convention", action="append", metavar="PRESET", help="only pulkas of this preset (repeat)")
    stats.add_argument("--unfinished", action="store_true", help="count unfinished pulkas too")
    shape = stats.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="print JSON (shape in the README)")
    shape.add_argument("--csv", action="store_true", help="print one CSV row per person")
    shape.add_argument("--pdf", metavar="FILE.pdf", help="write the season report PDF")
    _lang_option(stats, "language of the report and the messages (default: the system's)")
    stats.add_argument(
        "--index", metavar="FILE", help="the index file (default: this machine's cache folder, never the book's)"
    )

    def run(args: argparse.Namespace) -> int:
        from prefcount.cli.stats import run_stats
        from prefcount.words.i18n import set_language

        args.lang = command_language(args.lang)
        set_language(args.lang)
        return run_stats(args)

    stats.set_defaults(func=run)


def main(argv: Sequence[str] | None = None, start_app: StartApp | None = None) -> int:
    """Run the command line's ``argv``; no argument, a game file or ``open FILE`` calls ``start_app``."""
    utf8_when_redirected()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        return _start(start_app, None)
    parser = build_parser()
    if len(argv) == 1 and _names_a_file(argv[0], parser):
        return open_game_file(argv[0], start_app)  # a file manager opening a game file, or a player typing one
    args = parser.parse_args(argv)
    if getattr(args, "opens_app", False):
        return open_game_file(args.file, start_app)
    from prefcount.cli import desktop

    if (done := desktop.run(args)) is not None:
        return done
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    _stop_cleanly_on_signals()
    try:
        status: int = args.func(args)
        if sys.stdout is not None:  # (the window program has none)
            sys.stdout.flush()
    except KeyboardInterrupt:  # Ctrl+C: a file being written was removed on the way out
        fail(_said(QT_TRANSLATE_NOOP("cli", "interrupted"), getattr(args, "lang", None)))
        return 128 + signal.SIGINT
    except BrokenPipeError:  # the reader went away (``prefcount score … | head -1``): stop quietly
        drop_stdout()
        return 1
    return status


def _names_a_file(argument: str, parser: _Parser) -> bool:
    """Whether the one argument given names a game file to open rather than a subcommand: it has a suffix
    (``game.pulka``) or a folder in it, or it is there, and it is no subcommand's name."""
    if argument.startswith("-") or argument in parser.subcommands:
        return False
    return "." in argument or os.sep in argument or "/" in argument or os.path.exists(argument)


def open_game_file(path: str, start_app: StartApp | None) -> int:
    """Open the game file ``path`` in the desktop app, or say in one line why not (it is not there)."""
    if not os.path.exists(path):
        return fail(_said(QT_TRANSLATE_NOOP("cli", "{file}: there is no such file")).format(file=shown(path)))
    if os.path.isdir(path):
        return fail(_said(QT_TRANSLATE_NOOP("cli", "{file} is a folder, not a game file")).format(file=shown(path)))
    return _start(start_app, path)


def _said(text: str, language: str | None = None) -> str:
    """``text`` in ``language`` (``--lang``), else the system's: for the messages that may come before a command has
    set its language (a file that is not there, Ctrl+C)."""
    from prefcount.words.i18n import set_language, translate

    set_language(command_language(language))
    return translate("cli", text)


def _start(start_app: StartApp | None, path: str | None) -> int:
    if start_app is None:  # the command line used without its front door (a test, another program)
        return fail("the desktop app is started by 'prefcount' itself, not by the command line alone")
    return start_app(path)


def _stop_cleanly_on_signals() -> None:
    """Turn SIGTERM and SIGHUP into an exception, so that a half-written file is removed on the way out."""

    def stop(number: int, frame: object) -> None:
        raise SystemExit(128 + number)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)


@one_line_errors
def run_score(args: argparse.Namespace) -> int:
    """``prefcount score FILE``: the sheet and the settlement as a table, or as JSON."""
    from prefcount.files.gamefile import load
    from prefcount.ledger import LedgerError, score, settle
    from prefcount.words.i18n import set_language, translate

    set_language(command_language(args.lang))
    try:
        game = load(args.file)
        sheet = score(game)
    except LedgerError as error:
        return fail(file_error(args.file, error, translate))
    if args.as_preset is not None or args.set_options:
        return run_what_if(args, game)
    from prefcount.cli.score import score_json_text, score_table

    settlement = settle(sheet)
    print_output(score_json_text(sheet, settlement) if args.json else score_table(game, sheet, settlement))
    return 0


def _option_value(key: str, text: str) -> Any:
    """A ``--set`` value: levels read as the app reads and writes them (7; 6, 7, 8; [6, 7, 8]), anything else
    JSON where it reads as JSON (true, 2), the text itself otherwise."""
    from prefcount.ledger.conventions import OPTION_BY_KEY, levels_from_text

    info = OPTION_BY_KEY.get(key)
    if info is not None and info.kind == "levels":
        return levels_from_text(text)
    try:
        return json.loads(text)
    except ValueError:
        return text


def run_what_if(args: argparse.Namespace, game: Game) -> int:
    """``prefcount score FILE --as PRESET --set KEY=VALUE …``: the game's result and the other one, side by side."""
    from prefcount.cli.score import convention_name, what_if_json, what_if_table
    from prefcount.ledger import PRESETS, LedgerError, variant, what_if
    from prefcount.ledger.conventions import OPTION_BY_KEY
    from prefcount.ledger.whatif import option_that_allows
    from prefcount.words.i18n import translate

    wanted = args.as_preset
    if wanted is not None and wanted not in PRESETS:
        key = wanted.partition("=")[0].strip()
        if "=" in wanted or key in OPTION_BY_KEY:  # an option where a preset belongs: say how to change one
            example = shown(wanted if "=" in wanted else f"{key}=VALUE")
            presets = ", ".join(PRESETS)
            text = translate(
                "cli", "--as {wanted}: --as takes a preset ({presets}); to change an option: --set {example}"
            )
            return fail(text.format(wanted=shown(wanted), presets=presets, example=example))
    options: dict[str, Any] = {}
    for item in args.set_options:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            text = translate("cli", "--set {item}: write KEY=VALUE, an option and its value, e.g. --set overflow=count")
            return fail(text.format(item=shown(item)))
        options[key.strip()] = _option_value(key.strip(), value.strip())
    try:
        other = variant(game.convention, args.as_preset, options)
    except LedgerError as error:
        return fail(error.translated(translate))
    try:
        comparison = what_if(game, other)
    except LedgerError as error:
        key = option_that_allows(error)  # a hand needs an option the other rules leave off: say how to turn it on
        hint = ""
        if key:
            hint = translate("cli", " (to compare, add --set {option})").format(
                option=f"{key}={_allowing_value(other, key)}"
            )
        text = translate("cli", "{file}: under {rules}: {error}{hint}")
        rules = convention_name(other, game.n)
        return fail(text.format(file=shown(args.file), rules=rules, error=error.translated(translate), hint=hint))
    if args.json:
        print_output(json.dumps(what_if_json(comparison), ensure_ascii=False, indent=1))
    else:
        print_output(what_if_table(comparison))
    return 0


def _allowing_value(convention: Convention, key: str) -> str:
    """The value of the two-valued option ``key`` that ``convention`` does not have, as ``--set`` takes it."""
    from prefcount.ledger.conventions import OPTION_BY_KEY

    info = OPTION_BY_KEY[key]
    current = getattr(convention, key)
    if info.kind == "bool":
        return "false" if current else "true"
    return str(next(choice for choice in info.choices if choice != current))


# -- the paper sheets ---------------------------------------------------------------


def _check_names(names: list[str] | None, players: int) -> list[str] | None:
    """The names for a blank sheet, checked as the ledger checks a game's players (the ledger is loaded only
    when there are names to check)."""
    if names is None:
        return None
    names = [name.strip() for name in names]
    if len(names) != players:
        raise CommandError(f"--names: give {players} names for {players} players, not {len(names)}")
    from prefcount.ledger import PlayersError, check_players

    try:
        return list(check_players(names))
    except PlayersError as error:
        from prefcount.words.i18n import translate

        raise CommandError(f"--names: {error.translated(translate)}") from None


@one_line_errors
def run_blank(args: argparse.Namespace) -> int:
    """``prefcount blank``: one page of blank sheets."""
    from prefcount.cli.output import check_output_path, write_output_file
    from prefcount.words.i18n import set_language

    out = check_output_path(args.output)
    set_language(command_language(args.lang))
    names = _check_names(args.names, args.players)
    if args.target is not None and not 1 <= args.target <= 9999:
        raise CommandError(f"--target: the pulya target must be a whole number from 1 to 9999, not {args.target}")
    from prefcount.report.blank import render_blank

    data = render_blank(
        args.players, names, args.target, args.paper, args.landscape, args.two_up, args.date, args.convention
    )
    write_output_file(out, data)
    return 0


@one_line_errors
def run_pdf(args: argparse.Namespace) -> int:
    """``prefcount pdf GAME``: the filled pulka, the settlement and the hand log."""
    from prefcount.cli.output import check_output_path, write_output_file
    from prefcount.files.gamefile import load
    from prefcount.ledger import LedgerError
    from prefcount.words.i18n import set_language, translate

    out = check_output_path(args.output)
    set_language(command_language(args.lang))
    from prefcount.report.game import render_game

    try:
        game = load(args.game)
        data = render_game(game, args.paper, landscape=not args.portrait)
    except LedgerError as error:
        raise CommandError(file_error(args.game, error, translate)) from None
    write_output_file(out, data)
    return 0
