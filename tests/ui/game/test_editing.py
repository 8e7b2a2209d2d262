"""Undo and redo, editing and deleting an earlier hand, renaming, where a number came from."""

import pytest
from ui_helpers import enter_hands, show_window, type_keys

from prefcount.files import gamefile
from prefcount.ledger import Game, score
from prefcount.ui.dialogs import prompts
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.game.origin import zone_origin
from prefcount.words.hands import red_suits_markup


@pytest.fixture
def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")


@pytest.fixture
def window(qtbot):
    return lambda game: show_window(qtbot, game)


def test_undo_redo_named_steps(qtbot, window, sochi):
    win = window(Game(players=sochi.players, convention=sochi.convention))
    enter_hands(qtbot, win, ["16swp61\n", "0250\n"])
    assert len(win.document.game.hands) == 2
    assert win.undo_action.text() == "Undo record hand 2"
    assert win.isWindowModified()
    win.undo_action.trigger()
    assert len(win.document.game.hands) == 1
    assert win.redo_action.text() == "Redo record hand 2"
    win.undo_action.trigger()
    assert win.document.game.hands == ()
    assert win.document.sheet.pulya == [0, 0, 0]
    win.redo_action.trigger()
    win.redo_action.trigger()
    assert win.document.sheet.gora == [2, 5, 3]
    assert win.hand_model.rowCount() == 2


def test_edit_an_early_hand_rescores_everything(qtbot, window, sochi):
    win = window(sochi)
    before = win.document.sheet
    # hand 1 was 6♠ made (6-3-1); now A went down one: 5 tricks, B 4, C 1
    win.edit_hand(0)
    assert win.hand_entry.panel.title() == "Edit hand 1"  # the same panel as a new hand
    type_keys(qtbot, "16sww54\n", win)
    hand = win.document.game.hands[0]
    assert hand.tricks == (5, 4, 1)
    after = win.document.sheet
    assert after.hands[0].gora[0] == 2 and after.hands[0].pulya[0] == 0
    assert after.pulya != before.pulya or after.gora != before.gora
    fresh = score(win.document.game)
    assert (after.pulya, after.gora, after.whists) == (fresh.pulya, fresh.gora, fresh.whists)
    assert win.undo_action.text() == "Undo edit hand 1"
    win.undo_action.trigger()
    assert win.document.game.hands[0] == sochi.hands[0]


def test_delete_a_hand(window, sochi):
    win = window(sochi)
    win.delete_hand(1)
    assert len(win.document.game.hands) == len(sochi.hands) - 1
    assert win.undo_action.text() == "Undo delete hand 2"
    win.undo_action.trigger()
    assert win.document.game.hands == sochi.hands


def test_rename_in_place(window, sochi):
    win = window(sochi)
    item = win.ui.standingTable.item(1, 0)
    item.setText("Борис")
    assert win.document.game.players[1] == "Борис"
    assert win.undo_action.text().startswith("Undo rename")
    win.undo_action.trigger()
    assert win.document.game.players[1] == "B"


def test_rename_to_a_taken_name_is_refused(window, sochi, monkeypatch):
    errors = []
    monkeypatch.setattr(prompts, "error", lambda parent, title, text: errors.append(text))
    win = window(sochi)
    win.ui.standingTable.item(1, 0).setText("A")
    assert win.document.game.players == sochi.players
    assert errors


def test_where_a_number_came_from(window, sochi):
    win = window(sochi)
    win._zone_clicked(("whists", 1, 0))
    text = win.ui.originLabel.text()
    assert "hand 1" in text and "whists for tricks" in text
    win.ui.handTable.selectRow(3)
    assert "Hand 4" in win.ui.originLabel.text()


def test_clicking_the_sheet_selects_a_zone(qtbot, window, sochi):
    from PySide6.QtCore import QPoint, Qt

    win = window(sochi)
    view = win.ui.sheetView
    pulka = view.pulka()
    zone = pulka.zone(("pulya", 0))
    xs = [p[0] for p in zone.outline]
    ys = [p[1] for p in zone.outline]
    point = view.to_pixels(sum(xs) / len(xs), sum(ys) / len(ys))
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(int(point.x()), int(point.y())))
    assert view.selected == ("pulya", 0)
    assert "contract made" in win.ui.originLabel.text()


def test_the_explanation_follows_an_edit_and_a_delete(qtbot, window, sochi):
    from prefcount.ui.game.commands import DeleteHand

    win = window(sochi)
    win.ui.handTable.selectRow(0)
    assert "contract made" in win.ui.originLabel.text()
    win.edit_hand(0)
    type_keys(qtbot, "16sww54\n", win)  # hand 1 now went down one
    text = win.ui.originLabel.text()
    assert "Hand 1" in text and "contract made" not in text and "contract failed" in text
    entry = win.document.sheet.hands[3].entries[0]  # a zone hand 4 wrote in
    ref = (entry.zone, entry.seat, entry.on) if entry.zone == "whists" else (entry.zone, entry.seat)
    win._zone_clicked(ref)
    before = win.ui.originLabel.text()
    win.document.push(DeleteHand(win.document, 3))
    after = win.ui.originLabel.text()
    assert after != before and after == red_suits_markup(zone_origin(win.document.sheet, ref, sochi.players))
    assert win.ui.sheetView.selected == ref
    win.undo_action.trigger()
    assert win.ui.originLabel.text() == before


