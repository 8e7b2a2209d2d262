"""RULES §7: what entry must reject, and the one warning; every problem code of validation.py."""

import re
from pathlib import Path

import pytest
from pydantic import TypeAdapter

import prefcount.ledger.validation as validation_module
from prefcount.ledger import Convention, Game, Hand, HandError, Problem, defenders, score, validate_hand
from prefcount.ledger.validation import ProblemCode

HAND = TypeAdapter(Hand)
P3 = ("Anya", "Boris", "Vera")
P4 = ("Anya", "Boris", "Vera", "Gleb")
P2 = ("Anya", "Boris")

#: Valid hands played before the hand under test, so the hand number in messages is 3.
BEFORE_3 = [
    {"kind": "game", "declarer": 0, "contract": "6C", "calls": [None, "pass", "pass"]},
    {"kind": "misere", "declarer": 1, "tricks": 0},
]
BEFORE_2 = [
    {"kind": "game", "declarer": 0, "contract": "6C", "calls": [None, "whist", None], "tricks": [6, 3, 1]},
    {"kind": "misere", "declarer": 1, "tricks": 0},
]
BEFORE_4 = [
    {"kind": "game", "dealer": 0, "declarer": 1, "contract": "6C", "calls": [None, None, "pass", "pass"]},
    {"kind": "misere", "dealer": 1, "declarer": 2, "tricks": 0},
]


def make_game(players, hands=(), **convention) -> Game:
    conv = Convention.from_preset(convention.pop("preset", "sochi"), **convention)
    return Game(players=players, convention=conv, hands=tuple(HAND.validate_python(h) for h in hands))


