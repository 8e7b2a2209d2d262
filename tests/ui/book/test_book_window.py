"""The club book window driven by keyboard and mouse over a small book made in a temporary folder.

The book: Friday 6 Nov 2026 Аня, Борис, Вера (finished); Friday 13 Nov Боря, Вера, Гриша
(finished, another convention); Friday 20 Nov Аня, Борис, Вера (unfinished); a damaged
file and a foreign one. «Боря» and «Борис» are one person once merged.
"""

from __future__ import annotations

import os
import re
import sys
from datetime import date
from pathlib import Path

import pytest
from book_helpers import small_book
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from prefcount.book import Book
from prefcount.files.gamefile import save
from prefcount.ledger import Game, format_amount
from prefcount.ui.book.book_periods import ALL, CUSTOM, EVENING, PERIODS, SEASON, period_dates, season_start
from prefcount.ui.book.book_stats_model import SORT_ROLE
from prefcount.ui.book.book_window import BookWindow, book_folder
from prefcount.words.money import money_text


@pytest.fixture
def window(qtbot, tmp_path):
    book = Book.open(small_book(tmp_path / "book", second_preset="rostov"), tmp_path / "index.sqlite")
    w = BookWindow(book)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.indexed, timeout=30000):
        w.show()
    yield w
    w.close()
    book.close()


def people_shown(w: BookWindow) -> dict[str, int]:
    """Person → pulkas, as the statistics table shows them."""
    table = w.ui.statsTable.model()
    return {table.index(row, 0).data(): int(table.index(row, 1).data()) for row in range(table.rowCount())}


