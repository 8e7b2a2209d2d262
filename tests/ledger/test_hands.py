"""Hand records' own helpers: kinds and calls by name, whose seats play, which seats report tricks."""

import gc

import pytest
from pydantic import TypeAdapter

from prefcount.ledger import (
    PRESETS,
    Call,
    Game,
    Hand,
    HandKind,
    Zone,
    ZoneRef,
    active_seats,
    defenders,
    score,
    trick_seats,
    was_played,
)
from prefcount.ledger.hands import (
    call_seats,
    clockwise_after,
    dealer_may_return_whist,
    dealer_returns_whist,
    dealer_takes_tricks,
    declarer_undertricks,
    last_count_seat,
    made,
    may_be_dark,
    prikup_allowed,
    recorded_call,
    recorded_dealer,
    remaining_tricks,
    speaking_defenders,
    whisters,
)

HAND = TypeAdapter(Hand)


def hand(**data):
    return HAND.validate_python(data)


def test_kinds_calls_and_zones_are_the_file_words():
    assert [str(kind) for kind in HandKind] == ["game", "misere", "raspasy", "adjustment"]
    assert [str(call) for call in Call] == ["whist", "pass", "half-whist"]
    assert [str(zone) for zone in Zone] == ["pulya", "gora", "whists"]
    assert ZoneRef(Zone.PULYA, 1) == ("pulya", 1, None)
    game = hand(kind="game", declarer=0, contract="7H", calls=[None, "whist", "pass"], tricks=[7, 2, 1])
    assert game.kind is HandKind.GAME and game.calls[1] is Call.WHIST
    assert game.to_dict()["calls"] == [None, "whist", "pass"]


@pytest.mark.parametrize(
    "declarer, n, dealer, want",
    [(0, 3, None, (1, 2)), (2, 3, None, (0, 1)), (0, 4, 1, (2, 3)), (1, 4, 3, (2, 0)), (3, 4, 0, (1, 2))],
)
def test_defenders_in_clockwise_order_skipping_the_dealer(declarer, n, dealer, want):
    assert defenders(declarer, n, dealer) == want


@pytest.mark.parametrize("seat, n, want", [(0, 2, [1]), (2, 3, [0, 1]), (1, 4, [2, 3, 0]), (3, 4, [0, 1, 2])])
def test_the_others_clockwise_from_a_seats_left(seat, n, want):
    assert clockwise_after(seat, n) == want


def test_active_seats():
    assert active_seats(3, None) == [0, 1, 2]
    assert active_seats(3, 1) == [0, 1, 2]
    assert active_seats(4, 2) == [0, 1, 3]


@pytest.mark.parametrize(
    "data, n, want",
    [
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "whist", "pass"]}, 3, (0, 1, 2)),
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "pass", "pass"]}, 3, ()),
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "pass", "half-whist"]}, 3, ()),
        (
            {"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "whist", "pass"], "conceded": True},
            3,
            (),
        ),
        (
            {"kind": "game", "declarer": 1, "contract": "6S", "calls": ["whist", None, "whist", None], "dealer": 3},
            4,
            (0, 1, 2),
        ),
        ({"kind": "misere", "declarer": 2, "tricks": 0}, 3, (2,)),
        ({"kind": "raspasy", "tricks": [3, 3, 4]}, 3, (0, 1, 2)),
        ({"kind": "raspasy", "tricks": [3, None, 3, 4], "dealer": 1}, 4, (0, 2, 3)),
        ({"kind": "adjustment", "pulya": [1, 0, 0]}, 3, ()),
    ],
)
def test_trick_seats(data, n, want):
    assert trick_seats(hand(**data), n) == want