# (id, players, convention overrides, hand, code, words the message must contain)
CASES = [
    # -- seats --------------------------------------------------------------
    (
        "declarer seat outside the game",
        P3,
        {},
        {"kind": "game", "declarer": 3, "contract": "6S", "calls": [None, "pass", "pass"]},
        "seat_range",
        ["seat 3", "declarer", "0 to 2"],
    ),
    (
        "negative declarer seat",
        P3,
        {},
        {"kind": "misere", "declarer": -1, "tricks": 0},
        "seat_range",
        ["seat -1", "declarer"],
    ),
    (
        "dealer seat outside a 4-player game",
        P4,
        {},
        {"kind": "raspasy", "dealer": 4, "tricks": [3, 3, 4, None]},
        "seat_range",
        ["seat 4", "dealer", "0 to 3"],
    ),
    (
        "adjustment dealer outside the game",
        P3,
        {},
        {"kind": "adjustment", "dealer": 9, "gora": [1, 0, 0]},
        "seat_range",
        ["seat 9", "dealer"],
    ),
    # -- per-seat lengths ----------------------------------------------------
    (
        "calls of the wrong length",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass"]},
        "length",
        ["calls", "(3)", "not 2"],
    ),
    (
        "tricks of the wrong length",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 2, 1, 1]},
        "length",
        ["tricks", "(3)", "not 4"],
    ),
    (
        "raspasy tricks of the wrong length",
        P4,
        {},
        {"kind": "raspasy", "dealer": 0, "tricks": [None, 5, 5]},
        "length",
        ["tricks", "(4)", "not 3"],
    ),
    (
        "adjustment pulya of the wrong length",
        P3,
        {},
        {"kind": "adjustment", "pulya": [1, 2]},
        "length",
        ["pulya", "(3)", "not 2"],
    ),
    (
        "adjustment whist row of the wrong length",
        P3,
        {},
        {"kind": "adjustment", "whists": [[0, 1, 2], [0, 0], [0, 0, 0]]},
        "length",
        ["whists Boris writes", "(3)", "not 2"],
    ),
    # -- the 4-player dealer -------------------------------------------------
    (
        "4-player game without a dealer",
        P4,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass", None]},
        "dealer_missing",
        ["four players", "dealt"],
    ),
    (
        "4-player raspasy without a dealer",
        P4,
        {},
        {"kind": "raspasy", "tricks": [3, 3, 4, None]},
        "dealer_missing",
        ["four players", "dealt"],
    ),
    (
        "4-player misere without a dealer",
        P4,
        {},
        {"kind": "misere", "declarer": 0, "tricks": 0},
        "dealer_missing",
        ["four players"],
    ),
    (
        "the dealer declares a game",
        P4,
        {},
        {"kind": "game", "dealer": 2, "declarer": 2, "contract": "7H", "calls": ["pass", "pass", None, None]},
        "dealer_declares",
        ["Vera", "dealt", "declare"],
    ),
    (
        "the dealer declares a misere",
        P4,
        {},
        {"kind": "misere", "dealer": 3, "declarer": 3, "tricks": 0},
        "dealer_declares",
        ["Gleb", "declare"],
    ),
    (
        "the dealer whists",
        P4,
        {},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "whist", "pass", "pass"],
            "tricks": [7, 2, 1, None],
        },
        "dealer_call",
        ["Gleb", "dealt", "pass or half-whist"],
    ),
    (
        "the dealer takes tricks",
        P4,
        {},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "whist", "pass", None],
            "tricks": [7, 2, 0, 1],
        },
        "dealer_tricks",
        ["Gleb", "dealt", "no tricks"],
    ),
    (
        "the dealer takes raspasy tricks",
        P4,
        {},
        {"kind": "raspasy", "dealer": 1, "tricks": [3, 0, 3, 4]},
        "dealer_raspasy_tricks_off",
        ["Boris", "dealt", "prikup"],
    ),
    # -- calls ---------------------------------------------------------------
    (
        "the declarer whists on his own game",
        P3,
        {},
        {"kind": "game", "declarer": 1, "contract": "8D", "calls": ["pass", "pass", "pass"]},
        "declarer_call",
        ["Boris", "8♦"],
    ),
    (
        "a defender without a call",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", None]},
        "call_missing",
        ["Vera", "whist, pass or half-whist"],
    ),
    (
        "half-whist when the convention has none",
        P3,
        {"half_whist": False},
        {"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "pass", "half-whist"]},
        "half_whist_off",
        ["half-whist", "not played"],
    ),
    (
        "half-whist on an eight",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "8S", "calls": [None, "pass", "half-whist"]},
        "half_whist_level",
        ["six or a seven", "8♠"],
    ),
    (
        "half-whist on a ten",
        P3,
        {},
        {"kind": "game", "declarer": 2, "contract": "10NT", "calls": ["pass", "half-whist", None]},
        "half_whist_level",
        ["10NT"],
    ),
    (
        "half-whist by the first defender",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6D", "calls": [None, "half-whist", "pass"]},
        "half_whist_first",
        ["Boris", "first", "Vera"],
    ),
    (
        "half-whist by both defenders",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6D", "calls": [None, "half-whist", "half-whist"]},
        "half_whist_first",
        ["Boris", "Vera"],
    ),
    (
        "half-whist after the first defender whisted",
        P3,
        {},
        {"kind": "game", "declarer": 1, "contract": "7C", "calls": ["half-whist", None, "whist"], "tricks": [1, 7, 2]},
        "half_whist_after_whist",
        ["Anya", "Vera", "taken back", "Vera whist, Anya pass"],
    ),
    (
        "Stalingrad: 6♠ with a passer",
        P3,
        {"stalingrad": True},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 3, 1]},
        "stalingrad",
        ["Stalingrad", "six of spades", "both"],
    ),
    (
        "Stalingrad: 6♠ both pass",
        P3,
        {"stalingrad": True},
        {"kind": "game", "declarer": 2, "contract": "6S", "calls": ["pass", "pass", None]},
        "stalingrad",
        ["Stalingrad"],
    ),
    (
        "misere with calls",
        P3,
        {},
        {"kind": "misere", "declarer": 0, "tricks": 0, "calls": [None, "whist", "pass"]},
        "calls_not_allowed",
        ["misère", "remove the calls"],
    ),
    (
        "raspasy with calls",
        P3,
        {},
        {"kind": "raspasy", "tricks": [3, 3, 4], "calls": ["pass", "pass", "pass"]},
        "calls_not_allowed",
        ["raspasy", "remove the calls"],
    ),
    # -- tricks --------------------------------------------------------------
    (
        "tricks add up to 11",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "whist"], "tricks": [6, 3, 2]},
        "tricks_sum",
        ["11", "not 10"],
    ),
    (
        "tricks add up to 9 over the active players",
        P4,
        {},
        {
            "kind": "game",
            "dealer": 1,
            "declarer": 0,
            "contract": "6S",
            "calls": [None, None, "whist", "pass"],
            "tricks": [6, None, 2, 1],
        },
        "tricks_sum",
        ["9", "not 10"],
    ),
    ("raspasy tricks add up to 12", P3, {}, {"kind": "raspasy", "tricks": [4, 4, 4]}, "tricks_sum", ["12", "not 10"]),
    (
        "a trick count above 10",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [11, 0, -1]},
        "tricks_range",
        ["Anya", "11", "0 to 10"],
    ),
    (
        "a negative trick count",
        P3,
        {},
        {"kind": "raspasy", "tricks": [-2, 6, 6]},
        "tricks_range",
        ["Anya", "-2", "0 to 10"],
    ),
    (
        "a misere with 11 tricks",
        P3,
        {},
        {"kind": "misere", "declarer": 2, "tricks": 11},
        "tricks_range",
        ["Vera", "11", "0 to 10"],
    ),
    (
        "a player's tricks missing",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 4, None]},
        "tricks_missing",
        ["Vera", "how many tricks"],
    ),
    (
        "a whisted hand without tricks",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "7S", "calls": [None, "pass", "whist"]},
        "tricks_needed",
        ["whisted", "enter the tricks"],
    ),
    (
        "tricks on a both-pass hand",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "7S", "calls": [None, "pass", "pass"], "tricks": [7, 2, 1]},
        "tricks_not_played",
        ["not played", "both defenders passed", "no tricks"],
    ),
    (
        "tricks on a half-whist hand",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "7S", "calls": [None, "pass", "half-whist"], "tricks": [7, 2, 1]},
        "tricks_not_played",
        ["not played", "half-whist"],
    ),
    (
        "tricks on a conceded hand",
        P3,
        {},
        {
            "kind": "game",
            "declarer": 0,
            "contract": "6C",
            "calls": [None, "whist", "pass"],
            "conceded": True,
            "tricks": [3, 4, 3],
        },
        "concede_tricks",
        ["conceded", "no tricks"],
    ),
    (
        "a concession nobody whisted",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6C", "calls": [None, "pass", "pass"], "conceded": True},
        "concede_unwhisted",
        ["concession", "nobody whisted"],
    ),
    # -- RULES §9.9 ----------------------------------------------------------
    (
        "a multiplier other than 1, 2 or 4",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "multiplier": 3},
        "multiplier_value",
        ["×3", "double"],
    ),
    (
        "a multiplier on an adjustment",
        P3,
        {},
        {"kind": "adjustment", "gora": [2, 0, 0], "multiplier": 2},
        "multiplier_adjustment",
        ["adjustment", "×2"],
    ),
    (
        "a prikup on a misère",
        P3,
        {"prikup_premium": True},
        {"kind": "misere", "declarer": 0, "tricks": 0, "prikup": 1},
        "prikup_kind",
        ["misère", "prikup"],
    ),
    (
        "a prikup on raspasy",
        P3,
        {"prikup_premium": True},
        {"kind": "raspasy", "tricks": [3, 3, 4], "prikup": 2},
        "prikup_kind",
        ["raspasy", "prikup"],
    ),
    (
        "a prikup without prikup_premium",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "prikup": 1},
        "prikup_off",
        ["prikup", "not played"],
    ),
    (
        "a prikup of four tricks",
        P3,
        {"prikup_premium": True},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "prikup": 4},
        "prikup_range",
        ["0 to 3", "not 4"],
    ),
    (
        "the dealer returns the whist without dealer_may_whist",
        P4,
        {},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "pass", "pass", "whist"],
            "tricks": [7, 2, 1, None],
        },
        "dealer_whist_off",
        ["Gleb", "dealt", "returning the whist"],
    ),
    (
        "the dealer returns the whist when a defender whisted",
        P4,
        {"dealer_may_whist": True},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "whist", "pass", "whist"],
            "tricks": [7, 2, 1, None],
        },
        "dealer_whist_not_passed",
        ["Gleb", "Boris", "Vera", "both", "passed"],
    ),
    (
        "the dealer's prikup tricks missing with takes_prikup_tricks",
        P4,
        {"dealer_on_raspasy": "takes_prikup_tricks"},
        {"kind": "raspasy", "dealer": 1, "tricks": [3, None, 3, 4]},
        "dealer_tricks_missing",
        ["Boris", "dealer", "0 to 2"],
    ),
    (
        "the dealer's prikup takes three tricks",
        P4,
        {"dealer_on_raspasy": "takes_prikup_tricks"},
        {"kind": "raspasy", "dealer": 1, "tricks": [3, 3, 2, 2]},
        "dealer_tricks_range",
        ["Boris", "0 to 2", "not 3"],
    ),
    # -- RULES §10.5: two players -------------------------------------------
    (
        "the dummy declares",
        P2,
        {},
        {"kind": "misere", "declarer": 2, "tricks": 0},
        "dummy_role",
        ["dummy", "declarer", "seat 0 or 1"],
    ),
    (
        "the dummy deals",
        P2,
        {},
        {"kind": "raspasy", "dealer": 2, "tricks": [3, 3, 4]},
        "dummy_role",
        ["dummy", "dealer"],
    ),
    (
        "the dummy calls",
        P2,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 3, 1]},
        "dummy_call",
        ["dummy", "empty"],
    ),
    (
        "two players: the dummy's raspasy tricks missing",
        P2,
        {},
        {"kind": "raspasy", "tricks": [3, 7, None]},
        "dummy_tricks_missing",
        ["dummy", "three counts"],
    ),
    (
        "two players: tricks of two seats only",
        P2,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist"], "tricks": [6, 4]},
        "length",
        ["calls", "dummy", "(3)", "not 2"],
    ),
    (
        "two players: a pass with whist_forced",
        P2,
        {"whist_forced": True},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", None]},
        "whist_forced",
        ["Boris", "must whist"],
    ),
    (
        "two players: a half-whist with whist_forced",
        P2,
        {"whist_forced": True},
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["half-whist", None, None]},
        "whist_forced",
        ["Anya", "must whist"],
    ),
    (
        "two players: Stalingrad six of spades passed",
        P2,
        {"stalingrad": True},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", None]},
        "stalingrad",
        ["Stalingrad", "Boris"],
    ),
    (
        "two players: tricks on a passed game",
        P2,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", None], "tricks": [6, 3, 1]},
        "tricks_not_played",
        ["not played", "the defender passed"],
    ),
    # -- adjustments ---------------------------------------------------------
    (
        "an adjustment writing whists on oneself",
        P3,
        {},
        {"kind": "adjustment", "whists": [[0, 0, 0], [0, 5, 0], [0, 0, 0]]},
        "whists_on_self",
        ["Boris", "himself"],
    ),
    (
        "an adjustment of a billion (a typo, or a damaged file)",
        P3,
        {},
        {"kind": "adjustment", "gora": [0, -(10**9), 0]},
        "adjustment_size",
        ["at most 1000000"],
    ),
]


