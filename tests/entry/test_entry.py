"""The keyboard hand-entry model, without Qt: keys in, fields and a hand out."""

import subprocess
import sys

import pytest
from hand_samples import EVERY_KIND

from prefcount.entry.draft import CONTRACT, DECLARER, DONE, FieldKind, HandDraft, Missing, Press, count_typed
from prefcount.ledger import PRESETS, Call, GameHand, HandKind, MisereHand, RaspasyHand, parse_bid

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def entry(players=NAMES3, dealer=0, **kwargs):
    return HandDraft(players=players, convention=PRESETS["sochi"], expected_dealer=dealer, **kwargs)


def typed(keys, **kwargs):
    e = entry(**kwargs)
    for key in keys:
        e.key(key)
    return e


def test_the_typical_hand_is_seven_keys_and_enter():
    e = typed("17чвп72")  # Аня 7♥, Борис whists, Вера passes, Аня 7, Борис 2 (Вера's 1 fills itself in)
    assert e.focus == DONE
    assert e.build() == GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 2, 1))
    assert e.problems() == []


@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        ("27hwp73", GameHand(declarer=1, contract="7H", calls=("pass", None, "whist"), tricks=(0, 7, 3))),
        ("36ыцз55", GameHand(declarer=2, contract="6S", calls=("whist", "pass", None), tricks=(5, 0, 5))),
        ("в6бпп", GameHand(declarer=2, contract="6D", calls=("pass", "pass", None))),
        ("110nww100", GameHand(declarer=0, contract="10NT", calls=(None, "whist", "whist"), tricks=(10, 0, 0))),
        ("2m1", MisereHand(declarer=1, tricks=1)),
        ("1ь0", MisereHand(declarer=0, tricks=0)),
        ("0253", RaspasyHand(tricks=(2, 5, 3))),
        ("0136", RaspasyHand(tricks=(1, 3, 6))),
        ("0100", RaspasyHand(tricks=(10, 0, 0))),
        ("17swh", GameHand(declarer=0, contract="7S", calls=(None, "whist", "half-whist"))),
        ("18hwpб", GameHand(declarer=0, contract="8H", calls=(None, "whist", "pass"), conceded=True)),
    ],
)
def test_keys_make_hands(keys, expected):
    e = typed(keys)
    hand = e.build()
    assert hand == expected


def test_kinds_and_calls_are_the_ledgers_names_whatever_a_widget_hands_over():
    """A combo box gives back the file word ("raspasy", "pass"): the entry keeps the ledger's HandKind and Call."""
    e = entry()
    assert e.kind is HandKind.GAME
    e.set_kind("raspasy")
    assert e.kind is HandKind.RASPASY
    e = typed("17ч")
    e.set_call(1, "pass")
    e.set_call(2, "whist")
    assert e.calls[1] is Call.PASS and e.calls[2] is Call.WHIST
    e = entry()
    e.load(MisereHand(declarer=1, tricks=0))
    assert e.kind is HandKind.MISERE


def test_a_hand_not_played_asks_for_no_tricks():
    e = typed("17hpp")
    assert e.trick_seats() == [] and e.focus == DONE
    assert e.build().tricks is None


def test_what_is_still_missing_is_said_field_by_field():
    e = entry()
    assert e.build() == Missing(FieldKind.DECLARER) and e.focus == DECLARER
    e.key("2")
    assert e.build() == Missing(FieldKind.CONTRACT) and e.focus == CONTRACT
    e.key("7")
    e.key("h")
    assert e.build() == Missing(FieldKind.CALL, 2)  # Вера speaks first after Борис
    e.key("w")
    e.key("p")
    assert e.build() == Missing(FieldKind.TRICKS, 1)  # Борис's, the declarer's, first
    assert e.problems() == []  # nothing impossible yet


def test_shift_tab_steps_back_one_field_and_the_key_then_replaces_it():
    e = typed("17hwp")
    assert e.focus == ("tricks", 0)
    e.back()
    assert e.focus == ("call", 2)
    e.key("w")  # Вера whists after all
    assert e.calls == [None, "whist", "whist"] and e.focus == ("tricks", 0)
    e.back()
    e.back()
    e.back()
    assert e.focus == CONTRACT
    e.key("8")
    e.key("s")
    assert str(e.bid) == "8S" and e.focus == ("call", 1)


def test_a_four_player_dealer_declaring_is_flagged_at_that_key():
    e = entry(players=NAMES4, dealer=1)
    e.key("2")  # Борис deals and sits out
    assert [p.code for p in e.problems()] == ["dealer_declares"]


def test_a_half_whist_by_the_first_speaker_is_flagged_at_that_key():
    e = typed("17hh")  # Борис speaks first and half-whists
    assert [p.code for p in e.problems()] == ["half_whist_first"]
    e.back()
    e.key("p")
    assert e.problems() == []


