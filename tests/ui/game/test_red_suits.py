"""Hearts and diamonds are red wherever a bid is shown on screen: hand panel, hand list, the explanation."""

import pytest
from PySide6.QtGui import QColor, QPalette
from ui_helpers import open_panel, type_keys

from prefcount.files import gamefile
from prefcount.ledger import BIDS, Contract, Game
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.hand_list import FOREGROUND
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.hands import RED_SUIT

RED = QColor(RED_SUIT)


def reddish(image) -> int:
    """How many pixels of ``image`` are clearly red."""
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.red() > 150 and colour.green() < 90 and colour.blue() < 90:
                count += 1
    return count


@pytest.mark.parametrize("keys, red", [("17ч", True), ("18б", True), ("17п", False), ("16т", False)])
def test_the_contract_box_shows_a_red_suit_in_red(qtbot, keys, red):
    dialog = open_panel(qtbot, Game(players=("Аня", "Борис", "Вера")))
    box = dialog.ui.contractBox
    type_keys(qtbot, keys, dialog)
    assert (box.palette().color(QPalette.ColorRole.ButtonText) == RED) is red
    assert (reddish(box.grab().toImage()) > 5) is red


def test_the_contract_list_has_red_hearts_and_diamonds_only(qtbot):
    dialog = open_panel(qtbot, Game(players=("Аня", "Борис", "Вера")))
    box = dialog.ui.contractBox
    for row in range(box.count()):
        bid = box.itemData(row)
        brush = box.itemData(row, FOREGROUND)
        is_red = isinstance(bid, Contract) and bid.suit in ("D", "H")
        assert (brush is not None and brush.color() == RED) is is_red, box.itemText(row)
    assert box.count() == len(BIDS) + 1


def test_the_hand_list_and_the_explanation_show_red_suits(qtbot, data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    win.show()
    model = win.hand_model
    hearts = next(i for i, h in enumerate(game.hands) if h.kind == "game" and h.contract.suit == "H")
    spades = next(i for i, h in enumerate(game.hands) if h.kind == "game" and h.contract.suit == "S")
    assert model.data(model.index(hearts, 3), FOREGROUND).color() == RED
    assert model.data(model.index(spades, 3), FOREGROUND) is None
    win.ui.handTable.selectRow(hearts)
    label = win.ui.originLabel
    assert f'<font color="{RED_SUIT}">7♥</font>' in label.text()
    qtbot.waitUntil(lambda: label.height() > 3 * label.fontMetrics().height())  # laid out for its lines
    assert reddish(label.grab().toImage()) > 5
    win.ui.handTable.selectRow(spades)
    assert "6♠" in label.text() and "<font" not in label.text()
