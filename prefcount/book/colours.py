"""The book's colours, the same on screen and on paper: each person's line, and money won or lost."""

from __future__ import annotations

import colorsys
from collections.abc import Sequence

# money won and lost: as text (the standings), and as a cell's background (head to head) — the words' own
from prefcount.words.money import LOST_BACKGROUND, LOST_TEXT, WON_BACKGROUND, WON_TEXT

__all__ = ["LOST_BACKGROUND", "LOST_TEXT", "PALETTE", "WON_BACKGROUND", "WON_TEXT", "line_colours", "person_colour"]

#: Okabe–Ito, told apart on white, in print and by colour-blind readers (without its yellow, which
#: vanishes on white paper), then darker ones.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#8C564B", "#7F7F7F", "#BCBD22")


def person_colour(index: int, count: int) -> str:
    """The colour (``#rrggbb``) of the person in place ``index`` of ``count``: the palette, then evenly spread hues."""
    if index < len(PALETTE):
        return PALETTE[index]
    hue = (index - len(PALETTE)) / max(count - len(PALETTE), 1)
    red, green, blue = colorsys.hsv_to_rgb(hue % 1.0, 0.85, 0.7)
    return f"#{round(red * 255):02x}{round(green * 255):02x}{round(blue * 255):02x}"


def line_colours(names: Sequence[str], everybody: Sequence[str]) -> list[str]:
    """The colour of each of ``names``: its place in ``everybody`` (the book's roster, ``Book.people``).

    So a person keeps his colour from chart to chart, from filter to filter and from the screen to
    the season's PDF; a name not in ``everybody`` takes a place after it.
    """
    order = {name: index for index, name in enumerate(everybody)}
    count = len(order) + len(names)
    return [person_colour(order.get(name, len(order) + index), count) for index, name in enumerate(names)]
