"""What a phone at the table sees: the sheet, "if we stopped now" with money, and the hands — as one snapshot.

A :class:`Snapshot` is made on the GUI thread after each change (the words need the UI's
translators) and handed to the server as immutable bytes: the state as JSON, the page with
that state in it, and the server-sent event that carries it. The server thread only copies
bytes; it never touches the game, Qt or a widget.

The page is ``page.html`` beside this module: one small file of HTML, CSS and JavaScript, no
framework, nothing fetched from elsewhere. It draws the state it was served with at once and
then follows ``events`` (server-sent events). It shows the game and nothing else: no file
name, no path, no other game.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Sequence
from datetime import date, datetime
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from prefcount import layout
from prefcount.files.gamefile import played_at
from prefcount.share.svg import svg_document
from prefcount.words.hands import sheet_words
from prefcount.words.i18n import current_language, translate
from prefcount.words.money import price_text
from prefcount.words.standings import standings_head, standings_rows
from prefcount.words.status import status_lines

if TYPE_CHECKING:
    from prefcount.ledger import Game, Settlement, Sheet

#: The sheet on a phone: nearly square, so it fills a portrait screen's width and a landscape screen's height.
PAGE_FRAME = layout.Rect(0.0, 0.0, 190.0, 186.0)
# Numbers as large as on the desktop's screen: a phone is read at arm's length; no smaller than SMALLEST_NUMBER
# (9 CSS pixels at 360): a full zone shows its latest totals after "…" rather than all of them unreadably small.
NUMBER_SIZE = 26.0
SMALLEST_NUMBER = 14.0
#: SVG user units a mm: text laid out at a few times its size keeps its spacing in every browser.
UNIT = 4.0
# The sheet's small text (header, names, captions) this many times its paper size: at 360 CSS pixels a phone
# shows the sheet about 1.8 pixels a mm, so a caption of 7.5 pt would be 5 pixels high; at twice that it is read.
SMALL_TEXT = 2.0
#: Each zone's latest totals (the first marked "…"); the final one is what a player reads.
LATEST_TOTALS = 24


class HandRow(NamedTuple):
    """One hand as the window's hand list says it (the caller's words, e.g. ``ui.game.hand_list``)."""

    number: str
    dealer: str
    declarer: str
    contract: str
    calls: str
    tricks: str
    wrote: str
    red: bool = False


class Snapshot(NamedTuple):
    """One version of the page, ready to send: immutable bytes only."""

    version: int
    state: bytes  # the state as JSON
    page: bytes  # the HTML page with that state in it
    event: bytes  # the server-sent event that carries it


def game_date(game: Game, file: Path | None = None) -> date | None:
    """When the game was played (:func:`prefcount.files.gamefile.played_at`), else when ``file``, the game's file,
    was last written (as the club book dates it), else None: a game with no date shows none, never today's."""
    played = played_at(game)
    if played is None and file is not None:
        try:
            played = datetime.fromtimestamp(Path(file).stat().st_mtime)
        except (OSError, ValueError, OverflowError):  # gone meanwhile, or a time the platform cannot show
            return None
    return played.date() if played is not None else None


def rules_text(sheet: Sheet) -> str:
    """The convention and the pulya, as the sheet's header and the result's line say them: «Ростов, с изменениями,
    пуля до 10»."""
    from prefcount.ledger import convention_title

    return translate("Share", "{convention}, to {target}").format(
        convention=convention_title(sheet.convention, sheet.n, translate), target=sheet.target
    )


def sheet_header(game: Game, sheet: Sheet, file: Path | None = None) -> tuple[str, str, str]:
    """Above the sheet, as on the paper: the title, «Сочи, пуля до 10, вист 0,5 ₽» and the date (none if unknown)."""
    from prefcount.words.money import game_currency

    centre = translate("Share", "{rules}, whist {price}").format(
        rules=rules_text(sheet), price=price_text(sheet.convention.whist_price, game_currency(game))
    )
    played = game_date(game, file)
    return game.title or translate("Share", "Pulka"), centre, played.strftime("%d.%m.%Y") if played else ""


def sheet_primitives(
    game: Game, sheet: Sheet, frame: layout.Rect, file: Path | None = None, minimum: float = SMALLEST_NUMBER
) -> list[layout.Primitive]:
    """The filled sheet of ``game`` in ``frame``, laid out by :mod:`prefcount.layout` as on screen and paper (its
    small text larger: :data:`SMALL_TEXT`; its totals :data:`NUMBER_SIZE` down to ``minimum`` points) — for the
    phone's page and the result's picture alike."""
    header = sheet_header(game, sheet, file)
    blank = layout.blank_pulka(
        frame, sheet.n, sheet.players, sheet.target, header, sheet_words(), small_text=SMALL_TEXT
    )
    contents = layout.sheet_contents(sheet, latest=LATEST_TOTALS)
    filled, _ = layout.fill_zones(blank, contents, maximum=NUMBER_SIZE, minimum=minimum)
    return list(filled.primitives)


