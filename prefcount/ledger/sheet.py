"""The sheet: replaying a game's hands into pulya, gora and whists (RULES §1, §4).

``score(game)`` validates and scores every hand in order, caps the pulya at
the target (help / write-off / count), keeps every zone's running totals the
way they are written on paper ("2.4.10"), and knows the raspasy run, who deals
next, who has closed and whether the game is over.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence
from dataclasses import dataclass, field

from prefcount.ledger.conventions import Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import HandError, Translate, _identity
from prefcount.ledger.scoring import CAPPED, SCORERS, Amount, Entry, Reason, ReasonKind, format_amount, score_raspasy
from prefcount.ledger.validation import Problem, check_hand, exit_minimum


@dataclass(frozen=True, slots=True)
class Mark:
    """A running total as written on paper, after hand ``hand`` (0-based) changed the zone.

    ``note`` is "help" or "write_off" when that hand helped someone close or wrote gora off.
    """

    value: Amount
    hand: int
    note: str | None = None


@dataclass
class HandResult:
    """What one hand wrote: its entries (help and write-offs included) and the change of every zone."""

    index: int
    hand: object
    dealer: int | None
    raspasy_k: int
    entries: list[Entry]
    pulya: list[Amount]
    gora: list[Amount]
    whists: list[list[Amount]]
    warnings: list[Problem] = field(default_factory=list)

    def summary(self, players: Sequence[str], translate: Translate = _identity) -> str:
        """What the hand wrote, in one line: "Anya +4 pulya; Boris → Anya 8"."""
        parts = []
        for seat, amount in enumerate(self.pulya):
            if amount:
                parts.append(
                    translate("ledger", SUMMARY_PULYA).format(
                        name=players[seat], amount=format_amount(amount, signed=True)
                    )
                )
        for seat, amount in enumerate(self.gora):
            if amount:
                parts.append(
                    translate("ledger", SUMMARY_GORA).format(
                        name=players[seat], amount=format_amount(amount, signed=True)
                    )
                )
        for seat, row in enumerate(self.whists):
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
        kinds = {entry.reason.kind for entry in self.entries}
        out = set()
        if ReasonKind.HELP in kinds:
            out.add("help")
        if ReasonKind.WRITE_OFF in kinds:
            out.add("write_off")
        return out


_NOTES = {ReasonKind.HELP: "help", ReasonKind.HELP_WHISTS: "help", ReasonKind.WRITE_OFF: "write_off"}

SUMMARY_PULYA = N_("ledger", "{name} {amount} pulya")
SUMMARY_GORA = N_("ledger", "{name} {amount} gora")
SUMMARY_WHISTS = N_("ledger", "{name} → {on} {amount} whists")
SUMMARY_NOTHING = N_("ledger", "nothing written")


class Sheet:
    """The pulka after a game's hands: final zones, running marks, and the state of play."""

    def __init__(self, players: Sequence[str], convention: Convention) -> None:
        self.players = tuple(players)
        self.n = len(players)
        self.convention = convention
        self.target = convention.pulya_target
        n = self.n
        self.pulya: list[Amount] = [0] * n
        self.gora: list[Amount] = [0] * n
        self.whists: list[list[Amount]] = [[0] * n for _ in range(n)]
        self.hands: list[HandResult] = []
        self._pulya_marks: list[list[Mark]] = [[] for _ in range(n)]
        self._gora_marks: list[list[Mark]] = [[] for _ in range(n)]
        self._whist_marks: list[list[list[Mark]]] = [[[] for _ in range(n)] for _ in range(n)]
        self.raspasy_run = 0
        self.next_dealer = 0

    # -- reading ---------------------------------------------------------------
    def pulya_marks(self, seat: int) -> list[Mark]:
        return self._pulya_marks[seat]

    def gora_marks(self, seat: int) -> list[Mark]:
        return self._gora_marks[seat]

    def whist_marks(self, seat: int, on: int) -> list[Mark]:
        """Running totals of the whists ``seat`` wrote on ``on``."""
        return self._whist_marks[seat][on]

    def closed(self, seat: int) -> bool:
        return self.pulya[seat] >= self.target

    @property
    def exit_minimum(self) -> int | None:
        """The lowest contract level the next hand should be, when raspasy are running."""
        return exit_minimum(self.convention, self.raspasy_run)

    @property
    def is_over(self) -> bool:
        """Whether the convention's end condition is met (the table may still play on)."""
        condition = self.convention.end_condition
        if condition == "all_closed":
            return all(self.closed(seat) for seat in range(self.n))
        if condition == "pulya_sum":
            return sum(self.pulya) >= self.n * self.target
        return False

    def entries_for(self, zone: str, seat: int, on: int | None = None) -> list[Entry]:
        """Every entry that wrote into one zone, in order: where its numbers came from."""
        return [
            entry
            for result in self.hands
            for entry in result.entries
            if entry.zone == zone and entry.seat == seat and entry.on == on
        ]

    # -- replay ----------------------------------------------------------------
    def record(self, hand) -> HandResult:
        """Validate ``hand`` as the next hand and play it; raises :class:`HandError` and changes nothing if invalid."""
        problems = check_hand(self.players, self.convention, hand, self.raspasy_run, len(self.hands) + 1)
        for problem in problems:
            if problem.severity == "error":
                raise HandError(problem)
        return self.play(hand, problems)

    def extended(self, hand) -> Sheet:
        """A new sheet: this one with ``hand`` recorded after the last (this sheet is unchanged).

        Appending a hand does not change what came before, so the app records a
        hand without replaying the whole game.
        """
        new = Sheet.__new__(Sheet)
        new.__dict__.update(self.__dict__)
        new.pulya, new.gora = list(self.pulya), list(self.gora)
        new.whists = [list(row) for row in self.whists]
        new.hands = list(self.hands)
        new._pulya_marks = [list(marks) for marks in self._pulya_marks]
        new._gora_marks = [list(marks) for marks in self._gora_marks]
        new._whist_marks = [[list(marks) for marks in row] for row in self._whist_marks]
        new.record(hand)
        return new

    def play(self, hand, warnings: list[Problem] | None = None) -> HandResult:
        """Score one (already validated) hand onto the sheet."""
        index = len(self.hands)
        n = self.n
        kind = hand.kind
        if kind == "adjustment":
            dealer = None
            k = self.raspasy_run
        else:
            dealer = hand.dealer if hand.dealer is not None else self.next_dealer
            self.next_dealer = (dealer + 1) % n
            k = self.raspasy_run + 1 if kind == "raspasy" else 0
            self.raspasy_run = k
        if kind == "raspasy":
            raw = score_raspasy(hand, self.convention, n, index, k, dealer)
        else:
            raw = SCORERS[kind](hand, self.convention, n, index)

        entries: list[Entry] = []
        if self.convention.overflow == "count":
            entries = raw
        else:
            for entry in raw:
                if entry.zone == "pulya" and entry.reason.kind in CAPPED and entry.amount > 0:
                    self._cap(entry, entries)
                else:
                    entries.append(entry)

        d_pulya: list[Amount] = [0] * n
        d_gora: list[Amount] = [0] * n
        d_whists: list[list[Amount]] = [[0] * n for _ in range(n)]
        # The notes of each touched zone: "help" where help went in, "write_off" where gora came off.
        touched: dict[tuple[str, int, int], str | None] = {}
        for entry in entries:
            zone, seat = entry.zone, entry.seat
            if zone == "whists":
                d_whists[seat][entry.on] += entry.amount
                key = (zone, seat, entry.on)
            elif zone == "pulya":
                d_pulya[seat] += entry.amount
                key = (zone, seat, 0)
            else:
                d_gora[seat] += entry.amount
                key = (zone, seat, 0)
            note = _NOTES.get(entry.reason.kind)
            if note or key not in touched:
                touched[key] = note
            if note and entry.reason.kind != ReasonKind.HELP:  # the overflowing player's own pulya too
                if ("pulya", seat, 0) in touched:
                    touched[("pulya", seat, 0)] = note
        result = HandResult(index, hand, dealer, k, entries, d_pulya, d_gora, d_whists, warnings or [])
        for (zone, seat, on), note in sorted(touched.items(), key=lambda item: item[0]):
            if zone == "pulya":
                if d_pulya[seat]:
                    self.pulya[seat] += d_pulya[seat]
                    self._pulya_marks[seat].append(Mark(self.pulya[seat], index, note))
            elif zone == "gora":
                if d_gora[seat]:
                    self.gora[seat] += d_gora[seat]
                    self._gora_marks[seat].append(Mark(self.gora[seat], index, note))
            elif d_whists[seat][on]:
                self.whists[seat][on] += d_whists[seat][on]
                self._whist_marks[seat][on].append(Mark(self.whists[seat][on], index, note))
        self.hands.append(result)
        return result

    def _cap(self, entry: Entry, entries: list[Entry]) -> None:
        """Write a pulya entry up to the target; the rest is help or a write-off (RULES §4)."""
        seat, target, c = entry.seat, self.target, self.convention
        pending: dict[int, Amount] = {}
        for earlier in entries:
            if earlier.zone == "pulya":
                pending[earlier.seat] = pending.get(earlier.seat, 0) + earlier.amount

        def pulya_now(s: int) -> Amount:
            return self.pulya[s] + pending.get(s, 0)

        room = max(0, target - pulya_now(seat))
        put = min(entry.amount, room)
        overflow = entry.amount - put
        if put:
            entries.append(Entry("pulya", seat, None, put, entry.reason))
            pending[seat] = pending.get(seat, 0) + put
        if not overflow:
            return
        reason_help = Reason(ReasonKind.HELP, entry.reason.hand, entry.reason.bid)
        if c.overflow == "help":
            order = [(seat + step) % self.n for step in range(1, self.n)]
            while overflow > 0:
                open_seats = [s for s in order if pulya_now(s) < target]
                if not open_seats:
                    break
                if c.help_order == "closest_first":
                    receiver = max(open_seats, key=lambda s: (pulya_now(s), -order.index(s)))
                else:
                    receiver = open_seats[0]
                given = min(overflow, target - pulya_now(receiver))
                entries.append(Entry("pulya", receiver, None, given, reason_help))
                entries.append(
                    Entry(
                        "whists",
                        seat,
                        receiver,
                        10 * c.pulya_to_gora * given,
                        Reason(ReasonKind.HELP_WHISTS, entry.reason.hand, entry.reason.bid),
                    )
                )
                pending[receiver] = pending.get(receiver, 0) + given
                overflow -= given
        if overflow > 0:
            entries.append(
                Entry(
                    "gora",
                    seat,
                    None,
                    -overflow * c.pulya_to_gora,
                    Reason(ReasonKind.WRITE_OFF, entry.reason.hand, entry.reason.bid),
                )
            )


def score(game) -> Sheet:
    """Replay ``game`` into a :class:`Sheet`; raises :class:`HandError` on the first invalid hand."""
    sheet = Sheet(game.players, game.convention)
    # The replay allocates many small objects and no cycles: the cyclic collector
    # would only rescan them over and over, making long games superlinear.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for hand in game.hands:
            sheet.record(hand)
    finally:
        if collecting:
            gc.enable()
    return sheet
