"""Statistics over the pulkas a filter keeps: per person, head to head, money over time.

Every figure is a sum of what the index kept per pulka (the ledger's sheet and
settlement); nothing here knows a scoring rule.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from pathlib import Path

from prefcount.book.figures import GameRecord
from prefcount.book.model import LEVELS, Filter, HeadToHead, LevelCounts, PersonStats, Point, PulkaResult

PersonOf = Callable[[str], str]


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


def person_stats(records: Sequence[GameRecord], folder: Path, person_of: PersonOf) -> dict[str, PersonStats]:
    """Each person's :class:`PersonStats` over ``records`` (oldest first)."""
    acc: dict[str, _Acc] = {}
    for record in records:
        for seat, name in enumerate(record.names):
            person = person_of(name)
            acc.setdefault(person, _Acc()).add(record, seat, folder)
    return {person: a.result(person) for person, a in acc.items()}


class _Acc:
    """Sums for one person, pulka by pulka."""

    def __init__(self) -> None:
        self.pulkas = self.won = self.lost = self.hands = 0
        self.money = Fraction(0)
        self.whists = Fraction(0)
        self.contracts = {level: [0, 0, 0] for level in LEVELS}
        self.misere = [0, 0, 0]
        self.whisted = self.remizes = self.raspasy = self.raspasy_tricks = 0
        self.best: PulkaResult | None = None
        self.worst: PulkaResult | None = None
        self.streak = 0
        self.longest_win = self.longest_loss = 0

    def add(self, record: GameRecord, seat: int, folder: Path) -> None:
        figures = record.seats[seat]
        self.pulkas += 1
        self.hands += figures.hands
        self.money += figures.money
        self.whists += figures.whists
        for level, counts in figures.contracts.items():
            mine = self.contracts.setdefault(level, [0, 0, 0])
            for k in range(3):
                mine[k] += counts[k]
        for k in range(3):
            self.misere[k] += figures.misere[k]
        self.whisted += figures.whisted
        self.remizes += figures.remizes
        self.raspasy += figures.raspasy
        self.raspasy_tricks += figures.raspasy_tricks
        result = PulkaResult(folder / record.path, record.when, figures.money, figures.whists)
        if self.best is None or figures.money > self.best.money:
            self.best = result
        if self.worst is None or figures.money < self.worst.money:
            self.worst = result
        if figures.money > 0:
            self.won += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
        elif figures.money < 0:
            self.lost += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
        else:
            self.streak = 0
        self.longest_win = max(self.longest_win, self.streak)
        self.longest_loss = max(self.longest_loss, -self.streak)

    def result(self, person: str) -> PersonStats:
        return PersonStats(
            person=person,
            pulkas=self.pulkas,
            won=self.won,
            lost=self.lost,
            hands=self.hands,
            money=self.money,
            whists=self.whists,
            contracts={level: LevelCounts(*counts) for level, counts in sorted(self.contracts.items())},
            misere_declared=self.misere[0],
            misere_made=self.misere[1],
            misere_caught=self.misere[2],
            whisted=self.whisted,
            remizes=self.remizes,
            raspasy=self.raspasy,
            raspasy_tricks=self.raspasy_tricks,
            best=self.best,
            worst=self.worst,
            longest_winning_streak=self.longest_win,
            longest_losing_streak=self.longest_loss,
            current_streak=self.streak,
        )


def head_to_head(records: Sequence[GameRecord], person_of: PersonOf) -> HeadToHead:
    """The pairwise balances of each pulka's settlement, summed per pair of people."""
    whists: dict[tuple[str, str], Fraction] = defaultdict(Fraction)
    money: dict[tuple[str, str], Fraction] = defaultdict(Fraction)
    together: dict[tuple[str, str], int] = defaultdict(int)
    totals: dict[str, Fraction] = defaultdict(Fraction)
    for record in records:
        people = [person_of(name) for name in record.names]
        for i, a in enumerate(people):
            totals[a] += record.seats[i].money
            for j, b in enumerate(people):
                if i == j:
                    continue
                balance = record.pairwise[i][j]
                whists[(a, b)] += balance
                money[(a, b)] += balance * record.whist_price
                together[(a, b)] += 1
    order = tuple(sorted(totals, key=lambda p: (-totals[p], p.casefold())))
    return HeadToHead(order, dict(whists), dict(money), dict(together))


def money_over_time(records: Sequence[GameRecord], folder: Path, person_of: PersonOf) -> dict[str, list[Point]]:
    """Each person's cumulative money after every pulka he played (oldest first)."""
    out: dict[str, list[Point]] = {}
    running: dict[str, Fraction] = defaultdict(Fraction)
    for record in records:
        for seat, name in enumerate(record.names):
            person = person_of(name)
            running[person] += record.seats[seat].money
            out.setdefault(person, []).append(Point(record.when, folder / record.path, running[person]))
    return out