def codes_in_source(method: str) -> set[ProblemCode]:
    """The codes the validator raises as ``self.error`` or ``self.warning``."""
    source = Path(validation_module.__file__).read_text(encoding="utf-8")
    return {ProblemCode[name] for name in re.findall(rf"self\.{method}\(\s*ProblemCode\.(\w+)", source)}


def test_every_error_code_of_the_validator_is_tested():
    assert codes_in_source("error") == {case[4] for case in CASES}


def test_the_only_warning_code_is_below_exit():
    assert codes_in_source("warning") == {ProblemCode.BELOW_EXIT}


def test_every_problem_code_is_one_the_validator_raises():
    assert codes_in_source("error") | codes_in_source("warning") == set(ProblemCode)
    assert all(code.value == code.name.lower() for code in ProblemCode)


@pytest.mark.parametrize(
    "players, overrides, hand, code, words", [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
def test_rule_is_enforced(players, overrides, hand, code, words):
    before = {2: BEFORE_2, 3: BEFORE_3, 4: BEFORE_4}[len(players)]
    game = make_game(players, before, **overrides)
    score(game)  # the hands before are fine
    bad = HAND.validate_python(hand)

    problems = validate_hand(game, bad)
    assert problems, "the validator let the hand through"
    assert all(isinstance(p, Problem) for p in problems)
    first = problems[0]
    assert first.code == code, [p.code for p in problems]
    assert first.severity == "error" and first.is_error
    assert first.hand == 3
    message = first.message
    assert message.startswith("Hand 3: ")
    for word in words:
        assert word in message, (word, message)

    with pytest.raises(HandError) as caught:
        score(game.with_hand(bad))
    error = caught.value
    assert error.hand == 3
    assert error.problem.code == code
    assert str(error) == message

    # the same hand recorded first is hand 1
    alone = make_game(players, (), **overrides)
    with pytest.raises(HandError, match=r"^Hand 1: "):
        score(alone.with_hand(bad))


def test_validate_hand_at_an_index_numbers_that_hand():
    game = make_game(P3, BEFORE_3)
    bad = HAND.validate_python({"kind": "raspasy", "tricks": [4, 4, 4]})
    (problem,) = validate_hand(game, bad, index=1)
    assert problem.hand == 2 and problem.message.startswith("Hand 2: ")


def test_inserted_bad_hand_is_reported_by_its_number():
    game = make_game(P3, BEFORE_3 * 3)
    bad = HAND.validate_python({"kind": "raspasy", "tricks": [4, 4, 4]})
    with pytest.raises(HandError) as caught:
        score(game.insert_hand(4, bad))
    assert caught.value.hand == 5
    assert str(caught.value).startswith("Hand 5: ")


def test_hand_error_is_a_ledger_error_and_value_error():
    from prefcount.ledger import LedgerError

    game = make_game(P3, [{"kind": "raspasy", "tricks": [4, 4, 4]}])
    with pytest.raises(LedgerError):
        score(game)
    with pytest.raises(ValueError):
        score(game)


def test_a_refused_hand_records_nothing_after_it():
    """score() stops at the first bad hand: nothing from it or after it reaches a sheet."""
    good = {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"]}
    game = make_game(P3, [good, {"kind": "raspasy", "tricks": [4, 4, 4]}, good])
    with pytest.raises(HandError) as caught:
        score(game)
    assert caught.value.hand == 2


# -- valid hands pass -----------------------------------------------------------

VALID = [
    ("both pass", P3, {}, {"kind": "game", "declarer": 0, "contract": "9C", "calls": [None, "pass", "pass"]}),
    (
        "half-whist by d2 on a six",
        P3,
        {},
        {"kind": "game", "declarer": 1, "contract": "6S", "calls": ["half-whist", None, "pass"]},
    ),
    (
        "half-whist by d2 on a seven, 4 players",
        P4,
        {},
        {"kind": "game", "dealer": 1, "declarer": 0, "contract": "7NT", "calls": [None, None, "pass", "half-whist"]},
    ),
    (
        "Stalingrad 6♠ both whist",
        P3,
        {"stalingrad": True},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "whist"], "tricks": [6, 2, 2]},
    ),
    (
        "Stalingrad off: 6♠ with a passer",
        P3,
        {},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 2, 2]},
    ),
    (
        "Stalingrad on: 6♣ with a passer",
        P3,
        {"stalingrad": True},
        {"kind": "game", "declarer": 0, "contract": "6C", "calls": [None, "whist", "pass"], "tricks": [6, 2, 2]},
    ),
    (
        "concession with a lone whister",
        P3,
        {},
        {"kind": "game", "declarer": 2, "contract": "8H", "calls": ["pass", "whist", None], "conceded": True},
    ),
    (
        "4-player played hand",
        P4,
        {},
        {
            "kind": "game",
            "dealer": 0,
            "declarer": 3,
            "contract": "10NT",
            "calls": [None, "whist", "whist", None],
            "tricks": [None, 0, 0, 10],
        },
    ),
    (
        "3-player hand naming the dealer",
        P3,
        {},
        {
            "kind": "game",
            "dealer": 0,
            "declarer": 0,
            "contract": "6H",
            "calls": [None, "whist", "pass"],
            "tricks": [6, 3, 1],
        },
    ),
    ("misere with calls all null", P3, {}, {"kind": "misere", "declarer": 0, "tricks": 3, "calls": [None, None, None]}),
    ("raspasy 10-0-0", P3, {}, {"kind": "raspasy", "tricks": [10, 0, 0]}),
    ("4-player raspasy", P4, {}, {"kind": "raspasy", "dealer": 2, "tricks": [0, 4, None, 6]}),
    (
        "adjustment, 4 players, no dealer",
        P4,
        {},
        {
            "kind": "adjustment",
            "pulya": [1, 0, 0, -1],
            "whists": [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        },
    ),
    # RULES §9–§10
    ("a dark raspasy ×4", P3, {}, {"kind": "raspasy", "tricks": [3, 3, 4], "multiplier": 4}),
    (
        "prikup 3 on a made game",
        P3,
        {"prikup_premium": True},
        {
            "kind": "game",
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "whist", "pass"],
            "tricks": [7, 2, 1],
            "prikup": 3,
        },
    ),
    (
        "the dealer returns the whist",
        P4,
        {"dealer_may_whist": True},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "6S",
            "calls": [None, "pass", "pass", "whist"],
            "tricks": [6, 3, 1, None],
        },
    ),
    (
        "the dealer returns the whist and the declarer concedes",
        P4,
        {"dealer_may_whist": True},
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "6S",
            "calls": [None, "pass", "pass", "whist"],
            "conceded": True,
        },
    ),
    (
        "the dealer's prikup takes two tricks",
        P4,
        {"dealer_on_raspasy": "takes_prikup_tricks"},
        {"kind": "raspasy", "dealer": 1, "tricks": [3, 2, 2, 3]},
    ),
    (
        "two players: a whisted game",
        P2,
        {},
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["whist", None, None], "tricks": [2, 7, 1]},
    ),
    (
        "two players: a half-whist",
        P2,
        {},
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["half-whist", None, None]},
    ),
    ("two players: raspasy", P2, {}, {"kind": "raspasy", "dealer": 1, "tricks": [2, 3, 5]}),
    ("two players: an adjustment", P2, {}, {"kind": "adjustment", "pulya": [2, 0], "whists": [[0, 4], [0, 0]]}),
]


