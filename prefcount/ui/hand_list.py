"""The hand list beside the sheet: one row per hand, as the table would say it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from prefcount.i18n import translate
from prefcount.words import RED_SUIT, call_letter, hand_title, is_red

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
ROLES = frozenset((DISPLAY, FOREGROUND, TOOLTIP, ALIGNMENT))
RED = QBrush(QColor(RED_SUIT))
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
COLUMNS = ("number", "dealer", "declarer", "contract", "calls", "tricks", "wrote")


def column_title(column: str) -> str:
    return {
        "number": "#",
        "dealer": translate("HandList", "Dealer"),
        "declarer": translate("HandList", "Declarer"),
        "contract": translate("HandList", "Contract"),
        "calls": translate("HandList", "Calls"),
        "tricks": translate("HandList", "Tricks"),
        "wrote": translate("HandList", "What it wrote"),
    }[column]


class HandListModel(QAbstractTableModel):
    def __init__(self, document, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self._rows = len(document.game.hands)
        self._texts: dict[tuple[int, str], str] = {}
        self._game = document.game
        document.changed.connect(lambda: self.reload())

    def reload(self, everything: bool = False) -> None:
        """The game changed: rows come and go one at a time; every other row may say something new.

        A hand recorded after the others changes no earlier row, so their texts are
        kept — unless ``everything`` must be said again (another language).
        """
        old, game = self._game, self.document.game
        self._game = game
        appended = not everything and game.continues(old)
        if not appended:
            self._texts.clear()
        rows = len(game.hands)
        if rows > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()
        elif rows < self._rows:
            self.beginRemoveRows(QModelIndex(), rows, self._rows - 1)
            self._rows = rows
            self.endRemoveRows()
        if rows and not appended:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(COLUMNS) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt override
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt override
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return column_title(COLUMNS[section])
        return None

    def data(self, index: QModelIndex, role=DISPLAY):
        # called for every visible cell and role on each repaint: answer the common "no" first
        role = int(role)
        if role not in ROLES or not index.isValid():
            return None
        column = COLUMNS[index.column()]
        row = index.row()
        if role == DISPLAY:
            return self.text(row, column)
        if role == FOREGROUND:
            if column == "contract":
                hand = self.document.game.hands[row]
                if hand.kind == "game" and is_red(hand.contract):
                    return RED
            return None
        if role == TOOLTIP:
            return self.text(row, column) if column == "wrote" else None
        return CENTRE if column in ("number", "tricks", "calls") else None

    def text(self, row: int, column: str) -> str:
        key = (row, column)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = self._text(row, column)
        return text

    def _text(self, row: int, column: str) -> str:
        game = self.document.game
        hand = game.hands[row]
        players = game.players
        try:
            result = self.document.sheet.hands[row]
        except Exception:  # noqa: BLE001 - a sheet that does not score still lists its hands
            result = None
        if column == "number":
            return str(row + 1)
        if column == "dealer":
            dealer = result.dealer if result is not None else hand.dealer
            return players[dealer] if dealer is not None else ""
        if column == "declarer":
            return players[hand.declarer] if hand.kind in ("game", "misere") else ""
        if column == "contract":
            return hand_title(hand, result.raspasy_k if result is not None else 0)
        if column == "calls":
            if hand.kind != "game":
                return ""
            return " ".join(call_letter(call) for call in hand.calls if call)
        if column == "tricks":
            if hand.kind == "misere":
                return str(hand.tricks)
            tricks = getattr(hand, "tricks", None)
            if not tricks:
                return ""
            return "-".join("·" if t is None else str(t) for t in tricks)  # · the dealer sitting out
        if column == "wrote":
            if result is None:
                return ""
            return result.summary(list(players), translate)
        return ""
