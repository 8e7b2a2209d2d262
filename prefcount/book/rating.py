"""The rating: the Weng–Lin Bayesian model (openskill's Plackett–Luce) over pulkas in time order.

Each pulka is a free-for-all of its 2–4 people, ranked by the money each won
in its settlement (equal money, equal rank): by the exact net whists, which order
the players as the exact money does, not by the cents paid, whose rounding gives
a tie's leftover cent to the lower seat. Every person starts at
``mu = 25``, ``sigma = 25/3`` (openskill's defaults); after each pulka the
model moves ``mu`` towards the results and shrinks ``sigma``. The rating
shown is a cautious estimate, ``1500 + 24 · (mu − 3·sigma)``: it starts at
1500 and grows as the book becomes sure a person is strong. The history
depends only on the pulkas a filter keeps, in order of play.

Rating ten thousand pulkas takes openskill a few tenths of a second, so a history is remembered
(:class:`Run`, in memory and in the index) with what it was made from; asked again, it is reused as
it is, or continued when pulkas were added after its last one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from openskill.models import PlackettLuce, PlackettLuceRating

from prefcount.book.columns import Columns, People
from prefcount.book.model import Rating
from prefcount.book.records import H_N, S_RANK
from prefcount.book.stats import Groups, Series, seconds_of

BASE = 1500.0
SCALE = 24.0


def shown(mu: float, sigma: float) -> float:
    """The rating players see for a model estimate."""
    return BASE + SCALE * (mu - 3 * sigma)


def ranks(money: Sequence[Fraction]) -> list[float]:
    """1 for the most money, equal money equal rank: ``[5, -2, 5]`` → ``[1, 3, 1]``."""
    return [1.0 + sum(1 for other in money if other > value) for value in money]


def person_key(name: str) -> int:
    """A person as a number that stays the same from one opening of the book to the next."""
    return int.from_bytes(hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest(), "little", signed=True)


@dataclass(frozen=True)
class Inputs:
    """What a rating history is made from: each rated pulka's seats (person, rank) in order of play."""

    persons: np.ndarray  # int64 person_key per seat
    ranks: np.ndarray  # int64 per seat
    sizes: np.ndarray  # int64 seats per pulka

    def starts_with(self, other: Inputs) -> bool:
        """Whether ``other`` is the first pulkas of these."""
        pulkas, seats = len(other.sizes), len(other.persons)
        return (
            pulkas <= len(self.sizes)
            and np.array_equal(self.sizes[:pulkas], other.sizes)
            and np.array_equal(self.persons[:seats], other.persons)
            and np.array_equal(self.ranks[:seats], other.ranks)
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Inputs) and len(self.sizes) == len(other.sizes) and self.starts_with(other)

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Run:
    """A rating history: its inputs, and each seat's ``mu`` and ``sigma`` after its pulka."""

    inputs: Inputs
    mu: np.ndarray
    sigma: np.ndarray

    def to_bytes(self) -> bytes:
        seats, pulkas = len(self.inputs.persons), len(self.inputs.sizes)
        arrays = (self.inputs.persons, self.inputs.ranks, self.inputs.sizes)
        parts = [np.asarray([seats, pulkas], dtype="<i8").tobytes()]
        parts += [np.asarray(a, dtype="<i8").tobytes() for a in arrays]
        parts += [np.asarray(a, dtype="<f8").tobytes() for a in (self.mu, self.sigma)]
        return b"".join(parts)

    @classmethod
    def from_bytes(cls, data: bytes) -> Run | None:
        try:
            seats, pulkas = np.frombuffer(data[:16], dtype="<i8").tolist()
            if len(data) != 16 + 8 * (4 * seats + pulkas) or seats < 0 or pulkas < 0:
                return None
            at = 16
            out = []
            for size, kind in ((seats, "<i8"), (seats, "<i8"), (pulkas, "<i8"), (seats, "<f8"), (seats, "<f8")):
                out.append(np.frombuffer(data, dtype=kind, count=size, offset=at))
                at += 8 * size
        except ValueError:
            return None
        return cls(Inputs(out[0], out[1], out[2]), out[3], out[4])


def inputs(columns: Columns, people: People, keep: np.ndarray) -> tuple[np.ndarray, Inputs]:
    """The pulkas ``keep`` rates (one person in two seats cannot be ranked against himself: not those) and
    what their history is made from."""
    twice = np.zeros(len(columns), dtype=bool)
    twice[columns.pair_pulka[people.seat[columns.pair_seat_i] == people.seat[columns.pair_seat_j]]] = True
    rows = np.flatnonzero(keep & ~twice)
    sizes = columns.head[rows, H_N]
    seat_rows = seat_rows_of(columns, rows, sizes)
    keys = np.asarray([person_key(name) for name in people.names], dtype=np.int64)
    persons = keys[people.seat[seat_rows]] if len(seat_rows) else np.zeros(0, dtype=np.int64)
    return rows, Inputs(persons, columns.seats[seat_rows, S_RANK], sizes)


