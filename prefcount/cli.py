"""The command line: no arguments opens the desktop app; ``score``, ``blank`` and ``pdf`` work without a display.

Each subcommand imports what it needs when it runs, so ``prefcount score`` loads
neither ReportLab nor Qt. A bad argument or file is one line on stderr, exit
status 2, and no file is written (a PDF goes to a temp file beside the target
and is renamed over it only when complete).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import signal
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prefcount.ledger import Comparison, Convention, Game, Settlement, Sheet, Standing


class CommandError(Exception):
    """A player-readable reason to stop with status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but bad arguments are one line and exit status 2 (argparse's own status)."""

    def error(self, message: str) -> None:  # type: ignore[override]  # noqa: D102
        self.exit(2, f"prefcount: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="prefcount", description="Keeps the score of a game of preferans.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    score_cmd = sub.add_parser("score", help="print the sheet and the settlement of a game file")
    score_cmd.add_argument("file", help="a .pulka game file")
    score_cmd.add_argument("--json", action="store_true", help="print the FORMAT.md JSON shape")
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
    score_cmd.set_defaults(func=run_score)
    open_cmd = sub.add_parser("open", help="open a game file in the desktop app")
    open_cmd.add_argument("file", help="a .pulka game file")
    open_cmd.set_defaults(func=lambda args: _start_app(args.file))

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
    from prefcount.share.command import add_parser as add_share

    add_share(sub)
    return parser


def _sheet_options(parser: argparse.ArgumentParser) -> None:
    from prefcount.i18n import LANGUAGES
    from prefcount.layout import PAPERS

    parser.add_argument("--paper", choices=sorted(PAPERS), default="a4", help="paper size (default a4)")
    parser.add_argument("--lang", choices=list(LANGUAGES), default="ru", help="language of the sheet (default ru)")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="the PDF to write")


def _add_stats(sub: Any) -> None:
    """``prefcount stats FOLDER``: the club book's statistics (run by :mod:`prefcount.book.command`)."""
    from prefcount.i18n import LANGUAGES

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
    stats.add_argument("--lang", choices=list(LANGUAGES), default="ru", help="language of the PDF (default ru)")
    stats.add_argument("--index", metavar="FILE", help="the index file (default: in the app's data folder)")

    def run(args: argparse.Namespace) -> int:
        from prefcount.book.command import run_stats

        return run_stats(args)

    stats.set_defaults(func=run)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        return _start_app()
    from prefcount.gamefile import SUFFIX

    if len(argv) == 1 and argv[0].endswith(SUFFIX) and os.path.isfile(argv[0]):
        return _start_app(argv[0])  # a file manager opening a game file
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    _stop_cleanly_on_signals()
    try:
        status: int = args.func(args)
        sys.stdout.flush()
    except KeyboardInterrupt:  # Ctrl+C: a file being written was removed on the way out
        print("prefcount: interrupted", file=sys.stderr)
        return 128 + signal.SIGINT
    except BrokenPipeError:
        # the reader went away (``prefcount score … | head -1``): no traceback, and none when Python
        # flushes stdout at exit either
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return status


def _stop_cleanly_on_signals() -> None:
    """Turn SIGTERM and SIGHUP into an exception, so that a half-written file is removed on the way out."""

    def stop(number: int, frame: object) -> None:
        raise SystemExit(128 + number)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)


def _start_app(path: str | None = None) -> int:
    """Open the desktop app (with the game file ``path``, if given)."""
    from prefcount.ui.app import run

    return run(sys.argv[:1] + ([path] if path else []))


def _fail(message: str) -> int:
    print(f"prefcount: {message}", file=sys.stderr)
    return 2


def run_score(args: argparse.Namespace) -> int:
    """``prefcount score FILE``: the sheet and the settlement as a table, or as JSON."""
    from prefcount.gamefile import load
    from prefcount.ledger import LedgerError, score, settle

    try:
        game = load(args.file)
        sheet = score(game)
    except LedgerError as error:
        return _fail(f"{args.file}: {error.translated()}")
    if args.as_preset is not None or args.set_options:
        return run_what_if(args, game)
    settlement = settle(sheet)
    # a name is checked Unicode, but a terminal may not speak it: never fail on output
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    if args.json:
        print(score_json_text(sheet, settlement))
    else:
        print(score_table(game, sheet, settlement))
    return 0


