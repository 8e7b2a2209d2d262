"""The status line: the raspasy run as the convention counts it (RULES §3.3, §9.4), from the ledger's sheet."""

import pytest

from prefcount.ledger import PRESETS, Game, GameHand, RaspasyHand, score
from prefcount.words.i18n import set_language
from prefcount.words.status import status_lines, status_text

NAMES = ("Аня", "Борис", "Вера")
RASPASY = RaspasyHand(tricks=(2, 5, 3))
BOTH_PASS = GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def status(hands, preset="sochi", **options):
    convention = PRESETS[preset].model_copy(update=options)
    return status_text(score(Game(players=NAMES, convention=convention, hands=tuple(hands))), NAMES)


@pytest.mark.parametrize(
    ("preset", "run", "says"),
    [
        ("sochi", 1, "Raspasy in a row: 1. Next raspasy: step ×2, 2 gora a trick. Exit from raspasy: 6 or higher."),
        ("sochi", 2, "Raspasy in a row: 2. Next raspasy: step ×3, 3 gora a trick. Exit from raspasy: 7 or higher."),
        ("sochi", 4, "Raspasy in a row: 4. Next raspasy: step ×3, 3 gora a trick. Exit from raspasy: 8 or higher."),
        ("classic", 2, "Raspasy in a row: 2. Next raspasy: step ×4, 4 gora a trick. Exit from raspasy: 7 or higher."),
        ("leningrad", 1, "Raspasy in a row: 1. Next raspasy: step ×2, 4 gora a trick. Exit from raspasy: 6 or higher."),
        ("rostov", 2, "Raspasy in a row: 2. Next raspasy: step ×1, 5 whists a trick. Exit from raspasy: 6 or higher."),
    ],
)
def test_the_run_its_next_price_and_the_exit(preset, run, says):
    assert says in status([RASPASY] * run, preset).split("\n")


def test_a_game_ends_the_run_by_default():
    assert "Raspasy" not in status([RASPASY, BOTH_PASS])


@pytest.mark.parametrize("ends", ["played_hand", "whisted_made_game"])
def test_a_passed_game_leaves_the_run_open_and_the_line_says_so(ends):
    text = status([RASPASY, RASPASY, BOTH_PASS], raspasy_run_ends=ends)
    assert "Raspasy in a row: 2." in text and "Next raspasy: step ×3" in text
    assert "The last game did not end the run: it stays open." in text
    assert "stays open" not in status([RASPASY, RASPASY], raspasy_run_ends=ends)


def test_each_line_says_what_it_is_about(data_dir):
    """The phones' page leaves out the scorer's "settle up" line by what it is, not by its words."""
    from prefcount.files import gamefile

    game = gamefile.load(data_dir / "game-sochi-3p.json")
    sheet = score(game)
    lines = status_lines(sheet, game.players)
    assert [line.kind for line in lines] == ["next", "closed", "over"]
    assert status_text(sheet, game.players) == "\n".join(line.text for line in lines)
    assert status_text(sheet, game.players, leave_out=("over",)) == "\n".join(line.text for line in lines[:2])
