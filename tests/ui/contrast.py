"""The contrast of every text a window shows (WCAG 2's ratio), worked out twice: from the colours Qt paints it in
(palette, item data, rich text) and from the window's pixels (imported as ``contrast``)."""

from __future__ import annotations

import re
from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QToolButton,
    QWidget,
)

#: WCAG AA for text.
AA = 4.5
Role = QPalette.ColorRole


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


class Seen(NamedTuple):
    """A text on screen: where, what, its ink and its ground, and the widget's rectangle in the window."""

    where: str
    text: str
    ink: QColor
    ground: QColor
    rect: QRect

    @property
    def ratio(self) -> float:
        return ratio(self.ink, self.ground)

    def __str__(self) -> str:
        return f"{self.where} «{self.text[:40]}»: {self.ink.name()} on {self.ground.name()} = {self.ratio:.2f}:1"


STYLE_BACKGROUND = re.compile(r"background(?:-color)?\s*:\s*(#[0-9a-fA-F]{3,6})")
RICH_COLOUR = re.compile(r"color\s*[=:]\s*\"?'?(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})")


def ground_of(widget: QWidget) -> QColor:
    """The colour behind ``widget``'s text: the nearest widget (itself or up) that fills its background."""
    here: QWidget | None = widget
    while here is not None:
        match = STYLE_BACKGROUND.search(here.styleSheet())
        if match:
            return QColor(match.group(1))
        parent = here.parentWidget()
        if here.autoFillBackground() or here.isWindow():
            return here.palette().color(here.backgroundRole())
        if isinstance(parent, QAbstractScrollArea) and here is parent.viewport():
            return here.palette().color(here.backgroundRole())
        here = parent
    return widget.palette().color(Role.Window)


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName() or ''}".strip()


def _inks(widget: QWidget, role: Role, text: str) -> list[QColor]:
    """The palette's ink of ``role``, and every colour rich text names."""
    inks = [widget.palette().color(QPalette.ColorGroup.Active, role)]
    inks += [QColor(name) for name in RICH_COLOUR.findall(text)]
    return inks


def texts_shown(window: QWidget) -> list[Seen]:
    """Every text ``window`` shows now, enabled (WCAG asks no contrast of what cannot be used)."""
    out: list[Seen] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or not widget.isEnabled() or widget.window() is not window:
            continue
        shown = widget.visibleRegion().boundingRect()
        whole = shown == widget.rect()  # (a label scrolled out of view, or cut by the view's edge: its colours only)
        rect = QRect(widget.mapTo(window, shown.topLeft()), shown.size()) if whole else QRect()
        where = _name(widget)
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            for ink in _inks(widget, widget.foregroundRole(), widget.text()):
                out.append(Seen(where, widget.text(), ink, ground_of(widget), rect))
        elif isinstance(widget, (QCheckBox, QRadioButton)) and widget.text():
            out.append(Seen(where, widget.text(), widget.palette().color(Role.WindowText), ground_of(widget), rect))
        elif isinstance(widget, QToolButton) and widget.text() and widget.autoRaise():
            ground = ground_of(widget.parentWidget() or widget)
            out.append(Seen(where, widget.text(), widget.palette().color(Role.ButtonText), ground, rect))
        elif isinstance(widget, (QPushButton, QToolButton)) and widget.text():
            palette = widget.palette()
            out.append(Seen(where, widget.text(), palette.color(Role.ButtonText), palette.color(Role.Button), rect))
        elif isinstance(widget, QLineEdit) and (widget.text() or widget.placeholderText()):
            palette = widget.palette()
            ink = palette.color(Role.Text if widget.text() else Role.PlaceholderText)
            out.append(Seen(where, widget.text() or widget.placeholderText(), ink, palette.color(Role.Base), rect))
        elif isinstance(widget, QComboBox) and not widget.isEditable() and widget.currentText():
            palette = widget.palette()
            out.append(
                Seen(where, widget.currentText(), palette.color(Role.ButtonText), palette.color(Role.Button), rect)
            )
        elif isinstance(widget, QAbstractSpinBox) and widget.text():
            palette = widget.palette()
            out.append(Seen(where, widget.text(), palette.color(Role.Text), palette.color(Role.Base), rect))
        elif isinstance(widget, QGroupBox) and widget.title():
            out.append(Seen(where, widget.title(), widget.palette().color(Role.WindowText), ground_of(widget), rect))
        elif isinstance(widget, QHeaderView):
            out += _header_texts(widget, window)
        elif isinstance(widget, QAbstractItemView):
            out += _cell_texts(widget, window)
    return out


