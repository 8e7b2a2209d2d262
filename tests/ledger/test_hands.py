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


def test_trick_seats_of_a_dealer_taking_the_prikups_tricks():
    raspasy = hand(kind="raspasy", tricks=[3, 4, 2, 1], dealer=3)
    assert trick_seats(raspasy, 4, dealer_takes_tricks=True) == (0, 1, 2, 3)
    assert trick_seats(raspasy, 4) == (0, 1, 2)


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
