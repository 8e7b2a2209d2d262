"""Entering one hand from the keyboard: a small state machine, without Qt.

Every key of a hand comes here, in order, through one place (the main window's key
owner, ``prefcount.ui.game.type_ahead``); the hand panel only shows an :class:`HandDraft`
(DESIGN.md convention 14). The entry knows which field is next, what each key means
there, what Enter and Escape do (:meth:`HandDraft.press`), and which hand the fields make.
A typical hand is eight keys (``1 7 ч в п 7 2 Enter``): the declarer's seat (or the
first letter of the name; ``0`` for raspasy), the level and the suit, each defender's
call, the declarer's and the first defender's tricks — the last count fills itself in.
Keys are accepted by meaning and by position, on a Latin or a Cyrillic layout
(п — пики and пас, ч — черви, в — вист; the Latin key under each Cyrillic letter works too).

Who reports tricks, which seats hold cards, whether a hand was played and which count
fills itself in are the ledger's rules; the entry only asks. Problems come from the
ledger's one validator, checked against the sheet as it stood before the hand, so a
keystroke never re-scores the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, cast

from pydantic import ValidationError

from prefcount.ledger import (
    BIDS,
    MISERE,
    AdjustmentHand,
    Convention,
    GameHand,
    Hand,
    HandKind,
    LedgerError,
    MisereHand,
    RaspasyHand,
)
from prefcount.ledger.hands import (
    DUMMY,
    MULTIPLIERS,
    Bid,
    Call,
    Contract,
    active_seats,
    call_seats,
    dealer_takes_tricks,
    defenders,
    last_count_seat,
    may_be_dark,
    may_take_whist_back,
    prikup_allowed,
    recorded_call,
    recorded_dealer,
    remaining_tricks,
    seat_count,
    trick_seats,
    was_played,
)
from prefcount.ledger.validation import Problem, ProblemCode, check_hand

SUIT_KEYS: dict[str, str] = {
    key: suit
    for suit, keys in {"S": "sып♠1", "C": "cстк♣2", "D": "dвб♦3", "H": "hрч♥4", "NT": "nн5"}.items()
    for key in keys
}
MISERE_KEYS = frozenset("mмь")
RASPASY_KEYS = frozenset("0")
CALL_KEYS: dict[str, Call] = {
    key: call
    for call, keys in {Call.WHIST: "wцв1+", Call.PASS: "pзп0-", Call.HALF_WHIST: "hр/½5"}.items()
    for key in keys
}
LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9}
#: The digits a count is typed with. Only these: ``str.isdigit`` also says yes to '²' (a key of its own on
#: AZERTY keyboards) or '٣', which ``int`` then refuses — such a key is an unknown key like any other.
DIGITS = {str(digit): digit for digit in range(10)}
#: in a tricks field: the declarer gave up, «без трёх»
CONCEDE_KEYS = frozenset("bб-и")
#: after the contract, anywhere: the prikup sold tricks (a digit follows), RULES §9.1
PRIKUP_KEYS = frozenset("kк")
#: after the contract (or on raspasy), anywhere: played dark, ×2; again ×4; again ×1 (RULES §9.8), stepping
#: through the ledger's MULTIPLIERS
DARK_KEYS = frozenset("dт")

#: Keys that are not characters, as :meth:`HandDraft.press` takes them.
ENTER, ESCAPE, TAB, BACKTAB, BACKSPACE = "enter", "escape", "tab", "backtab", "backspace"


def count_typed(text: str) -> int | None:
    """A count typed (or pasted) into a tricks field by other means than :meth:`HandDraft.press`: the digits of
    :data:`DIGITS` only ('²' is no count), a minus allowed in front (the validator then says why it cannot be)."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits or any(digit not in DIGITS for digit in digits):
        return None
    return int(text)