def test_trick_seats_of_a_game_played_as_the_convention_says():
    """A whist beside a half-whist (d1 taking the whist back, RULES §11.5) is played only where the convention
    plays it: the hand entry asks the ledger, instead of working out "played" itself (issue 29 §4)."""
    from prefcount.ledger import PRESETS, GameHand
    from prefcount.ledger.hands import last_count_seat

    taken_back = GameHand.model_construct(
        declarer=0,
        contract=hand(kind="game", declarer=0, contract="7S", calls=[None, "pass", "pass"]).contract,
        calls=(None, "whist", "half-whist"),
        conceded=False,
        dealer=None,
    )
    out = PRESETS["sochi"].model_copy(update={"returned_whist": "half_whister_out"})
    as_pass = PRESETS["sochi"].model_copy(update={"returned_whist": "as_pass"})
    assert trick_seats(taken_back, 3) == (0, 1, 2)  # a recorded hand: the validator let it through, it was played
    assert trick_seats(taken_back, 3, convention=out) == (0, 1, 2)
    assert trick_seats(taken_back, 3, convention=as_pass) == ()
    assert (
        last_count_seat(taken_back, 3, convention=out) == 2
        and last_count_seat(taken_back, 3, convention=as_pass) is None
    )


def test_trick_seats_of_a_dealer_taking_the_prikups_tricks():
    raspasy = hand(kind="raspasy", tricks=[3, 4, 2, 1], dealer=3)
    assert trick_seats(raspasy, 4, dealer_takes_tricks=True) == (0, 1, 2, 3)
    assert trick_seats(raspasy, 4) == (0, 1, 2)


@pytest.mark.parametrize(
    "data, n, takes, want",
    [
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "whist", "pass"]}, 3, False, 2),
        ({"kind": "game", "declarer": 2, "contract": "7H", "calls": ["whist", "pass", None]}, 3, False, 1),
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "pass", "pass"]}, 3, False, None),
        ({"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "whist", None]}, 2, False, 2),
        ({"kind": "game", "declarer": 1, "contract": "7H", "calls": ["whist", None, None]}, 2, False, 2),
        (
            {"kind": "game", "declarer": 2, "contract": "6S", "calls": ["pass", "whist", None, None], "dealer": 0},
            4,
            False,
            1,
        ),
        (
            {"kind": "game", "declarer": 1, "contract": "6S", "calls": [None, None, "pass", "pass"], "dealer": 0},
            4,
            False,
            None,
        ),
        (
            {"kind": "game", "declarer": 1, "contract": "6S", "calls": ["whist", None, "pass", "pass"], "dealer": 0},
            4,
            True,
            3,
        ),
        ({"kind": "misere", "declarer": 2, "tricks": 0}, 3, False, None),
        ({"kind": "raspasy", "tricks": [3, 3, 4]}, 3, False, 2),
        ({"kind": "raspasy", "tricks": [3, 7, 0]}, 2, False, 2),
        ({"kind": "raspasy", "tricks": [3, 3, 4, None], "dealer": 3}, 4, False, 2),
        ({"kind": "raspasy", "tricks": [3, 3, 4, 0], "dealer": 3}, 4, True, 2),
        ({"kind": "raspasy", "tricks": [3, 1, 4, 2], "dealer": 1}, 4, True, 3),
        ({"kind": "raspasy", "tricks": [3, None, 4, 3], "dealer": 1}, 4, False, 3),
        ({"kind": "adjustment", "pulya": [1, 0, 0]}, 3, False, None),
    ],
)
def test_last_count_seat_is_never_typed_and_never_the_dealers(data, n, takes, want):
    """The second defender's count, on raspasy the last seat's; never a 4-player dealer's, none for one count."""
    assert last_count_seat(hand(**data), n, takes) == want


@pytest.mark.parametrize(
    "others, want",
    [([7, 2], 1), ([0, 0], 10), ([10, 0], 0), ([3, 1, 4], 2), ([6, 5], -1), ([7, None], None), ([], 10)],
)
def test_remaining_tricks_are_ten_minus_the_others(others, want):
    assert remaining_tricks(others) == want


