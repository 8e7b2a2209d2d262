"""Keys typed ahead at full speed reach the hand they belong to, in order (issue 7 item 2, issue 15 items 1, 3, 11).

These post Qt key events; ``tools/type_ahead_x.py`` types real X keystrokes into the real app
(run by ``.ci/run`` under Xvfb), which is what a window that comes and goes fails.
"""

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from ui_helpers import show_window, type_keys

from benchmarks.sample import random_game
from prefcount.files import gamefile
from prefcount.ledger import PRESETS, Game, GameHand, Sheet, score
from prefcount.ui.game.commands import RecordHand

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


def assert_hands(hands, declarers):
    assert len(hands) == len(declarers)  # no key lost, no hand twice
    for hand, declarer in zip(hands, declarers, strict=True):
        d1, _d2 = (declarer + 1) % 3, (declarer + 2) % 3
        assert isinstance(hand, GameHand)
        assert hand.declarer == declarer and str(hand.contract) == "7H"
        assert hand.calls[d1] == "whist" and hand.tricks[declarer] == 7 and hand.tricks[d1] == 3


@pytest.mark.parametrize("hands", [0, 1500], ids=["an empty game", "a 1,500-hand game"])
def test_ten_hands_typed_ahead_are_all_recorded_in_order(qtbot, hands):
    game = random_game(hands, 3, target=9999)
    win = show_window(qtbot, game)
    win.ui.handTable.setFocus()
    declarers = [0, 1, 2, 1, 0, 2, 2, 0, 1, 0]
    post_keys(win.ui.handTable, hands_typed(declarers))
    qtbot.waitUntil(lambda: len(win.document.game.hands) == hands + len(declarers), timeout=60_000)
    QApplication.processEvents()
    assert_hands(win.document.game.hands[hands:], declarers)
    score(win.document.game)
    assert not win.hand_entry.is_open()


def test_keys_typed_at_any_widget_of_the_window_go_to_the_hand(qtbot):
    win = show_window(qtbot, random_game(0, 3))
    # the first key reaches the sheet, the next the hand list, the window itself, the panel (no field), a button
    post_keys(win.ui.sheetView, "2")
    post_keys(win.ui.handTable, "7h")
    post_keys(win, "wp")
    QApplication.processEvents()
    post_keys(win.hand_entry.panel, "7")
    post_keys(win.ui.settlementButton, "3\n")
    qtbot.waitUntil(lambda: len(win.document.game.hands) == 1, timeout=20_000)
    QApplication.processEvents()
    hand = GameHand(declarer=1, contract="7H", calls=("pass", None, "whist"), tricks=(0, 7, 3))
    assert win.document.game.hands == (hand,)


def test_the_window_never_shows_another_window_for_a_hand(qtbot):
    """The hand is entered inside the main window: no new top-level window, so the X focus never moves."""
    win = show_window(qtbot, random_game(0, 3))
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    type_keys(qtbot, "17hwp7", win)
    assert win.hand_entry.panel.isVisible() and win.hand_entry.panel.window() is win
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == before
    assert QApplication.activeWindow() is win


@pytest.mark.parametrize(
    "keys",
    ["²17hwp73\n", "1²7hwp73\n", "17h²wp73\n", "17hwp²73\n", "17hwp7²3\n", "1\N{SUPERSCRIPT THREE}7hwp7٣3\n"],
    ids=["before the hand", "in the contract", "in the calls", "as a trick count", "between the counts", "others"],
)
def test_a_key_no_hand_uses_is_ignored_wherever_it_is_typed(qtbot, keys):
    """'²' (its own key on AZERTY keyboards) passes str.isdigit but not int(): once an error out of a Qt slot."""
    win = show_window(qtbot, random_game(0, 3))
    type_keys(qtbot, keys, win)
    hand = GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 3, 0))
    assert win.document.game.hands == (hand,)


