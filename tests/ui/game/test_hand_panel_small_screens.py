"""The hand panel on a small screen (issue 27 item 6): Record/Cancel, the «Запишет:» preview and the warnings stay
on a 1024×600 screen (and 960×540: the fields scroll), the last recorded hand stays in view, and the edit
panel's hint is whole at 1366×768 while the game-over bar shows."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractSlider, QApplication, QWidget
from ui_helpers import show_window, type_keys

from benchmarks.sample import random_game
from prefcount.ledger import score
from prefcount.words.i18n import set_language


def inside(widget: QWidget, window: QWidget) -> bool:
    """Whether all of ``widget`` is shown inside ``window`` (and not cut by a scrolled area above it)."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


def settle():
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("size", [(1024, 600), (960, 540)])
def test_the_panels_buttons_preview_and_warnings_stay_on_a_small_screen(qtbot, size):
    set_language("ru")
    win = show_window(qtbot, random_game(12, 3, seed=5, target=9999, names=("Аня", "Борис", "Вера")))
    win.resize(*size)
    settle()
    assert win.minimumSizeHint().height() <= 540
    type_keys(qtbot, "27hwp73", win)
    settle()
    panel = win.hand_entry.panel
    assert win.height() <= size[1] and win.minimumSizeHint().height() <= size[1]
    assert panel.preview().startswith("Запишет:")
    for widget in (panel.ok_button, panel.ui.buttons, panel.ui.previewLabel, panel.ui.problemLabel):
        assert inside(widget, win), widget.objectName()
    button = QRect(panel.ok_button.mapTo(panel, QPoint(0, 0)), panel.ok_button.size())
    assert panel.mark.target is panel.ok_button and panel.mark.geometry().adjusted(3, 3, -3, -3) == button
    table = win.ui.handTable
    last = table.visualRect(table.model().index(11, 0))
    assert table.viewport().rect().contains(last)  # the last hand recorded is in view


def test_the_field_that_takes_the_next_key_scrolls_into_view(qtbot):
    win = show_window(qtbot, random_game(12, 3, seed=5, target=9999, names=("Аня", "Борис", "Вера")))
    win.resize(960, 540)
    settle()
    type_keys(qtbot, "27hwp", win)
    qtbot.wait(20)
    settle()
    panel = win.hand_entry.panel
    area = panel.ui.fieldsArea.viewport()
    field = panel.tricks[1]  # Борис, the declarer: his count comes first
    assert panel.mark.target is field
    assert area.rect().contains(QRect(field.mapTo(area, QPoint(0, 0)), field.size()))


def test_the_edit_panels_hint_is_whole_at_1366_by_768_with_the_game_over_bar(qtbot):
    set_language("ru")
    game = random_game(300, 3, seed=3, target=10, names=("Аня", "Борис", "Вера"))
    count = next(k for k in range(1, 300) if score(game.model_copy(update={"hands": game.hands[:k]})).is_over)
    win = show_window(qtbot, game.model_copy(update={"hands": game.hands[:count]}))
    win.resize(1366, 768)
    win.game_over_bar.announce()
    settle()
    assert win.game_over_bar.isVisible()
    win.ui.handTable.selectRow(count - 1)
    win.edit_hand()
    settle()
    panel = win.hand_entry.panel
    hint = panel.ui.keysHint
    area = panel.ui.fieldsArea.viewport()
    assert area.rect().contains(QRect(hint.mapTo(area, QPoint(0, 0)), hint.size()))
    assert inside(panel.ok_button, win) and inside(panel.ui.previewLabel, win)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_opening_the_panel_takes_room_from_the_hand_list_only(qtbot, size):
    """The words and the standings above stay as they are; the hand list gives the panel its room (and keeps the
    room the panel does not need)."""
    win = show_window(qtbot, random_game(12, 3, seed=5, target=9999, names=("Аня", "Борис", "Вера")))
    win.resize(*size)
    settle()
    ui = win.ui
    above = [w.geometry() for w in (ui.statusLabel, ui.playersLabel, ui.standingTable, ui.handsLabel)]
    type_keys(qtbot, "2", win)
    settle()
    assert [w.geometry() for w in (ui.statusLabel, ui.playersLabel, ui.standingTable, ui.handsLabel)] == above
    panel = win.hand_entry.panel
    assert ui.handTable.geometry().bottom() < panel.geometry().top()
    gap = panel.geometry().top() - ui.handTable.geometry().bottom()
    assert gap < 20  # no room lost between the list and the panel
    type_keys(qtbot, "\x1b", win)
    settle()
    assert [w.geometry() for w in (ui.statusLabel, ui.playersLabel, ui.standingTable, ui.handsLabel)] == above


@pytest.mark.parametrize("size", [(1024, 600), (960, 540)])
def test_the_last_hand_stays_in_view_once_the_panel_closes_and_a_list_scrolled_back_stays(qtbot, size):
    """The panel closing gives the list its room back over several layout passes (the status lines wrap anew): a
    list shown to its end stays at its end; one the player scrolled back to an old hand stays there."""
    set_language("ru")
    win = show_window(qtbot, random_game(30, 3, seed=7, target=9999, names=("Аня", "Борис", "Вера")))
    win.resize(*size)
    settle()
    table = win.ui.handTable
    bar = table.verticalScrollBar()
    for keys in ("27hwp73\n", "16sww64\n", "0"):
        type_keys(qtbot, keys, win)
        settle()
    type_keys(qtbot, "\x1b\x1b", win)  # the raspasy begun is thrown away: the panel closes
    settle()
    assert not win.hand_entry.is_open() and bar.maximum() > 0
    last = table.visualRect(table.model().index(31, 0))
    assert table.viewport().rect().contains(last)  # the last hand recorded is in view
    bar.setValue(3)
    bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepSub)  # the player scrolls back to an old hand
    assert bar.value() == 2
    win.resize(size[0], size[1] - 40)
    settle()
    win.resize(*size)
    settle()
    assert bar.value() == 2


@pytest.mark.parametrize("size", [(1024, 600), (960, 540)])
@pytest.mark.parametrize("how", ["\x1b\x1b", "\n"], ids=["Escape", "Enter"])
def test_an_edited_hand_stays_in_view_once_its_panel_closes(qtbot, size, how):
    """F2 on hand 20 of 30, then Escape or Enter: the list, given its room back over several layout passes, shows
    hand 20 (the hand explained under it), not the last hands."""
    set_language("ru")
    win = show_window(qtbot, random_game(30, 3, seed=7, target=9999, names=("Аня", "Борис", "Вера")))
    win.resize(*size)
    settle()
    table = win.ui.handTable
    table.verticalScrollBar().setValue(table.verticalScrollBar().maximum())  # the list shown to its end, as after play
    settle()
    win.edit_hand(19)
    settle()
    assert win.hand_entry.is_open()
    type_keys(qtbot, how, win)
    settle()
    assert not win.hand_entry.is_open()
    row = table.visualRect(table.model().index(19, 0))
    assert table.viewport().rect().contains(row), (row, table.viewport().rect())