def choose(qtbot, box, text: str) -> None:
    """Pick ``text`` in a combo box with the keyboard: focus it, go to the top, step down until it is current."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.count()):
        if box.currentText() == text:
            return
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentText() == text


def select_row(qtbot, tree, text: str) -> None:
    """Walk the roster with the arrow keys (aliases included) until ``text`` is the current row."""
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Home)
    for _ in range(50):
        if tree.currentItem() is not None and tree.currentItem().text(0) == text:
            return
        qtbot.keyClick(tree, Qt.Key.Key_Down)
    raise AssertionError(f"{text} is not in the roster")


def test_a_long_folder_path_never_widens_the_window(qtbot, window):
    """A book in a deep folder (a Windows user's Documents, a sync folder) is shown cut in the middle, whole in the
    tooltip: the window still fits a 960-pixel screen."""
    long = "/home/Константин Константинопольский/Документы/Преферанс/Клуб «Вторник»/Сезон 2026–2027/" * 3
    window.folder_path.set_text(long)
    assert window.minimumSizeHint().width() < 900
    window.resize(800, 500)
    qtbot.wait(10)
    shown = window.ui.folderPath.text()
    assert shown != long and "…" in shown and window.ui.folderPath.toolTip() == long


def test_opening_lists_the_damaged_and_foreign_files_and_counts_the_rest(window):
    ui = window.ui
    assert window.folder_path.text.endswith("book") and ui.folderPath.toolTip() == window.folder_path.text
    assert ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Files not counted (2)"
    rows = {ui.problemsTable.item(r, 0).text(): ui.problemsTable.item(r, 1).text() for r in range(2)}
    assert set(rows) == {"broken.pulka", "notes.pulka"}
    assert "damaged" in rows["broken.pulka"]
    assert "not a prefcount game" in rows["notes.pulka"]
    assert people_shown(window) == {"Аня": 1, "Борис": 1, "Вера": 2, "Боря": 1, "Гриша": 1}
    assert ui.summaryLabel.text() == "Pulkas: 2, hands: 6, people: 5"
    assert not ui.progressBar.isVisible()


def test_unfinished_games_count_when_ticked_by_mouse(qtbot, window):
    check = window.ui.unfinishedCheck
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=check.rect().center() - check.rect().topLeft())
    assert check.isChecked()
    assert people_shown(window) == {"Аня": 2, "Борис": 2, "Вера": 3, "Боря": 1, "Гриша": 1}


def test_convention_filter_from_the_keyboard(qtbot, window):
    choose(qtbot, window.ui.conventionBox, "Rostov")
    assert people_shown(window) == {"Вера": 1, "Боря": 1, "Гриша": 1}
    choose(qtbot, window.ui.conventionBox, "All conventions")
    assert len(people_shown(window)) == 5


def test_the_last_evening_and_custom_dates(qtbot, window):
    ui = window.ui
    choose(qtbot, ui.periodBox, "The last evening")
    ui.unfinishedCheck.setChecked(True)
    assert ui.fromEdit.date().toPython() == date(2026, 11, 20) == ui.toEdit.date().toPython()
    assert people_shown(window) == {"Аня": 1, "Борис": 1, "Вера": 1}
    ui.fromEdit.setFocus()
    ui.fromEdit.setDate(ui.fromEdit.date())  # (no change: still the last evening)
    ui.fromEdit.setCurrentSection(ui.fromEdit.Section.DaySection)
    for _ in range(14):  # back to 6 November, a day at a time with the arrow key
        qtbot.keyClick(ui.fromEdit, Qt.Key.Key_Down)
    assert ui.fromEdit.date().toPython() == date(2026, 11, 6)
    assert ui.periodBox.currentData() == CUSTOM
    assert people_shown(window) == {"Аня": 2, "Борис": 2, "Вера": 3, "Боря": 1, "Гриша": 1}


def test_merging_aliases_then_splitting_them(qtbot, window):
    ui = window.ui
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # the Pla&yers tab
    assert ui.tabs.currentWidget() is ui.peopleTab
    tree = ui.peopleTree
    select_row(qtbot, tree, "Боря")
    choose(qtbot, ui.mergeBox, "Борис")
    qtbot.mouseClick(ui.mergeButton, Qt.MouseButton.LeftButton)
    assert ui.rosterMessage.text() == ""
    boris = tree.findItems("Борис", Qt.MatchFlag.MatchExactly)[0]
    assert [boris.child(i).text(0) for i in range(boris.childCount())] == ["Боря"]
    assert boris.text(1) == "3"  # with the unfinished one: the roster counts every pulka played
    assert not tree.findItems("Боря", Qt.MatchFlag.MatchExactly)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # back to &Statistics
    assert people_shown(window) == {"Аня": 1, "Борис": 2, "Вера": 2, "Гриша": 1}
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    select_row(qtbot, tree, "Боря")  # now a name of Борис, under him
    assert tree.currentItem().parent().text(0) == "Борис"
    assert ui.splitButton.isEnabled() and not ui.mergeButton.isEnabled()
    qtbot.mouseClick(ui.splitButton, Qt.MouseButton.LeftButton)
    assert tree.findItems("Боря", Qt.MatchFlag.MatchExactly)
    assert (window.book.folder / "prefcount-roster.json").exists()


def test_two_people_who_played_together_are_not_merged(qtbot, window):
    ui = window.ui
    ui.tabs.setCurrentWidget(ui.peopleTab)
    ui.peopleTree.setCurrentItem(ui.peopleTree.findItems("Аня", Qt.MatchFlag.MatchExactly)[0])
    choose(qtbot, ui.mergeBox, "Вера")
    qtbot.mouseClick(ui.mergeButton, Qt.MouseButton.LeftButton)
    assert "played in the same pulka" in ui.rosterMessage.text()
    assert ui.peopleTree.findItems("Аня", Qt.MatchFlag.MatchExactly)


def test_renaming_a_person_from_the_keyboard(qtbot, window):
    ui = window.ui
    ui.tabs.setCurrentWidget(ui.peopleTab)
    select_row(qtbot, ui.peopleTree, "Гриша")
    assert ui.renameEdit.text() == "Гриша"
    ui.renameEdit.setFocus()
    ui.renameEdit.selectAll()
    qtbot.keyClicks(ui.renameEdit, "Grigory")
    qtbot.keyClick(ui.renameEdit, Qt.Key.Key_Return)
    renamed = ui.peopleTree.findItems("Grigory", Qt.MatchFlag.MatchExactly)[0]
    assert [renamed.child(i).text(0) for i in range(renamed.childCount())] == ["Гриша"]
    ui.tabs.setCurrentWidget(ui.statsTab)
    assert "Grigory" in people_shown(window)


def test_renaming_twice_leaves_no_typo_among_the_aliases(qtbot, window):
    ui = window.ui
    ui.tabs.setCurrentWidget(ui.peopleTab)
    for old, new in (("Гриша", "Grigroy"), ("Grigroy", "Grigory")):
        select_row(qtbot, ui.peopleTree, old)
        ui.renameEdit.setFocus()
        ui.renameEdit.selectAll()
        qtbot.keyClicks(ui.renameEdit, new)
        qtbot.keyClick(ui.renameEdit, Qt.Key.Key_Return)
    renamed = ui.peopleTree.findItems("Grigory", Qt.MatchFlag.MatchExactly)[0]
    assert [renamed.child(i).text(0) for i in range(renamed.childCount())] == ["Гриша"]  # the file's name only
    assert not ui.peopleTree.findItems("Grigroy", Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)


def test_head_to_head_in_money_and_whists(qtbot, window):
    ui = window.ui
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    assert ui.tabs.currentWidget() is ui.headTab
    model = ui.headTable.model()
    names = model.names
    assert names[0] == "Вера"  # the biggest winner first
    for row in range(len(names)):
        for column in range(len(names)):
            if row != column:
                assert model.value(row, column) == -model.value(column, row)
    money = [model.index(r, c).data() for r in range(len(names)) for c in range(len(names))]
    choose(qtbot, ui.measureBox, "whists")
    whists = [model.index(r, c).data() for r in range(len(names)) for c in range(len(names))]
    assert money != whists
    # money through the book's one formatter, whists as the sheet writes them
    h2h = window.book.head_to_head(window.current_filter())
    for r, a in enumerate(names):
        for c, b in enumerate(names):
            if (a, b) in h2h.money:
                assert money[r * len(names) + c] == money_text(h2h.money[(a, b)] * 100, signed=True)
                assert whists[r * len(names) + c] == format_amount(h2h.whists[(a, b)], signed=True)
    cell = {(a, b): r * len(names) + c for r, a in enumerate(names) for c, b in enumerate(names)}
    assert (money[cell[("Борис", "Вера")]], whists[cell[("Борис", "Вера")]]) == ("-48.67", "-48⅔")
    assert (money[cell[("Боря", "Гриша")]], whists[cell[("Боря", "Гриша")]]) == ("+10.00", "+20")  # half a whist
    assert money[cell[("Аня", "Гриша")]] == whists[cell[("Аня", "Гриша")]] == ""  # never played together


def test_charts_are_built_when_first_shown(qtbot, window):
    import sys

    ui = window.ui
    assert window.charts is None
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # &Head to head: no chart yet
    assert window.charts is None
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # Char&ts
    assert ui.tabs.currentWidget() is ui.chartsTab
    assert "pyqtgraph" in sys.modules
    money, rating = window.charts
    assert sorted(money.lines) == sorted(people_shown(window))
    xs, ys = money.lines["Вера"].getData()
    assert len(ys) == 2
    assert sorted(rating.lines) == sorted(people_shown(window))
    choose(qtbot, ui.conventionBox, "Rostov")  # a filter change redraws the charts in view
    assert sorted(money.lines) == ["Боря", "Вера", "Гриша"]


def test_a_file_changed_outside_is_read_again(qtbot, window):
    (window.book.folder / "broken.pulka").unlink()
    with qtbot.waitSignal(window.indexed, timeout=30000):
        qtbot.mouseClick(window.ui.refreshButton, Qt.MouseButton.LeftButton)
    assert window.ui.problemsTable.rowCount() == 1


def test_periods():
    today = date(2026, 3, 4)
    assert period_dates(EVENING, today, date(2026, 2, 27)) == (date(2026, 2, 27), date(2026, 2, 27))
    assert period_dates(EVENING, today, None) == (today, today)
    assert period_dates(SEASON, today, None) == (date(2025, 9, 1), today)
    assert season_start(date(2026, 9, 1)) == date(2026, 9, 1)
    assert period_dates(ALL, today, None) == (None, None)
    with pytest.raises(ValueError):
        period_dates(CUSTOM, today, None)
    assert list(PERIODS)[-1] == CUSTOM


def test_main_window_opens_the_book_and_saves_new_games_into_it(qtbot, tmp_path, asked):
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    main = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(main)
    main.show()
    main.ui.actionClubBook.trigger()
    book_window = main.book_window
    assert book_window is not None and book_window.isVisible()
    assert book_window.book.folder == (tmp_path / "documents" / "prefcount").resolve() == book_folder().resolve()
    qtbot.waitUntil(lambda: book_window.ui.refreshButton.isEnabled(), timeout=30000)
    suggestions = []
    import prefcount.ui.dialogs.prompts as prompts

    prompts.save_file_name = lambda parent, suggestion="", pdf=False: suggestions.append(suggestion) or ""
    main.files.save_as()
    assert Path(suggestions[0]).parent == tmp_path / "documents" / "prefcount"


def test_new_game_dialog_offers_the_books_names_and_tables(qtbot, tmp_path):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    book = Book.open(small_book(tmp_path / "book", second_preset="rostov"), tmp_path / "index.sqlite")
    book.refresh()
    dialog = NewGameDialog(book=book)
    qtbot.addWidget(dialog)
    dialog.show()
    ui = dialog.ui
    assert ui.tableBox.isVisible()
    assert ui.tableBox.itemText(1).startswith("Аня, Борис, Вера · 20.11.2026")  # the latest table first
    choose(qtbot, ui.tableBox, ui.tableBox.itemText(2))
    assert dialog.names() == ["Боря", "Вера", "Гриша"]
    assert dialog.game().convention.preset == "rostov"
    assert ui.presetBox.currentData() == "rostov"
    completer = dialog.name_edits[0].completer()
    model = completer.model()
    offered = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert offered[:3] == ["Аня", "Борис", "Вера"] and set(offered) == {"Аня", "Борис", "Вера", "Боря", "Гриша"}
    edit = dialog.name_edits[2]
    edit.setFocus()
    edit.clear()
    completer.setCompletionPrefix("гр")
    assert completer.currentCompletion() == "Гриша"
    book.close()


def test_new_game_dialog_without_a_book_has_no_table_row(qtbot):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ui.tableBox.isVisible()
    assert dialog.name_edits[0].completer() is None
    QApplication.processEvents()


def test_the_rating_column_is_the_books_rating_over_the_pulkas_shown(qtbot, window):
    from prefcount.book import Filter
    from prefcount.ui.book.book_stats_model import COLUMNS

    ui = window.ui
    ui.fromEdit.setDate(ui.fromEdit.date().fromString("13.11.2026", "dd.MM.yyyy"))  # a custom period
    ui.toEdit.setDate(ui.toEdit.date().fromString("30.11.2026", "dd.MM.yyyy"))
    assert people_shown(window) == {"Вера": 1, "Боря": 1, "Гриша": 1}
    model = ui.statsTable.model()
    column = [c.header for c in COLUMNS].index("Rating")
    shown = {model.index(r, 0).data(): model.index(r, column).data() for r in range(model.rowCount())}
    ratings = window.book.ratings(Filter(date_from=date(2026, 11, 13), date_to=date(2026, 11, 30)))
    assert shown == {person: f"{rating.rating:.0f}" for person, rating in ratings.items()}


def test_switching_language_retranslates_the_book(qtbot, window):
    from prefcount.ui.app.language import use_language

    ui = window.ui
    ui.tabs.setCurrentWidget(ui.chartsTab)
    choose(qtbot, ui.periodBox, "This season")
    try:
        use_language("uk")
        QApplication.processEvents()
        assert ui.periodBox.currentText() == "Цей сезон"  # the choice kept, its name translated
        assert ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Файли не враховано (2)"
        assert ui.conventionBox.itemText(0) == "Будь-які правила"
        assert window.charts[0].plot.titleLabel.text == "Гроші в часі"
        ui.tabs.setCurrentWidget(ui.statsTab)
        assert ui.statsTable.model().headerData(0, Qt.Orientation.Horizontal) == "Гравець"
        problems = {ui.problemsTable.item(r, 0).text(): ui.problemsTable.item(r, 1).text() for r in range(2)}
        assert problems["notes.pulka"] != 'This is not a prefcount game (it has no "format": "prefcount-game")'
    finally:
        use_language("en")


def test_coming_back_to_the_window_reads_files_copied_meanwhile(qtbot, window):
    from PySide6.QtWidgets import QWidget

    from prefcount.files.gamefile import load

    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    friday = load(window.book.folder / "2026-11-06.pulka")  # the same table a week later: another game
    save(friday.model_copy(update={"created": "2026-11-27T19:30:00+02:00"}), window.book.folder / "copied.pulka")
    window._refreshed_at -= 60  # the last reading was a minute ago
    with qtbot.waitSignal(window.indexed, timeout=30000):
        window.activateWindow()
    assert people_shown(window)["Вера"] == 3


def test_closing_the_main_window_closes_the_book_after_its_reading(qtbot, tmp_path):
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    small_book(tmp_path / "documents" / "prefcount", second_preset="rostov")
    main = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(main)
    main.show()
    main.ui.actionClubBook.trigger()
    refresher = main.book_window.refresher
    assert refresher is not None
    main.close()
    assert not main.book_window.isVisible()
    assert refresher.isFinished()


def test_an_index_that_stays_locked_is_said_and_the_window_goes_on(qtbot, window, asked, monkeypatch):
    import sqlite3

    def locked(progress=None):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(window.book, "refresh", locked)
    window.refresh()
    qtbot.waitUntil(lambda: window.ui.refreshButton.isEnabled(), timeout=10000)
    assert asked.errors == ["database is locked"]
    assert not window.ui.progressBar.isVisible()


def test_a_game_saved_into_the_book_shows_in_the_open_book_window(qtbot, tmp_path, asked):
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    main = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(main)
    main.show()
    main.ui.actionClubBook.trigger()
    book_window = main.book_window
    qtbot.waitUntil(lambda: book_window.ui.refreshButton.isEnabled(), timeout=30000)
    book_window.ui.tabs.setCurrentWidget(book_window.ui.peopleTab)
    assert book_window.ui.peopleTree.topLevelItemCount() == 0
    asked.save_name = str(tmp_path / "documents" / "prefcount" / "friday.pulka")
    with qtbot.waitSignal(book_window.indexed, timeout=30000):
        assert main.files.save_as()
    names = [book_window.ui.peopleTree.topLevelItem(i).text(0) for i in range(3)]
    assert names == ["Аня", "Борис", "Вера"]
    main.close()


def test_the_money_columns_are_found_by_key_and_coloured_by_sign(tmp_path):
    """The colours and the currency once went to columns 3 and 4, whatever stood there."""
    from PySide6.QtGui import QColor

    from prefcount.book.colours import LOST_TEXT, WON_TEXT
    from prefcount.ui.book.book_stats_model import COLUMNS, MONEY, PersonStatsModel

    keys = [column.key for column in COLUMNS]
    assert len(set(keys)) == len(keys) and set(MONEY) <= set(keys)
    with Book.open(small_book(tmp_path / "book", second_preset="rostov"), tmp_path / "index.sqlite") as book:
        book.refresh()
        model = PersonStatsModel()
        model.set_stats(book.stats(), {}, "₽")
    money = keys.index("money")
    assert model.headerData(money, Qt.Orientation.Horizontal).endswith(", ₽")
    assert [c for c in range(len(COLUMNS)) if "₽" in model.headerData(c, Qt.Orientation.Horizontal)] == [money]
    for row in range(model.rowCount()):
        for column, key in enumerate(keys):
            colour = model.data(model.index(row, column), Qt.ItemDataRole.ForegroundRole)
            value = model.data(model.index(row, column), SORT_ROLE) if key in MONEY else 0
            expected = QColor(WON_TEXT) if value > 0 else QColor(LOST_TEXT) if value < 0 else None
            assert colour == expected, (key, value)
    assert any(model.data(model.index(row, money), SORT_ROLE) for row in range(model.rowCount()))


def test_the_books_money_is_written_in_the_language(qtbot, window):
    """In Russian the statistics show «-53,66» as the game window does, not «-53.66»; the tooltip, the whists
    and the head-to-head money too."""
    from prefcount.ui.app.language import use_language
    from prefcount.ui.book.book_stats_model import COLUMNS, MONEY

    keys = [column.key for column in COLUMNS]
    model = window.ui.statsTable.model()
    try:
        use_language("ru")
        QApplication.processEvents()
        cells = [
            model.index(row, keys.index(key)).data()
            for row in range(model.rowCount())
            for key in (*MONEY, "best", "worst")
        ]
        texts = [cell for cell in cells if cell]
        assert texts and all(re.fullmatch(r"[+-]?\d+,\d\d", text) for text in texts), texts
        tips = [
            model.index(row, keys.index("best")).data(Qt.ItemDataRole.ToolTipRole) for row in range(model.rowCount())
        ]
        assert any(re.search(r": [+-]?\d+,\d\d \(", tip or "") for tip in tips), tips
        everything = [model.index(row, column).data() for row in range(model.rowCount()) for column in range(len(keys))]
        assert not [cell for cell in everything if "." in (cell or "")]  # whists and averages too: «+8,33»
        window.ui.tabs.setCurrentWidget(window.ui.headTab)
        head = window.ui.headTable.model()
        cells = [head.index(r, c).data() for r in range(head.rowCount()) for c in range(head.rowCount()) if r != c]
        balances = [text for text in cells if text]  # a pair who never played together is empty
        assert balances and all(re.fullmatch(r"[+-]?\d+,\d\d", text) for text in balances), balances
    finally:
        use_language("en")


def test_the_season_report_is_made_from_the_window_for_the_pulkas_shown(qtbot, window, asked, tmp_path):
    import io

    from pypdf import PdfReader

    ui = window.ui
    choose(qtbot, ui.conventionBox, "Rostov")  # only Friday 13th: Боря, Вера, Гриша
    asked.save_name = str(tmp_path / "season.pdf")
    qtbot.mouseClick(ui.seasonButton, Qt.MouseButton.LeftButton)
    data = (tmp_path / "season.pdf").read_bytes()
    text = " ".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages)
    assert "Гриша" in text and "Аня" not in text
    assert "season.pdf" in window.statusBar().currentMessage()
    asked.save_name = ""  # cancelled: nothing is written, nothing said
    (tmp_path / "season.pdf").unlink()
    qtbot.mouseClick(ui.seasonButton, Qt.MouseButton.LeftButton)
    assert not (tmp_path / "season.pdf").exists() and not asked.errors


@pytest.mark.parametrize("language", ["en", "ru", "uk"])
def test_every_statistics_column_says_what_it_is(window, language):
    """Two columns both headed «на пульку» (money and whists) left the reader guessing."""
    from prefcount.words.i18n import set_language

    set_language(language)
    model = window.ui.statsTable.model()
    headers = [model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())]
    assert len(set(headers)) == len(headers), headers


def test_the_whists_column_is_written_as_the_sheet_writes_whists(window):
    """«+402⅓» as on the sheet, not «+402.3»; the averages keep their decimals."""
    from prefcount.book import Filter
    from prefcount.ui.book.book_stats_model import COLUMNS

    keys = [column.key for column in COLUMNS]
    model = window.stats_model
    shown = {model.index(r, 0).data(): model.index(r, keys.index("whists")).data() for r in range(model.rowCount())}
    expected = {s.person: format_amount(s.whists, signed=True) for s in window.book.stats(Filter()).values()}
    assert shown == expected
    assert any(text[-1] in "⅓⅔½⅙⅚" for text in shown.values()), shown  # the book's games part whists


@pytest.mark.skipif(os.name != "posix" or sys.platform == "darwin", reason="a folder name that is not UTF-8")
def test_the_season_report_of_a_folder_not_named_in_utf8(qtbot, tmp_path, asked):
    """Issue 25 §14 in the window: the export ended in an unexpected-error box."""
    folder = small_book(Path(os.fsdecode(bytes(tmp_path) + b"/\xca\xed\xe8\xe3\xe0")))
    book = Book.open(folder, tmp_path / "index.sqlite")
    w = BookWindow(book)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.indexed, timeout=30000):
        w.show()
    asked.save_name = str(tmp_path / "season.pdf")
    assert w.export_season() == tmp_path / "season.pdf"
    assert (tmp_path / "season.pdf").read_bytes().startswith(b"%PDF")
    w.close()
    book.close()


def test_a_file_written_whole_while_the_window_reads_it_half_is_read_again(qtbot, window, monkeypatch):
    """Issue 25 §13: a sync tool writes a game in place, half and then the rest. The window read the half while
    the rest arrived; the change asked for a reading while one ran, which was dropped: the file stayed "not
    counted" for good. A change during a reading now reads the folder again when it is done; and the files that
    do not count are watched (a write in place changes no folder on every system)."""
    import threading

    from prefcount.files.gamefile import dumps
    from prefcount.ledger import GameHand

    game = Game(
        players=("Дима", "Жора", "Зоя"),
        created="2026-11-21T19:30:00+02:00",
        hands=(GameHand(declarer=0, contract="6S", calls=[None, "pass", "pass"]),),
    )
    data = dumps(game).encode()
    target = window.book.folder / "synced.pulka"
    target.write_bytes(data[: len(data) // 2])
    read_half = threading.Event()
    go_on = threading.Event()
    book = window.book
    real_refresh = book.refresh

    def slow_refresh(*args, **kwargs):  # a big book: the reading takes a while after it read the half file
        problems = real_refresh(*args, **kwargs)
        if not read_half.is_set():
            read_half.set()
            go_on.wait(20)
        return problems

    monkeypatch.setattr(book, "refresh", slow_refresh)
    window._reread_soon.setInterval(50)
    window.watcher.blockSignals(True)  # a system whose watcher says nothing of a write in place
    window.refresh()
    assert read_half.wait(20)
    with open(target, "r+b") as out:  # the rest, in place, while the window is still reading
        out.seek(len(data) // 2)
        out.write(data[len(data) // 2 :])
    window.refresh()  # (what the folder's watcher asks for a moment after the write)
    ui = window.ui
    with qtbot.waitSignal(window.indexed, timeout=30000):
        go_on.set()
    assert ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Files not counted (3)"  # what it read: the half
    qtbot.waitUntil(lambda: ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Files not counted (2)", timeout=15000)


def test_the_files_that_do_not_count_are_watched(qtbot, window):
    """A damaged file rewritten in place is read again even where the folder's watcher says nothing of it."""
    folder = window.book.folder
    assert sorted(window.watcher.files()) == [str(folder / "broken.pulka"), str(folder / "notes.pulka")]
    window.watcher.directoryChanged.disconnect()
    window._reread_soon.setInterval(50)
    (folder / "broken.pulka").write_bytes((folder / "2026-11-20.pulka").read_bytes().replace(b"19:30", b"19:31"))
    ui = window.ui
    qtbot.waitUntil(lambda: ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Files not counted (1)", timeout=15000)
    assert window.watcher.files() == [str(folder / "notes.pulka")]


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key(0x0426), Qt.KeyboardModifier.ControlModifier),  # Ctrl+Ц: the W key of a lone Cyrillic layout
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    ],
)
@pytest.mark.parametrize("focus", ["statsTable", "conventionBox", "renameEdit"])
def test_the_window_closes_on_ctrl_w_and_on_escape(qtbot, window, key, modifiers, focus):
    """Issue 30 §8 and 27 §2: Ctrl+W closes the book window as every window, and Esc closes it, wherever the
    focus is in it."""
    ui = window.ui
    if focus == "renameEdit":
        ui.tabs.setCurrentWidget(ui.peopleTab)
    widget = getattr(ui, focus)
    window.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=5000)
    qtbot.keyClick(widget, key, modifiers)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)


