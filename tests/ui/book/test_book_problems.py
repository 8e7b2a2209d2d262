"""The book window's files not counted: copies and versions of a game to resolve, odd file names, errors
from the reading thread."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from benchmarks.sample import random_game
from prefcount.book import Book
from prefcount.files.gamefile import save
from prefcount.ledger import new_game_id
from prefcount.ui.book.book_window import BookWindow


def shown(qtbot, book: Book) -> BookWindow:
    """The book's window, shown once it has read the folder."""
    window = BookWindow(book)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.indexed, timeout=30000):
        window.show()
    return window


def _aged(path: Path, seconds: float) -> None:
    moment = time.time_ns() - int(seconds * 1e9)
    os.utime(path, ns=(moment, moment))


@pytest.fixture
def versions_window(qtbot, tmp_path):
    folder = tmp_path / "book"
    folder.mkdir()
    game = random_game(20, 3, seed=4, names=("Аня", "Борис", "Вера"))
    game = game.model_copy(update={"id": new_game_id(), "finished": "2026-11-06T23:00:00"})
    save(game, folder / "Пятница.pulka")
    _aged(folder / "Пятница.pulka", 60)
    shutil.copy2(folder / "Пятница.pulka", folder / "Пятница (конфликт).pulka")
    longer = game.model_copy(update={"hands": game.hands + random_game(5, 3, seed=5).hands})
    save(longer, folder / "Пятница, дописана.pulka")
    (folder / "broken.pulka").write_text("{", "utf-8")
    book = Book.open(folder, tmp_path / "index.sqlite")
    window = shown(qtbot, book)
    yield window
    window.close()
    book.close()


def test_copies_and_versions_are_listed_and_open_side_by_side(qtbot, versions_window):
    ui = versions_window.ui
    view = versions_window.problems_view
    opened: list[list[Path]] = []
    shown: list[Path] = []
    view.open_files = lambda paths: opened.append(list(paths))
    view.show_file = shown.append
    rows = {ui.problemsTable.item(r, 0).text(): ui.problemsTable.item(r, 1).text() for r in range(3)}
    earlier = "An earlier version of Пятница, дописана.pulka, which counts (this one has 20 hands)"
    assert rows == {"broken.pulka": rows["broken.pulka"], "Пятница (конфликт).pulka": earlier, "Пятница.pulka": earlier}
    assert ui.tabs.tabText(ui.tabs.indexOf(ui.problemsTab)).endswith("(3)")
    assert not ui.openBothButton.isEnabled() and not ui.showFileButton.isEnabled()
    ui.tabs.setCurrentWidget(ui.problemsTab)
    table = ui.problemsTable
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Home)  # the first row, by keyboard
    row = table.currentRow()
    name = table.item(row, 0).text()
    if name == "broken.pulka":  # a damaged file has no other file to open beside it
        assert not ui.openBothButton.isEnabled() and ui.showFileButton.isEnabled()
        qtbot.keyClick(table, Qt.Key.Key_Down)
        name = table.item(table.currentRow(), 0).text()
    assert ui.openBothButton.isEnabled()
    qtbot.mouseClick(ui.openBothButton, Qt.MouseButton.LeftButton)
    folder = versions_window.book.folder
    assert opened == [[folder / name, folder / "Пятница, дописана.pulka"]]
    qtbot.mouseClick(ui.showFileButton, Qt.MouseButton.LeftButton)
    assert shown == [folder / name]
    assert sorted(p.name for p in folder.iterdir()) == sorted(  # nothing moved, nothing deleted
        ["Пятница.pulka", "Пятница (конфликт).pulka", "Пятница, дописана.pulka", "broken.pulka"]
    )


def test_the_app_command_opens_a_file_in_a_window():
    from prefcount.ui.book.book_problems import app_command

    program, arguments = app_command(Path("/b/x.pulka"))
    assert program == sys.executable and arguments == ["-m", "prefcount", "/b/x.pulka"]


@pytest.mark.skipif(os.name != "posix", reason="byte names are POSIX")
def test_a_name_that_is_not_utf8_is_shown_escaped(qtbot, tmp_path):
    folder = tmp_path / "book"
    folder.mkdir()
    save(random_game(10, 3, seed=1).model_copy(update={"finished": "2026-11-06T23:00"}), folder / "a.pulka")
    os.rename(folder / "a.pulka", os.path.join(os.fsencode(folder), "Пулька".encode("cp1251") + b".pulka"))
    Path(os.fsdecode(os.path.join(os.fsencode(folder), b"\xe1\xf0\xee\xea.pulka"))).write_text("{", "utf-8")
    book = Book.open(folder, tmp_path / "index.sqlite")
    window = shown(qtbot, book)
    try:
        assert window.ui.problemsTable.item(0, 0).text() == "\\xe1\\xf0\\xee\\xea.pulka"
        assert window.ui.statsTable.model().rowCount() == 3  # the game under the cp1251 name counts
    finally:
        window.close()
        book.close()


