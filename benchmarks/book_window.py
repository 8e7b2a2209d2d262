"""Benchmark of the club book window: ``python -m benchmarks.book_window`` prints medians.

On the books of :mod:`benchmarks.book` (100, 1,000 and 10,000 pulkas of 40–200 hands), offscreen:

* opening the window on an indexed book until its statistics (with ratings) are shown;
* every figure as wall and processor time (this process, all its threads): the machines are shared;
* changing a filter as a person does (the convention box, the period box, the unfinished box, the player box) with
  each tab in view: the time from the change to the tab redrawn (statistics with ratings; charts;
  head to head; players). Every change changes something; a filter seen before is answered from
  what the book remembers (ratings), so the first round and the later ones are printed apart;
* the charts tab shown the first time (pyqtgraph imported, both charts drawn).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from benchmarks.book import SIZES, bench_folder, book_of, load
from benchmarks.ledger import remove_scratch, scratch_folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.book_window", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="pulkas of each book")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (the median is printed)")
    parser.add_argument("--folder", type=Path, help="keep the books here (made if missing), not in a temp folder")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        return _measure(args)
    finally:
        remove_scratch()  # the app's data folder


def _measure(args: argparse.Namespace) -> int:
    os.environ["PREFCOUNT_DATA_DIR"] = str(scratch_folder("prefcount-book-ui-bench-"))
    from PySide6.QtWidgets import QApplication

    from prefcount.ui.app.none_guard import keep_none_alive

    keep_none_alive()  # as the app does: PySide6 6.12's Signal(bool) refcount bug (see none_guard)
    QApplication(sys.argv[:1])
    root = bench_folder(args.folder, "prefcount-book-ui-bench-")
    for size in args.sizes:
        folder = book_of(root, size)
        print(f"\n{size} pulkas (load average before: {load()}; {os.cpu_count()} cores)", flush=True)
        # with --folder, the index made once stays for the next run; else it goes with the scratch root
        work = root / f"index-{size}"
        work.mkdir(exist_ok=True)
        _bench(args, work, folder)
    print(f"\nload average after: {load()}")
    return 0


def _bench(args: argparse.Namespace, work: Path, folder: Path) -> None:
    """Open the window on the indexed book, then change its filters tab by tab, printing medians."""
    from PySide6.QtWidgets import QApplication

    from prefcount.book import Book
    from prefcount.ui.book.book_window import BookWindow

    app = QApplication.instance()
    assert app is not None
    index = work / "window.sqlite"
    began = time.perf_counter()
    with Book.open(folder, index) as book:
        book.refresh()
    print(f"  indexed in {time.perf_counter() - began:.1f} s", flush=True)

    def open_window() -> tuple[tuple[float, float], BookWindow]:
        start = _clock()
        window = BookWindow(Book.open(folder, index))
        window.resize(1400, 800)
        window.show()
        app.processEvents()
        shown = _since(start)
        while window.refresher is not None and window.refresher.isRunning():
            app.processEvents()
        app.processEvents()
        return shown, window

    opened = []
    for _ in range(args.repeat):
        shown, window = open_window()
        opened.append(shown)
        window.close()
        window.book.close()
    print(f"  window opened, statistics shown:   median {_medians(opened)}", flush=True)

    _shown, window = open_window()
    ui = window.ui
    start = _clock()
    ui.tabs.setCurrentWidget(ui.chartsTab)
    app.processEvents()
    print(f"  charts tab, first time:            {_medians([_since(start)])}", flush=True)

    conventions = ui.conventionBox.count()

    def next_convention() -> None:
        ui.conventionBox.setCurrentIndex((ui.conventionBox.currentIndex() + 1) % conventions)

    def next_period() -> None:  # the last evening, this month, this season, all time
        ui.periodBox.setCurrentIndex((ui.periodBox.currentIndex() + 1) % 4)

    def toggle_unfinished() -> None:
        ui.unfinishedCheck.setChecked(not ui.unfinishedCheck.isChecked())

    def next_player() -> None:  # everybody, then each person in turn
        ui.playerBox.setCurrentIndex((ui.playerBox.currentIndex() + 1) % ui.playerBox.count())

    changes = [next_convention, next_period, toggle_unfinished, next_player]
    for tab in (ui.statsTab, ui.chartsTab, ui.headTab, ui.peopleTab):
        ui.tabs.setCurrentWidget(tab)
        app.processEvents()
        times = []
        for i in range(max(args.repeat * 3, 12)):
            start = _clock()
            changes[i % len(changes)]()
            app.processEvents()
            times.append(_since(start))
        print(
            f"  filter changed, {tab.objectName():10} redrawn: median {_medians(times)}"
            f"  (max {max(wall for wall, _cpu in times) * 1000:.0f} ms)",
            flush=True,
        )
    window.close()
    window.book.close()


def _clock() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(start: tuple[float, float]) -> tuple[float, float]:
    """Wall and processor seconds (this process, every thread) since ``start``."""
    wall, cpu = _clock()
    return wall - start[0], cpu - start[1]


def _medians(times: list[tuple[float, float]]) -> str:
    """The median wall time and the median processor time (the machine is shared: the load slows the wall)."""
    wall = statistics.median(t[0] for t in times) * 1000
    cpu = statistics.median(t[1] for t in times) * 1000
    return f"{wall:6.0f} ms (processor {cpu:.0f} ms)"


if __name__ == "__main__":
    raise SystemExit(main())
