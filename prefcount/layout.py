"""The paper pulka as geometry: drawing primitives in millimetres.

One layout, two painters: ``prefcount.report`` draws these primitives on a
ReportLab canvas and ``prefcount.ui`` paints the same list with QPainter, so the
screen and the paper never disagree. Nothing here imports Qt or ReportLab.

Coordinates are millimetres on the page, origin at the bottom-left corner,
**y pointing up** (the PDF convention; a QPainter painter flips y).

The sheet, as players draw it: a rectangle, lines from the corners to a central
circle that holds the pulya target. Each player owns the sector at his edge of
the table -- seat 0 at the bottom, then clockwise: left, (top,) right. Inside a
sector, bands run parallel to the player's edge; from the edge inwards:

* the player's name,
* the whist area, one column per opponent (labelled with the opponent's name),
* the pulya strip,
* the gora strip, which reaches the circle.

With three players the two side sectors also reach the top edge, split by a
line from the circle straight up. With two (гусарик, the dummy has no sector)
the players face each other: seat 0 at the bottom, seat 1 at the top, the sheet
split by a line across the middle through the circle, and each whist area is
one column, on the other player.

Public API (what a painter needs):

* primitives -- :class:`Line`, :class:`Polygon`, :class:`Circle`, :class:`TextBox`
  (immutable named tuples); :class:`Rect`; :data:`Primitive`;
* :func:`page_size`, :func:`page_frame`, :func:`two_up_frames` -- where a sheet goes;
* :func:`blank_pulka` -- the empty sheet; :func:`filled_pulka` -- the sheet of a game
  (running totals from ``prefcount.ledger``); both return a :class:`Pulka`;
* :func:`fill_zones` -- fill any zones with any :class:`ZoneText`;
* :func:`hit_test` -- which zone a point falls in (its ``ref``);
* :func:`text_width` -- the width of a string in DejaVu Sans, as the layout measured it.

Refs (``Polygon.ref``, ``TextBox.ref``, ``Circle.ref``) name zones: ``("name", seat)``,
``("whists", seat, on)`` (what ``seat`` writes on ``on``), ``("pulya", seat)``,
``("gora", seat)``, ``("target",)``; ``None`` for decoration (lines, header, legend).
Every zone also comes as an unpainted :class:`Polygon` carrying its ref, and as a
:class:`Zone` in ``Pulka.zones``; :func:`hit_test` answers "which zone is under the mouse".

Painting them (what ``report.draw`` does; a QPainter painter does the same):

* primitives in list order; skip polygons with neither ``fill`` nor ``stroke``;
* y is up: with QPainter, ``scale(px_per_mm, -px_per_mm)`` after ``translate(0, page_h_px)``;
* a :class:`TextBox`: save; translate to (x, y); rotate by ``rotation`` counter-clockwise
  (in the y-up frame); draw ``text`` from :meth:`TextBox.text_origin` in DejaVu Sans
  (Bold) at ``size`` pt = ``size * MM_PER_PT`` mm, kerning off, so widths match
  :func:`text_width`; underline :data:`UNDERLINE_DROP` em below the baseline when ``underline``; restore.
  (QPainter: flip y back with ``scale(1, -1)`` inside the box and draw at (ox, -baseline).)
"""

from __future__ import annotations

import functools
import math
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate
from typing import TYPE_CHECKING, Any, NamedTuple

from prefcount.paths import resource_path

