"""The season report (итоги сезона): standings, money over time, head to head and each person's figures.

Every figure comes from the club book (:mod:`prefcount.book`), which asks
the ledger; this module only lays them out. The money chart is ReportLab's
own ``LinePlot``; the head-to-head table is coloured by sign.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape as _esc

from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib.colors import Color, HexColor
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Paragraph, SimpleDocTemplate, Table, TableStyle

from prefcount.book.colours import LOST_BACKGROUND, LOST_TEXT, PALETTE, WON_BACKGROUND, WON_TEXT, line_colours
from prefcount.report.fonts import BOLD, REGULAR
from prefcount.report.pdf import (
    AUTHOR,
    GRID,
    HEAD_SMALLEST,
    PAD,
    SHADE,
    Styles,
    buffer,
    canvas_maker,
    footer,
    styles,
    word_width,
)
from prefcount.words.i18n import set_language, translate
from prefcount.words.money import decimal_text, money_text
from prefcount.words.options import preset_title

if TYPE_CHECKING:  # the book is only passed in: importing it here would load SQLite and openskill for any sheet
    from prefcount.book import Book, Filter, HeadToHead, PersonStats, Point, Rating

MARGIN = 14 * mm
WON = HexColor(WON_BACKGROUND)
LOST = HexColor(LOST_BACKGROUND)
CHART_PEOPLE = len(PALETTE)  # lines on the money chart (the first in the standings)
DOTS_UP_TO = 150  # pulkas on the money chart that still get a dot each


def period(flt: Filter) -> str:
    """The filter's dates in words."""
    day = "%d.%m.%Y"
    if flt.date_from and flt.date_to:
        return translate("report", "{start} – {end}").format(
            start=flt.date_from.strftime(day), end=flt.date_to.strftime(day)
        )
    if flt.date_from:
        return translate("report", "from {start}").format(start=flt.date_from.strftime(day))
    if flt.date_to:
        return translate("report", "until {end}").format(end=flt.date_to.strftime(day))
    return translate("report", "all time")


HEAD_SIZE, CELL_SIZE = 7.5, 8.5


def _column_widths(head: list[str], body: list[list[str]], size: float) -> tuple[list[float], list[float]]:
    """Each column's (but the first's) least width (its longest heading word, its widest figure) and the
    width it would like (also half its heading, in two lines), with headings in ``size`` points."""
    least, liked = [], []
    for j in range(1, len(head)):
        words = word_width([head[j]], BOLD, size)
        two_lines = stringWidth(head[j], BOLD, size) / 2 + 2 * PAD + 1  # a long heading in two lines, not a word a line
        cells = max((stringWidth(row[j], REGULAR, CELL_SIZE) for row in body), default=0) + 2 * PAD + 1
        least.append(max(words, cells))
        liked.append(max(words, two_lines, cells))
    return least, liked


def grid(
    head: list[str], body: list[list[str]], width: float, st: Styles, styles_extra: Sequence[tuple[Any, ...]] = ()
) -> Table:
    """A table whose first column (the names) takes what the others leave.

    Every other column is as wide as its widest figure, the longest word of its
    heading, or half the heading: headings wrap between words, never inside
    one, in two lines at most (about). When the longest words do not fit side by
    side (long words, as Ukrainian ones, in many columns) the headings are set
    smaller until they do, down to :data:`HEAD_SMALLEST`.
    """
    names = max((stringWidth(row[0], BOLD, CELL_SIZE) for row in body), default=0) + 2 * PAD + 1
    room = width - min(names, 30 * mm)
    size = HEAD_SIZE
    least, liked = _column_widths(head, body, size)
    while sum(least) > room and size > HEAD_SMALLEST:
        size -= 0.25
        least, liked = _column_widths(head, body, size)
    if sum(liked) <= room:
        widths = liked
    elif sum(least) <= room:  # share what is left in proportion to what each heading would like more
        spare = (room - sum(least)) / (sum(liked) - sum(least))
        widths = [a + (b - a) * spare for a, b in zip(least, liked)]
    else:  # too many columns even in the smallest headings: narrow them all alike
        widths = [w * room / sum(least) for w in least]
    first = width - sum(widths)
    style = st["head_grid"]
    if size != HEAD_SIZE:
        style = ParagraphStyle(
            f"head_grid_{size}", parent=style, fontSize=size, leading=style.leading * size / HEAD_SIZE
        )
    header = [Paragraph(f"<b>{_esc(text)}</b>", style) for text in head]
    rows = [header] + [[Paragraph(f"<b>{_esc(row[0])}</b>", st["cell"]), *row[1:]] for row in body]
    table = Table(rows, colWidths=[first, *widths], repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, CELL_SIZE),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("GRID", (0, 0), (-1, -1), 0.4, GRID),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
                ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                ("LEFTPADDING", (0, 0), (-1, -1), PAD),
                ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                *styles_extra,
            ]
        )
    )
    return table


