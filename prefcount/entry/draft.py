"""Entering one hand from the keyboard: a small state machine, without Qt.

Every key of a hand comes here, in order, through one place (the main window's key
owner, ``prefcount.ui.game.type_ahead``); the hand panel only shows a :class:`HandDraft`
(DESIGN.md convention 14). The draft knows which field is next, what each key means
there (the key map: :mod:`prefcount.entry.keys`), what Enter and Escape do
(:meth:`HandDraft.press`), and which hand the fields make. A typical hand is eight keys
(``1 7 ч в п 7 2 Enter``): the declarer's seat (or the first letter of the name; ``0`` for
raspasy), the level and the suit, each defender's call, the declarer's and the first
defender's tricks — the last count fills itself in.

Who reports tricks, which seats hold cards, whether a hand was played and which count
fills itself in are the ledger's rules, asked once per change (:mod:`prefcount.entry.roles`).
A whole hand is built and checked once per key (:meth:`HandDraft.check`) by the ledger's one
validator, against the sheet as it stood before the hand, so a keystroke never re-scores the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple, cast

from prefcount.entry.fields import CONTRACT, DECLARER, DONE, Field, FieldKind, Missing, call_field, tricks_field
from prefcount.entry.hand import Checked, build, check
from prefcount.entry.keys import (
    BACKSPACE,
    BACKTAB,
    CALL_KEYS,
    CONCEDE_KEYS,
    DARK_KEYS,
    DIGITS,
    ENTER,
    ESCAPE,
    LEVEL_KEYS,
    MISERE_KEYS,
    PRIKUP_KEYS,
    RASPASY_KEYS,
    SUIT_KEYS,
    TAB,
    count_typed,
    declarer_key,
    starts_a_hand,
)
from prefcount.entry.roles import SeatPlan, SeatRole, plan_seats
from prefcount.ledger import (
    BIDS,
    MISERE,
    AdjustmentHand,
    Convention,
    GameHand,
    Hand,
    HandKind,
    LedgerError,
)
from prefcount.ledger.hands import (
    MULTIPLIERS,
    Bid,
    Call,
    Contract,
    may_be_dark,
    may_take_whist_back,
    prikup_allowed,
    recorded_call,
    recorded_dealer,
    remaining_tricks,
    seat_count,
)
from prefcount.ledger.validation import Problem

__all__ = [
    "BACKSPACE",
    "BACKTAB",
    "CONTRACT",
    "DECLARER",
    "DONE",
    "ENTER",
    "ESCAPE",
    "TAB",
    "Checked",
    "Field",
    "FieldKind",
    "HandDraft",
    "Missing",
    "NotTaken",
    "Press",
    "SeatRole",
    "Why",
    "count_typed",
]


class Press(StrEnum):
    """What a key did (:meth:`HandDraft.press`): the hand panel records, closes or asks accordingly."""

    USED = "used"  # changed a field (or was swallowed: a key that means nothing where it was typed)
    IGNORED = "ignored"  # not a hand key (the adjustment table's, a key with no character)
    RECORD = "record"  # Enter: record the hand if it is whole (else say what is missing)
    ASK = "ask"  # Escape on a whole hand: it is not thrown away; Escape again does it
    CANCEL = "cancel"  # Escape: throw the hand away
    NEXT = "next"  # after ASK, the first key of a new hand: record this one, then start the next with the key


class Why(StrEnum):
    """Why a key was not taken (:attr:`HandDraft.not_taken`): the panel says it in one short line."""

    NOT_A_SEAT = "not_a_seat"  # the declarer field: no seat's digit, 0 or a name's first letter
    NOT_A_CONTRACT = "not_a_contract"  # the contract field: no level, suit or misère
    NOT_A_CALL = "not_a_call"  # a call field: no whist, pass or half-whist
    NOT_A_COUNT = "not_a_count"  # a tricks field: no digit (or «без трёх» where it cannot be)
    HAND_WHOLE = "hand_whole"  # every field is typed: Enter records
    PAST_THE_FIELDS = "past_the_fields"  # Tab went past the last field, and one is still empty
    NOT_RECORDED = "not_recorded"  # a next hand's first key after Escape, but this hand cannot be recorded
    NO_WHIST_BACK = "no_whist_back"  # d1's whist after d2's half-whist, where the convention does not play it
    NO_PRIKUP = "no_prikup"  # the prikup key, where the convention does not count the prikup's tricks


class NotTaken(NamedTuple):
    """The last key typed, not taken: the key, why, and the field it was typed into."""

    key: str
    why: Why
    field: Field


@dataclass
class HandDraft:
    """One hand being entered: the fields so far, the field the next key goes to, and the hand they make.

    ``dealer`` is the seat dealing this hand as the table sees it (with four players he sits
    out); ``expected_dealer`` is who the ledger says deals, so a three-player hand dealt in turn
    does not repeat it. ``raspasy_run`` and ``number`` place the hand in the game, for the validator.
    """

    players: tuple[str, ...]
    convention: Convention
    raspasy_run: int = 0
    number: int = 1
    expected_dealer: int | None = None
    dealer: int | None = None
    kind: HandKind = HandKind.GAME
    declarer: int | None = None
    bid: Bid | None = None
    calls: list[Call | None] = field(default_factory=list)
    tricks: list[int | None] = field(default_factory=list)
    conceded: bool = False
    open: bool = False
    adjustment: AdjustmentHand | str | None = None  # the panel's table of amounts, or what is wrong with it
    prikup: int | None = None  # tricks the prikup sold the declarer (RULES §9.1)
    multiplier: int = 1  # played dark: 2 or 4 (RULES §9.8)
    focus: Field = DECLARER
    original: Hand | None = None  # the recorded hand being edited (see load)
    discard_asked: bool = False  # Escape was pressed on a whole hand: the next Escape throws it away
    not_taken: NotTaken | None = None  # the last key, when it was not taken
    _level: int | None = None  # a level typed, its suit not yet
    _ten: bool = False  # "1" typed in the contract: 10 needs its "0"
    _one: bool = False  # "1" typed in a tricks field: 1, or 10 with the next "0"
    _prikup_key: bool = False  # the prikup key typed: the next digit is its count
    _plan: SeatPlan | None = field(default=None, repr=False, compare=False)
    _plan_for: tuple[Any, ...] = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        self.calls = list(self.calls) or [None] * self.seats
        self.tricks = list(self.tricks) or [None] * self.seats
        if self.dealer is None:
            self.dealer = self.expected_dealer

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def seats(self) -> int:
        """Entries in ``calls`` and ``tricks`` (two players have the dummy's too)."""
        return seat_count(self.n)

    @property
    def declared(self) -> bool:
        """Whether the hand has a declarer and a contract: a game or a misère (not raspasy, not an adjustment)."""
        return self.kind in (HandKind.GAME, HandKind.MISERE)

    @property
    def may_concede(self) -> bool:
        """Whether the hand can be marked conceded («без трёх»): a game only, not raspasy or a misère."""
        return self.kind == HandKind.GAME

    # -- loading a hand to edit ----------------------------------------------------
    def load(self, hand: Hand) -> None:
        """Fill the fields from a recorded hand (to edit it). Keys typed then edit it as they enter a hand,
        from its contract (raspasy: from its first count; Shift+Tab reaches the declarer)."""
        self.original = hand
        self.kind = HandKind(hand.kind)
        if hand.dealer is not None:
            self.dealer = hand.dealer
        self.open = bool(hand.open)
        self.prikup = getattr(hand, "prikup", None)
        self.multiplier = getattr(hand, "multiplier", 1) or 1
        self.declarer = getattr(hand, "declarer", None)
        if hand.kind == HandKind.GAME:
            self.bid = hand.contract
            self.calls = list(hand.calls)
            self.conceded = hand.conceded
            self.tricks = list(hand.tricks) if hand.tricks else [None] * self.seats
        elif hand.kind == HandKind.MISERE:
            self.bid = MISERE
            self.tricks = [hand.tricks if seat == hand.declarer else None for seat in range(self.seats)]
        elif hand.kind == HandKind.RASPASY:
            self.tricks = list(hand.tricks)
        else:
            self.adjustment = hand
        order = self.fields()
        self.focus = CONTRACT if self.declared else order[1] if len(order) > 1 else DECLARER

    # -- who plays what (the ledger's rules, asked once per change) ----------------------
    def plan(self) -> SeatPlan:
        """The seats of the hand as typed so far (:func:`prefcount.entry.roles.plan_seats`), worked out again
        only when what they depend on has changed."""
        shape = (self.kind, self.declarer, self.dealer, tuple(self.calls), self.conceded, self.players, self.convention)
        if self._plan is None or shape != self._plan_for:
            self._plan_for = shape
            self._plan = plan_seats(
                self.convention, self.n, self.kind, self.declarer, self.dealer, shape[3], self.conceded
            )
        return self._plan

    def defenders(self) -> tuple[int, int] | None:
        """(first, second) to speak after the declarer, or None before the declarer is known."""
        return self.plan().pair

    def call_seats(self) -> list[int]:
        """Whose calls are asked for, in the order they speak: the defenders of a game, then a dealer who may
        return the whist."""
        return list(self.plan().asked)

    def played(self) -> bool:
        """Whether the game as entered so far is played out (under this convention), so that it has tricks."""
        return self.plan().played

    def trick_seats(self) -> list[int]:
        """Whose tricks are asked for, in the order they are typed: a game's declarer first, then the
        defenders as they speak; raspasy in seat order."""
        return list(self.plan().reporting)

    def auto_seat(self) -> int | None:
        """The count that fills itself in: the second defender's, on raspasy the last seat's, never a 4-player
        dealer's."""
        return self.plan().auto

    def seat_roles(self) -> list[SeatRole | None]:
        """The part each seat plays in the hand as entered so far (None: none to speak of)."""
        return list(self.plan().roles)

    def auto_tricks(self) -> int | None:
        """The filled-in count (the ledger's :func:`remaining_tricks`; may be below zero: then the
        validator says why), or None."""
        plan = self.plan()
        if plan.auto is None:
            return None
        return remaining_tricks(self.tricks[seat] for seat in plan.reporting if seat != plan.auto)

    def trick_count(self, seat: int) -> int | None:
        """A seat's tricks as they stand (the filled-in one included)."""
        plan = self.plan()
        if seat == plan.auto:
            return self.auto_tricks()
        return self.tricks[seat] if seat in plan.reporting else None

    # -- what the convention uses (RULES §9) --------------------------------------------
    def uses_prikup(self) -> bool:
        """Whether the hand may carry the tricks the prikup sold (the ledger's :func:`prikup_allowed`)."""
        return prikup_allowed(self.convention, self.kind)

    def uses_dark(self) -> bool:
        """Whether the hand may be played dark (the ledger's :func:`may_be_dark`)."""
        return may_be_dark(self.kind)

    # -- fields ------------------------------------------------------------------------
    def fields(self) -> list[Field]:
        """The fields to type into for this kind of hand, in order."""
        if self.kind == HandKind.ADJUSTMENT:
            return []
        order: list[Field] = [DECLARER]
        if self.declared:
            order.append(CONTRACT)
        plan = self.plan()
        order += [call_field(seat) for seat in plan.asked]
        order += [tricks_field(seat) for seat in plan.reporting if seat != plan.auto]
        return order

    def advance(self) -> None:
        """To the next field (or to "done": Enter records)."""
        order = self.fields()
        after = order[order.index(self.focus) + 1 :] if self.focus in order else order
        self.focus = after[0] if after else DONE
        self._one = False

    def back(self) -> None:
        """Shift+Tab: to the field before this one."""
        order = self.fields()
        if self.focus in order:
            index = order.index(self.focus)
            self.focus = order[max(0, index - 1)]
        elif order:
            self.focus = order[-1]
        self._level, self._ten, self._one = None, False, False

    def go_to(self, focus: Field) -> None:
        """The player clicked or tabbed into a field."""
        self.focus = focus
        self._level, self._ten, self._one = None, False, False

    # -- setting fields (keys and clicks alike) -----------------------------------------
    def set_kind(self, kind: HandKind | str) -> None:
        """The kind of hand (a widget may hand over the kind's file word: it is made a :class:`HandKind`)."""
        kind = HandKind(kind)
        if kind == self.kind:
            return
        self.kind = kind
        if kind == HandKind.MISERE:
            self.bid = MISERE
        elif self.bid is MISERE:
            self.bid = None
        self._tidy()

    def set_dealer(self, dealer: int | None) -> None:
        self.dealer = dealer
        self._tidy()

    def set_declarer(self, seat: int | None) -> None:
        self.declarer = seat
        if seat is not None and not self.declared:
            self.kind = HandKind.GAME
        self._tidy()

    def set_bid(self, bid: Bid | None) -> None:
        self.bid = bid
        if bid is MISERE:
            self.kind = HandKind.MISERE
        elif bid is not None:
            self.kind = HandKind.GAME
        self._tidy()

    def set_call(self, seat: int, call: Call | str | None) -> None:
        """A seat's call (a widget may hand over the call's file word: it is made a :class:`Call`)."""
        said = None if call is None else Call(call)
        self.calls[seat] = recorded_call(self.n, self.dealer, seat, said)  # a 4-player dealer's pass is no call
        self._tidy()

    def set_tricks(self, seat: int, count: int | None) -> None:
        self.tricks[seat] = count

    def set_tricks_text(self, seat: int, text: str) -> None:
        """A seat's tricks as a widget's text (typed or pasted there): :func:`count_typed`, else none."""
        self.set_tricks(seat, count_typed(text))

    def set_open(self, on: bool) -> None:
        """Played open (whists alike, RULES §3.1.3: the hand keeps it for display only, FORMAT.md)."""
        self.open = on

    def set_conceded(self, conceded: bool) -> None:
        self.conceded = conceded
        self._tidy()

    def set_prikup(self, count: int | None) -> None:
        self.prikup = count

    def set_multiplier(self, multiplier: int) -> None:
        self.multiplier = multiplier

    def _tidy(self) -> None:
        """Forget what no longer applies: calls of seats not defending, tricks nobody reports."""
        asked = self.call_seats()
        for seat in range(self.seats):
            if seat not in asked and self.calls[seat] is not None:
                self.calls[seat] = None
        seats = self.trick_seats()
        auto = self.auto_seat()
        for seat in range(self.seats):
            if seat not in seats or seat == auto:
                self.tricks[seat] = None
        if not self.uses_prikup():
            self.prikup = None
        if not self.uses_dark():
            self.multiplier = 1
        if self.focus not in self.fields() and self.focus != DONE:
            self.focus = self.fields()[0] if self.fields() else DONE

    # -- keys ----------------------------------------------------------------------------
    def press(self, key: str) -> Press:
        """One key of the hand, in the order typed: a character, or :data:`ENTER`, :data:`ESCAPE`,
        :data:`TAB`, :data:`BACKTAB` or :data:`BACKSPACE`. Never raises: a key that means nothing is ignored
        (and :attr:`not_taken` says why).

        Enter asks to record the hand; Escape throws it away — a whole hand only at a second Escape
        (the first one says so): one stray key must not lose what was typed. After that first Escape a
        key that starts a hand (a seat, 0, a name's first letter) is the next hand's first key: this hand
        is recorded first (:data:`Press.NEXT`), so keys typed ahead land in their own hand, never in this
        one. Any other key takes the question back, so no key typed ahead ever answers it.
        """
        self.not_taken = None
        if key == ESCAPE:
            if self.discard_asked or not self.worth_asking():
                return Press.CANCEL
            self.discard_asked = True
            return Press.ASK
        if self.discard_asked and starts_a_hand(key, self.players):
            self.discard_asked = False
            return Press.NEXT
        self.discard_asked = False
        if key == ENTER:
            return Press.RECORD
        if self.kind == HandKind.ADJUSTMENT:  # typed into the table of amounts, not into fields
            return Press.IGNORED
        if key == TAB:
            self.advance()
        elif key == BACKTAB:
            self.back()
        elif key == BACKSPACE:
            self.backspace()
        elif len(key) != 1 or not self.key(key):
            return Press.IGNORED
        return Press.USED

    def worth_asking(self) -> bool:
        """Whether throwing the hand away should be asked first: it is whole (and, when editing, changed)."""
        hand = self._whole_hand()
        return hand is not None and hand != self.original

    def blank(self) -> bool:
        """Nothing typed or chosen yet: a new hand as it opened."""
        return (
            self.original is None
            and self.kind == HandKind.GAME
            and self.declarer is None
            and self.bid is None
            and self._level is None
            and not self._ten
            and self.dealer == self.expected_dealer
            and not self.open
        )

    def key(self, text: str) -> bool:
        """A character typed into the field in focus; True when the entry used (or swallowed) it.

        A printable key that means nothing in the field is swallowed (so it never lands in another
        widget), and :attr:`not_taken` says why; anything else is left to the panel.
        """
        text = text.lower()
        if len(text) != 1:
            return False
        where = self.focus
        if self._extra_key(text) or self._returned_whist_key(text):
            return True
        what = where.kind
        if what == FieldKind.DECLARER:
            used = self._declarer_key(text)
        elif what == FieldKind.CONTRACT:
            used = self._contract_key(text)
        elif what == FieldKind.CALL and where.seat is not None:
            used = self._call_key(where.seat, text)
        elif what == FieldKind.TRICKS and where.seat is not None:
            used = self._tricks_key(where.seat, text)
        else:
            used = False
        if not used and text.isprintable() and not text.isspace():
            self.not_taken = NotTaken(text, self._why_not(text, where), where)
        return used or (what != FieldKind.DONE and text.isprintable())

    def _why_not(self, text: str, where: Field) -> Why:
        """Why ``text`` typed into ``where`` was not taken."""
        if text in PRIKUP_KEYS and where.kind in (FieldKind.CALL, FieldKind.TRICKS, FieldKind.DONE):
            return Why.NO_PRIKUP if self.kind == HandKind.GAME else Why.HAND_WHOLE
        if CALL_KEYS.get(text) == Call.WHIST and where == DONE and self._half_whist_after_pass():
            return Why.NO_WHIST_BACK
        if where.kind == FieldKind.DONE:
            return Why.HAND_WHOLE if self._whole_hand() is not None else Why.PAST_THE_FIELDS
        return {
            FieldKind.DECLARER: Why.NOT_A_SEAT,
            FieldKind.CONTRACT: Why.NOT_A_CONTRACT,
            FieldKind.CALL: Why.NOT_A_CALL,
        }.get(where.kind, Why.NOT_A_COUNT)

    def _whole_hand(self) -> Hand | None:
        """The hand the fields make when it is whole; None while a field is missing or no hand can hold them."""
        try:
            hand = self.build()
        except (LedgerError, ValueError):
            return None
        return None if isinstance(hand, Missing) else hand

    def _half_whist_after_pass(self) -> bool:
        """d1 passed and d2 said half-whist: where a table may take the whist back (RULES §11.5)."""
        pair = self.defenders()
        return pair is not None and (self.calls[pair[0]], self.calls[pair[1]]) == (Call.PASS, Call.HALF_WHIST)

    def _extra_key(self, text: str) -> bool:
        """The prikup («к2») and dark («т») keys, typed anywhere after the contract."""
        if self._prikup_key:
            self._prikup_key = False
            if text in DIGITS:
                self.set_prikup(DIGITS[text])
                return True
        if self.focus.kind not in (FieldKind.CALL, FieldKind.TRICKS, FieldKind.DONE):
            return False
        if text in PRIKUP_KEYS and self.uses_prikup():
            self._prikup_key = True
            return True
        if text in DARK_KEYS and self.uses_dark():
            self.set_multiplier(MULTIPLIERS[(MULTIPLIERS.index(self.multiplier) + 1) % len(MULTIPLIERS)])
            return True
        return False

    def _takes_whist_back(self, text: str) -> bool:
        """Whether ``text`` is d1's whist typed after d2's half-whist, as the table speaks (pass, half-whist,
        whist: «возврат виста», RULES §11.5), where the ledger lets d1 take it back (:func:`may_take_whist_back`).
        The hand stands whole at that point (the focus on "done"): only this key reopens it."""
        if self.focus != DONE or CALL_KEYS.get(text.lower()) != Call.WHIST or self.kind != HandKind.GAME:
            return False
        if self.declarer is None or not isinstance(self.bid, Contract):
            return False
        probe = GameHand.model_construct(
            declarer=self.declarer,
            contract=self.bid,
            calls=tuple(self.calls),
            conceded=self.conceded,
            dealer=self.dealer,
        )
        return may_take_whist_back(self.convention, self.n, probe)

    def _returned_whist_key(self, text: str) -> bool:
        """d1's pass becomes a whist after d2's half-whist (:meth:`_takes_whist_back`) and the tricks are
        asked for; anywhere else the key means what it means in its field."""
        if not self._takes_whist_back(text):
            return False
        first, second = cast(tuple[int, int], self.defenders())
        self.set_call(first, Call.WHIST)
        self.focus = call_field(second)
        self.advance()
        return True

    def backspace(self) -> None:
        """Clear the field in focus."""
        where = self.focus
        self._level, self._ten, self._one = None, False, False
        if where.kind == FieldKind.CONTRACT:
            self.set_bid(None)
        elif where.kind == FieldKind.TRICKS and where.seat is not None:
            self.tricks[where.seat] = None
        elif where.kind == FieldKind.CALL and where.seat is not None:
            self.set_call(where.seat, None)
        elif where.kind == FieldKind.DECLARER:
            self.set_declarer(None)

    def _declarer_key(self, text: str) -> bool:
        if text in RASPASY_KEYS:
            self.declarer = None
            self.set_kind(HandKind.RASPASY)
            self.advance()
            return True
        seat = declarer_key(text, self.players)
        if seat is None:
            return False
        self.set_declarer(seat)
        self.focus = DECLARER
        self.advance()
        return True

    def _contract_key(self, text: str) -> bool:
        if self._ten and text == "0":
            self._ten, self._level = False, 10
            return True
        if self._level is not None and text in SUIT_KEYS:
            suit = SUIT_KEYS[text]
            bid = next(b for b in BIDS if getattr(b, "suit", None) == suit and b.level == self._level)
            self._level = None
            self.set_bid(bid)
            self.focus = CONTRACT
            self.advance()
            return True
        if text in LEVEL_KEYS:
            self._level, self._ten = LEVEL_KEYS[text], False
            return True
        if text == "1":
            self._ten, self._level = True, None
            return True
        if text in MISERE_KEYS:
            self._level = None
            self.set_bid(MISERE)
            self.focus = CONTRACT
            self.advance()
            return True
        return False

    def _call_key(self, seat: int, text: str) -> bool:
        said = CALL_KEYS.get(text)
        if said is None:
            return False
        self.set_call(seat, said)
        self.focus = call_field(seat)
        self.advance()
        return True

    def _tricks_key(self, seat: int, text: str) -> bool:
        if text in CONCEDE_KEYS and self.may_concede:
            self.set_conceded(not self.conceded)
            self.focus = DONE
            return True
        if text not in DIGITS:
            return False
        if self._one:
            self._one = False
            if text == "0":
                self.tricks[seat] = 10
                self.advance()
                return True
            self.advance()  # that "1" was a one; this digit is the next field's
            where = self.focus
            return where.kind == FieldKind.TRICKS and where.seat is not None and self._tricks_key(where.seat, text)
        self.tricks[seat] = DIGITS[text]
        if text == "1":
            self._one = True  # 1 or 10: wait for the next key
            return True
        self.advance()
        return True

    # -- the hand (prefcount.entry.hand) -----------------------------------------------------
    def hand_dealer(self) -> int | None:
        """The dealer to record (the ledger's :func:`recorded_dealer`): none for a hand of two or three
        players dealt in turn."""
        return recorded_dealer(self.n, self.dealer, self.expected_dealer)

    def build(self) -> Hand | Missing:
        """The hand the fields make, or :class:`Missing` for what is still needed (:func:`~prefcount.entry.hand.build`:
        raises :class:`LedgerError` or ValueError for fields no hand can hold)."""
        return build(self)

    def check(self) -> Checked:
        """The hand as the fields stand, built and checked once (:func:`prefcount.entry.hand.check`)."""
        return check(self)

    def problems(self) -> list[Problem]:
        """What the ledger's validator says of the hand so far (:meth:`check`)."""
        return self.check().problems