class SeatRole(StrEnum):
    """The part a seat plays in the hand as entered so far (:meth:`HandDraft.seat_roles`); the hand panel words it."""

    DUMMY = "dummy"  # two players: the third hand (болван), nobody's seat
    DEALER_MAY_RETURN_WHIST = "dealer_may_return_whist"  # the 4-player dealer after both passed (RULES §9.3)
    DEALER_TAKES_TRICKS = "dealer_takes_tricks"  # the 4-player dealer on raspasy, the prikup's tricks (§9.2)
    DEALER_SITS_OUT = "dealer_sits_out"  # the 4-player dealer holds no cards
    DECLARER = "declarer"
    LONE_DEFENDER = "lone_defender"  # two players: the other player whists or passes (RULES §10)
    FIRST_DEFENDER = "first_defender"  # speaks first
    SECOND_DEFENDER = "second_defender"  # speaks second


class Press(StrEnum):
    """What a key did (:meth:`HandDraft.press`): the hand panel records, closes or asks accordingly."""

    USED = "used"  # changed a field (or was swallowed: a key that means nothing where it was typed)
    IGNORED = "ignored"  # not a hand key (the adjustment table's, a key with no character)
    RECORD = "record"  # Enter: record the hand if it is whole (else say what is missing)
    ASK = "ask"  # Escape on a whole hand: it is not thrown away; Escape again does it
    CANCEL = "cancel"  # Escape: throw the hand away
    NEXT = "next"  # after ASK, the first key of a new hand: record this one, then start the next with the key


#: What a field is: ``("declarer",)``, ``("contract",)``, ``("call", seat)``, ``("tricks", seat)``, ``("done",)``.
Field = tuple[Any, ...]
DECLARER: Field = ("declarer",)
CONTRACT: Field = ("contract",)
DONE: Field = ("done",)

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


@dataclass(frozen=True)
class Missing:
    """What the entry still needs: ``what`` is "declarer", "contract", "call" (of ``seat``) or "tricks"."""

    what: str
    seat: int | None = None


