"""Benchmark of the club book window: ``python -m prefcount.ui.book_bench`` prints medians.

On the big book of :mod:`prefcount.book.bench` (1,000 pulkas of 100 hands), offscreen:

* opening the window on an indexed book until its statistics are shown;
* changing a filter as a person does (the convention box, the period box, the
  unfinished box) with each tab in view: the time from the change to the tab
  redrawn (statistics with ratings; charts; head to head; players);
* the charts tab shown the first time (pyqtgraph imported, both charts drawn).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from prefcount.book.bench import bench_book, book_arguments


def main(argv: list[str] | None = None) -> int:
    args = book_arguments("python -m prefcount.ui.book_bench", __doc__.splitlines()[0], repeat=7).parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with bench_book(args, "prefcount-book-ui-bench-") as (work, folder):
        os.environ["PREFCOUNT_DATA_DIR"] = str(work / "data")
        _bench(args, work, folder)
    return 0


def _bench(args: argparse.Namespace, work: Path, folder: Path) -> None:
    """Open the window on the indexed book, then change its filters tab by tab, printing medians."""
    from PySide6.QtWidgets import QApplication

    from prefcount.book import Book
    from prefcount.ui.none_guard import keep_none_alive

    keep_none_alive()  # as the app does: PySide6 6.12's Signal(bool) refcount bug (see none_guard)
    app = QApplication(sys.argv[:1])
    from prefcount.ui.book_window import BookWindow

    index = work / "index.sqlite"
    start = time.perf_counter()
    Book.open(folder, index).refresh()
    print(f"indexed {sum(1 for _ in folder.rglob('*.pulka'))} files in {time.perf_counter() - start:.1f} s")

    def open_window() -> tuple[float, BookWindow]:
        start = time.perf_counter()
        window = BookWindow(Book.open(folder, index))
        window.resize(1400, 800)
        window.show()
        app.processEvents()
        shown = time.perf_counter() - start
        while window.refresher is not None and window.refresher.isRunning():
            app.processEvents()
        app.processEvents()
        return shown, window

    opened = []
    for _ in range(3):
        shown, window = open_window()
        opened.append(shown)
        window.close()
    print(f"window opened, statistics shown:  median {statistics.median(opened) * 1000:6.0f} ms")

    _shown, window = open_window()
    ui = window.ui
    start = time.perf_counter()
    ui.tabs.setCurrentWidget(ui.chartsTab)
    app.processEvents()
    print(f"charts tab, first time:           {(time.perf_counter() - start) * 1000:6.0f} ms (pyqtgraph imported)")

    conventions = [ui.conventionBox.itemData(i) for i in range(ui.conventionBox.count())]
    changes = [
        lambda i: ui.conventionBox.setCurrentIndex(i % len(conventions)),
        lambda i: ui.periodBox.setCurrentIndex(i % 4),  # last evening, month, season, all time
        lambda i: ui.unfinishedCheck.setChecked(i % 2 == 0),
    ]
    for tab in (ui.statsTab, ui.chartsTab, ui.headTab, ui.peopleTab):
        ui.tabs.setCurrentWidget(tab)
        app.processEvents()
        times, cpu = [], []
        for i in range(args.repeat):
            change = changes[i % len(changes)]
            start, start_cpu = time.perf_counter(), time.process_time()
            change(i + 1)
            app.processEvents()
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        print(
            f"filter changed, {tab.objectName():10} redrawn:  median {statistics.median(times) * 1000:6.0f} ms"
            f"  (max {max(times) * 1000:.0f} ms; processor time {statistics.median(cpu) * 1000:.0f} ms:"
            " the machine is shared)"
        )
    window.close()


if __name__ == "__main__":
    raise SystemExit(main())
