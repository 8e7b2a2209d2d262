"""The club book's head-to-head matrix: a table coloured by the sign of each balance."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from prefcount.book.colours import LOST_BACKGROUND, WON_BACKGROUND
from prefcount.i18n import translate
from prefcount.money import money_text
from prefcount.ui.book_stats_model import number_text

Number = int | float | Fraction


class HeadToHeadModel(QAbstractTableModel):
    """Row person's balance against column person, summed over the games; coloured by its sign."""

    POSITIVE = QColor(WON_BACKGROUND)
    NEGATIVE = QColor(LOST_BACKGROUND)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.balance: dict[tuple[str, str], Fraction] = {}
        self.together: Mapping[tuple[str, str], int] = {}
        self.money = False

    def set_balances(
        self,
        names: Sequence[str],
        balance: Mapping[tuple[str, str], Number],
        together: Mapping[tuple[str, str], int] | None = None,
        money: bool = False,
    ) -> None:
        """``balance[(a, b)]``: what ``a`` won from ``b`` (negative: lost), in money when ``money`` (else in
        whists); ``together``: pulkas they met in."""
        self.beginResetModel()
        self.names = list(names)
        self.balance = {pair: Fraction(value) for pair, value in balance.items()}
        self.together = dict(together or {})
        self.money = money
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.names)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.names)

    def value(self, row: int, column: int) -> Fraction | None:
        if row == column:
            return None
        return self.balance.get((self.names[row], self.names[column]), Fraction(0))

    def amount(self, value: Fraction) -> str:
        """A balance as the language writes it: money to the cent (``+2,67``), whists whole or to two places."""
        return money_text(value * 100, signed=True) if self.money else number_text(value, places=2, signed=True)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        value = self.value(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return "—" if value is None else self.amount(value)
        if role == Qt.ItemDataRole.BackgroundRole and value:
            return self.POSITIVE if value > 0 else self.NEGATIVE
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and value is not None:
            pair = (self.names[index.row()], self.names[index.column()])
            return translate("HeadToHead", "{row} against {column}: {amount} (pulkas together: {pulkas})").format(
                row=pair[0], column=pair[1], amount=self.amount(value), pulkas=self.together.get(pair, 0)
            )
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
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
        money: bool = False,
    ) -> None:
        self.matrix.set_balances(names, balance, together, money)