@pytest.mark.parametrize("players, overrides, hand", [case[1:] for case in VALID], ids=[case[0] for case in VALID])
def test_valid_hand_passes(players, overrides, hand):
    game = make_game(players, (), **overrides)
    record = HAND.validate_python(hand)
    assert validate_hand(game, record) == []
    assert len(score(game.with_hand(record)).hands) == 1


# -- the raspasy exit minimum is a warning ---------------------------------------

RASPASY = {"kind": "raspasy", "tricks": [3, 3, 4]}


def game_hand(contract):
    return {"kind": "game", "declarer": 0, "contract": contract, "calls": [None, "pass", "pass"]}


@pytest.mark.parametrize(
    "preset, run, bid, minimum",
    [
        ("sochi", 2, game_hand("6NT"), 7),
        ("sochi", 3, game_hand("7NT"), 8),
        ("sochi", 5, game_hand("6S"), 8),
        ("leningrad", 3, game_hand("6H"), 7),
        ("classic", 1, game_hand("6NT"), 7),
        ("classic", 4, game_hand("6D"), 7),
    ],
)
def test_contract_below_the_raspasy_exit_is_a_warning(preset, run, bid, minimum):
    game = make_game(P3, [RASPASY] * run, preset=preset)
    record = HAND.validate_python(bid)
    problems = validate_hand(game, record)
    assert len(problems) == 1
    (warning,) = problems
    assert warning.code == "below_exit"
    assert warning.severity == "warning" and not warning.is_error
    assert warning.hand == run + 1
    assert f"at least a {minimum}" in warning.message
    assert str(run) in warning.message
    assert record.contract.symbol in warning.message

    sheet = score(game.with_hand(record))  # recordable
    assert len(sheet.hands) == run + 1
    assert [w.code for w in sheet.hands[-1].warnings] == ["below_exit"]
    assert sheet.pulya[0] == record.contract.price  # scoring unchanged by the warning


