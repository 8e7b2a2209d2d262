"""«What if we played by…» compares with any option of RULES §11 (issue 17 item 2): each is in the window's
editor, in its group, and a game that needs one (the returned whist) names it when the other rules lack it."""

import pytest

from benchmarks.sample import EVERY_OPTION_11, SECTION_11_VALUES, random_game
from prefcount.ledger import PRESETS, Game, GameHand, what_if
from prefcount.ledger.conventions import OPTION_BY_KEY
from prefcount.ui.dialogs.what_if_dialog import OWN, WhatIfDialog
from prefcount.words.i18n import translate
from prefcount.words.options import option_label

FOUR_PLAYERS_ONLY = {"dealer_whist_shape"}
THREE_PLAYERS_ONLY = {"prikup_premium_writer"}


def set_option(dialog: WhatIfDialog, key: str, value) -> None:
    """Change ``key`` in the window's editor as a player would: its check box or its list."""
    editor = dialog.editor.editors[key]
    if OPTION_BY_KEY[key].kind == "bool":
        editor.setChecked(value)
    else:
        index = editor.findData(value)
        assert index >= 0, (key, value)
        editor.setCurrentIndex(index)


def test_every_option_of_section_11_is_listed():
    assert set(SECTION_11_VALUES) == set(EVERY_OPTION_11) - {"ten_whisted"}


@pytest.mark.parametrize(
    ("key", "value"), [(key, value) for key, values in SECTION_11_VALUES.items() for value in values]
)
def test_what_if_compares_with_each_option_of_section_11(qtbot, key, value):
    players = 4 if key in FOUR_PLAYERS_ONLY else 3
    game = random_game(40, players, seed=7, every_option=True, target=1000)
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.editor.set_convention(game.convention)  # the game's own options (every one of §9), to change one
    dialog.ui.presetBox.setCurrentIndex(dialog.ui.presetBox.findData(OWN))
    assert key in dialog.editor.offered_options()
    set_option(dialog, key, value)
    other = dialog.other_convention()
    assert getattr(other, key) == value
    assert dialog.comparison == what_if(game, other)  # the window shows the ledger's comparison of them
    changed = getattr(game.convention, key) != value
    assert (key in dialog.comparison.changed) == changed
    if changed:
        assert f"{option_label(key, translate)}: " in dialog.ui.differencesLabel.text()


@pytest.mark.parametrize("key", sorted(FOUR_PLAYERS_ONLY | THREE_PLAYERS_ONLY))
def test_an_option_for_another_size_of_table_is_not_offered(qtbot, key):
    players = 3 if key in FOUR_PLAYERS_ONLY else 4
    dialog = WhatIfDialog(random_game(5, players))
    qtbot.addWidget(dialog)
    assert key not in dialog.editor.offered_options()


def test_a_game_with_a_whist_taken_back_names_the_option_the_other_rules_need(qtbot):
    convention = PRESETS["sochi"].model_copy(update={"returned_whist": "half_whister_out"})
    hand = GameHand(declarer=0, contract="7H", calls=(None, "whist", "half-whist"), tricks=(7, 2, 1))
    game = Game(players=("A", "B", "C"), convention=convention, hands=(hand,))
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("leningrad")
    assert dialog.comparison is None
    label = "Whist returned after a half-whist"
    assert label == option_label("returned_whist")
    assert f"To compare, change «{label}» below." in dialog.ui.problemLabel.text()
    assert "returned_whist" in dialog.editor.visible_options()  # its folded group opened to show it
    set_option(dialog, "returned_whist", "half_whister_out")
    assert dialog.comparison is not None and dialog.ui.problemLabel.text() == ""
    b = dialog.comparison.rows[1]
    assert b.own.net_whists != b.other.net_whists  # Leningrad: whists ×2 on the same hand
