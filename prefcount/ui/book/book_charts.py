"""The club book's charts: money over time (cumulative) and rating over time.

The charts are pyqtgraph plots (chosen over Qt Charts by ``tools/chart_bench.py``); this
module imports pyqtgraph, so the app imports it only when the book first shows a chart.
Every widget takes plain data — names, datetimes, numbers — and knows nothing of the index.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from fractions import Fraction

import numpy
import pyqtgraph
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from prefcount.book.colours import line_colours
from prefcount.words.i18n import current_language, translate

Number = int | float | Fraction
Values = Sequence[float] | numpy.ndarray  # a line's times (seconds since 1970) or values
# Points are marked while a line has at most this many of them; more would hide the line.
MARKED_POINTS = 60
# Lines of more points are drawn downsampled to the pixels and without smoothing.
SMOOTH_POINTS = 1000
DAY = 86400.0
# The narrowest stretch of time a chart shows (seconds): pulkas saved moments apart (files without a date, copied
# into the book at once) are shown in a quarter of an hour around them, its ticks whole minutes, not seconds.
NARROWEST = 900.0


class LocaleDateAxis(pyqtgraph.DateAxisItem):  # type: ignore[misc]  # (pyqtgraph has no type hints)
    """pyqtgraph's date axis with its labels in the app's language (it would use C's English month names)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # pyqtgraph override
        locale = QLocale(current_language())
        moments = [QDateTime.fromSecsSinceEpoch(int(value)) for value in values]
        if spacing >= 28 * DAY:  # "март 2026": the month's own name, not the one a day takes ("марта")
            return [f"{locale.standaloneMonthName(moment.date().month())} {moment.date().year()}" for moment in moments]
        # (as short as pyqtgraph's own: it sizes ticks for them); seconds where ticks are less than a minute apart
        pattern = "d MMM" if spacing >= DAY else "HH:mm" if spacing >= 60 else "HH:mm:ss"
        return [locale.toString(moment, pattern) for moment in moments]


class TimeChart(QWidget):
    """One line per person over time, a legend with their names, a zero line when it helps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = pyqtgraph.GraphicsLayoutWidget(parent=self)
        self.view.setBackground("w")
        self.plot = self.view.addPlot(row=0, col=0, axisItems={"bottom": LocaleDateAxis()})
        self.plot.setMenuEnabled(False)  # its context menu is English-only and changes nothing the book needs
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        for name in ("left", "bottom"):
            axis = self.plot.getAxis(name)
            axis.setPen(pyqtgraph.mkPen("#444444"))
            axis.setTextPen(pyqtgraph.mkPen("#222222"))
            # the grid at the labelled and the minor ticks only: the third, finest level looked much the same
            # and doubled the time of every repaint (a filter change repaints both charts)
            axis.setStyle(maxTickLevel=1)
        # the legend beside the plot, not over the lines (a cell of the layout of its own)
        self.legend = pyqtgraph.LegendItem(labelTextColor="#222222", verSpacing=-4)
        self.view.addItem(self.legend, row=0, col=1)
        self.legend.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # its rows stay together
        self.view.ci.layout.setAlignment(self.legend, Qt.AlignmentFlag.AlignTop)
        self.view.ci.layout.setColumnStretchFactor(0, 1)
        self.zero_line = pyqtgraph.InfiniteLine(pos=0, angle=0, pen=pyqtgraph.mkPen("#888888", width=1))
        self.zero_line.setVisible(False)
        self.plot.addItem(self.zero_line)
        self._drawn: list[tuple[str, str]] = []  # (name, colour) of the lines drawn, in legend order
        self._legend_width = 0.0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.lines: dict[str, pyqtgraph.PlotDataItem] = {}

    def set_title(self, title: str, unit: str = "") -> None:
        self.plot.setTitle(title, color="#222222")
        self.plot.setLabel("left", unit, color="#222222")

    def value_text(self, value: float) -> str:
        """A value of the chart for a tooltip."""
        return f"{value:.0f}"

    def point_tip(self, name: str, x: float, y: float) -> str:
        """The tooltip of a point: whose, when, how much."""
        when = QLocale(current_language()).toString(QDateTime.fromSecsSinceEpoch(int(x)), "d MMM yyyy, HH:mm")
        return f"{name}\n{when}\n{self.value_text(y)}"

    def set_lines(
        self,
        lines: Mapping[str, Sequence[tuple[datetime, Number]]],
        zero: bool = False,
        everybody: Sequence[str] = (),
    ) -> None:
        """Draw ``lines``: for each name, its points (time, value) in the order of time (see :meth:`set_series`)."""
        series = {
            name: ([when.timestamp() for when, _value in points], [float(value) for _when, value in points])
            for name, points in lines.items()
        }
        self.set_series(series, zero, everybody)

    def set_series(
        self,
        lines: Mapping[str, tuple[Values, Values]],
        zero: bool = False,
        everybody: Sequence[str] = (),
    ) -> None:
        """Draw ``lines``: for each name, the times (seconds since 1970) and the values of its points, in order.

        A name's colour is its place in ``everybody`` (when given, :func:`prefcount.book.colours.line_colours`),
        so a person keeps his colour from chart to chart, from filter to filter and on the season's PDF.
        """
        order = {name: index for index, name in enumerate(everybody)}
        names = sorted(lines, key=lambda name: (order.get(name, len(order)), name.casefold()))
        colours = line_colours(names, everybody)
        if list(zip(names, colours)) != self._drawn:  # other people: new lines and legend, in this order
            for item in self.lines.values():
                self.plot.removeItem(item)
                self.legend.removeItem(item)
            self.lines = {}
            for name, colour in zip(names, colours):
                item = pyqtgraph.PlotDataItem(
                    name=name,
                    stepMode="right",  # a value holds until the next pulka: steps, not slopes, as the season report
                    pen=pyqtgraph.mkPen(colour, width=2),
                    symbolSize=6,
                    symbolBrush=colour,
                    symbolPen=colour,
                    antialias=True,
                    autoDownsampleFactor=1.0,
                )
                # a point under the mouse says whose it is, when, and how much (the marked points only)
                item.scatter.opts["hoverable"] = True
                item.scatter.opts["tip"] = lambda x, y, data, name=name: self.point_tip(name, x, y)
                self.plot.addItem(item)
                self.legend.addItem(item, name)
                self.lines[name] = item
            self._drawn = list(zip(names, colours))
            # the legend never narrower than it was: a legend of other names would move the plot's edge, and the
            # axes and every line would be laid out and painted again (a player chosen, then everybody)
            self._legend_width = max(self._legend_width, self.legend.preferredWidth())
            self.legend.setMinimumWidth(self._legend_width)
        view = self.plot.getViewBox()
        bounds = _bounds([lines[name] for name in names], zero)
        if bounds is not None:
            # the range first, from the points, and then the points once: a range found after them would draw
            # every line again for it (its points picked anew for the pixels), and one found while painting would
            # change the axes and paint it all twice
            for item in self.lines.values():
                item.setData([], [])
            view.setRange(xRange=bounds[0], yRange=bounds[1])
        for name in names:  # the same people: only their points change (much cheaper than new items)
            xs, ys = lines[name]
            item = self.lines[name]
            # how to draw first, then the points once: thousands of pulkas are drawn a point a pixel at most, thin
            # and not smoothed, with no marks (a smoothed wide line of ten thousand steps, or ten thousand marks,
            # take Qt and pyqtgraph seconds)
            many = len(xs) > SMOOTH_POINTS
            item.opts["symbol"] = "o" if len(xs) <= MARKED_POINTS else None
            item.opts["autoDownsample"] = many
            item.opts["downsampleMethod"] = "peak"
            item.opts["pen"] = pyqtgraph.mkPen(dict(self._drawn)[name], width=1 if many else 2)
            item.curve.opts["antialias"] = not many
            item.setData(xs, ys)
        self.zero_line.setVisible(zero)
        if bounds is None:
            self.plot.enableAutoRange()
        view.updateMatrix()


def _bounds(
    lines: Sequence[tuple[Values, Values]], zero: bool
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The times and values ``lines`` span (with 0 among the values when the zero line shows); ``None``: no point."""
    xs = [numpy.asarray(x, dtype=float) for x, _y in lines if len(x)]
    ys = [numpy.asarray(y, dtype=float) for _x, y in lines if len(y)]
    if not xs or not ys:
        return None
    low_y = min(float(y.min()) for y in ys)
    high_y = max(float(y.max()) for y in ys)
    if zero:
        low_y, high_y = min(low_y, 0.0), max(high_y, 0.0)
    low_x, high_x = min(float(x.min()) for x in xs), max(float(x.max()) for x in xs)
    if high_x - low_x < NARROWEST:
        middle = (low_x + high_x) / 2
        low_x, high_x = middle - NARROWEST / 2, middle + NARROWEST / 2
    return (low_x, high_x), (low_y, high_y)


class MoneyChart(TimeChart):
    """Money over time per person: where each stood after each pulka (cumulative), around a zero line."""

    def value_text(self, value: float) -> str:
        return f"{value:+.2f}"

    def set_money(
        self, money: Mapping[str, Sequence[tuple[datetime, Number]]], currency: str = "", everybody: Sequence[str] = ()
    ) -> None:
        self.set_title(translate("BookCharts", "Money over time"), currency)
        self.set_lines(money, zero=True, everybody=everybody)

    def set_money_series(
        self, money: Mapping[str, tuple[Values, Values]], currency: str, everybody: Sequence[str]
    ) -> None:
        """:meth:`set_money` from the book's series (:meth:`prefcount.book.Book.money_series`)."""
        self.set_title(translate("BookCharts", "Money over time"), currency)
        self.set_series(money, zero=True, everybody=everybody)


class RatingChart(TimeChart):
    """Rating over time per person: the rating after each pulka."""

    def set_ratings(
        self, history: Mapping[str, Sequence[tuple[datetime, Number]]], everybody: Sequence[str] = ()
    ) -> None:
        self.set_title(translate("BookCharts", "Rating over time"))
        ordered = {name: sorted(points, key=lambda point: point[0]) for name, points in history.items()}
        self.set_lines(ordered, everybody=everybody)

    def set_rating_series(self, history: Mapping[str, tuple[Values, Values]], everybody: Sequence[str]) -> None:
        """:meth:`set_ratings` from the book's series in order of time (:meth:`prefcount.book.Book.rating_series`)."""
        self.set_title(translate("BookCharts", "Rating over time"))
        self.set_series(history, everybody=everybody)
