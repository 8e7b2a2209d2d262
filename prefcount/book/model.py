"""The club book's values: what a query asks (:class:`Filter`) and what it answers.

All of them are frozen and Qt-free. Money and whists are exact
(:class:`~fractions.Fraction`); round only for display.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from prefcount.ledger import Convention, format_money
from prefcount.ledger.errors import Translate, _identity, message_text
from prefcount.ledger.validation import HAND_PREFIX

# The convention filter's name for a game whose convention names no preset.
CUSTOM = "custom"

LEVELS = (6, 7, 8, 9, 10)


def plain_money(cents: int | Fraction) -> str:
    """Cents as machine-readable money (``prefcount stats --json``, CSV): :func:`prefcount.ledger.format_money`.

    A person reads money through :func:`prefcount.words.money.money_text` (a decimal comma in Russian and Ukrainian).
    """
    return format_money(cents)


@dataclass(frozen=True)
class Filter:
    """Which pulkas a statistic covers.

    ``date_from`` and ``date_to`` are inclusive days (the day the pulka was
    created, as written in the file; the file's time when it has none).
    ``presets``: convention presets to keep (``"custom"`` for a convention
    without a preset); empty keeps every convention. ``people``: only pulkas
    in which every one of these people played (empty: all pulkas).
    An unfinished pulka (not over and not marked finished) counts only with
    ``include_unfinished``.
    """

    date_from: date | None = None
    date_to: date | None = None
    presets: frozenset[str] = frozenset()
    people: frozenset[str] = frozenset()
    include_unfinished: bool = False


def shown_name(text: str | os.PathLike[str]) -> str:
    """A file name as the system gives it, fit to print or show: bytes that are not UTF-8 (a cp1251 name
    unpacked on Linux) are written as ``\\xe9`` escapes instead of stopping the output or the window."""
    text = os.fspath(text)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return text


class _Verbatim(str):
    """A field kept as the message shows it (a value's ``repr``): ``{value!r}`` shows it as it is."""

    def __repr__(self) -> str:
        return str(self)


def _field(value: Any) -> Any:
    """A message field read from the index, fit to show."""
    if isinstance(value, str):
        return shown_name(value)
    if isinstance(value, dict) and isinstance(value.get("shown"), str):
        return _Verbatim(shown_name(value["shown"]))
    return value


@dataclass(frozen=True)
class FileProblem:
    """A file in the book that does not count, and why (a ledger message template and its fields).

    ``kind``: ``"damaged"`` (not JSON, not UTF-8, a bad hand record), ``"foreign"``
    (not a prefcount game), ``"newer"`` (made by a newer prefcount), ``"invalid"``
    (loads, but a hand breaks a rule), ``"unreadable"`` (cannot be read at all: not a
    regular file, too big), ``"changing"`` (it changed while it was read: read again next time),
    ``"copy"`` (the same game as ``other``, which counts), ``"version"`` (another version of
    the game in ``other``, which counts), ``"index"`` (the book's index cannot be used: it is read into a
    temporary one), ``"busy"`` (the index is being written by another window) or ``"undated"`` (it counts,
    dated by the file's time: the file holds no ``created`` or ``finished``).
    """

    path: Path
    kind: str
    template: str
    args: Mapping[str, Any] = field(default_factory=dict)
    hand: int | None = None  # 1-based number of the hand that breaks a rule
    words: tuple[str, ...] = ()  # the fields of ``args`` that are words to translate too
    other: Path | None = None  # copy, version: the file of the same game that counts

    def message(self, translate: Translate = _identity) -> str:
        """The reason in words for the table (``translate`` as the ledger's, context ``"ledger"``)."""
        args = {key: _field(value) for key, value in self.args.items()}
        for key in self.words:
            args[key] = translate("ledger", args[key])
        text = message_text(self.template, args, translate)
        if self.hand is not None:
            return translate("ledger", HAND_PREFIX).format(hand=self.hand, problem=text)
        return text

    @property
    def shown_path(self) -> str:
        return shown_name(self.path)

    def __str__(self) -> str:
        return f"{self.shown_path}: {self.message()}"


@dataclass(frozen=True)
class Person:
    """One person of the roster: the name shown, the other names he appears under in game files."""

    name: str
    aliases: tuple[str, ...]
    pulkas: int
    last_played: datetime | None


@dataclass(frozen=True)
class RecentTable:
    """A set of people who played together, for the new-game dialog ("another pulka, same table").

    ``players`` are the people's names in the seats of their latest pulka; ``names`` are
    the names as written in that file; ``convention`` is that pulka's convention.
    """

    players: tuple[str, ...]
    names: tuple[str, ...]
    last_played: datetime
    pulkas: int
    convention: Convention
    path: Path


@dataclass(frozen=True)
class IndexedPulka:
    """One indexed pulka as the book sees it.

    ``people`` are the people (roster names) in seat order; ``money_cents`` is what each
    seat was paid (negative: paid) in the settlement, in cents; ``whists`` each seat's net
    whists (exact); ``finished``: over by its end condition or marked finished in the file.
    """

    path: Path
    when: datetime
    title: str | None
    preset: str
    people: tuple[str, ...]
    names: tuple[str, ...]
    hands: int
    finished: bool
    money_cents: tuple[int, ...]
    whists: tuple[Fraction, ...]


@dataclass(frozen=True)
class LevelCounts:
    """Contracts of one level a person declared: how many, made, failed (a concession is failed)."""

    declared: int = 0
    made: int = 0
    failed: int = 0


@dataclass(frozen=True)
class PulkaResult:
    """A person's result in one pulka (best or worst): the cents he was paid, his net whists."""

    path: Path
    when: datetime
    money_cents: int
    whists: Fraction


@dataclass(frozen=True)
class PersonStats:
    """A person's figures over the pulkas a :class:`Filter` keeps, all from the ledger's sheets and settlements.

    ``hands``: hands in which he held cards (a four-player dealer sits out).
    ``money_cents``: the cents the table paid him (negative: he paid), summed over
    pulkas; ``whists``: his net whists summed (the ledger's net, before rounding).
    ``contracts``: level → declared/made/failed.
    ``whisted``: hands he whisted as a defender; ``remizes``: hands in which he,
    whisting, fell short of the whisters' quota (gora for the shortfall).
    ``raspasy``: raspasy he took part in; ``raspasy_tricks``: his tricks in them.
    Streaks count pulkas in time order: won (money > 0), lost (money < 0); a
    pulka with nothing either way ends both. ``current_streak`` is positive for
    a winning run, negative for a losing one.
    """

    person: str
    pulkas: int
    won: int
    lost: int
    hands: int
    money_cents: int
    whists: Fraction
    contracts: Mapping[int, LevelCounts]
    misere_declared: int
    misere_made: int
    misere_caught: int
    whisted: int
    remizes: int
    raspasy: int
    raspasy_tricks: int
    best: PulkaResult | None
    worst: PulkaResult | None
    longest_winning_streak: int
    longest_losing_streak: int
    current_streak: int

    @property
    def money_cents_per_pulka(self) -> Fraction:
        """The cents paid him per pulka (exact: a view rounds it)."""
        return Fraction(self.money_cents, self.pulkas) if self.pulkas else Fraction(0)

    @property
    def whists_per_pulka(self) -> Fraction:
        return self.whists / self.pulkas if self.pulkas else Fraction(0)

    @property
    def whists_per_hand(self) -> Fraction:
        """Net whists per hand held."""
        return self.whists / self.hands if self.hands else Fraction(0)

    @property
    def raspasy_average_tricks(self) -> Fraction:
        return Fraction(self.raspasy_tricks, self.raspasy) if self.raspasy else Fraction(0)

    @property
    def declared(self) -> LevelCounts:
        """Every trick contract together."""
        counts = self.contracts.values()
        return LevelCounts(sum(c.declared for c in counts), sum(c.made for c in counts), sum(c.failed for c in counts))


def standing_key(person: str, money_cents: int) -> tuple[int, str]:
    """Where a person stands in the book: the biggest winner first, equal money in alphabetical order."""
    return -money_cents, person.casefold()


def standings(stats: Mapping[str, PersonStats]) -> list[PersonStats]:
    """Each person's figures in standing order (:func:`standing_key`)."""
    return sorted(stats.values(), key=lambda s: standing_key(s.person, s.money_cents))


@dataclass(frozen=True)
class HeadToHead:
    """Pairwise balances (RULES §5 step 4) summed over pulkas.

    ``whists[(a, b)]`` is what ``a`` won from ``b`` (negative: lost), in whists;
    ``money[(a, b)]`` the same in money (each pulka at its own whist price; exact, as no
    payment settles a pair on its own);
    ``pulkas[(a, b)]`` how many pulkas they played together. Only pairs that
    met are present; ``people`` lists everybody, the biggest winner first.
    """

    people: tuple[str, ...]
    whists: Mapping[tuple[str, str], Fraction]
    money: Mapping[tuple[str, str], Fraction]
    pulkas: Mapping[tuple[str, str], int]


@dataclass(frozen=True)
class Point:
    """A value after one pulka: cumulative money (the paid cents, as an exact amount), or a rating."""

    when: datetime
    path: Path
    value: Fraction | float


@dataclass(frozen=True)
class Rating:
    """A person's rating after a pulka: ``mu`` and ``sigma`` of the Weng–Lin (openskill) model, and
    the shown rating ``1500 + 24 · (mu − 3 · sigma)`` (a cautious estimate that starts at 1500)."""

    when: datetime
    path: Path
    mu: float
    sigma: float
    rating: float
