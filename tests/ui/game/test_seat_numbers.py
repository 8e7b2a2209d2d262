"""A newcomer finds each player's seat number (the first key of a hand) on the sheet and in the standings;
a long game opens at its last hand."""

from PySide6.QtCore import Qt

from benchmarks.sample import random_game
from prefcount.layout import TextBox
from prefcount.ledger import Game
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


def window(qtbot, game: Game) -> MainWindow:
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_standings_rows_are_headed_by_the_seat_numbers(qtbot):
    win = window(qtbot, Game(players=("Аня", "Борис", "Вера", "Глеб")))
    table = win.ui.standingTable
    header = table.verticalHeader()
    assert header.isVisible()
    assert [table.verticalHeaderItem(row).text() for row in range(table.rowCount())] == ["1", "2", "3", "4"]
    assert [table.item(row, 0).text() for row in range(4)] == ["Аня", "Борис", "Вера", "Глеб"]
    assert "type 3" in table.verticalHeaderItem(2).toolTip()
    # the whole table still shows: no row or column cut by the seat numbers
    assert table.viewport().height() >= header.length()


def test_the_sheet_names_each_player_with_the_seat_number(qtbot):
    win = window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    pulka = win.ui.sheetView.empty_pulka()
    names = {p.ref[1]: p.text for p in pulka.primitives if isinstance(p, TextBox) and p.ref and p.ref[0] == "name"}
    assert names == {0: "1 · Аня", 1: "2 · Борис", 2: "3 · Вера"}


def test_the_printed_sheet_has_the_names_alone():
    from prefcount.layout import Rect, blank_pulka

    pulka = blank_pulka(Rect(0, 0, 277, 190), 2, ["Аня", "Борис"])
    names = sorted(p.text for p in pulka.primitives if isinstance(p, TextBox) and p.ref and p.ref[0] == "name")
    assert names == ["Аня", "Борис"]


def last_hand_shown(win: MainWindow) -> bool:
    table = win.ui.handTable
    bar = table.verticalScrollBar()
    last = table.model().rowCount() - 1
    return bar.maximum() > 0 and bar.value() == bar.maximum() and table.rowAt(table.viewport().height() - 2) == last


def test_a_long_game_opens_at_its_last_hand(qtbot):
    win = window(qtbot, random_game(150, players=4, target=200))
    qtbot.waitUntil(lambda: last_hand_shown(win), timeout=3000)
    win.ui.handTable.scrollToTop()
    win.document.replace(random_game(120, players=3, target=200, seed=2), None)  # another game opened
    qtbot.waitUntil(lambda: last_hand_shown(win), timeout=3000)
    assert win.ui.handTable.model().rowCount() == 120
    assert win.ui.handTable.horizontalHeader().isVisible()
    assert Qt.ScrollBarPolicy.ScrollBarAlwaysOff != win.ui.handTable.verticalScrollBarPolicy()
