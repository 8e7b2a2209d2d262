"""The book's statistics table: one row per person, one column per figure, sortable by any of them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from prefcount.book import LEVELS, LevelCounts, PersonStats, PulkaResult, Rating, standings
from prefcount.ledger import format_amount
from prefcount.ui.widgets.tables import money_colour
from prefcount.words.i18n import QT_TRANSLATE_NOOP, translate
from prefcount.words.money import decimal_text, money_text

SORT_ROLE = Qt.ItemDataRole.UserRole
CONTEXT = "BookStats"
#: The money columns, green when won and red when lost; the first also names the currency in its header.
MONEY = ("money", "money_per_pulka")


def number_text(value: Fraction | float, places: int = 1, signed: bool = False) -> str:
    """A figure for a cell: whole numbers as they are, others with ``places`` decimals (a comma in ru, uk)."""
    value = Fraction(value)
    sign = "+" if signed and value > 0 else ""
    if value.denominator == 1:
        return f"{sign}{int(value)}"
    return sign + decimal_text(value, places)


def counts_text(counts: LevelCounts) -> str:
    """Made of declared: ``3/4``; nothing declared: empty."""
    return f"{counts.made}/{counts.declared}" if counts.declared else ""


def counts_tip(counts: LevelCounts) -> str:
    return translate("BookStats", "declared {declared}, made {made}, failed {failed}").format(
        declared=counts.declared, made=counts.made, failed=counts.failed
    )


def result_tip(result: PulkaResult | None) -> str:
    if result is None:
        return ""
    return translate("BookStats", "{day}, {file}: {money} (whists: {whists})").format(
        day=result.when.strftime("%d.%m.%Y"),
        file=result.path.name,
        money=money_text(result.money_cents, signed=True),
        whists=sheet_whists(result.whists),
    )


@dataclass(frozen=True)
class Column:
    """A figure: its key, its header and tooltip (untranslated, context ``BookStats``), its cell text and sort value."""

    key: str
    header: str
    tip: str
    text: Callable[[PersonStats, Rating | None], str]
    value: Callable[[PersonStats, Rating | None], Any]
    tooltip: Callable[[PersonStats, Rating | None], str] | None = None


def _count(key: str, header: str, tip: str) -> Column:
    """A whole number the person's figures keep under ``key``."""
    return Column(key, header, tip, lambda s, _r: str(getattr(s, key)), lambda s, _r: getattr(s, key))


def _figure(key: str, header: str, tip: str, attribute: str, text: Callable[[Any], str]) -> Column:
    """A figure the person's figures keep under ``attribute``, written by ``text``."""
    return Column(key, header, tip, lambda s, _r: text(getattr(s, attribute)), lambda s, _r: getattr(s, attribute))


def _made_of_declared(key: str, header: str, tip: str, counts: Callable[[PersonStats], LevelCounts]) -> Column:
    """Contracts made of declared, the counts in full in the tooltip."""
    return Column(
        key,
        header,
        tip,
        lambda s, _r: counts_text(counts(s)),
        lambda s, _r: (counts(s).made, counts(s).declared),
        lambda s, _r: counts_tip(counts(s)),
    )


def _level(level: int) -> Column:
    return _made_of_declared(
        f"level_{level}",
        str(level),
        QT_TRANSLATE_NOOP("BookStats", "Contracts of this level: made of declared (a concession counts as failed)"),
        lambda s: s.contracts.get(level, LevelCounts()),
    )


def _pulka(key: str, header: str, tip: str) -> Column:
    """The person's best or worst pulka in money (``key``: "best" or "worst"), where and when in the tooltip."""
    return Column(
        key,
        header,
        tip,
        lambda s, _r: money_text(getattr(s, key).money_cents, signed=True) if getattr(s, key) else "",
        lambda s, _r: getattr(s, key).money_cents if getattr(s, key) else 0,
        lambda s, _r: result_tip(getattr(s, key)),
    )


def _signed_money(cents: Fraction | int) -> str:
    return money_text(cents, signed=True)


def _signed_whists(places: int) -> Callable[[Any], str]:
    return lambda value: number_text(value, places=places, signed=True)


