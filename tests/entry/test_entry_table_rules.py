"""The entry model for the table agreements of RULES §9: prikup, dark, the dealer's whist and raspasy tricks."""

import pytest

from prefcount.entry.draft import DONE, HandDraft, SeatRole
from prefcount.ledger import PRESETS, GameHand, MisereHand, RaspasyHand

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def entry(players=NAMES3, dealer=0, **options):
    convention = PRESETS["sochi"].model_copy(update=options)
    return HandDraft(players=players, convention=convention, expected_dealer=dealer)


def typed(keys, players=NAMES3, dealer=0, **options):
    e = entry(players, dealer, **options)
    for key in keys:
        e.key(key)
    return e


@pytest.mark.parametrize("keys", ["17чк2вп72", "17hk2wp72", "17чвпк272", "17чвп72к2", "17чвп7к22"])
def test_the_prikup_is_a_key_and_a_digit_anywhere_after_the_contract(keys):
    e = typed(keys, prikup_premium=True)
    assert e.prikup == 2 and e.focus == DONE
    assert (e.calls, e.trick_count(0), e.trick_count(1), e.trick_count(2)) == ([None, "whist", "pass"], 7, 2, 1)


def test_the_prikup_key_means_nothing_when_the_convention_does_not_use_it():
    e = typed("17чк2", prikup_premium=False)
    assert e.prikup is None and not e.uses_prikup()
    assert e.calls == [None, None, None]  # "2" after an unused "к" is not a call either: swallowed by the call field


def test_no_prikup_on_a_misere_or_raspasy():
    assert typed("1мк2", prikup_premium=True).prikup is None
    assert typed("0к2", prikup_premium=True).prikup is None
    e = typed("17чк3", prikup_premium=True)
    e.set_bid(None)
    e.set_kind("misere")
    assert e.prikup is None  # a misère cannot keep it


@pytest.mark.parametrize(("presses", "multiplier"), [(0, 1), (1, 2), (2, 4), (3, 1)])
def test_dark_doubles_then_quadruples(presses, multiplier):
    e = typed("17ч" + "т" * presses + "вп72")
    assert e.multiplier == multiplier and e.focus == DONE
    assert typed("0" + "d" * presses + "253").multiplier == multiplier
    assert typed("1м" + "т" * presses + "0").multiplier == multiplier


def test_dark_is_not_typed_into_the_declarer_or_the_contract():
    e = typed("т", players=("Аня", "Тарас", "Вера"))
    assert e.declarer == 1 and e.multiplier == 1  # т is Тарас
    assert typed("17т").bid is not None and typed("17т").multiplier == 1  # т after a level is трефы


def four(keys, dealer=3, **options):
    return typed(keys, NAMES4, dealer, **options)


def test_the_dealer_may_return_the_whist_when_both_defenders_pass():
    e = four("16ппп", dealer_may_whist=True)  # Аня 6♠, Борис and Вера pass, Глеб deals
    assert e.call_seats() == [1, 2, 3] and e.focus == ("call", 3)
    e.key("в")
    assert e.calls == [None, "pass", "pass", "whist"] and e.played()
    assert e.trick_seats() == [0, 1, 2]  # the declarer and both defenders' hands, as usual
    for key in "73":
        e.key(key)
    assert e.focus == DONE and [e.trick_count(s) for s in range(4)] == [7, 3, 0, None]


def test_without_a_word_from_the_dealer_the_game_is_not_played():
    e = four("16ппп", dealer_may_whist=True)
    assert not e.played() and e.trick_seats() == []
    e.key("п")  # he passes too: no call of his is recorded (the ledger knows only his whist)
    assert e.focus == DONE and not e.played() and e.calls[3] is None
    assert e.problems() == [] and e.build().calls == (None, "pass", "pass", None)


@pytest.mark.parametrize(
    ("keys", "options"),
    [("16ппп", {"dealer_may_whist": False}), ("16пвп", {"dealer_may_whist": True})],
)
def test_the_dealer_is_not_asked_when_he_may_not_whist(keys, options):
    e = four(keys, **options)
    assert 3 not in e.call_seats()


def test_the_dealers_prikup_tricks_on_raspasy():
    e = four("0", dealer=1, dealer_on_raspasy="takes_prikup_tricks")
    assert e.trick_seats() == [0, 1, 2, 3] and e.auto_seat() == 3
    for key in "3142":  # Аня 3, Борис (dealing) 1, Вера 4; Глеб's 2 fills itself in
        e.key(key)
    assert [e.trick_count(s) for s in range(4)] == [3, 1, 4, 2] and e.focus == DONE


def test_the_dealer_sits_out_of_raspasy_by_default():
    e = four("0", dealer=1)
    assert e.trick_seats() == [0, 2, 3] and e.auto_seat() == 3


def test_a_typical_hand_still_takes_eight_keys_with_every_option_on():
    e = typed("17чвп72", NAMES3, 0, prikup_premium=True, dealer_may_whist=True)
    assert e.focus == DONE and e.prikup is None and e.multiplier == 1
    e = four("27чвп72", dealer=3, prikup_premium=True, dealer_may_whist=True, dealer_on_raspasy="takes_prikup_tricks")
    assert e.focus == DONE


