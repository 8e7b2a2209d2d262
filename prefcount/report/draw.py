"""Painting layout primitives (millimetres, y up) on a ReportLab canvas."""

from __future__ import annotations

from collections.abc import Iterable

from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from prefcount.layout import (
    MM_PER_PT,
    UNDERLINE_DROP,
    UNDERLINE_WIDTH,
    Circle,
    Line,
    Polygon,
    Primitive,
    TextBox,
    text_width,
)
from prefcount.report.fonts import font_name, register_fonts


def draw_primitives(canvas: Canvas, primitives: Iterable[Primitive]) -> None:
    """Paint primitives in order; unpainted polygons (zone outlines for hit-testing) are skipped."""
    register_fonts()
    canvas.saveState()
    canvas.scale(mm, mm)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    for prim in primitives:
        if isinstance(prim, Line):
            canvas.setStrokeColor(HexColor(prim.color))
            canvas.setLineWidth(prim.width)
            canvas.line(prim.x1, prim.y1, prim.x2, prim.y2)
        elif isinstance(prim, Polygon):
            if prim.fill is None and prim.stroke is None:
                continue
            path = canvas.beginPath()
            path.moveTo(*prim.points[0])
            for point in prim.points[1:]:
                path.lineTo(*point)
            path.close()
            if prim.fill:
                canvas.setFillColor(HexColor(prim.fill))
            if prim.stroke:
                canvas.setStrokeColor(HexColor(prim.stroke))
                canvas.setLineWidth(prim.width)
            canvas.drawPath(path, stroke=int(bool(prim.stroke)), fill=int(bool(prim.fill)))
        elif isinstance(prim, Circle):
            if prim.fill:
                canvas.setFillColor(HexColor(prim.fill))
            if prim.stroke:
                canvas.setStrokeColor(HexColor(prim.stroke))
                canvas.setLineWidth(prim.width)
            canvas.circle(prim.cx, prim.cy, prim.r, stroke=int(bool(prim.stroke)), fill=int(bool(prim.fill)))
        elif isinstance(prim, TextBox):
            _draw_text(canvas, prim)
    canvas.restoreState()


def _draw_text(canvas: Canvas, box: TextBox) -> None:
    size = box.size * MM_PER_PT
    canvas.saveState()
    canvas.translate(box.x, box.y)
    if box.rotation:
        canvas.rotate(box.rotation)
    x, y = box.text_origin()
    colour = HexColor(box.color)
    canvas.setFillColor(colour)
    canvas.setFont(font_name(box.bold), size)
    canvas.drawString(x, y, box.text)
    if box.underline:
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(UNDERLINE_WIDTH * size)
        under = y - UNDERLINE_DROP * size
        canvas.line(x, under, x + text_width(box.text, box.size, box.bold), under)
    canvas.restoreState()
