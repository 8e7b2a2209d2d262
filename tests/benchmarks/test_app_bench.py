"""The app's benchmark measures what a player gets: a window it is done with is deleted, not left alive behind the
next one (a window only closed keeps its game and models, and each window opened after it opens slower)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from benchmarks import app as ui_bench


@pytest.fixture
def bench_here(qapp, tmp_path, monkeypatch):
    """The bench on this test's application, its files in a folder of this test's own."""
    from prefcount.ui.dialogs import prompts

    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(ui_bench, "_app", lambda: qapp)
    monkeypatch.setattr(prompts, "save_discard_cancel", lambda *args, **kwargs: "discard")


def main_windows() -> set[int]:
    from prefcount.ui.game.main_window import MainWindow

    return {id(widget) for widget in QApplication.topLevelWidgets() if isinstance(widget, MainWindow)}


@pytest.mark.parametrize(
    "figure",
    [
        lambda: ui_bench.record_hand(2, 10),
        lambda: ui_bench.undo_redo_last(2, 10),
        lambda: ui_bench.open_hand_panel(2, 10),
        lambda: ui_bench.edit_first_hand(2, 10),
        lambda: ui_bench.long_session(5),
        lambda: ui_bench.disk_writes(5),
    ],
    ids=["record", "undo", "hand panel", "edit", "session", "disk"],
)
def test_each_window_the_bench_opens_is_gone_when_its_figure_is(bench_here, figure):
    before = main_windows()
    figure()
    assert main_windows() <= before


def test_the_sessions_memory_is_measured_before_any_other_window_comes_and_goes(monkeypatch, capsys):
    """A deleted window leaves memory free inside the process, which the session's hands take again without the
    process growing: measured after the other figures, the session's memory would read about nothing a hand."""
    import argparse

    windows: list[str] = []
    fakes = {
        "record_hand": (1.0, 1.0),
        "undo_redo_last": (1.0, 1.0),
        "open_hand_panel": ((1.0, 1.0),) * 3,
        "edit_first_hand": (1.0, 1.0),
        "long_session": (100.0, 110.0, (1.0, 1.0), (1.0, 1.0)),
        "disk_writes": (1.0, 1.0),
    }
    for name, figure in fakes.items():
        monkeypatch.setattr(ui_bench, name, lambda *args, name=name, figure=figure: windows.append(name) or figure)
    monkeypatch.setattr(ui_bench, "startup", lambda repeat: (1.0, 1.0, 1.0, 1.0))
    monkeypatch.setattr(ui_bench, "journal_lines", lambda hands: (1.0, 1.0, 1.0, 1))
    ui_bench._measure(argparse.Namespace(repeat=1, session=10))
    assert windows[0] == "long_session"
    assert "a session of 10 hands recorded one by one: 100 → 110 MB" in capsys.readouterr().out