@pytest.mark.parametrize(
    "preset, run, bid",
    [
        ("sochi", 1, game_hand("6S")),
        ("sochi", 2, game_hand("7S")),
        ("sochi", 3, game_hand("8S")),
        ("sochi", 3, {"kind": "misere", "declarer": 0, "tricks": 0}),  # misère sits above 8NT
        ("rostov", 3, game_hand("6S")),
        ("sochi", 0, game_hand("6S")),
    ],
)
def test_contract_at_or_above_the_raspasy_exit_has_no_warning(preset, run, bid):
    game = make_game(P3, [RASPASY] * run, preset=preset)
    assert validate_hand(game, HAND.validate_python(bid)) == []


def test_misere_below_a_nine_exit_is_a_warning():
    game = make_game(P3, [RASPASY], raspasy_exit=[9])
    (warning,) = validate_hand(game, HAND.validate_python({"kind": "misere", "declarer": 1, "tricks": 0}))
    assert warning.code == "below_exit" and warning.severity == "warning"
    assert "misère" in warning.message


def test_adjustment_does_not_break_the_raspasy_run_and_a_game_does():
    adjustment = {"kind": "adjustment", "gora": [1, 1, 1]}
    game = make_game(P3, [RASPASY, RASPASY, adjustment])
    (warning,) = validate_hand(game, HAND.validate_python(game_hand("6S")))
    assert warning.code == "below_exit" and "after 2 raspasy" in warning.message
    broken = make_game(P3, [RASPASY, RASPASY, game_hand("7S")])
    assert validate_hand(broken, HAND.validate_python(game_hand("6S"))) == []


