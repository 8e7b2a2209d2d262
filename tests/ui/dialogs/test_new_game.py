"""The new-game dialog: players, seating, first dealer, preset and every convention option."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from ui_helpers import wheel

from prefcount.ledger import GROUPS, OPTIONS, PRESETS, score
from prefcount.ledger.conventions import STAKE
from prefcount.ui.dialogs.convention_editor import OPTION_GROUP
from prefcount.ui.dialogs.new_game_dialog import NewGameDialog
from prefcount.words.options import group_title, option_help, option_label


def dialog(qtbot, **kwargs):
    d = NewGameDialog(**kwargs)
    qtbot.addWidget(d)
    d.show()
    return d


def grid_row(d, widget) -> int:
    grid = d.editor.grid
    return grid.getItemPosition(grid.indexOf(widget))[0]


def test_every_option_has_a_row_with_label_and_explanation_under_its_group(qtbot):
    d = dialog(qtbot)
    d.ui.countBox.setCurrentIndex(d.ui.countBox.findText("4"))  # every group offered
    rows = []
    for group in GROUPS:
        if group.key == "money":  # its one option, the whist price, is among the choices on top
            assert not d.editor.headings[group.key].isVisibleTo(d)
            continue
        heading = d.editor.headings[group.key]
        assert heading.button.text() == group_title(group.key) and heading.isVisibleTo(d)
        rows.append(grid_row(d, heading))
        for info in group.options:
            if info.key in STAKE:
                continue
            label, explanation = d.editor.labels[info.key], d.editor.explanations[info.key]
            assert label.text() == option_label(info.key) and explanation.text() == option_help(info.key)
            assert grid_row(d, label) == grid_row(d, explanation) == grid_row(d, d.editor.editors[info.key])
            rows.append(grid_row(d, label))
    assert rows == sorted(rows)  # each option under its own group's heading, in the ledger's order


def test_the_choices_every_table_makes_come_first_the_agreements_fold(qtbot):
    d = dialog(qtbot)
    form = d.ui.form
    editor = d.editor
    assert d.ui.targetRow.indexOf(editor.editors["pulya_target"]) >= 0
    assert d.ui.priceRow.indexOf(editor.editors["whist_price"]) >= 0
    assert d.ui.targetLabel.buddy() is editor.editors["pulya_target"]
    assert editor.editors["pulya_target"].isVisible() and editor.editors["whist_price"].isVisible()
    assert set(STAKE).isdisjoint(editor.offered_options())
    assert form.indexOf(d.ui.presetBox) < form.indexOf(d.ui.titleEdit)
    # the agreements: every group folded, none of its options shown, until its heading is clicked
    assert editor.visible_options() == []
    assert not editor.editors["stalingrad"].isVisible()
    qtbot.mouseClick(editor.headings["whisting"].button, Qt.MouseButton.LeftButton)
    assert editor.visible_options() == [key for key in editor.offered_options() if OPTION_GROUP[key] == "whisting"]
    assert editor.editors["stalingrad"].isVisible() and not editor.editors["overflow"].isVisible()
    qtbot.mouseClick(editor.headings["whisting"].button, Qt.MouseButton.LeftButton)
    assert editor.visible_options() == []
    raspasy = editor.headings["raspasy"].button  # from the keyboard too: Tab to a heading, Space opens it
    assert raspasy.focusPolicy() & Qt.FocusPolicy.TabFocus
    raspasy.setFocus()
    qtbot.keyClick(raspasy, Qt.Key.Key_Space)
    assert editor.visible_options() == [key for key in editor.offered_options() if OPTION_GROUP[key] == "raspasy"]
    qtbot.keyClick(raspasy, Qt.Key.Key_Space)
    assert editor.visible_options() == []
    # the stake and the rules still make the game, folded or not
    editor.editors["pulya_target"].setValue(20)
    editor.editors["whist_price"].setText("0,5")
    assert (d.game().convention.pulya_target, str(d.game().convention.whist_price)) == (20, "0.5")


def test_a_folded_group_says_it_differs_from_the_preset(qtbot):
    d = dialog(qtbot)
    closing = d.editor.headings["closing"]
    assert not closing.changes.isVisibleTo(d)
    overflow = d.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("count"))
    assert closing.changes.isVisibleTo(d) and closing.changes.text() == "changed: 1"
    assert "Pulya past the target" in closing.toolTip() and "Sochi" in closing.toolTip()
    assert not d.editor.headings["whisting"].changes.isVisibleTo(d)
    d.editor.editors["pulya_target"].setValue(20)  # the stake, shown on top: no group's change
    assert closing.changes.text() == "changed: 1"
    d.ui.presetBox.setCurrentIndex(d.ui.presetBox.findData("leningrad"))
    assert not closing.changes.isVisibleTo(d)


def test_the_wheel_scrolls_the_agreements_and_changes_no_rule_it_passes(qtbot):
    """Scrolling down the table once changed «Eight and above…» silently: the wheel went to the box under it."""
    d = dialog(qtbot)
    d.resize(900, 500)
    for group in GROUPS:
        d.editor.set_folded(group.key, False)
    box = d.editor.editors["high_contract_liability"]
    qtbot.waitUntil(lambda: d.editor.area.verticalScrollBar().maximum() > 0)
    before = box.currentIndex(), d.game().convention
    scroll = d.editor.area.verticalScrollBar()
    d.ui.titleEdit.setFocus()  # the focus in no box
    for _ in range(3):
        wheel(box, -120)
    assert (box.currentIndex(), d.game().convention) == before
    assert scroll.value() > 0  # the list scrolled instead
    spin = d.editor.editors["end_rounds"]
    assert isinstance(spin, QSpinBox)
    wheel(spin, 120)
    assert spin.value() == before[1].end_rounds
    for top in (d.ui.presetBox, d.ui.countBox, d.editor.editors["pulya_target"]):
        shown = top.currentIndex() if isinstance(top, QComboBox) else top.value()
        wheel(top, -120)
        assert (top.currentIndex() if isinstance(top, QComboBox) else top.value()) == shown
    # a combo box never takes the wheel, not even when the focus is in it (the dialog may have put it there)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    wheel(box, -120)
    assert box.currentIndex() == before[0]
    # a number just edited in the list, then the list scrolled with the pointer over it: the list scrolls
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # the keys still change it
    assert spin.value() == before[1].end_rounds + 1
    scroll.setValue(scroll.maximum())
    wheel(spin, 120)
    assert spin.value() == before[1].end_rounds + 1 and scroll.value() < scroll.maximum()
    # a number above the list, clicked into, is the player's: there the wheel steps it
    target = d.editor.editors["pulya_target"]
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    wheel(target, 120)
    assert target.value() == before[1].pulya_target + 1


def test_the_four_player_group_only_with_four_players(qtbot):
    d = dialog(qtbot)
    groups = ["whisting", "remiz", "raspasy", "closing", "settlement"]  # money: its whist price is on top
    assert d.editor.offered_groups() == groups
    assert "dealer_may_whist" not in d.editor.offered_options() and "whist_forced" not in d.editor.offered_options()
    d.ui.countBox.setCurrentIndex(d.ui.countBox.findText("4"))
    assert d.editor.offered_groups() == groups[:3] + ["four_players"] + groups[3:]
    assert {"dealer_may_whist", "dealer_on_raspasy", "consolation_to_dealer"} <= set(d.editor.offered_options())
    assert d.editor.offered_options() == [info.key for info in OPTIONS if info.applies_to(4) and info.key not in STAKE]


def test_options_that_differ_from_the_preset_are_marked(qtbot):
    d = dialog(qtbot)
    assert d.editor.marked == ()
    overflow = d.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("count"))
    d.editor.editors["whist_price"].setText("0,5")
    assert d.editor.marked == ("overflow", "whist_price")
    label = d.editor.labels["overflow"]
    assert label.font().bold() and "help the others close" in label.toolTip()
    assert not d.editor.labels["stalingrad"].font().bold()
    d.editor.editors["whist_price"].setText("lots")  # not a value: still marked, the rest as before
    assert d.editor.marked == ("overflow", "whist_price")
    # another preset: its own values, nothing marked
    d.ui.presetBox.setCurrentIndex(d.ui.presetBox.findData("leningrad"))
    assert d.editor.marked == ()
    assert d.game().convention == PRESETS["leningrad"]


def test_presets_fill_the_options(qtbot):
    d = dialog(qtbot)
    d.ui.presetBox.setCurrentIndex(d.ui.presetBox.findData("rostov"))
    assert d.game().convention == PRESETS["rostov"]
    d.ui.presetBox.setCurrentIndex(d.ui.presetBox.findData("leningrad"))
    assert d.game().convention == PRESETS["leningrad"]


def test_the_first_dealer_is_recorded_on_hand_one_not_by_moving_seats(qtbot, monkeypatch):
    from ui_helpers import show_window, type_keys

    from prefcount.ledger import Game

    d = dialog(qtbot)
    d.ui.countBox.setCurrentIndex(d.ui.countBox.findText("4"))
    for edit, name in zip(d.name_edits, ("Аня", "Борис", "Вера", "Глеб"), strict=True):
        edit.setText(name)
    d.ui.dealerBox.setCurrentIndex(2)  # Вера deals first
    assert d.game().players == ("Аня", "Борис", "Вера", "Глеб")  # seats as typed, clockwise
    assert d.first_dealer() == 2
    monkeypatch.setattr(
        NewGameDialog, "get_game_and_dealer", classmethod(lambda cls, parent, **_options: (d.game(), 2))
    )
    win = show_window(qtbot, Game(players=("A", "B", "C")))
    win.new_game()
    assert "Hand 1: Вера deals" in win.ui.statusLabel.text()
    type_keys(qtbot, "16sww64\n", win)  # Аня declares; Борис then Глеб defend (Вера deals)
    hand = win.document.game.hands[0]
    assert hand.dealer == 2 and hand.tricks == (6, 4, None, 0)
    assert score(win.document.game).next_dealer == 3


def test_options_are_checked_by_the_ledger(qtbot):
    d = dialog(qtbot)
    d.editor.editors["whist_price"].setText("0,5")
    assert str(d.game().convention.whist_price) == "0.5"
    d.editor.editors["whist_price"].setText("lots")
    assert d.game() is None and f"'{option_label('whist_price')}'" in d.ui.problemLabel.text()
    assert not d.ok_button.isEnabled()
    d.editor.editors["whist_price"].setText("2")
    d.editor.editors["raspasy_exit"].setText("6, 7, 7")
    d.editor.editors["pulya_target"].setValue(20)
    stalingrad = d.editor.editors["stalingrad"]
    assert isinstance(stalingrad, QCheckBox)
    stalingrad.setChecked(True)
    overflow = d.editor.editors["overflow"]
    assert isinstance(overflow, QComboBox)
    overflow.setCurrentIndex(overflow.findData("write_off"))
    c = d.game().convention
    assert (c.pulya_target, c.raspasy_exit, c.stalingrad, c.overflow) == (20, (6, 7, 7), True, "write_off")
    assert c.preset == "sochi"


def test_a_raspasy_exit_level_typed_with_a_key_no_level_uses_is_refused_not_an_error(qtbot):
    """'²' (its own key on AZERTY keyboards) passes str.isdigit, not int(): once a ValueError out of a slot."""
    d = dialog(qtbot)
    d.editor.editors["raspasy_exit"].setText("6, ², 7")
    assert d.game() is None and d.ui.problemLabel.text()
    assert not d.ok_button.isEnabled()
    d.editor.editors["raspasy_exit"].setText("6, 7, 7")
    assert d.game().convention.raspasy_exit == (6, 7, 7)


def test_a_mistake_in_a_folded_group_opens_it(qtbot):
    """A wrong value in a folded group only marked its heading «changed: 1»: open the group the message names."""
    d = dialog(qtbot)
    d.resize(900, 500)
    assert "raspasy" not in d.editor.unfolded
    d.ui.titleEdit.setFocus()
    d.editor.editors["raspasy_exit"].setText("6, 11")  # (a file, a preset or a paste can bring such a value)
    assert d.game() is None and not d.ok_button.isEnabled()
    assert "raspasy" in d.editor.unfolded and d.editor.editors["raspasy_exit"].isVisible()
    label = option_label("raspasy_exit")
    assert f"'{label}'" in d.ui.problemLabel.text() and "raspasy_exit" not in d.ui.problemLabel.text()
    qtbot.waitUntil(lambda: not d.editor.area.viewport().rect().intersected(shown_in(d, "raspasy_exit")).isEmpty())
    d.editor.set_folded("raspasy", True)  # folded again by the player: typing on elsewhere does not open it again
    qtbot.keyClicks(d.ui.titleEdit, "x")
    assert "raspasy" not in d.editor.unfolded
    d.editor.editors["raspasy_exit"].setText("6, 7, 8")
    assert d.game() is not None and d.ui.problemLabel.text() == ""


def shown_in(d, key):
    """Where option ``key``'s editor is in the list's viewport."""
    editor = d.editor.editors[key]
    viewport = d.editor.area.viewport()
    return editor.geometry().translated(editor.parentWidget().mapTo(viewport, editor.pos()) - editor.pos())


def test_raspasy_exit_written_as_a_range_is_refused(qtbot):
    """ "6-8" could be 6 and 8 or 6 to 8: the levels are a list, typed with commas (RULES §6)."""
    d = dialog(qtbot)
    exit_levels = d.editor.editors["raspasy_exit"]
    for typed in ("6-8", "6–8", "6-7-8", "6 to 8"):
        exit_levels.setText(typed)
        assert d.game() is None, typed
        assert option_label("raspasy_exit") in d.ui.problemLabel.text() and typed in d.ui.problemLabel.text()
        assert not d.ok_button.isEnabled()
    for typed, levels in (("6, 8", (6, 8)), ("6 7 7", (6, 7, 7)), ("[7]", (7,)), ("6;7;8", (6, 7, 8))):
        exit_levels.setText(typed)
        assert d.game().convention.raspasy_exit == levels, typed
        assert d.ok_button.isEnabled()


def test_a_name_that_shows_nothing_is_refused(qtbot):
    d = dialog(qtbot)
    d.name_edits[0].setText("\u200b")
    assert d.game() is None
    assert "shows nothing" in d.ui.problemLabel.text()
    assert not d.ok_button.isEnabled()
    d.name_edits[0].setText("Аня\u200b")
    d.name_edits[1].setText("Аня")
    assert d.game() is None and "Аня" in d.ui.problemLabel.text()
    d.name_edits[0].setText("Вера")
    assert d.game() is not None and d.ok_button.isEnabled()


def test_names_must_differ(qtbot):
    d = dialog(qtbot)
    d.name_edits[1].setText(d.name_edits[0].text())
    assert d.game() is None
    assert d.ui.problemLabel.text()
    assert not d.ok_button.isEnabled()
