"""The pulka drawn as on paper: helper-1's layout primitives painted with QPainter.

The layout is in millimetres with y up; the view picks a frame with the
widget's proportions, lays the sheet out in it, and maps millimetres to pixels
(y flipped). Text is set in DejaVu Sans at the size the layout chose, so it
stays crisp at any window size. Clicking a zone emits its ``ref``.

Speed: the empty sheet (lines, names, target) is laid out and painted once per
size; a new hand only lays out and paints the running totals on top of it.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QPolygonF, QRegion, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from prefcount import layout, words
from prefcount.i18n import current_language

SHEET_WIDTH_MM = 280.0
FONT_FAMILY = "DejaVu Sans"
SCREEN_NUMBER_SIZE = 26.0
LATEST_TOTALS = 40
PAPER = QColor("#fffdf6")
HIGHLIGHT = QColor(255, 226, 120)
HOVER = QColor(225, 236, 255)


class _LatestMarks:
    """A sheet seen through its last ``keep`` marks per zone (for ``layout.sheet_contents``)."""

    def __init__(self, sheet, keep: int) -> None:
        self.sheet, self.keep, self.n = sheet, keep, sheet.n
        self.trimmed: set = set()

    def _last(self, ref, marks):
        if len(marks) > self.keep:
            self.trimmed.add(ref)
            return marks[-self.keep :]
        return marks

    def pulya_marks(self, seat):
        return self._last(("pulya", seat), self.sheet.pulya_marks(seat))

    def gora_marks(self, seat):
        return self._last(("gora", seat), self.sheet.gora_marks(seat))

    def whist_marks(self, seat, on):
        return self._last(("whists", seat, on), self.sheet.whist_marks(seat, on))


def latest_totals(sheet, keep: int = LATEST_TOTALS) -> dict:
    """Each zone's last ``keep`` running totals, the first marked "…" when earlier ones are left out.

    A long evening writes hundreds of totals; the screen shows the latest, as a
    player reads the paper (the final total is what counts), and stays fast.
    """
    latest = _LatestMarks(sheet, keep)
    contents = layout.sheet_contents(latest)
    for ref in latest.trimmed & set(contents):
        tokens = contents[ref].tokens
        first = dataclasses.replace(tokens[0], text="…" + tokens[0].text)
        contents[ref] = layout.ZoneText((first,) + tuple(tokens[1:]))
    return contents


class SheetView(QWidget):
    """Paints a :class:`prefcount.ledger.Sheet` (or an empty sheet) as the paper pulka."""

    zone_clicked = Signal(object)  # the zone's ref, e.g. ("pulya", 0)
    first_painted = Signal()  # once: the app loads the ledger after the window is on screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 260)
        self.setMouseTracking(True)
        self.sheet = None
        self.blank: tuple | None = None
        self.header: tuple[str, ...] = ()
        self.selected = None
        self.hovered = None
        self._painted = False
        self._pulka: layout.Pulka | None = None
        self._pulka_key = None
        self._empty: layout.Pulka | None = None  # the sheet without totals
        self._empty_key = None
        self._empty_pixmap: QPixmap | None = None
        self._empty_pixmap_key = None
        self._pixmap: QPixmap | None = None
        self._pixmap_key = None
        self._fonts: dict = {}
        self._boxes: dict = {}  # zone ref -> its laid-out totals
        self._zone_texts: dict = {}  # zone ref -> the totals they show
        self._boxes_key = None
        self._dirty_zones: set | None = None  # zones to repaint on the cached pixmap (None: all)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(820, 720)

    def set_sheet(self, sheet, header=()) -> None:
        self.sheet = sheet
        self.header = tuple(header)
        self._pulka = None
        self.update()

    def set_blank(self, players: int, names, target) -> None:
        """An empty sheet (shown while the game loads: no ledger needed)."""
        self.sheet = None
        self.blank = (players, tuple(names), target)
        self._pulka = None
        self.update()

    def select(self, ref) -> None:
        self.selected = ref
        self.update()

    # -- layout ---------------------------------------------------------------
    def frame_mm(self) -> layout.Rect:
        aspect = max(0.62, min(1.5, self.height() / max(1, self.width())))
        return layout.Rect(0.0, 0.0, SHEET_WIDTH_MM, SHEET_WIDTH_MM * aspect)

    def empty_pulka(self) -> layout.Pulka | None:
        """The sheet's lines, names and target, laid out once per size, names and language."""
        frame = self.frame_mm()
        if self.sheet is not None:
            what = (self.sheet.n, tuple(self.sheet.players), self.sheet.target, self.header)
        elif self.blank is not None:
            what = (*self.blank, ())
        else:
            return None
        key = (frame.width, frame.height, what, current_language())
        if self._empty is None or self._empty_key != key:
            players, names, target, header = what
            self._empty = layout.blank_pulka(frame, players, names, target, header, words.sheet_words())
            self._empty_key = key
        return self._empty

    def pulka(self) -> layout.Pulka | None:
        """The sheet with every zone's running totals."""
        empty = self.empty_pulka()
        if empty is None or self.sheet is None:
            return empty
        if self._pulka is None or self._pulka_key != id(empty):
            self._fill_changed_zones(empty)
            boxes = tuple(box for ref in sorted(self._boxes, key=repr) for box in self._boxes[ref])
            self._pulka = dataclasses.replace(empty, primitives=empty.primitives + boxes)
            self._pulka_key = id(empty)
        return self._pulka

    def _fill_changed_zones(self, empty: layout.Pulka) -> None:
        """Lay out only the zones whose totals changed (a hand touches two or three of them)."""
        if self._boxes_key != id(empty):
            self._boxes, self._zone_texts, self._boxes_key = {}, {}, id(empty)
            self._dirty_zones = None  # everything
        contents = latest_totals(self.sheet)
        changed = {ref: text for ref, text in contents.items() if self._zone_texts.get(ref) != text}
        gone = [ref for ref in self._zone_texts if ref not in contents]
        if changed:
            # on screen the numbers may grow well past the paper's 12 pt: read across the table
            filled, _ = layout.fill_zones(empty, changed, maximum=SCREEN_NUMBER_SIZE, minimum=layout.MINIMUM_SIZE)
            placed: dict = {ref: [] for ref in changed}
            for box in filled.primitives[len(empty.primitives) :]:
                placed.setdefault(box.ref, []).append(box)
            self._boxes.update((ref, tuple(boxes)) for ref, boxes in placed.items())
        for ref in gone:
            self._boxes.pop(ref, None)
        if self._dirty_zones is not None:
            self._dirty_zones |= set(changed) | set(gone)
        self._zone_texts = contents

    def _scale(self) -> tuple[float, float, float, layout.Rect]:
        """Pixels per mm and the pixel offset of the frame, centred in the widget."""
        frame = self.frame_mm()
        margin = 6
        scale = min((self.width() - 2 * margin) / frame.width, (self.height() - 2 * margin) / frame.height)
        dx = (self.width() - frame.width * scale) / 2
        dy = (self.height() - frame.height * scale) / 2
        return scale, dx, dy, frame

    def to_pixels(self, x: float, y: float) -> QPointF:
        scale, dx, dy, frame = self._scale()
        return QPointF(dx + (x - frame.x) * scale, dy + (frame.top - y) * scale)

    def to_mm(self, px: float, py: float) -> tuple[float, float]:
        scale, dx, dy, frame = self._scale()
        return frame.x + (px - dx) / scale, frame.top - (py - dy) / scale

    # -- painting -----------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        pulka = self.pulka()
        painter = QPainter(self)
        if pulka is None:
            painter.fillRect(self.rect(), PAPER)
            painter.end()
            return
        painter.drawPixmap(0, 0, self._sheet_pixmap(pulka))
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

    def _new_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _sheet_pixmap(self, pulka) -> QPixmap:
        """The sheet without highlights: the empty sheet's pixmap plus the totals on top.

        After a hand only the zones it changed are repainted: their area is restored
        from the empty sheet and their new totals drawn.
        """
        key = (id(pulka), self.width(), self.height(), self.devicePixelRatioF())
        if self._pixmap is not None and self._pixmap_key == key:
            return self._pixmap
        empty = self._empty
        size_key = (self.width(), self.height(), self.devicePixelRatioF())
        empty_key = (id(empty), *size_key)
        if self._empty_pixmap is None or self._empty_pixmap_key != empty_key:
            pixmap = self._new_pixmap()
            pixmap.fill(PAPER)
            self._paint_onto(pixmap, empty.primitives)
            self._empty_pixmap, self._empty_pixmap_key = pixmap, empty_key
            self._pixmap = None
        if pulka is empty:
            pixmap = self._empty_pixmap
        elif (
            self._pixmap is not None
            and self._dirty_zones is not None
            and self._pixmap_key[1:] == size_key
            and self._pixmap is not self._empty_pixmap
        ):
            pixmap = self._pixmap
            self._repaint_zones(pixmap, empty, self._dirty_zones)
        else:
            pixmap = self._empty_pixmap.copy()
            self._paint_onto(pixmap, pulka.primitives[len(empty.primitives) :])
        self._dirty_zones = set()
        self._pixmap, self._pixmap_key = pixmap, key
        return pixmap

    def _repaint_zones(self, pixmap: QPixmap, empty: layout.Pulka, refs) -> None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for ref in refs:
            try:
                zone = empty.zone(ref)
            except KeyError:
                continue
            clip = QPolygonF([self.to_pixels(*p) for p in zone.outline])
            painter.save()
            painter.setClipRegion(QRegion(clip.toPolygon()))
            painter.drawPixmap(0, 0, self._empty_pixmap)
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        self.paint_primitives(painter, [box for ref in refs for box in self._boxes.get(ref, ())])
        painter.end()

    def _paint_onto(self, pixmap: QPixmap, primitives) -> None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_primitives(painter, primitives)
        painter.end()

    def paint_primitives(self, painter: QPainter, primitives) -> None:
        """Paint layout lines, shapes and text in widget pixels."""
        scale = self._scale()[0]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        state = {"font": None, "colour": None}
        for item in primitives:
            if isinstance(item, layout.TextBox):
                self._text(painter, item, scale, state)
                continue
            state["colour"] = None  # the pen changes below
            if isinstance(item, layout.Line):
                painter.setPen(self._pen(item.color, item.width, scale))
                painter.drawLine(self.to_pixels(item.x1, item.y1), self.to_pixels(item.x2, item.y2))
            elif isinstance(item, layout.Polygon):
                if item.fill is None and item.stroke is None:
                    continue
                painter.setPen(self._pen(item.stroke, item.width, scale) if item.stroke else Qt.PenStyle.NoPen)
                painter.setBrush(QColor(item.fill) if item.fill else Qt.BrushStyle.NoBrush)
                painter.drawPolygon(QPolygonF([self.to_pixels(*p) for p in item.points]))
            elif isinstance(item, layout.Circle):
                painter.setPen(self._pen(item.stroke, item.width, scale) if item.stroke else Qt.PenStyle.NoPen)
                painter.setBrush(QColor(item.fill) if item.fill else Qt.BrushStyle.NoBrush)
                radius = item.r * scale
                painter.drawEllipse(self.to_pixels(item.cx, item.cy), radius, radius)

    def _pen(self, colour: str, width: float, scale: float) -> QPen:
        pen = QPen(QColor(colour))
        pen.setWidthF(max(1.0, width * scale))
        return pen

    def _font(self, size: float, bold: bool, underline: bool, scale: float) -> QFont:
        # the layout's size is in points on paper; on screen: mm -> px by our scale
        points = round(max(1.0, size * layout.MM_PER_PT * scale * 72.0 / max(1, self.logicalDpiY())), 2)
        key = (points, bold, underline)
        font = self._fonts.get(key)
        if font is None:
            font = QFont(FONT_FAMILY)
            font.setKerning(False)  # the layout measured the widths without kerning
            font.setPointSizeF(points)
            font.setBold(bold)
            font.setUnderline(underline)
            self._fonts[key] = font
        return font

    def _text(self, painter: QPainter, box: layout.TextBox, scale: float, state: dict) -> None:
        if not box.text:
            return
        font = self._font(box.size, box.bold, box.underline, scale)
        if state["font"] is not font:
            painter.setFont(font)
            state["font"] = font
        if state["colour"] != box.color:
            painter.setPen(QColor(box.color))
            state["colour"] = box.color
        u, v = box.text_origin()
        origin = self.to_pixels(*box.to_page(u, v))
        if box.rotation == 0:
            painter.drawText(origin, box.text)
            return
        transform = QTransform()
        transform.translate(origin.x(), origin.y())
        transform.rotate(-box.rotation)
        painter.setTransform(transform)
        painter.drawText(QPointF(0, 0), box.text)
        painter.resetTransform()

    # -- the mouse ----------------------------------------------------------
    def ref_at(self, px: float, py: float):
        pulka = self.pulka()
        if pulka is None:
            return None
        return layout.hit_test(pulka, *self.to_mm(px, py))

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        ref = self.ref_at(event.position().x(), event.position().y())
        self.select(ref)
        self.zone_clicked.emit(ref)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        ref = self.ref_at(event.position().x(), event.position().y())
        if ref != self.hovered:
            self.hovered = ref
            self.update()

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.hovered = None
        self.update()
