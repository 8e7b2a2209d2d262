"""A game's players: renaming one keeps the names playable (the rename command and the document ask this)."""

import pytest

from prefcount.ledger import Game, PlayersError, check_players


def test_with_player_renames_one_seat():
    game = Game(players=("Аня", "Борис", "Вера"))
    assert game.with_player(1, "Боря").players == ("Аня", "Боря", "Вера")
    assert game.players == ("Аня", "Борис", "Вера")  # the game itself is unchanged


@pytest.mark.parametrize("name", ["", "  ", "Аня"])
def test_with_player_refuses_an_empty_or_repeated_name(name):
    with pytest.raises(PlayersError):
        Game(players=("Аня", "Борис", "Вера")).with_player(1, name)


@pytest.mark.parametrize(
    "name", ["\u200b", "\u200b\u200c\u200d", " \u2060 ", "\ufeff", "\u3164", "\u2800", "\u0301", "\u00a0\u200b"]
)
def test_a_name_that_shows_nothing_is_refused(name):
    with pytest.raises(PlayersError, match="shows nothing"):
        check_players([name, "B", "C"])


@pytest.mark.parametrize("name", ["Аня", "a\u0301", "Ан на", "\u00c9", "♠"])
def test_a_name_one_can_see_is_kept_as_written(name):
    assert check_players([name, "B", "C"]) == (name, "B", "C")


def test_names_that_differ_only_by_what_draws_nothing_are_one_name():
    for twin in ("Аня\u200b", "\u200dАня", "Аня\ufeff", " Аня"):
        with pytest.raises(PlayersError, match="Two players are called Аня"):
            check_players(["Аня", twin, "C"])
    assert check_players(["Ан на", "Анна", "C"]) == ("Ан на", "Анна", "C")  # a space is seen
