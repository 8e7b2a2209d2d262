"""The settlement (роспись пульки): effective gora, amnesty, the pairwise table, nets, who pays whom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from prefcount.ledger import format_amount
from prefcount.ui.app.settings import currency
from prefcount.ui.forms.settlement_dialog_ui import Ui_SettlementDialog
from prefcount.ui.printing import printing
from prefcount.ui.widgets.colours import SchemeWatch
from prefcount.ui.widgets.tables import fit_height, money_brush
from prefcount.words.i18n import QT_TRANSLATE_NOOP, translate
from prefcount.words.money import money_text, price_text
from prefcount.words.options import convention_title
from prefcount.words.standings import payment_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QShowEvent

    from prefcount.ui.game.document import GameDocument


#: RULES §12.3 (``settle_open_pulya = ignore``), said when a pulya is still short of the target.
LEFT_OUT = QT_TRANSLATE_NOOP(
    "SettlementDialog",
    "As the convention says, the unfinished pulya is left out: only a pulya past the target comes off the gora.",
)


class SettlementDialog(QDialog):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scheme = SchemeWatch()  # money in the colours of the scheme shown, also after it changes
        self.ui = Ui_SettlementDialog()
        self.ui.setupUi(self)
        self.document = document
        for table in (self.ui.playersTable, self.ui.pairwiseTable):  # read across the table
            font = table.font()
            font.setPointSizeF(font.pointSizeF() * 1.15)
            table.setFont(font)
        font = self.ui.paymentsLabel.font()  # who pays whom, the answer the table waits for: large, once (a new
        font.setPointSizeF(font.pointSizeF() * 1.3)  # price fills the dialog again and would grow it again)
        font.setBold(True)
        self.ui.paymentsLabel.setFont(font)
        self._fill()
        ui = self.ui
        ui.buttons.rejected.connect(self.reject)
        ui.priceButton.clicked.connect(self.change_price)
        # the game as it is when the button is pressed (the price may have changed meanwhile)
        ui.printSettlementButton.clicked.connect(lambda: printing.print_settlement(self, document.game))
        ui.printSheetButton.clicked.connect(lambda: printing.print_sheet(self, document.game))
        ui.exportPdfButton.clicked.connect(lambda: printing.export_pdf(self, document.game, document.path))
        ui.openPdfButton.clicked.connect(lambda: printing.open_in_viewer(self, document.game))

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        """Once laid out, widen any table whose columns still need a scroll bar (a pixel counts)."""
        super().showEvent(event)
        grown = False
        for table in (self.ui.playersTable, self.ui.pairwiseTable):
            # every column as wide as its bold figures and header: the headers' own length, not the scroll bar's
            # range (it may still be the one before the fonts were set)
            needed = table.verticalHeader().width() + table.horizontalHeader().length() + 2 * table.frameWidth()
            if needed > table.width():
                table.setMinimumWidth(needed)
                grown = True
        if grown:
            self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if self.scheme.changed(event):
            self._fill()
        super().changeEvent(event)

    def change_price(self) -> None:
        """A new whist price or currency, here and now: the money is settled again, the sheet stays."""
        from prefcount.ui.dialogs.price_dialog import change_money

        if change_money(self, self.document):
            self._fill()

    @classmethod
    def show_for(cls, parent: QWidget | None, document: GameDocument) -> None:
        dialog = cls(document, parent)
        dialog.exec()

    def _fill(self) -> None:
        sheet, s = self.document.sheet, self.document.settlement  # derived once per change by the document
        players = list(self.document.game.players)
        convention = sheet.convention
        unit = currency(self.document.game)
        state = (
            translate("SettlementDialog", "The game is over.")
            if sheet.is_over
            else translate(
                "SettlementDialog", "The game is not over: this is what the table would settle if it stopped now."
            )
        )
        self.ui.summaryLabel.setText(
            translate("SettlementDialog", "{preset}, to {target}; a whist is worth {price}.").format(
                preset=convention_title(convention, sheet.n, translate),
                target=sheet.target,
                price=price_text(convention.whist_price, unit),
            )
            + " "
            + state
            + (" " + translate("SettlementDialog", LEFT_OUT) if s.open_pulya_left_out else "")
        )
        columns: list[tuple[str, Callable[[int], str]]] = [
            (translate("SettlementDialog", "Pulya"), lambda i: format_amount(sheet.pulya[i])),
            (translate("SettlementDialog", "Gora"), lambda i: format_amount(sheet.gora[i])),
            (translate("SettlementDialog", "Effective gora"), lambda i: format_amount(s.effective_gora[i])),
            (translate("SettlementDialog", "After amnesty"), lambda i: format_amount(s.amnesty[i])),
            (translate("SettlementDialog", "Gora in whists"), lambda i: format_amount(s.gora_whists[i])),
            (translate("SettlementDialog", "Net whists"), lambda i: format_amount(s.net[i], signed=True)),
            (translate("SettlementDialog", "Rounded"), lambda i: f"{s.rounded_whists[i]:+d}"),
            (translate("SettlementDialog", "Money"), lambda i: money_text(s.money_cents[i], unit)),
        ]
        table = self.ui.playersTable
        table.setRowCount(len(players))
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels([title for title, _ in columns])
        table.setVerticalHeaderLabels(players)
        for row in range(len(players)):
            for column, (_title, value) in enumerate(columns):
                item = _cell(value(row))
                if column == len(columns) - 1:
                    cents = s.money_cents[row]
                    item.setForeground(money_brush(cents))  # (none for 0: the palette's text)
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)
        _fit(table)
        pair = self.ui.pairwiseTable
        pair.setRowCount(len(players))
        pair.setColumnCount(len(players))
        pair.setHorizontalHeaderLabels(players)
        pair.setVerticalHeaderLabels(players)
        for i in range(len(players)):
            for j in range(len(players)):
                pair.setItem(i, j, _cell("" if i == j else format_amount(s.pairwise[i][j], signed=True)))
        _fit(pair, equal=True)
        self.ui.paymentsLabel.setText("\n".join(payment_lines(s, players, unit)))


def _cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _fit(table: QTableWidget, equal: bool = False) -> None:
    header = table.horizontalHeader()
    if equal:
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    else:
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeRowsToContents()
    fit_height(table)
    # every figure in view: the dialog grows to the table instead of hiding columns behind a scroll bar
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    table.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