@dataclass
class HandDraft:
    """One hand being entered: the fields so far, the field the next key goes to, and the hand they make.

    ``dealer`` is the seat dealing this hand as the table sees it (with four players he sits
    out); ``expected_dealer`` is who the ledger says deals, so a three-player hand dealt in turn
    does not repeat it. ``extra`` holds further hand fields (set by the dialog) passed to the hand as
    they are. ``raspasy_run`` and ``number`` place the hand in the game, for the validator.
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
    adjustment: AdjustmentHand | str | None = None  # the dialog's table of amounts, or what is wrong with it
    extra: dict[str, Any] = field(default_factory=dict)
    prikup: int | None = None  # tricks the prikup sold the declarer (RULES §9.1)
    multiplier: int = 1  # played dark: 2 or 4 (RULES §9.8)
    focus: Field = DECLARER
    original: Hand | None = None  # the recorded hand being edited (see load)
    discard_asked: bool = False  # Escape was pressed on a whole hand: the next Escape throws it away
    _level: int | None = None  # a level typed, its suit not yet
    _ten: bool = False  # "1" typed in the contract: 10 needs its "0"
    _one: bool = False  # "1" typed in a tricks field: 1, or 10 with the next "0"
    _prikup_key: bool = False  # the prikup key typed: the next digit is its count

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
        """Fill the fields from a recorded hand (to edit it); keys typed then enter it again from the declarer."""
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
        self.focus = DECLARER

    # -- who plays what (the ledger's rules) -----------------------------------------
    def defenders(self) -> tuple[int, int] | None:
        """(first, second) to speak after the declarer, or None before the declarer is known."""
        if self.declarer is None or self.kind != HandKind.GAME:
            return None
        return defenders(self.declarer, self.n, self.dealer)

    # -- what the convention uses (RULES §9) --------------------------------------------
    def uses_prikup(self) -> bool:
        """Whether the hand may carry the tricks the prikup sold (the ledger's :func:`prikup_allowed`)."""
        return prikup_allowed(self.convention, self.kind)

    def uses_dark(self) -> bool:
        """Whether the hand may be played dark (the ledger's :func:`may_be_dark`)."""
        return may_be_dark(self.kind)

    def dealer_takes_tricks(self) -> bool:
        """Whether the 4-player dealer's prikup tricks are recorded on raspasy (the ledger's rule, §9.2)."""
        return dealer_takes_tricks(self.convention, self.n)

    def call_seats(self) -> list[int]:
        """Whose calls are asked for, in the order they speak (the ledger's :func:`call_seats`): the
        defenders of a game, then a dealer who may return the whist."""
        if self.declarer is None or self.kind != HandKind.GAME:
            return []
        return list(call_seats(self.convention, self.n, self.declarer, self.dealer, self.calls))

    def played(self) -> bool:
        """Whether the game as entered so far is played out, so that it has tricks."""
        calls = [self.calls[seat] for seat in self.call_seats()]
        return bool(calls) and was_played(calls, self.conceded, self.convention)

    def trick_seats(self) -> list[int]:
        """Whose tricks are asked for (the ledger's :func:`trick_seats`), in the order they are typed:
        a game's declarer first, then the defenders as they speak; raspasy in seat order."""
        probe = self._probe()
        if probe is None or (self.kind == HandKind.GAME and not self.played()):  # played as the convention says
            return []
        seats = trick_seats(probe, self.n, self.dealer_takes_tricks())
        if self.kind == HandKind.GAME and self.declarer is not None:
            order = [self.declarer, *(self.defenders() or ())]
            return [seat for seat in order if seat in seats]
        return list(seats)

    def _probe(self) -> GameHand | MisereHand | RaspasyHand | None:
        """A hand of this kind with the fields so far, unchecked: what the ledger's seat rules look at."""
        common = {"dealer": self.dealer, **self.extra}
        if self.kind == HandKind.RASPASY:
            return RaspasyHand.model_construct(tricks=(None,) * self.seats, **common)
        if self.declarer is None:
            return None
        if self.kind == HandKind.MISERE:
            return MisereHand.model_construct(declarer=self.declarer, tricks=0, **common)
        if self.kind == HandKind.GAME:
            return GameHand.model_construct(
                declarer=self.declarer,
                contract=cast(Contract, self.bid or BIDS[0]),
                calls=tuple(self.calls),
                conceded=self.conceded,
                **common,
            )
        return None

    def auto_seat(self) -> int | None:
        """The count that fills itself in (the ledger's :func:`last_count_seat`): the second defender's,
        on raspasy the last seat's, never a 4-player dealer's."""
        probe = self._probe()
        if probe is None:
            return None
        return last_count_seat(probe, self.n, self.dealer_takes_tricks())

    def auto_tricks(self) -> int | None:
        """The filled-in count (the ledger's :func:`remaining_tricks`; may be below zero: then the
        validator says why), or None."""
        auto = self.auto_seat()
        if auto is None:
            return None
        return remaining_tricks(self.tricks[seat] for seat in self.trick_seats() if seat != auto)

    def trick_count(self, seat: int) -> int | None:
        """A seat's tricks as they stand (the filled-in one included)."""
        if seat == self.auto_seat():
            return self.auto_tricks()
        return self.tricks[seat] if seat in self.trick_seats() else None

    def seat_roles(self) -> list[SeatRole | None]:
        """The part each seat plays in the hand as entered so far (None: none to speak of): the dummy, a
        4-player dealer (who holds no cards, unless he may return the whist or takes the prikup's tricks on
        raspasy), the declarer of a game or a misère, the defenders in the order they speak."""
        asked, seats, pair = self.call_seats(), self.trick_seats(), self.defenders()
        active = active_seats(self.n, self.dealer)
        roles: list[SeatRole | None] = []
        for seat in range(self.seats):
            role: SeatRole | None = None
            if self.n == 2 and seat == DUMMY:
                role = SeatRole.DUMMY
            elif seat not in active:  # the 4-player dealer
                if seat in asked:
                    role = SeatRole.DEALER_MAY_RETURN_WHIST
                elif self.kind == HandKind.RASPASY and seat in seats:
                    role = SeatRole.DEALER_TAKES_TRICKS
                else:
                    role = SeatRole.DEALER_SITS_OUT
            elif self.declared and seat == self.declarer:
                role = SeatRole.DECLARER
            elif pair and seat == pair[0]:
                role = SeatRole.LONE_DEFENDER if self.n == 2 else SeatRole.FIRST_DEFENDER
            elif pair and seat == pair[1]:
                role = SeatRole.SECOND_DEFENDER
            roles.append(role)
        return roles

    # -- fields ------------------------------------------------------------------------
    def fields(self) -> list[Field]:
        """The fields to type into for this kind of hand, in order."""
        if self.kind == HandKind.ADJUSTMENT:
            return []
        order: list[Field] = [DECLARER]
        if self.declared:
            order.append(CONTRACT)
        order += [("call", seat) for seat in self.call_seats()]
        auto = self.auto_seat()
        order += [("tricks", seat) for seat in self.trick_seats() if seat != auto]
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
        :data:`TAB`, :data:`BACKTAB` or :data:`BACKSPACE`. Never raises: a key that means nothing is ignored.

        Enter asks to record the hand; Escape throws it away — a whole hand only at a second Escape
        (the first one says so): one stray key must not lose what was typed. After that first Escape a
        key that starts a hand (a seat, 0, a name's first letter) is the next hand's first key: this hand
        is recorded first (:data:`Press.NEXT`), so keys typed ahead land in their own hand, never in this
        one. Any other key takes the question back, so no key typed ahead ever answers it.
        """
        if key == ESCAPE:
            if self.discard_asked or not self.worth_asking():
                return Press.CANCEL
            self.discard_asked = True
            return Press.ASK
        if self.discard_asked and self.starts_a_hand(key):
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

    def starts_a_hand(self, key: str) -> bool:
        """Whether ``key`` is one a new hand's first field takes: a seat's digit, 0 (raspasy), or the first
        letter of exactly one player's name."""
        key = key.lower()
        if len(key) != 1:
            return False
        if key in RASPASY_KEYS or (key in DIGITS and 1 <= DIGITS[key] <= self.n):
            return True
        return sum(name.lower().startswith(key) for name in self.players) == 1

    def worth_asking(self) -> bool:
        """Whether throwing the hand away should be asked first: it is whole (and, when editing, changed)."""
        try:
            hand = self.build()
        except (LedgerError, ValueError):
            return False
        return not isinstance(hand, Missing) and hand != self.original

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

        A printable key that means nothing in the field is swallowed (so it never lands
        in another widget); anything else is left to the dialog.
        """
        text = text.lower()
        if len(text) != 1:
            return False
        what = self.focus[0]
        if self._extra_key(text) or self._returned_whist_key(text):
            return True
        if what == "declarer":
            used = self._declarer_key(text)
        elif what == "contract":
            used = self._contract_key(text)
        elif what == "call":
            used = self._call_key(self.focus[1], text)
        elif what == "tricks":
            used = self._tricks_key(self.focus[1], text)
        else:
            return False
        return used or text.isprintable()

    def _extra_key(self, text: str) -> bool:
        """The prikup («к2») and dark («т») keys, typed anywhere after the contract."""
        if self._prikup_key:
            self._prikup_key = False
            if text in DIGITS:
                self.set_prikup(DIGITS[text])
                return True
        if self.focus[0] not in ("call", "tricks", "done"):
            return False
        if text in PRIKUP_KEYS and self.uses_prikup():
            self._prikup_key = True
            return True
        if text in DARK_KEYS and self.uses_dark():
            self.set_multiplier(MULTIPLIERS[(MULTIPLIERS.index(self.multiplier) + 1) % len(MULTIPLIERS)])
            return True
        return False

    def takes_whist_back(self, text: str) -> bool:
        """Whether ``text`` is d1's whist typed after d2's half-whist, as the table speaks (pass, half-whist,
        whist: «возврат виста», RULES §11.5), where the ledger lets d1 take it back (:func:`may_take_whist_back`).
        The hand is then over as it stands (the focus on "done"), so a form asks this before it lets such a key
        go by."""
        if self.focus != DONE or CALL_KEYS.get(text.lower()) != Call.WHIST or self.kind != HandKind.GAME:
            return False
        probe = self._probe()
        return (
            isinstance(probe, GameHand)
            and isinstance(self.bid, Contract)
            and may_take_whist_back(self.convention, self.n, probe)
        )

    def _returned_whist_key(self, text: str) -> bool:
        """d1's pass becomes a whist after d2's half-whist (:meth:`takes_whist_back`) and the tricks are
        asked for; anywhere else the key means what it means in its field."""
        if not self.takes_whist_back(text):
            return False
        first, second = cast(tuple[int, int], self.defenders())
        self.set_call(first, Call.WHIST)
        self.focus = ("call", second)
        self.advance()
        return True

    def backspace(self) -> None:
        """Clear the field in focus."""
        what = self.focus[0]
        self._level, self._ten, self._one = None, False, False
        if what == "contract":
            self.set_bid(None)
        elif what == "tricks":
            self.tricks[self.focus[1]] = None
        elif what == "call":
            self.set_call(self.focus[1], None)
        elif what == "declarer":
            self.set_declarer(None)

    def _declarer_key(self, text: str) -> bool:
        seat = None
        if text in DIGITS and 1 <= DIGITS[text] <= self.n:
            seat = DIGITS[text] - 1
        elif text in RASPASY_KEYS:
            self.declarer = None
            self.set_kind(HandKind.RASPASY)
            self.advance()
            return True
        else:
            matches = [s for s, name in enumerate(self.players) if name.lower().startswith(text)]
            if len(matches) == 1:
                seat = matches[0]
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
        call = CALL_KEYS.get(text)
        if call is None:
            return False
        self.set_call(seat, call)
        self.focus = ("call", seat)
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
            return self.focus[0] == "tricks" and self._tricks_key(self.focus[1], text)
        self.tricks[seat] = DIGITS[text]
        if text == "1":
            self._one = True  # 1 or 10: wait for the next key
            return True
        self.advance()
        return True

    # -- the hand -------------------------------------------------------------------------
    def hand_dealer(self) -> int | None:
        """The dealer to record (the ledger's :func:`recorded_dealer`): none for a hand of two or three
        players dealt in turn."""
        return recorded_dealer(self.n, self.dealer, self.expected_dealer)

    def build(self) -> Hand | Missing:
        """The hand the fields make, or :class:`Missing` for what is still needed.

        Raises :class:`LedgerError` for fields no hand can hold — the ledger's own error where the hand's
        validation gave one (a contract it refused), else a ValueError with the validation's first reason.
        """
        try:
            return self._build(complete=True)
        except ValidationError as error:
            first = error.errors()[0]
            reason = first.get("ctx", {}).get("error")
            if isinstance(reason, LedgerError):
                raise reason from None
            raise ValueError(first["msg"]) from None

    def _build(self, complete: bool) -> Hand | Missing:
        """The hand of the fields; with ``complete`` False, stand-ins for the fields not typed yet
        (so what is typed so far can be checked), else :class:`Missing` for the first of them."""
        if self.kind == HandKind.ADJUSTMENT:
            return self._adjustment_hand()
        if self.kind == HandKind.RASPASY:
            return self._raspasy_hand(complete)
        if self.declarer is None:
            return Missing("declarer")
        if self.kind == HandKind.MISERE:
            return self._misere_hand(self.declarer, complete)
        return self._game_hand(self.declarer, complete)

    def _common_fields(self) -> dict[str, Any]:
        """What every kind of hand but an adjustment carries: the dealer to record, open play, and the
        multiplier of a hand played dark (RULES §9.8)."""
        common: dict[str, Any] = {"dealer": self.hand_dealer(), "open": self.open, **self.extra}
        if self.multiplier != 1 and self.uses_dark():
            common["multiplier"] = self.multiplier
        return common

    def _adjustment_hand(self) -> Hand | Missing:
        """The table of amounts as the panel read it (RULES §8): the dealer as recorded, nothing else of ours."""
        if self.adjustment is None or isinstance(self.adjustment, str):
            return Missing("adjustment")
        return self.adjustment.model_copy(update={"dealer": self.hand_dealer()})

    def _counts(self, complete: bool) -> tuple[int | None, ...] | Missing:
        """Every seat's tricks (None for a seat that reports none), or :class:`Missing` while one is not typed."""
        seats = self.trick_seats()
        counts = tuple(self.trick_count(seat) if seat in seats else None for seat in range(self.seats))
        if complete and any(counts[seat] is None for seat in seats):
            return Missing("tricks")
        return counts

    def _raspasy_hand(self, complete: bool) -> Hand | Missing:
        """Raspasy (RULES §5): everybody's tricks."""
        counts = self._counts(complete)
        if isinstance(counts, Missing):
            return counts
        return RaspasyHand(tricks=counts, **self._common_fields())

    def _misere_hand(self, declarer: int, complete: bool) -> Hand | Missing:
        """A misère (RULES §6): the tricks the declarer took (none yet counts as none)."""
        taken = self.trick_count(declarer)
        if taken is None and complete:
            return Missing("tricks")
        return MisereHand(declarer=declarer, tricks=taken or 0, **self._common_fields())

    def _game_hand(self, declarer: int, complete: bool) -> Hand | Missing:
        """A trick game (RULES §3): the contract, the defenders' calls, the tricks when it was played out,
        and what the prikup sold (RULES §9.1)."""
        contract = self._contract(complete)
        if isinstance(contract, Missing):
            return contract
        calls = self._calls(complete)
        if isinstance(calls, Missing):
            return calls
        played = self._counts(complete) if self.trick_seats() else None
        if isinstance(played, Missing):
            return played
        common = self._common_fields()
        if self.prikup is not None and self.uses_prikup():
            common["prikup"] = self.prikup
        return GameHand(
            declarer=declarer, contract=contract, calls=calls, tricks=played, conceded=self.conceded, **common
        )

    def _contract(self, complete: bool) -> Contract | Missing:
        """The contract typed; before it is, any contract (what is typed so far is checked without it)."""
        bid = self.bid
        if bid is not None and bid is not MISERE:
            return cast(Contract, bid)
        return Missing("contract") if complete else cast(Contract, BIDS[0])

    def _calls(self, complete: bool) -> tuple[Call | None, ...] | Missing:
        """Each seat's call: every defender's asked for (a dealer who may return the whist and said
        nothing did not); before one is typed, a whist, the likeliest call, keeps the others from looking wrong."""
        calls: list[Call | None] = list(self.calls)
        for seat in self.call_seats():
            if calls[seat] is not None or seat == self.dealer:
                continue
            if complete:
                return Missing("call", seat)
            calls[seat] = Call.WHIST
        return tuple(calls)

    def problems(self) -> list[Problem]:
        """What the ledger's validator says of the hand so far.

        While fields are still empty, only what is already impossible (a 4-player dealer
        declaring, a half-whist by the first to speak, Stalingrad…), never "still missing".
        """
        complete = True
        try:
            hand = self._build(complete=True)
            if isinstance(hand, Missing):
                complete = False
                hand = self._build(complete=False)
        except (LedgerError, ValueError):
            return []
        if isinstance(hand, Missing):
            return []
        found = check_hand(self.players, self.convention, hand, self.raspasy_run, self.number)
        if complete:
            return found
        ignore = _STILL_EMPTY if self.bid is not None else _STILL_EMPTY | _ABOUT_THE_CONTRACT
        return [problem for problem in found if problem.code not in ignore]
