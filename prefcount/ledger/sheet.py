"""The sheet: replaying a game's hands into pulya, gora and whists (RULES §1, §4).

A :class:`Sheet` is an immutable value: :meth:`Sheet.extended` gives the sheet
after one more hand, and ``score(game)`` is nothing but that, folded over the
game's hands from the empty sheet. Each step validates and scores the hand and
caps the pulya at the target (help / write-off / count); the sheet knows the
raspasy run, who deals next, who has closed and whether the game is over. The
running totals as paper writes them ("2.4.10", :meth:`Sheet.marks`) are replayed
from the hands' entries when a view asks for them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, reduce
from typing import Any, NamedTuple

from prefcount.ledger.conventions import Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import HandError, Translate, _identity
from prefcount.ledger.hands import AdjustmentHand, Hand, RaspasyHand, clockwise_after
from prefcount.ledger.scoring import (
    CAPPED,
    GORA,
    PULYA,
    WHISTS,
    Amount,
    HandRemark,
    RawEntry,
    ReasonKind,
    SheetEntry,
    Zone,
    ZoneRef,
    format_amount,
    hand_remarks,
    score_hand,
)
from prefcount.ledger.validation import Problem, check_hand, exit_minimum, run_after


class Mark(NamedTuple):
    """A running total as written on paper, after hand ``hand`` (0-based) changed the zone.

    ``note`` is "help" or "write_off" when that hand helped someone close or wrote gora off.
    """

    value: Amount
    hand: int
    note: str | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    """What one hand wrote: its entries (help and write-offs included) and the change of every zone.

    The changes (``pulya``, ``gora``, ``whists``) are summed from the entries when asked (a few
    entries each): a long game keeps one small object per hand, not a matrix per hand.
    """

    index: int
    hand: Hand
    dealer: int | None
    raspasy_k: int
    raw: tuple[RawEntry, ...]
    n: int
    warnings: tuple[Problem, ...] = ()
    #: The entries as the hand scored them, before the overflow rule (RULES §4) wrote them against the pulya
    #: and gora of the sheet before it (the same tuple as ``raw`` where it changed nothing): when an earlier hand
    #: is edited, this hand's check and score hold and only the overflow is written again (:meth:`Sheet.replayed`).
    scored: tuple[RawEntry, ...] = field(default=(), compare=False, repr=False)
    #: The hand before this one on its sheet: the sheet keeps its hands as this chain, shared by every
    #: sheet extended from it (one object per hand, which the garbage collector barely notices).
    earlier: HandResult | None = field(default=None, compare=False, repr=False)

    @property
    def entries(self) -> tuple[SheetEntry, ...]:
        """Every number the hand wrote (help and write-offs included), each with its reason."""
        return tuple(SheetEntry.from_raw(raw) for raw in self.raw)

    @property
    def pulya(self) -> list[Amount]:
        """How much this hand added to each player's pulya."""
        return self.changes()[0]

    @property
    def gora(self) -> list[Amount]:
        """How much this hand added to each player's gora."""
        return self.changes()[1]

    @property
    def whists(self) -> list[list[Amount]]:
        """``whists[i][j]``: the whists this hand had player i write on player j."""
        return self.changes()[2]

    def changes(self) -> tuple[list[Amount], list[Amount], list[list[Amount]]]:
        """This hand's change to every zone, summed from its entries in one pass: (pulya, gora, whists)."""
        n = self.n
        pulya: list[Amount] = [0] * n
        gora: list[Amount] = [0] * n
        whists: list[list[Amount]] = [[0] * n for _ in range(n)]
        for zone, seat, on, amount, _why, _hand, _bid, _multiplier in self.raw:
            if zone == PULYA:
                pulya[seat] += amount
            elif zone == GORA:
                gora[seat] += amount
            elif on is not None:
                whists[seat][on] += amount
        return pulya, gora, whists

    def summary(self, players: Sequence[str], translate: Translate = _identity) -> str:
        """What the hand wrote, in one line: "Anya +4 pulya; Boris → Anya 8"."""
        parts = []
        pulya, gora, whists = self.changes()
        for seat, amount in enumerate(pulya):
            if amount:
                parts.append(
                    translate("ledger", SUMMARY_PULYA).format(
                        name=players[seat], amount=format_amount(amount, signed=True)
                    )
                )
        for seat, amount in enumerate(gora):
            if amount:
                parts.append(
                    translate("ledger", SUMMARY_GORA).format(
                        name=players[seat], amount=format_amount(amount, signed=True)
                    )
                )
        for seat, row in enumerate(whists):
            for on, amount in enumerate(row):
                if amount:
                    parts.append(
                        translate("ledger", SUMMARY_WHISTS).format(
                            name=players[seat], on=players[on], amount=format_amount(amount)
                        )
                    )
        return "; ".join(parts) if parts else translate("ledger", SUMMARY_NOTHING)

    def notes(self) -> set[str]:
        """``{"help", "write_off"}`` or part of it: what the overflow did in this hand."""
        kinds = {raw[4] for raw in self.raw}
        return {_NOTES[kind] for kind in kinds if kind in _NOTES}  # whists for help always come with the help


