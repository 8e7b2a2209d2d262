"""The book as columns: every pulka's figures joined into numpy arrays, ready for any filter.

:class:`Columns` is built from the index's rows (:mod:`prefcount.book.records` blobs) without decoding a
pulka in Python: the heads of all pulkas are one ``(pulkas, len(HEAD))`` array in order of play, their
seats one ``(seats, len(SEAT))`` array and their pairs one ``(pairs, len(PAIR))`` array. It is built once
per refresh (in the refresh's thread) and never changed afterwards: queries share it freely.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from prefcount.book.model import Filter
from prefcount.book.records import (
    H_CONVENTION,
    H_DAY,
    H_FINISHED,
    H_LOCAL,
    H_N,
    H_PRESET,
    H_TITLE,
    H_TS,
    H_TZ,
    HEAD,
    P_I,
    P_J,
    PAIR,
    S_NAME,
    SEAT,
    played_when,
)

EMPTY_HEADS = np.zeros((0, len(HEAD)), dtype=np.int64)


@dataclass(frozen=True)
class People:
    """Who the names written in the files are (the roster), as arrays over the columns' seats.

    ``names``: each person's name, in alphabetical order (``person`` values index it);
    ``seat``: the person in each seat row.
    """

    names: tuple[str, ...]
    seat: np.ndarray
    order: np.ndarray = field(repr=False)  # the seat rows by person, in order of play within each person

    def of(self, name: str) -> int:
        """The index of a person, or -1."""
        try:
            return self.names.index(name)
        except ValueError:
            return -1


class Columns:
    """Every indexed pulka that counts or might (versions of one game not yet set aside), in order of play."""

    def __init__(self, folder: Path, rows: Iterable[Sequence[Any]], texts: Mapping[int, str]) -> None:
        """``rows``: ``(path, head, seats, pairs, …)`` of each pulka, its blobs as the index keeps them."""
        self.folder = folder
        self.texts = dict(texts)
        paths: list[bytes] = []
        heads: list[bytes] = []
        seats: list[bytes] = []
        pairs: list[bytes] = []
        for row in rows:
            paths.append(row[0])
            heads.append(row[1])
            seats.append(row[2])
            pairs.append(row[3])
        count = len(paths)
        head = np.frombuffer(b"".join(heads), dtype="<i8").reshape(-1, len(HEAD)) if count else EMPTY_HEADS
        n = head[:, H_N]
        seat_table = np.frombuffer(b"".join(seats), dtype="<i8").reshape(-1, len(SEAT))
        pair_table = np.frombuffer(b"".join(pairs), dtype="<i8").reshape(-1, len(PAIR))
        # in order of play (the same moment: by path), the rows of each kind gathered pulka by pulka
        by_path = sorted(range(count), key=paths.__getitem__)
        path_rank = np.empty(count, dtype=np.int64)
        path_rank[by_path] = np.arange(count)
        order = np.lexsort((path_rank, head[:, H_TS])) if count else np.zeros(0, dtype=np.int64)
        self.paths: list[bytes] = [paths[i] for i in order]
        self.row_of: dict[bytes, int] = {path: row for row, path in enumerate(self.paths)}
        self.head = np.ascontiguousarray(head[order])
        self.seats = seat_table[_gather(n, order)]
        self.pairs = pair_table[_gather(n * (n - 1) // 2, order)]
        n = self.head[:, H_N]
        self.seat_pulka = np.repeat(np.arange(count), n)
        self.seat_start = np.concatenate(([0], np.cumsum(n)[:-1])) if count else np.zeros(0, dtype=np.int64)
        self.pair_pulka = np.repeat(np.arange(count), n * (n - 1) // 2)
        # the seat rows of each pair's two players
        self.pair_seat_i = self.seat_start[self.pair_pulka] + self.pairs[:, P_I]
        self.pair_seat_j = self.seat_start[self.pair_pulka] + self.pairs[:, P_J]
        self.counted = np.ones(count, dtype=bool)
        self._people: tuple[object, People] | None = None
        self._files: dict[int, Path] = {}  # each pulka's file and time, made when first asked
        self._whens: dict[int, datetime] = {}

    def __len__(self) -> int:
        return len(self.paths)

    def text_ids(self) -> np.ndarray:
        """Every text id a pulka refers to (to find the pulkas whose texts are missing)."""
        ids = [self.seats[:, S_NAME], self.head[:, H_PRESET], self.head[:, H_TITLE], self.head[:, H_CONVENTION]]
        return np.unique(np.concatenate(ids))

    def rows_referring(self, text_ids: set[int]) -> set[bytes]:
        """The paths of pulkas that refer to any of ``text_ids``."""
        wanted = np.fromiter(text_ids, dtype=np.int64)
        hit = np.asarray(np.isin(self.head[:, [H_PRESET, H_TITLE, H_CONVENTION]], wanted).any(axis=1))
        hit[self.seat_pulka[np.isin(self.seats[:, S_NAME], wanted)]] = True
        return {self.paths[i] for i in np.flatnonzero(hit)}

    # -- people --------------------------------------------------------------------------------
    def people(self, person_of: Callable[[str], str], key: object) -> People:
        """The person in each seat (``person_of`` a name as written); remembered while ``key`` stays the same."""
        cached = self._people
        if cached is not None and cached[0] == key:
            return cached[1]
        name_ids = np.unique(self.seats[:, S_NAME]) if len(self.seats) else np.zeros(0, dtype=np.int64)
        persons = {int(i): person_of(self.texts[int(i)]) for i in name_ids}
        names = tuple(sorted(set(persons.values())))
        index = {name: number for number, name in enumerate(names)}
        lut = np.full(int(name_ids.max()) + 1 if len(name_ids) else 1, -1, dtype=np.int64)
        for text_id, person in persons.items():
            lut[text_id] = index[person]
        seat = lut[self.seats[:, S_NAME]] if len(self.seats) else np.zeros(0, dtype=np.int64)
        people = People(names, seat, np.argsort(seat, kind="stable"))
        self._people = (key, people)
        return people

    # -- filters -------------------------------------------------------------------------------
    def select(self, flt: Filter, people: People, counted_only: bool = True) -> np.ndarray:
        """The pulkas ``flt`` keeps, as a mask over the pulkas."""
        head = self.head
        keep = self.counted.copy() if counted_only else np.ones(len(self), dtype=bool)
        if not flt.include_unfinished:
            keep &= head[:, H_FINISHED] == 1
        if flt.date_from is not None:
            keep &= head[:, H_DAY] >= flt.date_from.toordinal()
        if flt.date_to is not None:
            keep &= head[:, H_DAY] <= flt.date_to.toordinal()
        if flt.presets:
            ids = [text_id for text_id, text in self.texts.items() if text in flt.presets]
            keep &= np.isin(head[:, H_PRESET], np.asarray(ids, dtype=np.int64))
        for name in flt.people:
            person = people.of(name)
            present = np.zeros(len(self), dtype=bool)
            present[self.seat_pulka[people.seat == person]] = True
            keep &= present
        return keep

    # -- one pulka -----------------------------------------------------------------------------
    def file(self, row: int) -> Path:
        """The pulka's file (made once: a chart asks for thousands)."""
        found = self._files.get(row)
        if found is None:
            found = self._files[row] = self.folder / os.fsdecode(self.paths[row])
        return found

    def when(self, row: int) -> datetime:
        """When the pulka was played, as its file wrote it (made once)."""
        found = self._whens.get(row)
        if found is None:
            found = self._whens[row] = played_when(int(self.head[row, H_LOCAL]), int(self.head[row, H_TZ]))
        return found

    def day(self, row: int) -> date:
        return date.fromordinal(int(self.head[row, H_DAY]))

    def title(self, row: int) -> str | None:
        text_id = int(self.head[row, H_TITLE])
        return None if text_id < 0 else self.texts.get(text_id)

    def preset(self, row: int) -> str:
        return self.texts[int(self.head[row, H_PRESET])]

    def names(self, row: int) -> tuple[str, ...]:
        start = int(self.seat_start[row])
        return tuple(self.texts[int(i)] for i in self.seats[start : start + int(self.head[row, H_N]), S_NAME])

    def seat_rows(self, row: int) -> np.ndarray:
        start = int(self.seat_start[row])
        rows: np.ndarray = self.seats[start : start + int(self.head[row, H_N])]
        return rows


def _gather(sizes: np.ndarray, order: np.ndarray) -> np.ndarray:
    """The indices of the rows of each group (groups of ``sizes`` rows, one after another) in ``order``."""
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1])) if len(sizes) else sizes
    wanted = sizes[order]
    total = int(wanted.sum())
    if not total:
        return np.zeros(0, dtype=np.int64)
    first = np.repeat(starts[order], wanted)
    indices: np.ndarray = first + np.arange(total) - np.repeat(np.cumsum(wanted) - wanted, wanted)
    return indices


def fraction_sum(numerators: np.ndarray, denominators: np.ndarray) -> Fraction:
    """The exact sum of fractions given as integer numerators and denominators (few distinct denominators)."""
    total = Fraction(0)
    for den in np.unique(denominators):
        total += Fraction(int(numerators[denominators == den].sum()), int(den))
    return total
