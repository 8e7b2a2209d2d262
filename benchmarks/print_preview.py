"""Benchmark of the print preview of a long game: ``python -m benchmarks.print_preview`` prints its figures.

The PDF of a 1,500-hand game (``benchmarks.sample.random_game``, 40-odd pages) in the preview at 1000×700:
the resident memory it adds (over the app before it opened), shown whole, after each zoom step, and after
scrolling through every page at the largest zoom; and how long each zoom step takes until the page in sight
is drawn again (the viewer draws in a worker thread: the window never waits for it).
``QT_SCALE_FACTOR=2`` in the environment plays a HiDPI screen.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QCoreApplication


def _wait(app: QCoreApplication, condition: Callable[[], bool], seconds: float) -> bool:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.002)
    return condition()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="prefcount print preview benchmark")
    parser.add_argument("--hands", type=int, default=1500)
    args = parser.parse_args(argv)
    from benchmarks.ledger import remove_scratch

    try:
        return _measure(args)
    finally:
        remove_scratch()  # the PDF's folder


def _measure(args: argparse.Namespace) -> int:
    from PySide6.QtPdf import QPdfPageRenderer

    from benchmarks.ledger import resident_mb, scratch_folder
    from benchmarks.sample import random_game
    from prefcount.ui.app.start import create_app
    from prefcount.ui.printing.print_preview import PrintPreview
    from prefcount.ui.printing.printing import write_pdf

    app = create_app(sys.argv[:1])
    pdf = write_pdf(random_game(args.hands, 3), scratch_folder() / "game.pdf")
    gc.collect()
    base = resident_mb()
    dialog = PrintPreview(pdf)
    drawn: list[int] = []
    renderer = dialog.view.findChild(QPdfPageRenderer)  # the viewer's own, which draws its pages
    assert renderer is not None
    renderer.pageRendered.connect(lambda page, *_: drawn.append(page))
    dialog.resize(1000, 700)
    dialog.show()
    _wait(app, lambda: bool(drawn), 10)
    _wait(app, lambda: False, 0.3)
    print(
        f"{args.hands}-hand game: {len(dialog.pages)} pages; device pixel ratio {dialog.devicePixelRatioF():g}; "
        f"largest zoom {dialog.most_zoom():.2f}"
    )
    print(f"shown whole: +{resident_mb() - base:.0f} MB (the app before it: {base:.0f} MB)")
    for zoom in (1.0, 2.0, 3.0, 4.7):
        if min(zoom, dialog.most_zoom()) == dialog.scale():
            print(f"zoom {zoom}: the largest already, nothing drawn again")
            continue
        drawn.clear()
        start = time.perf_counter()
        dialog.set_zoom(zoom)
        _wait(app, lambda: bool(drawn), 10)
        ms = (time.perf_counter() - start) * 1000
        _wait(app, lambda: False, 0.3)
        added = resident_mb() - base
        print(f"zoom {zoom} (drawn at {dialog.scale():.2f}): {ms:.0f} ms to the page in sight, +{added:.0f} MB")
    bar = dialog.view.verticalScrollBar()
    peak = 0.0
    for value in range(0, bar.maximum() + 1, max(1, bar.pageStep())):
        drawn.clear()
        bar.setValue(value)
        _wait(app, lambda: bool(drawn), 0.5)  # (a page drawn before and kept is not drawn again)
        peak = max(peak, resident_mb() - base)
    print(f"every page scrolled through at the largest zoom: at most +{peak:.0f} MB")
    dialog.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