_HELP, _HELP_WHISTS, _WRITE_OFF = (
    str(kind.value) for kind in (ReasonKind.HELP, ReasonKind.HELP_WHISTS, ReasonKind.WRITE_OFF)
)
_ZERO_WRITE_OFF = str(ReasonKind.RASPASY_ZERO_WRITE_OFF.value)
_NOTES: dict[str, str] = {ReasonKind.HELP: "help", ReasonKind.HELP_WHISTS: "help", ReasonKind.WRITE_OFF: "write_off"}
#: Pulya a player who had closed gives away under American help (RULES §11.7): a contract's or a misère's,
#: never a raspasy premium.
_GIVEN_AWAY = frozenset(CAPPED - {ReasonKind.RASPASY_ZERO})


def zone_changes(raw: Iterable[RawEntry]) -> dict[tuple[str, int, int | None], tuple[Amount, str | None]]:
    """What a hand's entries change each zone they touch by, with the mark's note.

    The note is "help" where help went in and "write_off" where gora came off; the
    overflowing player's own pulya mark carries the note too.
    """
    change: dict[tuple[str, int, int | None], Amount] = {}
    touched: dict[tuple[str, int, int | None], str | None] = {}
    for zone, seat, on, amount, why, _hand, _bid, _multiplier in raw:
        ref = (zone, seat, on)  # equal to the ZoneRef, made faster
        change[ref] = change.get(ref, 0) + amount
        note = _NOTES.get(why)
        if note or ref not in touched:
            touched[ref] = note
        if note and why != ReasonKind.HELP:  # the overflowing player's own pulya too
            own = (PULYA, seat, None)
            if own in touched:
                touched[own] = note
    return {ref: (amount, touched[ref]) for ref, amount in change.items()}


SUMMARY_PULYA = N_("ledger", "{name} {amount} pulya")
SUMMARY_GORA = N_("ledger", "{name} {amount} gora")
SUMMARY_WHISTS = N_("ledger", "{name} → {on} {amount} whists")
SUMMARY_NOTHING = N_("ledger", "nothing written")

_NO_WARNINGS: list[Problem] = []  # shared by every hand without warnings; never changed