def _option_value(text: str) -> Any:
    """A ``--set`` value: JSON where it reads as JSON (true, 2, [6, 7, 8]), the text itself otherwise."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def run_what_if(args: argparse.Namespace, game: Game) -> int:
    """``prefcount score FILE --as PRESET --set KEY=VALUE …``: the game's result and the other one, side by side."""
    from prefcount.ledger import PRESETS, LedgerError, variant, what_if
    from prefcount.ledger.conventions import OPTION_BY_KEY
    from prefcount.ledger.whatif import option_that_allows

    wanted = args.as_preset
    if wanted is not None and wanted not in PRESETS:
        key = wanted.partition("=")[0].strip()
        if "=" in wanted or key in OPTION_BY_KEY:  # an option where a preset belongs: say how to change one
            example = wanted if "=" in wanted else f"{key}=VALUE"
            return _fail(
                f"--as {wanted}: --as takes a preset ({', '.join(PRESETS)}); to change an option: --set {example}"
            )
    options: dict[str, Any] = {}
    for item in args.set_options:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            return _fail(f"--set {item}: write KEY=VALUE, an option and its value, e.g. --set overflow=count")
        options[key.strip()] = _option_value(value.strip())
    try:
        other = variant(game.convention, args.as_preset, options)
    except LedgerError as error:
        return _fail(error.translated())
    try:
        comparison = what_if(game, other)
    except LedgerError as error:
        key = option_that_allows(error)  # a hand needs an option the other rules leave off: say how to turn it on
        hint = f" (to compare, add --set {key}={_allowing_value(other, key)})" if key else ""
        return _fail(f"{args.file}: under {_convention_name(other, game.n)}: {error.translated()}{hint}")
    if args.json:
        print(json.dumps(what_if_json(comparison), ensure_ascii=False, indent=1))
    else:
        print(what_if_table(comparison))
    return 0


def _allowing_value(convention: Convention, key: str) -> str:
    """The value of the two-valued option ``key`` that ``convention`` does not have, as ``--set`` takes it."""
    from prefcount.ledger.conventions import OPTION_BY_KEY

    info = OPTION_BY_KEY[key]
    current = getattr(convention, key)
    if info.kind == "bool":
        return "false" if current else "true"
    return str(next(choice for choice in info.choices if choice != current))


def _convention_name(convention: Convention, players: int) -> str:
    """``leningrad``, ``leningrad (changed)`` when a rule that matters to ``players`` (not the stake) differs
    from the preset, or ``custom``."""
    from prefcount.ledger.conventions import rules_changed

    if not convention.preset:
        return "custom"
    return convention.preset + (" (changed)" if rules_changed(convention, players) else "")


def _standing_json(standings: list[Standing]) -> dict[str, Any]:
    from prefcount.ledger import format_money

    return {
        "pulya": [_number(s.pulya) for s in standings],
        "gora": [_number(s.gora) for s in standings],
        "net_whists": [_number(s.net_whists) for s in standings],
        "net_whists_exact": [_fraction_text(s.net_whists) for s in standings],
        "rounded_whists": [s.rounded_whists for s in standings],
        "money": [format_money(s.money_cents) for s in standings],
    }


def what_if_json(comparison: Comparison) -> dict[str, Any]:
    """The ``prefcount score FILE --as … --set … --json`` object (README: "What if")."""
    from prefcount.ledger import format_money
    from prefcount.ledger.conventions import file_value

    rows = comparison.rows
    return {
        "players": [row.name for row in rows],
        "changed": {
            key: {"own": file_value(own), "as": file_value(other)} for key, (own, other) in comparison.changed.items()
        },
        "own": {"convention": comparison.own_convention.to_dict(), **_standing_json([row.own for row in rows])},
        "as": {"convention": comparison.other_convention.to_dict(), **_standing_json([row.other for row in rows])},
        "difference": {
            "net_whists": [_number(row.net_difference) for row in rows],
            "net_whists_exact": [_fraction_text(row.net_difference) for row in rows],
            "money": [format_money(row.money_difference_cents) for row in rows],
        },
    }