def test_raspasy_after_raspasy_has_no_exit_warning():
    game = make_game(P3, [RASPASY] * 3)
    assert validate_hand(game, HAND.validate_python(RASPASY)) == []


def test_errors_come_without_the_exit_warning():
    game = make_game(P3, [RASPASY] * 3)
    bad = HAND.validate_python(
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 3, 2]}
    )
    problems = validate_hand(game, bad)
    assert [p.code for p in problems] == ["tricks_sum"]


# -- the defenders -----------------------------------------------------------------


@pytest.mark.parametrize("declarer, want", [(0, (1, 2)), (1, (2, 0)), (2, (0, 1))])
def test_defenders_three_players(declarer, want):
    assert defenders(declarer, 3, None) == want
    for dealer in range(3):  # with three players the dealer plays
        assert defenders(declarer, 3, dealer) == want


@pytest.mark.parametrize(
    "declarer, dealer, want",
    [
        (0, 1, (2, 3)),
        (0, 2, (1, 3)),
        (0, 3, (1, 2)),
        (1, 0, (2, 3)),
        (1, 2, (3, 0)),
        (1, 3, (2, 0)),
        (2, 0, (3, 1)),
        (2, 1, (3, 0)),
        (2, 3, (0, 1)),
        (3, 0, (1, 2)),
        (3, 1, (0, 2)),
        (3, 2, (0, 1)),
    ],
)
def test_defenders_four_players_skip_the_dealer(declarer, dealer, want):
    assert defenders(declarer, 4, dealer) == want


