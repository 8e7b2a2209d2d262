"""A game written in place by a sync tool, half and then the rest, is read again once whole (issue 25 §13)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from book_helpers import EVERYTHING

from benchmarks.sample import random_game
from prefcount.book import Book, reading
from prefcount.files.gamefile import dumps


@pytest.mark.parametrize("windows", [False, True])
def test_a_damaged_file_written_whole_in_place_is_read_again(tmp_path, monkeypatch, windows):
    """The tool makes the file at its full size, writes the first half, and later the rest, each time putting the
    file's time back to the original's: its size and time never change (and Windows has no change time)."""
    if windows:
        monkeypatch.setattr(reading, "WINDOWS", True)
    folder = tmp_path / "book"
    folder.mkdir()
    game = random_game(40, 3, seed=5, names=("Дима", "Жора", "Зоя")).model_copy(update={"finished": "2026-11-07"})
    data = dumps(game).encode()
    target = folder / "synced.pulka"
    original = time.time_ns() - 3600 * 10**9  # the time of the file on the other machine
    with open(target, "wb") as out:
        out.truncate(len(data))
        out.write(data[: len(data) // 2])
    os.utime(target, ns=(original, original))
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        assert [p.kind for p in book.refresh(workers=1)] == ["damaged"]
        with open(target, "r+b") as out:
            out.seek(len(data) // 2)
            out.write(data[len(data) // 2 :])
        os.utime(target, ns=(original, original))
        assert book.refresh(workers=1) == []
        assert [p.path.name for p in book.pulkas(EVERYTHING)] == ["synced.pulka"]
    with Book.open(folder, tmp_path / "index.sqlite") as book:  # and the index keeps it
        assert book.refresh(workers=1) == []
        assert [Path(p.path).name for p in book.pulkas(EVERYTHING)] == ["synced.pulka"]