def what_if_table(comparison: Comparison) -> str:
    """The game's own result and the other convention's, side by side, as plain text."""
    from prefcount.ledger import describe_value, format_amount, format_money

    own, other = comparison.own_convention, comparison.other_convention
    n = len(comparison.rows)
    lines = [f"What if: {_convention_name(own, n)} as played, and as {_convention_name(other, n)}"]
    changed = comparison.changed
    if changed:
        lines.append(
            "Changed: "
            + "; ".join(f"{key} {describe_value(key, a)} → {describe_value(key, b)}" for key, (a, b) in changed.items())
        )
    else:
        lines.append("Changed: nothing — the same convention")
    rows = [["", "pulya", "as", "gora", "as", "net whists", "as", "difference", "money", "as", "difference"]]
    for row in comparison.rows:
        rows.append(
            [
                row.name,
                format_amount(row.own.pulya),
                format_amount(row.other.pulya),
                format_amount(row.own.gora),
                format_amount(row.other.gora),
                str(row.own.rounded_whists),
                str(row.other.rounded_whists),
                format_amount(row.net_difference, signed=True),
                format_money(row.own.money_cents),
                format_money(row.other.money_cents),
                format_money(row.money_difference_cents, signed=True),
            ]
        )
    lines += ["", _table(rows)]
    return "\n".join(lines)


# -- JSON (FORMAT.md) --------------------------------------------------------------


def _number(value: Any) -> int | float:
    """Whole numbers as JSON integers; others as decimals rounded to four places (exact ones go beside)."""
    if type(value) is int:
        return value
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    decimal = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.0001"), ROUND_HALF_EVEN)
    return float(decimal)


def score_json_text(sheet: Sheet, settlement: Settlement) -> str:
    """The ``prefcount score --json`` text of FORMAT.md: one key a line and one hand a line.

    Amounts are written by json's C encoder (exact fractions through :func:`_number`).
    """
    from prefcount.ledger import format_money

    dumps = json.JSONEncoder(ensure_ascii=False, default=_number).encode  # one encoder for the thousands of hands

    head = {"players": list(sheet.players), "pulya": sheet.pulya, "gora": sheet.gora, "whists": sheet.whists}
    settled = {
        "net_whists": settlement.net,
        "net_whists_exact": [_fraction_text(v) for v in settlement.net],
        "rounded_whists": settlement.rounded_whists,
        "money": [format_money(cents) for cents in settlement.money_cents],
    }
    lines = [f" {dumps(key)}: {dumps(value)}" for key, value in head.items()]
    hands = ",\n".join(f"  {line}" for line in _per_hand(sheet, dumps))
    lines.append(f' "per_hand": [\n{hands}\n ]' if hands else ' "per_hand": []')
    lines.append(f' "settlement": {dumps(settled)}')
    return "{\n" + ",\n".join(lines) + "\n}"


def _per_hand(sheet: Sheet, dumps: Callable[[Any], str]) -> Iterator[str]:
    """Each hand's change to every zone as one JSON object (``HandResult``'s ``pulya``, ``gora``, ``whists``)."""
    for result in sheet.hands:
        pulya, gora, whists = result.changes()
        yield dumps({"pulya": pulya, "gora": gora, "whists": whists})


def _fraction_text(value: Fraction) -> str:
    return str(Fraction(value))


# -- the readable table ---------------------------------------------------------------