def sheet_svg(game: Game, sheet: Sheet, frame: layout.Rect = PAGE_FRAME, file: Path | None = None) -> str:
    """The filled sheet of ``game`` as SVG (:func:`sheet_primitives`)."""
    primitives = sheet_primitives(game, sheet, frame, file)
    return svg_document(primitives, frame, label=translate("Share", "Pulka"), unit=UNIT)


def standings(sheet: Sheet, settlement: Settlement, currency: str) -> dict[str, Any]:
    """ "If we stopped now", as the window's table says it (:mod:`prefcount.words.standings`), for the page's script:
    pulya, gora, net whists and money, each player, and the sign of the money (won, lost)."""
    rows = standings_rows(sheet, settlement, sheet.players, paper=True)
    return {
        "head": standings_head(currency),
        "rows": [{"cells": list(row.cells), "sign": (row.cents > 0) - (row.cents < 0)} for row in rows],
    }


def page_words() -> dict[str, str]:
    """The page's own words, in the UI language."""
    return {
        "standings": translate("Share", "If we stopped now"),
        "hands": translate("Share", "Hands"),
        "none": translate("Share", "No hands yet."),
        "live": translate("Share", "Follows the game as it is recorded"),
        "lost": translate("Share", "No connection to the scorer: trying again…"),
        "stopped": translate("Share", "The scorer stopped showing the game."),
        "busy": translate("Share", "Too many phones are watching: trying again…"),
        "replaced": translate("Share", "The page is open again on this phone: this copy no longer follows the game."),
        "over": translate("Share", "The game is over."),
        "readonly": translate("Share", "View only: the score is kept at the table."),
    }


def page_state(
    game: Game,
    sheet: Sheet | None,
    settlement: Settlement | None,
    currency: str,
    hands: Sequence[HandRow] = (),
    first_dealer: int | None = None,
    error: str = "",
    file: Path | None = None,
) -> dict[str, Any]:
    """Everything the page shows, in the UI language. ``sheet`` and ``settlement`` are None (and
    ``error`` says why) when the game does not score: the page then shows the hands only.
    ``first_dealer``: who deals hand 1 of a game with no hand yet (as the window's status says it);
    ``file``: the game's file, whose time dates a game that has no date of its own (its name is never shown)."""
    state: dict[str, Any] = {
        "lang": current_language(),
        "title": (game.title or translate("Share", "Pulka")) + ": " + ", ".join(game.players),
        "players": list(game.players),
        "words": page_words(),
        "hands": [list(row) for row in hands],
        "handsHead": [
            translate("HandList", "Dealer"),
            translate("HandList", "Declarer"),
            translate("HandList", "Tricks"),
        ],
        "error": error,
    }
    if sheet is not None and settlement is not None:
        state["svg"] = sheet_svg(game, sheet, file=file)
        state["standings"] = standings(sheet, settlement, currency)
        # the window's status but its "the game is over, settle up" (for the scorer): the page has a bar for the end
        lines = status_lines(sheet, game.players, first_dealer)
        state["status"] = "\n".join(line.text for line in lines if line.kind != "over")
        state["over"] = sheet.is_over
    return state


@lru_cache(maxsize=1)
def page_template() -> str:
    """``page.html``, shipped beside this module (package data)."""
    return resources.files("prefcount.share").joinpath("page.html").read_text(encoding="utf-8")


_PLACES = re.compile("__LANG__|__TITLE__|__STATE__")
_INLINE = re.compile(r"<(script|style)>(.*?)</\1>", re.S)


@lru_cache(maxsize=1)
def content_security_policy() -> str:
    """Only the page's own inline script and style run (by their hashes), it connects only to where it
    came from, and it may be framed, submit or fetch nothing else."""
    hashes: dict[str, list[str]] = {"script": [], "style": []}
    for kind, body in _INLINE.findall(page_template()):
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
        hashes[kind].append(f"'sha256-{digest}'")
    return (
        "default-src 'none'; "
        f"script-src {' '.join(hashes['script'])}; style-src {' '.join(hashes['style'])}; "
        "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def _script_safe(text: str) -> str:
    """JSON that may stand inside a ``<script>`` element: no ``<``, ``>`` or ``&`` left to end it."""
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def snapshot(version: int, state: dict[str, Any]) -> Snapshot:
    """The bytes the server sends for ``state``: made once, for every phone."""
    from html import escape

    text = json.dumps({"v": version, **state}, ensure_ascii=False, separators=(",", ":"))
    fills = {
        "__LANG__": escape(str(state.get("lang", "en"))),
        "__TITLE__": escape(str(state.get("title", ""))),
        "__STATE__": _script_safe(text),
    }
    # one pass: a name that reads "__STATE__" is text, not a place to fill
    page = _PLACES.sub(lambda match: fills[match.group(0)], page_template())
    # one line of JSON (it escapes every newline), so one "data:" line
    event = f"id: {version}\ndata: {text}\n\n"
    return Snapshot(version, text.encode("utf-8"), page.encode("utf-8"), event.encode("utf-8"))
