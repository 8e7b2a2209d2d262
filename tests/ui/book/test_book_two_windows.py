"""Two app windows on one club book: each its own Book and index connection, one folder, one index file.

One window saves a pulka into the folder and edits the roster; the other reads the folder again and
shows the same figures. Neither says "database is locked", also while another process writes the index.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from book_helpers import small_book
from PySide6.QtCore import Qt
from test_book_window import people_shown, select_row

from benchmarks.sample import random_game
from prefcount.files.gamefile import save
from prefcount.ledger import Convention, Game, GameHand, MisereHand
from prefcount.ui.book.book_window import BookWindow


def book_in_documents(tmp_path: Path, extra: int = 30) -> Path:
    """The default book folder with the small book and ``extra`` random pulkas (so two first readings overlap)."""
    folder = small_book(tmp_path / "documents" / "prefcount", second_preset="rostov")
    (folder / "random").mkdir()
    for seed in range(extra):
        save(random_game(20, 3, seed=seed), folder / "random" / f"r{seed:02d}.pulka")
    return folder


def open_app_window(qtbot, game: Game | None = None):
    """A main window with ``game`` (a blank pulka if none), its club book window shown (reading the folder)."""
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    main = MainWindow(GameDocument(game or Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(main)
    main.show()
    main.ui.actionClubBook.trigger()
    assert main.book_window is not None
    return main


def settled(qtbot, window: BookWindow) -> None:
    qtbot.waitUntil(lambda: window.ui.refreshButton.isEnabled(), timeout=60000)


def shown(window: BookWindow) -> list[list[str]]:
    """Every cell of the statistics table, row by row (as sorted on screen)."""
    window.ui.tabs.setCurrentWidget(window.ui.statsTab)
    model = window.ui.statsTable.model()
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def people(window: BookWindow) -> dict[str, int]:
    """Person → pulkas, as the statistics tab shows them."""
    window.ui.tabs.setCurrentWidget(window.ui.statsTab)
    return people_shown(window)


def no_busy_index(window: BookWindow) -> bool:
    return all(problem.kind != "busy" for problem in window.book.problems())


def friday_game() -> Game:
    return Game(
        players=("Аня", "Вера", "Дима"),
        convention=Convention.from_preset("sochi", pulya_target=2),
        created="2026-11-27T19:30:00+02:00",
        hands=(
            GameHand(declarer=2, contract="6S", calls=["whist", "pass", None], tricks=[2, 2, 6]),
            MisereHand(declarer=0, tricks=0),
            GameHand(declarer=1, contract="7C", calls=["pass", None, "whist"], tricks=[0, 7, 3]),
        ),
    )


def test_two_windows_read_one_book_save_into_it_and_agree(qtbot, tmp_path, asked):
    folder = book_in_documents(tmp_path)
    # the first window holds a pulka recorded tonight, not saved yet; both windows index the new book at once
    first, second = open_app_window(qtbot, friday_game()), open_app_window(qtbot)
    a, b = first.book_window, second.book_window
    assert a.book is not b.book and a.book.folder == b.book.folder == folder.resolve()
    settled(qtbot, a)
    settled(qtbot, b)
    assert asked.errors == []
    assert no_busy_index(a) and no_busy_index(b)
    before = shown(a)
    assert before == shown(b) and len(before) > 3

    # the first window saves its pulka into the book; its own book window reads it at once
    asked.save_name = str(folder / "2026-11-27 Аня, Вера, Дима.pulka")
    with qtbot.waitSignal(a.indexed, timeout=60000):
        assert first.files.save_as()
    assert "Дима" in people(a)
    assert "Дима" not in people(b)  # the other window has not looked yet

    # the other window reads the folder again (its Reread button) and shows the same figures
    with qtbot.waitSignal(b.indexed, timeout=60000):
        qtbot.mouseClick(b.ui.refreshButton, Qt.MouseButton.LeftButton)
    assert shown(b) == shown(a) != before
    assert asked.errors == []
    assert no_busy_index(a) and no_busy_index(b)


def test_a_roster_edit_in_one_window_shows_in_the_other_after_a_reread(qtbot, tmp_path, asked):
    folder = book_in_documents(tmp_path, extra=0)
    first, second = open_app_window(qtbot), open_app_window(qtbot)
    a, b = first.book_window, second.book_window
    settled(qtbot, a)
    settled(qtbot, b)
    a.ui.tabs.setCurrentWidget(a.ui.peopleTab)
    select_row(qtbot, a.ui.peopleTree, "Боря")
    a.ui.mergeBox.setCurrentText("Борис")
    qtbot.mouseClick(a.ui.mergeButton, Qt.MouseButton.LeftButton)
    assert "Боря" not in people(a)
    assert (folder / "prefcount-roster.json").exists()
    with qtbot.waitSignal(b.indexed, timeout=60000):
        qtbot.mouseClick(b.ui.refreshButton, Qt.MouseButton.LeftButton)
    assert shown(b) == shown(a)
    assert people(b)["Борис"] == 2
    # and an edit made in the second window keeps the first one's merge
    b.ui.tabs.setCurrentWidget(b.ui.peopleTab)
    select_row(qtbot, b.ui.peopleTree, "Гриша")
    b.ui.renameEdit.setText("Григорий")
    qtbot.keyClick(b.ui.renameEdit, Qt.Key.Key_Return)
    with qtbot.waitSignal(a.indexed, timeout=60000):
        qtbot.mouseClick(a.ui.refreshButton, Qt.MouseButton.LeftButton)
    assert shown(a) == shown(b)
    assert {"Борис", "Григорий"} <= set(people(a)) and "Боря" not in people(a)
    assert asked.errors == []


_HOLD_THE_INDEX = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")  # another app writing its batch of rows
db.execute("UPDATE meta SET value = value WHERE key = 'figures_version'")
print("holding", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("COMMIT")
"""


def test_a_window_waits_for_another_process_writing_the_index(qtbot, tmp_path, asked):
    from prefcount.book.paths import index_path_for

    folder = book_in_documents(tmp_path, extra=0)
    main = open_app_window(qtbot)
    window = main.book_window
    settled(qtbot, window)
    save(friday_game(), folder / "friday.pulka")
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD_THE_INDEX, str(index_path_for(folder.resolve())), "2"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        with qtbot.waitSignal(window.indexed, timeout=60000):
            qtbot.mouseClick(window.ui.refreshButton, Qt.MouseButton.LeftButton)
    finally:
        assert holder.wait(timeout=60) == 0
    assert "Дима" in people(window)
    assert asked.errors == []
    assert no_busy_index(window)