def test_four_player_half_whist_order_follows_the_dealer():
    """B declares 7♠ and D deals: C speaks first, A second — only A may half-whist."""
    game = make_game(("A", "B", "C", "D"), (), preset="rostov")
    ok = HAND.validate_python(
        {"kind": "game", "dealer": 3, "declarer": 1, "contract": "7S", "calls": ["half-whist", None, "pass", None]}
    )
    assert validate_hand(game, ok) == []
    bad = HAND.validate_python(
        {"kind": "game", "dealer": 3, "declarer": 1, "contract": "7S", "calls": ["pass", None, "half-whist", None]}
    )
    (problem,) = validate_hand(game, bad)
    assert problem.code == "half_whist_first"
    assert problem.args == {"d1": "C", "d2": "A"}
    # with A dealing instead, C is d1 and D is d2
    bad2 = HAND.validate_python(
        {"kind": "game", "dealer": 0, "declarer": 1, "contract": "7S", "calls": [None, None, "half-whist", "pass"]}
    )
    (problem2,) = validate_hand(game, bad2)
    assert problem2.args == {"d1": "C", "d2": "D"}


def test_extending_a_sheet_with_a_bad_hand_changes_nothing():
    from prefcount.ledger import PRESETS, Game, HandError, RaspasyHand, score

    game = Game(players=("A", "B", "C"), convention=PRESETS["sochi"], hands=(RaspasyHand(tricks=(2, 3, 5)),))
    sheet = score(game)
    with pytest.raises(HandError) as caught:
        sheet.extended(RaspasyHand(tricks=(2, 3, 6)))
    assert "Hand 2" in str(caught.value) and "11" in str(caught.value)
    assert len(sheet.hands) == 1 and sheet.gora == [2, 3, 5]


