"""The benchmarks leave no temporary folders behind (issue 19 item 8), and tell memory alike on every platform."""

from __future__ import annotations

import math
import os
import sys
import tempfile

import pytest

from benchmarks import ledger as bench


@pytest.fixture
def temp_root(tmp_path, monkeypatch):
    """The system's temporary folder, played by an empty folder of this test's own."""
    root = tmp_path / "temp"
    root.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(root))
    yield root
    bench.remove_scratch()


def test_scratch_folders_are_removed_with_what_they_hold(temp_root):
    first = bench.scratch_folder()
    second = bench.scratch_folder("prefcount-bench-pyc-")
    (first / "game.pulka").write_text("{}", "utf-8")
    (second / "cache").mkdir()
    (second / "cache" / "module.pyc").write_bytes(b"\0")
    assert {first.parent, second.parent} == {temp_root}
    bench.remove_scratch()
    assert list(temp_root.iterdir()) == []
    bench.remove_scratch()  # twice is harmless


def test_the_app_benchs_journal_figures_leave_no_folder(temp_root, monkeypatch):
    from benchmarks import app as ui_bench

    monkeypatch.setattr(ui_bench, "_app", lambda: None)  # the journal needs no window
    wall, cpu, slowest, size = ui_bench.journal_lines(5, repeat=3)
    assert size > 0 and slowest >= wall >= 0 and cpu >= 0
    assert list(temp_root.iterdir())  # the journal's folder, while the bench runs
    bench.remove_scratch()
    assert list(temp_root.iterdir()) == []


# -- the memory the benchmarks print, on every platform (faked) ------------------------------------------------


class Usage:
    ru_maxrss = 300 * 2**20  # bytes on macOS, KiB on Linux and the other POSIX systems


def test_resident_memory_is_read_from_linux_proc():
    if not os.path.exists(bench.STATM):
        pytest.skip("not Linux")
    with open("/proc/self/status", encoding="ascii") as status:
        rss_kib = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    assert abs(bench.resident_mb() - rss_kib / 1024) < 8  # the resident memory now, not the peak


@pytest.mark.parametrize(("platform", "mb"), [("darwin", 300.0), ("freebsd14", 300.0 * 1024)])
def test_elsewhere_on_posix_the_peak_is_told_in_mb(tmp_path, monkeypatch, platform, mb):
    import resource

    monkeypatch.setattr(bench, "STATM", str(tmp_path / "no-proc"))
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(resource, "getrusage", lambda who: Usage())
    assert bench.resident_mb() == mb


def test_on_windows_memory_is_not_measured(tmp_path, monkeypatch):
    monkeypatch.setattr(bench, "STATM", str(tmp_path / "no-proc"))
    monkeypatch.setitem(sys.modules, "resource", None)  # (Windows has no resource module)
    assert math.isnan(bench.resident_mb())


def test_the_book_bench_leaves_no_folder(temp_root, capsys):
    from benchmarks import book as book_bench

    assert book_bench.main(["--sizes", "3", "--repeat", "1", "--workers", "1"]) == 0
    assert "3 pulkas" in capsys.readouterr().out
    assert list(temp_root.iterdir()) == []  # the books and their index, both scratch folders
