"""The printed convention: multipliers read as multipliers («×1»), not as amounts."""

import pytest
from report_helpers import DATA, flat, page_texts

from prefcount.files.gamefile import load
from prefcount.report.game import render_game
from prefcount.words.i18n import set_language


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


@pytest.mark.parametrize("language", ["ru", "uk", "en"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_option_of_sections_9_and_11_fits_under_the_settlement(language, players):
    """Some fifty options, the values of RULES §9 and §11 (some two lines long) in bold: still one page with the
    settlement, each column of groups as tall as its own rows (page 1 the pulka, 2 the settlement, 3 the log)."""
    from benchmarks.sample import random_game
    from prefcount.ledger import groups_for
    from prefcount.words.options import describe_value, option_label

    set_language(language)
    game = random_game(12, players, seed=5, target=20, section_11=True)
    pages = page_texts(render_game(game))
    assert len(pages) == 3
    text = flat(pages[1])
    from prefcount.words.i18n import translate

    for group in groups_for(players):
        for info in group.options:
            assert flat(option_label(info.key, translate)) in text, info.key
            if info.key in ("returned_whist", "overflow", "dealer_whist_shape", "two_whister_quota"):
                value = describe_value(info.key, getattr(game.convention, info.key), translate)
                assert flat(value) in text, value
