"""Less common hands: concession, adjustment, four players, editing every kind."""

import pytest
from PySide6.QtCore import Qt
from ui_helpers import type_keys

from prefcount.ledger import AdjustmentHand, Call, Game, GameHand, HandKind, MisereHand, RaspasyHand
from prefcount.ui.hand_dialog import HandDialog

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def open_dialog(qtbot, game, index=None, hand=None):
    dialog = HandDialog(game, index, hand)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_boxes_list_the_ledgers_kinds_and_calls_and_a_click_picks_one(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES3))
    kinds = [dialog.ui.kindBox.itemData(i) for i in range(dialog.ui.kindBox.count())]
    assert kinds == list(HandKind)
    calls = [dialog.calls[1].itemData(i) for i in range(dialog.calls[1].count())]
    assert calls == [None, *Call]
    type_keys(qtbot, "17ч", dialog)
    dialog.calls[1].setCurrentIndex(2)  # the mouse: pass
    assert dialog.entry.calls[1] is Call.PASS
    dialog.ui.kindBox.setCurrentIndex(2)
    assert dialog.entry.kind is HandKind.RASPASY and dialog.ui.pages.currentIndex() == 0


def test_conceded_down_three_by_keyboard(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "18hwpб", dialog)  # б: «без трёх»
    assert dialog.ui.concededBox.isChecked()
    assert not any(edit.isEnabled() for edit in dialog.tricks[:3])
    type_keys(qtbot, "\n", dialog)
    hand = dialog.hand()
    assert hand.conceded and hand.tricks is None


def test_adjustment(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES3))
    dialog.ui.kindBox.setCurrentIndex(3)
    assert dialog.ui.pages.currentIndex() == 1
    table = dialog.ui.adjustmentTable
    table.item(0, 0).setText("4")
    table.item(1, 1).setText("6")
    table.item(2, 2).setText("8")  # Вера writes 8 on Аня
    dialog.ui.noteEdit.setText("с бумажной пульки")
    assert dialog.ok_button.isEnabled(), dialog.message()
    dialog.ui.buttons.accepted.emit()
    hand = dialog.hand()
    assert isinstance(hand, AdjustmentHand)
    assert hand.pulya == (4, 0, 0) and hand.gora == (0, 6, 0) and hand.whists[2][0] == 8
    assert hand.note == "с бумажной пульки"
    table.item(0, 0).setText("x")
    assert not dialog.ok_button.isEnabled() and "x" in dialog.message()


def test_four_players_dealer_is_prefilled_and_sits_out(qtbot):
    first = RaspasyHand(dealer=0, tricks=(None, 3, 2, 5))
    dialog = open_dialog(qtbot, Game(players=NAMES4, hands=(first,)))
    assert dialog.table_dealer() == 1  # the ledger says who deals next
    assert "sits out" in dialog.names[1].text()
    type_keys(qtbot, "36sww6", dialog)  # Вера declares; Глеб and Аня defend (Борис deals)
    assert dialog.defenders() == (3, 0)
    type_keys(qtbot, "3\n", dialog)
    hand = dialog.hand()
    assert hand.dealer == 1 and hand.tricks == (1, None, 6, 3)


def test_raspasy_with_four_players_skips_the_dealer(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES4))
    type_keys(qtbot, "0", dialog)
    assert dialog.kind() == "raspasy"
    assert not dialog.tricks[0].isEnabled()  # Аня deals first and sits out
    type_keys(qtbot, "45\n", dialog)
    assert dialog.hand().tricks == (None, 4, 5, 1)


def test_editing_prefills_every_kind(qtbot):
    hands = [
        GameHand(declarer=1, contract="7H", calls=("whist", None, "pass"), tricks=(3, 6, 1)),
        MisereHand(declarer=2, tricks=1),
        RaspasyHand(tricks=(2, 5, 3)),
        GameHand(declarer=0, contract="7S", calls=(None, "pass", "half-whist")),
        AdjustmentHand(pulya=(4, 0, 2), note="бумага"),
    ]
    game = Game(players=NAMES3, hands=tuple(hands))
    for index, hand in enumerate(hands):
        dialog = open_dialog(qtbot, game, index, hand)
        assert dialog.hand() == hand, (index, dialog.message())
        assert dialog.ok_button.isEnabled()
        assert dialog.windowTitle() == f"Edit hand {index + 1}"


def test_escape_cancels(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17h", dialog)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.result() == 0


def test_shift_tab_steps_back_one_field(qtbot):
    dialog = open_dialog(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17hwp", dialog)
    assert dialog.focusWidget() is dialog.tricks[0]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.focusWidget() is dialog.calls[2]  # Вера, second to speak
    type_keys(qtbot, "w", dialog)  # she whists after all
    assert dialog.focusWidget() is dialog.tricks[0]
    type_keys(qtbot, "64\n", dialog)
    assert dialog.hand().calls == (None, "whist", "whist") and dialog.hand().tricks == (6, 4, 0)


@pytest.mark.parametrize(
    ("players", "keys", "word"),
    [(NAMES4, "1", "cannot declare"), (NAMES3, "17sh", "speaks first")],
    ids=["a 4-player dealer declaring", "a half-whist by the first speaker"],
)
def test_an_impossible_entry_is_flagged_at_its_key(qtbot, players, keys, word):
    dialog = open_dialog(qtbot, Game(players=players))
    type_keys(qtbot, keys, dialog)
    assert word in dialog.message() and "b00020" in dialog.ui.problemLabel.styleSheet()
    assert not dialog.ok_button.isEnabled()


def test_a_key_never_rescores_the_game(qtbot, monkeypatch):
    from prefcount.ledger import score
    from prefcount.ui import hand_dialog

    game = Game(players=NAMES3, hands=(RaspasyHand(tricks=(2, 5, 3)),) * 20)
    before = score(game)

    def refuse(_game):
        raise AssertionError("the whole game was scored again")

    monkeypatch.setattr(hand_dialog, "score", refuse)
    dialog = HandDialog(game, before=before)
    qtbot.addWidget(dialog)
    dialog.show()
    type_keys(qtbot, "17hwp72\n", dialog)
    assert dialog.hand() is not None and "Writes" in dialog.preview()
