"""What the hand panel says: each seat's part, what the field in focus asks, why a key was not taken."""

from __future__ import annotations

from prefcount.entry.draft import NotTaken, Why
from prefcount.entry.fields import Field, FieldKind, Missing
from prefcount.entry.roles import SeatRole
from prefcount.ledger import AdjustmentHand, HandKind, LedgerError
from prefcount.words.hands import dummy_name, seat_names
from prefcount.words.i18n import QT_TRANSLATE_NOOP, translate
from prefcount.words.options import describe_value, option_label

# how the panel words each seat's part in the hand (HandDraft.seat_roles), after «2. Борис — »
ROLE_WORDS: dict[SeatRole, str] = {
    SeatRole.DEALER_MAY_RETURN_WHIST: QT_TRANSLATE_NOOP("HandPanel", "deals, may return the whist"),
    SeatRole.DEALER_TAKES_TRICKS: QT_TRANSLATE_NOOP("HandPanel", "deals, takes the prikup's tricks"),
    SeatRole.DEALER_SITS_OUT: QT_TRANSLATE_NOOP("HandPanel", "deals, sits out"),
    SeatRole.DECLARER: QT_TRANSLATE_NOOP("HandPanel", "declarer"),
    SeatRole.LONE_DEFENDER: QT_TRANSLATE_NOOP("HandPanel", "whists or passes"),
    SeatRole.FIRST_DEFENDER: QT_TRANSLATE_NOOP("HandPanel", "speaks first"),
    SeatRole.SECOND_DEFENDER: QT_TRANSLATE_NOOP("HandPanel", "speaks second"),
}


def seat_label(players: tuple[str, ...], seat: int, role: SeatRole | None) -> str:
    """«2. Борис — speaks first»: the seat, the player and the part he plays in this hand (the dummy: its name)."""
    if role == SeatRole.DUMMY:
        return dummy_name()
    words = ROLE_WORDS.get(role) if role is not None else None
    return f"{seat + 1}. {players[seat]}" + (f" — {translate('HandPanel', words)}" if words else "")


def field_question(
    field: Field | Missing, players: tuple[str, ...], kind: HandKind | None, adjustment: AdjustmentHand | str | None
) -> str:
    """The question a field asks: whose call, whose tricks, which contract… ("" when every field is typed)."""
    what, seat = field
    names = seat_names(players)
    name = names[seat] if seat is not None and seat < len(names) else ""
    if what == FieldKind.DECLARER:
        return translate(
            "HandPanel", "Who played? Press the seat number or the first letter of the name (0 — raspasy)."
        )
    if what == FieldKind.CONTRACT:
        return translate("HandPanel", "Which contract? Type the level and the suit, e.g. 7 h.")
    if what == FieldKind.CALL and name:
        return translate("HandPanel", "What did {name} say: whist, pass or half-whist?").format(name=name)
    if what == FieldKind.ADJUSTMENT:
        return adjustment if isinstance(adjustment, str) else ""
    if what == FieldKind.DONE:
        return ""
    if kind == HandKind.MISERE:
        return translate("HandPanel", "How many tricks did the misère player take?")
    if name:
        return translate("HandPanel", "How many tricks did {name} take?").format(name=name)
    return translate("HandPanel", "Enter the tricks.")


def not_taken_words(not_taken: NotTaken) -> str:
    """One short line saying why a key was not taken."""
    key, why, _where = not_taken
    if why == Why.NO_WHIST_BACK:
        return translate(
            "HandPanel", "«{key}»: the whist is taken back after a half-whist only with “{option}: {value}”."
        ).format(
            key=key,
            option=option_label("returned_whist", translate),
            value=describe_value("returned_whist", "half_whister_out", translate),
        )
    if why == Why.NO_PRIKUP:
        return translate("HandPanel", "«{key}»: this game does not count the tricks the prikup sold.").format(key=key)
    reason = {
        Why.NOT_A_SEAT: translate("HandPanel", "no seat's number or name's first letter"),
        Why.NOT_A_CONTRACT: translate("HandPanel", "no level, suit or misère"),
        Why.NOT_A_CALL: translate("HandPanel", "no call"),
        Why.NOT_A_COUNT: translate("HandPanel", "no count of tricks"),
        Why.HAND_WHOLE: translate("HandPanel", "the hand is whole: Enter records it"),
        Why.NOT_RECORDED: translate(
            "HandPanel", "this hand cannot be recorded as it is: correct it, or Escape twice throws it away"
        ),
        Why.PAST_THE_FIELDS: translate("HandPanel", "past the last field: Tab goes on to the first, Shift+Tab back"),
    }[why]
    return translate("HandPanel", "«{key}» not taken: {reason}.").format(key=key, reason=reason)


def error_words(error: Exception) -> str:
    """The entry's reason in words: the ledger's own errors are translated."""
    return error.translated(translate) if isinstance(error, LedgerError) else str(error)