def test_showing_a_hand_clears_the_zone_highlight(window, sochi):
    win = window(sochi)
    win.ui.sheetView.select(("gora", 1))
    win._zone_clicked(("gora", 1))
    win.ui.handTable.selectRow(2)
    assert win.ui.sheetView.selected is None
    assert "Hand 3" in win.ui.originLabel.text()


def test_the_sheet_header_is_there_at_start_up(qtbot, sochi):
    from PySide6.QtGui import QImage

    from prefcount.ui.app.start import default_game
    from prefcount.ui.game.sheet_view import SheetView

    win = MainWindow()  # as the app starts: a blank sheet first, the game a moment later
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    texts = [getattr(p, "text", "") for p in win.ui.sheetView.pulka().primitives]
    assert "Sochi · to 10" in texts
    win.attach(GameDocument(default_game()))
    texts = [getattr(p, "text", "") for p in win.ui.sheetView.pulka().primitives]
    assert "Sochi · to 10" in texts
    # the picture on screen is the one a fresh view paints of the same sheet
    fresh = SheetView()
    qtbot.addWidget(fresh)
    fresh.resize(win.ui.sheetView.size())
    fresh.set_sheet(win.ui.sheetView.sheet, win.ui.sheetView.header)
    rgb = QImage.Format.Format_RGB32
    assert win.ui.sheetView.grab().toImage().convertToFormat(rgb) == fresh.grab().toImage().convertToFormat(rgb)


def test_keys_on_the_hand_list_delete_and_edit(qtbot, window, sochi, asked):
    from PySide6.QtCore import Qt

    win = window(sochi)  # (active: shortcuts need the active window)
    table = win.ui.handTable
    table.setFocus()
    table.selectRow(2)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert len(win.document.game.hands) == len(sochi.hands) - 1
    assert win.undo_action.text() == "Undo delete hand 3"
    win.undo_action.trigger()
    assert win.document.game.hands == sochi.hands
    table.selectRow(0)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter edits the selected hand
    type_keys(qtbot, "16sww54\n", win)
    assert win.document.game.hands[0].tricks == (5, 4, 1)
    assert win.focusWidget() is table  # back where it was
    qtbot.keyClick(table, Qt.Key.Key_F2)  # and so does F2
    type_keys(qtbot, "16sww63\n", win)
    assert win.document.game.hands[0].tricks == (6, 3, 1)
    assert len(win.document.game.hands) == len(sochi.hands)


def test_f1_lists_the_keys_and_help_says_what_prefcount_is(qtbot, window, sochi, asked):
    from PySide6.QtCore import Qt

    win = window(sochi)  # (active: shortcuts need the active window)
    qtbot.keyClick(win.ui.handTable, Qt.Key.Key_F1)
    assert "Shift+Tab" in asked.questions[-1] and "1 7 h w p 7 2 Enter" in asked.questions[-1]
    win.ui.actionAbout.trigger()
    assert "prefcount 0." in asked.questions[-1] and "GPL" in asked.questions[-1]
    assert [a.text() for a in win.ui.menuHelp.actions()] == ["&Keyboard…", "&About prefcount"]


def test_the_sheet_header_names_own_rules(window, sochi):
    """A game without a preset is headed «Own rules · to 10», not « · to 10» (the window once dropped the name)."""
    from prefcount.ledger import convention_from_dict

    options = {k: v for k, v in sochi.convention.to_dict().items() if k != "preset"}
    win = window(sochi.model_copy(update={"convention": convention_from_dict(options)}))
    texts = [getattr(p, "text", "") for p in win.ui.sheetView.pulka().primitives]
    assert f"Own rules · to {sochi.convention.pulya_target}" in texts


@pytest.mark.parametrize("keys", ["ctrl+y", "ctrl+shift+z"])
def test_redo_by_both_keys_f1_names(qtbot, window, sochi, keys):
    """F1 says «Ctrl+Shift+Z or Ctrl+Y — redo»: both keys redo on every system (Qt's standard Redo is only
    Ctrl+Shift+Z on Linux and macOS, only Ctrl+Y on Windows; Ctrl+Y once did nothing under X11)."""
    from PySide6.QtCore import Qt

    win = window(sochi)  # (active: shortcuts need the active window)
    table = win.ui.handTable
    table.setFocus()
    table.selectRow(2)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.document.game.hands == sochi.hands
    modifiers = Qt.KeyboardModifier.ControlModifier
    if "shift" in keys:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(table, Qt.Key.Key_Y if keys.endswith("y") else Qt.Key.Key_Z, modifiers)
    assert len(win.document.game.hands) == len(sochi.hands) - 1
