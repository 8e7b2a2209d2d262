"""The printed settlement writes money as the language does: «61,00» and «0,5 ₽» in Russian, «61.00» in English."""

import pytest
from report_helpers import DATA, flat, page_texts

from prefcount.files.gamefile import load
from prefcount.report.game import render_game
from prefcount.words.i18n import set_language


@pytest.mark.parametrize(
    "language, present, absent",
    [
        ("ru", ["вист 0,5 ₽", "B → A: 61,00 ₽", "61,00 -69,00 8,00"], ["61.00", "0.5"]),
        ("uk", ["0,5 ₴", "61,00 ₴"], ["61.00", "₽"]),
        ("en", ["whist 0.5", "B pays A: 61.00", "61.00 -69.00 8.00"], ["61,00", "₽"]),
    ],
)
def test_money_and_price_follow_the_language(language, present, absent):
    set_language(language)
    text = flat(" ".join(page_texts(render_game(load(DATA / "game-sochi-3p.json")))))
    for phrase in present:
        assert phrase in text
    for phrase in absent:
        assert phrase not in text