# The denominators the sheet writes as a sign (½ ⅓ ¼ ⅙ and their kin).
SHEET_PARTS = frozenset({1, 2, 3, 4, 6})


def sheet_whists(value: Fraction | int) -> str:
    """Whists as the sheet writes them: ``+402⅓``, ``-14½``; a part the sheet has no sign for, in decimals."""
    value = Fraction(value)
    if value.denominator in SHEET_PARTS:
        return format_amount(value, signed=True)
    return number_text(value, places=2, signed=True)


COLUMNS: tuple[Column, ...] = (
    Column(
        "person",
        QT_TRANSLATE_NOOP("BookStats", "Player"),
        QT_TRANSLATE_NOOP("BookStats", "The person, under the roster's name"),
        lambda s, _r: s.person,
        lambda s, _r: s.person.casefold(),
    ),
    _count("pulkas", QT_TRANSLATE_NOOP("BookStats", "Pulkas"), QT_TRANSLATE_NOOP("BookStats", "Pulkas played")),
    Column(
        "won_lost",
        QT_TRANSLATE_NOOP("BookStats", "Won–lost"),
        QT_TRANSLATE_NOOP("BookStats", "Pulkas won and lost in money"),
        lambda s, _r: f"{s.won}–{s.lost}",
        lambda s, _r: s.won - s.lost,
    ),
    _figure(
        "money",
        QT_TRANSLATE_NOOP("BookStats", "Money"),
        QT_TRANSLATE_NOOP("BookStats", "Money won or lost, all pulkas together"),
        "money_cents",
        _signed_money,
    ),
    _figure(
        "money_per_pulka",
        QT_TRANSLATE_NOOP("BookStats", "Money per pulka"),
        QT_TRANSLATE_NOOP("BookStats", "Money won or lost per pulka, on average"),
        "money_cents_per_pulka",
        _signed_money,
    ),
    _figure(
        "whists",
        QT_TRANSLATE_NOOP("BookStats", "Whists"),
        QT_TRANSLATE_NOOP("BookStats", "Whists won or lost in the settlements, all pulkas together"),
        "whists",
        sheet_whists,
    ),
    _figure(
        "whists_per_pulka",
        QT_TRANSLATE_NOOP("BookStats", "Whists per pulka"),
        QT_TRANSLATE_NOOP("BookStats", "Whists won or lost per pulka, on average"),
        "whists_per_pulka",
        _signed_whists(1),
    ),
    _figure(
        "whists_per_hand",
        QT_TRANSLATE_NOOP("BookStats", "Whists per hand"),
        QT_TRANSLATE_NOOP("BookStats", "Whists won or lost per hand held, on average"),
        "whists_per_hand",
        _signed_whists(2),
    ),
    Column(
        "rating",
        QT_TRANSLATE_NOOP("BookStats", "Rating"),
        QT_TRANSLATE_NOOP(
            "BookStats",
            "Rating after the last pulka (Weng–Lin over the pulkas shown, a cautious estimate from 1500)",
        ),
        lambda _s, r: f"{r.rating:.0f}" if r else "",
        lambda _s, r: r.rating if r else float("-inf"),
    ),
    _count(
        "hands",
        QT_TRANSLATE_NOOP("BookStats", "Hands"),
        QT_TRANSLATE_NOOP("BookStats", "Hands in which the person held cards"),
    ),
    _made_of_declared(
        "declared",
        QT_TRANSLATE_NOOP("BookStats", "Contracts"),
        QT_TRANSLATE_NOOP("BookStats", "Trick contracts: made of declared"),
        lambda s: s.declared,
    ),
    *(_level(level) for level in LEVELS),
    Column(
        "misere",
        QT_TRANSLATE_NOOP("BookStats", "Misère"),
        QT_TRANSLATE_NOOP("BookStats", "Misères: made of declared"),
        lambda s, _r: f"{s.misere_made}/{s.misere_declared}" if s.misere_declared else "",
        lambda s, _r: (s.misere_made, s.misere_declared),
        lambda s, _r: translate("BookStats", "declared {declared}, made {made}, caught {caught}").format(
            declared=s.misere_declared, made=s.misere_made, caught=s.misere_caught
        ),
    ),
    _count(
        "whisted",
        QT_TRANSLATE_NOOP("BookStats", "Whisted"),
        QT_TRANSLATE_NOOP("BookStats", "Hands the person whisted as a defender"),
    ),
    _count(
        "remizes",
        QT_TRANSLATE_NOOP("BookStats", "Remizes"),
        QT_TRANSLATE_NOOP("BookStats", "Hands in which the person, whisting, fell short of the whisters' quota"),
    ),
    _count("raspasy", QT_TRANSLATE_NOOP("BookStats", "Raspasy"), QT_TRANSLATE_NOOP("BookStats", "Raspasy played")),
    Column(
        "raspasy_average_tricks",
        QT_TRANSLATE_NOOP("BookStats", "Tricks a raspasy"),
        QT_TRANSLATE_NOOP("BookStats", "Average tricks taken on raspasy"),
        lambda s, _r: number_text(s.raspasy_average_tricks, places=2) if s.raspasy else "",
        lambda s, _r: s.raspasy_average_tricks,
    ),
    _pulka("best", QT_TRANSLATE_NOOP("BookStats", "Best"), QT_TRANSLATE_NOOP("BookStats", "The best pulka in money")),
    _pulka(
        "worst", QT_TRANSLATE_NOOP("BookStats", "Worst"), QT_TRANSLATE_NOOP("BookStats", "The worst pulka in money")
    ),
    Column(
        "streaks",
        QT_TRANSLATE_NOOP("BookStats", "Streaks"),
        QT_TRANSLATE_NOOP("BookStats", "The longest runs of pulkas won and lost in a row"),
        lambda s, _r: f"+{s.longest_winning_streak} / −{s.longest_losing_streak}",
        lambda s, _r: s.longest_winning_streak - s.longest_losing_streak,
    ),
    Column(
        "current_streak",
        QT_TRANSLATE_NOOP("BookStats", "Now"),
        QT_TRANSLATE_NOOP("BookStats", "The run going on now: won (+) or lost (−) in a row"),
        lambda s, _r: (
            f"+{s.current_streak}" if s.current_streak > 0 else f"−{-s.current_streak}" if s.current_streak < 0 else "0"
        ),
        lambda s, _r: s.current_streak,
    ),
)


