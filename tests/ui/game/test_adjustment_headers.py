"""The adjustment page of the hand panel shows every column header in full, in every language, on a 1366×768 screen."""

import pytest
from ui_helpers import open_panel

from prefcount.ledger import Game
from prefcount.words.i18n import set_language

NAMES = {
    3: ("Игрок 1", "Игрок 2", "Игрок 3"),
    4: ("Александра", "Константин", "Вера", "Глеб"),
}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("language", ["ru", "uk", "en"])
def test_no_header_is_wider_than_its_column(qtbot, language, players):
    set_language(language)
    dialog = open_panel(qtbot, Game(players=NAMES[players]))
    dialog.window().resize(1366, 768)  # the smallest screen the window fits (issue 15 item 8): the panel's width
    dialog.ui.kindBox.activated.emit(dialog.ui.kindBox.findData("adjustment"))
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.width() > 500)
    table = dialog.ui.adjustmentTable
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        text = table.horizontalHeaderItem(column).text()
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines())
        assert widest <= header.sectionSize(column), (text, widest, header.sectionSize(column))
    assert table.horizontalScrollBar().maximum() == 0  # every column in view
    assert header.length() <= table.viewport().width()
