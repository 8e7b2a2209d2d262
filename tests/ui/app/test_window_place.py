"""The main window fits a 1366×768 screen and opens as it was left: size, place, maximised, splitter."""

import pytest
from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtWidgets import QMainWindow

from prefcount.ledger import Game
from prefcount.ui.app import window_place
from prefcount.ui.app.settings import WINDOW_GEOMETRY
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow

#: A 1366×768 laptop screen with a 40-pixel task bar.
LAPTOP = QRect(0, 0, 1366, 728)


@pytest.fixture
def laptop(monkeypatch):
    monkeypatch.setattr(window_place, "available_geometry", lambda window: QRect(LAPTOP))
    monkeypatch.setattr(window_place, "_screens", lambda: [QRect(LAPTOP)])
    return LAPTOP


def window(qtbot) -> MainWindow:
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(win)
    return win


def inside(outer: QRect, inner: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


def test_a_first_start_fits_a_1366_by_768_screen(qtbot, laptop):
    win = window(qtbot)
    assert win.width() + window_place.FRAME.width() <= laptop.width()
    assert win.height() + window_place.FRAME.height() <= laptop.height()
    assert inside(laptop, win.geometry())
    win.show()
    qtbot.waitExposed(win)
    # what was hidden at 1400×900: the record button and the money column
    button = win.ui.recordButton
    assert button.isVisible() and inside(win.rect(), QRect(button.mapTo(win, button.rect().topLeft()), button.size()))
    table = win.ui.standingTable
    money = table.model().columnCount() - 1
    assert table.columnViewportPosition(money) + table.columnWidth(money) <= table.viewport().width()


def test_a_big_screen_gets_the_preferred_size(qtbot, monkeypatch):
    big = QRect(0, 0, 2560, 1400)
    monkeypatch.setattr(window_place, "available_geometry", lambda window: QRect(big))
    win = window(qtbot)
    assert win.size() == window_place.PREFERRED and inside(big, win.geometry())


def test_size_place_and_splitter_are_remembered_on_closing(qtbot, laptop):
    win = window(qtbot)
    win.show()
    qtbot.waitExposed(win)
    win.setGeometry(QRect(30, 40, 760, 600))  # (within the test screen: Qt itself keeps a window on its screen)
    win.ui.splitter.setSizes([300, 440])
    sizes = win.ui.splitter.sizes()
    assert win.close()  # nothing to save: it closes, and remembers
    again = window(qtbot)
    assert again.geometry().size() == win.geometry().size()
    again.show()
    qtbot.waitExposed(again)
    assert again.ui.splitter.sizes() == sizes


def test_a_maximised_window_opens_maximised(qtbot, laptop):
    win = window(qtbot)
    win.showMaximized()
    qtbot.waitUntil(win.isMaximized)
    window_place.remember(win)
    again = window(qtbot)
    again.show()
    qtbot.waitUntil(again.isMaximized)


def test_a_place_remembered_on_a_bigger_monitor_does_not_open_off_screen(qtbot, laptop):
    """Saved on a 2560×1440 monitor at its far corner; now only the laptop's screen is there."""
    elsewhere = QMainWindow()
    qtbot.addWidget(elsewhere)
    elsewhere.setGeometry(QRect(2100, 1200, 2300, 1300))
    WINDOW_GEOMETRY.set(bytes(elsewhere.saveGeometry().data()))
    win = window(qtbot)
    assert inside(laptop, win.geometry()) and win.height() + window_place.FRAME.height() <= laptop.height()


def test_a_damaged_remembered_place_is_passed_over(qtbot, laptop):
    WINDOW_GEOMETRY.set(b"not a geometry")
    win = window(qtbot)
    assert inside(laptop, win.geometry())
    assert QByteArray(WINDOW_GEOMETRY.get()).size() > 0  # left as it was until the window closes


def test_a_frame_taller_than_guessed_is_brought_inside_the_screen(qtbot, laptop):
    """The frame's height was a guess (48 px); a window manager with a 90-pixel title bar put the window's bottom
    («Записать раздачу…») under the task bar. Once shown, the real frame counts."""
    win = window(qtbot)

    def frame() -> QRect:  # as the window manager draws it: a 90-pixel title bar, 4-pixel borders
        return QRect(win.pos(), win.size() + QSize(8, 94))  # (a window's pos is its frame's)

    win.frameGeometry = frame  # (offscreen, Qt knows no frame)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: inside(laptop, frame()))
    assert win.height() + 94 <= laptop.height() and win.width() + 8 <= laptop.width()
    # after that, the size and place are the player's: the window is not pulled back
    win.move(win.x(), laptop.height() - 200)
    qtbot.wait(50)
    assert win.y() == laptop.height() - 200


def test_a_frame_that_fits_is_left_alone(qtbot, laptop):
    win = window(qtbot)
    win.show()
    qtbot.waitExposed(win)
    geometry = win.geometry()
    assert not window_place.keep_on_screen(win) and win.geometry() == geometry
    win.resize(laptop.width() + 100, 500)  # made larger than the screen by a program: on purpose
    assert not window_place.keep_on_screen(win) and win.width() == laptop.width() + 100
    win.showMaximized()
    qtbot.waitUntil(win.isMaximized)
    win.frameGeometry = lambda: QRect(-50, -50, 3000, 3000)
    assert not window_place.keep_on_screen(win)  # maximised: the window manager's to place


def test_a_window_closed_before_its_frame_came_leaves_no_check_behind(qtbot, monkeypatch):
    from shiboken6 import delete

    monkeypatch.setattr(window_place, "FRAMING_MS", 20)
    window = QMainWindow()
    window_place.place(window)
    window.show()
    delete(window)  # gone before the window manager framed it, or the check's timers ran
    qtbot.wait(60)  # pytest-qt fails the test on any exception raised in the event loop