RATING_COLUMN = [column.key for column in COLUMNS].index("rating")


class PersonStatsModel(QAbstractTableModel):
    """People's figures over the book's filter; the cells' sort values under :data:`SORT_ROLE`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PersonStats] = []
        self.ratings: Mapping[str, Rating] = {}
        self.rating_pending = False
        self.currency = ""

    def set_stats(
        self, stats: Mapping[str, PersonStats], ratings: Mapping[str, Rating] | None, currency: str = ""
    ) -> None:
        """Show ``stats`` (by person), the biggest winner first; ``ratings`` ``None``: being made (shown "…")."""
        self.beginResetModel()
        self.rows = standings(stats)
        self.ratings = dict(ratings or {})
        self.rating_pending = ratings is None
        self.currency = currency
        self.endResetModel()

    def set_ratings(self, ratings: Mapping[str, Rating]) -> None:
        """The ratings, made after the rest of the figures."""
        self.ratings = dict(ratings)
        self.rating_pending = False
        column = RATING_COLUMN
        self.dataChanged.emit(self.index(0, column), self.index(max(0, len(self.rows) - 1), column))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        stats = self.rows[index.row()]
        rating = self.ratings.get(stats.person)
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if rating is None and self.rating_pending and column.key == "rating":
                return "…"
            return column.text(stats, rating)
        if role == SORT_ROLE:
            return column.value(stats, rating)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(stats, rating)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column():
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column.key in MONEY:
            money = column.value(stats, rating)
            return money_colour(money)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        column = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            text = translate(CONTEXT, column.header)
            if column.key == MONEY[0] and self.currency:
                text += f", {self.currency}"
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate(CONTEXT, column.tip)
        return None
