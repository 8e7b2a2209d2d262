"""Less common hands: concession, adjustment, four players, editing every kind — in the hand panel."""

import pytest
from hand_samples import EVERY_KIND
from PySide6.QtCore import Qt
from ui_helpers import open_panel, show_window, type_keys

from benchmarks.sample import random_game
from prefcount.ledger import AdjustmentHand, Call, Game, HandKind, RaspasyHand
from prefcount.ui.widgets.problem import shows_problem

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def recorded(panel):
    """The hand the panel's game ends with (what Enter recorded)."""
    return panel.window().document.game.hands[-1]


def test_the_boxes_list_the_ledgers_kinds_and_calls_and_a_click_picks_one(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    kinds = [panel.ui.kindBox.itemData(i) for i in range(panel.ui.kindBox.count())]
    assert kinds == list(HandKind)
    calls = [panel.calls[1].itemData(i) for i in range(panel.calls[1].count())]
    assert calls == [None, *Call]
    type_keys(qtbot, "17ч", panel)
    panel.calls[1].activated.emit(2)  # the mouse: pass
    assert panel.entry.calls[1] is Call.PASS and panel.calls[1].currentIndex() == 2
    panel.ui.kindBox.activated.emit(2)
    assert panel.entry.kind is HandKind.RASPASY and panel.ui.pages.currentIndex() == 0
    assert panel.ui.kindBox.currentIndex() == 2


def test_conceded_down_three_by_keyboard(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "18hwpб", panel)  # б: «без трёх»
    assert panel.ui.concededBox.isChecked()
    assert not any(edit.isEnabled() for edit in panel.tricks[:3])
    type_keys(qtbot, "\n", panel)
    hand = recorded(panel)
    assert hand.conceded and hand.tricks is None
    assert not panel.isVisible()


@pytest.mark.parametrize(("keys", "may"), [("17ч", True), ("1м", False), ("0", False)])
def test_the_conceded_box_is_offered_where_the_entry_says(qtbot, keys, may):
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, keys, panel)
    assert panel.ui.concededBox.isEnabled() is may is panel.entry.may_concede