@pytest.mark.parametrize(
    "data, n, want",
    [
        ({"declarer": 0, "calls": [None, "whist", "pass"]}, 3, (1,)),
        ({"declarer": 0, "calls": [None, "pass", "whist"]}, 3, (2,)),
        ({"declarer": 1, "calls": ["whist", None, "whist"]}, 3, (2, 0)),  # in the order they speak
        ({"declarer": 0, "calls": [None, "pass", "pass"]}, 3, ()),
        ({"declarer": 0, "calls": [None, "pass", "half-whist"]}, 3, ()),
        ({"declarer": 0, "calls": [None, "whist", "pass"], "conceded": True}, 3, (1,)),
        ({"declarer": 0, "calls": [None, "whist", None]}, 2, (1,)),  # the dummy never whists
        ({"declarer": 1, "calls": ["pass", None, None]}, 2, ()),
        ({"declarer": 1, "calls": [None, None, "whist", "pass"], "dealer": 0}, 4, (2,)),
        ({"declarer": 1, "calls": ["whist", None, "pass", "pass"], "dealer": 0}, 4, (0,)),  # the dealer returned it
        ({"declarer": 3, "calls": ["whist", "whist", None, None], "dealer": 2}, 4, (0, 1)),
    ],
)
def test_whisters_are_who_whisted_and_a_returning_dealer_alone(data, n, want):
    game = hand(kind="game", contract="7H", **data)
    assert whisters(game, n) == want
    assert whisters(game, n, speaking_defenders(game.declarer, n, game.dealer)) == want


def test_was_played_names_and_words_alike():
    assert was_played([None, Call.WHIST, Call.PASS]) and was_played([None, "whist", "pass"])
    assert not was_played([None, "pass", "half-whist"])
    assert not was_played([None, "whist", "whist"], conceded=True)


def test_scoring_leaves_the_garbage_collector_alone(monkeypatch):
    """No process-wide switching: scoring never turns the collector off."""
    monkeypatch.setattr(gc, "disable", lambda: pytest.fail("the ledger switched the garbage collector off"))
    game = Game(
        players=("A", "B", "C"),
        convention=PRESETS["sochi"],
        hands=(hand(kind="raspasy", tricks=[3, 3, 4]), hand(kind="misere", declarer=0, tricks=0)),
    )
    assert score(game).pulya == [10, 0, 0]


def rules(**options):
    return PRESETS["sochi"].model_copy(update=options)


@pytest.mark.parametrize(("kind", "dark"), [("game", True), ("misere", True), ("raspasy", True), ("adjustment", False)])
def test_which_hands_may_be_played_dark(kind, dark):
    assert may_be_dark(kind) is dark


@pytest.mark.parametrize(
    ("premium", "kind", "allowed"),
    [
        (True, "game", True),
        (False, "game", False),
        (True, "misere", False),
        (True, "raspasy", False),
        (True, "adjustment", False),
    ],
)
def test_only_a_trick_game_carries_the_prikup_and_only_with_the_premium(premium, kind, allowed):
    assert prikup_allowed(rules(prikup_premium=premium), kind) is allowed


@pytest.mark.parametrize(
    ("declarer", "n", "dealer", "want"),
    [
        (0, 2, None, (1,)),
        (1, 2, 0, (0,)),
        (0, 3, None, (1, 2)),
        (2, 3, 1, (0, 1)),
        (0, 4, 1, (2, 3)),
        (1, 4, 3, (2, 0)),
    ],
)
def test_speaking_defenders(declarer, n, dealer, want):
    assert speaking_defenders(declarer, n, dealer) == want


# Аня (0) declares, Глеб (3) deals a four-player hand: Борис (1) and Вера (2) speak.
@pytest.mark.parametrize(
    ("n", "allowed", "calls", "may", "seats"),
    [
        (4, True, [None, "pass", "pass", None], True, (1, 2, 3)),
        (4, True, [None, Call.PASS, Call.PASS, None], True, (1, 2, 3)),
        (4, True, [None, "pass", "pass", "whist"], True, (1, 2, 3)),
        (4, False, [None, "pass", "pass", None], False, (1, 2)),
        (4, True, [None, "whist", "pass", None], False, (1, 2)),
        (4, True, [None, "pass", "half-whist", None], False, (1, 2)),
        (4, True, [None, "pass", None, None], False, (1, 2)),
        (3, True, [None, "pass", "pass"], False, (1, 2)),
    ],
)
def test_the_dealer_may_return_the_whist_only_when_allowed_and_both_passed(n, allowed, calls, may, seats):
    dealer = 3 if n == 4 else 0
    convention = rules(dealer_may_whist=allowed)
    assert dealer_may_return_whist(convention, n, 0, dealer, calls) is may
    assert call_seats(convention, n, 0, dealer, calls) == seats


