"""The book's charts and head-to-head matrix over plain data."""

import subprocess
import sys
from datetime import datetime
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt

from prefcount.ui.book.head_to_head import HeadToHeadTable, money_balance_text
from prefcount.ui.widgets.colours import Shade, colour

FRIDAY = datetime(2026, 3, 6, 20, 0)
NEXT_FRIDAY = datetime(2026, 3, 13, 20, 0)


def test_money_chart_draws_one_line_per_person_around_zero(qtbot):
    from prefcount.ui.book.book_charts import MoneyChart

    chart = MoneyChart()
    qtbot.addWidget(chart)
    chart.set_money({"Боря": [(FRIDAY, 120), (NEXT_FRIDAY, 100)], "Вова": [(FRIDAY, -120)]}, "₽")
    assert list(chart.lines) == ["Боря", "Вова"]
    xs, ys = chart.lines["Боря"].getData()
    assert list(ys) == [120.0, 100.0]
    assert list(xs) == [FRIDAY.timestamp(), NEXT_FRIDAY.timestamp()]
    assert chart.zero_line.isVisible()
    assert [label.text for _sample, label in chart.legend.items] == ["Боря", "Вова"]
    assert chart.lines["Боря"].scatter.opts["hoverable"]
    tip = chart.lines["Боря"].scatter.opts["tip"](x=NEXT_FRIDAY.timestamp(), y=100.0, data=None)
    assert tip == "Боря\n13 Mar 2026, 20:00\n+100.00"


def test_a_person_keeps_his_colour_whoever_else_is_drawn(qtbot):
    from prefcount.ui.book.book_charts import MoneyChart

    chart = MoneyChart()
    qtbot.addWidget(chart)
    everybody = ["Аня", "Боря", "Вова"]
    chart.set_money({"Вова": [(FRIDAY, 1)], "Аня": [(FRIDAY, -1)]}, everybody=everybody)
    colour = chart.lines["Вова"].opts["pen"].color()
    assert [label.text for _sample, label in chart.legend.items] == ["Аня", "Вова"]
    chart.set_money({"Вова": [(FRIDAY, 1)], "Боря": [(FRIDAY, -1)]}, everybody=everybody)
    assert chart.lines["Вова"].opts["pen"].color() == colour != chart.lines["Боря"].opts["pen"].color()


def test_rating_chart_draws_the_history_as_given(qtbot):
    from prefcount.ui.book.book_charts import RatingChart

    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.set_ratings({"Саша": [(NEXT_FRIDAY, 1510.5), (FRIDAY, 1492)]})
    xs, ys = chart.lines["Саша"].getData()
    assert list(ys) == [1492.0, 1510.5]
    assert not chart.zero_line.isVisible()


def test_date_axis_speaks_the_apps_language(qtbot):
    from prefcount.ui.book.book_charts import DAY, LocaleDateAxis
    from prefcount.words.i18n import set_language

    axis = LocaleDateAxis()
    set_language("ru")
    assert axis.tickStrings([FRIDAY.timestamp()], 1, 60 * DAY) == ["март 2026"]
    set_language("en")
    assert axis.tickStrings([FRIDAY.timestamp()], 1, 3 * DAY) == ["6 Mar"]


def test_head_to_head_is_coloured_by_sign(qtbot):
    table = HeadToHeadTable()
    qtbot.addWidget(table)
    names = ["Боря", "Вова", "Саша"]
    table.set_balances(names, {("Боря", "Вова"): 30, ("Вова", "Боря"): -30, ("Боря", "Саша"): Fraction(5, 2)})
    model = table.model()
    cell = model.index(0, 1)
    assert cell.data() == "+30"
    assert cell.data(Qt.ItemDataRole.BackgroundRole) == colour(Shade.WON_CELL)
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) == colour(Shade.LOST_CELL)
    assert model.index(0, 2).data() == "+2½"  # whists as the sheet writes them
    assert model.index(2, 1).data() == "0"
    assert model.index(2, 1).data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.index(1, 1).data() == "—"
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Саша"
    table.set_balances(names, {("Боря", "Вова"): 30, ("Боря", "Саша"): Fraction(-16100, 300)}, text=money_balance_text)
    assert (
        model.index(0, 1).data() == "+30.00"
    )  # money as the rest of the book writes it (prefcount.words.money.money_text)
    assert model.index(0, 2).data() == "-53.67"
    assert model.index(0, 2).data(Qt.ItemDataRole.BackgroundRole) == colour(Shade.LOST_CELL)


