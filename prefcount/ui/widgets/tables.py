"""What the app's tables share: a height that shows every row, money coloured as won or lost, the last row shown,
columns fitted to their texts once after many cells change."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget

from prefcount.ui.widgets.colours import Shade, colour


def fit_height(table: QTableWidget) -> None:
    """Make ``table`` exactly as tall as its header (when shown) and rows: no scroll bar, no empty band."""
    header = table.horizontalHeader()
    heading = 0 if header.isHidden() else header.sizeHint().height()
    table.setFixedHeight(heading + table.verticalHeader().length() + 2 * table.frameWidth() + 2)


def money_colour(cents: int | float) -> QColor | None:
    """The colour of money won (green) or lost (red) in the scheme shown (light: as the club book and the season's
    PDF write it); none for 0, which takes the palette's text."""
    return colour(Shade.WON) if cents > 0 else colour(Shade.LOST) if cents < 0 else None


def money_brush(cents: int | float) -> QBrush:
    """:func:`money_colour` for a table's item: no brush (the palette's text) for 0."""
    ink = money_colour(cents)
    return QBrush(ink) if ink is not None else QBrush()


def show_last_row(view: QAbstractItemView) -> None:
    """Scroll ``view`` to its last row, now and again once it is laid out (a view not yet shown cannot scroll)."""
    view.scrollToBottom()
    QTimer.singleShot(0, view, view.scrollToBottom)  # (the view as context: none if it is gone by then)


@contextmanager
def columns_fitted_after(table: QTableWidget) -> Iterator[None]:
    """The texts set inside are measured once, after: a column that fits its contents (``ResizeToContents``)
    otherwise measures all its cells again at each cell that changes."""
    header = table.horizontalHeader()
    modes = [header.sectionResizeMode(column) for column in range(header.count())]
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    try:
        yield
    finally:
        for column, mode in enumerate(modes):
            header.setSectionResizeMode(column, mode)