@pytest.mark.parametrize(
    ("n", "dealer", "calls", "returns"),
    [
        (4, 3, [None, "pass", "pass", "whist"], True),
        (4, 3, [None, "pass", "pass", None], False),
        (4, None, [None, "pass", "pass", "whist"], False),
        (3, 2, [None, "whist", "whist"], False),
    ],
)
def test_dealer_returns_whist(n, dealer, calls, returns):
    assert dealer_returns_whist(n, dealer, calls) is returns


@pytest.mark.parametrize(
    ("n", "dealer", "seat", "call", "want"),
    [
        (4, 3, 3, Call.WHIST, Call.WHIST),
        (4, 3, 3, Call.PASS, None),  # the dealer either returns the whist or says nothing
        (4, 3, 3, Call.HALF_WHIST, None),
        (4, 3, 3, None, None),
        (4, 3, 1, Call.PASS, Call.PASS),
        (3, 0, 0, Call.PASS, Call.PASS),  # with three nobody sits out
    ],
)
def test_recorded_call(n, dealer, seat, call, want):
    assert recorded_call(n, dealer, seat, call) == want


@pytest.mark.parametrize(
    ("n", "dealer_on_raspasy", "takes"),
    [
        (4, "takes_prikup_tricks", True),
        (4, "sits_out", False),
        (3, "takes_prikup_tricks", False),
        (2, "takes_prikup_tricks", False),
    ],
)
def test_dealer_takes_tricks(n, dealer_on_raspasy, takes):
    assert dealer_takes_tricks(rules(dealer_on_raspasy=dealer_on_raspasy), n) is takes


@pytest.mark.parametrize(
    ("n", "dealer", "in_turn", "want"),
    [
        (3, 1, 1, None),  # dealt in turn: the sheet knows
        (3, 2, 1, 2),
        (3, None, 1, None),
        (2, 0, 0, None),
        (2, 1, 0, 1),
        (4, 1, 1, 1),  # four players: always recorded, he sits out
        (4, 2, 1, 2),
    ],
)
def test_recorded_dealer(n, dealer, in_turn, want):
    assert recorded_dealer(n, dealer, in_turn) == want


@pytest.mark.parametrize(
    ("data", "undertricks", "is_made"),
    [
        ({"calls": [None, "whist", "pass"], "tricks": [7, 2, 1]}, 0, True),
        ({"calls": [None, "whist", "pass"], "tricks": [9, 1, 0]}, 0, True),  # overtricks earn nothing, still made
        ({"calls": [None, "whist", "whist"], "tricks": [6, 3, 1]}, 1, False),
        ({"calls": [None, "whist", "whist"], "tricks": [0, 5, 5]}, 7, False),
        ({"calls": [None, "pass", "pass"]}, 0, True),  # not played: counted as made
        ({"calls": [None, "pass", "half-whist"]}, 0, True),
        ({"calls": [None, "whist", "pass"], "conceded": True}, 3, False),  # «без трёх»
    ],
)
def test_a_trick_game_made_or_failed(data, undertricks, is_made):
    game = hand(kind="game", declarer=0, contract="7H", **data)
    assert declarer_undertricks(game) == undertricks
    assert made(game) is is_made


def test_a_returned_whist_is_made_or_failed_on_the_declarers_tricks():
    data = {"kind": "game", "declarer": 1, "contract": "8D", "calls": ["pass", None, "pass", "whist"], "dealer": 3}
    assert made(hand(**data, tricks=[2, 8, 0, None]))
    assert declarer_undertricks(hand(**data, tricks=[2, 7, 1, None])) == 1 and not made(
        hand(**data, tricks=[2, 7, 1, None])
    )


@pytest.mark.parametrize(("tricks", "is_made"), [(0, True), (1, False), (4, False)])
def test_a_misere_is_made_without_a_trick(tricks, is_made):
    assert made(hand(kind="misere", declarer=0, tricks=tricks)) is is_made