def test_adjustment(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    panel.ui.kindBox.activated.emit(3)
    assert panel.ui.pages.currentIndex() == 1
    table = panel.ui.adjustmentTable
    table.item(0, 0).setText("4")
    table.item(1, 1).setText("6")
    table.item(2, 2).setText("8")  # Вера writes 8 on Аня
    panel.ui.noteEdit.setText("с бумажной пульки")
    panel.ui.noteEdit.textEdited.emit("с бумажной пульки")
    assert panel.ok_button.isEnabled(), panel.message()
    table.item(0, 0).setText("x")
    assert not panel.ok_button.isEnabled() and "x" in panel.message()
    table.item(0, 0).setText("²")  # a digit to str.isdigit, not to int
    assert not panel.ok_button.isEnabled() and "²" in panel.message()
    table.item(0, 0).setText("4")
    qtbot.mouseClick(panel.ok_button, Qt.MouseButton.LeftButton)
    hand = recorded(panel)
    assert isinstance(hand, AdjustmentHand)
    assert hand.pulya == (4, 0, 0) and hand.gora == (0, 6, 0) and hand.whists[2][0] == 8
    assert hand.note == "с бумажной пульки"


def test_the_adjustments_table_keeps_its_own_keys_but_enter_records(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    panel.ui.kindBox.activated.emit(3)
    note = panel.ui.noteEdit
    note.setFocus()
    type_keys(qtbot, "17", panel)  # typed into the note, not a declarer and a level
    assert note.text() == "17" and panel.entry.kind == HandKind.ADJUSTMENT
    panel.ui.adjustmentTable.item(0, 0).setText("2")
    type_keys(qtbot, "\n", panel)
    hand = recorded(panel)
    assert hand.pulya == (2, 0, 0) and hand.note == "17"


def test_four_players_dealer_is_prefilled_and_sits_out(qtbot):
    first = RaspasyHand(dealer=0, tricks=(None, 3, 2, 5))
    panel = open_panel(qtbot, Game(players=NAMES4, hands=(first,)))
    assert panel.table_dealer() == 1  # the ledger says who deals next
    assert "sits out" in panel.names[1].text()
    type_keys(qtbot, "36sww6", panel)  # Вера declares; Глеб and Аня defend (Борис deals)
    assert panel.defenders() == (3, 0)
    type_keys(qtbot, "3\n", panel)
    hand = recorded(panel)
    assert hand.dealer == 1 and hand.tricks == (1, None, 6, 3)


def test_raspasy_with_four_players_skips_the_dealer(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES4))
    type_keys(qtbot, "0", panel)
    assert panel.kind() == "raspasy"
    assert not panel.tricks[0].isEnabled()  # Аня deals first and sits out
    type_keys(qtbot, "45\n", panel)
    assert recorded(panel).tricks == (None, 4, 5, 1)


def test_editing_prefills_every_kind(qtbot):
    hands = EVERY_KIND
    game = Game(players=NAMES3, hands=tuple(hands))
    for index, hand in enumerate(hands):
        panel = open_panel(qtbot, game, index)
        assert panel.hand() == hand, (index, panel.message())
        assert panel.ok_button.isEnabled()
        assert panel.title() == f"Edit hand {index + 1}"


def test_escape_cancels_a_hand_half_typed_at_once(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17h", panel)
    type_keys(qtbot, "\x1b", panel)
    assert not panel.isVisible() and not panel.is_open
    assert panel.window().document.game.hands == ()


def test_escape_on_a_whole_hand_asks_first_and_a_key_takes_it_back(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    window = panel.window()
    type_keys(qtbot, "17hwp72", panel)
    type_keys(qtbot, "\x1b", panel)
    assert panel.is_open and "Escape again" in panel.message()
    assert panel.hand() is not None  # nothing was thrown away
    type_keys(qtbot, "\n", panel)  # Enter records it: no key ever answers the question by accident
    assert len(window.document.game.hands) == 1 and not panel.is_open
    type_keys(qtbot, "27hwp72", window)
    type_keys(qtbot, "\x1b", window)
    type_keys(qtbot, "\b", window)  # any other key takes the question back: Escape asks again
    type_keys(qtbot, "2\x1b", window)
    assert panel.is_open and "Escape again" in panel.message()
    type_keys(qtbot, "\x1b", window)  # the second Escape in a row throws it away
    assert not panel.is_open and len(window.document.game.hands) == 1


def test_escape_on_a_whole_hand_still_shows_what_enter_records(qtbot):
    """The question after one Escape names Enter as the way to record the hand: the line of what it writes stays,
    so the table sees what that Enter would record before answering."""
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17hwp72", panel)
    writes = panel.preview()
    assert writes
    type_keys(qtbot, "\x1b", panel)
    assert "Escape again" in panel.message() and panel.preview() == writes


def test_shift_tab_steps_back_one_field(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17hwp", panel)
    assert panel.focusWidget() is panel.tricks[0]
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert panel.focusWidget() is panel.calls[2]  # Вера, second to speak
    type_keys(qtbot, "w", panel)  # she whists after all
    assert panel.focusWidget() is panel.tricks[0]
    type_keys(qtbot, "64\n", panel)
    assert recorded(panel).calls == (None, "whist", "whist") and recorded(panel).tricks == (6, 4, 0)


@pytest.mark.parametrize(
    ("players", "keys", "word"),
    [(NAMES4, "1", "cannot declare"), (NAMES3, "17sh", "speaks first")],
    ids=["a 4-player dealer declaring", "a half-whist by the first speaker"],
)
def test_an_impossible_entry_is_flagged_at_its_key(qtbot, players, keys, word):
    panel = open_panel(qtbot, Game(players=players))
    type_keys(qtbot, keys, panel)
    assert word in panel.message() and shows_problem(panel.ui.problemLabel)
    assert not panel.ok_button.isEnabled()


def test_a_key_never_rescores_the_game(qtbot, monkeypatch):
    from prefcount.ledger import SheetHistory, sheet

    game = Game(players=NAMES3, hands=(RaspasyHand(tricks=(2, 5, 3)),) * 20)
    panel = open_panel(qtbot, game)

    def refuse(*_args, **_kwargs):
        raise AssertionError("the whole game was scored again")

    monkeypatch.setattr(sheet, "score", refuse)
    monkeypatch.setattr(SheetHistory, "of", refuse)
    monkeypatch.setattr(SheetHistory, "_edit", refuse)
    type_keys(qtbot, "17hwp72", panel)
    assert panel.hand() is not None and "Writes" in panel.preview()


def test_a_click_on_a_field_sends_the_next_key_there_and_the_view_follows(qtbot):
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "17hwp7", panel)
    assert panel.entry.focus == ("tricks", 1)
    qtbot.mouseClick(panel.tricks[0], Qt.MouseButton.LeftButton)  # the declarer's tricks, clicked
    assert panel.entry.focus == ("tricks", 0)
    type_keys(qtbot, "8", panel)  # the key goes to the entry, for the field clicked; the view follows
    assert panel.entry.tricks[0] == 8 and panel.tricks[0].text() == "8"
    panel.calls[1].setFocus(Qt.FocusReason.MouseFocusReason)  # Борис's call box, clicked (its list not opened)
    assert panel.entry.focus == ("call", 1)
    type_keys(qtbot, "p", panel)
    assert panel.entry.calls[1] is Call.PASS and panel.calls[1].currentText() == "pass"
    assert panel.entry.focus == ("call", 2)
    panel.calls[2].setFocus()  # the view's own focus (no click) changes nothing
    assert panel.entry.focus == ("call", 2)


def test_a_count_pasted_into_a_tricks_field_and_open_play_clicked_go_to_the_entry(qtbot):
    """The panel is a one-way view: the mouse's changes go through the entry's setters, and the view follows."""
    panel = open_panel(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "0", panel)  # raspasy: everybody's tricks
    panel.tricks[0].textEdited.emit("3")  # as typed or pasted into the field with the mouse
    panel.tricks[1].textEdited.emit("²")  # no count: the field stays empty
    assert panel.entry.tricks[:2] == [3, None] and panel.tricks[0].text() == "3"
    qtbot.mouseClick(panel.ui.openBox, Qt.MouseButton.LeftButton)
    assert panel.entry.open and panel.ui.openBox.isChecked()


def test_the_hand_list_keeps_the_last_hands_or_the_edited_one_in_view_beside_the_panel(qtbot):
    """On a 1366×768 screen the panel leaves the hand list two rows: they were its first two hands."""
    win = show_window(qtbot, random_game(30, 3, target=9999))
    win.resize(1366, 740)
    table = win.ui.handTable
    table.scrollToTop()

    def in_view(row):
        shown = table.visualRect(table.model().index(row, 0))
        return shown.isValid() and table.viewport().rect().contains(shown)

    type_keys(qtbot, "1", win)
    qtbot.waitUntil(lambda: in_view(29))
    type_keys(qtbot, "\x1b", win)
    table.scrollToBottom()
    win.edit_hand(2)
    qtbot.waitUntil(lambda: in_view(2))
    assert win.hand_entry.panel.editing


def test_a_window_closed_before_its_panel_was_made_ready_never_gets_one(qtbot):
    """The panel is made in idle time after the window shows; a window closed by then is left alone (building
    into it while the collector takes it crashed a test run)."""
    from prefcount.ui.game.hand_entry import PREPARE_AFTER_MS

    window = show_window(qtbot, Game(players=NAMES3))
    window.close()
    qtbot.wait(2 * PREPARE_AFTER_MS)
    assert window.hand_entry._panel is None


def test_a_shown_window_gets_its_panel_ready_before_the_first_key(qtbot):
    from prefcount.ui.game.hand_entry import PREPARE_AFTER_MS

    window = show_window(qtbot, Game(players=NAMES3))
    qtbot.waitUntil(lambda: window.hand_entry._panel is not None, timeout=10 * PREPARE_AFTER_MS)
    assert not window.hand_entry.is_open()
