"""The made-up games of benchmarks.sample are games the ledger accepts, for two, three and four players."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.sample import random_game
from prefcount.ledger import PRESETS, GameHand, RaspasyHand, score, settle
from prefcount.ledger.hands import DUMMY


@settings(max_examples=30, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from([2, 3, 4]),
    st.sampled_from(sorted(PRESETS)),
    st.sampled_from(["plain", "every_option", "section_11"]),
    st.integers(1, 60),
)
def test_random_games_are_valid_for_every_number_of_players(seed, players, preset, options, hands):
    game = random_game(
        hands, players, seed=seed, preset=preset, every_option=options != "plain", section_11=options == "section_11"
    )
    assert game.n == players and len(game.hands) == hands
    settlement = settle(score(game))  # the ledger validates every hand (RULES §7, §9.9, §10.5)
    assert sum(settlement.money_cents) == 0


def test_two_player_games_have_a_silent_dummy_and_alternate_the_deal():
    """RULES §10: seats 0 and 1 are people, seat 2 the dummy, which never calls; the deal alternates."""
    game = random_game(200, 2, seed=5)
    kinds = {hand.kind for hand in game.hands}
    assert kinds == {"game", "misere", "raspasy"}
    assert [hand.dealer for hand in game.hands] == [index % 2 for index in range(200)]
    games = [hand for hand in game.hands if isinstance(hand, GameHand)]
    assert all(hand.calls[DUMMY] is None and hand.declarer != DUMMY for hand in games)
    assert {hand.calls[1 - hand.declarer] for hand in games} == {"whist", "pass", "half-whist"}
    assert any(hand.tricks is not None and hand.tricks[DUMMY] for hand in games)  # the dummy's tricks are recorded
    raspasy = [hand for hand in game.hands if isinstance(hand, RaspasyHand)]
    assert all(len(hand.tricks) == 3 and sum(hand.tricks) == 10 for hand in raspasy)


def test_section_11_games_use_its_options_and_take_the_whist_back():
    """RULES §11: every option away from its default, and d1 whisting after d2's half-whist now and then."""
    from benchmarks.sample import EVERY_OPTION_11
    from prefcount.ledger.conventions import VERSION_2_DEFAULTS
    from prefcount.ledger.hands import whist_returned

    for players in (3, 4):
        game = random_game(400, players, seed=7, section_11=True)
        assert all(getattr(game.convention, key) == value for key, value in EVERY_OPTION_11.items())
        assert all(
            getattr(game.convention, key) != VERSION_2_DEFAULTS[key]
            for key in EVERY_OPTION_11
            if key in VERSION_2_DEFAULTS
        )
        returned = [
            h for h in game.hands if isinstance(h, GameHand) and whist_returned(players, h.declarer, h.dealer, h.calls)
        ]
        assert returned and any(h.tricks for h in returned) and game.file_version == 2
        assert sum(settle(score(game)).money_cents) == 0
