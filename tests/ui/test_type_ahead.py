"""Keys typed ahead at full speed reach the hand they belong to, in order (issue 7 item 2)."""

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from prefcount.ledger import GameHand, score
from prefcount.sample import random_game
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow

KEYS = {"\n": Qt.Key.Key_Return}


def post_keys(widget, text):
    """Queue every key press and release at once, before any is processed (as a fast typist's keys queue up)."""
    for char in text:
        key = KEYS.get(char, Qt.Key(ord(char.upper())) if char.isascii() else Qt.Key.Key_unknown)
        shown = "\r" if char == "\n" else char
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, shown))


def hands_typed(declarers):
    """``27hwp73⏎``-like hands, each by another declarer: the declarer's digit, 7♥, whist, pass, 7 and 3 tricks."""
    return "".join(f"{seat + 1}7hwp73\n" for seat in declarers)


@pytest.mark.parametrize("hands", [0, 1500], ids=["an empty game", "a 1,500-hand game"])
def test_ten_hands_typed_ahead_are_all_recorded_in_order(qtbot, hands):
    game = random_game(hands, 3, target=10_000)
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.ui.handTable.setFocus()
    declarers = [0, 1, 2, 1, 0, 2, 2, 0, 1, 0]
    post_keys(win.ui.handTable, hands_typed(declarers))
    qtbot.waitUntil(lambda: len(win.document.game.hands) == hands + len(declarers), timeout=60_000)
    QApplication.processEvents()
    new = win.document.game.hands[hands:]
    assert len(new) == len(declarers)  # no key lost, no hand twice
    for hand, declarer in zip(new, declarers, strict=True):
        d1, _d2 = (declarer + 1) % 3, (declarer + 2) % 3
        assert isinstance(hand, GameHand)
        assert hand.declarer == declarer and str(hand.contract) == "7H"
        assert hand.calls[d1] == "whist" and hand.tricks[declarer] == 7 and hand.tricks[d1] == 3
    score(win.document.game)
    assert not win.type_ahead.active


def test_keys_typed_while_the_dialog_opens_go_to_it_not_to_the_window(qtbot):
    win = MainWindow(GameDocument(random_game(0, 3)))
    qtbot.addWidget(win)
    win.show()
    # the first key reaches the sheet, the rest the hand list: all belong to the one hand
    post_keys(win.ui.sheetView, "2")
    post_keys(win.ui.handTable, "7hwp73\n")
    qtbot.waitUntil(lambda: len(win.document.game.hands) == 1, timeout=20_000)
    QApplication.processEvents()
    assert len(win.document.game.hands) == 1
    assert win.document.game.hands[0].declarer == 1


def test_keys_given_to_the_dialog_before_a_field_has_the_focus_are_not_lost(qtbot, monkeypatch):
    from prefcount.ui.hand_dialog import HandDialog

    win = MainWindow(GameDocument(random_game(0, 3)))
    qtbot.addWidget(win)
    win.show()
    original = HandDialog.exec

    def exec_(dialog):
        post_keys(dialog, "7hwp73\n")  # the window system hands these to the new window itself
        return original(dialog)

    monkeypatch.setattr(HandDialog, "exec", exec_)
    post_keys(win.ui.handTable, "2")
    qtbot.waitUntil(lambda: len(win.document.game.hands) == 1, timeout=20_000)
    hand = win.document.game.hands[0]
    assert hand.declarer == 1 and str(hand.contract) == "7H" and hand.tricks == (0, 7, 3)
