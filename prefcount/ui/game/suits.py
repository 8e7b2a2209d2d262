"""Red hearts and diamonds in Qt widgets, as on the cards (the colour itself is
:data:`prefcount.words.hands.RED_SUIT`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QComboBox

from prefcount.words.hands import RED_SUIT, is_red

RED = QColor(RED_SUIT)


def colour_bid_box(box: QComboBox) -> None:
    """Paint the ♦ and ♥ bids of ``box`` red, in the list and in the box itself while one is chosen.

    The items hold their bid as data (``None`` for "no bid yet").
    """
    for row in range(box.count()):
        if is_red(box.itemData(row)):
            box.setItemData(row, QBrush(RED), Qt.ItemDataRole.ForegroundRole)
    normal = box.palette()

    def show_current(_row: int = -1) -> None:
        palette = QPalette(normal)
        if is_red(box.currentData()):
            for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
                palette.setColor(role, RED)
        box.setPalette(palette)

    box.currentIndexChanged.connect(show_current)
    show_current()
