"""A game's own currency: an optional top-level key, which makes the file version 2."""

import json

import pytest

from prefcount.files.gamefile import dumps, load, loads, save
from prefcount.ledger import FileFormatError, Game


@pytest.mark.parametrize("currency", ["₽", "₴", "€", "$", ""])
def test_a_currency_is_kept_and_makes_the_file_version_2(tmp_path, currency):
    game = Game(players=("Аня", "Борис", "Вера"), currency=currency)
    path = tmp_path / "game.pulka"
    save(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["currency"] == currency
    assert load(path) == game


def test_a_game_without_a_currency_stays_version_1():
    data = json.loads(dumps(Game(players=("Аня", "Борис", "Вера"))))
    assert data["version"] == 1 and "currency" not in data


@pytest.mark.parametrize("bad", [5, ["₽"], "рублей и копеек"])
def test_a_bad_currency_is_refused_by_name(bad):
    text = json.dumps({"format": "prefcount-game", "version": 2, "players": ["A", "B", "C"], "currency": bad})
    with pytest.raises(FileFormatError) as caught:
        loads(text)
    assert '"currency"' in str(caught.value)
