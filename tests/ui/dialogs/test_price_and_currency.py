"""The whist price and currency change at any time, settlement included, as one undoable step that moves only
the money."""

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from prefcount.files import gamefile
from prefcount.ui.dialogs.price_dialog import PriceDialog
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.widgets.problem import shows_problem


@pytest.fixture
def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")  # 0.5 a whist, no currency of its own


def answer(monkeypatch, qtbot, price: str | None = None, currency: str | None = None, accept=True):
    """The rules dialog, answered from the keyboard: the price typed over, a currency picked."""

    def fake_exec(dialog):
        dialog.show()
        if price is not None:
            dialog.ui.priceEdit.selectAll()
            qtbot.keyClicks(dialog.ui.priceEdit, price)
        if currency is not None:
            dialog.ui.currencyBox.setCurrentIndex(dialog.ui.currencyBox.findData(currency))
        if accept and dialog.ok_button.isEnabled():
            qtbot.keyClick(dialog.ui.priceEdit, Qt.Key.Key_Return)
        else:
            dialog.reject()
        return dialog.result()

    monkeypatch.setattr(PriceDialog, "exec", fake_exec)


def test_a_new_price_and_currency_change_only_the_money_and_undo_puts_them_back(qtbot, monkeypatch, sochi):
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    document = win.document
    before_sheet, before = document.sheet, document.settlement
    answer(monkeypatch, qtbot, "1", "€")
    win.ui.actionPrice.trigger()
    game = document.game
    assert game.convention.whist_price == Decimal("1") and game.currency == "€"
    assert (
        game.hands == sochi.hands
        and game.convention.model_copy(update={"whist_price": Decimal("0.5")}) == sochi.convention
    )
    sheet = document.sheet
    assert (sheet.pulya, sheet.gora, sheet.whists) == (before_sheet.pulya, before_sheet.gora, before_sheet.whists)
    assert document.settlement.net == before.net
    assert document.settlement.money_cents == [2 * cents for cents in before.money_cents]
    assert win.ui.standingTable.horizontalHeaderItem(4).text() == "Money, €"
    assert win.ui.standingTable.item(0, 4).text() == "122.00"
    assert win.undo_action.text() == "Undo change the whist price to 1 €"
    win.undo_action.trigger()
    assert document.game == sochi
    assert win.ui.standingTable.item(0, 4).text() == "61.00"


def test_the_settlement_changes_its_price_in_place(qtbot, monkeypatch, sochi):
    document = GameDocument(sochi)
    dialog = SettlementDialog(document)
    qtbot.addWidget(dialog)
    answer(monkeypatch, qtbot, "2")
    dialog.ui.priceButton.click()
    table = dialog.ui.playersTable
    assert table.item(0, table.columnCount() - 1).text().startswith("244.00")
    assert "2" in dialog.ui.summaryLabel.text() and document.game.convention.whist_price == Decimal("2")
    assert document.game.currency is None  # the currency was left as shown: still the app's choice


def test_who_pays_whom_keeps_its_size_however_often_the_price_changes(qtbot, monkeypatch, sochi):
    """«Кто кому платит» is set 1.3 times the dialog's font once: each new price made it 1.3 times bigger again (the
    payments grew from one price to the next at 1024×600, seen under Xvfb)."""
    document = GameDocument(sochi)
    dialog = SettlementDialog(document)
    qtbot.addWidget(dialog)
    size = dialog.ui.paymentsLabel.font().pointSizeF()
    assert size == pytest.approx(dialog.font().pointSizeF() * 1.3)
    for price in ("2", "3", "1"):
        answer(monkeypatch, qtbot, price)
        dialog.ui.priceButton.click()
    assert document.game.convention.whist_price == Decimal("1")
    assert dialog.ui.paymentsLabel.font().pointSizeF() == size


@pytest.mark.parametrize("typed", ["abc", "-1", ""])
def test_a_price_that_is_not_money_cannot_be_accepted(qtbot, sochi, typed):
    dialog = PriceDialog(sochi)
    qtbot.addWidget(dialog)
    dialog.ui.priceEdit.setText(typed)
    assert not dialog.ok_button.isEnabled() and "whist_price" in dialog.ui.problemLabel.text()
    assert shows_problem(dialog.ui.problemLabel)


def test_a_problem_is_red_until_the_price_is_right(qtbot, sochi):
    dialog = PriceDialog(sochi)
    qtbot.addWidget(dialog)
    dialog.ui.priceEdit.selectAll()
    qtbot.keyClicks(dialog.ui.priceEdit, "x")
    assert shows_problem(dialog.ui.problemLabel) and dialog.ui.problemLabel.text()
    qtbot.keyClick(dialog.ui.priceEdit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.ui.priceEdit, "2")
    assert not shows_problem(dialog.ui.problemLabel) and dialog.ui.problemLabel.text() == ""
    assert dialog.ok_button.isEnabled()


def test_cancel_changes_nothing(qtbot, monkeypatch, sochi):
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    answer(monkeypatch, qtbot, "3", accept=False)
    win.change_price()
    assert win.document.game == sochi and not win.document.undo_stack.count()
