"""The roster survives the index; the index follows the folder; two processes share one index."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from fractions import Fraction as F
from pathlib import Path

import pytest

from prefcount.book import ROSTER_FILE, Book, Filter, RosterError
from prefcount.files.gamefile import load, save
from prefcount.ledger import GameHand


def test_roster_survives_deleting_the_index(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.merge("Боря", "Борис")
        book.rename("Гриша", "Григорий")
    for suffix in ("", "-wal", "-shm"):
        Path(str(index_path) + suffix).unlink(missing_ok=True)
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        people = {p.name: p for p in book.people()}
    assert set(people) == {"Аня", "Борис", "Вера", "Григорий"}
    assert people["Борис"].aliases == ("Боря",)
    assert people["Григорий"].aliases == ("Гриша",)
    assert people["Борис"].pulkas == 3
    data = json.loads((book_folder / ROSTER_FILE).read_text("utf-8"))
    assert data["format"] == "prefcount-roster"


def test_roster_edits_refused(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        with pytest.raises(RosterError, match="same pulka"):
            book.merge("Аня", "Борис")
        with pytest.raises(RosterError, match="another person"):
            book.rename("Аня", "Вера")
        with pytest.raises(RosterError, match="nobody else's alias"):
            book.split("Аня")
    assert not (book_folder / ROSTER_FILE).exists()


def test_damaged_roster_is_listed_and_never_overwritten(book_folder, index_path):
    (book_folder / ROSTER_FILE).write_text("{damaged", "utf-8")
    with Book.open(book_folder, index_path) as book:
        problems = book.refresh()
        assert any(p.path.name == ROSTER_FILE for p in problems)
        with pytest.raises(RosterError):
            book.merge("Боря", "Борис")
    assert (book_folder / ROSTER_FILE).read_text("utf-8") == "{damaged"


def test_recent_tables_newest_first(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.merge("Боря", "Борис")
        tables = book.recent_tables()
    assert [t.players for t in tables] == [("Аня", "Борис", "Вера"), ("Борис", "Вера", "Гриша")]
    assert tables[0].pulkas == 2 and tables[0].path.name == "2026-11-20.pulka"
    assert tables[1].names == ("Боря", "Вера", "Гриша")
    assert tables[1].convention.whist_price == F(1, 2)


def test_changed_added_and_removed_files_are_followed(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        game = load(book_folder / "2026-11-20.pulka")
        # finish Аня's pulka is not needed: add a hand and mark it finished
        game = game.with_hand(GameHand(declarer=1, contract="7S", calls=["pass", None, "pass"]))
        game = game.model_copy(update={"finished": "2026-11-20T23:00:00+02:00"})
        save(game, book_folder / "2026-11-20.pulka")
        os.utime(book_folder / "2026-11-20.pulka", ns=(time.time_ns(), time.time_ns() + 10**9))
        (book_folder / "season" / "2026-11-13.pulka").rename(book_folder / "season" / "moved.pulka")
        (book_folder / "notes.pulka").unlink()
        seen = []
        problems = book.refresh(lambda done, total: seen.append((done, total)))
        assert [p.path.name for p in problems] == ["broken.pulka"]
        assert seen[0] == (0, 2) and seen[-1] == (2, 2)
        pulkas = {p.path.name: p for p in book.pulkas()}
        assert set(pulkas) == {"2026-11-06.pulka", "2026-11-20.pulka", "moved.pulka"}
        # E 8/6/10 (Аня 2, Борис 4 of 10): mean 8
        assert pulkas["2026-11-20.pulka"].money_cents == (0, 2000, -2000)
        assert pulkas["2026-11-20.pulka"].finished


def test_touched_file_with_same_bytes_is_not_replayed(book_folder, index_path, monkeypatch):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        os.utime(book_folder / "2026-11-06.pulka", ns=(time.time_ns(), time.time_ns() + 5 * 10**9))
        import prefcount.book.reading as reading

        def fail(*args):
            raise AssertionError("replayed a file whose bytes did not change")

        monkeypatch.setattr(reading, "game_figures", fail)
        seen = []
        book.refresh(lambda done, total: seen.append((done, total)))
        assert seen[-1] == (1, 1)
        book.refresh(lambda done, total: seen.append((done, total)))
        assert seen[-1] == (0, 0)


def test_a_refresh_reads_only_the_rows_of_changed_files(book_folder, index_path, monkeypatch):
    """Each refresh once read every row of the index again (about 80 ms on a book of 1,000 pulkas)."""
    from prefcount.book.index import Index

    read: list[str] = []
    real = Index.rows

    def rows(self, paths=None):
        found = real(self, paths)
        read.extend(row.path.decode() for row in found)
        return found

    monkeypatch.setattr(Index, "rows", rows)
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        assert "2026-11-06.pulka" in read and "season/2026-11-13.pulka" in read
        friday = load(book_folder / "2026-11-06.pulka")
        steps = [
            (
                "2026-11-06.pulka",
                lambda: save(friday.model_copy(update={"title": "Пятница"}), book_folder / "2026-11-06.pulka"),
            ),
            ("2026-11-06.pulka", lambda: (book_folder / "2026-11-06.pulka").write_text("{damaged", "utf-8")),
            ("2026-11-06.pulka", lambda: save(friday, book_folder / "2026-11-06.pulka")),
            ("broken.pulka", lambda: save(friday, book_folder / "broken.pulka")),
            ("", lambda: (book_folder / "season" / "2026-11-13.pulka").unlink()),
        ]
        for changed, change in steps:
            change()
            read.clear()
            book.refresh()
            assert read == ([changed] if changed else [])
            with Book.open(book_folder, index_path) as fresh:  # everything read from the index
                assert book.pulkas(Filter(include_unfinished=True)) == fresh.pulkas(Filter(include_unfinished=True))
                assert book.problems() == fresh.problems()
                assert book.stats() == fresh.stats()
        # broken.pulka now holds Friday's game too: one game, counted once
        assert {p.path.name for p in book.pulkas(Filter(include_unfinished=True))} == {
            "2026-11-06.pulka",
            "2026-11-20.pulka",
        }
        assert [(p.path.name, p.kind) for p in book.problems()] == [
            ("broken.pulka", "copy"),
            ("notes.pulka", "foreign"),
        ]


def test_an_index_overwritten_whole_is_no_longer_the_books_and_left_alone(book_folder, index_path):
    """Nothing says such a file was the book's index (issue 25 §8): it is refused, not deleted. (An index damaged
    past its header is rebuilt: tests/book/test_index_trust.py.)"""
    from prefcount.book.index_file import NotAnIndex

    with Book.open(book_folder, index_path) as book:
        book.refresh()
    for suffix in ("-wal", "-shm"):
        Path(str(index_path) + suffix).unlink(missing_ok=True)
    index_path.write_bytes(b"this is not an SQLite database" * 100)
    with pytest.raises(NotAnIndex):
        Book.open(book_folder, index_path)
    assert index_path.read_bytes() == b"this is not an SQLite database" * 100


def test_an_index_of_older_figures_is_rebuilt_not_misread(book_folder, index_path):
    """An index written by another prefcount (another figures version) is built again from the files, even
    when its rows would pass this one's checks."""
    import sqlite3

    import numpy as np

    from prefcount.book.index import row_checksum
    from prefcount.book.records import S_MONEY, SEAT

    with Book.open(book_folder, index_path) as book:
        book.refresh()
    db = sqlite3.connect(index_path, isolation_level=None)
    for path, head, seats, pairs, problem in db.execute(
        "SELECT path, head, seats, pairs, problem FROM files WHERE head IS NOT NULL"
    ).fetchall():
        figures = np.frombuffer(seats, dtype="<i8").reshape(-1, len(SEAT)).copy()
        figures[:, S_MONEY] += 33  # what an older prefcount might have meant by its columns
        seats = figures.tobytes()
        checksum = row_checksum(path, head, seats, pairs, problem)
        db.execute("UPDATE files SET seats = ?, checksum = ? WHERE path = ?", (seats, checksum, path))
    db.execute("UPDATE meta SET value = '4' WHERE key = 'figures_version'")
    db.close()
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        pulkas = {p.path.name: p.money_cents for p in book.pulkas()}
    assert pulkas == {"2026-11-06.pulka": (-934, -6133, 7067), "2026-11-13.pulka": (767, -34, -733)}