def _header_texts(header: QHeaderView, window: QWidget) -> list[Seen]:
    model = header.model()
    if model is None:
        return []
    palette = header.palette()
    out = []
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if text:
            out.append(
                Seen(
                    _name(header.parentWidget() or header) + " header",
                    str(text),
                    palette.color(Role.ButtonText),
                    palette.color(Role.Button),
                    QRect(),
                )
            )
    return out


def _cell_texts(view: QAbstractItemView, window: QWidget) -> list[Seen]:
    model = view.model()
    if model is None:
        return []
    palette = view.palette()
    viewport = view.viewport()
    selected = set(view.selectionModel().selectedIndexes()) if view.selectionModel() else set()
    out = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column, QModelIndex())
            rect = view.visualRect(index)
            if not rect.isValid() or not viewport.rect().intersects(rect):
                continue
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text in (None, ""):
                continue
            brush = index.data(Qt.ItemDataRole.ForegroundRole)
            back = index.data(Qt.ItemDataRole.BackgroundRole)
            if index in selected:
                ink, ground = palette.color(Role.HighlightedText), palette.color(Role.Highlight)
            else:
                ink = QColor(brush.color() if hasattr(brush, "color") else brush) if brush is not None else None
                ink = ink if ink is not None and ink.isValid() else palette.color(Role.Text)
                alternate = view.alternatingRowColors() and row % 2
                ground = QColor(back.color() if hasattr(back, "color") else back) if back is not None else None
                if ground is None or not ground.isValid():
                    ground = palette.color(Role.AlternateBase if alternate else Role.Base)
            where = _name(view) + f" cell {row},{column}"
            whole = viewport.rect().contains(rect)  # (a cell cut by the edge: its colours only, not its pixels)
            cell = QRect(viewport.mapTo(window, rect.topLeft()), rect.size()) if whole else QRect()
            out.append(Seen(where, str(text), ink, ground, cell))
    return out


def painted_ratio(image: QImage, rect: QRect) -> float:
    """The contrast of the strongest pixel of ``rect`` against the colour most of it has (its ground): what the
    text in it reaches on screen, whatever painted it (a style sheet the palette does not know, say)."""
    inner = rect.adjusted(2, 2, -2, -2).intersected(image.rect())
    counts: dict[int, int] = {}
    for y in range(inner.top(), inner.bottom() + 1):
        for x in range(inner.left(), inner.right() + 1):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    if not counts:
        return 21.0
    ground = QColor.fromRgb(max(counts, key=counts.__getitem__))
    return max(ratio(QColor.fromRgb(rgb), ground) for rgb in counts)


def too_faint(window: QWidget, least: float = AA) -> list[str]:
    """Every text of ``window`` under ``least``:1, by its colours and by its pixels (labels and table cells)."""
    image = window.grab().toImage()
    faint = []
    for seen in texts_shown(window):
        if seen.ratio < least:
            faint.append(str(seen))
        elif seen.rect.isValid() and seen.where.startswith(("QLabel", "QTableView", "QTableWidget")):
            painted = painted_ratio(image, seen.rect)
            if painted < least:
                faint.append(f"{seen} — painted {painted:.2f}:1")
    return faint


def all_tables(window: QWidget) -> list[QTableWidget]:
    return window.findChildren(QTableWidget)
