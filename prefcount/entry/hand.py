"""The hand the fields of a :class:`~prefcount.entry.draft.HandDraft` make, built and checked once per key.

A whole hand is built and checked by the ledger's one validator once (DESIGN.md convention 17); the
panel then scores it after the sheet before it, trusting that check. While fields are still empty the
hand is built with stand-ins for them, so that what is already impossible is said at once (a 4-player
dealer declaring, a half-whist by the first to speak, Stalingrad…) and "still missing" never is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

from pydantic import ValidationError

from prefcount.entry.fields import FieldKind, Missing
from prefcount.ledger import BIDS, MISERE, GameHand, Hand, HandKind, LedgerError, MisereHand, RaspasyHand
from prefcount.ledger.hands import Call, Contract
from prefcount.ledger.validation import Problem, ProblemCode, check_hand

if TYPE_CHECKING:
    from prefcount.entry.draft import HandDraft


class Checked(NamedTuple):
    """The hand as the fields stand, built and checked once (:meth:`HandDraft.check`).

    ``hand``: the whole hand, or None; ``missing``: what is still needed; ``problems``: the ledger's
    validator on the hand (while fields are empty, only what is already impossible); ``error``: the
    reason no hand can hold the fields (a contract refused: a :class:`LedgerError`, else a ValueError), or None."""

    hand: Hand | None
    missing: Missing | None
    problems: list[Problem]
    error: Exception | None = None


#: Problems that only say a field is still empty: not worth flagging while the player types.
_STILL_EMPTY = frozenset(
    {
        ProblemCode.CALL_MISSING,
        ProblemCode.TRICKS_MISSING,
        ProblemCode.TRICKS_NEEDED,
        ProblemCode.TRICKS_SUM,
        ProblemCode.DEALER_MISSING,
        ProblemCode.DEALER_TRICKS_MISSING,
        ProblemCode.DUMMY_TRICKS_MISSING,
    }
)
#: Problems of the contract itself: not to be said before it is typed.
_ABOUT_THE_CONTRACT = frozenset({ProblemCode.BELOW_EXIT, ProblemCode.HALF_WHIST_LEVEL, ProblemCode.STALINGRAD})


def build(draft: HandDraft) -> Hand | Missing:
    """The hand the fields make, or :class:`Missing` for what is still needed.

    Raises :class:`LedgerError` for fields no hand can hold — the ledger's own error where the hand's
    validation gave one (a contract it refused), else a ValueError with the validation's first reason.
    """
    try:
        return _build(draft, complete=True)
    except ValidationError as error:
        first = error.errors()[0]
        reason = first.get("ctx", {}).get("error")
        if isinstance(reason, LedgerError):
            raise reason from None
        raise ValueError(first["msg"]) from None


def _build(draft: HandDraft, complete: bool) -> Hand | Missing:
    """The hand of the fields; with ``complete`` False, stand-ins for the fields not typed yet
    (so what is typed so far can be checked), else :class:`Missing` for the first of them."""
    if draft.kind == HandKind.ADJUSTMENT:
        return _adjustment_hand(draft)
    if draft.kind == HandKind.RASPASY:
        return _raspasy_hand(draft, complete)
    if draft.declarer is None:
        return Missing(FieldKind.DECLARER)
    if draft.kind == HandKind.MISERE:
        return _misere_hand(draft, draft.declarer, complete)
    return _game_hand(draft, draft.declarer, complete)


def _common_fields(draft: HandDraft) -> dict[str, Any]:
    """What every kind of hand but an adjustment carries: the dealer to record, open play, and the
    multiplier of a hand played dark (RULES §9.8)."""
    common: dict[str, Any] = {"dealer": draft.hand_dealer(), "open": draft.open}
    if draft.multiplier != 1 and draft.uses_dark():
        common["multiplier"] = draft.multiplier
    return common


def _adjustment_hand(draft: HandDraft) -> Hand | Missing:
    """The table of amounts as the panel read it (RULES §8): the dealer as recorded, nothing else of ours."""
    if draft.adjustment is None or isinstance(draft.adjustment, str):
        return Missing(FieldKind.ADJUSTMENT)
    return draft.adjustment.model_copy(update={"dealer": draft.hand_dealer()})


def _counts(draft: HandDraft, complete: bool) -> tuple[int | None, ...] | Missing:
    """Every seat's tricks (None for a seat that reports none), or :class:`Missing` while one is not typed."""
    seats = draft.plan().reporting
    counts = tuple(draft.trick_count(seat) if seat in seats else None for seat in range(draft.seats))
    missing = [seat for seat in seats if counts[seat] is None]
    if complete and missing:
        return Missing(FieldKind.TRICKS, missing[0])
    return counts