def test_the_main_window_does_not_load_the_charting_library():
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from prefcount.ui.game.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "app.processEvents()\n"
        "print('pyqtgraph' in sys.modules, 'numpy' in sys.modules, 'prefcount.book' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False", "False"]


def test_the_same_people_again_only_move_their_points(qtbot):
    from prefcount.ui.book.book_charts import RatingChart

    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.set_ratings({"Саша": [(FRIDAY, 1500)], "Женя": [(FRIDAY, 1490)]})
    line = chart.lines["Саша"]
    chart.set_ratings({"Саша": [(FRIDAY, 1500), (NEXT_FRIDAY, 1520)], "Женя": [(FRIDAY, 1490)]})
    assert chart.lines["Саша"] is line
    assert list(line.getData()[1]) == [1500.0, 1520.0]
    assert len(chart.legend.items) == 2


def test_a_person_has_the_same_colour_on_screen_and_on_the_season_pdf(qtbot):
    """The book window and the season's PDF once had two palettes, and the PDF coloured by standing."""
    from reportlab.graphics.charts.legends import Legend
    from reportlab.lib.colors import HexColor

    from prefcount.book import Point
    from prefcount.report.season import money_chart
    from prefcount.ui.book.book_charts import MoneyChart

    everybody = ["Аня", "Боря", "Вова", "Галя"]
    chart = MoneyChart()
    qtbot.addWidget(chart)
    chart.set_money({"Вова": [(FRIDAY, 1)], "Боря": [(FRIDAY, -1)]}, everybody=everybody)
    on_screen = {name: item.opts["pen"].color().name() for name, item in chart.lines.items()}
    history = {name: [Point(FRIDAY, Path("a.pulka"), Fraction(value))] for name, value in (("Вова", 1), ("Боря", -1))}
    drawing = money_chart(history, ["Вова", "Боря"], 500, everybody=everybody)  # Вова leads the standings
    legend = next(item for item in drawing.contents if isinstance(item, Legend))
    on_paper = {name: colour for colour, name in legend.colorNamePairs}
    assert on_paper == {name: HexColor(colour) for name, colour in on_screen.items()}
    assert on_screen["Боря"] != on_screen["Вова"]


def test_pulkas_saved_moments_apart_get_distinct_time_labels(qtbot):
    """Pulkas saved seconds or minutes apart (files without a date, copied into the book at once): the time axis
    labelled «10:52 10:52 10:53 10:53» (minutes at ticks half a minute apart), or nothing readable at all for two
    points three seconds apart. Now each labelled tick says a time of its own."""
    from datetime import timedelta

    from prefcount.ui.book.book_charts import MoneyChart

    chart = MoneyChart()
    chart.resize(800, 300)
    qtbot.addWidget(chart)
    chart.show()
    for apart in (timedelta(seconds=3), timedelta(minutes=3)):
        chart.set_money({"Пётр": [(FRIDAY, -69), (FRIDAY + apart, -80)]}, "₽")
        chart.grab()  # painted: the axis measures its labels
        axis = chart.plot.getAxis("bottom")
        low, high = chart.plot.getViewBox().viewRange()[0]
        levels = axis.tickValues(low, high, axis.width())
        labelled = [(spacing, values) for spacing, values in levels if values][:2]
        assert labelled
        for spacing, values in labelled:
            labels = axis.tickStrings(values, 1, spacing)
            assert len(set(labels)) == len(labels), labels
    assert axis.tickStrings([FRIDAY.timestamp()], 1, 30) == ["20:00:00"]  # ticks under a minute apart (zoomed in)