def test_a_bad_hand_is_listed_not_fatal(book_folder, index_path):
    data = json.loads((book_folder / "2026-11-06.pulka").read_text("utf-8"))
    data["hands"][0]["tricks"] = [6, 3, 3]
    (book_folder / "2026-11-06.pulka").write_text(json.dumps(data), "utf-8")
    with Book.open(book_folder, index_path) as book:
        problems = {p.path.name: p for p in book.refresh()}
        assert problems["2026-11-06.pulka"].kind == "invalid"
        assert problems["2026-11-06.pulka"].message() == "Hand 1: tricks add up to 12, not 10"
        assert len(book.pulkas()) == 1


_WORKER = """
import sys
from prefcount.book import Book, Filter
with Book.open(sys.argv[1], sys.argv[2]) as book:
    for _ in range(int(sys.argv[3])):
        book.refresh()
        print(len(book.pulkas(Filter(include_unfinished=True))), flush=True)
"""


def test_two_processes_share_one_index(tmp_path, index_path):
    from benchmarks.sample import random_game

    folder = tmp_path / "many"
    folder.mkdir()
    for seed in range(60):
        save(random_game(30, 3, seed=seed), folder / f"g{seed:03d}.pulka")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", _WORKER, str(folder), str(index_path), "3"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for _ in range(2)
    ]
    for seed in range(60, 70):  # the folder changes while they index it
        save(random_game(30, 3, seed=seed), folder / f"g{seed:03d}.pulka")
    for worker in workers:
        out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0, err
        assert out.split()[-1] in {str(n) for n in range(60, 71)}
    with Book.open(folder, index_path) as book:
        book.refresh()
        assert len(book.pulkas(Filter(include_unfinished=True))) == 70
        assert {p.kind for p in book.problems()} == {"undated"}  # (random games have no date: counted all the same)


