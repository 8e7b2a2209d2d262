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


def test_a_hand_recorded_in_the_bench_is_checked_once_as_the_hand_panel_checks_it(bench_here, monkeypatch):
    """The hand panel checks a hand once at its last key and scores it trusting that check (DESIGN.md 17): the
    bench's figure for recording a hand is that path, not a second check the app never makes."""
    from prefcount.entry import hand as entry_hand
    from prefcount.ledger import sheet as ledger_sheet

    checks: list[int] = []
    real = ledger_sheet.check_hand

    def counted(*args, **kwargs):
        checks.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(entry_hand, "check_hand", counted)
    monkeypatch.setattr(ledger_sheet, "check_hand", counted)
    window = ui_bench._window
    monkeypatch.setattr(ui_bench, "_window", lambda game: (window(game), checks.clear())[0])  # (its 10 hands scored)
    ui_bench.record_hand(3, 10)
    assert len(checks) == 3


def test_the_bench_s_ready_figure_loads_the_game_as_the_app_does_after_its_first_paint(tmp_path):
    """start.run, once the window has painted, catches the system's stop and puts the filters on the app (the
    dark scheme's re-tint, every dialog fitted to the screen), then loads the game: the bench's "ready" figure
    pays for the same, before the game is ready."""
    import os
    import subprocess
    import sys

    spy = (
        "from prefcount.ui.app import session_end, start\n"
        "for module, name in ((start, 'watch_every_window'), (session_end, 'install')):\n"
        "    def told(*args, _real=getattr(module, name), _name=name):\n"
        "        print(_name, flush=True)\n"
        "        return _real(*args)\n"
        "    setattr(module, name, told)\n"
    )
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", spy + ui_bench.PREFCOUNT], env=env, capture_output=True, text=True, timeout=120
    )
    lines = done.stdout.split()
    assert "ready" in lines, done.stderr
    assert lines.index("painted") < lines.index("install") < lines.index("ready")
    assert lines.index("painted") < lines.index("watch_every_window") < lines.index("ready")
