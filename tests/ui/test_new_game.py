"""The new-game dialog: players, seating, first dealer, preset and every convention option."""

from PySide6.QtWidgets import QCheckBox, QComboBox

from prefcount.ledger import GROUPS, OPTIONS, PRESETS, score
from prefcount.ui.new_game_dialog import NewGameDialog


def dialog(qtbot, **kwargs):
    d = NewGameDialog(**kwargs)
    qtbot.addWidget(d)
    d.show()
    return d


def test_every_option_has_a_row_with_label_and_explanation_under_its_group(qtbot):
    d = dialog(qtbot)
    table = d.ui.optionsTable
    assert table.rowCount() == len(GROUPS) + len(OPTIONS)
    row = 0
    for group in GROUPS:
        assert table.item(row, 0).text() == group.title and table.columnSpan(row, 0) == 3
        row += 1
        for info in group.options:
            assert table.item(row, 0).text() == info.label
            assert table.item(row, 2).text() == info.help
            assert table.cellWidget(row, 1) is d.editor.editors[info.key]
            row += 1


def shown_groups(d) -> list[str]:
    return [key for key, row in d.editor.group_rows.items() if not d.ui.optionsTable.isRowHidden(row)]


def test_the_four_player_group_only_with_four_players(qtbot):
    d = dialog(qtbot)
    groups = ["whisting", "remiz", "raspasy", "closing", "settlement", "money"]
    assert shown_groups(d) == groups
    assert "dealer_may_whist" not in d.editor.visible_options() and "whist_forced" not in d.editor.visible_options()
    d.ui.countBox.setCurrentIndex(d.ui.countBox.findText("4"))
    assert shown_groups(d) == groups[:3] + ["four_players"] + groups[3:]
    assert {"dealer_may_whist", "dealer_on_raspasy", "consolation_to_dealer"} <= set(d.editor.visible_options())
    assert d.editor.visible_options() == [info.key for info in OPTIONS if info.applies_to(4)]


def test_options_that_differ_from_the_preset_are_marked(qtbot):
    d = dialog(qtbot)
    assert d.editor.marked == ()
    overflow = d.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("count"))
    d.editor.editors["whist_price"].setText("0,5")
    assert d.editor.marked == ("overflow", "whist_price")
    label = d.ui.optionsTable.item(d.editor.option_rows["overflow"], 0)
    assert label.font().bold() and "help the others close" in label.toolTip()
    assert not d.ui.optionsTable.item(d.editor.option_rows["stalingrad"], 0).font().bold()
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
    assert d.game() is None and "whist_price" in d.ui.problemLabel.text()
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


def test_names_must_differ(qtbot):
    d = dialog(qtbot)
    d.name_edits[1].setText(d.name_edits[0].text())
    assert d.game() is None
    assert d.ui.problemLabel.text()
    assert not d.ok_button.isEnabled()
