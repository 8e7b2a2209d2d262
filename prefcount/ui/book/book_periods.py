"""The book's date ranges by name: the last evening, this month, this season, all time, or the user's own."""

from __future__ import annotations

from datetime import date

from prefcount.words.i18n import QT_TRANSLATE_NOOP

EVENING, MONTH, SEASON, ALL, CUSTOM = "evening", "month", "season", "all", "custom"
#: The periods in the order the book offers them, with their names (translated in context "BookPeriods").
PERIODS: dict[str, str] = {
    EVENING: QT_TRANSLATE_NOOP("BookPeriods", "The last evening"),
    MONTH: QT_TRANSLATE_NOOP("BookPeriods", "This month"),
    SEASON: QT_TRANSLATE_NOOP("BookPeriods", "This season"),
    ALL: QT_TRANSLATE_NOOP("BookPeriods", "All time"),
    CUSTOM: QT_TRANSLATE_NOOP("BookPeriods", "From … to …"),
}
#: A season runs from the first of September to the end of August, as club seasons do.
SEASON_START_MONTH = 9


def season_start(today: date) -> date:
    """The first day of the season ``today`` is in."""
    year = today.year if today.month >= SEASON_START_MONTH else today.year - 1
    return date(year, SEASON_START_MONTH, 1)


def period_dates(period: str, today: date, last_played: date | None) -> tuple[date | None, date | None]:
    """The first and last day (inclusive; ``None``: open) of ``period`` seen on ``today``.

    "The last evening" is the day of the latest pulka in the book (today's while a game
    is on; Friday's when the book is opened on Saturday), or today when there is none.
    """
    if period == EVENING:
        day = last_played or today
        return day, day
    if period == MONTH:
        return today.replace(day=1), today
    if period == SEASON:
        return season_start(today), today
    if period == ALL:
        return None, None
    raise ValueError(f"the dates of {period!r} are the user's own")
