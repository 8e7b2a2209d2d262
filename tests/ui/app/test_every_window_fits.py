"""Every window and dialog fits a 1024×600 netbook, frame and all, and 960×540 (a 1920×1080 laptop at 200 %)
where what does not fit scrolls (issue 27 §6: the new-game dialog opened 1000×660, «Начать» off the screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from windows import WINDOWS, make, show

from prefcount.ui.app import window_place

SCREENS = {"1024x600": QRect(0, 0, 1024, 600), "960x540": QRect(0, 0, 960, 540)}


#: Windows that do not fit yet, and why (strict: the test says so once they do).
NOT_YET = {
    "book": "book_window.ui's filter row is one line 978 px wide (1047 in Russian), and a player filter is being "
    "added to it by the book window's engineer: it needs two rows",
}


@pytest.fixture(params=list(SCREENS))
def screen(request, monkeypatch):
    """The free area of the screen every window opens on, in Russian (the longest words); the app fits its
    windows as it does at start."""
    from prefcount.ui.app.language import use_language

    use_language("ru")
    area = SCREENS[request.param]
    monkeypatch.setattr(window_place, "available_geometry", lambda window: area)
    app = QApplication.instance()
    fitter = window_place.fit_every_window(app)
    yield area
    app.removeEventFilter(fitter)
    use_language("en")


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=NOT_YET[name])) if name in NOT_YET else name
        for name in ["main window", *WINDOWS]
    ],
)
def test_the_window_fits_the_screen_frame_and_all(qtbot, tmp_path, screen, name):
    window, _main = make(name, qtbot, tmp_path)
    show(qtbot, window)
    room = screen.size() - window_place.FRAME
    assert window.width() <= room.width() and window.height() <= room.height(), (window.size(), name)
    assert window.minimumSizeHint().width() <= room.width() and window.minimumSizeHint().height() <= room.height()
    outer = QRect(window.pos(), window.size() + window_place.FRAME)
    assert screen.contains(outer), (outer, name)


def test_a_window_the_player_resized_is_not_fitted_again(qtbot, tmp_path, screen):
    window, _main = make("new game", qtbot, tmp_path)
    show(qtbot, window)
    window.hide()
    window.resize(2000, 1200)  # on purpose, larger than the screen (a second monitor)
    show(qtbot, window)
    assert window.width() == 2000
