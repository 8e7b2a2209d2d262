""" "If we stopped now": the whists column is each player's exact net, so it agrees with the money beside it."""

from prefcount.files import gamefile
from prefcount.ledger import format_amount, settle
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


def test_the_whists_column_is_the_exact_net_that_makes_the_money(qtbot, data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(game.model_copy(update={"hands": game.hands[:1]})))
    qtbot.addWidget(win)
    table = win.ui.standingTable
    assert table.horizontalHeaderItem(3).text() == "Net whists"
    assert "whist price" in table.horizontalHeaderItem(3).toolTip()
    # 6♠ made: the nets are +5⅓ / −⅔ / −4⅔; at 0.50 a whist that is 2.67 / −0.34 / −2.33, not 3 / −0.50 / −2.50
    assert [table.item(seat, 3).text() for seat in range(3)] == ["+5⅓", "-⅔", "-4⅔"]
    assert [table.item(seat, 4).text() for seat in range(3)] == ["2.67", "-0.34", "-2.33"]


def test_the_whists_column_follows_the_game(qtbot, data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(game.model_copy(update={"hands": ()})))
    qtbot.addWidget(win)
    for count in range(1, len(game.hands) + 1):
        win.document.replace(game.model_copy(update={"hands": game.hands[:count]}), None)
        settlement = settle(win.document.sheet)
        shown = [win.ui.standingTable.item(seat, 3).text() for seat in range(3)]
        assert shown == [format_amount(net, signed=True) for net in settlement.net]


def test_the_columns_fit_their_texts_after_every_hand(qtbot):
    """The texts of a change are measured once, after them all: each column still fits its widest text."""
    from PySide6.QtWidgets import QApplication, QHeaderView

    from benchmarks.sample import random_game
    from prefcount.ui.game.commands import RecordHand

    game = random_game(40, 3, seed=9)
    win = MainWindow(GameDocument(game.model_copy(update={"hands": ()})))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    table = win.ui.standingTable
    header = table.horizontalHeader()
    widths = set()
    for hand in game.hands:
        win.document.push(RecordHand(win.document, hand))
        QApplication.processEvents()
        assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch
        for column in range(1, table.columnCount()):
            assert header.sectionResizeMode(column) == QHeaderView.ResizeMode.ResizeToContents
            fits = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            assert table.columnWidth(column) == fits, (hand, column)
        widths.add(tuple(table.columnWidth(column) for column in range(1, table.columnCount())))
    assert len(widths) > 1  # the texts grew wider over the game
