"""``prefcount share GAME --png FILE --text``: the result of a game for the club's chat, from the command line.

The same picture and line as the window's Game → Copy the result: the PNG is drawn by QtSvg
offscreen (no display needed), the line is printed. Registered by ``prefcount.cli``; nothing
heavy is imported until it runs.
"""

from __future__ import annotations

import argparse
import io
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    """Add ``share`` to the command line's subcommands."""
    from prefcount.i18n import LANGUAGES

    share = sub.add_parser("share", help="the result of a game for a chat: a picture (PNG) and a one-line summary")
    share.add_argument("game", help="a .pulka game file")
    share.add_argument("--png", metavar="FILE.png", help="write the sheet and the settlement as one picture")
    share.add_argument("--text", action="store_true", help="print the one-line summary")
    share.add_argument("--lang", choices=list(LANGUAGES), default="ru", help="language (default ru)")
    share.set_defaults(func=run_share)


def run_share(args: argparse.Namespace) -> int:
    from prefcount.cli import CommandError, _check_output, _fail, _write
    from prefcount.gamefile import load
    from prefcount.i18n import set_language, translate
    from prefcount.ledger import LedgerError, score, settle
    from prefcount.money import game_currency

    if not args.png and not args.text:
        return _fail("share: give --png FILE, --text or both")
    try:
        out = _check_output(args.png) if args.png else None
        set_language(args.lang)
        try:
            game = load(args.game)
            sheet = score(game)
        except LedgerError as error:
            raise CommandError(f"{args.game}: {error.translated(translate)}") from None
        settlement = settle(sheet)
        currency = game_currency(game)
        from prefcount.share.result import card_png, summary_text

        if out is not None:
            _write(out, card_png(game, sheet, settlement, currency))
        if args.text:
            if isinstance(sys.stdout, io.TextIOWrapper):  # a terminal that cannot show a name still gets the line
                sys.stdout.reconfigure(errors="backslashreplace")
            print(summary_text(game, sheet, settlement, currency))
    except CommandError as error:
        return _fail(str(error))
    return 0
