"""Every problem the ledger finds is shown in the hand panel as the player types; Record waits for a valid hand."""

import pytest
from ui_helpers import open_panel, type_keys

from prefcount.ledger import Convention, Game, RaspasyHand, validate_hand
from prefcount.ui.widgets.problem import shows_problem

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def dialog_for(qtbot, game):
    return open_panel(qtbot, game)


def recorded(panel):
    return panel.window().document.game.hands


def ledger_messages(dialog):
    hand = dialog.build()
    assert not isinstance(hand, str), hand
    return [p for p in validate_hand(dialog.game, hand, dialog.index)]


CASES = [
    # (what, players, convention overrides, hands before, keys, expected code words)
    ("tricks outside 0..10", NAMES3, {}, (), "19sww93", "trick"),
    ("half-whist by the first defender", NAMES3, {}, (), "17shp", "half-whist"),
    ("half-whist after a whist", NAMES3, {}, (), "17swh", "half-whist"),
    ("half-whist on an eight", NAMES3, {}, (), "18sph", "half-whist"),
    ("half-whist switched off", NAMES3, {"half_whist": False}, (), "17sph", "half-whist"),
    ("Stalingrad not whisted by both", NAMES3, {"stalingrad": True}, (), "16spw64", "Stalingrad"),
    ("the declarer is the sitting-out dealer", NAMES4, {}, (), "16sww64", "deal"),
    ("raspasy tricks that do not add up", NAMES3, {}, (), "095", "trick"),
]


@pytest.mark.parametrize("what, players, overrides, before, keys, word", CASES, ids=[c[0] for c in CASES])
def test_error_is_shown_and_ok_disabled(qtbot, what, players, overrides, before, keys, word):
    game = Game(players=players, convention=Convention.from_preset("sochi", **overrides), hands=before)
    dialog = dialog_for(qtbot, game)
    type_keys(qtbot, keys, dialog)
    problems = ledger_messages(dialog)
    errors = [p for p in problems if p.severity == "error"]
    assert errors, what
    shown = dialog.message()
    for problem in errors:
        assert problem.translated(with_hand=False) in shown
    assert word.lower() in shown.lower()
    assert not dialog.ok_button.isEnabled()
    assert shows_problem(dialog.ui.problemLabel)  # red
    type_keys(qtbot, "\n", dialog)
    assert dialog.hand() is None and dialog.isVisible() and recorded(dialog) == game.hands


def test_warning_is_shown_and_recordable(qtbot):
    raspasy = RaspasyHand(tricks=(2, 5, 3))
    game = Game(players=NAMES3, convention=Convention.from_preset("classic"), hands=(raspasy,))
    dialog = dialog_for(qtbot, game)
    type_keys(qtbot, "16sww64", dialog)
    problems = ledger_messages(dialog)
    assert [p.severity for p in problems] == ["warning"]
    assert problems[0].translated(with_hand=False) in dialog.message()
    assert dialog.message().startswith("⚠")
    assert dialog.ok_button.isEnabled()
    type_keys(qtbot, "\n", dialog)
    assert len(recorded(dialog)) == 2 and not dialog.is_open


def test_hints_until_the_hand_is_complete(qtbot):
    dialog = dialog_for(qtbot, Game(players=NAMES3))
    assert "seat number" in dialog.message()
    assert not dialog.ok_button.isEnabled()
    type_keys(qtbot, "2", dialog)
    assert "contract" in dialog.message().lower()
    type_keys(qtbot, "7h", dialog)
    assert "Вера" in dialog.message()  # the first defender after Борис
    type_keys(qtbot, "wp", dialog)
    assert "tricks" in dialog.message().lower()
    type_keys(qtbot, "7", dialog)
    assert not dialog.ok_button.isEnabled()
    type_keys(qtbot, "2", dialog)
    assert dialog.ok_button.isEnabled()
    assert dialog.preview() == "Writes: Борис +4 pulya; Вера → Борис 12 whists"
    assert dialog.tricks[0].text() == "1"  # the last count filled itself in


def test_cyrillic_keys_and_misere_and_ten(qtbot):
    dialog = dialog_for(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "в10чвв", dialog)  # Вера, 10♥, both whist
    assert dialog.entry.declarer == 2 and str(dialog.entry.bid) == "10H"
    type_keys(qtbot, "10", dialog)  # ten tricks
    assert dialog.entry.trick_count(2) == 10
    type_keys(qtbot, "0\n", dialog)
    assert recorded(dialog)[-1].tricks == (0, 0, 10)
    dialog = dialog_for(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "бм1", dialog)  # Борис, мизер, one trick
    type_keys(qtbot, "\n", dialog)
    assert recorded(dialog)[-1].kind == "misere" and recorded(dialog)[-1].tricks == 1


def test_both_pass_needs_no_tricks(qtbot):
    dialog = dialog_for(qtbot, Game(players=NAMES3))
    type_keys(qtbot, "36cpp", dialog)
    assert dialog.ok_button.isEnabled()
    assert not any(edit.isEnabled() for edit in dialog.tricks[:3])
    type_keys(qtbot, "\n", dialog)
    assert recorded(dialog)[-1].tricks is None
