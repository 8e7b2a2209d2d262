"""The pulka drawn as on paper: the layout's primitives painted with QPainter.

The layout is in millimetres with y up; the view picks a frame with the
widget's proportions, lays the sheet out in it, and maps millimetres to pixels
(y flipped). Text is set in DejaVu Sans at the size the layout chose, so it
stays crisp at any window size. Clicking a zone emits its ``ref``.

The empty sheet (lines, names, header, target) is laid out and painted once per
size; a new sheet lays out and paints its running totals on a copy of it. After
a hand most totals are where they were: the picture then has only the totals
that differ painted again (their place cleared from the empty sheet), and only
that part of the widget is repainted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QPolygonF, QRegion, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from prefcount import layout
from prefcount.ui.game.sheet_pictures import Empty, Filled, SheetPictures, Size
from prefcount.words import hands as words
from prefcount.words.i18n import current_language

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent, QPaintEvent

    from prefcount.ledger import Sheet

# what the empty sheet is drawn for: players, names, target, header
_What = tuple[int, tuple[str, ...], int | str | None, tuple[str, ...]]

SHEET_WIDTH_MM = 280.0
FONT_FAMILY = "DejaVu Sans"
SCREEN_NUMBER_SIZE = 26.0
#: On screen the sheet's small text (names, captions, header) is this many times its paper size, as the phone page
#: draws it: read across a table, it grows with the sheet (names 24 px bold at 1366×768, 35 px at 1920×1080;
#: captions 14 and 20 px) ...
SMALL_TEXT = 2.0
#: ... and never falls below these pixels (device-independent, as the window's own text): a zone's caption («пуля»,
#: «гора», a whist column's name), whose names then are about 19 px, and a total. A smaller sheet (1024×600) takes
#: its small text up to SMALL_TEXT_MOST times the paper's for them.
CAPTION_PX = 11.0
NUMBER_PX = 12.0
SMALL_TEXT_MOST = 2.5
LATEST_TOTALS = 40
PAPER = QColor("#fffdf6")
HIGHLIGHT = QColor(255, 226, 120)
HOVER = QColor(225, 236, 255)
LEGEND_INK = QColor("#606060")
BOX_MARGIN = 3  # pixels around a total's box (and a quarter of its height) that its ink may reach
QUARTER_TURNS = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}  # a text's turn: its cosine and sine


def latest_totals(sheet: Sheet, keep: int = LATEST_TOTALS) -> dict[layout.ZoneKey, layout.ZoneText]:
    """Each zone's last ``keep`` running totals, the first marked "…" when earlier ones are left out.

    A long evening writes hundreds of totals; the screen shows the latest, as a
    player reads the paper (the final total is what counts), and stays fast.
    """
    return layout.sheet_contents(sheet, latest=keep)


def _grown(left: float, top: float, right: float, bottom: float, margin: int) -> QRect:
    """The pixels from (left, top) to (right, bottom), and ``margin`` more all round."""
    return QRect(
        int(left) - margin, int(top) - margin, int(right - left) + 2 * margin + 2, int(bottom - top) + 2 * margin + 2
    )


class SheetView(QWidget):
    """Paints a :class:`prefcount.ledger.Sheet` (or an empty sheet) as the paper pulka."""

    zone_clicked = Signal(object)  # the zone's ref, e.g. ("pulya", 0)
    first_painted = Signal()  # once: the app loads the ledger after the window is on screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 260)
        self.setMouseTracking(True)
        self.sheet: Sheet | None = None
        self.blank: tuple[int, tuple[str, ...], int | str | None] | None = None
        self.header: tuple[str, ...] = ()
        self.selected: layout.Ref = None
        self.hovered: layout.Ref = None
        self._painted = False
        self.pictures = SheetPictures()  # the layouts, pictures and pixel places kept between paints
        self._fonts: dict[tuple[float, bool], QFont] = {}

    def sizeHint(self) -> QSize:  # Qt override
        return QSize(820, 720)

    def set_sheet(self, sheet: Sheet, header: Sequence[str] = ()) -> None:
        """Show ``sheet`` under ``header`` (title, convention, note)."""
        before = (self.pictures.empty, self.pictures.filled)
        self.sheet = sheet
        self.header = tuple(header)
        self.pictures.sheet_changed()
        if not self._paint_differences(*before):
            self.update()

    def set_blank(
        self, players: int, names: Sequence[str], target: int | str | None, header: Sequence[str] = ()
    ) -> None:
        """An empty sheet (shown while the game loads: no ledger needed)."""
        self.sheet = None
        self.blank = (players, tuple(names), target)
        self.header = tuple(header)
        self.pictures.sheet_changed()
        self.update()

    def select(self, ref: layout.Ref) -> None:
        self.selected = ref
        self.update()

    def _paint_differences(self, empty_before: Empty | None, filled_before: Filled | None) -> bool:
        """Bring the picture of the sheet shown before up to date by painting again only the totals that
        differ, and repaint only where they are; False (nothing done) when there is no such picture to
        bring up to date (another size, names or header, nothing painted yet, no sheet now)."""
        if empty_before is None or filled_before is None or not self.isVisible():
            return False
        size, filled, picture = filled_before
        pulka = self.pulka()  # the empty sheet too, laid out anew if its names, header or size changed
        empty = self.pictures.empty
        if empty is not empty_before or empty is None or empty.picture is None or pulka is None or pulka is empty.pulka:
            return False
        if picture is None or size != self._size():
            return False
        start = len(empty.pulka.primitives)
        totals = cast(tuple[layout.TextBox, ...], pulka.primitives[start:])  # (fill_zones adds text boxes only)
        shown = set(cast(tuple[layout.TextBox, ...], filled.primitives[start:]))
        differ = shown.symmetric_difference(totals)
        self.pictures.keep_filled(Filled(size, pulka, picture))
        if not differ:
            return True
        place = self._box_rects()
        region = QRegion()
        for box in differ:
            region += place(box)
        self.pictures.forget_places(differ.intersection(shown))  # those only the old picture had
        painter = QPainter(picture)
        painter.setClipRegion(region)
        painter.drawPixmap(0, 0, empty.picture)  # the totals that went, and those that move, wiped away
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # every total in the cleared part, in the order a full paint draws them (one may touch another's place)
        near = {ref for ref, rect in self._zone_rects().items() if region.intersects(rect)}
        self.paint_primitives(painter, [box for box in totals if box.ref in near and region.intersects(place(box))])
        painter.end()
        self.update(region)
        return True

    def _box_rects(self) -> Callable[[layout.TextBox], QRect]:
        """A function: the widget pixels a total's box covers, with a margin for its ink (antialiasing, hinting).

        A box's pixels are kept (by its value) while the empty sheet keeps its layout: after a hand most totals
        are the boxes they were, and only the new ones are measured (the pictures forget those gone)."""
        known = self.pictures.places
        mapping = self.pixel_map()
        scale, px, py = mapping.scale, mapping.px, mapping.py

        def box_rect(box: layout.TextBox) -> QRect:
            rect = known.get(box)
            if rect is None:
                rect = known[box] = measure(box)
            return rect

        def measure(box: layout.TextBox) -> QRect:
            # the box's corner (x, y) and the one across from it, turned by a quarter-turn multiple
            cos, sin = QUARTER_TURNS[box.rotation]
            x1, y1 = box.x, box.y
            x2, y2 = x1 + box.width * cos - box.height * sin, y1 + box.width * sin + box.height * cos
            left, right, top, bottom = px(min(x1, x2)), px(max(x1, x2)), py(max(y1, y2)), py(min(y1, y2))
            return _grown(left, top, right, bottom, BOX_MARGIN + int(box.height * scale / 4))

        return box_rect

    def _zone_rects(self) -> dict[layout.ZoneKey, QRect]:
        """Each zone's pixels with the widest margin a total's ink may take (the totals keep inside their zone),
        worked out once per layout of the empty sheet."""
        pictures = self.pictures
        if pictures.zones is None:
            mapping = self.pixel_map()
            rects = {}
            empty = pictures.empty.pulka if pictures.empty is not None else None
            if empty is not None:
                tallest = SCREEN_NUMBER_SIZE * layout.MM_PER_PT * layout.LINE_SPACING * empty.scale
                margin = BOX_MARGIN + int(tallest * mapping.scale / 4)
                for zone in empty.zones:
                    xs, ys = [x for x, _ in zone.outline], [y for _, y in zone.outline]
                    left, right = mapping.px(min(xs)), mapping.px(max(xs))
                    top, bottom = mapping.py(max(ys)), mapping.py(min(ys))
                    rects[zone.ref] = _grown(left, top, right, bottom, margin)
            pictures.zones = rects
        return pictures.zones

    # -- layout ---------------------------------------------------------------
    def frame_mm(self) -> layout.Rect:
        aspect = max(0.62, min(1.5, self.height() / max(1, self.width())))
        return layout.Rect(0.0, 0.0, SHEET_WIDTH_MM, SHEET_WIDTH_MM * aspect)

    def _size(self) -> Size:
        return (self.width(), self.height(), self.devicePixelRatioF())

    def _empty_what(self) -> _What | None:
        if self.sheet is not None:
            return (self.sheet.n, tuple(self.sheet.players), self.sheet.target, self.header)
        if self.blank is not None:
            return (*self.blank, self.header)
        return None

    def empty_pulka(self) -> layout.Pulka | None:
        """The sheet's lines, names, header and target, laid out once per size, names and language."""
        what = self._empty_what()
        if what is None:
            return None
        players, names, target, header = what
        return self.pictures.empty_for(
            (what, self._size(), current_language()),
            lambda: layout.blank_pulka(
                self.frame_mm(),
                players,
                names,
                target,
                header,
                words.sheet_words(),
                seat_numbers=True,
                small_text=self.text_scale(),
            ),
        )

    def text_scale(self) -> float:
        """How many times its paper size the sheet's small text (names, captions, header) is drawn:
        :data:`SMALL_TEXT`, or more for the captions to take :data:`CAPTION_PX` pixels."""
        frame = self.frame_mm()
        pixels = layout.CAPTION_SIZE * layout.MM_PER_PT * layout.text_scale(frame) * self.pixel_map().scale
        return max(SMALL_TEXT, min(SMALL_TEXT_MOST, CAPTION_PX / max(pixels, 0.01)))

    def least_number_size(self) -> float:
        """The smallest size (paper points) a total is set at: :data:`NUMBER_PX` pixels on screen, never less than
        paper's, never more than the largest (a zone that cannot hold them all shows its latest, "…" first)."""
        frame = self.frame_mm()
        largest = SCREEN_NUMBER_SIZE * layout.text_scale(frame)
        least = NUMBER_PX / (layout.MM_PER_PT * self.pixel_map().scale)
        return min(largest, max(layout.MINIMUM_SIZE, least))

    def pulka(self) -> layout.Pulka | None:
        """The sheet with every zone's running totals (the latest of them)."""
        empty = self.empty_pulka()
        if empty is None or self.sheet is None:
            return empty
        sheet = self.sheet

        def fill(empty: layout.Pulka) -> layout.Pulka:
            # on screen the numbers may grow well past the paper's 12 pt: read across the table
            filled, _ = layout.fill_zones(
                empty, latest_totals(sheet), maximum=SCREEN_NUMBER_SIZE, minimum=self.least_number_size()
            )
            return filled

        return self.pictures.filled_for(self._size(), fill)

    def _scale(self) -> tuple[float, float, float, layout.Rect]:
        """Pixels per mm and the pixel offset of the frame, centred in the widget."""
        frame = self.frame_mm()
        margin = 6
        height = self.height() - self.legend_height()  # the legend's line under the sheet, as on paper
        scale = min((self.width() - 2 * margin) / frame.width, (height - 2 * margin) / frame.height)
        dx = (self.width() - frame.width * scale) / 2
        dy = (height - frame.height * scale) / 2
        return scale, dx, dy, frame

    def pixel_map(self) -> PixelMap:
        """Millimetres of the sheet to this widget's pixels now, and back."""
        return PixelMap(*self._scale())

    def to_pixels(self, x: float, y: float) -> QPointF:
        return self.pixel_map().point(x, y)

    def to_mm(self, px: float, py: float) -> tuple[float, float]:
        return self.pixel_map().mm(px, py)

    # -- painting -----------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        pulka = self.pulka()
        painter = QPainter(self)
        if pulka is None:
            painter.fillRect(self.rect(), PAPER)
            painter.end()
            return
        painter.drawPixmap(0, 0, self._sheet_pixmap(pulka))
        self._paint_legend(painter)
        # highlights multiply over the sheet: the ink stays black under the colour
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
        painter.setPen(Qt.PenStyle.NoPen)
        for ref, colour in ((self.hovered, HOVER), (self.selected, HIGHLIGHT)):
            if ref and ref != ("target",):
                try:
                    zone = pulka.zone(ref)
                except KeyError:
                    continue
                painter.setBrush(colour)
                painter.drawPolygon(QPolygonF([self.to_pixels(*p) for p in zone.outline]))
        painter.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def legend_text(self) -> str:
        """What the marks mean, as printed under the paper pulka: the underlined total, the "*"."""
        sheet_words = words.sheet_words()
        return f"{sheet_words.legend_final}    {sheet_words.legend_help}"

    def legend_height(self) -> int:
        return self.fontMetrics().height() + 6

    def _paint_legend(self, painter: QPainter) -> None:
        height = self.legend_height()
        painter.setPen(LEGEND_INK)
        painter.setFont(self.font())
        text = self.fontMetrics().elidedText(self.legend_text(), Qt.TextElideMode.ElideRight, self.width() - 12)
        painter.drawText(0, self.height() - height, self.width(), height, Qt.AlignmentFlag.AlignCenter, text)

    def _new_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _sheet_pixmap(self, pulka: layout.Pulka) -> QPixmap:
        """The sheet without highlights: the empty sheet's picture, and the totals painted on a copy."""
        self.empty_pulka()
        pictures = self.pictures
        assert pictures.empty is not None  # pulka came from empty_pulka(), which keeps it
        empty, picture = pictures.empty.pulka, pictures.empty.picture
        if picture is None:
            picture = self._new_pixmap()
            picture.fill(PAPER)
            self._paint_onto(picture, empty.primitives)
            pictures.keep_empty_picture(picture)
        if pulka is empty:
            return picture
        assert pictures.filled is not None  # pulka is not the empty one, so pulka() filled it
        filled = pictures.filled
        if filled.picture is None:
            filled_picture = picture.copy()
            self._paint_onto(filled_picture, filled.pulka.primitives[len(empty.primitives) :])
            pictures.keep_filled(filled._replace(picture=filled_picture))
            return filled_picture
        return filled.picture

    def _paint_onto(self, pixmap: QPixmap, primitives: Sequence[layout.Primitive]) -> None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_primitives(painter, primitives)
        painter.end()

    def paint_primitives(self, painter: QPainter, primitives: Sequence[layout.Primitive]) -> None:
        """Paint layout lines, shapes and text in widget pixels."""
        mapping = self.pixel_map()  # (worked out once for all of them)
        scale, to_pixels = mapping.scale, mapping.point
        painter.setBrush(Qt.BrushStyle.NoBrush)
        state: dict[str, object] = {"font": None, "colour": None, "size": None}
        for item in primitives:
            if isinstance(item, layout.TextBox):
                self._text(painter, item, scale, state, to_pixels)
                continue
            state["colour"] = None  # the pen changes below
            if isinstance(item, layout.Line):
                painter.setPen(self._pen(item.color, item.width, scale))
                painter.drawLine(to_pixels(item.x1, item.y1), to_pixels(item.x2, item.y2))
            elif isinstance(item, layout.Polygon):
                if item.fill is None and item.stroke is None:
                    continue
                painter.setPen(self._pen(item.stroke, item.width, scale) if item.stroke else Qt.PenStyle.NoPen)
                painter.setBrush(QColor(item.fill) if item.fill else Qt.BrushStyle.NoBrush)
                painter.drawPolygon(QPolygonF([to_pixels(*p) for p in item.points]))
            elif isinstance(item, layout.Circle):
                painter.setPen(self._pen(item.stroke, item.width, scale) if item.stroke else Qt.PenStyle.NoPen)
                painter.setBrush(QColor(item.fill) if item.fill else Qt.BrushStyle.NoBrush)
                radius = item.r * scale
                painter.drawEllipse(to_pixels(item.cx, item.cy), radius, radius)

    def _pen(self, colour: str, width: float, scale: float) -> QPen:
        pen = QPen(QColor(colour))
        pen.setWidthF(max(1.0, width * scale))
        return pen

    def _font(self, size: float, bold: bool, scale: float) -> QFont:
        # the layout's size is in points on paper; on screen: mm -> px by our scale
        points = round(max(1.0, size * layout.MM_PER_PT * scale * 72.0 / max(1, self.logicalDpiY())), 2)
        key = (points, bold)
        font = self._fonts.get(key)
        if font is None:
            font = QFont(FONT_FAMILY)
            font.setKerning(False)  # the layout measured the widths without kerning
            font.setPointSizeF(points)
            font.setBold(bold)  # (an underline is drawn as paper draws it: _underline)
            self._fonts[key] = font
        return font

    def _text(
        self,
        painter: QPainter,
        box: layout.TextBox,
        scale: float,
        state: dict[str, object],
        to_pixels: Callable[[float, float], QPointF],
    ) -> None:
        if not box.text:
            return
        size = (box.size, box.bold)
        if state["size"] != size:
            state["size"] = size
            font = self._font(box.size, box.bold, scale)
            if state["font"] is not font:
                painter.setFont(font)
                state["font"] = font
        if state["colour"] != box.color:
            painter.setPen(QColor(box.color))
            state["colour"] = box.color
        u, v = box.text_origin()
        origin = to_pixels(*box.to_page(u, v))
        if box.rotation == 0:
            painter.drawText(origin, box.text)
            if box.underline:
                self._underline(painter, box, scale, origin)
            return
        transform = QTransform()
        transform.translate(origin.x(), origin.y())
        transform.rotate(-box.rotation)
        painter.setTransform(transform)
        painter.drawText(QPointF(0, 0), box.text)
        if box.underline:
            self._underline(painter, box, scale, QPointF(0, 0))
        painter.resetTransform()

    @staticmethod
    def _underline(painter: QPainter, box: layout.TextBox, scale: float, origin: QPointF) -> None:
        """The final total's line, where paper draws it (layout's UNDERLINE_DROP and UNDERLINE_WIDTH, as
        ``report.draw`` and the phone page): below the baseline from ``origin``, as long as the text."""
        em = box.size * layout.MM_PER_PT * scale  # the font's size in pixels
        pen = painter.pen()
        painter.setPen(QPen(pen.color(), layout.UNDERLINE_WIDTH * em))
        under = origin.y() + layout.UNDERLINE_DROP * em
        length = layout.text_width(box.text, box.size, box.bold) * scale
        painter.drawLine(QPointF(origin.x(), under), QPointF(origin.x() + length, under))
        painter.setPen(pen)

    # -- the mouse ----------------------------------------------------------
    def ref_at(self, px: float, py: float) -> layout.Ref:
        pulka = self.pulka()
        if pulka is None:
            return None
        return layout.hit_test(pulka, *self.to_mm(px, py))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt override
        ref = self.ref_at(event.position().x(), event.position().y())
        self.select(ref)
        self.zone_clicked.emit(ref)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt override
        ref = self.ref_at(event.position().x(), event.position().y())
        if ref != self.hovered:
            self.hovered = ref
            self.update()

    def leaveEvent(self, event: QEvent) -> None:  # Qt override
        self.hovered = None
        self.update()


class PixelMap:
    """Millimetres of the sheet (y up) to a widget's pixels (y down): ``scale`` pixels a millimetre, the frame's
    top-left corner (``frame.x``, ``frame.top``) at pixel (``dx``, ``dy``)."""

    __slots__ = ("scale", "dx", "dy", "left", "top")

    def __init__(self, scale: float, dx: float, dy: float, frame: layout.Rect) -> None:
        self.scale, self.dx, self.dy, self.left, self.top = scale, dx, dy, frame.x, frame.top

    def px(self, x: float) -> float:
        """The pixel column of ``x`` mm across the sheet."""
        return self.dx + (x - self.left) * self.scale

    def py(self, y: float) -> float:
        """The pixel row of ``y`` mm up the sheet."""
        return self.dy + (self.top - y) * self.scale

    def point(self, x: float, y: float) -> QPointF:
        """The pixel of the sheet's point (``x``, ``y``) mm."""
        return QPointF(self.px(x), self.py(y))

    def mm(self, px: float, py: float) -> tuple[float, float]:
        """The sheet's point (mm) at pixel (``px``, ``py``)."""
        return self.left + (px - self.dx) / self.scale, self.top - (py - self.dy) / self.scale
