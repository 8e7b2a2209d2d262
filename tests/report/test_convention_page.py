"""The printed convention: multipliers read as multipliers («×1»), not as amounts."""

import pytest
from report_helpers import DATA, flat, page_texts

from prefcount.gamefile import load
from prefcount.i18n import set_language
from prefcount.report.game import render_game


@pytest.mark.parametrize(
    "language, whists, gora",
    [
        ("en", "Whists per trick ×1", "Gora per undertrick ×1"),
        ("ru", "Вистов за взятку ×1", "Гора за недобор ×1"),
        ("uk", "Вістів за взятку ×1", "Гора за недобір ×1"),
    ],
)
def test_multipliers_are_printed_with_a_times_sign(language, whists, gora):
    set_language(language)
    text = flat(" ".join(page_texts(render_game(load(DATA / "game-sochi-3p.json")))))
    assert whists in text and gora in text


def test_leningrad_doubles_whists_and_gora():
    text = flat(" ".join(page_texts(render_game(load(DATA / "game-leningrad-3p.json")))))
    assert "Whists per trick ×2" in text and "Gora per undertrick ×2" in text