class Sheet:
    """The pulka after a game's hands: final zones, running marks, and the state of play.

    Immutable: nothing changes a sheet once made; :meth:`extended` makes the next one.
    The zones (``pulya``, ``gora``, ``whists``) are lists for the callers' convenience:
    do not change them.
    """

    players: tuple[str, ...]
    n: int
    convention: Convention
    target: int
    pulya: list[Amount]
    gora: list[Amount]
    whists: list[list[Amount]]
    #: Raspasy in a row so far, when the run is open (0: not in a run).
    raspasy_run: int
    #: The seat that deals the next hand.
    next_dealer: int
    #: Hands dealt so far (games, misères and raspasy; RULES §9.7 counts rounds by them).
    deals: int
    _last: HandResult | None  # the newest hand; the others follow by ``earlier``
    _count: int

    def __init__(self, players: Sequence[str], convention: Convention) -> None:
        """The empty sheet of a game of ``players`` (clockwise) under ``convention``."""
        self.players = tuple(players)
        self.n = n = len(self.players)
        self.convention = convention
        self.target = convention.pulya_target
        self.pulya = [0] * n
        self.gora = [0] * n
        self.whists = [[0] * n for _ in range(n)]
        self.raspasy_run = 0
        self.next_dealer = 0
        self.deals = 0
        self._last = None
        self._count = 0

    # -- reading ---------------------------------------------------------------
    @cached_property
    def hands(self) -> list[HandResult]:
        """What every hand wrote, in playing order."""
        out: list[HandResult] = []
        result = self._last
        while result is not None:
            out.append(result)
            result = result.earlier
        out.reverse()
        return out

    @cached_property
    def _marks(self) -> dict[tuple[str, int, int | None], list[Mark]]:
        """Every zone's running totals, replayed from the hands' entries (only a view of the sheet asks).

        A sheet one hand after a sheet whose marks were asked takes those and adds its hand's: a hand
        recorded under a view costs that hand, not a replay of the game. The lists the hand does not touch
        are shared with the sheet before (neither is ever changed).
        """
        marks: dict[tuple[str, int, int | None], list[Mark]]
        before: dict[tuple[str, int, int | None], list[Mark]] | None = self.__dict__.pop("_marks_before", None)
        last = self._last
        if before is not None and last is not None:
            marks = dict(before)
            for ref, (amount, note) in zone_changes(last.raw).items():
                if amount:
                    earlier = marks.get(ref, [])
                    total = (earlier[-1].value if earlier else 0) + amount
                    marks[ref] = [*earlier, Mark(total, last.index, note)]
            return marks
        marks = {}
        totals: dict[tuple[str, int, int | None], Amount] = {}
        for result in self.hands:
            for ref, (amount, note) in zone_changes(result.raw).items():
                if amount:
                    total = totals[ref] = totals.get(ref, 0) + amount
                    marks.setdefault(ref, []).append(Mark(total, result.index, note))
        return marks

    def marks(self, ref: ZoneRef) -> list[Mark]:
        """Running totals of one zone, as written on paper: ``2.4.10``."""
        return self._marks.get(ref, [])

    def pulya_marks(self, seat: int) -> list[Mark]:
        """Running totals of ``seat``'s pulya."""
        return self.marks(ZoneRef(Zone.PULYA, seat))

    def gora_marks(self, seat: int) -> list[Mark]:
        """Running totals of ``seat``'s gora."""
        return self.marks(ZoneRef(Zone.GORA, seat))

    def whist_marks(self, seat: int, on: int) -> list[Mark]:
        """Running totals of the whists ``seat`` wrote on ``on``."""
        return self.marks(ZoneRef(Zone.WHISTS, seat, on))

    def closed(self, seat: int) -> bool:
        return self.pulya[seat] >= self.target

    @property
    def exit_minimum(self) -> int | None:
        """The lowest contract level the next hand should be, when raspasy are running."""
        return exit_minimum(self.convention, self.raspasy_run)

    @property
    def run_left_open(self) -> bool:
        """Whether the latest game or misère left the raspasy run open (RULES §9.4, ``raspasy_run_ends``):
        the run counts on after it, so the next raspasy costs more and the exit minimum still applies."""
        if not self.raspasy_run:
            return False
        result = self._last
        while result is not None and isinstance(result.hand, AdjustmentHand):  # an adjustment changes no run
            result = result.earlier
        return result is not None and not isinstance(result.hand, RaspasyHand)

    @property
    def is_over(self) -> bool:
        """Whether the convention's end condition is met (the table may still play on)."""
        condition = self.convention.end_condition
        if condition == "all_closed":
            return all(self.closed(seat) for seat in range(self.n))
        if condition == "pulya_sum":
            return sum(self.pulya) >= self.n * self.target
        if condition == "rounds":
            return self.deals >= self.convention.end_rounds * self.n
        if condition == "closed_and_gora_zero":  # RULES §11.7
            return all(self.closed(seat) and self.gora[seat] <= 0 for seat in range(self.n))
        return False

    def remarks(self, index: int) -> tuple[HandRemark, ...]:
        """What hand ``index`` (0-based) did that none of its entries says (RULES §12.2: tricks nobody wrote)."""
        result = self.hands[index]
        return hand_remarks(result.hand, self.convention, self.n, result.dealer or 0)

    def entries_for(self, zone: str, seat: int, on: int | None = None) -> list[SheetEntry]:
        """Every entry that wrote into one zone, in order: where its numbers came from."""
        return [
            entry
            for result in self.hands
            for entry in result.entries
            if entry.zone == zone and entry.seat == seat and entry.on == on
        ]

    def forget_views(self) -> None:
        """Let go of what views asked of this sheet (the list of its hands, the running totals): a sheet kept in
        a game's history but no longer shown then holds its own numbers only, not a copy of the game's marks.
        They are made again if asked."""
        for cached in ("hands", "_marks", "_marks_before"):
            self.__dict__.pop(cached, None)

    # -- the next hand ---------------------------------------------------------
    def extended(self, hand: Hand, validate: bool = True, checked: Sequence[Problem] | None = None) -> Sheet:
        """The sheet after ``hand`` is recorded as the next hand (this sheet is unchanged).

        Raises :class:`HandError` for the first error the validator finds; with
        ``validate=False`` the hand is scored as it is (for tests of the scoring alone).
        ``checked``: what :func:`check_hand` already said of this very hand after this sheet
        (the hand entry checks each key once, DESIGN.md convention 17): trusted, not checked again.
        """
        problems: Sequence[Problem] = _NO_WARNINGS
        if checked is not None:
            problems = checked
        elif validate:
            problems = check_hand(self.players, self.convention, hand, self.raspasy_run, self._count + 1)
        if validate:
            for problem in problems:
                if problem.is_error:
                    raise HandError(problem)
        return self._after(hand, problems)

    def replayed(self, before: Sheet, after: Sheet) -> Sheet:
        """The sheet after the hand that took ``before`` to ``after``, recorded after this sheet instead (a hand
        before it was edited, put in or struck out).

        What the hand wrote holds as far as this sheet stands where ``before`` stood in what the writing reads:
        with the same raspasy run and next dealer its check and its score hold (under its new number, where hands
        before it were put in or struck out: the number is a label of its entries and warnings, nothing more);
        with the same pulya too (unless the pulya counts past the target) and the same gora (where gora is not
        written below zero), so does what the overflow rule (RULES §4, §11.7, §12.4) made of it, else that rule is
        applied again against this sheet; with the same whists as well, the sheet after it is ``after``'s, zones and
        all (only the hands before it are this sheet's). Anything else is checked and scored anew (raises
        :class:`HandError` as :meth:`extended`).
        """
        result = after._last
        assert result is not None and after._count == before._count + 1
        if (self.raspasy_run, self.next_dealer) != (before.raspasy_run, before.next_dealer):
            return self.extended(result.hand)
        scored, written, warnings = result.scored, result.raw, result.warnings
        if self._count != before._count:
            index = self._count
            scored = _renumbered(scored, index)
            written = scored if result.raw is result.scored else _renumbered(written, index)
            warnings = tuple(warning.at(index + 1) for warning in warnings)
        if self.pulya == before.pulya and self.gora == before.gora and self.whists == before.whists:
            r = result
            moved = HandResult(self._count, r.hand, r.dealer, r.raspasy_k, written, r.n, warnings, scored, self._last)
            return self._following(before, after, moved)
        convention = self.convention
        reads_alike = (convention.overflow == "count" or self.pulya == before.pulya) and (
            convention.write_off_below_zero or self.gora == before.gora
        )
        return self._after(result.hand, warnings, scored, written if reads_alike else None)

    def _following(self, before: Sheet, after: Sheet, result: HandResult) -> Sheet:
        """``after`` (made from ``before``, whose zones this sheet has) as the sheet after this one: its zones and
        state of play are the same objects, its hands this sheet's and ``result``."""
        new = Sheet.__new__(Sheet)
        new.players, new.n, new.convention, new.target = after.players, after.n, after.convention, after.target
        new.pulya, new.gora, new.whists = after.pulya, after.gora, after.whists
        new.raspasy_run, new.next_dealer = after.raspasy_run, after.next_dealer
        new.deals = self.deals + after.deals - before.deals
        new._last, new._count = result, self._count + 1
        return new

    def _after(
        self,
        hand: Hand,
        warnings: Sequence[Problem],
        scored: tuple[RawEntry, ...] | None = None,
        written: tuple[RawEntry, ...] | None = None,
    ) -> Sheet:
        """The next sheet: ``hand`` checked (``warnings``), its score (``scored``) and what the overflow rule
        made of it (``written``) where known."""
        index = self._count
        n = self.n
        new = Sheet.__new__(Sheet)
        new.players, new.n, new.convention, new.target = self.players, n, self.convention, self.target
        new.next_dealer, new.deals = self.next_dealer, self.deals
        new.raspasy_run = run_after(self.convention, self.raspasy_run, hand)
        dealer: int | None = None
        if not isinstance(hand, AdjustmentHand):
            dealer = hand.dealer if hand.dealer is not None else self.next_dealer
            new.next_dealer = (dealer + 1) % n
            new.deals += 1
        k = new.raspasy_run
        raw = scored if scored is not None else tuple(score_hand(hand, self.convention, n, index, k, dealer or 0))
        entries = written if written is not None else self._overflowed(hand, raw)

        # The new sheet copies only the lists the hand changes (whists: the outer list and the changed rows);
        # the others it shares with this sheet, as neither is ever changed.
        pulya, gora, whists = self.pulya, self.gora, self.whists
        for zone, seat, on, amount, _why, _hand, _bid, _multiplier in entries:
            if zone == PULYA:
                if pulya is self.pulya:
                    pulya = list(pulya)
                pulya[seat] += amount
            elif zone == GORA:
                if gora is self.gora:
                    gora = list(gora)
                gora[seat] += amount
            else:
                if whists is self.whists:
                    whists = list(whists)
                row = whists[seat]
                if row is self.whists[seat]:
                    row = whists[seat] = list(row)
                row[on] += amount  # type: ignore[index]
        new.pulya, new.gora, new.whists = pulya, gora, whists
        kept = tuple(entries)
        new._last = HandResult(
            index, hand, dealer, k, raw if kept == raw else kept, n, tuple(warnings), raw, self._last
        )
        new._count = index + 1
        if "_marks" in self.__dict__:  # a view reads this sheet: the next one's marks follow from its
            new.__dict__["_marks_before"] = self._marks
        return new

    def _overflowed(self, hand: Hand, raw: Sequence[RawEntry]) -> Sequence[RawEntry]:
        """``raw`` as the overflow rule writes it after this sheet: the pulya past the target (RULES §4, §11.7), a
        raspasy premium off the gora down to 0 at most (§12.4 with ``write_off_below_zero`` off)."""
        overflow = self.convention.overflow
        entries = raw if overflow == "count" else self._american(raw) if overflow == "american" else self._capped(raw)
        if isinstance(hand, RaspasyHand) and not self.convention.write_off_below_zero:
            entries = self._floored(entries)
        return entries

    def _capped(self, raw: Iterable[RawEntry]) -> list[RawEntry]:
        """The entries with every capped pulya entry written up to the target and the rest helped or written off."""
        written = _Written()
        target, pulya = self.target, self.pulya
        for entry in raw:
            if entry[0] == PULYA and entry[3] > 0 and entry[4] in CAPPED:
                seat = entry[1]
                if pulya[seat] + written.pulya.get(seat, 0) + entry[3] > target:
                    self._cap(entry, written)  # past the target: help or a write-off
                    continue
            written.add(entry)
        return written.entries

    def _cap(self, entry: RawEntry, written: _Written) -> None:
        """Write a pulya entry that passes the target up to it; the rest is help or a write-off (RULES §4)."""
        _zone, seat, _on, amount, why, hand, bid, multiplier = entry
        convention, target, pulya = self.convention, self.target, self.pulya
        put = max(0, target - pulya[seat] - written.pulya.get(seat, 0))  # the room left (less than ``amount``)
        overflow = amount - put
        if put:
            written.add((PULYA, seat, None, put, why, hand, bid, multiplier))
        if convention.overflow == "help":
            now, open_seats = self._others(seat, written)
            while overflow > 0 and open_seats:
                receiver = self._receiver(open_seats, now)
                given = min(overflow, target - now[receiver])
                self._help(written, seat, receiver, given, hand, bid)
                now[receiver] += given
                overflow -= given
                if now[receiver] >= target:
                    open_seats.remove(receiver)
        if overflow > 0 and convention.write_off_below_zero:
            written.add((GORA, seat, None, -overflow * convention.pulya_to_gora, _WRITE_OFF, hand, bid, 1))
        elif overflow > 0:
            self._write_off_to_zero(written, seat, overflow, hand, bid)

    def _others(self, seat: int, written: _Written) -> tuple[dict[int, Amount], list[int]]:
        """The other players clockwise from ``seat``'s left with their pulya as this hand has written it so far,
        and those of them still open (below the target): whom help may go to (RULES §4, §11.7)."""
        pulya, target = self.pulya, self.target
        now = {other: pulya[other] + written.pulya.get(other, 0) for other in clockwise_after(seat, self.n)}
        return now, [other for other in now if now[other] < target]

    def _receiver(self, candidates: list[int], now: dict[int, Amount]) -> int:
        """Whom help goes to (``help_order``): the closest to closing first — the highest pulya ``now``, on a
        tie the first clockwise — or simply the first clockwise of the ``candidates`` (in clockwise order)."""
        if self.convention.help_order == "closest_first":
            return max(candidates, key=now.__getitem__)
        return candidates[0]

    def _help(self, written: _Written, seat: int, receiver: int, given: Amount, hand: int, bid: str | None) -> None:
        """``seat`` helps ``receiver`` with ``given`` pulya points and writes ``10 · pulya_to_gora`` whists a
        point on him (RULES §4, §11.7)."""
        written.add((PULYA, receiver, None, given, _HELP, hand, bid, 1))
        written.add((WHISTS, seat, receiver, 10 * self.convention.pulya_to_gora * given, _HELP_WHISTS, hand, bid, 1))

    def _write_off_to_zero(self, written: _Written, seat: int, overflow: Amount, hand: int, bid: str | None) -> None:
        """``overflow`` pulya points come off ``seat``'s gora at ``pulya_to_gora`` each (RULES §4), but with
        ``write_off_below_zero`` off only down to 0, the rest dropped (§11.7)."""
        gora = self.gora[seat] + written.gora.get(seat, 0)
        amount = min(overflow * self.convention.pulya_to_gora, max(0, gora))
        if amount:
            written.add((GORA, seat, None, -amount, _WRITE_OFF, hand, bid, 1))

    def _floored(self, entries: Iterable[RawEntry]) -> list[RawEntry]:
        """RULES §12.4 with ``write_off_below_zero`` off: a zero-trick premium written off the gora takes it
        down to 0 at most (the gora as this hand has written it so far); the rest is dropped (§11.7)."""
        out: list[RawEntry] = []
        added: dict[int, Amount] = {}
        for entry in entries:
            zone, seat, on, amount, why, hand, bid, multiplier = entry
            if zone == GORA:
                if why == _ZERO_WRITE_OFF:
                    amount = -min(-amount, max(0, self.gora[seat] + added.get(seat, 0)))
                    if not amount:
                        continue
                    entry = (zone, seat, on, amount, why, hand, bid, multiplier)
                added[seat] = added.get(seat, 0) + amount
            out.append(entry)
        return out

    def _american(self, raw: Iterable[RawEntry]) -> list[RawEntry]:
        """RULES §11.7, American help: the pulya is never capped, but every point a player who had closed
        before this hand wins for a contract or a misère goes to one other player — the one ``help_order``
        picks among the open ones (among all the others when everybody has closed) — who may go past his
        target too; the winner writes ``10 · pulya_to_gora`` whists a point on him. A raspasy premium stays."""
        written = _Written()
        target, pulya = self.target, self.pulya
        for entry in raw:
            zone, seat, _on, amount, why, hand, bid, _multiplier = entry
            if zone != PULYA or amount <= 0 or pulya[seat] < target or why not in _GIVEN_AWAY:
                written.add(entry)
                continue
            now, open_seats = self._others(seat, written)
            self._help(written, seat, self._receiver(open_seats or list(now), now), amount, hand, bid)
        return written.entries


