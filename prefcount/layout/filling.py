"""A game's running totals set in the pulka's zones: tokens, line slots, wrapping and fitting; where a
point falls (see :mod:`prefcount.layout`)."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from prefcount.layout.blank import CAPTION_GAP, PAD, Pulka, ZoneShape, blank_pulka, interval, point_in_polygon
from prefcount.layout.geometry import (
    BLACK,
    GREY,
    MM_PER_PT,
    Point,
    Primitive,
    Rect,
    Ref,
    TextBox,
    Words,
    ZoneKey,
    baseline,
    text_width,
)

if TYPE_CHECKING:
    from prefcount.ledger import Mark, Sheet

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


@functools.lru_cache(maxsize=2048)
def _line_slots(
    zone: ZoneShape, line_h: float, centre: Point | None, radius: float, pad: float, caption: TextBox | None
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
        room = interval(zone, d_hi - line_h, d_hi, centre, radius, pad)
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
    zone: ZoneShape,
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
