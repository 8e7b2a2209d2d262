"""A wheel passing over a dialog's boxes changes none of them: the hand panel, the price, the settings, the blank
sheets and the club book's filters (the new game and the rules are in test_new_game.py)."""

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QDateEdit
from ui_helpers import open_panel, wheel

from prefcount.ledger import Game
from prefcount.ui.dialogs.price_dialog import PriceDialog
from prefcount.ui.dialogs.settings_dialog import SettingsDialog
from prefcount.ui.printing.blank_dialog import BlankDialog

GAME = Game(players=("Аня", "Борис", "Вера"))


def shown(box):
    if isinstance(box, QComboBox):
        return box.currentIndex()
    if isinstance(box, QDateEdit):
        return box.date()
    return box.value()


def boxes(widget) -> list:
    return [box for kind in (QComboBox, QAbstractSpinBox) for box in widget.findChildren(kind) if box.isVisible()]


def the_wheel_changes_nothing(qtbot, widget) -> None:
    found = boxes(widget)
    assert found
    for box in found:
        before = shown(box)
        for delta in (120, -120, -120):  # up and down: a box at either end still moves one way
            wheel(box, delta)
            assert shown(box) == before, box.objectName()
        box.setFocus()  # (the hand's fields pass the focus on to the field the hand needs next)
        if isinstance(box, QComboBox) and box.hasFocus():  # not even focused: the dialog may have put it there
            wheel(box, -120)
            wheel(box, 120)
            assert shown(box) == before, box.objectName()


@pytest.mark.parametrize(
    "make",
    [
        lambda: PriceDialog(GAME),
        lambda: SettingsDialog(),
        lambda: BlankDialog(GAME),
    ],
    ids=["price", "settings", "blank"],
)
def test_a_passing_wheel_changes_no_box_of_a_dialog(qtbot, make):
    dialog = make()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    the_wheel_changes_nothing(qtbot, dialog)


def test_a_passing_wheel_changes_no_box_of_the_hand_panel(qtbot):
    panel = open_panel(qtbot, GAME)
    qtbot.waitExposed(panel)
    the_wheel_changes_nothing(qtbot, panel)
    assert panel.entry.blank()  # nor the hand the boxes show


def test_a_number_clicked_into_outside_a_list_steps_by_wheel(qtbot):
    dialog = BlankDialog(GAME)
    qtbot.addWidget(dialog)
    dialog.show()
    target = dialog.ui.targetBox
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    wheel(target, 120)
    assert target.value() == GAME.convention.pulya_target + 1


def test_a_passing_wheel_changes_no_filter_of_the_book(qtbot, tmp_path):
    from prefcount.book import Book
    from prefcount.ui.book.book_window import BookWindow

    book = Book.open(tmp_path / "book", tmp_path / "index.sqlite")
    window = BookWindow(book)
    qtbot.addWidget(window)
    window.ui.periodBox.setCurrentIndex(window.ui.periodBox.count() - 1)  # the dates shown too
    window.ui.fromEdit.setDate(QDate(2026, 11, 1))
    window.show()
    qtbot.waitExposed(window)
    assert window.ui.fromEdit.isVisible()
    the_wheel_changes_nothing(qtbot, window)
    window.close()
    book.close()
