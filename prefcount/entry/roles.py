"""Who plays what in the hand as typed so far: the ledger's seat rules, asked once per change.

The panel shows, and the state machine moves through, the same :class:`SeatPlan`: whose calls are
asked for, whose tricks, which count fills itself in, and the part each seat plays. It is worked out
once for each change of what it depends on (DESIGN.md convention 17), never by each widget again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from prefcount.ledger import BIDS, Convention, GameHand, HandKind, MisereHand, RaspasyHand
from prefcount.ledger.hands import (
    DUMMY,
    Call,
    Contract,
    active_seats,
    call_seats,
    dealer_takes_tricks,
    defenders,
    last_count_seat,
    seat_count,
    trick_seats,
)


class SeatRole(StrEnum):
    """The part a seat plays in the hand as entered so far (:attr:`SeatPlan.roles`); the hand panel words it."""

    DUMMY = "dummy"  # two players: the third hand (болван), nobody's seat
    DEALER_MAY_RETURN_WHIST = "dealer_may_return_whist"  # the 4-player dealer after both passed (RULES §9.3)
    DEALER_TAKES_TRICKS = "dealer_takes_tricks"  # the 4-player dealer on raspasy, the prikup's tricks (§9.2)
    DEALER_SITS_OUT = "dealer_sits_out"  # the 4-player dealer holds no cards
    DECLARER = "declarer"
    LONE_DEFENDER = "lone_defender"  # two players: the other player whists or passes (RULES §10)
    FIRST_DEFENDER = "first_defender"  # speaks first
    SECOND_DEFENDER = "second_defender"  # speaks second


@dataclass(frozen=True)
class SeatPlan:
    """The seats of one hand as typed so far.

    ``asked``: whose calls are asked for, in the order they speak (the defenders of a game, then a dealer
    who may return the whist); ``reporting``: whose tricks, in the order they are typed (a game's declarer
    first, then the defenders as they speak; raspasy in seat order); ``auto``: the count that fills itself
    in; ``pair``: a game's (first, second) defenders; ``roles``: each seat's part (None: none to speak of).
    """

    asked: tuple[int, ...]
    reporting: tuple[int, ...]
    auto: int | None
    pair: tuple[int, int] | None
    roles: tuple[SeatRole | None, ...]

    @property
    def played(self) -> bool:
        """Whether a game is played out (its tricks are asked for); raspasy and a misère always are."""
        return bool(self.reporting)


def plan_seats(
    convention: Convention,
    n: int,
    kind: HandKind,
    declarer: int | None,
    dealer: int | None,
    calls: tuple[Call | None, ...],
    conceded: bool,
) -> SeatPlan:
    """The :class:`SeatPlan` of a hand of ``kind`` with these fields (the ledger's rules, asked once)."""
    takes = dealer_takes_tricks(convention, n)
    probe = _probe(n, kind, declarer, dealer, calls, conceded)
    pair = defenders(declarer, n, dealer) if kind == HandKind.GAME and declarer is not None else None
    asked: tuple[int, ...] = ()
    if pair is not None and declarer is not None:
        asked = call_seats(convention, n, declarer, dealer, calls)
    reporting: tuple[int, ...] = ()
    auto: int | None = None
    if probe is not None:
        seats = trick_seats(probe, n, takes, convention=convention)
        if pair is not None:
            seats = tuple(seat for seat in (declarer, *pair) if seat in seats)
        reporting = seats
        auto = last_count_seat(probe, n, takes, convention=convention)
    roles = _roles(n, kind, declarer, dealer, asked, reporting, pair)
    return SeatPlan(asked, reporting, auto, pair, roles)


def _probe(
    n: int, kind: HandKind, declarer: int | None, dealer: int | None, calls: tuple[Call | None, ...], conceded: bool
) -> GameHand | MisereHand | RaspasyHand | None:
    """A hand of this kind with the fields so far, unchecked: what the ledger's seat rules look at."""
    if kind == HandKind.RASPASY:
        return RaspasyHand.model_construct(tricks=(None,) * seat_count(n), dealer=dealer)
    if declarer is None:
        return None
    if kind == HandKind.MISERE:
        return MisereHand.model_construct(declarer=declarer, tricks=0, dealer=dealer)
    if kind == HandKind.GAME:
        contract = BIDS[0]
        assert isinstance(contract, Contract)
        return GameHand.model_construct(
            declarer=declarer, contract=contract, calls=calls, conceded=conceded, dealer=dealer
        )
    return None


def _roles(
    n: int,
    kind: HandKind,
    declarer: int | None,
    dealer: int | None,
    asked: tuple[int, ...],
    reporting: tuple[int, ...],
    pair: tuple[int, int] | None,
) -> tuple[SeatRole | None, ...]:
    """The part each seat plays: the dummy, a 4-player dealer (who holds no cards, unless he may return the
    whist or takes the prikup's tricks on raspasy), the declarer of a game or a misère, the defenders in the
    order they speak."""
    active = active_seats(n, dealer)
    declared = kind in (HandKind.GAME, HandKind.MISERE)
    roles: list[SeatRole | None] = []
    for seat in range(seat_count(n)):
        role: SeatRole | None = None
        if n == 2 and seat == DUMMY:
            role = SeatRole.DUMMY
        elif seat not in active:  # the 4-player dealer
            if seat in asked:
                role = SeatRole.DEALER_MAY_RETURN_WHIST
            elif kind == HandKind.RASPASY and seat in reporting:
                role = SeatRole.DEALER_TAKES_TRICKS
            else:
                role = SeatRole.DEALER_SITS_OUT
        elif declared and seat == declarer:
            role = SeatRole.DECLARER
        elif pair and seat == pair[0]:
            role = SeatRole.LONE_DEFENDER if n == 2 else SeatRole.FIRST_DEFENDER
        elif pair and seat == pair[1]:
            role = SeatRole.SECOND_DEFENDER
        roles.append(role)
    return tuple(roles)
