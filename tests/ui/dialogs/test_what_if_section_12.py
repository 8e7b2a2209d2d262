"""«What if we played by…» compares with each option of RULES §12 (issue 28 item 2): each is in the window's
editor, in its group, with its words; choosing a value re-scores the game under it (the ledger's comparison), and
the differences line names the option in the player's language."""

import pytest
from test_what_if_section_11 import set_option

from benchmarks.sample import EVERY_OPTION_12, SECTION_12_VALUES, random_game
from prefcount.ledger import what_if
from prefcount.ledger.conventions import OPTION_BY_KEY
from prefcount.ui.dialogs.what_if_dialog import OWN, WhatIfDialog
from prefcount.words.i18n import set_language, translate
from prefcount.words.options import describe_value, option_label


def test_every_option_of_section_12_is_listed():
    assert set(SECTION_12_VALUES) == set(EVERY_OPTION_12)


@pytest.mark.parametrize(
    ("key", "value"), [(key, value) for key, values in SECTION_12_VALUES.items() for value in values]
)
@pytest.mark.parametrize("players", [3, 4])
def test_what_if_compares_with_each_option_of_section_12(qtbot, key, value, players):
    game = random_game(60, players, seed=11, every_option=True, target=12)
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.editor.set_convention(game.convention)
    dialog.ui.presetBox.setCurrentIndex(dialog.ui.presetBox.findData(OWN))
    assert key in dialog.editor.offered_options()
    assert (
        OPTION_BY_KEY[key].group
        == {
            "two_whister_quota": "whisting",
            "lone_whister_tricks": "whisting",
            "settle_open_pulya": "settlement",
            "raspasy_zero_tricks": "raspasy",
        }[key]
    )
    set_option(dialog, key, value)
    other = dialog.other_convention()
    assert getattr(other, key) == value
    assert dialog.comparison == what_if(game, other)
    changed = getattr(game.convention, key) != value
    assert (key in dialog.comparison.changed) == changed
    if changed:
        text = dialog.ui.differencesLabel.text()
        assert f"{option_label(key, translate)}: " in text and describe_value(key, value, translate) in text


def test_a_two_player_game_is_not_offered_the_lone_whisters_tricks(qtbot):
    """RULES §12.2, §12.5: with two players the dummy's tricks are the whister's; the option changes nothing."""
    dialog = WhatIfDialog(random_game(10, 2))
    qtbot.addWidget(dialog)
    offered = dialog.editor.offered_options()
    assert "lone_whister_tricks" not in offered and "two_whister_quota" not in offered
    assert {"settle_open_pulya", "raspasy_zero_tricks"} <= set(offered)


def test_the_section_12_words_are_russian_in_the_editor(qtbot):
    set_language("ru")
    try:
        dialog = WhatIfDialog(random_game(10, 3))
        qtbot.addWidget(dialog)
        for key in SECTION_12_VALUES:
            label = dialog.editor.labels[key].text()
            assert label == option_label(key, translate) and label != option_label(key)
            assert any("а" <= char <= "я" for char in label.lower())
            assert dialog.editor.explanations[key].text() != dialog.editor.explanations[key].text().encode().decode(
                "ascii", "ignore"
            )
    finally:
        set_language("en")
