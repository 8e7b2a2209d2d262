"""The hand panel's table of amounts for an adjustment (RULES §8): pulya, gora and the whists each player
writes on the others, typed as they are, read back as an :class:`~prefcount.ledger.AdjustmentHand`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QHeaderView, QLineEdit, QTableWidget, QTableWidgetItem

from prefcount.ledger import AdjustmentHand
from prefcount.words.i18n import translate


class AdjustmentTable:
    """``table`` (a row a player; pulya, gora, then "whists on" each player) and ``note`` of the hand panel's
    adjustment page. The view never writes the amounts from the entry: the table itself is what the
    player typed; :meth:`read` gives the hand it makes."""

    def __init__(self, table: QTableWidget, note: QLineEdit) -> None:
        self.table, self.note = table, note

    def set_players(self, players: tuple[str, ...]) -> None:
        """A row and a "whists on" column for each player; every header in full."""
        table = self.table
        columns = [translate("HandPanel", "pulya"), translate("HandPanel", "gora")]
        # two lines ("whists on" over the name): a column need be only as wide as the name
        columns += [translate("HandPanel", "whists on\n{name}").format(name=name) for name in players]
        table.blockSignals(True)  # the table is read when the player changes it, not while it is made
        try:
            table.clear()
            table.setRowCount(len(players))
            table.setColumnCount(len(columns))
            table.setHorizontalHeaderLabels(columns)
            table.setVerticalHeaderLabels(list(players))
        finally:
            table.blockSignals(False)
        # columns as wide as their header, the table as wide as its columns
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setMinimumSectionSize(table.fontMetrics().horizontalAdvance("-0000") + 12)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def clear(self) -> None:
        """Every amount 0, no note (a player writes no whists on himself: that cell is shut)."""
        table = self.table
        table.blockSignals(True)
        try:
            for row in range(table.rowCount()):
                for column in range(table.columnCount()):
                    item = QTableWidgetItem("" if column == 2 + row else "0")
                    if column == 2 + row:
                        item.setFlags(Qt.ItemFlag.NoItemFlags)
                    table.setItem(row, column, item)
            self.note.clear()
        finally:
            table.blockSignals(False)

    def load(self, hand: AdjustmentHand) -> None:
        """Show a recorded adjustment (to edit it)."""
        table, n = self.table, self.table.rowCount()
        table.blockSignals(True)
        try:
            for seat in range(n):
                amounts = {0: hand.pulya[seat] if hand.pulya else 0, 1: hand.gora[seat] if hand.gora else 0}
                if hand.whists:
                    amounts.update({2 + on: hand.whists[seat][on] for on in range(n) if on != seat})
                for column, amount in amounts.items():
                    item = table.item(seat, column)
                    if item is not None:
                        item.setText(str(amount))
            self.note.setText(hand.note or "")
        finally:
            table.blockSignals(False)

    def read(self) -> AdjustmentHand | str:
        """The amounts typed as a hand, or what is wrong with them (a cell that is not a whole number)."""
        n = self.table.rowCount()
        try:
            pulya = tuple(self._number(seat, 0) for seat in range(n))
            gora = tuple(self._number(seat, 1) for seat in range(n))
            whists = tuple(
                tuple(0 if on == seat else self._number(seat, 2 + on) for on in range(n)) for seat in range(n)
            )
        except ValueError as error:
            return str(error)
        return AdjustmentHand(
            pulya=pulya if any(pulya) else None,
            gora=gora if any(gora) else None,
            whists=whists if any(map(any, whists)) else None,
            note=self.note.text().strip() or None,
        )

    def _number(self, row: int, column: int) -> int:
        item = self.table.item(row, column)
        text = item.text().strip() if item else ""
        digits = (text or "0").removeprefix("-")
        if not (digits.isascii() and digits.isdigit()):  # ASCII only: '²' passes isdigit, not int()
            raise ValueError(translate("HandPanel", "“{text}” is not a whole number.").format(text=text))
        return int(text or 0)
