"""What the app's tables share: a height that shows every row, money coloured as won or lost, the last row shown."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QTableWidget


def fit_height(table: QTableWidget) -> None:
    """Make ``table`` exactly as tall as its header (when shown) and rows: no scroll bar, no empty band."""
    header = table.horizontalHeader()
    heading = 0 if header.isHidden() else header.sizeHint().height()
    table.setFixedHeight(heading + table.verticalHeader().length() + 2 * table.frameWidth() + 2)


def money_colour(cents: int | float) -> QColor | None:
    """The colour of money won (green) or lost (red), as the club book and the season's PDF write it; none for 0."""
    from prefcount.book.colours import LOST_TEXT, WON_TEXT  # here: the window paints before the book loads

    return QColor(WON_TEXT) if cents > 0 else QColor(LOST_TEXT) if cents < 0 else None


def show_last_row(view: QAbstractItemView) -> None:
    """Scroll ``view`` to its last row, now and again once it is laid out (a view not yet shown cannot scroll)."""
    view.scrollToBottom()
    QTimer.singleShot(0, view, view.scrollToBottom)  # (the view as context: none if it is gone by then)
