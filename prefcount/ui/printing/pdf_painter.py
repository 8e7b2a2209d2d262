"""A page of the app's PDF painted with QPainter: vector lines, shapes and text, on a printer or any paint device.

The operations come from :mod:`prefcount.ui.printing.pdf_pages`; here each becomes what QPainter draws: paths
stroked and filled in the page's colours, and text in DejaVu Sans (the fonts the PDF was made with, registered
with Qt by :func:`prefcount.ui.app.fonts.register_fonts`), every string placed where the PDF places it (its
advance taken from the PDF's own widths, so a column of figures stays aligned however Qt measures).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from prefcount.ui.app.fonts import register_fonts
from prefcount.ui.printing.pdf_pages import Font, Page, UnreadablePdf, operations

#: Text is drawn with a font this many pixels high, scaled to its size: QFont's pixel sizes are whole numbers.
_FONT_PIXELS = 1000

_CAPS = {0: Qt.PenCapStyle.FlatCap, 1: Qt.PenCapStyle.RoundCap, 2: Qt.PenCapStyle.SquareCap}
_JOINS = {0: Qt.PenJoinStyle.MiterJoin, 1: Qt.PenJoinStyle.RoundJoin, 2: Qt.PenJoinStyle.BevelJoin}


@dataclass
class _State:
    """What ``q`` saves and ``Q`` restores besides the painter's transform and clip."""

    stroke: QColor = field(default_factory=lambda: QColor(0, 0, 0))
    fill: QColor = field(default_factory=lambda: QColor(0, 0, 0))
    width: float = 1.0
    cap: int = 0
    join: int = 0
    miter: float = 10.0
    dash: tuple[list[float], float] = field(default_factory=lambda: ([], 0.0))
    font: Font | None = None
    size: float = 0.0
    char_space: float = 0.0
    word_space: float = 0.0
    scale: float = 1.0
    leading: float = 0.0
    rise: float = 0.0
    mode: int = 0


def page_transform(page: Page, target: QRectF, most: float | None = None) -> QTransform:
    """From the page's points (y up, from its media box's corner) onto ``target`` in the device's pixels: the
    whole page in it, centred, as large as fits but at most ``most`` pixels a point (a printer's resolution / 72:
    the paper's own size, never larger); a page turned by ``/Rotate`` is turned."""
    x0, y0, x1, y1 = page.box
    width, height = page.size
    scale = min(target.width() / width, target.height() / height)
    if most is not None:
        scale = min(scale, most)
    left = target.left() + (target.width() - width * scale) / 2
    top = target.top() + (target.height() - height * scale) / 2
    # the page's own space to "shown" points with y down, turned as /Rotate says (clockwise)
    turn = {
        0: QTransform(1, 0, 0, -1, -x0, y1),
        90: QTransform(0, 1, 1, 0, -y0, -x0),
        180: QTransform(-1, 0, 0, 1, x1, -y0),
        270: QTransform(0, -1, -1, 0, y1, x1),
    }[page.rotate]
    return turn * QTransform(scale, 0, 0, scale, left, top)


def paint_page(painter: QPainter, page: Page, target: QRectF, most: float | None = None) -> None:
    """Paint ``page`` in ``target`` (device pixels, at most ``most`` a point: :func:`page_transform`). Raises
    :class:`UnreadablePdf` for what it cannot draw."""
    _Painter(painter, page).run(page_transform(page, target, most))


