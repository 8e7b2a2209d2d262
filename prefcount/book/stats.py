"""Statistics over the pulkas a filter keeps: per person, head to head, money over time.

Every figure is a sum of what the index kept per pulka (the ledger's sheet and
settlement); nothing here knows a scoring rule. Sums are exact: a
:class:`Total` adds fractions over a common denominator with integer
arithmetic (a thousand pulkas' worth of ``Fraction.__add__`` would take most
of the time a filter change may take).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from math import gcd

from prefcount.book.figures import GameRecord
from prefcount.book.model import (
    LEVELS,
    Filter,
    HeadToHead,
    LevelCounts,
    PersonStats,
    Point,
    PulkaResult,
    standing_key,
)

PersonOf = Callable[[str], str]


class Total:
    """An exact running sum of fractions, kept as one numerator over a common denominator."""

    __slots__ = ("numerator", "denominator")

    def __init__(self) -> None:
        self.numerator = 0
        self.denominator = 1

    def add(self, value: Fraction, times: int = 1) -> None:
        d = value.denominator
        if self.denominator % d:
            scale = d // gcd(self.denominator, d)
            self.numerator *= scale
            self.denominator *= scale
        self.numerator += value.numerator * (self.denominator // d) * times

    @property
    def value(self) -> Fraction:
        return Fraction(self.numerator, self.denominator)


def select(records: Iterable[GameRecord], flt: Filter, person_of: PersonOf) -> list[GameRecord]:
    """The pulkas ``flt`` keeps, oldest first."""
    date_from = flt.date_from.isoformat() if flt.date_from else None
    date_to = flt.date_to.isoformat() if flt.date_to else None
    out = []
    for record in records:
        if not flt.include_unfinished and not record.finished:
            continue
        if date_from and record.day < date_from:
            continue
        if date_to and record.day > date_to:
            continue
        if flt.presets and record.preset not in flt.presets:
            continue
        if flt.people and not flt.people <= {person_of(name) for name in record.names}:
            continue
        out.append(record)
    return out


def person_stats(records: Sequence[GameRecord], person_of: PersonOf) -> dict[str, PersonStats]:
    """Each person's :class:`PersonStats` over ``records`` (oldest first)."""
    acc: dict[str, _Acc] = {}
    for record in records:
        for seat, name in enumerate(record.names):
            person = person_of(name)
            mine = acc.get(person)
            if mine is None:
                mine = acc[person] = _Acc()
            mine.add(record, seat)
    return {person: a.result(person) for person, a in acc.items()}


class _Acc:
    """Sums for one person, pulka by pulka."""

    def __init__(self) -> None:
        self.pulkas = self.won = self.lost = self.hands = self.money_cents = 0
        self.whists = Total()
        self.contracts = {str(level): [0, 0, 0] for level in LEVELS}
        self.misere = [0, 0, 0]
        self.whisted = self.remizes = self.raspasy = self.raspasy_tricks = 0
        self.best: tuple[int, GameRecord, int] | None = None
        self.worst: tuple[int, GameRecord, int] | None = None
        self.streak = 0
        self.longest_win = self.longest_loss = 0

    def add(self, record: GameRecord, seat: int) -> None:
        figures = record.seats[seat]
        money = figures.money_cents
        self.pulkas += 1
        self.hands += figures.hands
        self.money_cents += money
        self.whists.add(figures.whists)
        for level, counts in figures.contracts.items():
            mine = self.contracts[level]
            mine[0] += counts[0]
            mine[1] += counts[1]
            mine[2] += counts[2]
        misere = figures.misere
        self.misere[0] += misere[0]
        self.misere[1] += misere[1]
        self.misere[2] += misere[2]
        self.whisted += figures.whisted
        self.remizes += figures.remizes
        self.raspasy += figures.raspasy
        self.raspasy_tricks += figures.raspasy_tricks
        if self.best is None or money > self.best[0]:
            self.best = (money, record, seat)
        if self.worst is None or money < self.worst[0]:
            self.worst = (money, record, seat)
        if money > 0:
            self.won += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
            self.longest_win = max(self.longest_win, self.streak)
        elif money < 0:
            self.lost += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
            self.longest_loss = max(self.longest_loss, -self.streak)
        else:
            self.streak = 0

    def result(self, person: str) -> PersonStats:
        return PersonStats(
            person=person,
            pulkas=self.pulkas,
            won=self.won,
            lost=self.lost,
            hands=self.hands,
            money_cents=self.money_cents,
            whists=self.whists.value,
            contracts={int(level): LevelCounts(*counts) for level, counts in self.contracts.items()},
            misere_declared=self.misere[0],
            misere_made=self.misere[1],
            misere_caught=self.misere[2],
            whisted=self.whisted,
            remizes=self.remizes,
            raspasy=self.raspasy,
            raspasy_tricks=self.raspasy_tricks,
            best=_result(self.best),
            worst=_result(self.worst),
            longest_winning_streak=self.longest_win,
            longest_losing_streak=self.longest_loss,
            current_streak=self.streak,
        )


def _result(found: tuple[int, GameRecord, int] | None) -> PulkaResult | None:
    if found is None:
        return None
    money, record, seat = found
    return PulkaResult(record.file, record.when, money, record.seats[seat].whists)


def head_to_head(records: Sequence[GameRecord], person_of: PersonOf) -> HeadToHead:
    """The pairwise balances of each pulka's settlement, in whists and in money, summed per pair of people.

    Both are the ledger's: ``Settlement.pairwise`` and ``Settlement.pairwise_money`` (each pulka at its
    own whist price), as the index kept them.
    """
    # Summed once per unordered pair, keyed with the names in sorted order; the other direction is its negative.
    whists: dict[tuple[str, str], Total] = defaultdict(Total)
    paid: dict[tuple[str, str], Total] = defaultdict(Total)
    together: dict[tuple[str, str], int] = defaultdict(int)
    totals: dict[str, int] = defaultdict(int)
    for record in records:
        people = [person_of(name) for name in record.names]
        for i, a in enumerate(people):
            totals[a] += record.seats[i].money_cents
        for i, j, balance, money_ij in record.pairs:
            a, b = people[i], people[j]
            sign = 1
            if b < a:
                a, b, sign = b, a, -1
            whists[(a, b)].add(balance, sign)
            paid[(a, b)].add(money_ij, sign)
            together[(a, b)] += 1
    money = {pair: total.value for pair, total in paid.items()}
    out_whists: dict[tuple[str, str], Fraction] = {}
    out_money: dict[tuple[str, str], Fraction] = {}
    out_together: dict[tuple[str, str], int] = {}
    for (a, b), total in whists.items():
        value = total.value
        out_whists[(a, b)], out_whists[(b, a)] = value, -value
        out_money[(a, b)], out_money[(b, a)] = money[(a, b)], -money[(a, b)]
        out_together[(a, b)] = out_together[(b, a)] = together[(a, b)]
    order = tuple(sorted(totals, key=lambda p: standing_key(p, totals[p])))  # the standings' order
    return HeadToHead(order, out_whists, out_money, out_together)


def money_over_time(records: Sequence[GameRecord], person_of: PersonOf) -> dict[str, list[Point]]:
    """Each person's cumulative money after every pulka he played (oldest first): the cents paid, as an amount."""
    out: dict[str, list[Point]] = {}
    running: dict[str, int] = defaultdict(int)
    for record in records:
        for seat, name in enumerate(record.names):
            person = person_of(name)
            running[person] += record.seats[seat].money_cents
            out.setdefault(person, []).append(Point(record.when, record.file, Fraction(running[person], 100)))
    return out
