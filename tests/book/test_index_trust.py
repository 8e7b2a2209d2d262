"""The index is the book's own file and nothing it holds is trusted (issue 25 §8, §9, §15).

Only a file the book made is ever written, deleted or rebuilt (``--index notes.txt`` is refused, the file
untouched); whatever bytes the index holds, the figures are the files' own; an index that cannot be written
gives way to a temporary one, said in words that name the file and the reason.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from book_helpers import EVERYTHING, stats

from prefcount.book import Book
from prefcount.book.index_file import APPLICATION_ID, NotAnIndex


def money(book: Book) -> dict[str, int]:
    return {person: figures.money_cents for person, figures in book.stats(EVERYTHING).items()}


@pytest.fixture
def expected(book_folder, tmp_path) -> dict[str, int]:
    with Book.open(book_folder, tmp_path / "reference.sqlite") as book:
        book.refresh()
        return money(book)


def _checkpoint(index: Path) -> None:
    db = sqlite3.connect(index)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


# -- §8: only the book's own file ----------------------------------------------------------------------------


def _another_programs_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE files (path BLOB PRIMARY KEY, note TEXT)")
    db.execute("INSERT INTO files VALUES (x'61', 'mine')")
    db.commit()
    db.close()


@pytest.mark.parametrize("what", ["game file", "notes", "empty", "sqlite"])
def test_an_index_option_naming_another_file_is_refused_and_the_file_untouched(book_folder, tmp_path, what):
    target = {
        "game file": book_folder / "2026-11-06.pulka",
        "notes": tmp_path / "notes.txt",
        "empty": tmp_path / "empty.sqlite",
        "sqlite": tmp_path / "photos.db",
    }[what]
    if what == "notes":
        target.write_text("Пятница: Аня, Борис, Вера\n" * 20, "utf-8")
    elif what == "empty":
        target.write_bytes(b"")
    elif what == "sqlite":
        _another_programs_database(target)
    before = target.read_bytes()
    done = stats(str(book_folder), "--json", "--index", str(target), data=tmp_path / "data")
    assert done.returncode == 2, done.stdout
    assert done.stderr.count("\n") == 1 and "not a club book's index" in done.stderr, done.stderr
    assert target.read_bytes() == before
    assert sorted(p.name for p in target.parent.iterdir() if p.name.startswith(target.name)) == [target.name]


def test_the_book_refuses_another_file_as_its_index_in_this_process(book_folder, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("x" * 5000, "utf-8")
    with pytest.raises(NotAnIndex):
        Book.open(book_folder, notes)
    assert notes.read_text("utf-8") == "x" * 5000


def test_a_foreign_file_at_the_default_index_place_is_left_and_the_book_still_read(
    book_folder, tmp_path, monkeypatch, expected
):
    """The app's "open book" path: the index in the cache folder. A file there that the book did not make is
    never deleted; the book is read into a temporary index and says so."""
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path / "data"))
    from prefcount.book import index_path_for

    place = index_path_for(book_folder.resolve())
    place.parent.mkdir(parents=True)
    _another_programs_database(place)
    before = place.read_bytes()
    with Book.open(book_folder) as book:
        book.refresh()
        assert money(book) == expected
        said = [p for p in book.problems() if p.kind == "index"]
        temporary = book._index.path
        assert said and said[0].path == place and "temporary index" in said[0].message()
    assert place.read_bytes() == before
    assert not temporary.exists()  # the temporary index goes with the book


def test_a_new_index_carries_the_books_mark(book_folder, tmp_path):
    index = tmp_path / "index.sqlite"
    with Book.open(book_folder, index) as book:
        book.refresh()
    assert int.from_bytes(index.read_bytes()[68:72], "big") == APPLICATION_ID
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".index.sqlite")]  # (nothing left of making it)


def test_an_index_made_before_the_mark_is_still_the_books(book_folder, tmp_path, expected):
    index = tmp_path / "index.sqlite"
    with Book.open(book_folder, index) as book:
        book.refresh()
    db = sqlite3.connect(index)
    db.execute("PRAGMA application_id = 0")
    db.execute("UPDATE meta SET value = '4'")  # an older prefcount's figures
    db.commit()
    db.close()
    with Book.open(book_folder, index) as book:
        book.refresh()
        assert money(book) == expected
        assert not [p for p in book.problems() if p.kind == "index"]
    assert int.from_bytes(index.read_bytes()[68:72], "big") == APPLICATION_ID


# -- §9: nothing in the index is trusted ---------------------------------------------------------------------


def _built(book_folder: Path, index: Path) -> None:
    with Book.open(book_folder, index) as book:
        book.refresh()
    _checkpoint(index)


def _change(index: Path, *statements: str) -> None:
    db = sqlite3.connect(index, isolation_level=None)
    for statement in statements:
        db.execute(statement)
    db.close()


DAMAGE = {
    "text not UTF-8": ("UPDATE texts SET text = CAST(x'd0b0ff' AS TEXT) WHERE id = 1",),
    "every text not UTF-8": ("UPDATE texts SET text = CAST(CAST(text AS BLOB) || x'ff' AS TEXT)",),
    "problem not UTF-8": ("UPDATE files SET problem = CAST(x'7b22ff' AS TEXT) WHERE problem IS NOT NULL",),
    "stat of another type": ("UPDATE files SET stat = 'abc', read_ns = 'yesterday'",),
    "figures of another type": ("UPDATE files SET head = 12, seats = 'x', pairs = 3.5",),
    "checksum of another type": ("UPDATE files SET checksum = 'x'",),
    "hash of another type": ("UPDATE files SET hash = 7",),
    "ids of another type": ("UPDATE texts SET id = id + 1000, checksum = 'x'",),
    "rating of another type": ("INSERT INTO ratings VALUES (x'00', 'now', 5, 6)",),
    "files table missing": ("DROP TABLE files",),
    "texts table missing": ("DROP TABLE texts",),
    "meta table missing": ("DROP TABLE meta",),
    "a column missing": ("ALTER TABLE files DROP COLUMN chain",),
    "a table of another shape": ("DROP TABLE ratings", "CREATE TABLE ratings (key TEXT)"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_whatever_the_index_holds_the_book_answers_from_its_files(book_folder, tmp_path, expected, damage):
    index = tmp_path / "index.sqlite"
    _built(book_folder, index)
    _change(index, *DAMAGE[damage])
    for _ in range(2):  # the first reading mends it; the second finds it mended
        with Book.open(book_folder, index) as book:
            book.refresh()
            assert money(book) == expected
            assert [p.path.name for p in book.problems()] == ["broken.pulka", "notes.pulka"]
            assert len(book.pulkas(EVERYTHING)) == 3


def test_undecodable_text_on_the_command_line_is_mended_not_an_error(book_folder, tmp_path):
    """Issue 25 §9 as reported: one undecodable byte in the texts table stopped every run (status 2)."""
    index = tmp_path / "index.sqlite"
    reference = stats(str(book_folder), "--json", "--index", str(tmp_path / "fresh.sqlite"), data=tmp_path / "data")
    assert reference.returncode == 0
    _built(book_folder, index)
    _change(index, "UPDATE texts SET text = CAST(x'd0b0ff' AS TEXT) WHERE id = 1")
    for _ in range(2):
        done = stats(str(book_folder), "--json", "--index", str(index), data=tmp_path / "data")
        assert done.returncode == 0, done.stderr
        assert done.stdout == reference.stdout


@pytest.mark.parametrize("keep", [0.5, 0.1])
def test_a_truncated_index_is_rebuilt(book_folder, tmp_path, expected, keep):
    index = tmp_path / "index.sqlite"
    _built(book_folder, index)
    data = index.read_bytes()
    index.write_bytes(data[: max(4096, int(len(data) * keep))])
    with Book.open(book_folder, index) as book:
        book.refresh()
        assert money(book) == expected


def test_an_index_damaged_past_its_header_is_rebuilt(book_folder, tmp_path, expected):
    index = tmp_path / "index.sqlite"
    _built(book_folder, index)
    data = bytearray(index.read_bytes())
    data[100:] = b"this is not an SQLite page " * ((len(data) - 100) // 27) + b"x" * ((len(data) - 100) % 27)
    index.write_bytes(bytes(data))
    with Book.open(book_folder, index) as book:
        book.refresh()
        assert money(book) == expected


def test_a_wal_from_another_index_never_shows_its_figures(book_folder, tmp_path, expected):
    """The write-ahead log of another book's index (a backup restored beside the wrong file, a sync): what it
    holds fails the checks or is read again; the figures are this book's files'."""
    other_folder = tmp_path / "other"
    other_folder.mkdir()
    shutil.copytree(book_folder, other_folder, dirs_exist_ok=True)
    for path in other_folder.rglob("*.pulka"):  # the same names, other games
        if path.name not in ("broken.pulka", "notes.pulka"):
            data = json.loads(path.read_text("utf-8"))
            data["players"] = [f"{name}2" for name in data["players"]]
            path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    index = tmp_path / "index.sqlite"
    _built(book_folder, index)
    other = tmp_path / "other.sqlite"
    with Book.open(other_folder, other) as book:
        book.refresh()
        # keep its log: copy it while it is open (a kill leaves it so)
        shutil.copy(f"{other}-wal", f"{index}-wal")
    Path(f"{index}-shm").unlink(missing_ok=True)
    for _ in range(2):
        with Book.open(book_folder, index) as book:
            book.refresh()
            assert money(book) == expected


# -- §15: messages that help ---------------------------------------------------------------------------------


def test_an_index_folder_that_cannot_be_written_names_the_file_and_reads_into_a_temporary_index(
    book_folder, tmp_path, expected
):
    """(As root a read-only folder is writable: here the index's folder cannot be made, a file is in its way.)"""
    (tmp_path / "cache").write_text("a file where the index's folder should be", "utf-8")
    index = tmp_path / "cache" / "index.sqlite"
    with Book.open(book_folder, index) as book:
        book.refresh()
        assert money(book) == expected
        said = [p for p in book.problems() if p.kind == "index"]
        assert said and said[0].path == index
        assert "cannot be written" in said[0].message() and "temporary index" in said[0].message()


def test_a_read_only_index_reads_into_a_temporary_index_on_the_command_line(book_folder, tmp_path, monkeypatch):
    """SQLite's own "attempt to write a readonly database" (a read-only folder or file for a user who is not
    root): the file named, the reason said, and the figures still given."""
    import argparse

    from prefcount.book import index as index_module
    from prefcount.cli import stats as stats_command

    index = tmp_path / "index.sqlite"
    _built(book_folder, index)
    real_open = index_module._open

    def read_only(path: Path, timeout: float) -> sqlite3.Connection:
        if Path(path) == index:
            return sqlite3.connect(f"{index.as_uri()}?mode=ro", uri=True, isolation_level=None)
        return real_open(path, timeout)

    monkeypatch.setattr(index_module, "_open", read_only)
    shutil.copy(book_folder / "2026-11-06.pulka", book_folder / "copy.pulka")  # something to write
    with Book.open(book_folder, index) as book:
        book.refresh()
        said = [str(p) for p in book.problems() if p.kind == "index"]
    assert said and str(index) in said[0] and "readonly" in said[0], said
    args = argparse.Namespace(
        folder=str(book_folder),
        date_from=None,
        date_to=None,
        player=None,
        convention=None,
        unfinished=False,
        json=True,
        csv=False,
        pdf=None,
        lang="en",
        index=str(index),
    )
    assert stats_command.run_stats(args) == 0


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_book_folder_that_is_a_loop_of_links_says_so(tmp_path):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    done = stats(str(tmp_path / "a"), data=tmp_path / "data")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "loop of symbolic links" in done.stderr and "no such folder" not in done.stderr
    from prefcount.book.book import BookFolderError

    with pytest.raises(BookFolderError, match="loop of symbolic links"):
        Book.open(tmp_path / "a", tmp_path / "index.sqlite")