def standings(stats: list[PersonStats], ratings: Mapping[str, Rating], st: Styles, width: float) -> Table:
    """Place, person, pulkas, won/lost, money (total and per pulka), whists, contracts, misères, rating."""
    head = [
        translate("report", "player"),
        translate("report", "pulkas"),
        translate("report", "won – lost"),
        translate("report", "money"),
        translate("report", "per pulka"),
        translate("report", "whists"),
        translate("report", "contracts made"),
        translate("report", "misères made"),
        translate("report", "rating"),
    ]
    body = []
    for place, s in enumerate(stats, start=1):
        declared = s.declared
        rating = ratings.get(s.person)
        body.append(
            [
                f"{place}. {s.person}",
                str(s.pulkas),
                f"{s.won} – {s.lost}",
                money_text(s.money_cents),
                money_text(s.money_cents_per_pulka),
                str(round(s.whists)),
                f"{declared.made} / {declared.declared}",
                f"{s.misere_made} / {s.misere_declared}",
                f"{rating.rating:.0f}" if rating else "",
            ]
        )
    extra = []
    for i, s in enumerate(stats, start=1):
        if s.money_cents:
            extra.append(("TEXTCOLOR", (3, i), (4, i), HexColor(WON_TEXT if s.money_cents > 0 else LOST_TEXT)))
    return grid(head, body, width, st, extra)


def money_chart(
    history: Mapping[str, list[Point]],
    people: list[str],
    width: float,
    height: float = 78 * mm,
    everybody: Sequence[str] = (),
) -> Drawing:
    """Cumulative money per person over the season: one line each, by date, with a legend.

    A person's colour is his place in ``everybody`` (the roster), as on the book window's charts.
    """
    drawing = Drawing(width, height)
    drawing.initialFontName = REGULAR  # else the renderer starts in Helvetica and the PDF carries it
    lines = [(person, history[person]) for person in people if person in history][:CHART_PEOPLE]
    if not lines:
        return drawing
    plot = LinePlot()
    legend_w = 38 * mm
    plot.x, plot.y = 14 * mm, 9 * mm
    plot.width, plot.height = width - plot.x - legend_w - 4 * mm, height - plot.y - 4 * mm
    start = min(points[0].when.date().toordinal() for _, points in lines)
    end = max(points[-1].when.date().toordinal() for _, points in lines)
    colours = [HexColor(c) for c in line_colours([person for person, _ in lines], everybody)]
    plot.data = [steps(points) for _, points in lines]
    dotted = sum(len(points) for _, points in lines) <= DOTS_UP_TO
    if dotted:  # few pulkas: a dot on each, or a lone pulka would be a line nobody sees
        plot.data += [[(p.when.date().toordinal(), float(p.value)) for p in points] for _, points in lines]
    plot.xValueAxis.valueMin, plot.xValueAxis.valueMax = start - 1, end + 1
    for i in range(len(lines)):
        plot.lines[i].strokeColor = colours[i]
        plot.lines[i].strokeWidth = 1.2
        if dotted:
            dots = plot.lines[len(lines) + i]
            dots.strokeColor = None
            dots.symbol = makeMarker("FilledCircle", size=4, fillColor=colours[i], strokeColor=colours[i])
    plot.xValueAxis.labelTextFormat = lambda x: date.fromordinal(int(x)).strftime("%d.%m.%y")
    plot.xValueAxis.labels.fontName = REGULAR
    plot.xValueAxis.labels.fontSize = 7
    plot.xValueAxis.maximumTicks = 7
    plot.yValueAxis.labels.fontName = REGULAR
    plot.yValueAxis.labels.fontSize = 7
    plot.yValueAxis.labelTextFormat = lambda y: f"{y:,.0f}".replace(",", "\u2009")
    plot.yValueAxis.visibleGrid = True
    plot.yValueAxis.gridStrokeColor = Color(0.85, 0.85, 0.85)
    plot.xValueAxis.visibleGrid = False
    drawing.add(plot)
    legend = Legend()
    legend.x, legend.y = width - legend_w + 2 * mm, height - 6 * mm
    legend.fontName, legend.fontSize = REGULAR, 8
    legend.alignment = "right"
    legend.columnMaximum = 12
    legend.dx, legend.dy, legend.deltay = 8, 8, 11
    legend.colorNamePairs = [(colours[i], person) for i, (person, _) in enumerate(lines)]
    drawing.add(legend)
    return drawing


