""" "What if we had played by…?": the same hands under another convention."""

import json
from fractions import Fraction

import pytest
from where import DATA

from prefcount.files.gamefile import load
from prefcount.ledger import PRESETS, ConventionError, HandError, score, settle, variant, what_if


def test_the_same_convention_changes_nothing():
    game = load(DATA / "game-sochi-3p.json")
    comparison = what_if(game, game.convention)
    assert comparison.changed == {}
    assert all(row.own == row.other and row.net_difference == 0 for row in comparison.rows)
    assert [row.own.net_whists for row in comparison.rows] == settle(score(game)).net


def test_leningrad_keeps_the_stake_and_changes_the_rules():
    game = load(DATA / "game-sochi-3p.json")
    other = variant(game.convention, preset="leningrad")
    assert other.preset == "leningrad"
    assert (other.pulya_target, other.whist_price) == (game.convention.pulya_target, game.convention.whist_price)
    assert other.overrides() == {
        key: getattr(game.convention, key)
        for key in ("pulya_target", "whist_price")
        if getattr(game.convention, key) != getattr(PRESETS["leningrad"], key)
    }
    comparison = what_if(game, other)
    assert "whist_multiplier" in comparison.changed and "pulya_target" not in comparison.changed
    want = settle(score(game.model_copy(update={"convention": other}))).net
    assert [row.other.net_whists for row in comparison.rows] == want
    assert sum(row.net_difference for row in comparison.rows) == 0
    assert sum(row.money_difference_cents for row in comparison.rows) == 0
    assert [row.name for row in comparison.rows] == list(game.players)


@pytest.mark.parametrize("overflow", ["help", "write_off", "count"])
def test_overflow_changes_the_sheet_but_not_the_money(overflow):
    """RULES §4: help, write-off and count settle the same (gora divided among all players)."""
    game = load(DATA / "game-sochi-3p.json")
    comparison = what_if(game, variant(game.convention, options={"overflow": overflow}))
    assert all(row.net_difference == 0 and row.money_difference_cents == 0 for row in comparison.rows)


def test_options_and_preset_combine():
    game = load(DATA / "game-leningrad-3p.json")
    other = variant(game.convention, "sochi", {"overflow": "write_off", "whist_price": "0.25"})
    assert (other.preset, other.overflow, other.whist_price) == ("sochi", "write_off", Fraction(1, 4))
    assert what_if(game, other).changed["overflow"] == ("count", "write_off")


def test_a_hand_the_other_convention_refuses_is_named():
    game = load(DATA / "game-sochi-3p.json")
    with pytest.raises(HandError) as caught:
        what_if(game, variant(game.convention, options={"half_whist": False}))
    assert caught.value.hand == 8 and "half-whist" in str(caught.value)


def test_a_bad_option_is_named():
    game = load(DATA / "game-sochi-3p.json")
    with pytest.raises(ConventionError, match="overflow"):
        variant(game.convention, options={"overflow": "counted"})
    with pytest.raises(ConventionError, match="presets?|preset"):
        variant(game.convention, preset="moscow")


def test_the_game_is_not_changed():
    game = load(DATA / "game-rostov-4p.json")
    before = json.dumps(game.to_dict())
    what_if(game, variant(game.convention, "classic"))
    assert json.dumps(game.to_dict()) == before


def test_only_options_that_matter_to_the_players_count_as_changed():
    game = load(DATA / "game-sochi-3p.json")  # three players: the 2- and 4-player options change nothing
    other = variant(game.convention, options={"whist_forced": True, "dealer_may_whist": True, "overflow": "count"})
    comparison = what_if(game, other)
    assert comparison.changed == {"overflow": ("help", "count")}
    assert all(
        row.own == row.other for row in what_if(game, variant(game.convention, options={"whist_forced": True})).rows
    )
