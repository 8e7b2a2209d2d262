"""The paper pulka as geometry: drawing primitives in millimetres.

Its parts: :mod:`~prefcount.layout.geometry` (primitives, font metrics, paper), :mod:`~prefcount.layout.blank`
(the empty sheet) and :mod:`~prefcount.layout.filling` (a game's totals set in the zones, hit tests); the
names below are theirs, collected here.

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
:class:`ZoneShape` in ``Pulka.zones``; :func:`hit_test` answers "which zone is under the mouse".

Painting them (what ``report.draw`` does; a QPainter painter does the same):

* primitives in list order; skip polygons with neither ``fill`` nor ``stroke``;
* y is up: with QPainter, ``scale(px_per_mm, -px_per_mm)`` after ``translate(0, page_h_px)``;
* a :class:`TextBox`: save; translate to (x, y); rotate by ``rotation`` counter-clockwise
  (in the y-up frame); draw ``text`` from :meth:`TextBox.text_origin` in DejaVu Sans
  (Bold) at ``size`` pt = ``size * MM_PER_PT`` mm, kerning off, so widths match
  :func:`text_width`; underline :data:`UNDERLINE_DROP` em below the baseline when ``underline``; restore.
  (QPainter: flip y back with ``scale(1, -1)`` inside the box and draw at (ox, -baseline).)
"""

from prefcount.layout.blank import (
    CAPTION_GAP,
    CAPTION_SIZE,
    HEADER_GAP,
    PULYA_SHARE,
    SEAT_SIDES,
    WHISTS_SHARE,
    Pulka,
    Side,
    ZoneShape,
    blank_pulka,
    point_in_polygon,
    text_scale,
)
from prefcount.layout.filling import (
    LINE_SPACING,
    MARK,
    MINIMUM_SIZE,
    NUMBER_SIZE,
    FitReport,
    Token,
    ZoneText,
    fill_zones,
    filled_pulka,
    hit_test,
    paper_amount,
    sheet_contents,
)
from prefcount.layout.geometry import (
    BLACK,
    FONT_FILES,
    GREY,
    INK,
    MM_PER_PT,
    PAPERS,
    UNDERLINE_DROP,
    UNDERLINE_WIDTH,
    Circle,
    Line,
    Point,
    Polygon,
    Primitive,
    Rect,
    Ref,
    TextBox,
    Words,
    ZoneKey,
    baseline,
    fit_text,
    page_frame,
    page_size,
    text_width,
    two_up_frames,
)

__all__ = [
    "BLACK",
    "INK",
    "GREY",
    "MM_PER_PT",
    "UNDERLINE_DROP",
    "UNDERLINE_WIDTH",
    "ZoneKey",
    "Ref",
    "Point",
    "Rect",
    "Line",
    "Polygon",
    "Circle",
    "TextBox",
    "Primitive",
    "FONT_FILES",
    "text_width",
    "baseline",
    "fit_text",
    "PAPERS",
    "page_size",
    "page_frame",
    "two_up_frames",
    "Words",
    "Side",
    "SEAT_SIDES",
    "cross_section",
    "PAD",
    "interval",
    "point_in_polygon",
    "ZoneShape",
    "Pulka",
    "CAPTION_SIZE",
    "blank_pulka",
    "text_scale",
    "WHISTS_SHARE",
    "PULYA_SHARE",
    "CAPTION_GAP",
    "HEADER_GAP",
    "Token",
    "ZoneText",
    "FitReport",
    "MARK",
    "NUMBER_SIZE",
    "MINIMUM_SIZE",
    "LINE_SPACING",
    "fill_zones",
    "paper_amount",
    "sheet_contents",
    "filled_pulka",
    "hit_test",
]