def test_four_players_skip_the_dealer_everywhere():
    e = entry(players=NAMES4, dealer=1)
    e.key("3")  # Вера declares; Глеб then Аня defend
    assert e.defenders() == (3, 0)
    for key in "6sww63":
        e.key(key)
    assert e.build() == GameHand(
        dealer=1, declarer=2, contract="6S", calls=("whist", None, None, "whist"), tricks=(1, None, 6, 3)
    )
    r = entry(players=NAMES4, dealer=0)
    for key in "045":
        r.key(key)
    assert r.build() == RaspasyHand(dealer=0, tricks=(None, 4, 5, 1))


def test_three_players_dealt_in_turn_do_not_repeat_the_dealer():
    e = typed("0253", dealer=2)
    assert e.build().dealer is None
    e.set_dealer(0)
    assert e.build().dealer == 0


def test_a_tricks_one_waits_for_ten():
    e = typed("16sww1")
    assert e.tricks[0] == 1 and e.focus == ("tricks", 0)
    e.key("0")
    assert e.tricks[0] == 10 and e.focus == ("tricks", 1)
    f = typed("16sww18")  # a one, and the next field's 8 → the fill-in is 1
    assert f.tricks[:2] == [1, 8] and f.trick_count(2) == 1


def test_impossible_counts_come_from_the_validator():
    e = typed("16sww85")
    assert e.trick_count(2) == -3
    assert [p.code for p in e.problems()] == ["tricks_range"]


def test_editing_loads_every_kind():
    hands = EVERY_KIND
    for hand in hands:
        e = entry()
        e.load(hand)
        assert e.build() == hand


def test_below_the_raspasy_exit_is_a_warning():
    e = entry(raspasy_run=2)
    for key in "16sww64":
        e.key(key)
    assert [(p.severity, p.code) for p in e.problems()] == [("warning", "below_exit")]
    assert parse_bid("6S") == e.bid


def test_the_entry_needs_no_qt():
    code = "import sys, prefcount.entry.draft; assert not any(m.startswith('PySide6') for m in sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_field_no_hand_can_hold_comes_back_as_the_ledgers_error_or_its_first_reason():
    """The hand dialog once picked pydantic's errors apart itself: the entry now hands over the ledger's own
    error (a contract it refused) or a ValueError with the first reason, never pydantic's."""
    from prefcount.ledger import ContractError

    e = typed("17hwp73")
    e.bid = "7X"  # not a contract: the hand's own validation refuses it with the ledger's words
    with pytest.raises(ContractError):
        e.build()
    e = typed("17hwp73")
    e.open = "yes"  # not a yes-or-no
    with pytest.raises(ValueError) as caught:
        e.build()
    assert type(caught.value) is ValueError and "boolean" in str(caught.value)


def test_a_whist_taken_back_after_a_half_whist_is_played_where_the_convention_plays_it():
    """RULES §11.5: with ``returned_whist = half_whister_out`` d1's whist after d2's half-whist is a game played
    out, so its tricks are asked for; elsewhere the hand stops there and the ledger says why (test above)."""
    from prefcount.ledger import Convention

    e = HandDraft(
        players=NAMES3,
        convention=Convention.from_preset("sochi", returned_whist="half_whister_out"),
        expected_dealer=0,
    )
    for key in "17swh72":
        e.key(key)
    assert e.build() == GameHand(declarer=0, contract="7S", calls=(None, "whist", "half-whist"), tricks=(7, 2, 1))
    assert e.problems() == []


@pytest.mark.parametrize(
    ("returned_whist", "keys", "calls", "tricks"),
    [
        ("half_whister_out", "17sphw72", (None, "whist", "half-whist"), (7, 2, 1)),
        ("half_whister_out", "16sphw", (None, "whist", "half-whist"), None),  # 6♠ here is no Stalingrad
        ("as_pass", "17sphw", (None, "pass", "half-whist"), None),  # the hand is over at the half-whist
        ("half_whister_out", "18swpw", (None, "whist", "pass"), None),  # no half-whist: w is nothing more
    ],
)
def test_d1_whists_after_d2s_half_whist_as_the_table_speaks(returned_whist, keys, calls, tricks):
    """«Пас – полвиста – вист» (RULES §11.5): typed in the order it is said, d1's pass becomes a whist and the
    tricks are asked for, where the convention plays the returned whist; elsewhere the key changes nothing."""
    from prefcount.ledger import Convention

    e = HandDraft(players=NAMES3, convention=Convention.from_preset("sochi", returned_whist=returned_whist))
    for key in keys:
        e.key(key)
    assert tuple(e.calls) == calls
    if tricks is not None:
        assert e.build().tricks == tricks
    else:
        assert [seat for seat, count in enumerate(e.tricks) if count is not None] == []


