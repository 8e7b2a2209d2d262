"""``prefcount share GAME --png FILE --text``: the result of a game for the club's chat, from the command line.

The same picture and line as the window's Game → Copy the result: the PNG is drawn by QtSvg
offscreen (no display needed), the line is printed. A game file with no date of its own is dated by
its modification time. Registered by ``prefcount.cli.main``; nothing heavy is imported until it runs.
"""

from __future__ import annotations

import argparse
from typing import Any

from prefcount.cli.output import (
    CommandError,
    check_output_path,
    command_language,
    file_error,
    one_line_errors,
    print_output,
    write_output_file,
)


def add_parser(sub: Any) -> None:
    """Add ``share`` to the command line's subcommands."""
    from prefcount.words.i18n import LANGUAGES

    share = sub.add_parser("share", help="the result of a game for a chat: a picture (PNG) and a one-line summary")
    share.add_argument("game", help="a .pulka game file")
    share.add_argument("--png", metavar="FILE.png", help="write the sheet and the settlement as one picture")
    share.add_argument("--text", action="store_true", help="print the one-line summary")
    share.add_argument("--lang", choices=list(LANGUAGES), help="language (default: the system's, else English)")
    share.set_defaults(func=run_share)


@one_line_errors
def run_share(args: argparse.Namespace) -> int:
    from prefcount.files.gamefile import load
    from prefcount.ledger import LedgerError, score, settle
    from prefcount.words.i18n import set_language, translate
    from prefcount.words.money import game_currency

    if not args.png and not args.text:
        raise CommandError("share: give --png FILE, --text or both")
    out = check_output_path(args.png) if args.png else None
    set_language(command_language(args.lang))
    try:
        game = load(args.game)
        sheet = score(game)
    except LedgerError as error:
        raise CommandError(file_error(args.game, error, translate)) from None
    settlement = settle(sheet)
    currency = game_currency(game)
    from prefcount.share.result import card_png, summary_text

    if out is not None:
        write_output_file(out, card_png(game, sheet, settlement, currency, args.game))
    if args.text:
        print_output(summary_text(game, sheet, settlement, currency, args.game))
    return 0