def test_two_books_on_one_index_each_see_what_the_other_read(book_folder, index_path):
    """Two windows: the second one's refresh once found nothing to read (the first had indexed the new
    file into the shared index) and so kept its old snapshot; and it never read the roster again."""
    with Book.open(book_folder, index_path) as first, Book.open(book_folder, index_path) as second:
        first.refresh()
        second.refresh()
        assert second.pulkas() == first.pulkas()
        game = load(book_folder / "2026-11-06.pulka")
        save(game.model_copy(update={"players": ("Аня", "Вера", "Дима")}), book_folder / "copy.pulka")
        first.refresh()
        assert "Дима" in first.stats()
        second.refresh()
        assert second.stats() == first.stats()
        first.merge("Боря", "Борис")
        second.refresh()
        assert "Боря" not in second.stats()
        assert second.stats() == first.stats() and second.people() == first.people()
        (book_folder / ROSTER_FILE).write_text("{damaged", "utf-8")
        second.refresh()
        assert [p.kind for p in second.problems()][:1] == ["damaged"]
        assert "Боря" in second.stats()  # a damaged roster is not used
        with pytest.raises(RosterError):
            second.rename("Гриша", "Григорий")


def test_new_game_path_is_free_and_safe(book_folder, index_path):
    from datetime import datetime

    with Book.open(book_folder, index_path) as book:
        first = book.new_game_path(["Аня", "Бо/рис", "Вера?"], datetime(2026, 11, 27, 20, 0))
        assert first == book_folder / "2026-11-27 Аня, Бо_рис, Вера_.pulka"
        first.write_text("{}", "utf-8")
        second = book.new_game_path(["Аня", "Бо/рис", "Вера?"], datetime(2026, 11, 27, 22, 0))
        assert second.name == "2026-11-27 Аня, Бо_рис, Вера_ (2).pulka"


def test_worker_processes_read_the_same(book_folder, tmp_path, monkeypatch):
    import prefcount.book.index as index_module

    monkeypatch.setattr(index_module, "PARALLEL_FROM", 1)
    with Book.open(book_folder, tmp_path / "pooled.sqlite") as pooled:
        pooled.refresh(workers=2)
        with Book.open(book_folder, tmp_path / "here.sqlite") as here:
            here.refresh(workers=1)
            assert pooled.pulkas() == here.pulkas()
            assert pooled.problems() == here.problems()


