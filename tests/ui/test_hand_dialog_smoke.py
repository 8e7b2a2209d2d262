from ui_helpers import type_keys

from prefcount.ledger import PRESETS, Game
from prefcount.ui.hand_dialog import HandDialog


def test_typical_hand(qtbot):
    game = Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["sochi"])
    dialog = HandDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    type_keys(qtbot, "17чвп72", dialog)
    print(dialog.message(), dialog.preview())
    assert dialog.hand() is not None