def steps(points: list[Point]) -> list[tuple[int, float]]:
    """A person's money as steps: flat between his pulkas, a jump on the day of each (no slope where
    nothing was played), from 0 on the day of his first."""
    out: list[tuple[int, float]] = []
    value = 0.0
    for point in points:
        day = point.when.date().toordinal()
        out.append((day, value))
        value = float(point.value)
        out.append((day, value))
    return out


def head_to_head_table(h2h: HeadToHead, people: list[str], st: Styles, width: float) -> Table:
    """Row won from column (money, summed over the pulkas they met in); green won, red lost."""
    body = []
    extra = []
    for i, a in enumerate(people, start=1):
        row = [a]
        for j, b in enumerate(people, start=1):
            if a == b:
                row.append("—")
                extra.append(("BACKGROUND", (j, i), (j, i), SHADE))
            elif (a, b) in h2h.money:
                value = h2h.money[(a, b)]
                row.append(money_text(value * 100))
                if value:
                    extra.append(("BACKGROUND", (j, i), (j, i), WON if value > 0 else LOST))
            else:
                row.append("")
        body.append(row)
    return grid(["", *people], body, width, st, extra)


def figures_table(stats: list[PersonStats], st: Styles, width: float) -> Table:
    """Each person's play: whists per hand, remizes as a whister, raspasy, best and worst pulka, streaks."""
    head = [
        translate("report", "player"),
        translate("report", "hands"),
        translate("report", "whists per hand"),
        translate("report", "contracts failed"),
        translate("report", "misères caught"),
        translate("report", "whisted"),
        translate("report", "remizes as a whister"),
        translate("report", "raspasy (average tricks)"),
        translate("report", "best pulka"),
        translate("report", "worst pulka"),
        translate("report", "longest run won / lost"),
    ]
    body = [
        [
            s.person,
            str(s.hands),
            decimal_text(s.whists_per_hand, 2),
            str(s.declared.failed),
            str(s.misere_caught),
            str(s.whisted),
            str(s.remizes),
            f"{s.raspasy} ({decimal_text(s.raspasy_average_tricks, 1)})",
            money_text(s.best.money_cents) if s.best else "",
            money_text(s.worst.money_cents) if s.worst else "",
            f"{s.longest_winning_streak} / {s.longest_losing_streak}",
        ]
        for s in stats
    ]
    return grid(head, body, width, st)


def contracts_table(stats: list[PersonStats], st: Styles, width: float) -> Table:
    """Contracts by level: declared, and how many of them failed, per person."""
    levels = (6, 7, 8, 9, 10)
    head = [translate("report", "player")] + [
        translate("report", "{level}: declared / failed").format(level=level) for level in levels
    ]
    body = [
        [s.person] + [f"{s.contracts[level].declared} / {s.contracts[level].failed}" for level in levels] for s in stats
    ]
    return grid(head, body, width, st)