def test_words_inside_a_message_are_translated_with_it():
    """A seat out of range names its role; the role is translated along with the message."""
    from prefcount.ledger import PRESETS, Game, MisereHand, validate_hand

    game = Game(players=("A", "B", "C"), convention=PRESETS["sochi"])
    problem = validate_hand(game, MisereHand(declarer=5, tricks=0))[0]
    assert "for the declarer" in problem.message
    fake = {
        "there is no seat {seat} for the {role}: seats are 0 to {last}": "нет места {seat} для «{role}»",
        "declarer": "играющего",
        "Hand {hand}: {problem}": "Сдача {hand}: {problem}",
    }
    assert problem.translated(lambda context, text: fake.get(text, text)) == "Сдача 1: нет места 5 для «играющего»"


def test_a_game_continues_another_only_when_nothing_before_changed():
    from prefcount.ledger import PRESETS, Game, MisereHand, RaspasyHand

    first = Game(players=("A", "B", "C"), convention=PRESETS["sochi"], hands=(RaspasyHand(tricks=(2, 3, 5)),))
    longer = first.with_hand(MisereHand(declarer=0, tricks=0))
    assert longer.continues(first) and first.continues(first)
    assert not first.continues(longer)
    assert not longer.replace_hand(0, RaspasyHand(tricks=(2, 3, 5))).continues(first)  # an edit, even to the same
    renamed = longer.model_copy(update={"players": ("A", "B", "D")})
    assert not renamed.continues(first)


# -- the half-whist's one owner (issue 29 §4): the validator and the entry's question agree --------------------


HALF_WHIST_CODES = {
    ProblemCode.HALF_WHIST_OFF,
    ProblemCode.HALF_WHIST_LEVEL,
    ProblemCode.HALF_WHIST_FIRST,
    ProblemCode.HALF_WHIST_AFTER_WHIST,
    ProblemCode.STALINGRAD,
}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("contract", ["6S", "6H", "7NT", "8D", "10S"])
@pytest.mark.parametrize("half_whist", [True, False])
@pytest.mark.parametrize("returned", ["as_pass", "half_whister_out"])
@pytest.mark.parametrize("stalingrad", [True, False])
def test_a_whist_after_a_half_whist_is_allowed_exactly_where_the_validator_allows_it(
    players, contract, half_whist, returned, stalingrad
):
    """``hands.may_return_whist_after_half`` (what the hand panel offers) and the validator's check of a recorded
    d1 whist beside d2's half-whist ask one function, :func:`hands.half_whist_fault`: they cannot disagree."""
    from prefcount.ledger.hands import Contract, may_return_whist_after_half

    convention = Convention.from_preset("sochi", half_whist=half_whist, returned_whist=returned, stalingrad=stalingrad)
    dealer = 3 if players == 4 else None
    d1, d2 = defenders(0, players, dealer)
    calls = [None] * players
    calls[d1], calls[d2] = "whist", "half-whist"
    hand = {"kind": "game", "declarer": 0, "contract": contract, "calls": calls, "tricks": [None] * players}
    hand["tricks"][0], hand["tricks"][d1], hand["tricks"][d2] = 7, 2, 1
    if dealer is not None:
        hand["dealer"] = dealer
    record = HAND.validate_python(hand)
    game = Game(players=("A", "B", "C", "D")[:players], convention=convention, hands=())
    codes = {problem.code for problem in validate_hand(game, record) if problem.is_error}
    allowed = may_return_whist_after_half(convention, players, Contract.parse(contract), 0, dealer, record.calls)
    assert allowed == (not codes & HALF_WHIST_CODES), codes
