"""Statistics over the pulkas a filter keeps: per person, head to head, money over time.

Every figure is a sum of what the index kept per pulka (the ledger's sheet and settlement); nothing
here knows a scoring rule. The sums are numpy's over the book's columns
(:class:`~prefcount.book.columns.Columns`), in 64-bit integers: exact, as every figure is an integer
and a fraction is summed as numerators per denominator. Only the answer becomes Python objects.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from prefcount.book.columns import Columns, People, fraction_sum
from prefcount.book.model import (
    LEVELS,
    HeadToHead,
    LevelCounts,
    PersonStats,
    Point,
    PulkaResult,
    standing_key,
)
from prefcount.book.records import (
    H_TS,
    P_MDEN,
    P_MNUM,
    P_WDEN,
    P_WNUM,
    S_CONTRACTS,
    S_HANDS,
    S_MISERE,
    S_MONEY,
    S_RASPASY,
    S_RASPASY_TRICKS,
    S_REMIZES,
    S_WDEN,
    S_WHISTED,
    S_WNUM,
)

#: A chart's arrays: per person the times (seconds since 1970) and the values, in order of play.
Series = dict[str, tuple[np.ndarray, np.ndarray]]


class Groups:
    """The seat rows of the pulkas kept, by person (each person's in order of play)."""

    def __init__(self, columns: Columns, people: People, keep: np.ndarray) -> None:
        rows = people.order[keep[columns.seat_pulka[people.order]]]  # still by person, then by play
        self.rows = rows
        persons = people.seat[rows]
        self.starts = np.flatnonzero(np.r_[True, persons[1:] != persons[:-1]]) if len(rows) else rows
        self.ends = np.r_[self.starts[1:], len(rows)] if len(rows) else rows
        self.persons = persons[self.starts] if len(rows) else rows

    def running(self, values: np.ndarray) -> np.ndarray:
        """Each person's running total of ``values`` (one a seat row of :attr:`rows`), from his first pulka."""
        running = np.cumsum(values)
        before = np.r_[0, running[self.starts[1:] - 1]]  # what the people before him added
        own: np.ndarray = running - np.repeat(before, self.ends - self.starts)
        return own

    def series(self, people: People, seconds: np.ndarray, values: np.ndarray) -> Series:
        """A chart's arrays: each person's part of ``seconds`` and ``values`` (one a seat row of :attr:`rows`)."""
        return {
            people.names[person]: (seconds[start:end], values[start:end])
            for person, start, end in zip(self.persons.tolist(), self.starts.tolist(), self.ends.tolist(), strict=True)
        }


def person_stats(columns: Columns, people: People, keep: np.ndarray) -> dict[str, PersonStats]:
    """Each person's :class:`PersonStats` over the pulkas ``keep`` (a mask over the pulkas)."""
    groups = Groups(columns, people, keep)
    if not len(groups.rows):
        return {}
    seats = columns.seats[groups.rows]
    starts = groups.starts
    sums = np.add.reduceat(seats, starts, axis=0)
    money = seats[:, S_MONEY]
    sign = np.sign(money)
    won = np.add.reduceat((sign > 0).astype(np.int64), starts)
    lost = np.add.reduceat((sign < 0).astype(np.int64), starts)
    pulkas = groups.ends - starts
    streaks = _streaks(sign, starts, groups.ends)
    out: dict[str, PersonStats] = {}
    for number, person in enumerate(groups.persons):
        start, end = int(starts[number]), int(groups.ends[number])
        total = sums[number]
        mine = money[start:end]
        best, worst = start + int(np.argmax(mine)), start + int(np.argmin(mine))  # the first of equals: the earliest
        name = people.names[int(person)]
        out[name] = PersonStats(
            person=name,
            pulkas=int(pulkas[number]),
            won=int(won[number]),
            lost=int(lost[number]),
            hands=int(total[S_HANDS]),
            money_cents=int(total[S_MONEY]),
            whists=fraction_sum(seats[start:end, S_WNUM], seats[start:end, S_WDEN]),
            contracts={
                level: LevelCounts(*(int(x) for x in total[S_CONTRACTS + 3 * k : S_CONTRACTS + 3 * k + 3]))
                for k, level in enumerate(LEVELS)
            },
            misere_declared=int(total[S_MISERE]),
            misere_made=int(total[S_MISERE + 1]),
            misere_caught=int(total[S_MISERE + 2]),
            whisted=int(total[S_WHISTED]),
            remizes=int(total[S_REMIZES]),
            raspasy=int(total[S_RASPASY]),
            raspasy_tricks=int(total[S_RASPASY_TRICKS]),
            best=_result(columns, groups.rows[best]),
            worst=_result(columns, groups.rows[worst]),
            longest_winning_streak=int(streaks[0][number]),
            longest_losing_streak=int(streaks[1][number]),
            current_streak=int(streaks[2][number]),
        )
    return out


def _streaks(sign: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per person: the longest run of pulkas won, of pulkas lost, and the run going on now (+ won, − lost)."""
    size = len(sign)
    group_start = np.zeros(size, dtype=bool)
    group_start[starts] = True
    breaks = np.flatnonzero(group_start | np.r_[True, sign[1:] != sign[:-1]])
    lengths = np.diff(np.r_[breaks, size])
    run_sign = sign[breaks]
    run_group = np.searchsorted(starts, breaks, side="right") - 1
    groups = len(starts)
    longest_won = np.zeros(groups, dtype=np.int64)
    longest_lost = np.zeros(groups, dtype=np.int64)
    np.maximum.at(longest_won, run_group[run_sign > 0], lengths[run_sign > 0])
    np.maximum.at(longest_lost, run_group[run_sign < 0], lengths[run_sign < 0])
    last_run = np.searchsorted(breaks, ends - 1, side="right") - 1
    current = run_sign[last_run] * lengths[last_run]
    return longest_won, longest_lost, current


def _result(columns: Columns, seat_row: int) -> PulkaResult:
    row = int(columns.seat_pulka[seat_row])
    seat = columns.seats[seat_row]
    return PulkaResult(
        columns.file(row),
        columns.when(row),
        int(seat[S_MONEY]),
        Fraction(int(seat[S_WNUM]), int(seat[S_WDEN])),
    )


def head_to_head(columns: Columns, people: People, keep: np.ndarray) -> HeadToHead:
    """The pairwise balances of each pulka's settlement, in whists and in money, summed per pair of people.

    Both are the ledger's: ``Settlement.pairwise`` and ``Settlement.pairwise_money`` (each pulka at its
    own whist price), as the index kept them.
    """
    totals = _money_totals(columns, people, keep)
    order = tuple(sorted(totals, key=lambda p: standing_key(p, totals[p])))  # the standings' order
    rows = np.flatnonzero(keep[columns.pair_pulka])
    a = people.seat[columns.pair_seat_i[rows]]
    b = people.seat[columns.pair_seat_j[rows]]
    pairs = columns.pairs[rows]
    mine = a != b  # one person in two seats (a roster edited by hand) is no pair
    a, b, pairs = a[mine], b[mine], pairs[mine]
    sign = np.where(a < b, 1, -1)  # summed once per unordered pair: the names in alphabetical order
    low, high = np.minimum(a, b), np.maximum(a, b)
    whists: dict[tuple[str, str], Fraction] = {}
    money: dict[tuple[str, str], Fraction] = {}
    together: dict[tuple[str, str], int] = {}
    if len(pairs):
        key = low * len(people.names) + high
        keys, inverse, counts = np.unique(key, return_inverse=True, return_counts=True)
        by_key = np.argsort(inverse, kind="stable")
        bounds = np.r_[0, np.cumsum(counts)]
        w_num = pairs[:, P_WNUM] * sign
        m_num = pairs[:, P_MNUM] * sign
        for number, value in enumerate(keys):
            part = by_key[bounds[number] : bounds[number + 1]]
            first, second = people.names[int(value) // len(people.names)], people.names[int(value) % len(people.names)]
            w = fraction_sum(w_num[part], pairs[part, P_WDEN])
            m = fraction_sum(m_num[part], pairs[part, P_MDEN])
            whists[(first, second)], whists[(second, first)] = w, -w
            money[(first, second)], money[(second, first)] = m, -m
            together[(first, second)] = together[(second, first)] = int(counts[number])
    return HeadToHead(order, whists, money, together)


def _money_totals(columns: Columns, people: People, keep: np.ndarray) -> dict[str, int]:
    seats = keep[columns.seat_pulka]
    cents = np.zeros(len(people.names), dtype=np.int64)
    np.add.at(cents, people.seat[seats], columns.seats[seats, S_MONEY])
    played = np.zeros(len(people.names), dtype=bool)
    played[people.seat[seats]] = True
    return {people.names[i]: int(cents[i]) for i in np.flatnonzero(played)}


def money_over_time(columns: Columns, people: People, keep: np.ndarray) -> dict[str, list[Point]]:
    """Each person's cumulative money after every pulka he played (oldest first): the cents paid, as an amount."""
    groups = Groups(columns, people, keep)
    out: dict[str, list[Point]] = {}
    if not len(groups.rows):
        return out
    running = groups.running(columns.seats[groups.rows, S_MONEY])
    pulka = columns.seat_pulka[groups.rows]
    for number, person in enumerate(groups.persons):
        start, end = int(groups.starts[number]), int(groups.ends[number])
        values = running[start:end].tolist()
        out[people.names[int(person)]] = [
            Point(columns.when(row), columns.file(row), Fraction(value, 100))
            for row, value in zip(pulka[start:end].tolist(), values, strict=True)
        ]
    return out


def money_series(columns: Columns, people: People, keep: np.ndarray) -> Series:
    """:func:`money_over_time` as arrays for a chart: per person the times (seconds since 1970) of his pulkas and
    his cumulative money after each (in currency units, a float)."""
    groups = Groups(columns, people, keep)
    if not len(groups.rows):
        return {}
    money = groups.running(columns.seats[groups.rows, S_MONEY])
    return groups.series(people, seconds_of(columns, groups.rows), money / 100)


def seconds_of(columns: Columns, seat_rows: np.ndarray) -> np.ndarray:
    """When each seat row's pulka was played, in seconds since 1970 (a chart's time axis)."""
    seconds: np.ndarray = columns.head[columns.seat_pulka[seat_rows], H_TS] / 1_000_000
    return seconds
