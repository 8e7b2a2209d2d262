"""The club book's head-to-head matrix: a table coloured by the sign of each balance."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from prefcount.ledger import format_amount
from prefcount.ui.widgets.colours import Shade, colour
from prefcount.words.i18n import translate
from prefcount.words.money import money_text

Number = int | Fraction
AmountText = Callable[[Fraction], str]


def whists_text(value: Fraction) -> str:
    """A balance in whists as players write it: ``+30``, ``-2½``, ``0``."""
    return format_amount(value, signed=True)


def money_balance_text(value: Fraction) -> str:
    """A balance in money (an exact amount, not cents) as the rest of the book writes money: ``+2,50`` in Russian."""
    return money_text(value * 100, signed=True)


class HeadToHeadModel(QAbstractTableModel):
    """Row person's balance against column person, summed over the games; coloured by its sign."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.balance: dict[tuple[str, str], Fraction] = {}
        self.together: Mapping[tuple[str, str], int] = {}
        self.text: AmountText = whists_text

    def set_balances(
        self,
        names: Sequence[str],
        balance: Mapping[tuple[str, str], Number],
        together: Mapping[tuple[str, str], int] | None = None,
        text: AmountText = whists_text,
    ) -> None:
        """``balance[(a, b)]``: what ``a`` won from ``b`` (negative: lost); ``together``: pulkas they met in;
        ``text`` writes a balance (:func:`whists_text` or :func:`money_balance_text`)."""
        self.beginResetModel()
        self.names = list(names)
        self.balance = {pair: Fraction(value) for pair, value in balance.items()}
        self.together = dict(together or {})
        self.text = text
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.names)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.names)

    def value(self, row: int, column: int) -> Fraction | None:
        if row == column:
            return None
        return self.balance.get((self.names[row], self.names[column]), Fraction(0))

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        value = self.value(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return "—"
            if self.together and (self.names[index.row()], self.names[index.column()]) not in self.together:
                return ""  # never played together: not a draw
            return self.text(value)
        if role == Qt.ItemDataRole.BackgroundRole and value:
            return colour(Shade.WON_CELL if value > 0 else Shade.LOST_CELL)  # (the scheme shown now)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and value is not None:
            pair = (self.names[index.row()], self.names[index.column()])
            return translate("HeadToHead", "{row} against {column}: {amount} (pulkas together: {pulkas})").format(
                row=pair[0], column=pair[1], amount=self.text(value), pulkas=self.together.get(pair, 0)
            )
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.names):
            return self.names[section]
        return None


class HeadToHeadTable(QTableView):
    """The head-to-head matrix: green where the row person is up on the column person, red where down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matrix = HeadToHeadModel(self)
        self.setModel(self.matrix)
        self.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip(translate("HeadToHead", "Each row's balance against each column, summed over the games"))

    def set_balances(
        self,
        names: Sequence[str],
        balance: Mapping[tuple[str, str], Number],
        together: Mapping[tuple[str, str], int] | None = None,
        text: AmountText = whists_text,
    ) -> None:
        self.matrix.set_balances(names, balance, together, text)