def test_escape_in_an_open_list_closes_the_list_not_the_window(qtbot, window):
    box = window.ui.conventionBox
    window.activateWindow()
    box.showPopup()
    qtbot.waitUntil(lambda: box.view().isVisible(), timeout=5000)
    qtbot.keyClick(box.view(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.view().isVisible(), timeout=5000)
    assert window.isVisible()


def test_a_player_filter_shows_his_pulkas_his_figures_and_his_lines(qtbot, window):
    """Issue 27 §16: the window filters by player as ``prefcount stats --player`` does: the pulkas he played, his
    row, his lines on the charts (his rating still rated against everybody); everybody again undoes it."""
    from dataclasses import replace

    from prefcount.book import Filter

    ui = window.ui
    assert ui.playerBox.itemText(0) == "Everybody"
    assert [ui.playerBox.itemText(i) for i in range(1, ui.playerBox.count())] == [
        "Аня",
        "Борис",
        "Боря",
        "Вера",
        "Гриша",
    ]
    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Pl&ayer
    assert ui.playerBox.hasFocus()
    choose(qtbot, ui.playerBox, "Вера")
    assert people_shown(window) == {"Вера": 2}
    assert ui.summaryLabel.text() == "Pulkas: 2, hands: 6, people: 1"
    vera = window.book.stats(Filter(people=frozenset({"Вера"})))["Вера"]
    assert window.stats_model.rows[0].money_cents == vera.money_cents
    assert (
        window.stats_model.ratings["Вера"]
        == window.book.ratings(replace(window.current_filter(), people=frozenset()))["Вера"]
    )
    ui.tabs.setCurrentWidget(ui.chartsTab)
    money_chart, rating_chart = window.charts
    assert list(money_chart.lines) == ["Вера"] and list(rating_chart.lines) == ["Вера"]
    choose(qtbot, ui.playerBox, "Everybody")
    assert sorted(money_chart.lines) == ["Аня", "Борис", "Боря", "Вера", "Гриша"]
    ui.tabs.setCurrentWidget(ui.statsTab)
    assert people_shown(window) == {"Аня": 1, "Борис": 1, "Вера": 2, "Боря": 1, "Гриша": 1}


def test_a_player_merged_away_leaves_the_player_box(qtbot, window):
    ui = window.ui
    choose(qtbot, ui.playerBox, "Боря")
    window.book.merge("Боря", "Борис")
    window._edit_roster(lambda: None, "Борис")
    assert "Боря" not in [ui.playerBox.itemText(i) for i in range(ui.playerBox.count())]
    assert ui.playerBox.currentText() == "Everybody"
    assert people_shown(window) == {"Аня": 1, "Борис": 2, "Вера": 2, "Гриша": 1}


def test_a_file_with_no_date_counts_and_is_listed_as_such(qtbot, window):
    """Issue 27 §9: a game file with no ``created`` or ``finished`` counts, dated by the file's time, and the
    problems tab says so."""
    from prefcount.ledger import GameHand

    game = Game(
        players=("Дима", "Жора", "Зоя"), hands=(GameHand(declarer=0, contract="6S", calls=[None, "pass", "pass"]),)
    )
    save(game, window.book.folder / "undated.pulka")
    with qtbot.waitSignal(window.indexed, timeout=30000):
        window.refresh()
    ui = window.ui
    assert ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)) == "Files not counted (2), no date (1)"
    rows = {ui.problemsTable.item(r, 0).text(): ui.problemsTable.item(r, 1).text() for r in range(3)}
    assert rows["undated.pulka"].startswith("No date in the file: it counts as played when the file was last saved")


def test_a_book_folder_written_with_a_tilde_is_in_the_home_folder(monkeypatch, tmp_path):
    """Every caller (Save as…, the club book, a crashed game's places to save) gets the folder with its ``~``
    expanded: book_folder() does it, once."""
    from prefcount.ui.app.settings import BOOK_FOLDER

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    BOOK_FOLDER.set(os.path.join("~", "клуб"))
    assert book_folder() == tmp_path / "клуб"
