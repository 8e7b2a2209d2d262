"""Numbers follow the language: a decimal comma in Russian and Ukrainian, a point in English."""

import pytest

from prefcount.files import gamefile
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import set_language


@pytest.fixture
def first_hand(data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")  # 0.5 a whist
    return game.model_copy(update={"hands": game.hands[:1]})  # nets +5⅓ / −⅔ / −4⅔


@pytest.mark.parametrize(
    "language, money, price",
    [
        ("ru", ["2,67", "-0,34", "-2,33"], "0,5 ₽"),
        ("uk", ["2,67", "-0,34", "-2,33"], "0,5 ₴"),
        ("en", ["2.67", "-0.34", "-2.33"], "0.5"),
    ],
)
def test_money_in_the_window_and_the_settlement(qtbot, first_hand, language, money, price):
    set_language(language)
    win = MainWindow(GameDocument(first_hand))
    qtbot.addWidget(win)
    assert [win.ui.standingTable.item(seat, 4).text() for seat in range(3)] == money
    dialog = SettlementDialog(win.document, win)
    qtbot.addWidget(dialog)
    table = dialog.ui.playersTable
    shown = [table.item(row, table.columnCount() - 1).text() for row in range(3)]
    assert [text.removesuffix(" ₽").removesuffix(" ₴") for text in shown] == money
    assert price in dialog.ui.summaryLabel.text()
