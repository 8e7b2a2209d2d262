"""Words a Russian or Ukrainian player reads without guessing: the book's averages say they are averages
(«Деньги на пульку» read as a stake), and a folded group's tooltip is good Russian."""

import pytest
from PySide6.QtCore import Qt

from prefcount.ui.book.book_stats_model import COLUMNS, PersonStatsModel
from prefcount.words.i18n import set_language

AVERAGE = {
    "ru": ("в среднем за пульку", "в среднем за раздачу"),
    "uk": ("в середньому за пульку", "в середньому за роздачу"),
}


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_the_books_averages_say_they_are_averages(qtbot, language):
    set_language(language)
    model = PersonStatsModel()
    header = {
        column.key: model.headerData(section, Qt.Orientation.Horizontal) for section, column in enumerate(COLUMNS)
    }
    per_pulka, per_hand = AVERAGE[language]
    assert per_pulka in header["money_per_pulka"].casefold()
    assert per_pulka in header["whists_per_pulka"].casefold()
    assert per_hand in header["whists_per_hand"].casefold()


def test_a_folded_group_says_what_differs_in_good_russian(qtbot):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    set_language("ru")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    overflow = dialog.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("count"))
    assert dialog.editor.headings["closing"].toolTip().startswith("Не так, как в конвенции «Сочи»: ")
