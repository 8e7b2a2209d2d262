"""The rules of a game, read only and grouped, and "what if we had played by…?" beside the game's own result."""

from where import DATA

from prefcount.files.gamefile import load
from prefcount.ledger import PRESETS, Convention, format_amount, variant, what_if
from prefcount.ui.dialogs.rules_dialog import RulesDialog
from prefcount.ui.dialogs.what_if_dialog import WhatIfDialog


def game_with(**options):
    game = load(DATA / "game-sochi-3p.json")
    return game.model_copy(update={"convention": Convention.from_preset("sochi", **options)})


def test_the_rules_view_shows_the_games_convention_grouped_and_names_what_was_changed(qtbot):
    game = game_with(overflow="count", whist_price="0.5")
    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    editor = dialog.editor
    assert editor.read_only and not editor.editors
    assert editor.values_shown["overflow"].text() == "count it in the pulya"
    assert editor.marked == ("overflow", "whist_price")
    assert "four_players" not in editor.offered_groups()
    assert editor.visible_options() == editor.offered_options()  # a view to read: every group open
    assert editor.labels["overflow"].font().bold() and not editor.labels["stalingrad"].font().bold()
    summary = dialog.ui.summaryLabel.text()
    assert summary.startswith("Sochi; changed:") and "Pulya past the target" in summary and "Whist price" in summary


def cell(dialog, row, column) -> str:
    """A cell of the result table: row 0 says whose result, row 1 what; players from row 2 (row 1 here)."""
    return dialog.ui.resultTable.item(row + 1 if row else 0, column).text()


def test_what_if_sets_the_games_result_beside_another_presets(qtbot):
    game = load(DATA / "game-sochi-3p.json")
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.choose("leningrad")
    other = variant(game.convention, preset="leningrad")
    assert dialog.other_convention() == other  # the game's target and whist price kept
    want = what_if(game, other)
    assert cell(dialog, 0, 1).startswith("This game (Sochi)") and cell(dialog, 0, 5) == "By Leningrad"
    for seat, row in enumerate(want.rows):
        line = [cell(dialog, seat + 1, column) for column in range(11)]
        assert line[0] == row.name
        assert line[1:3] == [format_amount(row.own.pulya), format_amount(row.own.gora)]
        assert line[3] == format_amount(row.own.net_whists, signed=True)
        assert line[5:7] == [format_amount(row.other.pulya), format_amount(row.other.gora)]
        assert line[9] == format_amount(row.net_difference, signed=True)
    assert cell(dialog, 1, 4) == "61.00"  # the game's own money for A (RULES §8 reference game)
    assert "Whists per trick: ×1 → ×2" in dialog.ui.differencesLabel.text()


def test_an_option_changed_by_hand_rescores_at_once(qtbot):
    game = load(DATA / "game-sochi-3p.json")
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("sochi")
    assert "the same result" in dialog.ui.differencesLabel.text()
    assert all(cell(dialog, seat + 1, 10) == "0.00" for seat in range(3))
    overflow = dialog.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("write_off"))  # RULES §4: the same money, another sheet
    assert dialog.editor.marked == ("overflow", "whist_price")  # the game played for 0.5 a whist
    assert all(cell(dialog, seat + 1, 10) == "0.00" for seat in range(3))
    price = dialog.editor.editors["whist_price"]
    price.setText("1")
    assert dialog.comparison.rows[0].money_difference_cents == dialog.comparison.rows[0].own.money_cents
    price.setText("lots")
    assert "'Whist price'" in dialog.ui.problemLabel.text()  # the option by its label, not its key


def test_a_hand_the_other_rules_refuse_is_named(qtbot):
    game = load(DATA / "game-sochi-3p.json")
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("sochi")
    dialog.editor.editors["half_whist"].setChecked(False)  # the game has a half-whist
    assert "Hand" in dialog.ui.problemLabel.text() and dialog.comparison is None
    assert PRESETS["sochi"].half_whist


def test_a_game_of_its_own_rules_is_not_compared_as_sochi(qtbot):
    """ "These options" once fell back to Sochi when the editor had no preset: a rule must not be guessed."""
    from prefcount.ledger import convention_from_dict
    from prefcount.ui.dialogs.what_if_dialog import OWN

    sochi = load(DATA / "game-sochi-3p.json")
    options = {k: v for k, v in sochi.convention.to_dict().items() if k != "preset"}
    game = sochi.model_copy(update={"convention": convention_from_dict({**options, "overflow": "count"})})
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.editor.set_convention(game.convention)  # the game's own options, to change one of them
    dialog.ui.presetBox.setCurrentIndex(dialog.ui.presetBox.findData(OWN))
    overflow = dialog.editor.editors["overflow"]
    overflow.setCurrentIndex(overflow.findData("help"))
    other = dialog.other_convention()
    assert other.preset is None and other.overflow == "help"
    assert cell(dialog, 0, 1) == "This game (Own rules)" and cell(dialog, 0, 5) == "With the options changed"
    assert "Pulya past the target" in dialog.ui.differencesLabel.text()


def test_the_other_side_is_named_changed_once_its_options_are_changed(qtbot):
    """Leningrad picked, then an option changed by hand: the heading once still said "By Leningrad"."""
    game = load(DATA / "game-sochi-3p.json")
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("leningrad")
    assert cell(dialog, 0, 5) == "By Leningrad"
    overflow = dialog.editor.editors["overflow"]
    choices = [overflow.itemData(i) for i in range(overflow.count())]
    other = next(value for value in choices if value != dialog.other_convention().overflow)
    overflow.setCurrentIndex(overflow.findData(other))
    assert dialog.other_convention().overflow == other
    assert cell(dialog, 0, 5) == "By Leningrad, changed"


def test_a_hand_the_other_rules_refuse_for_an_option_names_the_option_to_change(qtbot):
    """A 4-player game with prikup whists, re-scored by Leningrad (no prikup whists): the window says which
    option to change to compare it, and once it is changed the game is compared."""
    from benchmarks.sample import random_game

    game = random_game(30, 4, every_option=True)
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("leningrad")
    assert dialog.comparison is None
    problem = dialog.ui.problemLabel.text()
    assert "whists for the prikup are not played" in problem
    assert "To compare, change «Whists for the prikup» below." in problem
    assert "prikup_premium" in dialog.editor.visible_options()  # its folded group opened to show it
    dialog.editor.editors["prikup_premium"].setChecked(True)
    assert "Whists for the prikup" not in dialog.ui.problemLabel.text()


def test_the_money_is_written_as_the_language_writes_it(qtbot):
    """The what-if window once wrote «61.00» in Russian beside the settlement's «61,00»."""
    from prefcount.ui.app.language import use_language

    game = load(DATA / "game-sochi-3p.json")
    try:
        use_language("ru")
        dialog = WhatIfDialog(game)
        qtbot.addWidget(dialog)
        dialog.choose("leningrad")
        assert cell(dialog, 1, 4) == "61,00" and cell(dialog, 1, 10) == "+53,00"
    finally:
        use_language("en")


def test_the_money_header_names_the_games_own_currency(qtbot):
    """The what-if window once named the app's currency in its money headers, not the game's."""
    game = load(DATA / "game-sochi-3p.json").model_copy(update={"currency": "€"})
    dialog = WhatIfDialog(game)
    qtbot.addWidget(dialog)
    dialog.choose("leningrad")
    assert dialog.ui.resultTable.item(1, 4).text() == "Money, €"
