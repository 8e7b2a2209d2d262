"""A game's players: renaming one keeps the names playable (the rename command and the document ask this)."""

import pytest

from prefcount.ledger import Game, PlayersError


def test_with_player_renames_one_seat():
    game = Game(players=("Аня", "Борис", "Вера"))
    assert game.with_player(1, "Боря").players == ("Аня", "Боря", "Вера")
    assert game.players == ("Аня", "Борис", "Вера")  # the game itself is unchanged


@pytest.mark.parametrize("name", ["", "  ", "Аня"])
def test_with_player_refuses_an_empty_or_repeated_name(name):
    with pytest.raises(PlayersError):
        Game(players=("Аня", "Борис", "Вера")).with_player(1, name)