def test_a_worker_process_imports_only_what_reading_a_file_needs():
    """Each worker is a fresh interpreter that imports the reading module again: not the book's statistics,
    numpy or the rating (half a second of processor time each, on every first indexing)."""
    code = (
        "import sys, prefcount.book.reading as r; "
        "print(sorted(m for m in ('numpy', 'openskill', 'sqlite3', 'prefcount.book.book', 'prefcount.book.index')"
        " if m in sys.modules), callable(r.read_task))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["[]", "True"]


def test_the_package_still_offers_every_name():
    import prefcount.book as book

    assert all(getattr(book, name) is not None for name in book.__all__)
    with pytest.raises(AttributeError):
        book.no_such_name  # noqa: B018


def test_workers_that_cannot_start_fall_back_to_this_process(book_folder, index_path, monkeypatch):
    from concurrent.futures.process import BrokenProcessPool

    import prefcount.book.index as index_module

    def broken(tasks, workers):
        yield index_module.read_task(tasks[0])
        raise BrokenProcessPool("a worker died")

    monkeypatch.setattr(index_module, "PARALLEL_FROM", 1)
    monkeypatch.setattr(index_module, "_pooled", broken)
    with Book.open(book_folder, index_path) as book:
        assert len(book.refresh(workers=2)) == 2
        assert len(book.pulkas(Filter(include_unfinished=True))) == 3


def test_opening_never_waits_for_another_writer(book_folder, index_path):
    import sqlite3

    with Book.open(book_folder, index_path) as book:
        book.refresh()
    writer = sqlite3.connect(index_path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another window in the middle of indexing
    try:
        start = time.monotonic()
        with Book.open(book_folder, index_path) as book:
            book.refresh()
            assert len(book.pulkas()) == 2
        assert time.monotonic() - start < 10  # the busy timeout is 30 s: it did not wait for the lock
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_a_busy_index_is_a_problem_not_a_crash(book_folder, index_path, monkeypatch):
    import sqlite3

    with Book.open(book_folder, index_path) as book:

        def locked(*args, **kwargs):
            raise sqlite3.OperationalError("database is locked")

        monkeypatch.setattr(book._index, "update", locked)
        problems = book.refresh()
        assert problems[0].kind == "busy" and "busy in another window" in problems[0].message()
        monkeypatch.undo()
        assert [p.kind for p in book.refresh()] == ["damaged", "foreign"]


def test_an_index_that_breaks_during_a_refresh_is_rebuilt(book_folder, index_path, monkeypatch):
    import sqlite3

    with Book.open(book_folder, index_path) as book:
        real = book._index.update
        calls = []

        def breaks_once(*args, **kwargs):
            calls.append(1)
            if len(calls) == 1:
                raise sqlite3.DatabaseError("database disk image is malformed")
            return real(*args, **kwargs)

        monkeypatch.setattr(book._index, "update", breaks_once)
        book.refresh()
        assert len(book.pulkas()) == 2


def test_a_file_that_trips_the_ledger_is_listed_not_fatal(book_folder, index_path, monkeypatch):
    import prefcount.book.reading as reading

    real = reading.game_figures

    def trips(data, mtime):
        if "Гриша".encode() in data:
            raise KeyError("a ledger bug")
        return real(data, mtime)

    monkeypatch.setattr(reading, "game_figures", trips)
    with Book.open(book_folder, index_path) as book:
        problems = {p.path.name: p for p in book.refresh()}
        assert problems["2026-11-13.pulka"].kind == "damaged"
        assert "KeyError" in problems["2026-11-13.pulka"].message()
        assert len(book.pulkas()) == 1


def test_renaming_twice_keeps_no_typo_as_an_alias(book_folder, index_path):
    """«Гриша» (in a file) → «Григоий» (a typo) → «Григорий»: the typo was never written anywhere, so it goes."""
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.rename("Гриша", "Григоий")
        assert {p.name: p.aliases for p in book.people()}["Григоий"] == ("Гриша",)
        book.rename("Григоий", "Григорий")
        people = {p.name: p for p in book.people()}
        assert people["Григорий"].aliases == ("Гриша",)  # the file's name stays; the typo does not
        assert "Григоий" not in people and book.person("Григоий") == "Григоий"  # nobody any more
        assert book.person("Гриша") == "Григорий" and people["Григорий"].pulkas == 1
        book.rename("Григорий", "Гриша")  # back to the name in the file: nothing left for the roster to say
    data = json.loads((book_folder / ROSTER_FILE).read_text("utf-8"))
    assert data["people"] == []


def test_renaming_a_merged_person_keeps_every_name_the_files_use(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.merge("Боря", "Борис")
        book.rename("Борис", "Борис Петрович")
        assert {p.name: p.aliases for p in book.people()}["Борис Петрович"] == ("Борис", "Боря")


def test_a_name_saved_in_a_file_since_the_last_refresh_stays_the_persons_after_a_rename(book_folder, index_path):
    """«Гриша» → «Григоий» (a typo); a game is saved with the name shown, «Григоий»; the typo is fixed before the
    book reads the folder again: the rename thought no file used «Григоий» and its player became a new person."""
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.rename("Гриша", "Григоий")
        game = load(book_folder / "season" / "2026-11-13.pulka")
        save(
            game.model_copy(update={"players": ("Боря", "Вера", "Григоий"), "created": "2026-11-27T19:30:00+02:00"}),
            book_folder / "2026-11-27.pulka",
        )
        book.rename("Григоий", "Григорий")  # no refresh in between
        book.refresh()
        people = {p.name: p for p in book.people()}
        assert book.person("Григоий") == "Григорий" and "Григоий" not in people
        assert people["Григорий"].aliases == ("Григоий", "Гриша") and people["Григорий"].pulkas == 2
