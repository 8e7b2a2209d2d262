"""``python -m benchmarks.print_job``: a long game printed as the window prints it, its figures printed.

The PDF of a game of ``--hands`` hands (``benchmarks.sample.random_game``) goes to a "printer" that writes a
PDF file (what CUPS is handed on Linux and macOS): the job's size, its wall time, the CPU time of the GUI
thread (the job paints from the event loop) and the longest the event loop went without turning (the window's
responsiveness). ``--paper letter`` has the job make its own PDF for Letter in its thread first.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="prefcount print job benchmark")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--paper", choices=["a4", "letter"], default="a4")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QApplication

    from benchmarks.sample import random_game
    from prefcount.ui.printing.print_job import PrintJob
    from prefcount.ui.printing.printing import pdf_bytes
    from prefcount.words.i18n import set_language

    app = QApplication.instance() or QApplication([])
    set_language("ru")
    game = random_game(args.hands, 3, seed=5, target=100)
    start = time.perf_counter()
    data = pdf_bytes(game)  # what the preview shows (made before it opens, as the window does)
    made = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "job.pdf"
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        if args.paper == "letter":
            printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start(10)
        cpu, wall = time.thread_time(), time.perf_counter()
        job = PrintJob(printer, data if args.paper == "a4" else lambda: pdf_bytes(game, "letter")).start()
        while not job.done:
            app.processEvents()
            time.sleep(0.001)
        cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
        timer.stop()
        size = out.stat().st_size
    pause = max((b - a for a, b in zip(ticks, ticks[1:])), default=0.0)
    print(f"game: {args.hands} hands, {job.painted} pages on {args.paper}; its PDF made in {made * 1000:.0f} ms")
    print(f"print job: {size / 1024:.0f} KiB ({size / 1e6:.2f} MB), vector (lines and text)")
    print(f"print job: {wall * 1000:.0f} ms wall, {cpu * 1000:.0f} ms CPU in the GUI thread")
    print(f"event loop: longest pause {pause * 1000:.0f} ms (the window answers between pages)")
    return 0 if job.printed else 1


if __name__ == "__main__":
    raise SystemExit(main())