def _table(rows: list[list[str]], right_from: int = 1) -> str:
    widths = [max(len(row[col]) for row in rows) for col in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.ljust(widths[col]) if col < right_from else cell.rjust(widths[col]) for col, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def score_table(game: Game, sheet: Sheet, settlement: Settlement) -> str:
    """The sheet and the settlement as plain text."""
    from prefcount.ledger import format_amount, format_marks, format_money

    c = game.convention
    players = sheet.players
    n = sheet.n
    title = game.title or "prefcount"
    preset = _convention_name(c, n)
    lines = [f"{title} — {preset}, target {c.pulya_target}, whist price {c.whist_price}, {len(game.hands)} hands", ""]

    rows = [["", "pulya", "gora", *[f"whists on {name}" for name in players]]]
    for i, name in enumerate(players):
        rows.append(
            [
                name,
                format_amount(sheet.pulya[i]),
                format_amount(sheet.gora[i]),
                *["—" if i == j else format_amount(sheet.whists[i][j]) for j in range(n)],
            ]
        )
    lines += [_table(rows), "", "As written on the sheet:"]
    for i, name in enumerate(players):
        lines.append(
            f"  {name}: pulya {format_marks(sheet.pulya_marks(i)) or '—'}; "
            f"gora {format_marks(sheet.gora_marks(i)) or '—'}"
        )
        for j in range(n):
            if j != i and sheet.whist_marks(i, j):
                lines.append(f"      whists on {players[j]}: {format_marks(sheet.whist_marks(i, j))}")

    if sheet.hands:
        from prefcount.ledger import ReasonKind
        from prefcount.words import hand_label

        # the entries of RULES §9 are named under the hand, so a table sees where each number came from
        named = {
            ReasonKind.PRIKUP_1,
            ReasonKind.PRIKUP_2,
            ReasonKind.PRIKUP_3,
            ReasonKind.DEALER_WHIST,
            ReasonKind.REMIZ_WHISTS,
            ReasonKind.RASPASY_AMNESTY,
            ReasonKind.RASPASY_DEALER,
            ReasonKind.RASPASY_ZERO_GORA,
        }
        lines += ["", "Hands:"]
        for result in sheet.hands:
            hand = result.hand
            title = hand_label(hand, result.raspasy_k, n)
            if result.dealer is not None:
                title = f"{players[result.dealer]} deals, " + (
                    f"{players[hand.declarer]} {title}" if hasattr(hand, "declarer") else title
                )
            lines.append(f"  {result.index + 1}. {title}: {result.summary(players)}")
            present = {entry.reason.kind for entry in result.entries}
            reasons = [kind for kind in ReasonKind if kind in named and kind in present]
            if reasons:
                lines.append("       " + "; ".join(kind.value for kind in reasons))

    lines += ["", "Settlement" + ("" if sheet.is_over else " (if the game stopped now)") + ":"]
    rows = [["", "effective gora", "amnesty", "net whists", "exact", "money"]]
    for i, name in enumerate(players):
        rows.append(
            [
                name,
                format_amount(settlement.effective_gora[i]),
                format_amount(settlement.amnesty[i]),
                str(settlement.rounded_whists[i]),
                str(settlement.net[i]),
                format_money(settlement.money_cents[i]),
            ]
        )
    lines.append(_table(rows))
    lines += ["", "Pairwise (row's balance against column, whists):"]
    rows = [["", *players]]
    for i, name in enumerate(players):
        rows.append([name, *["—" if i == j else format_amount(settlement.pairwise[i][j]) for j in range(n)]])
    lines.append(_table(rows))
    lines += ["", "Payments:"]
    if settlement.payments:
        lines += [f"  {players[p.payer]} pays {players[p.payee]} {format_money(p.cents)}" for p in settlement.payments]
    else:
        lines.append("  nobody owes anything")
    if sheet.is_over:
        lines += [
            "",
            "The game is over: every pulya is closed." if c.end_condition == "all_closed" else "The game is over.",
        ]
    return "\n".join(lines)


# -- the paper sheets ---------------------------------------------------------------


def _check_output(path: str) -> Path:
    """Where ``-o`` may write: a new file or an old regular one, never a device, a pipe or a link."""
    out = Path(path)
    if out.is_dir():
        raise CommandError(f"{path} is a folder; give a file name such as sheet.pdf")
    try:
        mode = out.lstat().st_mode
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


def _check_names(names: list[str] | None, players: int) -> list[str] | None:
    """The names for a blank sheet, checked as the ledger checks a game's players."""
    from prefcount.ledger import PlayersError, check_players

    if names is None:
        return None
    names = [name.strip() for name in names]
    if len(names) != players:
        raise CommandError(f"--names: give {players} names for {players} players, not {len(names)}")
    try:
        return list(check_players(names))
    except PlayersError as error:
        raise CommandError(f"--names: {error.translated()}") from None


def _write(out: Path, data: bytes) -> None:
    from prefcount.gamefile import atomic_write

    try:
        atomic_write(out, data)
    except OSError as error:
        raise CommandError(f"cannot write {out}: {error.strerror or error}") from None


def run_blank(args: argparse.Namespace) -> int:
    """``prefcount blank``: one page of blank sheets."""
    from prefcount.i18n import set_language

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
    from prefcount.gamefile import load
    from prefcount.i18n import set_language, translate
    from prefcount.ledger import LedgerError

    try:
        out = _check_output(args.output)
        set_language(args.lang)
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
