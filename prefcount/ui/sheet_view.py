"""The pulka drawn as on paper: helper-1's layout primitives painted with QPainter.

The layout is in millimetres with y up; the view picks a frame with the
widget's proportions, lays the sheet out in it, and maps millimetres to pixels
(y flipped). Text is set in DejaVu Sans at the size the layout chose, so it
stays crisp at any window size. Clicking a zone emits its ``ref``.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from prefcount import layout
from prefcount.i18n import translate

SHEET_WIDTH_MM = 280.0
FONT_FAMILY = "DejaVu Sans"
SCREEN_NUMBER_SIZE = 26.0
HIGHLIGHT = QColor(255, 236, 150, 170)


def sheet_words() -> layout.Words:
    """The words printed on the sheet, in the UI language (only those the layout knows)."""
    words = {
        "pulya": translate("SheetView", "pulya"),
        "gora": translate("SheetView", "gora"),
        "whists": translate("SheetView", "whists"),
        "player": translate("SheetView", "Player {n}"),
        "date": translate("SheetView", "Date"),
        "target": translate("SheetView", "to {target}"),
        "legend_final": translate("SheetView", "bold underlined: the final value"),
        "legend_help": translate("SheetView", "* help or gora written off"),
    }
    known = {f.name for f in dataclasses.fields(layout.Words)}
    return layout.Words(**{key: value for key, value in words.items() if key in known})


class SheetView(QWidget):
    """Paints a :class:`prefcount.ledger.Sheet` as the paper pulka."""

    zone_clicked = Signal(object)  # the zone's ref, e.g. ("pulya", 0)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 260)
        self.setMouseTracking(True)
        self.sheet = None
        self.header: tuple[str, ...] = ()
        self.selected = None
        self.hovered = None
        self._pulka: layout.Pulka | None = None
        self._pulka_key = None

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(820, 720)

    def set_sheet(self, sheet, header=()) -> None:
        self.sheet = sheet
        self.header = tuple(header)
        self._pulka = None
        self.update()

    def select(self, ref) -> None:
        self.selected = ref
        self.update()

    # -- geometry -----------------------------------------------------------
    def frame_mm(self) -> layout.Rect:
        aspect = max(0.62, min(1.5, self.height() / max(1, self.width())))
        return layout.Rect(0.0, 0.0, SHEET_WIDTH_MM, SHEET_WIDTH_MM * aspect)

    def pulka(self) -> layout.Pulka | None:
        if self.sheet is None:
            return None
        frame = self.frame_mm()
        key = (frame.width, frame.height)
        if self._pulka is None or self._pulka_key != key:
            blank = layout.blank_pulka(frame, self.sheet.n, self.sheet.players, self.sheet.target,
                                       self.header, sheet_words())
            # on screen the numbers may grow well past the paper's 12 pt: read across the table
            self._pulka, _ = layout.fill_zones(blank, layout.sheet_contents(self.sheet),
                                               maximum=SCREEN_NUMBER_SIZE, minimum=layout.MINIMUM_SIZE)
            self._pulka_key = key
        return self._pulka

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
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor("#fffdf6"))
        pulka = self.pulka()
        if pulka is None:
            return
        scale = self._scale()[0]
        for ref, colour in ((self.hovered, QColor(200, 220, 255, 90)), (self.selected, HIGHLIGHT)):
            if ref and ref != ("target",):
                try:
                    zone = pulka.zone(ref)
                except KeyError:
                    continue
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawPolygon(QPolygonF([self.to_pixels(*p) for p in zone.outline]))
        for item in pulka.primitives:
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
            elif isinstance(item, layout.TextBox):
                self._text(painter, item, scale)
        painter.end()

    def _pen(self, colour: str, width: float, scale: float) -> QPen:
        pen = QPen(QColor(colour))
        pen.setWidthF(max(1.0, width * scale))
        return pen

    def _text(self, painter: QPainter, box: layout.TextBox, scale: float) -> None:
        if not box.text:
            return
        font = QFont(FONT_FAMILY)
        # the layout's size is in points on paper; on screen: mm -> px by our scale
        pixels = box.size * layout.MM_PER_PT * scale
        font.setPointSizeF(max(1.0, pixels * 72.0 / max(1, self.logicalDpiY())))
        font.setBold(box.bold)
        font.setUnderline(box.underline)
        painter.save()
        painter.setFont(font)
        painter.setPen(QColor(box.color))
        u, v = box.text_origin()
        painter.translate(self.to_pixels(*box.to_page(u, v)))
        painter.rotate(-box.rotation)
        painter.drawText(QPointF(0, 0), box.text)
        painter.restore()

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

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._pulka = None
        super().resizeEvent(event)
