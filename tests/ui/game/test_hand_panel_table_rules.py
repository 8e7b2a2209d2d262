"""The hand panel's fields for RULES §9: prikup, dark, the dealer's returned whist and raspasy tricks.

Keyboard first: each is a key or two typed after the contract, and a field the
convention does not use is not shown at all.
"""

import pytest
from ui_helpers import open_panel, type_keys

from prefcount.ledger import PRESETS, Game

NAMES3 = ("Аня", "Борис", "Вера")
NAMES4 = ("Аня", "Борис", "Вера", "Глеб")


def open_dialog(qtbot, players=NAMES3, **options):
    game = Game(players=players, convention=PRESETS["sochi"].model_copy(update=options))
    return open_panel(qtbot, game, first_dealer=3 if len(players) == 4 else 0)


def test_prikup_is_shown_only_when_the_convention_uses_it(qtbot):
    plain = open_dialog(qtbot)
    type_keys(qtbot, "17ч", plain)
    assert not plain.ui.prikupBox.isVisible() and plain.ui.darkBox.isVisible()
    assert "k2" not in plain.ui.keysHint.text()
    with_prikup = open_dialog(qtbot, prikup_premium=True)
    type_keys(qtbot, "17чк2", with_prikup)
    assert with_prikup.ui.prikupBox.isVisible() and with_prikup.ui.prikupBox.currentText() == "2"
    assert "k2" in with_prikup.ui.keysHint.text()
    misere = open_dialog(qtbot, prikup_premium=True)
    type_keys(qtbot, "1мк2", misere)  # a misère carries no prikup
    assert misere.entry.kind == "misere" and misere.entry.prikup is None and not misere.ui.prikupBox.isVisible()


@pytest.mark.parametrize(("keys", "shown"), [("17чт", "×2"), ("17чтт", "×4"), ("0т", "×2"), ("1мтт", "×4")])
def test_dark_is_a_key(qtbot, keys, shown):
    dialog = open_dialog(qtbot)
    type_keys(qtbot, keys, dialog)
    assert dialog.ui.darkBox.currentText() == shown


def test_the_dealers_call_box_opens_when_both_defenders_pass(qtbot):
    dialog = open_dialog(qtbot, NAMES4, dealer_may_whist=True)
    type_keys(qtbot, "16ппв", dialog)  # Глеб deals; Борис passes, Вера whists
    assert not dialog.calls[3].isEnabled()
    dialog = open_dialog(qtbot, NAMES4, dealer_may_whist=True)
    type_keys(qtbot, "16ппп", dialog)  # both pass: Глеб may return the whist
    assert dialog.calls[3].isEnabled() and dialog.focusWidget() is dialog.calls[3]
    assert "may return the whist" in dialog.names[3].text()
    type_keys(qtbot, "в", dialog)
    assert dialog.entry.calls == [None, "pass", "pass", "whist"]
    assert [dialog.tricks[seat].isEnabled() for seat in range(4)] == [True, True, True, False]


def test_the_dealers_raspasy_tricks_box(qtbot):
    dialog = open_dialog(qtbot, NAMES4, dealer_on_raspasy="takes_prikup_tricks")
    type_keys(qtbot, "0", dialog)
    assert dialog.tricks[3].isEnabled() and "prikup" in dialog.names[3].text()
    plain = open_dialog(qtbot, NAMES4)
    type_keys(qtbot, "0", plain)
    assert not plain.tricks[3].isEnabled() and "sits out" in plain.names[3].text()