def seat_rows_of(columns: Columns, rows: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """The seat rows of the pulkas ``rows`` (with ``sizes`` seats each), in order."""
    if not len(rows):
        return np.zeros(0, dtype=np.int64)
    first = np.repeat(columns.seat_start[rows], sizes)
    within = np.arange(int(sizes.sum())) - np.repeat(np.cumsum(sizes) - sizes, sizes)
    seat_rows: np.ndarray = first + within
    return seat_rows


def rate(wanted: Inputs, before: Run | None = None) -> Run:
    """The history of ``wanted``; continued from ``before`` when it is the first pulkas of it."""
    model = PlackettLuce()
    state: dict[int, PlackettLuceRating] = {}
    done_seats = done_pulkas = 0
    mu = np.empty(len(wanted.persons))
    sigma = np.empty(len(wanted.persons))
    if before is not None:
        done_seats, done_pulkas = len(before.inputs.persons), len(before.inputs.sizes)
        mu[:done_seats], sigma[:done_seats] = before.mu, before.sigma
        for key, m, s in zip(before.inputs.persons.tolist(), before.mu.tolist(), before.sigma.tolist(), strict=True):
            state[key] = model.rating(mu=m, sigma=s)
    persons, places = wanted.persons.tolist(), wanted.ranks.tolist()
    at = done_seats
    for size in wanted.sizes[done_pulkas:].tolist():
        seats = persons[at : at + size]
        teams = [[state.get(key) or model.rating()] for key in seats]
        rated = model.rate(teams, ranks=[float(rank) for rank in places[at : at + size]])
        for offset, (key, (player,)) in enumerate(zip(seats, rated, strict=True)):
            state[key] = player
            mu[at + offset], sigma[at + offset] = player.mu, player.sigma
        at += size
    return Run(wanted, mu, sigma)


def history(columns: Columns, people: People, rows: np.ndarray, run: Run) -> dict[str, list[Rating]]:
    """Each person's rating after every pulka he played (of ``rows``, rated by ``run``), oldest first."""
    sizes = run.inputs.sizes
    seat_rows = seat_rows_of(columns, rows, sizes)
    pulka_of_seat = np.repeat(rows, sizes)
    out: dict[str, list[Rating]] = {}
    whens: dict[int, tuple[object, object]] = {}
    for seat_row, row, m, s in zip(
        seat_rows.tolist(), pulka_of_seat.tolist(), run.mu.tolist(), run.sigma.tolist(), strict=True
    ):
        place = whens.get(row)
        if place is None:
            place = whens[row] = (columns.when(row), columns.file(row))
        name = people.names[int(people.seat[seat_row])]
        out.setdefault(name, []).append(Rating(place[0], place[1], m, s, shown(m, s)))  # type: ignore[arg-type]
    return out


def latest(columns: Columns, people: People, rows: np.ndarray, run: Run) -> dict[str, Rating]:
    """Each person's rating after the last of ``rows`` he played."""
    sizes = run.inputs.sizes
    seat_rows = seat_rows_of(columns, rows, sizes)
    if not len(seat_rows):
        return {}
    persons = people.seat[seat_rows]
    last = len(persons) - 1 - np.unique(persons[::-1], return_index=True)[1]
    pulka_of_seat = np.repeat(rows, sizes)
    out = {}
    for index in last.tolist():
        row = int(pulka_of_seat[index])
        m, s = float(run.mu[index]), float(run.sigma[index])
        out[people.names[int(persons[index])]] = Rating(columns.when(row), columns.file(row), m, s, shown(m, s))
    return out


def series(columns: Columns, people: People, rows: np.ndarray, run: Run) -> Series:
    """:func:`history` as arrays for a chart: per person the times (seconds since 1970) of his rated pulkas and
    his rating after each, in order of play."""
    keep = np.zeros(len(columns), dtype=bool)
    keep[rows] = True
    groups = Groups(columns, people, keep)
    if not len(groups.rows):
        return {}
    rated = np.empty(len(columns.seats), dtype=np.int64)  # a seat row's place in the run
    rated[seat_rows_of(columns, rows, run.inputs.sizes)] = np.arange(len(run.mu))
    at = rated[groups.rows]
    ratings = BASE + SCALE * (run.mu[at] - 3 * run.sigma[at])  # (:func:`shown`, for arrays)
    return groups.series(people, seconds_of(columns, groups.rows), ratings)
