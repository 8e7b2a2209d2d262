"""Tab in the hand panel moves the typing visibly (issue 30 item 1); a key not taken says why (issue 27 item 5);
every field has a name a screen reader says (issue 30 item 3); F2 edits from the contract (issue 27 item 3)."""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from ui_helpers import show_window, type_keys

from prefcount.ledger import PRESETS, Convention, Game, GameHand
from prefcount.ui.dialogs.help import keyboard_scheme
from prefcount.words.i18n import set_language

NAMES = ("Аня", "Борис", "Вера")


def picture(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def test_tab_moves_the_typing_to_a_field_everyone_sees(qtbot):
    """`2`, Tab, `7h`: the frame moves from the contract to Вера's call (she speaks first), the prompt asks for her
    call, the 7 is not taken — and says so — and h is her half-whist, as the frame said."""
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    type_keys(qtbot, "2", win)
    panel = win.hand_entry.panel
    assert panel.mark.isVisible() and panel.mark.target is panel.ui.contractBox
    assert "Which contract?" in panel.message()
    before = picture(panel)
    type_keys(qtbot, "\t", win)
    assert picture(panel) != before  # something on screen changed
    assert panel.mark.target is panel.calls[2] and panel.focusWidget() is panel.calls[2]
    field = panel.calls[2]
    assert panel.mark.parentWidget() is panel.ui.fieldsWidget  # scrolls with the fields
    assert panel.mark.geometry().contains(QRect(field.mapTo(panel.ui.fieldsWidget, QPoint(0, 0)), field.size()))
    assert "What did Вера say" in panel.message()
    type_keys(qtbot, "7", win)
    assert "«7» not taken: no call." in panel.message() and panel.entry.bid is None
    type_keys(qtbot, "h", win)
    assert panel.entry.calls[2] == "half-whist" and panel.mark.target is not panel.calls[2]
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(panel.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert panel.mark.target is panel.ui.contractBox and "Which contract?" in panel.message()
    type_keys(qtbot, "7h", win)
    assert str(panel.entry.bid) == "7H"


def test_every_tab_changes_the_picture_and_the_prompt(qtbot):
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    type_keys(qtbot, "27hwp", win)
    panel = win.hand_entry.panel
    seen = [(picture(panel), panel.message())]
    for _ in range(5):
        type_keys(qtbot, "\t", win)
        seen.append((picture(panel), panel.message()))
    for (image, words), (next_image, next_words) in zip(seen, seen[1:], strict=False):
        assert image != next_image and words and next_words
    assert "How many tricks did Борис take?" in seen[0][1]  # the declarer's count first


def test_f1_says_what_tab_does():
    text = keyboard_scheme()
    assert "Tab, Shift+Tab" in text and "framed" in text


def test_a_key_not_taken_says_why_in_one_line(qtbot):
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    panel = None
    for keys, words in (
        ("7", None),  # no hand open: 7 is no seat, the hand opens and says so
        ("2x", "«x» not taken: no level, suit or misère."),
        ("7hq", "«q» not taken: no call."),
        ("wpz", "«z» not taken: no count of tricks."),
        ("72y", "«y» not taken: the hand is whole: Enter records it."),
    ):
        type_keys(qtbot, keys, win)
        panel = win.hand_entry.panel
        if words is None:
            assert "«7» not taken: no seat's number or name's first letter." in panel.message()
        else:
            assert words in panel.message()
    type_keys(qtbot, "\b", win)  # a key taken: the line goes

    assert panel is not None and "not taken" not in panel.message()


def test_past_the_last_field_a_key_says_so_and_the_record_button_is_framed(qtbot):
    """`2`, three Tabs (Вера's call, Аня's, past them), `7h`: the contract is still empty — not a whole hand."""
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    type_keys(qtbot, "2\t\t\t7", win)
    panel = win.hand_entry.panel
    assert "«7» not taken: past the last field: Tab goes on to the first, Shift+Tab back." in panel.message()
    assert "Which contract?" in panel.message()  # what is still missing
    assert panel.mark.target is panel.ok_button and panel.mark.parentWidget() is panel and panel.mark.isVisible()
    assert panel.mark.geometry().contains(QRect(panel.ok_button.mapTo(panel, QPoint(0, 0)), panel.ok_button.size()))


def test_the_whist_back_key_says_which_option_it_needs(qtbot):
    """The README's `1 7 ч п р в 7 2` under default Sochi (a returned whist counts as a pass): «в» says why."""
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    type_keys(qtbot, "17чпрв", win)
    panel = win.hand_entry.panel
    assert "«в»: the whist is taken back after a half-whist only with" in panel.message()
    assert "Whist returned after a half-whist: the half-whister is out" in panel.message()
    out = Convention.from_preset("sochi", returned_whist="half_whister_out")
    win2 = show_window(qtbot, Game(players=NAMES, convention=out))
    type_keys(qtbot, "17чпрв72\n", win2)
    assert win2.document.game.hands[0].calls == (None, "whist", "half-whist")


def test_every_field_of_the_panel_has_a_name_a_screen_reader_says(qtbot):
    set_language("ru")
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    win.record_hand()
    panel = win.hand_entry.panel
    assert panel.calls[1].accessibleName() == "Борис: заявка"
    assert panel.tricks[1].accessibleName() == "Борис: взятки"
    assert panel.ui.contractBox.accessibleName() == "Игра"
    for widget in panel.findChildren(QWidget):
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.isVisibleTo(panel):
            named = widget.accessibleName() or (isinstance(widget, QAbstractButton) and widget.text())
            assert named, widget.objectName()


def test_two_players_name_the_dummys_tricks(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис"), convention=PRESETS["sochi"]))
    win.record_hand()
    assert win.hand_entry.panel.tricks[2].accessibleName() == "dummy: tricks"


def test_the_keys_hint_tells_the_layouts_letters_apart(qtbot):
    set_language("ru")
    win = show_window(qtbot, Game(players=NAMES, convention=PRESETS["sochi"]))
    win.record_hand()
    hint = win.hand_entry.panel.ui.keysHint.text()
    assert "п/p" not in hint and "р/h" not in hint
    assert "п (лат. p) — пас" in hint and "р (лат. h) или ½ — полвиста" in hint


def test_f2_with_nothing_selected_says_what_to_select(qtbot):
    hand = GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 2, 1))
    win = show_window(qtbot, Game(players=NAMES, hands=(hand,)))
    win.ui.handTable.clearSelection()
    win.ui.handTable.setCurrentIndex(win.ui.handTable.model().index(-1, -1))
    qtbot.keyClick(win, Qt.Key.Key_F2)
    assert "Select the hand to edit" in win.statusBar().currentMessage() and not win.hand_entry.is_open()
    empty = show_window(qtbot, Game(players=NAMES))
    qtbot.keyClick(empty, Qt.Key.Key_F2)
    assert "nothing to edit" in empty.statusBar().currentMessage()


def test_after_f2_keys_edit_the_hand_from_its_contract(qtbot):
    hand = GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 2, 1))
    win = show_window(qtbot, Game(players=NAMES, hands=(hand,)))
    win.ui.handTable.selectRow(0)
    win.ui.handTable.setFocus()
    qtbot.keyClick(win.ui.handTable, Qt.Key.Key_F2)
    panel = win.hand_entry.panel
    assert panel.editing and panel.focusWidget() is panel.ui.contractBox and panel.mark.target is panel.ui.contractBox
    type_keys(qtbot, "8sww82\n", win)  # 8♠, both whist, 8 and 2 (the last 0)
    assert win.document.game.hands == (
        GameHand(declarer=0, contract="8S", calls=(None, "whist", "whist"), tricks=(8, 2, 0)),
    )
