"""One validator for a hand (RULES §7), called by the hand dialog as the user types and by the sheet.

It returns typed :class:`Problem` values: errors block recording, warnings
(a contract below the raspasy exit minimum) are shown but allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from prefcount.ledger.game import Game

from prefcount.ledger.conventions import Convention
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import Translate, _identity, message_text
from prefcount.ledger.hands import (
    DUMMY,
    HALF_WHIST,
    MISERE,
    MULTIPLIERS,
    PASS,
    PRIKUP_COUNTS,
    TRICKS,
    WHIST,
    AdjustmentHand,
    GameHand,
    HalfWhistFault,
    Hand,
    MisereHand,
    RaspasyHand,
    dealer_may_return_whist,
    dealer_takes_tricks,
    defenders,
    half_whist_fault,
    made,
    may_be_dark,
    prikup_allowed,
    recorded_call,
    seat_count,
    speaking_defenders,
    stalingrad_six,
    trick_seats,
)

HAND_PREFIX = N_("ledger", "Hand {hand}: {problem}")
#: The largest amount an adjustment may write into one place (a typo's guard; a real pulka stays far below).
MAX_ADJUSTMENT = 1_000_000


class Word(str):
    """A message argument that is itself a marked string: it is translated with the message."""


DEALER = N_("ledger", "dealer")
DUMMY_NAME = N_("ledger", "the dummy")
DECLARER = N_("ledger", "declarer")


class ProblemCode(StrEnum):
    """What a :class:`Problem` is about: one name per kind of check (the message is the problem's template).
    Whoever treats some problems apart (the hand entry: a field still empty) names them by these."""

    DUMMY_ROLE = "dummy_role"
    SEAT_RANGE = "seat_range"
    LENGTH = "length"
    MULTIPLIER_ADJUSTMENT = "multiplier_adjustment"
    MULTIPLIER_VALUE = "multiplier_value"
    PRIKUP_KIND = "prikup_kind"
    PRIKUP_OFF = "prikup_off"
    PRIKUP_RANGE = "prikup_range"
    DEALER_MISSING = "dealer_missing"
    DEALER_TRICKS_MISSING = "dealer_tricks_missing"
    DEALER_TRICKS_RANGE = "dealer_tricks_range"
    DEALER_RASPASY_TRICKS_OFF = "dealer_raspasy_tricks_off"
    DEALER_TRICKS = "dealer_tricks"
    DUMMY_TRICKS_MISSING = "dummy_tricks_missing"
    TRICKS_MISSING = "tricks_missing"
    TRICKS_RANGE = "tricks_range"
    TRICKS_SUM = "tricks_sum"
    CALLS_NOT_ALLOWED = "calls_not_allowed"
    DEALER_DECLARES = "dealer_declares"
    DECLARER_CALL = "declarer_call"
    DEALER_CALL = "dealer_call"
    DEALER_WHIST_OFF = "dealer_whist_off"
    DUMMY_CALL = "dummy_call"
    CALL_MISSING = "call_missing"
    DEALER_WHIST_NOT_PASSED = "dealer_whist_not_passed"
    WHIST_FORCED = "whist_forced"
    HALF_WHIST_OFF = "half_whist_off"
    HALF_WHIST_LEVEL = "half_whist_level"
    HALF_WHIST_FIRST = "half_whist_first"
    HALF_WHIST_AFTER_WHIST = "half_whist_after_whist"
    STALINGRAD = "stalingrad"
    CONCEDE_UNWHISTED = "concede_unwhisted"
    CONCEDE_TRICKS = "concede_tricks"
    TRICKS_NEEDED = "tricks_needed"
    TRICKS_NOT_PLAYED = "tricks_not_played"
    ADJUSTMENT_SIZE = "adjustment_size"
    WHISTS_ON_SELF = "whists_on_self"
    BELOW_EXIT = "below_exit"


#: The problems a hand has only because an option is off (RULES §9, §11.8), and the option that allows it: a table
#: comparing conventions ("what if") can turn it on to re-score such a game.
ALLOWED_BY: dict[str, str] = {
    ProblemCode.PRIKUP_OFF: "prikup_premium",
    ProblemCode.DEALER_WHIST_OFF: "dealer_may_whist",
    ProblemCode.DEALER_RASPASY_TRICKS_OFF: "dealer_on_raspasy",
    ProblemCode.HALF_WHIST_OFF: "half_whist",
    ProblemCode.HALF_WHIST_AFTER_WHIST: "returned_whist",  # RULES §11.5
}


@dataclass(frozen=True)
class Problem:
    """Something wrong (``error``) or worth a second look (``warning``) with one hand."""

    severity: Literal["error", "warning"]
    code: ProblemCode
    template: str
    args: dict[str, Any] = field(default_factory=dict)
    hand: int | None = None  # 1-based hand number

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def translated(self, translate: Translate = _identity, with_hand: bool = True) -> str:
        """The message in the language of ``translate(context, text)``; English by default."""
        args = {
            key: translate("ledger", value) if isinstance(value, Word) else value for key, value in self.args.items()
        }
        text = message_text(self.template, args, translate)
        if with_hand and self.hand is not None:
            return translate("ledger", HAND_PREFIX).format(hand=self.hand, problem=text)
        return text

    @property
    def message(self) -> str:
        return self.translated()

    def at(self, hand: int) -> Problem:
        return Problem(self.severity, self.code, self.template, self.args, hand)


# words inside messages, made once (the validator runs for every hand of a long game)
_CALLS = Word(N_("ledger", "calls"))
_TRICKS = Word(N_("ledger", "tricks"))
_PULYA = Word(N_("ledger", "pulya"))
_GORA = Word(N_("ledger", "gora"))
_WHISTS = Word(N_("ledger", "whists"))
_MISERE_HANDS = Word(N_("ledger", "misère hands"))
_RASPASY = Word(N_("ledger", "raspasy"))


class _Checker:
    __slots__ = ("players", "n", "seats", "convention", "problems")

    def __init__(self, players: Sequence[str], convention: Convention) -> None:
        self.players = players
        self.n = len(players)
        #: Entries in per-seat calls and tricks (a 2-player game has the dummy's too).
        self.seats = seat_count(self.n)
        self.convention = convention
        self.problems: list[Problem] = []

    def error(self, code: ProblemCode, template: str, **args: Any) -> None:
        self.problems.append(Problem("error", code, template, args))

    def warning(self, code: ProblemCode, template: str, **args: Any) -> None:
        self.problems.append(Problem("warning", code, template, args))

    def name(self, seat: int) -> str:
        if seat >= self.n:  # the dummy of a 2-player game: a word, translated with the message
            return Word(DUMMY_NAME)
        return self.players[seat]

    # -- structure -----------------------------------------------------------
    def seat(self, role: str, seat: int | None) -> bool:
        if seat is None:
            return True
        if self.n == 2 and seat == DUMMY:
            self.error(
                ProblemCode.DUMMY_ROLE,
                N_("ledger", "the dummy (seat 2) never bids, deals, declares or whists: the {role} is seat 0 or 1"),
                role=Word(role),
            )
            return False
        if not 0 <= seat < self.n:
            self.error(
                ProblemCode.SEAT_RANGE,
                N_("ledger", "there is no seat {seat} for the {role}: seats are 0 to {last}"),
                seat=seat,
                role=Word(role),
                last=self.n - 1,
            )
            return False
        return True

    def per_seat(self, what: str, values: Sequence[Any] | None, seats: int | None = None) -> bool:
        """``values`` has one entry per seat (``seats``; by default per player, and the dummy with two)."""
        want = self.seats if seats is None else seats
        if values is not None and len(values) != want:
            if want != self.n:
                self.error(
                    ProblemCode.LENGTH,
                    N_("ledger", "{what} need one entry per player and one for the dummy ({n}), not {count}"),
                    what=what,
                    n=want,
                    count=len(values),
                )
            else:
                self.error(
                    ProblemCode.LENGTH,
                    N_("ledger", "{what} need one entry per player ({n}), not {count}"),
                    what=what,
                    n=want,
                    count=len(values),
                )
            return False
        return True

    def extras(self, hand: Hand) -> None:
        """The per-hand fields of RULES §9: ``multiplier`` (§9.8) and ``prikup`` (§9.1)."""
        if hand.multiplier != 1:
            if not may_be_dark(hand.kind):
                self.error(
                    ProblemCode.MULTIPLIER_ADJUSTMENT,
                    N_("ledger", "an adjustment is written as it is: it cannot be played dark (×{multiplier})"),
                    multiplier=hand.multiplier,
                )
            elif hand.multiplier not in MULTIPLIERS:
                self.error(
                    ProblemCode.MULTIPLIER_VALUE,
                    N_("ledger", "a hand is written once, double (dark, ×2) or ×4, not ×{multiplier}"),
                    multiplier=hand.multiplier,
                )
        if hand.prikup is None:
            return
        if not prikup_allowed(self.convention, hand.kind):
            if not isinstance(hand, GameHand):
                self.error(
                    ProblemCode.PRIKUP_KIND,
                    N_(
                        "ledger",
                        "only a trick game pays for the prikup: a misère, raspasy or adjustment has no prikup",
                    ),
                )
            else:
                self.error(
                    ProblemCode.PRIKUP_OFF,
                    N_("ledger", "whists for the prikup are not played in this convention: remove the prikup count"),
                )
        elif hand.prikup not in PRIKUP_COUNTS:
            self.error(
                ProblemCode.PRIKUP_RANGE,
                N_("ledger", "the prikup sells 0 to 3 tricks (two aces are 3), not {count}"),
                count=hand.prikup,
            )

    def dealer(self, dealer: int | None) -> bool:
        if not self.seat(DEALER, dealer):
            return False
        if self.n == 4 and dealer is None:
            self.error(
                ProblemCode.DEALER_MISSING,
                N_("ledger", "with four players the hand must say who dealt: the dealer sits out"),
            )
            return False
        return True

    def tricks(self, hand: GameHand | RaspasyHand, tricks: Sequence[int | None]) -> bool:
        """Tricks per seat: the seats of :func:`trick_seats` 0..10 adding up to 10, the others none."""
        takes = dealer_takes_tricks(self.convention, self.n)
        reporting = trick_seats(hand, self.n, takes)
        raspasy_dealer = hand.dealer if self.n == 4 and isinstance(hand, RaspasyHand) else None
        ok = True
        for seat, count in enumerate(tricks):
            if seat == raspasy_dealer:
                ok &= self.dealer_tricks(seat, count, takes)
            elif seat not in reporting:
                if count is not None:
                    self.error(
                        ProblemCode.DEALER_TRICKS,
                        N_("ledger", "{name} dealt and sits out this hand, so takes no tricks"),
                        name=self.name(seat),
                    )
                    ok = False
            elif count is None or not 0 <= count <= TRICKS:
                self.bad_count(seat, count)
                ok = False
        if ok:
            total = sum(filter(None, tricks))  # the seats without a count (None) add nothing, like a 0
            if total != TRICKS:
                self.error(ProblemCode.TRICKS_SUM, N_("ledger", "tricks add up to {total}, not 10"), total=total)
                ok = False
        return ok

    def dealer_tricks(self, seat: int, count: int | None, takes: bool) -> bool:
        """RULES §9.2: the 4-player dealer's count on raspasy — 0 to 2 when he takes the prikup's tricks
        (``takes``), else none."""
        if not takes:
            if count is None:
                return True
            self.error(
                ProblemCode.DEALER_RASPASY_TRICKS_OFF,
                N_("ledger", "{name} dealt and sits out the raspasy: he takes tricks only when he takes the prikup's"),
                name=self.name(seat),
            )
        elif count is None:
            self.error(
                ProblemCode.DEALER_TRICKS_MISSING,
                N_("ledger", "how many tricks did the prikup take for {name}, the dealer? (0 to 2)"),
                name=self.name(seat),
            )
        elif not 0 <= count <= 2:
            self.error(
                ProblemCode.DEALER_TRICKS_RANGE,
                N_("ledger", "the prikup's two cards take 0 to 2 tricks for {name}, the dealer, not {count}"),
                name=self.name(seat),
                count=count,
            )
        else:
            return True
        return False

    def bad_count(self, seat: int, count: int | None) -> None:
        """RULES §7, §10.5: a seat that holds cards took 0 to 10 tricks (the dummy's count too): this one's is
        missing or out of range."""
        if count is None and self.n == 2 and seat == DUMMY:
            self.error(
                ProblemCode.DUMMY_TRICKS_MISSING,
                N_("ledger", "enter the dummy's tricks too: all three counts add up to 10"),
            )
        elif count is None:
            self.error(
                ProblemCode.TRICKS_MISSING, N_("ledger", "how many tricks did {name} take?"), name=self.name(seat)
            )
        else:
            self.error(
                ProblemCode.TRICKS_RANGE,
                N_("ledger", "{name} cannot take {count} tricks: a count is 0 to 10"),
                name=self.name(seat),
                count=count,
            )

    def no_calls(self, calls: Sequence[Any] | None, what: str) -> None:
        if calls is not None and any(call is not None for call in calls):
            self.error(
                ProblemCode.CALLS_NOT_ALLOWED,
                N_("ledger", "{what} have no whists or passes: remove the calls"),
                what=what,
            )

    # -- kinds ---------------------------------------------------------------
    def game(self, hand: GameHand) -> None:
        """A trick game, step by step; each step stops the next ones where its problem makes them meaningless."""
        if not self.game_roles(hand):
            return
        n, calls, dealer = self.n, hand.calls, hand.dealer
        # (each step is called only where it may find something: the validator runs for every hand of a game)
        dealer_whists = n == 4 and dealer is not None and calls[dealer] is not None and self.dealer_call(hand)
        d1, d2 = defenders(hand.declarer, n, dealer)
        missing = calls[d1] is None or (n != 2 and calls[d2] is None)
        if missing or (n == 2 and calls[DUMMY] is not None):
            self.calls_given(hand)
        if self.problems or not self.calls_allowed(hand, dealer_whists, d1, d2) or self.problems:
            return
        self.game_tricks(hand, dealer_whists, d1, d2)

    def game_roles(self, hand: GameHand) -> bool:
        """RULES §7: the dealer, the declarer and the per-seat lists are there; the 4-player dealer does not
        declare; the declarer does not call. False when nothing more can be checked."""
        if not (
            self.dealer(hand.dealer)
            & self.seat(DECLARER, hand.declarer)
            & self.per_seat(_CALLS, hand.calls)
            & self.per_seat(_TRICKS, hand.tricks)
        ):
            return False
        declarer = hand.declarer
        if self.n == 4 and declarer == hand.dealer:
            self.error(
                ProblemCode.DEALER_DECLARES,
                N_("ledger", "{name} dealt and sits out this hand, so cannot declare"),
                name=self.name(declarer),
            )
            return False
        if hand.calls[declarer] is not None:
            self.error(
                ProblemCode.DECLARER_CALL,
                N_("ledger", "{name} declared {contract} and cannot whist or pass on it"),
                name=self.name(declarer),
                contract=hand.contract.symbol,
            )
        return True

    def dealer_call(self, hand: GameHand) -> bool:
        """RULES §9.3: the 4-player dealer, who said something, may only return the whist, where the convention
        lets him. Whether he returned it."""
        dealer, calls = hand.dealer, hand.calls
        assert dealer is not None  # four players: the caller checked
        if recorded_call(self.n, dealer, dealer, calls[dealer]) is None:
            self.error(
                ProblemCode.DEALER_CALL,
                N_("ledger", "{name} dealt and sits out this hand, so cannot pass or half-whist"),
                name=self.name(dealer),
            )
        elif not self.convention.dealer_may_whist:
            self.error(
                ProblemCode.DEALER_WHIST_OFF,
                N_("ledger", "{name} dealt and sits out: the dealer returning the whist is not played here"),
                name=self.name(dealer),
            )
        else:
            return True
        return False

    def calls_given(self, hand: GameHand) -> None:
        """RULES §7, §10.5: every defender who speaks called; the dummy did not."""
        if self.n == 2 and hand.calls[DUMMY] is not None:
            self.error(ProblemCode.DUMMY_CALL, N_("ledger", "the dummy never whists or passes: its call stays empty"))
        for seat in speaking_defenders(hand.declarer, self.n, hand.dealer):  # the dummy never speaks
            if hand.calls[seat] is None:
                self.error(
                    ProblemCode.CALL_MISSING,
                    N_("ledger", "{name} must whist, pass or half-whist"),
                    name=self.name(seat),
                )

    def calls_allowed(self, hand: GameHand, dealer_whists: bool, d1: int, d2: int) -> bool:
        """The calls together: the dealer's whist only after two passes (§9.3), the forced whist (§10), the
        half-whist (§3.1.2), Stalingrad (§3.1.7). False when the rest cannot be checked."""
        if dealer_whists and not dealer_may_return_whist(
            self.convention, self.n, hand.declarer, hand.dealer, hand.calls
        ):
            self.error(
                ProblemCode.DEALER_WHIST_NOT_PASSED,
                N_("ledger", "{name}, the dealer, may return the whist only when both {d1} and {d2} passed"),
                name=self.name(hand.dealer),  # type: ignore[arg-type]
                d1=self.name(d1),
                d2=self.name(d2),
            )
            return False
        if self.n == 2 and self.convention.whist_forced and hand.calls[d1] != WHIST:
            self.error(
                ProblemCode.WHIST_FORCED,
                N_("ledger", "{name} must whist: in this convention the whist is forced with two players"),
                name=self.name(d1),
            )
        if HALF_WHIST in (hand.calls[d1], hand.calls[d2]):
            self.half_whist(hand, d1, d2)
        if stalingrad_six(self.convention, hand.contract):
            self.stalingrad(hand, d1, d2)
        return True

    def half_whist(self, hand: GameHand, d1: int, d2: int) -> None:
        """Someone half-whisted: the ledger's :func:`half_whist_fault` (RULES §3.1.2, §11.8) says whether that
        is allowed, and here each fault is told in words (a Stalingrad 6♠: see :meth:`stalingrad`)."""
        c1 = hand.calls[d1]
        fault = half_whist_fault(self.convention, self.n, hand.contract.level, c1)  # the rule's one owner
        if fault is HalfWhistFault.OFF:
            self.error(
                ProblemCode.HALF_WHIST_OFF,
                N_("ledger", "{name} cannot half-whist: half-whist is not played in this convention"),
                name=self.name(d1 if c1 == HALF_WHIST else d2),
            )
        elif fault is HalfWhistFault.LEVEL:
            self.error(
                ProblemCode.HALF_WHIST_LEVEL,
                N_("ledger", "a half-whist is only allowed on a six or a seven, not on {contract}"),
                contract=hand.contract.symbol,
            )
        elif fault is HalfWhistFault.FIRST:
            self.error(
                ProblemCode.HALF_WHIST_FIRST,
                N_("ledger", "{d1} speaks first and cannot half-whist: only {d2} may, after {d1} passed"),
                d1=self.name(d1),
                d2=self.name(d2),
            )
        elif fault is HalfWhistFault.AFTER_WHIST:
            # d1 took the whist back after d2's half-whist (§11.5): here that is recorded as whist and pass
            self.error(
                ProblemCode.HALF_WHIST_AFTER_WHIST,
                N_(
                    "ledger",
                    "{d2} cannot half-whist beside {d1}'s whist: in this convention a whist taken back after a half-whist is recorded as {d1} whist, {d2} pass",  # noqa: E501
                ),
                d1=self.name(d1),
                d2=self.name(d2),
            )

    def stalingrad(self, hand: GameHand, d1: int, d2: int) -> None:
        """A 6♠ under Stalingrad. RULES §3.1.7: with ``stalingrad``, 6♠ is whisted by both defenders (two
        players: by the other person)."""
        c1, c2 = hand.calls[d1], hand.calls[d2]
        if self.n == 2 and c1 != WHIST:
            self.error(
                ProblemCode.STALINGRAD,
                N_("ledger", "Stalingrad: six of spades must be whisted by {d1}"),
                d1=self.name(d1),
            )
        elif self.n != 2 and (c1, c2) != (WHIST, WHIST):
            self.error(
                ProblemCode.STALINGRAD,
                N_("ledger", "Stalingrad: six of spades must be whisted by both defenders, {d1} and {d2}"),
                d1=self.name(d1),
                d2=self.name(d2),
            )

    def game_tricks(self, hand: GameHand, dealer_whists: bool, d1: int, d2: int) -> None:
        """RULES §7: a game played out has its tricks; a concession (§3.1.6) needs a whister and has none;
        a game not played (both passed, a half-whist) has none."""
        c1, c2 = hand.calls[d1], hand.calls[d2]
        if hand.conceded:
            if WHIST not in (c1, c2) and not dealer_whists:
                self.error(
                    ProblemCode.CONCEDE_UNWHISTED,
                    N_("ledger", "a concession (без трёх) needs a whister, but nobody whisted"),
                )
            if hand.tricks is not None:
                self.error(
                    ProblemCode.CONCEDE_TRICKS,
                    N_("ledger", "a conceded hand (без трёх) is not played, so it has no tricks"),
                )
        elif hand.played:
            if hand.tricks is None:
                self.error(ProblemCode.TRICKS_NEEDED, N_("ledger", "the hand was whisted and played: enter the tricks"))
            else:
                self.tricks(hand, hand.tricks)
        elif hand.tricks is not None:
            passed = c1 == PASS if self.n == 2 else c2 == PASS
            why = Word(N_("ledger", "both defenders passed") if passed else N_("ledger", "half-whist"))
            if self.n == 2 and passed:
                why = Word(N_("ledger", "the defender passed"))
            self.error(
                ProblemCode.TRICKS_NOT_PLAYED,
                N_("ledger", "the hand was not played ({why}), so it has no tricks"),
                why=why,
            )

    def misere(self, hand: MisereHand) -> None:
        if not (self.dealer(hand.dealer) & self.seat(DECLARER, hand.declarer)):
            return
        if self.n == 4 and hand.declarer == hand.dealer:
            self.error(
                ProblemCode.DEALER_DECLARES,
                N_("ledger", "{name} dealt and sits out this hand, so cannot declare"),
                name=self.name(hand.declarer),
            )
        self.no_calls(hand.calls, _MISERE_HANDS)
        if not 0 <= hand.tricks <= TRICKS:
            self.error(
                ProblemCode.TRICKS_RANGE,
                N_("ledger", "{name} cannot take {count} tricks: a count is 0 to 10"),
                name=self.name(hand.declarer),
                count=hand.tricks,
            )

    def raspasy(self, hand: RaspasyHand) -> None:
        if not (self.dealer(hand.dealer) & self.per_seat(_TRICKS, hand.tricks)):
            return
        self.no_calls(hand.calls, _RASPASY)
        self.tricks(hand, hand.tricks)

    def adjustment(self, hand: AdjustmentHand) -> None:
        if not (
            self.seat(DEALER, hand.dealer)
            & self.per_seat(_PULYA, hand.pulya, self.n)
            & self.per_seat(_GORA, hand.gora, self.n)
            & self.per_seat(_WHISTS, hand.whists, self.n)
        ):
            return
        amounts = [*(hand.pulya or ()), *(hand.gora or ()), *(amount for row in hand.whists or () for amount in row)]
        if any(abs(amount) > MAX_ADJUSTMENT for amount in amounts):
            self.error(
                ProblemCode.ADJUSTMENT_SIZE,
                N_("ledger", "an adjustment may write at most {maximum} into one place"),
                maximum=MAX_ADJUSTMENT,
            )
            return
        if hand.whists is not None:
            for seat, row in enumerate(hand.whists):
                if len(row) != self.n:
                    self.error(
                        ProblemCode.LENGTH,
                        N_("ledger", "the whists {name} writes need one entry per player ({n}), not {count}"),
                        name=self.name(seat),
                        n=self.n,
                        count=len(row),
                    )
                elif row[seat] != 0:
                    self.error(
                        ProblemCode.WHISTS_ON_SELF,
                        N_("ledger", "{name} cannot write whists on himself"),
                        name=self.name(seat),
                    )

    def exit_minimum(self, hand: Hand, run: int) -> None:
        minimum = exit_minimum(self.convention, run)
        if minimum is None or not isinstance(hand, (GameHand, MisereHand)):
            return
        bid = hand.contract if isinstance(hand, GameHand) else MISERE
        if bid.level < minimum:  # below the level's lowest bid (the misère's 8.5 sorts between 8NT and 9♠)
            self.warning(
                ProblemCode.BELOW_EXIT,
                N_(
                    "ledger",
                    "after {run} raspasy in a row the contract should be at least a {minimum}; {contract} is lower",
                ),
                run=run,
                minimum=minimum,
                contract=bid.symbol,
            )


def exit_minimum(convention: Convention, run: int) -> int | None:
    """The lowest contract level allowed after ``run`` raspasy in a row, or None when not in a run."""
    if run <= 0:
        return None
    levels = convention.raspasy_exit
    return levels[min(run, len(levels)) - 1]


def check_hand(
    players: Sequence[str], convention: Convention, hand: Hand, run: int = 0, number: int | None = None
) -> list[Problem]:
    """Every problem of ``hand``, given the raspasy ``run`` before it; ``number`` is its 1-based number."""
    checker = _Checker(players, convention)
    checker.extras(hand)
    match hand:
        case GameHand():
            checker.game(hand)
        case MisereHand():
            checker.misere(hand)
        case RaspasyHand():
            checker.raspasy(hand)
        case AdjustmentHand():
            checker.adjustment(hand)
    if not checker.problems:
        checker.exit_minimum(hand, run)
    if number is None:
        return checker.problems
    return [problem.at(number) for problem in checker.problems]


#: The ``raspasy_run_ends`` under which only a whisted game made ends the run (RULES §9.4, §11.6).
_WHISTED_MADE = frozenset({"whisted_made_game", "whisted_made_game_or_misere"})


def run_after(convention: Convention, run: int, hand: Hand) -> int:
    """The raspasy run after ``hand``, given the ``run`` before it (RULES §3.3, §9.4, §11.6).

    Raspasy count on; an adjustment changes nothing; any other hand ends the run
    (0) or leaves it open, as ``raspasy_run_ends`` says.
    """
    if isinstance(hand, RaspasyHand):
        return run + 1
    if not run:  # no run open: nothing but raspasy opens one
        return 0
    match hand:
        case AdjustmentHand():
            return run
        case MisereHand():
            ends = convention.raspasy_run_ends
            if ends == "whisted_made_game_or_misere":  # §11.6: a made misère ends it too
                return 0 if made(hand) else run
            return run if ends == "whisted_made_game" else 0
        case GameHand():
            ends = convention.raspasy_run_ends
            if ends == "any_hand" or (ends == "played_hand" and (hand.played or hand.conceded)):
                return 0
            if ends in _WHISTED_MADE and hand.played and hand.tricks is not None:
                return 0 if made(hand) else run
            return run
    return 0


def raspasy_run_before(hands: Sequence[Hand], index: int, convention: Convention) -> int:
    """How many raspasy in a row are open just before hand ``index``, as ``convention`` counts the run."""
    run = 0
    for hand in hands[:index]:
        run = run_after(convention, run, hand)
    return run


def validate_hand(game: Game, hand: Hand, index: int | None = None) -> list[Problem]:
    """Problems of ``hand`` placed at ``index`` in ``game`` (default: recorded as the next hand)."""
    if index is None:
        index = len(game.hands)
    run = raspasy_run_before(game.hands, index, game.convention)
    return check_hand(game.players, game.convention, hand, run, index + 1)
