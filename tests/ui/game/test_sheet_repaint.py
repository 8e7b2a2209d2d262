"""The pulka after a change: only the totals that differ are painted again, and the picture is the one a fresh
view paints of the same sheet — after every hand, an undo, a zone passing its last 40 totals, a rename, a resize."""

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication

from benchmarks.sample import random_game
from prefcount import layout
from prefcount.layout import filling
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.game.sheet_view import LATEST_TOTALS, SheetView


@pytest.fixture
def window(qtbot):
    def make(game, width=1400, height=900):
        win = MainWindow(GameDocument(game))
        qtbot.addWidget(win)
        win.resize(width, height)
        win.show()
        qtbot.waitExposed(win)
        QApplication.processEvents()
        return win

    return make


def picture(view: SheetView) -> QImage:
    return view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def fresh_picture(qtbot, view: SheetView) -> QImage:
    """The same sheet, at the same size, selection and hover, painted whole by a view that never showed another."""
    fresh = SheetView()
    qtbot.addWidget(fresh)
    fresh.resize(view.size())
    fresh.set_sheet(view.sheet, view.header)
    fresh.selected, fresh.hovered = view.selected, view.hovered
    return picture(fresh)


class Painted(QObject):
    """The region the sheet repaints from now on."""

    def __init__(self, view: SheetView) -> None:
        super().__init__(view)
        self.region = QRegion()
        view.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False


def record(win, hand) -> None:
    win.document.push(RecordHand(win.document, hand))
    QApplication.processEvents()


def most_totals(view: SheetView) -> int:
    return max(len(text.tokens) for text in layout.sheet_contents(view.sheet).values())


@pytest.mark.parametrize("start, hands", [(0, 6), (140, 30)])
def test_after_each_hand_the_pulka_is_the_one_painted_afresh(window, qtbot, start, hands):
    # from an empty sheet; and past the 40 latest totals a zone shows, where each total moves the others ("…")
    game = random_game(start + hands, 3, seed=2, target=10_000)
    win = window(game.model_copy(update={"hands": game.hands[:start]}))
    view = win.ui.sheetView
    assert picture(view) == fresh_picture(qtbot, view)
    for number, hand in enumerate(game.hands[start:], start=start + 1):
        record(win, hand)
        assert picture(view) == fresh_picture(qtbot, view), f"after hand {number}"
    assert start == 0 or most_totals(view) > LATEST_TOTALS


def test_a_hand_repaints_only_where_totals_changed(window):
    game = random_game(41, 3, seed=5)
    win = window(game.model_copy(update={"hands": game.hands[:40]}))
    view = win.ui.sheetView
    painted = Painted(view)
    record(win, game.hands[40])
    changed = painted.region.boundingRect()
    assert not changed.isEmpty()  # the new total is painted ...
    whole = view.rect().width() * view.rect().height()
    assert changed.width() * changed.height() < whole / 3  # ... and not the whole pulka


@pytest.mark.parametrize("players", [3, 4])
def test_undo_and_redo_and_the_selection_paint_as_afresh(window, qtbot, players):
    game = random_game(30, players, seed=7)
    win = window(game.model_copy(update={"hands": game.hands[:28]}))
    view = win.ui.sheetView
    view.select(("pulya", 0))
    QApplication.processEvents()
    for hand in game.hands[28:]:
        record(win, hand)
    assert picture(view) == fresh_picture(qtbot, view)
    win.document.undo_stack.undo()
    QApplication.processEvents()
    assert picture(view) == fresh_picture(qtbot, view)
    win.document.undo_stack.redo()
    QApplication.processEvents()
    assert picture(view) == fresh_picture(qtbot, view)


def test_a_new_name_or_size_paints_the_whole_pulka_anew(window, qtbot):
    game = random_game(21, 3, seed=11)
    win = window(game.model_copy(update={"hands": game.hands[:20]}))
    view = win.ui.sheetView
    win.document.rename_player(1, "Борис Б.")
    QApplication.processEvents()
    assert picture(view) == fresh_picture(qtbot, view)
    win.resize(1000, 700)
    QApplication.processEvents()
    record(win, game.hands[20])
    assert picture(view) == fresh_picture(qtbot, view)


def test_a_zones_totals_are_set_once_for_the_same_text():
    """Setting a zone is kept by its content: the same zone and text give the same boxes without setting them again
    (after a hand the app sets every zone; only the one or two with a new total are set anew)."""
    pulka = layout.blank_pulka(layout.Rect(0, 0, 280, 200), 3, ("A", "B", "C"), 10)
    text = layout.ZoneText((layout.Token("2"), layout.Token("4"), layout.Token("10", final=True)))
    first, _ = layout.fill_zones(pulka, {("pulya", 0): text})
    hits = filling._set_zone.cache_info().hits
    again, _ = layout.fill_zones(pulka, {("pulya", 0): layout.ZoneText(tuple(text.tokens))})
    assert again.primitives == first.primitives
    assert filling._set_zone.cache_info().hits == hits + 1
    other, _ = layout.fill_zones(pulka, {("pulya", 0): text._replace(tokens=text.tokens[:2])})
    assert other.primitives != first.primitives
    assert filling._set_zone.cache_info().maxsize is not None  # bounded


def test_the_places_of_totals_kept_between_hands_follow_the_size_and_forget_the_totals_gone(window, qtbot):
    # a total's pixels are kept while the sheet keeps its size: after a resize they are measured anew, and
    # the totals a hand took off the sheet are not kept
    game = random_game(36, 3, seed=13, target=10_000)
    win = window(game.model_copy(update={"hands": game.hands[:24]}))
    view = win.ui.sheetView
    for hand in game.hands[24:30]:
        record(win, hand)
    win.resize(1100, 820)
    QApplication.processEvents()
    for number, hand in enumerate(game.hands[30:], start=31):
        record(win, hand)
        assert picture(view) == fresh_picture(qtbot, view), f"after hand {number}"
    on_sheet = set(view.pulka().primitives)
    assert set(view.pictures.places) <= on_sheet
