"""The empty pulka: the sheet's sectors, bands, whist columns, names, captions and header
(see :mod:`prefcount.layout`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from prefcount.layout.geometry import (
    GREY,
    INK,
    MM_PER_PT,
    Circle,
    Line,
    Point,
    Polygon,
    Primitive,
    Rect,
    TextBox,
    Words,
    ZoneKey,
    baseline,
    fit_text,
    text_width,
)

if TYPE_CHECKING:
    pass

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
    """:func:`cross_section` where the geometry guarantees the polygon reaches ``depth``."""
    span = cross_section(local_poly, depth)
    if span is None:
        raise ValueError(f"the zone does not reach depth {depth:.2f} mm")
    return span


def cross_section(local_poly: Sequence[Point], depth: float) -> tuple[float, float] | None:
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


#: The margin (mm) kept between a zone's edge or the circle and its text.
PAD = 1.2


def interval(
    zone: ZoneShape, d_lo: float, d_hi: float, centre: Point | None, radius: float, pad: float
) -> tuple[float, float] | None:
    """The lateral room for a line of text between two depths, clear of the circle."""
    a = cross_section(zone.area, d_lo)
    b = cross_section(zone.area, d_hi)
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


class ZoneShape(NamedTuple):
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
    zones: tuple[ZoneShape, ...]
    centre: Point
    radius: float
    scale: float = 1.0

    def zone(self, ref: ZoneKey) -> ZoneShape:
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


#: The size (points, on a sheet 190 mm or more across) of a zone's caption: «пуля», «гора».
CAPTION_SIZE = 7.5


def text_scale(frame: Rect) -> float:
    """How many times its full size the sheet's text is in ``frame``: 1 from 190 mm across, down to 0.6."""
    return _clamp(min(frame.width, frame.height) / 190.0, 0.6, 1.0)


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
    scale = text_scale(frame)
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

    zones: list[ZoneShape] = []
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
                ZoneShape(
                    (kind, seat),
                    side,
                    tuple(outline),
                    tuple(side.local(p) for p in band),
                    d0,
                    d1,
                    caption,
                    CAPTION_SIZE * scale * small_text,
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
) -> list[ZoneShape]:
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
            ZoneShape(
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


def _name_box(zone: ZoneShape, name: str, scale: float) -> TextBox:
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


def _caption_box(zone: ZoneShape, scale: float, minimum: float = 5.0) -> TextBox:
    """The zone's small grey caption at the start of its outermost line, as its owner reads it."""
    size = zone.caption_size
    pad = PAD * scale
    h = size * MM_PER_PT * 1.3
    lo, hi = interval(zone, zone.depth_min + pad, zone.depth_min + pad + h, None, 0.0, pad) or (0.0, 1.0)
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