_THREAD_ERROR = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QThread
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from prefcount.ui.app import start
    from prefcount.ui.dialogs import prompts
    asked = []
    prompts.error = lambda parent, title, text: asked.append(QThread.currentThread() is app.thread())
    start.report_unexpected_errors()

    class Reading(QThread):
        def run(self):
            raise RuntimeError("a bug while reading the book")

    reading = Reading()
    reading.start()
    reading.wait()
    for _ in range(200):
        app.processEvents()
        if asked:
            break
        QThread.msleep(10)
    print(asked)
    """
)


def test_an_error_in_the_reading_thread_is_told_from_the_gui_thread(tmp_path):
    """A message box shown from the book's reading thread crashed the app (SIGSEGV)."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(sys.path),
        "PREFCOUNT_DATA_DIR": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run([sys.executable, "-c", _THREAD_ERROR], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "[True]"
    assert "a bug while reading the book" in done.stderr  # logged as before


def test_a_refresh_that_fails_unexpectedly_is_a_message_not_a_crash(qtbot, tmp_path, monkeypatch):
    from prefcount.ui.dialogs import prompts

    folder = tmp_path / "book"
    folder.mkdir()
    book = Book.open(folder, tmp_path / "index.sqlite")
    said: list[str] = []
    monkeypatch.setattr(prompts, "error", lambda parent, title, text: said.append(text))

    def bug(*args, **kwargs):
        raise UnicodeEncodeError("utf-8", "\udce9", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(book, "refresh", bug)
    window = BookWindow(book)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(said), timeout=10000)
    assert "UnicodeEncodeError" in said[0]
    window.close()
    book.close()


def test_a_big_books_ratings_are_made_in_a_thread_and_shown_when_ready(qtbot, tmp_path, monkeypatch):
    """The statistics show at once with "…" for the ratings not yet made; the ratings follow."""
    from prefcount.book import Filter
    from prefcount.ui.book import book_ratings
    from prefcount.ui.book.book_stats_model import RATING_COLUMN

    monkeypatch.setattr(book_ratings, "RATE_IN_THREAD_FROM", 1)  # every book is big
    folder = tmp_path / "book"
    folder.mkdir()
    for seed in range(3):
        game = random_game(12, 3, seed=seed).model_copy(update={"finished": f"2026-11-0{seed + 1}T23:00"})
        save(game, folder / f"{seed}.pulka")
    book = Book.open(folder, tmp_path / "index.sqlite")
    book.refresh()
    window = BookWindow(book)
    qtbot.addWidget(window)
    model = window.stats_model
    assert {model.index(r, RATING_COLUMN).data() for r in range(model.rowCount())} == {"…"}
    window.show()  # (the thread may have said "rated" already: the window's own connection hears it)
    qtbot.waitUntil(lambda: not model.rating_pending, timeout=30000)
    expected = {person: f"{r.rating:.0f}" for person, r in book.ratings(Filter()).items()}
    assert {model.index(r, 0).data(): model.index(r, RATING_COLUMN).data() for r in range(model.rowCount())} == (
        expected
    )
    window.close()
    book.close()


def test_a_file_synced_into_the_open_book_is_read_without_asking(qtbot, tmp_path):
    """A sync service writes a new game into a folder of the book (to a hidden temporary file, then renamed,
    as Syncthing does): the open window reads the folder again by itself."""
    folder = tmp_path / "book"
    (folder / "2026").mkdir(parents=True)
    save(random_game(10, 3, seed=1).model_copy(update={"finished": "2026-11-06T23:00"}), folder / "a.pulka")
    book = Book.open(folder, tmp_path / "index.sqlite")
    window = shown(qtbot, book)
    game = random_game(10, 3, seed=2, names=("Дима", "Жора", "Зоя"))
    temporary = folder / "2026" / ".syncthing.b.pulka.tmp"
    save(game.model_copy(update={"finished": "2026-11-07T23:00"}), temporary)
    with qtbot.waitSignal(window.indexed, timeout=20000):
        temporary.rename(folder / "2026" / "b.pulka")
    assert window.stats_model.rowCount() == 6
    window.close()
    book.close()


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")
def test_a_pipe_and_a_device_in_the_book_neither_hang_the_window_nor_its_closing(qtbot, tmp_path):
    folder = tmp_path / "book"
    folder.mkdir()
    save(random_game(10, 3, seed=1).model_copy(update={"finished": "2026-11-06T23:00"}), folder / "a.pulka")
    os.mkfifo(folder / "pipe.pulka")
    os.symlink("/dev/zero", folder / "zero.pulka")
    book = Book.open(folder, tmp_path / "index.sqlite")
    window = shown(qtbot, book)
    problems = {window.ui.problemsTable.item(r, 0).text() for r in range(window.ui.problemsTable.rowCount())}
    assert problems == {"pipe.pulka", "zero.pulka"}
    start = time.monotonic()
    window.close()  # waits for the reading thread: which never waits for a writer
    assert time.monotonic() - start < 5
    book.close()
