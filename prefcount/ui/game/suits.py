"""Red hearts and diamonds in Qt widgets, as on the cards (the colour itself is the table's
:attr:`~prefcount.ui.widgets.colours.Shade.RED_SUIT`: the paper's red in the light scheme, lighter in the dark)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QComboBox

from prefcount.ui.widgets.colours import SchemeWatch, Shade, colour
from prefcount.words.hands import is_red


class _BidColours(QObject):
    """Keeps the red bids of a box red in the scheme shown (see :func:`colour_bid_box`)."""

    def __init__(self, box: QComboBox) -> None:
        super().__init__(box)
        self.box = box
        self.scheme = SchemeWatch()
        box.currentIndexChanged.connect(self.show_current)
        box.installEventFilter(self)
        self.colour_items()

    def colour_items(self) -> None:
        red = QBrush(colour(Shade.RED_SUIT))
        for row in range(self.box.count()):
            if is_red(self.box.itemData(row)):
                self.box.setItemData(row, red, Qt.ItemDataRole.ForegroundRole)
        self.show_current()

    def show_current(self, _row: int = -1) -> None:
        palette = QPalette()  # nothing set: the box's colours are its parent's
        if is_red(self.box.currentData()):
            red = colour(Shade.RED_SUIT)
            for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
                palette.setColor(role, red)
        self.box.setPalette(palette)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.box and self.scheme.changed(event):
            self.colour_items()
        return False


def colour_bid_box(box: QComboBox) -> None:
    """Paint the ♦ and ♥ bids of ``box`` red, in the list and in the box itself while one is chosen, in the
    colour scheme shown now and after it changes.

    The items hold their bid as data (``None`` for "no bid yet").
    """
    _BidColours(box)