if TYPE_CHECKING:
    from prefcount.ledger import Mark, Sheet

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
    """

    def __init__(self, table: dict[str, Any]) -> None:
        units = table["units_per_em"]
        self.missing: float = table["missing"] / units
        self.widths: dict[str, float] = {
            chr(first + i): advance / units for first, advances in table["runs"] for i, advance in enumerate(advances)
        }

    def width(self, char: str) -> float:
        """Advance of one character in em (glyph 0's for a character the font lacks)."""
        return self.widths.get(char, self.missing)


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


# --------------------------------------------------------------------------- geometry


def _sub(p: Point, q: Point) -> Point:
    return p[0] - q[0], p[1] - q[1]


def _dot(p: Point, q: Point) -> float:
    return p[0] * q[0] + p[1] * q[1]


class Side(NamedTuple):
    """A player's edge of the sheet and the frame he reads it in.

    A point is ``origin + depth * inward + lateral * along``: depth is the
    distance from the edge towards the centre, lateral runs the way his text reads.
    """

    name: str
    origin: Point
    inward: Point
    along: Point
    rotation: int

    def local(self, p: Point) -> Point:
        d = _sub(p, self.origin)
        return _dot(d, self.inward), _dot(d, self.along)

    def page(self, depth: float, lateral: float) -> Point:
        return (
            self.origin[0] + depth * self.inward[0] + lateral * self.along[0],
            self.origin[1] + depth * self.inward[1] + lateral * self.along[1],
        )


def _sides(r: Rect) -> dict[str, Side]:
    return {
        "bottom": Side("bottom", (r.x, r.y), (0, 1), (1, 0), 0),
        "left": Side("left", (r.x, r.top), (1, 0), (0, -1), 270),
        "top": Side("top", (r.right, r.top), (0, -1), (-1, 0), 180),
        "right": Side("right", (r.right, r.y), (-1, 0), (0, 1), 90),
    }


SEAT_SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


def _clip(poly: Sequence[Point], keep: Callable[[Point], float]) -> list[Point]:
    """Sutherland-Hodgman: the part of a convex polygon where ``keep(p) >= 0`` (keep is affine)."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp, fq = keep(p), keep(q)
        if fp >= 0:
            out.append(p)
        if (fp >= 0) != (fq >= 0):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def _deeper_than(side: Side, depth: float) -> Callable[[Point], float]:
    return lambda p: side.local(p)[0] - depth


def _shallower_than(side: Side, depth: float) -> Callable[[Point], float]:
    return lambda p: depth - side.local(p)[0]


def _right_of(side: Side, lateral: float) -> Callable[[Point], float]:
    return lambda p: side.local(p)[1] - lateral


def _left_of(side: Side, lateral: float) -> Callable[[Point], float]:
    return lambda p: lateral - side.local(p)[1]


def _span(local_poly: Sequence[Point], depth: float) -> tuple[float, float]:
    """:func:`_cross_section` where the geometry guarantees the polygon reaches ``depth``."""
    span = _cross_section(local_poly, depth)
    if span is None:
        raise ValueError(f"the zone does not reach depth {depth:.2f} mm")
    return span


def _cross_section(local_poly: Sequence[Point], depth: float) -> tuple[float, float] | None:
    """Lateral extent of a convex polygon (in a side's local coordinates) at ``depth``."""
    hits = []
    n = len(local_poly)
    for i in range(n):
        (d1, l1), (d2, l2) = local_poly[i], local_poly[(i + 1) % n]
        if min(d1, d2) - 1e-9 <= depth <= max(d1, d2) + 1e-9:
            if abs(d2 - d1) < 1e-12:
                hits += [l1, l2]
            else:
                hits.append(l1 + (depth - d1) / (d2 - d1) * (l2 - l1))
    return (min(hits), max(hits)) if hits else None


def point_in_polygon(p: Point, poly: Sequence[Point]) -> bool:
    """Even-odd rule."""
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


class Zone(NamedTuple):
    """One zone of the sheet: its ``ref``, its outline on the page, and where text may go.

    ``area`` is the convex outline before the central circle is cut out, in
    the owner's local (depth, lateral) coordinates; text lines are laid out in
    it between ``depth_min`` and ``depth_max`` keeping clear of the circle.
    """

    ref: ZoneKey
    side: Side
    outline: tuple[Point, ...]
    area: tuple[Point, ...]
    depth_min: float
    depth_max: float
    caption: str = ""
    caption_size: float = 7.0


class Pulka(NamedTuple):
    """A laid-out sheet: everything to paint, in painting order, plus its zones."""

    frame: Rect
    players: int
    primitives: tuple[Primitive, ...]
    zones: tuple[Zone, ...]
    centre: Point
    radius: float
    scale: float = 1.0

    def zone(self, ref: ZoneKey) -> Zone:
        """The zone with this ref (KeyError if the sheet has none)."""
        for zone in self.zones:
            if zone.ref == ref:
                return zone
        raise KeyError(ref)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def _arc_outline(poly: Sequence[Point], centre: Point, radius: float) -> list[Point]:
    """Replace the polygon's vertex at ``centre`` by an arc of the circle (the circle is cut out)."""
    out: list[Point] = []
    n = len(poly)
    for i, p in enumerate(poly):
        if math.dist(p, centre) > 1e-6:
            out.append(p)
            continue
        prev, nxt = poly[i - 1], poly[(i + 1) % n]
        a1 = math.atan2(prev[1] - centre[1], prev[0] - centre[0])
        a2 = math.atan2(nxt[1] - centre[1], nxt[0] - centre[0])
        sweep = (a2 - a1 + math.pi) % (2 * math.pi) - math.pi  # the short way: inside the sector
        steps = max(2, int(abs(sweep) / math.radians(10)) + 1)
        for k in range(steps + 1):
            a = a1 + sweep * k / steps
            out.append((centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)))
    return out


def blank_pulka(
    frame: Rect,
    players: int,
    names: Sequence[str] | None = None,
    target: int | str | None = None,
    header: Sequence[str] = (),
    words: Words = Words(),
    seat_numbers: bool = False,
    small_text: float = 1.0,
) -> Pulka:
    """The empty sheet for 2, 3 or 4 players laid out inside ``frame``.

    ``names`` default to "Player 1"…; ``target`` (the pulya) goes in the circle,
    left empty when None; ``header`` is up to three strings printed above the
    sheet (left, centre, right), e.g. title, convention and date. With
    ``seat_numbers`` each name reads "1 · Аня" (on screen: the seat number is
    the first key of a hand that player declares). ``small_text``: the header, the
    names and the zones' captions this many times their size on paper (a phone or a
    picture in a chat shows the whole sheet a few centimetres wide).
    """
    if players not in SEAT_SIDES:
        raise ValueError("a pulka is for 2, 3 or 4 players")
    names = list(names or [])
    names += [words.player.format(n=i + 1) for i in range(len(names), players)]
    scale = _clamp(min(frame.width, frame.height) / 190.0, 0.6, 1.0)
    prims: list[Primitive] = []
    header_h = 7.0 * scale * small_text if header else 0.0
    sheet = Rect(frame.x, frame.y, frame.width, frame.height - header_h)
    if header:
        prims += _header(frame, header_h, header, scale * small_text)

    n_strip = _clamp(0.05 * min(sheet.width, sheet.height) * small_text, 6.0, 10.0 * small_text)
    radius = _clamp(0.075 * min(sheet.width, sheet.height), 7.0, 15.0)
    centre, sectors, rays = _sectors(sheet, players)
    cx, cy = centre
    bl, br, tl, tr = (sheet.x, sheet.y), (sheet.right, sheet.y), (sheet.x, sheet.top), (sheet.right, sheet.top)
    sides = _sides(sheet)

    zones: list[Zone] = []
    lines: list[Line] = []
    heavy, normal, thin = 0.5 * scale + 0.1, 0.35 * scale, 0.2 * scale
    for seat, side_name in enumerate(SEAT_SIDES[players]):
        side = sides[side_name]
        sector = sectors[side_name]
        local_sector = [side.local(p) for p in sector]
        for kind, d0, d1 in _bands(side.local(centre)[0], n_strip):
            band = _clip(sector, _deeper_than(side, d0))
            band = _clip(band, _shallower_than(side, d1 + 1e-6))
            if d0 > 0:
                lo, hi = _span(local_sector, d0)
                lines.append(Line(*side.page(d0, lo), *side.page(d0, hi), thin if kind == "whists" else normal))
            if kind == "whists":
                zones += _whist_columns(
                    seat, players, side, band, d0, d1, local_sector, names, lines, thin, 8.5 * scale * small_text
                )
                continue
            outline = _arc_outline(band, centre, radius) if kind == "gora" else band
            caption = {"pulya": words.pulya, "gora": words.gora}.get(kind, "")
            zones.append(
                Zone(
                    (kind, seat),
                    side,
                    tuple(outline),
                    tuple(side.local(p) for p in band),
                    d0,
                    d1,
                    caption,
                    7.5 * scale * small_text,
                )
            )
    # zone outlines first (unpainted, for hit-testing), then lines, circle, text
    prims += [Polygon(z.outline, ref=z.ref) for z in zones]
    prims += lines
    for corner in rays:
        dx, dy = corner[0] - cx, corner[1] - cy
        k = radius / math.hypot(dx, dy)
        prims.append(Line(cx + dx * k, cy + dy * k, corner[0], corner[1], heavy))
    prims.append(Polygon((bl, br, tr, tl), stroke=INK, width=heavy))
    prims.append(Circle(cx, cy, radius, heavy, INK, "#ffffff", ref=("target",)))
    if target is not None:
        text, size = fit_text(str(target), 1.6 * radius, 22 * scale, 8)
        prims.append(
            TextBox(
                cx - radius,
                cy - radius,
                2 * radius,
                2 * radius,
                text,
                size,
                True,
                align="center",
                baseline=baseline(2 * radius, size),
                ref=("target",),
            )
        )
    for zone in zones:
        if zone.ref[0] == "name":
            seat = int(zone.ref[1])
            name = f"{seat + 1} · {names[seat]}" if seat_numbers else names[seat]
            prims.append(_name_box(zone, name, scale * small_text))
        elif zone.caption:
            prims.append(_caption_box(zone, scale, 5.0 * small_text))
    return Pulka(frame, players, tuple(prims), tuple(zones), centre, radius, scale)


def _sectors(sheet: Rect, players: int) -> tuple[Point, dict[str, list[Point]], list[Point]]:
    """The centre, each side's sector (a convex polygon) and the corners the heavy lines run to.

    Four players: diagonals to the four corners. Three: diagonals to the bottom
    corners and a line straight up; the centre sits at two thirds of the height
    so that the three sectors have equal areas. Two: a line across the middle;
    the centre is a vertex of both halves, so that the circle is cut out of
    both gora zones like the others' (the halves stay convex).
    """
    cx = sheet.x + sheet.width / 2
    cy = sheet.y + sheet.height * (2 / 3 if players == 3 else 1 / 2)
    centre = (cx, cy)
    bl, br, tl, tr = (sheet.x, sheet.y), (sheet.right, sheet.y), (sheet.x, sheet.top), (sheet.right, sheet.top)
    if players == 2:
        ml, mr = (sheet.x, cy), (sheet.right, cy)
        return centre, {"bottom": [bl, br, mr, centre, ml], "top": [tr, tl, ml, centre, mr]}, [ml, mr]
    if players == 3:
        tm = (cx, sheet.top)
        return (
            centre,
            {"bottom": [centre, bl, br], "left": [centre, tm, tl, bl], "right": [centre, br, tr, tm]},
            [bl, br, tm],
        )
    return (
        centre,
        {"bottom": [centre, bl, br], "left": [centre, tl, bl], "top": [centre, tr, tl], "right": [centre, br, tr]},
        [bl, br, tl, tr],
    )


#: Shares of the depth between the name strip and the centre: whists, then pulya; gora takes the rest.
WHISTS_SHARE = 0.37
PULYA_SHARE = 0.19


def _bands(depth_centre: float, name_strip: float) -> list[tuple[str, float, float]]:
    """(kind, depth from, depth to) of the bands from the player's edge to the centre."""
    free = depth_centre - name_strip
    whists_end = name_strip + WHISTS_SHARE * free
    pulya_end = whists_end + PULYA_SHARE * free
    return [
        ("name", 0.0, name_strip),
        ("whists", name_strip, whists_end),
        ("pulya", whists_end, pulya_end),
        ("gora", pulya_end, depth_centre),
    ]


def _whist_columns(
    seat: int,
    players: int,
    side: Side,
    band: list[Point],
    d0: float,
    d1: float,
    local_sector: list[Point],
    names: Sequence[str],
    lines: list[Line],
    weight: float,
    caption_size: float,
) -> list[Zone]:
    """Split the whist band into one column per opponent, clockwise from the player's left."""
    lo, hi = _span(local_sector, d1)
    count = players - 1
    cuts = [lo + (hi - lo) * i / count for i in range(1, count)]
    zones = []
    for i in range(count):
        on = (seat + 1 + i) % players
        column = band
        if i > 0:
            column = _clip(column, _right_of(side, cuts[i - 1]))
        if i < count - 1:
            column = _clip(column, _left_of(side, cuts[i]))
        zones.append(
            Zone(
                ("whists", seat, on),
                side,
                tuple(column),
                tuple(side.local(p) for p in column),
                d0,
                d1,
                names[on],
                caption_size,
            )
        )
    for c in cuts:
        lines.append(Line(*side.page(d0, c), *side.page(d1, c), weight))
    return zones


def _name_box(zone: Zone, name: str, scale: float) -> TextBox:
    lo, hi = _span(zone.area, zone.depth_max)
    depth = zone.depth_max - zone.depth_min
    text, size = fit_text(name, hi - lo - 4, min(13 * scale, depth / MM_PER_PT * 0.62), 6, bold=True)
    x, y = zone.side.page(zone.depth_min, lo)
    return TextBox(
        x,
        y,
        hi - lo,
        depth,
        text,
        size,
        True,
        align="center",
        rotation=zone.side.rotation,
        baseline=baseline(depth, size),
        ref=zone.ref,
    )


CAPTION_GAP = 1.5


def _caption_box(zone: Zone, scale: float, minimum: float = 5.0) -> TextBox:
    """The zone's small grey caption at the start of its outermost line, as its owner reads it."""
    size = zone.caption_size
    pad = PAD * scale
    h = size * MM_PER_PT * 1.3
    lo, hi = _interval(zone, zone.depth_min + pad, zone.depth_min + pad + h, None, 0.0, pad) or (0.0, 1.0)
    text, size = fit_text(zone.caption, max(0.5 * (hi - lo), 1.0), size, min(minimum, size))
    if text != zone.caption:  # a name too long for half the line: it may take the line (the numbers go below)
        text, size = fit_text(zone.caption, max(0.9 * (hi - lo), 1.0), size, size)
    x, y = zone.side.page(zone.depth_min + pad, lo)
    width = text_width(text, size)
    return TextBox(
        x,
        y,
        width,
        h,
        text,
        size,
        False,
        rotation=zone.side.rotation,
        baseline=baseline(h, size),
        color=GREY,
        ref=zone.ref,
    )


HEADER_GAP = 3.0  # mm between the header's texts


def _header_places(width: float, widths: Sequence[float], gap: float) -> list[tuple[float, float, str]] | None:
    """(left, width, align) of the header's three texts of natural ``widths`` on a line ``width`` long, or None
    when they do not fit side by side: each in its third when it fits there (as the paper has it), else the
    title at the left, the date at the right and the centre text centred if it can be, else in the room
    between them."""
    left, centre, right = widths
    third = width / 3
    if left <= third - 2 and centre <= third - 2 and right <= third - 2:
        return [(0.0, third, "left"), (third, third, "center"), (2 * third, third, "right")]
    room = width - left - right - (gap if left else 0.0) - (gap if right else 0.0)
    if centre > room:
        return None
    start = left + gap if left else 0.0
    middle = min(max(width / 2, start + centre / 2), start + room - centre / 2)  # the frame's middle if it can
    return [(0.0, left, "left"), (middle - centre / 2, centre, "center"), (width - right, right, "right")]


def _header(frame: Rect, height: float, header: Sequence[str], scale: float) -> list[TextBox]:
    """The title, the convention and the date above the sheet: each whole if the line holds them (at a smaller
    size if need be), else the title and then the centre text shortened with "…" (the date is short)."""
    texts = (list(header) + ["", "", ""])[:3]
    bold = (True, False, False)
    gap = HEADER_GAP * scale
    size = 10 * scale
    while True:
        widths = [text_width(t, size, b) if t else 0.0 for t, b in zip(texts, bold)]
        places = _header_places(frame.width, widths, gap)
        if places is not None or size <= 6:
            break
        size = max(6.0, size - 0.5)
    if places is None:  # even at the smallest size: the date whole, the rest shared, the title's share first
        room = frame.width - widths[2] - 2 * gap
        title_room = min(widths[0], max(room / 3, room - widths[1]))
        texts[0] = fit_text(texts[0], title_room, size, size, True)[0]
        texts[1] = fit_text(texts[1], room - title_room, size, size)[0]
        widths = [text_width(t, size, b) if t else 0.0 for t, b in zip(texts, bold)]
        places = _header_places(frame.width, widths, gap) or [
            (0.0, widths[0], "left"),
            (widths[0] + gap, widths[1], "left"),
            (frame.width - widths[2], widths[2], "right"),
        ]
    y = frame.top - height
    return [
        TextBox(frame.x + x, y, w, height, text, size, b, align=align, baseline=baseline(height, size))
        for text, b, (x, w, align) in zip(texts, bold, places)
        if text
    ]


# --------------------------------------------------------------------------- filling


class Token(NamedTuple):
    """One running total as written in a zone: "10", the last one ``final``, ``marked`` if help or write-off."""

    text: str
    final: bool = False
    marked: bool = False


class ZoneText(NamedTuple):
    """What to write in one zone: running totals in order."""

    tokens: tuple[Token, ...]


class FitReport(NamedTuple):
    """How a zone's text was set: the font size used and how many early totals had to be left out."""

    size: float
    dropped: int


MARK = "*"
NUMBER_SIZE = 12.0
MINIMUM_SIZE = 7.0
LINE_SPACING = 1.2
PAD = 1.2


def _interval(
    zone: Zone, d_lo: float, d_hi: float, centre: Point | None, radius: float, pad: float
) -> tuple[float, float] | None:
    """The lateral room for a line of text between two depths, clear of the circle."""
    a = _cross_section(zone.area, d_lo)
    b = _cross_section(zone.area, d_hi)
    if a is None or b is None:
        return None
    lo, hi = max(a[0], b[0]) + pad, min(a[1], b[1]) - pad
    if centre is not None:
        dc, lc = zone.side.local(centre)
        r = radius + pad
        gap = 0.0 if d_lo <= dc <= d_hi else min(abs(dc - d_lo), abs(dc - d_hi))
        if gap < r:
            half = math.sqrt(r * r - gap * gap)
            left, right = (lo, min(hi, lc - half)), (max(lo, lc + half), hi)
            lo, hi = max(left, right, key=lambda iv: iv[1] - iv[0])
    return (lo, hi) if hi - lo > 1.0 else None


@functools.lru_cache(maxsize=2048)
def _line_slots(
    zone: Zone, line_h: float, centre: Point | None, radius: float, pad: float, caption: TextBox | None
) -> tuple[tuple[float, float, float], ...]:
    """(depth of the line's bottom, lateral start, width) of every line the zone can take, top first.

    Lines beside the caption start after it. Pure geometry, so it is kept: the
    app fills the same zones after every hand, trying the same font sizes.
    """
    caption_top = zone.depth_min + pad + (caption.height if caption else 0.0)
    caption_end = zone.side.local((caption.x, caption.y))[1] + caption.width + CAPTION_GAP if caption else -math.inf
    slots = []
    d_hi = zone.depth_max - pad
    while d_hi - line_h >= zone.depth_min + pad - 1e-9:
        room = _interval(zone, d_hi - line_h, d_hi, centre, radius, pad)
        if room and d_hi - line_h < caption_top:
            room = (max(room[0], caption_end), room[1])
        if room and room[1] - room[0] > 1.0:
            slots.append((d_hi - line_h, room[0], room[1] - room[0]))
        d_hi -= line_h
    return tuple(slots)


def _pieces(tokens: Sequence[Token]) -> list[tuple[str, bool, float]]:
    """Each total as written ("10." or the final "24"), bold or not, and its width at 1 pt."""
    out = []
    for token in tokens:
        piece = token.text + (MARK if token.marked else "") + ("" if token.final else ".")
        out.append((piece, token.final, text_width(piece, 1.0, token.final)))
    return out


def _wrap(pieces: Sequence[tuple[str, bool, float]], widths: Sequence[float], size: float) -> list[list[int]] | None:
    """Greedy line breaking after the dots: the piece numbers on each line, or None if they do not fit."""
    lines: list[list[int]] = []
    i = 0
    for width in widths:
        line: list[int] = []
        used = 0.0
        while i < len(pieces):
            w = pieces[i][2] * size
            if used + w > width:  # a line too short for even one total stays empty
                break
            line.append(i)
            used += w
            i += 1
        lines.append(line)
        if i == len(pieces):
            return lines
    return None


def _bottom_wrap(
    pieces: Sequence[tuple[str, bool, float]], slots: Sequence[tuple[float, float, float]], size: float
) -> tuple[list[list[int]], Sequence[tuple[float, float, float]]] | None:
    """Wrap into the fewest outermost lines (the text sits at the zone's outer side, read top down)."""
    widths = [s[2] for s in slots]
    if _wrap(pieces, widths, size) is None:
        return None
    low, high = 1, len(slots)
    while low < high:  # fewest lines that hold everything (more lines never hurt)
        mid = (low + high) // 2
        if _wrap(pieces, widths[-mid:], size) is None:
            low = mid + 1
        else:
            high = mid
    lines = _wrap(pieces, widths[-low:], size)
    return (lines, slots[-low:]) if lines is not None else None


@functools.lru_cache(maxsize=64)  # a sheet has 12 zones (20 with four players): room for them and a few more
def _set_zone(
    zone: Zone,
    text: ZoneText,
    maximum: float,
    minimum: float,
    caption: TextBox | None,
    centre: Point,
    radius: float,
    scale: float,
) -> tuple[tuple[TextBox, ...], FitReport]:
    """One zone's totals set in it. A pure function of the zone and its text, so it is kept (by content): after
    a hand the app sets every zone again, and only the one or two that got a total have new text."""
    pad = PAD * scale
    all_pieces = _pieces(text.tokens)
    pieces = all_pieces
    size = maximum
    dropped = 0
    placed = None
    while pieces:
        line_h = size * MM_PER_PT * LINE_SPACING
        slots = _line_slots(zone, line_h, centre, radius, pad, caption)
        placed = _bottom_wrap(pieces, slots, size) if slots else None
        if placed is not None:
            break
        if size > minimum:
            size = max(minimum, size - 0.5)
            continue
        # even the smallest size is too small: keep the latest totals (the final one always)
        dropped += 1
        if dropped >= len(all_pieces):
            break
        pieces = [("…", False, text_width("…", 1.0))] + all_pieces[dropped:]
    boxes: list[TextBox] = []
    if placed is None:
        return (), FitReport(size, len(all_pieces))
    lines, used_slots = placed
    line_h = size * MM_PER_PT * LINE_SPACING
    for (depth, lateral, _), line in zip(used_slots, lines):
        u = 0.0
        for i in line:
            piece, final, unit = pieces[i]
            w = unit * size
            x, y = zone.side.page(depth, lateral + u)
            boxes.append(
                TextBox(
                    x,
                    y,
                    w,
                    line_h,
                    piece,
                    size,
                    final,
                    final,
                    rotation=zone.side.rotation,
                    baseline=baseline(line_h, size),
                    color=BLACK,
                    ref=zone.ref,
                )
            )
            u += w
    return tuple(boxes), FitReport(size, dropped)


def fill_zones(
    pulka: Pulka, contents: dict[ZoneKey, ZoneText], maximum: float = NUMBER_SIZE, minimum: float = MINIMUM_SIZE
) -> tuple[Pulka, dict[ZoneKey, FitReport]]:
    """Write running totals into zones: wrapped inside each zone the paper way ("2.4.10"),
    at the largest size from ``maximum`` down to ``minimum`` points that fits.

    Returns the filled sheet and, per zone, the size used and how many early
    totals were left out (replaced by "…") because even ``minimum`` was too big.
    """
    extra: list[Primitive] = []
    report: dict[ZoneKey, FitReport] = {}
    captions = {p.ref: p for p in pulka.primitives if isinstance(p, TextBox) and p.color == GREY}
    for ref, text in contents.items():
        zone, caption = pulka.zone(ref), captions.get(ref)
        boxes, fit = _set_zone(
            zone, text, maximum * pulka.scale, minimum, caption, pulka.centre, pulka.radius, pulka.scale
        )
        extra += boxes
        report[ref] = fit
    return pulka._replace(primitives=pulka.primitives + tuple(extra)), report


def paper_amount(text: str) -> str:
    """A formatted amount as printed in a zone: a true minus sign (−), which stands out from the dots."""
    return "\u2212" + text[1:] if text.startswith("-") else text


def sheet_contents(sheet: Sheet, latest: int | None = None) -> dict[ZoneKey, ZoneText]:
    """Every zone's running totals from a ``prefcount.ledger`` sheet (its marks, formatted by the ledger).

    ``latest``: only each zone's last so many totals, the first of them marked "…" when
    earlier ones are left out (the screen shows a long evening's latest; paper shows all).
    """
    from prefcount.ledger import format_amount

    def zone_text(marks: Sequence[Mark]) -> ZoneText:
        shown = marks if latest is None or len(marks) <= latest else marks[-latest:]
        tokens = [
            Token(paper_amount(format_amount(m.value)), i == len(shown) - 1, bool(getattr(m, "note", None)))
            for i, m in enumerate(shown)
        ]
        if len(shown) < len(marks):
            tokens[0] = Token("…" + tokens[0].text, tokens[0].final, tokens[0].marked)
        return ZoneText(tuple(tokens))

    out: dict[ZoneKey, ZoneText] = {}
    for seat in range(sheet.n):
        out[("pulya", seat)] = zone_text(sheet.pulya_marks(seat))
        out[("gora", seat)] = zone_text(sheet.gora_marks(seat))
        for on in range(sheet.n):
            if on != seat:
                out[("whists", seat, on)] = zone_text(sheet.whist_marks(seat, on))
    return {ref: text for ref, text in out.items() if text.tokens}


def filled_pulka(
    frame: Rect, sheet: Sheet, header: Sequence[str] = (), words: Words = Words(), minimum: float = MINIMUM_SIZE
) -> Pulka:
    """The sheet of a scored game (``prefcount.ledger.Sheet``): names, target and every zone's totals."""
    blank = blank_pulka(frame, sheet.n, sheet.players, sheet.target, header, words)
    filled, _ = fill_zones(blank, sheet_contents(sheet), minimum=minimum)
    return filled


def hit_test(pulka: Pulka, x: float, y: float) -> Ref:
    """The ref of the zone under page point (x, y) in mm, or None."""
    if math.dist((x, y), pulka.centre) <= pulka.radius:
        return ("target",)
    for zone in pulka.zones:
        if point_in_polygon((x, y), zone.outline):
            return zone.ref
    return None
