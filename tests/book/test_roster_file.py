"""The roster file is read as game files are read (issue 25 §12): a regular file, within a size limit.

A FIFO named ``prefcount-roster.json`` hung ``stats`` and the book window for good; a link to /dev/zero ate
memory. Now either is a problem of the book (said, the roster left as it is and not used) and the rest counts.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from book_helpers import stats

from prefcount.book import ROSTER_FILE, Book, Filter
from prefcount.book.roster import MAX_ROSTER_BYTES

POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")


def _said_and_counted(book_folder: Path, tmp_path: Path, said: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    # (a roster read that waits for a writer would wait for ever)
    done = stats(str(book_folder), "--index", str(data / "index.sqlite"), data=data, timeout=60)
    assert done.returncode == 0, done.stderr
    assert f"{ROSTER_FILE} {said}" in done.stderr and "left as it is and not used" in done.stderr, done.stderr
    assert done.stdout.startswith("2 pulkas")
    with Book.open(book_folder, tmp_path / "index.sqlite") as book:
        book.refresh()
        assert len(book.pulkas(Filter())) == 2
        assert [p.kind for p in book.problems() if p.path.name == ROSTER_FILE] == ["damaged"]


@POSIX
def test_a_fifo_for_a_roster_is_said_not_waited_on(book_folder, tmp_path):
    os.mkfifo(book_folder / ROSTER_FILE)
    _said_and_counted(book_folder, tmp_path, "is not a regular file")


@POSIX
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="/dev/zero")
def test_a_link_to_dev_zero_for_a_roster_is_said_not_read(book_folder, tmp_path):
    (book_folder / ROSTER_FILE).symlink_to("/dev/zero")
    _said_and_counted(book_folder, tmp_path, "is not a regular file")


def test_a_roster_too_big_is_said_not_read(book_folder, tmp_path):
    with open(book_folder / ROSTER_FILE, "wb") as handle:
        handle.truncate(MAX_ROSTER_BYTES + 1)
    _said_and_counted(book_folder, tmp_path, "is too big")
