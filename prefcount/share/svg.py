"""Layout primitives drawn as SVG: the third painter of :mod:`prefcount.layout`, beside
``ui.game.sheet_view`` (QPainter) and ``report.draw`` (ReportLab). No Qt, no ReportLab.

The SVG's user unit is the layout's millimetre times ``unit`` (1 for a browser, which scales text
smoothly; the pixels per mm for QtSvg, which lays text out at the size it is given, hinted, so a
7-unit font scaled up 7 times would show its rounding 7 times over); y is flipped (SVG's y points
down). Text is
set in DejaVu Sans, the font the layout measured. A phone may not have it: every text then
carries its measured width (``textLength``), so it stays inside its zone in whatever sans-serif
the phone has, as the layout wrapped and shrank it. Texts are escaped: a player's name is
data, never markup.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape

from prefcount.layout import (
    MM_PER_PT,
    UNDERLINE_DROP,
    UNDERLINE_WIDTH,
    Circle,
    Line,
    Polygon,
    Primitive,
    Rect,
    TextBox,
    text_width,
)

FONT_FAMILY = "'DejaVu Sans', Verdana, 'Noto Sans', Roboto, sans-serif"
PAPER = "#fffdf6"  # the screen's paper (ui.game.sheet_view.PAPER)

# what XML 1.0 cannot carry at all (a name is checked Unicode, but a drawing never fails on one)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def number(value: float) -> str:
    """A coordinate, short: two decimals without trailing zeros (``12.5``, ``-3``, ``0``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def xml_text(text: str) -> str:
    """``text`` safe inside an element or a quoted attribute."""
    return escape(_NOT_XML.sub("", text), quote=True)


def svg_elements(primitives: Iterable[Primitive], frame: Rect, unit: float = 1.0) -> list[str]:
    """One SVG element per painted primitive, in order; unpainted polygons (zone outlines) are skipped."""
    left, top = frame.x, frame.top

    def x(value: float) -> str:
        return number((value - left) * unit)

    def y(value: float) -> str:
        return number((top - value) * unit)

    def mm(value: float) -> str:
        return number(value * unit)

    out: list[str] = []
    for item in primitives:
        if isinstance(item, Line):
            out.append(
                f'<line x1="{x(item.x1)}" y1="{y(item.y1)}" x2="{x(item.x2)}" y2="{y(item.y2)}" '
                f'stroke="{item.color}" stroke-width="{mm(item.width)}"/>'
            )
        elif isinstance(item, Polygon):
            if item.fill is None and item.stroke is None:
                continue
            points = " ".join(f"{x(px)},{y(py)}" for px, py in item.points)
            out.append(f'<polygon points="{points}"{_paint(item.fill, item.stroke, mm(item.width))}/>')
        elif isinstance(item, Circle):
            out.append(
                f'<circle cx="{x(item.cx)}" cy="{y(item.cy)}" r="{mm(item.r)}"'
                f"{_paint(item.fill, item.stroke, mm(item.width))}/>"
            )
        elif isinstance(item, TextBox) and item.text:
            out.append(_text(item, x, y, unit))
    return out


def _paint(fill: str | None, stroke: str | None, width: str) -> str:
    paint = f' fill="{fill or "none"}"'
    if stroke:
        paint += f' stroke="{stroke}" stroke-width="{width}"'
    return paint


def _text(box: TextBox, x: Callable[[float], str], y: Callable[[float], str], unit: float) -> str:
    size = box.size * MM_PER_PT * unit
    width = text_width(box.text, box.size, box.bold) * unit
    u, v = box.text_origin()
    px, py = box.to_page(u, v)
    weight = ' font-weight="bold"' if box.bold else ""
    text = (
        f'<text font-size="{number(size)}"{weight} fill="{box.color}" '
        f'textLength="{number(width)}" lengthAdjust="spacingAndGlyphs">{xml_text(box.text)}</text>'
    )
    if box.underline:  # as report.draw underlines (layout's UNDERLINE_DROP below the baseline)
        under = number(UNDERLINE_DROP * size)
        text += (
            f'<line x1="0" y1="{under}" x2="{number(width)}" y2="{under}" '
            f'stroke="{box.color}" stroke-width="{number(UNDERLINE_WIDTH * size)}"/>'
        )
    rotate = f" rotate({-box.rotation})" if box.rotation else ""
    return f'<g transform="translate({x(px)} {y(py)}){rotate}">{text}</g>'


def svg_document(
    primitives: Iterable[Primitive], frame: Rect, background: str | None = PAPER, label: str = "", unit: float = 1.0
) -> str:
    """A standalone SVG of ``primitives`` laid out in ``frame`` (mm): it scales to any width, sharp.

    ``label`` names the picture for a screen reader (the page's sheet: "Pulka"); ``unit``: user units a mm.
    """
    width, height = number(frame.width * unit), number(frame.height * unit)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{number(frame.width)}mm" height="{number(frame.height)}mm" font-family="{xml_text(FONT_FAMILY)}" '
        f'stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="{xml_text(label)}">'
    ]
    if background:
        parts.append(f'<rect width="{width}" height="{height}" fill="{background}"/>')
    parts += svg_elements(primitives, frame, unit)
    parts.append("</svg>")
    return "".join(parts)