@pytest.mark.parametrize("where", ["", "1", "17", "17h", "17hw", "17hwp", "17hwp7"])
@pytest.mark.parametrize("key", ["²", "³", "٣", "½½"])
def test_a_key_no_hand_uses_is_ignored_wherever_it_comes(where, key):
    """'²' is a key of its own on AZERTY keyboards; str.isdigit says yes to it, int() then refused it."""
    e = typed(where)
    before = (e.focus, list(e.calls), list(e.tricks), e.bid, e.declarer)
    e.key(key) if len(key) == 1 else None
    e.press(key)
    assert (e.focus, list(e.calls), list(e.tricks), e.bid, e.declarer) == before


def test_press_names_enter_escape_and_the_moving_keys():
    from prefcount.entry.draft import BACKSPACE, BACKTAB, ENTER, ESCAPE, TAB, Press

    e = entry()
    assert [e.press(k) for k in "17h"] == [Press.USED] * 3
    assert e.press(ENTER) == Press.RECORD  # (the panel then says what is missing)
    assert e.press(TAB) == Press.USED and e.focus == ("call", 2)
    assert e.press(BACKTAB) == Press.USED and e.focus == ("call", 1)
    assert e.press(BACKSPACE) == Press.USED
    assert e.press("") == Press.IGNORED and e.press("shift") == Press.IGNORED
    assert e.press(ESCAPE) == Press.CANCEL  # half typed: nothing worth asking about


def test_escape_on_a_whole_hand_asks_and_only_a_second_escape_in_a_row_throws_it_away():
    from prefcount.entry.draft import ENTER, ESCAPE, Press

    e = typed("17hwp72")
    assert e.press(ESCAPE) == Press.ASK and e.discard_asked
    assert e.press(ENTER) == Press.RECORD and not e.discard_asked  # a key typed ahead takes the question back
    assert e.press(ESCAPE) == Press.ASK
    assert e.press(ESCAPE) == Press.CANCEL
    edited = entry()
    edited.load(GameHand(declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 2, 1)))
    assert edited.press(ESCAPE) == Press.CANCEL  # an edit not changed: nothing to lose
    for key in "17hwp63":
        edited.press(key)
    assert edited.press(ESCAPE) == Press.ASK


def test_a_blank_entry_is_one_nothing_was_typed_into():
    e = entry()
    assert e.blank()
    e.key("1")
    assert not e.blank()
    f = entry()
    f.key("7")  # a level typed where the declarer goes: swallowed, nothing typed
    assert f.blank()


@pytest.mark.parametrize(
    ("text", "count"),
    [("7", 7), (" 10 ", 10), ("0", 0), ("-1", -1), ("", None), ("-", None), ("²", None), ("٣", None), ("7в", None)],
)
def test_a_count_typed_into_a_tricks_field_is_ascii_digits_only(text, count):
    """What a tricks field's text means (typed or pasted with the mouse): '²' or '٣' is no count, like an
    unknown key; a minus is kept for the validator to refuse in words."""
    assert count_typed(text) == count
    e = typed("0")
    e.set_tricks_text(1, text)
    assert e.tricks[1] == count


def test_the_mouse_sets_open_play_through_the_entry():
    e = typed("17чвп72")
    e.set_open(True)
    assert e.open and e.build().open and not e.blank()
    e.set_open(False)
    assert not e.build().open


@pytest.mark.parametrize(("keys", "may"), [("17ч", True), ("", True), ("1м", False), ("0", False)])
def test_only_a_game_may_be_conceded_and_the_panel_asks_the_entry(keys, may):
    e = typed(keys)
    assert e.may_concede is may
    if not may:  # the concede key is no key at all then: it changes nothing
        before = (e.conceded, e.focus)
        for key in "бb":
            e.key(key)
        assert (e.conceded, e.focus) == before


def test_after_one_escape_a_key_that_starts_a_hand_records_this_one_first():
    """Issue 27 item 1: the question an Escape asks is never answered by a key typed ahead — a key that starts a
    hand (a seat, 0, a first letter) hands this hand over first; any other key takes the question back."""
    e = typed("26sww62")
    assert e.press("escape") == Press.ASK
    assert e.press("3") == Press.NEXT
    e = typed("26sww62")
    e.press("escape")
    assert e.press("в") == Press.NEXT  # Вера's first letter
    e = typed("26sww62")
    e.press("escape")
    assert e.press("0") == Press.NEXT
    e = typed("26sww62")
    e.press("escape")
    assert e.press("4") != Press.NEXT and not e.discard_asked  # no fourth seat: not a hand's first key
    assert e.press("escape") == Press.ASK and e.press("escape") == Press.CANCEL
    assert typed("26sw").press("3") == Press.USED  # no question asked: a key of this hand as ever
