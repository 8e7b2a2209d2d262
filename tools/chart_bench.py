"""Which charting library for the club book: install size and start-up cost, as medians.

Make two throwaway virtual environments with the app's PySide6-Essentials, one with
``PySide6-Addons`` (Qt Charts; its version must equal PySide6-Essentials') and one with
``pyqtgraph`` (which brings numpy), then::

    python tools/chart_bench.py --qtcharts /tmp/venv-qtcharts --pyqtgraph /tmp/venv-pyqtgraph

Each run is a fresh interpreter (offscreen Qt) that imports the library, builds the
book's money chart (4 people, 300 pulkas, cumulative) and waits for its first paint.
Figures measured on 2026-12-01 (2 cores shared with other work, PySide6 6.12.0, medians
of 11; two runs, the busier first):

    library              installed   wheels    import         chart built+painted
    Qt Charts (Addons)   161 MB      59.2 MB     5 /   4 ms   18 / 16 ms
    pyqtgraph + numpy     80 MB      18.8 MB   580 / 368 ms   58 / 40 ms

Qt Charts only comes in the whole Addons wheel (its own library is 4 MB of the 157) and
is deprecated since Qt 6.10; pyqtgraph is maintained, pure Python, and works with any
PySide6.  The app imports neither until the book's charts are first shown.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

RUN = r"""
import json, os, random, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEvent, QObject, QPointF, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
rng = random.Random(1)
money = {}
for name in ["Боря", "Вова", "Саша", "Женя"]:
    total, points = 0.0, []
    for pulka in range(300):
        total += rng.uniform(-50, 50)
        points.append((float(pulka), total))
    money[name] = points
class Painted(QObject):
    at = None
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and self.at is None:
            self.at = time.perf_counter()
            QTimer.singleShot(0, app.quit)
        return False
painted = Painted()
start = time.perf_counter()
if sys.argv[1] == "qtcharts":
    from PySide6.QtCharts import QChart, QChartView, QLineSeries
    imported = time.perf_counter()
    chart = QChart()
    for name, points in money.items():
        series = QLineSeries()
        series.setName(name)
        series.append([QPointF(x, y) for x, y in points])
        chart.addSeries(series)
    chart.createDefaultAxes()
    view = QChartView(chart)
else:
    import pyqtgraph
    imported = time.perf_counter()
    view = pyqtgraph.PlotWidget(background="w")
    view.addLegend()
    for i, (name, points) in enumerate(money.items()):
        view.plot([p[0] for p in points], [p[1] for p in points], pen=pyqtgraph.intColor(i), name=name)
view.viewport().installEventFilter(painted)
view.resize(800, 500)
view.show()
QTimer.singleShot(20000, app.quit)
app.exec()
print(json.dumps({"import": imported - start, "chart": painted.at - imported}))
"""

SIZE = r"""
import importlib.metadata, os, sys
total = 0
for name in sys.argv[1:]:
    dist = importlib.metadata.distribution(name)
    for file in dist.files or []:
        path = dist.locate_file(file)
        if os.path.isfile(path):
            total += os.path.getsize(path)
print(total)
"""


def medians(venv: str, kind: str, runs: int) -> dict[str, float]:
    """Median milliseconds of importing the library and of building and painting the first chart."""
    rows = []
    for _ in range(runs):
        out = subprocess.run([f"{venv}/bin/python", "-c", RUN, kind], capture_output=True, text=True, check=True).stdout
        rows.append(json.loads(out))
    return {key: statistics.median(row[key] for row in rows) * 1000 for key in rows[0]}


def installed_mb(venv: str, *dists: str) -> float:
    """Megabytes on disk of the files the named distributions installed."""
    out = subprocess.run([f"{venv}/bin/python", "-c", SIZE, *dists], capture_output=True, text=True, check=True)
    return int(out.stdout) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qtcharts", required=True, help="a venv with PySide6-Essentials and PySide6-Addons")
    parser.add_argument("--pyqtgraph", required=True, help="a venv with PySide6-Essentials and pyqtgraph")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    for kind, venv, dists in (
        ("qtcharts", args.qtcharts, ("PySide6-Addons",)),
        ("pyqtgraph", args.pyqtgraph, ("pyqtgraph", "numpy", "colorama")),
    ):
        times = medians(venv, kind, args.runs)
        print(
            f"{kind:10} installed {installed_mb(venv, *dists):6.1f} MB   import {times['import']:6.1f} ms   "
            f"chart built and painted {times['chart']:6.1f} ms   (medians of {args.runs})",
            file=sys.stdout,
        )


if __name__ == "__main__":
    main()
