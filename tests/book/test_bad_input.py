"""Bad input never stops the book or ``prefcount stats``: odd files, odd names, a damaged index, odd outputs.

Most of these run the real command in its own process, as a user (or a sync service) meets them.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from book_helpers import EVERYTHING, stats

from benchmarks.sample import random_game
from prefcount.book import Book
from prefcount.files.gamefile import MAX_FILE_BYTES, dumps, save
from prefcount.ledger import score, settle

POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and byte names are POSIX")


def one_game_book(folder: Path, seed: int = 3) -> dict[str, int]:
    """A finished game in ``folder``; its money by player."""
    folder.mkdir(parents=True, exist_ok=True)
    game = random_game(30, 3, seed=seed).model_copy(update={"finished": "2026-11-06T23:00:00"})
    save(game, folder / "good.pulka")
    return dict(zip(game.players, settle(score(game)).money_cents, strict=True))


def money_of(done: subprocess.CompletedProcess) -> dict[str, str]:
    assert done.returncode == 0, done.stderr
    return {p["name"]: p["money"] for p in json.loads(done.stdout)["people"]}


@POSIX
def test_a_fifo_named_like_a_game_is_a_problem_not_a_hang(tmp_path):
    folder = tmp_path / "book"
    one_game_book(folder)
    os.mkfifo(folder / "pipe.pulka")
    done = stats(str(folder), "--json", data=tmp_path / "data", timeout=60)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["pulkas"] == 1
    assert [(Path(p["file"]).name, p["kind"]) for p in data["problems"]] == [("pipe.pulka", "unreadable")]
    assert "not a regular file" in data["problems"][0]["reason"]


@POSIX
def test_a_link_to_dev_zero_and_a_game_too_big_for_score_are_refused(tmp_path):
    folder = tmp_path / "book"
    one_game_book(folder)
    os.symlink("/dev/zero", folder / "zero.pulka")
    big = random_game(5, 3, seed=9).model_copy(update={"finished": "2026-11-07T23:00:00"})
    text = dumps(big)
    (folder / "big.pulka").write_text(text[:-2] + " " * (MAX_FILE_BYTES + 10) + text[-2:], "utf-8")
    assert (
        subprocess.run(  # `score` refuses it: so does the book
            [sys.executable, "-m", "prefcount", "score", str(folder / "big.pulka")],
            capture_output=True,
            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
        ).returncode
        == 2
    )
    done = stats(str(folder), "--json", data=tmp_path / "data", timeout=60)
    data = json.loads(done.stdout)
    assert data["pulkas"] == 1
    kinds = {Path(p["file"]).name: (p["kind"], p["reason"]) for p in data["problems"]}
    assert kinds["zero.pulka"][0] == "unreadable" and "not a regular file" in kinds["zero.pulka"][1]
    assert kinds["big.pulka"][0] == "unreadable" and "too big" in kinds["big.pulka"][1]


@POSIX
def test_a_file_name_that_is_not_utf8_is_named_as_the_system_gives_it(tmp_path):
    folder = tmp_path / "book"
    money = one_game_book(folder)
    name = "Пулька".encode("cp1251") + b".pulka"  # unpacked from a Windows archive on Linux
    os.rename(folder / "good.pulka", os.path.join(os.fsencode(folder), name))
    (Path(os.fsdecode(os.path.join(os.fsencode(folder), b"\xe1\xf0\xee\xea.pulka")))).write_text("{", "utf-8")
    done = stats(str(folder), "--json", data=tmp_path / "data")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert {k: int(v.replace(".", "")) for k, v in money_of(done).items()} == money
    (problem,) = json.loads(done.stdout)["problems"]
    assert problem["file"].endswith("\\xe1\\xf0\\xee\\xea.pulka") and problem["kind"] == "damaged"
    table = stats(str(folder), data=tmp_path / "data")
    assert table.returncode == 0 and "Traceback" not in table.stderr


def _flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset % len(data)] ^= 1 << (offset % 8)
    path.write_bytes(bytes(data))


def _index_files(index: Path) -> None:
    db = sqlite3.connect(index)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # everything in the main file, as after a clean exit
    db.close()


def test_a_flipped_byte_in_the_index_never_gives_a_traceback_or_wrong_money(tmp_path):
    """Bytes flipped all over the index file (the command's own process each time): every run ends well and
    says the money of the files, whatever the flip hit."""
    folder = tmp_path / "book"
    folder.mkdir()
    for seed in range(4):
        game = random_game(20, 3, seed=seed).model_copy(update={"finished": "2026-11-06T23:00:00"})
        save(game, folder / f"g{seed}.pulka")
    index = tmp_path / "clean.sqlite"
    clean = stats(str(folder), "--json", "--index", str(index), data=tmp_path / "data")
    expected = money_of(clean)
    _index_files(index)
    size = index.stat().st_size
    rng = random.Random(5)
    for offset in [rng.randrange(size) for _ in range(5)] + [size // 2, size - 100]:
        damaged = tmp_path / f"flipped-{offset}.sqlite"
        shutil.copy(index, damaged)
        _flip(damaged, offset)
        done = stats(str(folder), "--json", "--index", str(damaged), data=tmp_path / "data")
        assert "Traceback" not in done.stderr, (offset, done.stderr)
        assert money_of(done) == expected, offset
        again = stats(str(folder), "--json", "--index", str(damaged), data=tmp_path / "data")
        assert money_of(again) == expected, offset  # and the damage does not stay


def test_every_byte_of_a_row_checked_in_the_book(tmp_path):
    """The same in this process, over many flips: bytes of the figures themselves (found in the file), and
    anywhere else. A row that fails its checksum is read again from its file."""
    folder = tmp_path / "book"
    money = one_game_book(folder)
    index = tmp_path / "index.sqlite"
    with Book.open(folder, index) as book:
        book.refresh()
    _index_files(index)
    data = index.read_bytes()
    db = sqlite3.connect(index)
    blobs = db.execute("SELECT head, seats, pairs FROM files").fetchone()
    db.close()
    rng = random.Random(7)
    offsets = [data.find(blob) + rng.randrange(len(blob)) for blob in blobs for _ in range(12)]
    offsets += [rng.randrange(len(data)) for _ in range(24)]
    assert all(offset >= 0 for offset in offsets)
    for offset in offsets:
        damaged = tmp_path / "flipped.sqlite"
        for suffix in ("-wal", "-shm"):
            Path(f"{damaged}{suffix}").unlink(missing_ok=True)
        damaged.write_bytes(data)
        _flip(damaged, offset)
        with Book.open(folder, damaged) as book:
            book.refresh()
            assert {p: s.money_cents for p, s in book.stats().items()} == money, offset


def test_an_edit_that_keeps_size_and_time_is_read_again(tmp_path):
    folder = tmp_path / "book"
    one_game_book(folder)
    path = folder / "good.pulka"
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        book.refresh()
        before = path.stat()
        text = path.read_text("utf-8")
        edited = text.replace('"players": [\n  "Аня"', '"players": [\n  "Ася"', 1)
        assert len(edited.encode()) == len(text.encode()) and edited != text
        path.write_text(edited, "utf-8")
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # a tool that puts the time back
        assert path.stat().st_size == before.st_size and path.stat().st_mtime_ns == before.st_mtime_ns
        book.refresh()
        assert "Ася" in book.stats() and "Аня" not in book.stats()


def test_a_sync_writing_a_file_slowly_never_crashes_the_book(tmp_path):
    """A sync service writes a game in pieces while the book reads the folder again and again: the book
    says the file is half-written (a problem for now) and counts it once it is whole."""
    folder = tmp_path / "book"
    one_game_book(folder)
    game = random_game(80, 3, seed=21, names=("Дима", "Жора", "Зоя"))
    data = dumps(game.model_copy(update={"finished": "2026-11-07T23:00:00"})).encode()
    target = folder / "synced.pulka"
    errors: list[BaseException] = []

    def write_slowly() -> None:
        try:
            with open(target, "wb") as out:
                for start in range(0, len(data), 700):
                    out.write(data[start : start + 700])
                    out.flush()
                    time.sleep(0.005)
        except BaseException as error:
            errors.append(error)

    with Book.open(folder, tmp_path / "index.sqlite") as book:
        writer = threading.Thread(target=write_slowly)
        writer.start()
        seen = set()
        while writer.is_alive():
            for problem in book.refresh(workers=1):
                seen.add(problem.kind)
            assert len(book.pulkas(EVERYTHING)) in (1, 2)
        writer.join()
        assert not errors
        book.refresh(workers=1)
        assert {p.path.name for p in book.pulkas(EVERYTHING)} == {"good.pulka", "synced.pulka"}
        assert book.problems() == []
    assert seen <= {"damaged", "changing"}


@POSIX
@pytest.mark.parametrize(
    ("target", "said"),
    [
        ("/dev/stdout", "symbolic link"),
        ("/dev/null", "not a regular file"),
        ("{folder}", "is a folder"),
    ],
)
def test_pdf_to_a_device_a_link_or_a_folder_is_refused_in_one_line(tmp_path, target, said):
    folder = tmp_path / "book"
    one_game_book(folder)
    done = stats(str(folder), "--pdf", target.format(folder=tmp_path), data=tmp_path / "data")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and said in done.stderr, done.stderr
    assert os.path.islink("/dev/stdout") or target != "/dev/stdout"


@POSIX
@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes into a read-only folder")
def test_pdf_into_a_read_only_folder_is_one_line(tmp_path):
    folder = tmp_path / "book"
    one_game_book(folder)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        done = stats(str(folder), "--pdf", str(locked / "season.pdf"), data=tmp_path / "data")
    finally:
        locked.chmod(stat.S_IRWXU)
    assert done.returncode == 2 and done.stderr.strip().count("\n") == 0 and "cannot write" in done.stderr


def test_pdf_whose_write_fails_is_one_line(tmp_path, monkeypatch):
    """(As root a read-only folder is writable: the failed write itself, in this process.)"""
    import argparse

    from prefcount.cli import stats as stats_command
    from prefcount.files import disk

    folder = tmp_path / "book"
    one_game_book(folder)

    def refuse(path, data):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(disk, "atomic_write", refuse)  # (what every command's file is written by)
    args = argparse.Namespace(
        folder=str(folder),
        date_from=None,
        date_to=None,
        player=None,
        convention=None,
        unfinished=False,
        json=False,
        csv=False,
        pdf=str(tmp_path / "season.pdf"),
        lang="en",
        index=str(tmp_path / "index.sqlite"),
    )
    assert stats_command.run_stats(args) == 2


def test_an_index_that_is_a_folder_is_refused_in_one_line(tmp_path):
    folder = tmp_path / "book"
    one_game_book(folder)
    (tmp_path / "idx").mkdir()
    done = stats(str(folder), "--index", str(tmp_path / "idx"), data=tmp_path / "data")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "is a folder" in done.stderr


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="processes are listed from /proc")
def test_stats_leaves_no_process_behind(tmp_path):
    """A first indexing of hundreds of files starts worker processes (and multiprocessing's resource
    tracker): when the command has ended, none of them is left."""
    from prefcount.book.index import PARALLEL_FROM

    folder = tmp_path / "book"
    folder.mkdir()
    for seed in range(PARALLEL_FROM + 10):
        (folder / f"g{seed:03d}.pulka").write_text(dumps(random_game(3, 3, seed=seed)), "utf-8")
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": os.pathsep.join(sys.path)}
    with open(tmp_path / "out", "w") as out, open(tmp_path / "err", "w") as err:
        command = subprocess.Popen(
            [sys.executable, "-m", "prefcount", "stats", str(folder), "--json", "--unfinished"],
            stdout=out,
            stderr=err,
            env=env,
            start_new_session=True,
        )
        assert command.wait(timeout=300) == 0, (tmp_path / "err").read_text()
    left = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[3]) == command.pid:  # its session
                left.append(Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" "))
    assert left == []
    assert json.loads((tmp_path / "out").read_text())["pulkas"] == PARALLEL_FROM + 10


def test_a_stat_is_compared_alike_from_a_listing_and_from_os_stat_on_windows(monkeypatch):
    """On Windows a folder listing's stat has no inode and ``st_ctime`` is the creation time: were they
    compared, every file would look changed at every refresh."""
    from prefcount.book import reading
    from prefcount.book.reading import stat_key

    listing = os.stat_result((0o100644, 0, 0, 1, 0, 0, 120, 1, 2, 3), {"st_mtime_ns": 2_000, "st_ctime_ns": 3_000})
    full = os.stat_result((0o100644, 987654, 0, 1, 0, 0, 120, 1, 2, 9), {"st_mtime_ns": 2_000, "st_ctime_ns": 9_000})
    monkeypatch.setattr(reading, "WINDOWS", True)
    assert stat_key(listing) == stat_key(full)
    monkeypatch.setattr(reading, "WINDOWS", False)
    assert stat_key(listing) != stat_key(full)  # where the change time and the inode mean something


def test_a_damaged_row_found_while_another_window_writes_never_waits(tmp_path):
    folder = tmp_path / "book"
    money = one_game_book(folder)
    index = tmp_path / "index.sqlite"
    with Book.open(folder, index) as book:
        book.refresh()
    db = sqlite3.connect(index, isolation_level=None)
    db.execute("UPDATE files SET checksum = checksum + 1")  # every row fails its check
    db.execute("BEGIN IMMEDIATE")  # another window in the middle of indexing
    try:
        start = time.monotonic()
        with Book.open(folder, index) as book:
            assert book.stats() == {}  # not trusted, not counted (yet)
            assert time.monotonic() - start < 10  # the busy timeout is 30 s
    finally:
        db.execute("ROLLBACK")
        db.close()
    with Book.open(folder, index) as book:
        book.refresh()
        assert {p: s.money_cents for p, s in book.stats().items()} == money


def test_a_refused_value_is_quoted_once_as_score_quotes_it(tmp_path):
    """``raspasy_exit: "6-8"``: the book says what ``score`` says, not ``"'6-8'"`` (a value kept in the index
    as its text, then quoted again)."""
    folder = tmp_path / "book"
    one_game_book(folder)
    data = json.loads((folder / "good.pulka").read_text("utf-8"))
    data["convention"]["raspasy_exit"] = "6-8"
    (folder / "odd.pulka").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        (problem,) = book.refresh()
    assert problem.message().endswith("such as [6, 7, 8], not '6-8'")
    with Book.open(folder, tmp_path / "index.sqlite") as book:  # read back from the index
        (problem,) = book.refresh()
    assert problem.message().endswith("not '6-8'")
