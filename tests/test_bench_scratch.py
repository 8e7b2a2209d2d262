"""The benchmarks leave no temporary folders behind (issue 19 item 8)."""

from __future__ import annotations

import tempfile

import pytest

from prefcount import bench


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
    from prefcount.ui import bench as ui_bench

    monkeypatch.setattr(ui_bench, "_app", lambda: None)  # the journal needs no window
    wall, cpu, slowest, size = ui_bench.journal_lines(5, repeat=3)
    assert size > 0 and slowest >= wall >= 0 and cpu >= 0
    assert list(temp_root.iterdir())  # the journal's folder, while the bench runs
    bench.remove_scratch()
    assert list(temp_root.iterdir()) == []