def test_the_hands_they_make_are_the_ledgers_and_valid():
    e = typed("17чк2твп72", prikup_premium=True)
    assert e.build() == GameHand(
        declarer=0, contract="7H", calls=(None, "whist", "pass"), tricks=(7, 2, 1), prikup=2, multiplier=2
    )
    assert e.problems() == []
    e = four("16пппв73", dealer_may_whist=True)
    assert e.build() == GameHand(
        declarer=0, contract="6S", calls=(None, "pass", "pass", "whist"), tricks=(7, 3, 0, None), dealer=3
    )
    assert e.problems() == []
    e = four("0т3142", dealer=1, dealer_on_raspasy="takes_prikup_tricks")
    assert e.build() == RaspasyHand(tricks=(3, 1, 4, 2), dealer=1, multiplier=2)
    assert e.problems() == []
    e = typed("1мтт1")
    assert e.build() == MisereHand(declarer=0, tricks=1, multiplier=4) and e.problems() == []


def test_a_prikup_the_ledger_refuses_is_said_at_once():
    e = typed("17чк5", prikup_premium=True)
    assert [problem.code for problem in e.problems()] == ["prikup_range"]


NAMES2 = ("Аня", "Борис")


@pytest.mark.parametrize(
    ("keys", "expected"),
    [  # at most six keys and Enter: declarer, level, suit, the other's call, two trick counts
        ("17чв72", GameHand(declarer=0, contract="7H", calls=(None, "whist", None), tricks=(7, 2, 1))),
        ("26пв64", GameHand(declarer=1, contract="6S", calls=("whist", None, None), tricks=(4, 6, 0))),
        ("18бп", GameHand(declarer=0, contract="8D", calls=(None, "pass", None))),
        ("16чр", GameHand(declarer=0, contract="6H", calls=(None, "half-whist", None))),
        ("17чвб", GameHand(declarer=0, contract="7H", calls=(None, "whist", None), conceded=True)),
        ("2м2", MisereHand(declarer=1, tricks=2)),
        ("037", RaspasyHand(tricks=(3, 7, 0))),
    ],
)
def test_two_players_the_dummy_never_speaks_and_its_tricks_fill_themselves_in(keys, expected):
    e = typed(keys, NAMES2)
    assert e.focus == DONE and e.build() == expected and e.problems() == []
    assert 2 not in e.call_seats()
    if e.trick_seats() and e.kind != "misere":
        assert e.auto_seat() == 2


def test_two_players_with_whist_forced_a_pass_is_refused_at_once():
    e = typed("17чп", NAMES2, whist_forced=True)
    assert [problem.code for problem in e.problems() if problem.is_error]


@pytest.mark.parametrize(
    ("keys", "players", "options"),
    [
        ("17чв7", NAMES2, {}),
        ("03", NAMES2, {}),
        ("03", NAMES4, {"dealer_on_raspasy": "takes_prikup_tricks"}),  # Глеб deals: Аня took 3
    ],
)
def test_counts_not_typed_yet_are_not_flagged_while_typing(keys, players, options):
    assert typed(keys, players, 3 if len(players) == 4 else 0, **options).problems() == []


R = SeatRole


@pytest.mark.parametrize(
    ("players", "dealer", "keys", "options", "roles"),
    [
        (NAMES3, 0, "", {}, [None, None, None]),  # nothing typed: nobody plays a part yet
        (NAMES3, 0, "27ч", {}, [R.SECOND_DEFENDER, R.DECLARER, R.FIRST_DEFENDER]),
        (NAMES3, 0, "3м", {}, [None, None, R.DECLARER]),  # a misère: no defenders to speak
        (NAMES3, 0, "0", {}, [None, None, None]),
        (NAMES4, 3, "17ч", {}, [R.DECLARER, R.FIRST_DEFENDER, R.SECOND_DEFENDER, R.DEALER_SITS_OUT]),
        (NAMES4, 1, "17ч", {}, [R.DECLARER, R.DEALER_SITS_OUT, R.FIRST_DEFENDER, R.SECOND_DEFENDER]),
        (
            NAMES4,
            3,
            "16ппп",
            {"dealer_may_whist": True},
            [R.DECLARER, R.FIRST_DEFENDER, R.SECOND_DEFENDER, R.DEALER_MAY_RETURN_WHIST],
        ),
        (
            NAMES4,
            3,
            "16пвп",
            {"dealer_may_whist": True},
            [R.DECLARER, R.FIRST_DEFENDER, R.SECOND_DEFENDER, R.DEALER_SITS_OUT],
        ),
        (NAMES4, 1, "0", {}, [None, R.DEALER_SITS_OUT, None, None]),
        (NAMES4, 1, "0", {"dealer_on_raspasy": "takes_prikup_tricks"}, [None, R.DEALER_TAKES_TRICKS, None, None]),
        (NAMES2, 0, "17ч", {}, [R.DECLARER, R.LONE_DEFENDER, R.DUMMY]),
        (NAMES2, 0, "", {}, [None, None, R.DUMMY]),
    ],
)
def test_each_seat_plays_the_part_the_hand_gives_it(players, dealer, keys, options, roles):
    """The entry says who deals and sits out, who declares and who speaks first and second (the panel words it)."""
    assert typed(keys, players, dealer, **options).seat_roles() == roles
