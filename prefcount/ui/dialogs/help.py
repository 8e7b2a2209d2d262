"""Help → Keyboard (F1) and Help → About: what every key does, and what prefcount is."""

from __future__ import annotations

from collections.abc import Sequence

from prefcount import __version__
from prefcount.words.i18n import translate


def keyboard_scheme(menus: Sequence[tuple[str, Sequence[tuple[str, str]]]] = ()) -> str:
    """Every key of hand entry and of the main window, as a short list (the keys of ``prefcount.entry.keys``),
    then each menu's items with their shortcuts (``menus``: the main window's ``menu_keys()``)."""

    lines = [
        translate("Help", "A typical hand is eight keys: 1 7 h w p 7 2 Enter."),
        "",
        translate("Help", "Declarer: the seat number, or the first letter of the name; 0 — raspasy."),
        translate("Help", "Contract: the level 6–9 (ten: 1 then 0), then the suit:"),
        "    "
        + translate("Help", "s or п ♠ · c, т or к ♣ · d or б ♦ · h or ч ♥ · n or н no trump (or 1–5); m — misère"),
        translate(
            "Help",
            "Calls, first to speak first: w (Cyrillic в) — whist, p (Cyrillic п) — pass, h (Cyrillic р) — half-whist.",
        ),
        translate("Help", "Tricks: the declarer's, then the first defender's; the last count fills itself in."),
        "    " + translate("Help", "1 then 0 — ten; b or б — the declarer conceded («без трёх»)."),
        translate(
            "Help",
            "Tab, Shift+Tab — the next, the previous field: the field that takes the next key is framed, and the line"
            " under the fields says what it asks.",
        ),
        translate("Help", "A key a field does not take is not lost silently: that line says why."),
        translate("Help", "Backspace — clear the field; Enter — record; Esc — cancel."),
        "    " + translate("Help", "A whole hand is thrown away only by a second Esc in a row."),
        "    "
        + translate(
            "Help", "After one Esc, Enter records it — and so does the next hand's first key, which starts that hand."
        ),
        translate("Help", "Keys may be typed ahead: they wait for the hand they belong to."),
        "",
        translate("Help", "Main window: a digit or a letter starts the next hand with it."),
        translate(
            "Help",
            "In the hand list: Enter or F2 — edit the hand (typing starts at its contract, Shift+Tab reaches the"
            " declarer); Delete — delete it.",
        ),
        translate("Help", "Ctrl+Z — undo; Ctrl+Shift+Z or Ctrl+Y — redo; Ctrl+S — save; F1 — this list."),
    ]
    if menus:
        lines += [
            "",
            translate(
                "Help",
                "Menus: F10 or Alt, then the arrows and Enter, or the underlined letter (in either keyboard layout);"
                " and each item's shortcut, in any layout:",
            ),
        ]
        for title, items in menus:
            listed = " · ".join(f"{text} {keys}".strip() for text, keys in items)
            lines.append(f"{title}: {listed}")
    return "\n".join(lines)


def about_text() -> str:
    return "\n".join(
        [
            f"prefcount {__version__}",
            "",
            translate("Help", "The score of a game of preferans, kept the way it looks on paper."),
            translate("Help", "Free software under the GNU GPL, version 3 or later."),
            translate("Help", "The DejaVu fonts are under their own free licence (see the fonts folder)."),
        ]
    )
