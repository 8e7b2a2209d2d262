"""Sharing tests start in English (the source language) and leave it so; their servers listen on loopback only."""

import pytest

from prefcount.files import gamefile
from prefcount.ledger import score, settle
from prefcount.words.i18n import set_language


@pytest.fixture(autouse=True)
def english_by_default():
    set_language("en")
    yield
    set_language("en")


#: When the tests' games were played: the reference games have no date of their own (see ``test_result``).
PLAYED = "2025-03-08T19:30:00"


@pytest.fixture
def sochi(data_dir):
    """The reference Sochi game, played on 8 March: the game, its sheet and its settlement."""
    game = gamefile.load(data_dir / "game-sochi-3p.json").model_copy(update={"created": PLAYED})
    sheet = score(game)
    return game, sheet, settle(sheet)