def season_styles() -> Styles:
    """The report's paragraph styles and the grids' headings."""
    st = styles()
    st["head_grid"] = ParagraphStyle("head_grid", parent=st["body"], fontName=BOLD, fontSize=HEAD_SIZE, leading=9)
    return st


def render_season(book: Book, flt: Filter, title: str | None = None) -> bytes:
    """The season report of ``book`` over the pulkas ``flt`` keeps, in the current language."""
    from prefcount.book import standings  # here, as ``book`` is: a sheet alone does not load the book

    st = season_styles()
    out = buffer()
    title = title or translate("report", "Season report")
    pulkas = book.pulkas(flt)
    stats = standings(book.stats(flt))
    ratings = book.ratings(flt)
    doc = SimpleDocTemplate(
        out,
        pagesize=A4,
        title=f"{title}: {book.folder.name}",
        author=AUTHOR,
        creator=AUTHOR,
        subject=translate("report", "Preferans club book: standings, money and head to head"),
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=14 * mm,
        initialFontName=REGULAR,
        initialFontSize=10,
    )
    width = A4[0] - 2 * MARGIN
    presets = sorted({p.preset for p in pulkas})
    conventions = ", ".join(preset_title(p, translate) for p in presets)
    story: list[Any] = [
        Paragraph(_esc(title), st["h1"]),
        Paragraph(
            _esc(
                translate("report", "{book} · {period} · {pulkas} pulkas · {conventions}").format(
                    book=book.folder.name, period=period(flt), pulkas=len(pulkas), conventions=conventions or "—"
                )
            ),
            st["body"],
        ),
    ]
    if flt.include_unfinished:
        story.append(Paragraph(translate("report", "Unfinished pulkas are counted as if they stopped."), st["small"]))
    if not stats:
        story.append(Paragraph(translate("report", "No finished pulkas in this period."), st["big"]))
    else:
        story += _season_body(book, flt, stats, ratings, st, width)
    doc.build(
        story,
        canvasmaker=canvas_maker(),
        onFirstPage=footer(title, MARGIN / mm),
        onLaterPages=footer(title, MARGIN / mm),
    )
    return out.getvalue()


def _season_body(
    book: Book, flt: Filter, stats: list[PersonStats], ratings: Mapping[str, Rating], st: Styles, width: float
) -> list[Flowable]:
    """The standings, the money chart, head to head, play and contracts, and how the figures are made."""
    return [
        Paragraph(translate("report", "Standings"), st["h2"]),
        standings(stats, ratings, st, width),
        KeepTogether(
            [
                Paragraph(translate("report", "Money over the season"), st["h2"]),
                money_chart(
                    book.money_over_time(flt),
                    [s.person for s in stats],
                    width,
                    everybody=[person.name for person in book.people()],
                ),
            ]
        ),
        KeepTogether(
            [
                Paragraph(translate("report", "Head to head (row won from column, money)"), st["h2"]),
                head_to_head_table(book.head_to_head(flt), [s.person for s in stats], st, width),
            ]
        ),
        KeepTogether([Paragraph(translate("report", "Play"), st["h2"]), figures_table(stats, st, width)]),
        KeepTogether(
            [Paragraph(translate("report", "Contracts by level"), st["h2"]), contracts_table(stats, st, width)]
        ),
        Paragraph(
            translate(
                "report",
                "Money is each pulka's settlement at its own whist price. Rating: openskill (Weng–Lin, "
                "Plackett–Luce), each pulka ranked by money; shown as 1500 + 24 × (μ − 3σ).",
            ),
            st["small"],
        ),
    ]


def write_season(book: Book, flt: Filter, path: Path, language: str = "ru") -> None:
    """Write the season report to ``path`` atomically, in ``language`` (ru, uk, en)."""
    from prefcount.files.gamefile import atomic_write

    set_language(language)
    atomic_write(Path(path), render_season(book, flt))
