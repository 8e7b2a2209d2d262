"""The paper's primitives in millimetres, DejaVu Sans's metrics, paper sizes and the sheet's own words
(see :mod:`prefcount.layout`)."""

from __future__ import annotations

import math
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate
from typing import TYPE_CHECKING, Any, NamedTuple

from prefcount.files.paths import resource_path

if TYPE_CHECKING:
    pass

# --------------------------------------------------------------------------- primitives

BLACK = "#000000"
INK = "#1a1a1a"
GREY = "#6e6e6e"
MM_PER_PT = 25.4 / 72.0
#: A :class:`TextBox` ``underline``: this many em (its size) below the baseline, this many em thick.
UNDERLINE_DROP, UNDERLINE_WIDTH = 0.13, 0.07

#: A zone's name: ``("pulya", seat)``, ``("gora", seat)`` or ``("whists", seat, on)``.
ZoneKey = tuple[str | int, ...]
Ref = ZoneKey | None
Point = tuple[float, float]


class Rect(NamedTuple):
    """An axis-aligned rectangle on the page, in millimetres (``x``, ``y`` its bottom-left corner)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height


class Line(NamedTuple):
    """A straight line from (x1, y1) to (x2, y2); ``width`` is the pen width in mm."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.3
    color: str = INK


class Polygon(NamedTuple):
    """A closed polygon. ``fill``/``stroke`` are "#rrggbb" or None (not painted).

    Zone outlines are emitted unpainted (both None) with a ``ref``: they are for
    hit-testing and highlighting; the sheet's visible lines are :class:`Line` s.
    """

    points: tuple[Point, ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0
    ref: Ref = None


class Circle(NamedTuple):
    """A circle centred at (cx, cy) with radius ``r``; ``fill`` is painted first, then the outline."""

    cx: float
    cy: float
    r: float
    width: float = 0.3
    stroke: str | None = INK
    fill: str | None = None
    ref: Ref = None


class TextBox(NamedTuple):
    """One line of text in a box.

    The box is ``width`` x ``height`` mm in the text's own frame; (``x``, ``y``) is
    its bottom-left corner in that frame, and the whole box is turned by
    ``rotation`` degrees counter-clockwise about (x, y) -- 0, 90, 180 or 270, so
    that a side player reads his own zone with the letters' tops towards the
    centre. The baseline is ``baseline`` mm above the box's bottom edge;
    ``align`` ("left", "center", "right") places the text along the box width.
    ``size`` is the font size in points (DejaVu Sans, ``bold`` for DejaVu Sans Bold).
    The layout has already wrapped and shrunk the text so that it fits the width.
    """

    x: float
    y: float
    width: float
    height: float
    text: str
    size: float
    bold: bool = False
    underline: bool = False
    align: str = "left"
    rotation: int = 0
    baseline: float = 0.0
    color: str = INK
    ref: Ref = None

    def text_origin(self) -> Point:
        """Where the baseline starts, in the box's own frame (before rotation), by ``align``."""
        if self.align == "left":  # (every total: no need to measure it)
            return 0.0, self.baseline
        free = self.width - text_width(self.text, self.size, self.bold)
        return (free if self.align == "right" else free / 2), self.baseline

    def to_page(self, u: float, v: float) -> Point:
        """A point of the box's own frame (u along the text, v up) on the page."""
        a = math.radians(self.rotation)
        return (self.x + u * math.cos(a) - v * math.sin(a), self.y + u * math.sin(a) + v * math.cos(a))

    def corners(self) -> tuple[Point, Point, Point, Point]:
        """The box's four corners on the page."""
        return (
            self.to_page(0, 0),
            self.to_page(self.width, 0),
            self.to_page(self.width, self.height),
            self.to_page(0, self.height),
        )


Primitive = Line | Polygon | Circle | TextBox


# --------------------------------------------------------------------------- font metrics

FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


class _FontMetrics:
    """Advance widths of a font's characters, as fontTools read them from its ``cmap`` and ``hmtx``.

    The reading is done ahead, by ``tools/build_font_metrics.py``, into ``<font>.widths.json`` beside
    the font: loading that is ~1 ms, where fontTools itself would cost the window's first paint ~50 ms.
    A character's width is looked up in its run the first time it is measured, then kept: the first paint
    measures a few dozen characters of the font's 5,918 (a table of them all, made ahead, cost it ~2 ms a font).
    """

    def __init__(self, table: dict[str, Any]) -> None:
        self.units: int = table["units_per_em"]
        self.missing: float = table["missing"] / self.units
        self.runs: list[tuple[int, list[int]]] = [(first, advances) for first, advances in table["runs"]]
        self.starts = [first for first, _ in self.runs]  # (the table lists the runs in code point order)
        self.known: dict[str, float] = {}

    def width(self, char: str) -> float:
        """Advance of one character in em (glyph 0's for a character the font lacks)."""
        known = self.known.get(char)
        if known is None:
            known = self.known[char] = self._advance(char)
        return known

    def _advance(self, char: str) -> float:
        code = ord(char)
        run = bisect_right(self.starts, code) - 1
        if run >= 0:
            first, advances = self.runs[run]
            if code - first < len(advances):
                return advances[code - first] / self.units
        return self.missing


@lru_cache(maxsize=2)
def _metrics(bold: bool) -> _FontMetrics:
    import json

    font = resource_path("fonts", FONT_FILES[bold])
    return _FontMetrics(json.loads(font.with_name(font.stem + ".widths.json").read_bytes()))


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width in mm of ``text`` set in DejaVu Sans (Bold) at ``size`` points, without kerning."""
    metrics = _metrics(bold)
    return sum(metrics.width(c) for c in text) * size * MM_PER_PT


def baseline(height: float, size: float) -> float:
    """Baseline that centres capitals and digits (cap height of DejaVu Sans is 0.73 em)."""
    return height / 2 - 0.365 * size * MM_PER_PT


def fit_text(text: str, width: float, size: float, minimum: float, bold: bool = False) -> tuple[str, float]:
    """``text`` at the largest size from ``size`` down to ``minimum`` that fits ``width``;
    shortened with "…" if even the minimum is too wide.

    Each character is measured once, so a long text costs no more than its length.
    """
    metrics = _metrics(bold)
    widths = list(accumulate(metrics.width(c) for c in text))  # in ems, the running width of each prefix
    em = widths[-1] if widths else 0.0
    while size > minimum and em * size * MM_PER_PT > width:
        size = max(minimum, size - 0.5)
    room = width / (size * MM_PER_PT)  # in ems
    if em <= room:
        return text, size
    keep = bisect_right(widths, room - metrics.width("…"))
    return text[: max(keep, 1)] + "…", size


# --------------------------------------------------------------------------- paper

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}


def page_size(paper: str = "a4", landscape: bool = False) -> tuple[float, float]:
    """(width, height) of a sheet of paper in mm: "a4" or "letter", portrait or landscape."""
    try:
        w, h = PAPERS[paper.lower()]
    except KeyError:
        raise ValueError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}") from None
    return (h, w) if landscape else (w, h)


def page_frame(paper: str = "a4", landscape: bool = False, margin: float = 10.0) -> Rect:
    """The part of the page inside equal margins (mm)."""
    w, h = page_size(paper, landscape)
    return Rect(margin, margin, w - 2 * margin, h - 2 * margin)


def two_up_frames(paper: str = "a4", landscape: bool = False, margin: float = 10.0) -> tuple[Rect, Rect]:
    """Two sheets on one page, each inside ``margin``: stacked on a portrait page (top one
    first), side by side on a landscape page (left one first)."""
    w, h = page_size(paper, landscape)
    if landscape:
        half = w / 2
        return (
            Rect(margin, margin, half - 1.5 * margin, h - 2 * margin),
            Rect(half + margin / 2, margin, half - 1.5 * margin, h - 2 * margin),
        )
    half = h / 2
    return (
        Rect(margin, half + margin / 2, w - 2 * margin, half - 1.5 * margin),
        Rect(margin, margin, w - 2 * margin, half - 1.5 * margin),
    )


# --------------------------------------------------------------------------- words


class Words(NamedTuple):
    """The few words printed on the sheet itself, in the caller's language."""

    pulya: str = "pulya"
    gora: str = "gora"
    player: str = "Player {n}"
    legend_final: str = "bold underlined: the final value"
    legend_help: str = "* help or gora written off"