class _Painter:
    def __init__(self, painter: QPainter, page: Page) -> None:
        self.painter = painter
        self.page = page
        self.state = _State()
        self.saved: list[_State] = []
        self.path = QPainterPath()
        self.clip: Qt.FillRule | None = None
        self.text_matrix = QTransform()
        self.line_matrix = QTransform()
        self.family = register_fonts()
        self.fonts: dict[tuple[bool, bool], QFont] = {}

    def run(self, base: QTransform) -> None:
        painter = self.painter
        painter.save()
        painter.setWorldTransform(base, False)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        try:
            for operator, operands in operations(self.page.content):
                handler = _HANDLERS.get(operator)
                if handler is not None:
                    handler(self, *operands)
                elif operator in _UNDRAWABLE:
                    raise UnreadablePdf(f"the PDF draws with {operator!r}, which printing does not paint")
        except TypeError as error:  # an operator with the wrong operands
            raise UnreadablePdf(f"the PDF could not be painted ({error})") from error
        finally:
            while self.saved:  # a page that left a state saved
                self.restore()
            painter.restore()

    # -- the graphics state ------------------------------------------------------------------------
    def save(self) -> None:
        self.saved.append(replace(self.state))
        self.painter.save()

    def restore(self) -> None:
        if self.saved:
            self.state = self.saved.pop()
            self.painter.restore()

    def concat(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:
        self.painter.setWorldTransform(QTransform(a, b, c, d, e, f), True)

    def set(self, **values: Any) -> None:
        for key, value in values.items():
            setattr(self.state, key, value)

    def dash(self, array: list[float], phase: float) -> None:
        self.state.dash = ([float(v) for v in array], float(phase))

    # -- paths -------------------------------------------------------------------------------------
    def rectangle(self, x: float, y: float, width: float, height: float) -> None:
        self.path.addRect(QRectF(x, y, width, height))

    def curve(self, *points: float) -> None:
        self.path.cubicTo(*points)

    def curve_from_current(self, x2: float, y2: float, x3: float, y3: float) -> None:
        current = self.path.currentPosition()
        self.path.cubicTo(current.x(), current.y(), x2, y2, x3, y3)

    def curve_to_end(self, x1: float, y1: float, x3: float, y3: float) -> None:
        self.path.cubicTo(x1, y1, x3, y3, x3, y3)

    def paint(self, stroke: bool, fill: Qt.FillRule | None, close: bool = False) -> None:
        path = self.path
        if close:
            path.closeSubpath()
        if fill is not None:
            path.setFillRule(fill)
            self.painter.fillPath(path, QBrush(self.state.fill))
        if stroke:
            self.painter.strokePath(path, self._pen())
        self.end_path()

    def end_path(self) -> None:
        if self.clip is not None:
            self.path.setFillRule(self.clip)
            self.painter.setClipPath(self.path, Qt.ClipOperation.IntersectClip)
            self.clip = None
        self.path = QPainterPath()

    def _pen(self) -> QPen:
        state = self.state
        pen = QPen(state.stroke)
        pen.setWidthF(state.width)  # 0: the thinnest line the device draws, as in PDF
        pen.setCapStyle(_CAPS.get(state.cap, Qt.PenCapStyle.FlatCap))
        pen.setJoinStyle(_JOINS.get(state.join, Qt.PenJoinStyle.MiterJoin))
        pen.setMiterLimit(state.miter / 2)  # Qt counts the miter in half line widths
        array, phase = state.dash
        if array and state.width > 0 and any(array):
            pen.setDashPattern([max(v / state.width, 0.01) for v in array] * (2 if len(array) % 2 else 1))
            pen.setDashOffset(phase / state.width)
        return pen

    # -- text ------------------------------------------------------------------------------------
    def begin_text(self) -> None:
        self.text_matrix = QTransform()
        self.line_matrix = QTransform()

    def font(self, name: str, size: float) -> None:
        font = self.page.fonts.get(str(name))
        if font is None:
            raise UnreadablePdf(f"the PDF names a font it does not have ({name})")
        self.state.font, self.state.size = font, float(size)

    def move(self, x: float, y: float) -> None:
        self.line_matrix = QTransform.fromTranslate(x, y) * self.line_matrix
        self.text_matrix = QTransform(self.line_matrix)

    def move_leading(self, x: float, y: float) -> None:
        self.state.leading = -y
        self.move(x, y)

    def matrix(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:
        self.line_matrix = QTransform(a, b, c, d, e, f)
        self.text_matrix = QTransform(self.line_matrix)

    def next_line(self) -> None:
        self.move(0, -self.state.leading)

    def show(self, data: bytes) -> None:
        state = self.state
        font = state.font
        if font is None:
            raise UnreadablePdf("the PDF shows text before it names a font")
        if state.mode not in (3, 7) and data:  # 3 and 7: invisible text
            self._draw(font.decode(data))
        advance = 0.0
        for code in data:
            advance += font.width(code) / 1000 * state.size + state.char_space
            if code == 32:
                advance += state.word_space
        self.text_matrix = QTransform.fromTranslate(advance * state.scale, 0) * self.text_matrix

    def show_spaced(self, items: list[Any]) -> None:
        for item in items:
            if isinstance(item, bytes):
                self.show(item)
            else:  # thousandths of the size, to the left
                shift = -float(item) / 1000 * self.state.size * self.state.scale
                self.text_matrix = QTransform.fromTranslate(shift, 0) * self.text_matrix

    def next_line_show(self, data: bytes) -> None:
        self.next_line()
        self.show(data)

    def spaced_next_line_show(self, word: float, char: float, data: bytes) -> None:
        self.state.word_space, self.state.char_space = float(word), float(char)
        self.next_line_show(data)

    def _draw(self, text: str) -> None:
        state = self.state
        assert state.font is not None
        painter = self.painter
        painter.save()
        # the glyphs' space: the size and the horizontal scale, the rise, then the text matrix; y down for Qt
        unit = state.size / _FONT_PIXELS
        glyphs = QTransform(unit * state.scale, 0, 0, -unit, 0, state.rise)
        painter.setWorldTransform(glyphs * self.text_matrix, True)
        painter.setFont(self._qfont(state.font))
        painter.setPen(QPen(state.fill))
        painter.drawText(QPointF(0, 0), text)
        painter.restore()

    def _qfont(self, font: Font) -> QFont:
        key = (font.bold, font.italic)
        if key not in self.fonts:
            qfont = QFont(self.family)
            qfont.setPixelSize(_FONT_PIXELS)
            qfont.setBold(font.bold)
            qfont.setItalic(font.italic)
            qfont.setKerning(False)  # ReportLab places glyphs without kerning
            qfont.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            self.fonts[key] = qfont
        return self.fonts[key]


def _grey(level: float) -> QColor:
    return QColor.fromRgbF(level, level, level)


def _rgb(r: float, g: float, b: float) -> QColor:
    return QColor.fromRgbF(r, g, b)


def _cmyk(c: float, m: float, y: float, k: float) -> QColor:
    return QColor.fromCmykF(c, m, y, k)


def _colour(*values: Any) -> QColor:
    """``sc``/``scn`` operands: a grey, an RGB or a CMYK colour by their count."""
    numbers = [float(v) for v in values if isinstance(v, (int, float))]
    if len(numbers) == 1:
        return _grey(*numbers)
    if len(numbers) == 3:
        return _rgb(*numbers)
    if len(numbers) == 4:
        return _cmyk(*numbers)
    raise UnreadablePdf(f"a colour of {len(numbers)} numbers")


_P = _Painter
_WIND, _EVEN = Qt.FillRule.WindingFill, Qt.FillRule.OddEvenFill
_HANDLERS: dict[str, Any] = {
    "q": _P.save,
    "Q": _P.restore,
    "cm": _P.concat,
    "w": lambda p, w: p.set(width=float(w)),
    "J": lambda p, cap: p.set(cap=int(cap)),
    "j": lambda p, join: p.set(join=int(join)),
    "M": lambda p, miter: p.set(miter=float(miter)),
    "d": _P.dash,
    "g": lambda p, *v: p.set(fill=_grey(*v)),
    "G": lambda p, *v: p.set(stroke=_grey(*v)),
    "rg": lambda p, *v: p.set(fill=_rgb(*v)),
    "RG": lambda p, *v: p.set(stroke=_rgb(*v)),
    "k": lambda p, *v: p.set(fill=_cmyk(*v)),
    "K": lambda p, *v: p.set(stroke=_cmyk(*v)),
    "sc": lambda p, *v: p.set(fill=_colour(*v)),
    "scn": lambda p, *v: p.set(fill=_colour(*v)),
    "SC": lambda p, *v: p.set(stroke=_colour(*v)),
    "SCN": lambda p, *v: p.set(stroke=_colour(*v)),
    "m": lambda p, x, y: p.path.moveTo(x, y),
    "l": lambda p, x, y: p.path.lineTo(x, y),
    "c": _P.curve,
    "v": _P.curve_from_current,
    "y": _P.curve_to_end,
    "h": lambda p: p.path.closeSubpath(),
    "re": _P.rectangle,
    "S": lambda p: p.paint(True, None),
    "s": lambda p: p.paint(True, None, close=True),
    "f": lambda p: p.paint(False, _WIND),
    "F": lambda p: p.paint(False, _WIND),
    "f*": lambda p: p.paint(False, _EVEN),
    "B": lambda p: p.paint(True, _WIND),
    "B*": lambda p: p.paint(True, _EVEN),
    "b": lambda p: p.paint(True, _WIND, close=True),
    "b*": lambda p: p.paint(True, _EVEN, close=True),
    "n": _P.end_path,
    "W": lambda p: setattr(p, "clip", _WIND),
    "W*": lambda p: setattr(p, "clip", _EVEN),
    "BT": _P.begin_text,
    "ET": lambda p: None,
    "Tc": lambda p, v: p.set(char_space=float(v)),
    "Tw": lambda p, v: p.set(word_space=float(v)),
    "Tz": lambda p, v: p.set(scale=float(v) / 100),
    "TL": lambda p, v: p.set(leading=float(v)),
    "Ts": lambda p, v: p.set(rise=float(v)),
    "Tr": lambda p, v: p.set(mode=int(v)),
    "Tf": _P.font,
    "Td": _P.move,
    "TD": _P.move_leading,
    "Tm": _P.matrix,
    "T*": _P.next_line,
    "Tj": _P.show,
    "TJ": _P.show_spaced,
    "'": _P.next_line_show,
    '"': _P.spaced_next_line_show,
}
#: Operators that draw what this painter does not (images, shadings, other content): refused, never skipped.
_UNDRAWABLE = {"Do", "sh", "BI", "d0", "d1"}
