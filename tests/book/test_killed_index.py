"""A killed index write never leaves wrong figures (issue 25 §10).

Every write that belongs together is one transaction (a batch of rows with their texts; a rating with the
inputs it was made from, checked on reading), so an index cut off anywhere answers, once caught up, exactly
what a fresh index answers. Here the cut falls inside every write transaction of a build in turn (the rows of a
batch written, not committed: what a kill leaves); ``tools/index_kill_bench.py`` kills the real command at
random moments (its SQLite commits too), and runs here a few times so that it keeps working.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from book_helpers import EVERYTHING
from where import ROOT

from benchmarks.book import make_book
from prefcount.book import Book
from prefcount.book import index as index_module
from prefcount.cli.stats import stats_json


class Killed(BaseException):
    """Stands for a kill: nothing catches it, the transaction it cuts is never committed."""


def answer(folder: Path, index: Path) -> str:
    with Book.open(folder, index) as book:
        book.refresh(workers=1)
        return json.dumps(stats_json(book, EVERYTHING), ensure_ascii=False, sort_keys=True)


@pytest.fixture(scope="module")
def book(tmp_path_factory) -> tuple[Path, str]:
    folder = tmp_path_factory.mktemp("killed") / "book"
    make_book(folder, 60, seed=4, hands=(8, 20))  # (copies and earlier versions among them)
    return folder, answer(folder, folder.parent / "fresh.sqlite")


def test_a_build_cut_inside_any_of_its_writes_answers_as_a_fresh_index_once_caught_up(book, tmp_path, monkeypatch):
    folder, fresh = book
    monkeypatch.setattr(index_module, "BATCH", 7)
    writes = 0
    cut_at = 0

    class CutTransaction(index_module._Transaction):
        def __exit__(self, kind, value, traceback):
            nonlocal writes
            if kind is None and self.begin == "BEGIN IMMEDIATE":
                writes += 1
                if writes == cut_at:  # everything of the transaction written, then the kill before its commit
                    self.db.execute("ROLLBACK")
                    raise Killed
            return super().__exit__(kind, value, traceback)

    monkeypatch.setattr(index_module, "_Transaction", CutTransaction)
    cuts = 0
    for cut_at in range(1, 30):
        writes = 0
        index = tmp_path / f"cut-{cut_at}.sqlite"
        try:
            answer(folder, index)
        except Killed:
            cuts += 1
        else:
            break  # (fewer writes than that: every one of them was cut once)
        assert answer(folder, index) == fresh, cut_at
        assert answer(folder, index) == fresh, cut_at  # and the run after it
    assert cuts >= 9  # the table, ten batches of rows, the rating


def test_a_rating_cut_while_it_is_kept_is_made_again_not_trusted(book, tmp_path, monkeypatch):
    folder, fresh = book
    index = tmp_path / "index.sqlite"
    real_keep = index_module.Index.keep_rating

    def keep_half(self, key, value):  # a rating cut short, as a damaged disk or a stray write leaves it
        real_keep(self, key, value[: len(value) // 2])

    monkeypatch.setattr(index_module.Index, "keep_rating", keep_half)
    answer(folder, index)
    monkeypatch.setattr(index_module.Index, "keep_rating", real_keep)
    assert answer(folder, index) == fresh


@pytest.mark.skipif(os.name != "posix", reason="the tool kills a process group")
def test_the_kill_tool_runs(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "index_kill_bench.py"), "--pulkas", "40", "--kills", "3", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 kills" in done.stdout and "0 next runs differed" in done.stdout