def test_while_a_hand_is_typed_no_shortcut_takes_a_key_but_before_it_they_work(qtbot, asked, tmp_path):
    game = random_game(3, 3)
    win = show_window(qtbot, game)
    path = tmp_path / "g.pulka"
    gamefile.save(game, path)
    win.files.open_path(path)
    win.ui.handTable.selectRow(1)
    win.ui.handTable.setFocus()
    type_keys(qtbot, "17", win)
    for key in (Qt.Key.Key_Delete, Qt.Key.Key_F2, Qt.Key.Key_F1):
        qtbot.keyClick(win.focusWidget(), key)
    qtbot.keyClick(win.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(win.document.game.hands) == 3 and not asked.questions  # no delete, edit, help or undo
    assert win.hand_entry.panel.entry.bid is None  # Delete cleared the level typed: it was the hand's key
    type_keys(qtbot, "7hwp73\n", win)
    assert len(win.document.game.hands) == 4
    mtime = path.stat().st_mtime_ns
    qtbot.keyClick(win.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # no hand open: Ctrl+S saves
    assert path.stat().st_mtime_ns != mtime and len(gamefile.load(path).hands) == 4
    win.record_hand()  # the Record button: the panel opens empty, and Ctrl+Z and F1 still work
    qtbot.keyClick(win.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(win.document.game.hands) == 3
    qtbot.keyClick(win.focusWidget(), Qt.Key.Key_F1)
    assert len(asked.questions) == 1 and "Shift+Tab" in asked.questions[0]


def test_a_name_being_renamed_keeps_its_keys(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    table = win.ui.standingTable
    table.setCurrentCell(1, 0)
    table.editItem(table.item(1, 0))
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not table
    editor.selectAll()
    type_keys(qtbot, "Boris2\n", win)
    qtbot.waitUntil(lambda: win.document.game.players[1] == "Boris2")  # (the editor commits on the next turn)
    assert not win.hand_entry.is_open()


def test_keys_after_enter_start_the_next_hand_in_the_same_panel(qtbot):
    win = show_window(qtbot, random_game(0, 3))
    panel = win.hand_entry.panel
    type_keys(qtbot, "17hwp73\n2", win)
    assert len(win.document.game.hands) == 1
    assert win.hand_entry.panel is panel and panel.is_open and panel.entry.declarer == 1
    assert panel.title() == "Hand 2"


def test_editing_a_hand_waits_for_the_hand_being_typed(qtbot):
    win = show_window(qtbot, random_game(5, 3))
    type_keys(qtbot, "17h", win)
    win.edit_hand(0)
    panel = win.hand_entry.panel
    assert panel.title() == "Hand 6" and panel.entry.declarer == 0  # not thrown away for the edit
    assert "Record or cancel" in win.statusBar().currentMessage()


def test_the_game_over_bar_does_not_eat_the_next_hands_enter(qtbot, asked):
    """Hand 4 ends the game; hand 5 is typed straight after it: both are recorded, nothing is asked."""
    sochi = PRESETS["sochi"]
    game = Game(players=("Anna", "Boris", "Vera"), convention=sochi)
    win = show_window(qtbot, game)
    windows = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    post_keys(win.ui.handTable, "110nwp100\n210nwp100\n39swp91\n36sww62\n17hwp72\n")
    qtbot.waitUntil(lambda: len(win.document.game.hands) == 5, timeout=20_000)
    QApplication.processEvents()
    assert not asked.questions
    hands = win.document.game.hands
    assert score(game.model_copy(update={"hands": hands[:4]})).is_over and hands[4].declarer == 0
    bar = win.game_over_bar
    assert bar.isVisible() and "over" in bar.label.text()
    assert bar.settle_button.focusPolicy() == Qt.FocusPolicy.NoFocus  # a click answers it, never a key
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == windows  # no window came
    bar.keep_button.click()
    assert not bar.isVisible()


def test_settle_up_on_the_bar_opens_the_settlement_and_an_undo_takes_the_bar_away(qtbot, monkeypatch, data_dir):
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

    shown = []
    monkeypatch.setattr(SettlementDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = show_window(qtbot, sochi.model_copy(update={"hands": sochi.hands[:-1]}))
    win.document.push(RecordHand(win.document, sochi.hands[-1]))
    assert win.game_over_bar.isVisible()
    win.game_over_bar.settle_button.click()
    assert len(shown) == 1 and not win.game_over_bar.isVisible()
    win.document.undo_stack.undo()
    win.document.undo_stack.redo()  # the same end again: no news
    assert not win.game_over_bar.isVisible()
    win.document.undo_stack.undo()
    win.document.push(RecordHand(win.document, sochi.hands[0]))
    win.document.push(RecordHand(win.document, sochi.hands[-1]))  # a new end
    assert win.game_over_bar.isVisible()
    win.document.undo_stack.undo()
    assert not win.game_over_bar.isVisible()


def test_no_question_runs_inside_an_undo_command(qtbot, monkeypatch, data_dir):
    """The end of the game is announced without a modal box, so nothing blocks inside redo()."""
    from prefcount.ui.dialogs import prompts

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    win = show_window(qtbot, sochi.model_copy(update={"hands": ()}))

    def forbidden(*_args, **_kwargs):
        raise AssertionError("a modal question")

    with monkeypatch.context() as patched:
        for name in ("yes_no", "info", "error", "save_discard_cancel"):
            patched.setattr(prompts, name, forbidden)
        for hand in sochi.hands:
            win.document.push(RecordHand(win.document, hand))
    assert win.document.sheet.is_over and win.game_over_bar.isVisible()


def test_a_hand_typed_is_scored_once(qtbot, monkeypatch):
    """The panel's preview scores the hand after the sheet before it; Enter hands that sheet to the document."""
    win = show_window(qtbot, random_game(200, 3, target=9999))
    type_keys(qtbot, "17hwp7", win)
    calls = []
    extended = Sheet.extended

    def counted(sheet, hand, validate=True, checked=None):
        calls.append(hand)
        return extended(sheet, hand, validate, checked)

    monkeypatch.setattr(Sheet, "extended", counted)
    type_keys(qtbot, "3", win)  # the hand is whole: the preview scores it
    assert len(calls) == 1
    type_keys(qtbot, "\n", win)  # recording it scores nothing again
    assert len(calls) == 1 and len(win.document.game.hands) == 201
    win.document.undo_stack.undo()  # back to the sheet before it, kept
    win.document.undo_stack.redo()  # and to the one after it
    assert len(calls) == 1
    assert win.document.sheet.pulya == score(win.document.game).pulya


def test_the_game_changing_under_a_hand_being_typed(qtbot, tmp_path):
    """An undo clicked in the menu checks the hand anew against the game as it is; a rename shows the new
    name; another game opened closes the hand (it belonged to the game no longer shown)."""
    game = random_game(4, 3)
    win = show_window(qtbot, game)
    win.document.push(RecordHand(win.document, random_game(5, 3).hands[4]))
    panel = win.hand_entry.panel
    type_keys(qtbot, "17h", win)
    assert panel.title() == "Hand 6"
    win.undo_action.trigger()  # the mouse: the menu's Undo
    assert panel.is_open and panel.title() == "Hand 5" and panel.entry.number == 5
    assert panel.entry.declarer == 0 and str(panel.entry.bid) == "7H"  # what was typed stays
    assert panel.table_dealer() == win.document.sheet.next_dealer
    win.ui.standingTable.item(0, 0).setText("Анна")
    assert "Анна" in panel.names[0].text() and panel.is_open
    other = tmp_path / "other.pulka"
    gamefile.save(random_game(9, 3, seed=3), other)
    win.files.open_path(other)
    assert not panel.is_open and not panel.isVisible()
    type_keys(qtbot, "0253\n", win)
    assert len(win.document.game.hands) == 10


@pytest.mark.parametrize("second", ["37hwp72\n", "37hwpd72\n", "в7hwp72\n"], ids=["37hwp72", "with dark", "by name"])
def test_one_escape_on_a_whole_hand_never_swallows_the_next_hand(qtbot, second):
    """Issue 27 item 1: `26sww62 Esc 37hwp72 Enter`. The Escape asked (the hand is not thrown away); the next
    hand's first key records it and starts the next hand, so each key lands in the hand it was typed for —
    a т/d of the new hand never changes the old one."""
    game = Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["sochi"])
    win = show_window(qtbot, game)
    type_keys(qtbot, "26sww62\x1b" + second, win)
    hands = win.document.game.hands
    assert len(hands) == 2
    assert hands[0] == GameHand(declarer=1, contract="6S", calls=("whist", None, "whist"), tricks=(2, 6, 2))
    assert hands[1].declarer == 2 and hands[1].contract.level == 7
    assert hands[1].multiplier == (2 if "d" in second else 1) and hands[0].multiplier == 1
    assert not win.hand_entry.is_open()


def test_after_one_escape_enter_records_and_a_second_escape_throws_away(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    type_keys(qtbot, "26sww62\x1b\n", win)
    assert len(win.document.game.hands) == 1 and not win.hand_entry.is_open()
    type_keys(qtbot, "37hwp72\x1b\x1b", win)
    assert len(win.document.game.hands) == 1 and not win.hand_entry.is_open()


def test_after_one_escape_a_hand_that_breaks_a_rule_keeps_the_next_key_and_says_so(qtbot):
    """`17shp` (the first to speak cannot say half-whist), Escape, `3`: nothing is recorded, and the 3 is not
    lost silently — the panel says the hand cannot be recorded as it is."""
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["sochi"]))
    type_keys(qtbot, "17shp\x1b3", win)
    panel = win.hand_entry.panel
    assert win.document.game.hands == () and panel.is_open
    assert "«3» not taken: this hand cannot be recorded as it is" in panel.message()
    type_keys(qtbot, "\x1b\x1b", win)
    assert not win.hand_entry.is_open()