def _raspasy_hand(draft: HandDraft, complete: bool) -> Hand | Missing:
    """Raspasy (RULES §5): everybody's tricks."""
    counts = _counts(draft, complete)
    if isinstance(counts, Missing):
        return counts
    return RaspasyHand(tricks=counts, **_common_fields(draft))


def _misere_hand(draft: HandDraft, declarer: int, complete: bool) -> Hand | Missing:
    """A misère (RULES §6): the tricks the declarer took (none yet counts as none)."""
    taken = draft.trick_count(declarer)
    if taken is None and complete:
        return Missing(FieldKind.TRICKS, declarer)
    return MisereHand(declarer=declarer, tricks=taken or 0, **_common_fields(draft))


def _game_hand(draft: HandDraft, declarer: int, complete: bool) -> Hand | Missing:
    """A trick game (RULES §3): the contract, the defenders' calls, the tricks when it was played out,
    and what the prikup sold (RULES §9.1)."""
    contract = _contract(draft, complete)
    if isinstance(contract, Missing):
        return contract
    calls = _calls(draft, complete)
    if isinstance(calls, Missing):
        return calls
    played = _counts(draft, complete) if draft.plan().reporting else None
    if isinstance(played, Missing):
        return played
    common = _common_fields(draft)
    if draft.prikup is not None and draft.uses_prikup():
        common["prikup"] = draft.prikup
    return GameHand(declarer=declarer, contract=contract, calls=calls, tricks=played, conceded=draft.conceded, **common)


def _contract(draft: HandDraft, complete: bool) -> Contract | Missing:
    """The contract typed; before it is, any contract (what is typed so far is checked without it)."""
    bid = draft.bid
    if bid is not None and bid is not MISERE:
        return cast(Contract, bid)
    return Missing(FieldKind.CONTRACT) if complete else cast(Contract, BIDS[0])


def _calls(draft: HandDraft, complete: bool) -> tuple[Call | None, ...] | Missing:
    """Each seat's call: every defender's asked for (a dealer who may return the whist and said
    nothing did not); before one is typed, a whist, the likeliest call, keeps the others from looking wrong."""
    calls: list[Call | None] = list(draft.calls)
    for seat in draft.plan().asked:
        if calls[seat] is not None or seat == draft.dealer:
            continue
        if complete:
            return Missing(FieldKind.CALL, seat)
        calls[seat] = Call.WHIST
    return tuple(calls)


def check(draft: HandDraft) -> Checked:
    """The hand as the fields stand, built and checked by the ledger's validator once (DESIGN.md 17).

    A whole hand: every problem the validator finds. While fields are still empty, only what is
    already impossible (a 4-player dealer declaring, a half-whist by the first to speak, Stalingrad…),
    checked on stand-ins for what is not typed, never "still missing".
    """
    try:
        built = draft.build()
    except (LedgerError, ValueError) as error:
        return Checked(None, None, [], error)
    if not isinstance(built, Missing):
        return Checked(built, None, _validate(draft, built))
    try:
        partial = _build(draft, complete=False)
    except (LedgerError, ValueError, ValidationError):
        return Checked(None, built, [])
    if isinstance(partial, Missing):
        return Checked(None, built, [])
    ignore = _STILL_EMPTY if draft.bid is not None else _STILL_EMPTY | _ABOUT_THE_CONTRACT
    found = [problem for problem in _validate(draft, partial) if problem.code not in ignore]
    return Checked(None, built, found)


def _validate(draft: HandDraft, hand: Hand) -> list[Problem]:
    return check_hand(draft.players, draft.convention, hand, draft.raspasy_run, draft.number)