def _renumbered(entries: tuple[RawEntry, ...], index: int) -> tuple[RawEntry, ...]:
    """``entries`` as hand ``index`` (0-based) writes them."""
    return tuple(
        (zone, seat, on, amount, why, index, bid, multiplier)
        for zone, seat, on, amount, why, _hand, bid, multiplier in entries
    )


class _Written:
    """One hand's entries as the overflow rule writes them, with the pulya and the gora they add up to so far,
    by seat: the room left under the target, who is still open for help and the write-off floor follow from them."""

    __slots__ = ("entries", "pulya", "gora")

    def __init__(self) -> None:
        self.entries: list[RawEntry] = []
        self.pulya: dict[int, Amount] = {}
        self.gora: dict[int, Amount] = {}

    def add(self, entry: RawEntry) -> None:
        self.entries.append(entry)
        zone = entry[0]
        if zone == PULYA:
            self.pulya[entry[1]] = self.pulya.get(entry[1], 0) + entry[3]
        elif zone == GORA:
            self.gora[entry[1]] = self.gora.get(entry[1], 0) + entry[3]


def score(game: Any, before: int | None = None) -> Sheet:
    """Replay ``game`` into a :class:`Sheet`; raises :class:`HandError` on the first invalid hand.

    The fold of :meth:`Sheet.extended` over the hands, from the empty sheet. With ``before``, only the hands
    before hand ``before`` (0-based): the sheet as it stood when that hand was dealt, which an edit of it is
    checked against (the hands after it need not score).
    """
    hands = game.hands if before is None else game.hands[:before]
    return reduce(Sheet.extended, hands, Sheet(game.players, game.convention))
