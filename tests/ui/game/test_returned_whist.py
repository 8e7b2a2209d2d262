"""The returned whist (RULES §11.5, «возврат виста»): typed from the keyboard like any other call, d1 `w`
beside d2's half-whist, and shown where the hands are shown — the preview, the sheet, the hand list."""

import pytest
from ui_helpers import open_panel, type_keys

from prefcount.ledger import PRESETS, Game, GameHand
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.hand_panel import HandPanel
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.hands import returned_whist_words

NAMES3 = ("Аня", "Борис", "Вера")
#: 7♥ (ч — черви) by Аня, Борис whists beside Вера's half-whist, Аня takes 7: 3 tricks to the defence.
KEYS = "17чвр72"
RETURNED = GameHand(declarer=0, contract="7H", calls=(None, "whist", "half-whist"), tricks=(7, 2, 1))


def game(returned_whist: str, hands=()) -> Game:
    convention = PRESETS["sochi"].model_copy(update={"returned_whist": returned_whist})
    return Game(players=NAMES3, convention=convention, hands=hands)


def open_dialog(qtbot, returned_whist: str) -> HandPanel:
    """The hand panel of a window on a new game, a new hand open (the panel is the hand dialog now)."""
    return open_panel(qtbot, game(returned_whist), first_dealer=0)


def test_a_whist_beside_a_half_whist_is_typed_as_the_other_calls_and_asks_for_tricks(qtbot):
    dialog = open_dialog(qtbot, "half_whister_out")
    type_keys(qtbot, KEYS, dialog)
    assert dialog.build() == RETURNED
    # Борис alone writes the defence's 3 tricks at 4 (Sochi 7) and Вера, out of the hand, nothing
    assert dialog.preview() == "Writes: Аня +4 pulya; Борис → Аня 12 whists"


def test_typed_as_the_table_speaks_pass_half_whist_whist(qtbot):
    """«Пас – полвиста – вист»: Борис's в after Вера's half-whist turns his pass into the whist taken back."""
    dialog = open_dialog(qtbot, "half_whister_out")
    type_keys(qtbot, "17чпр", dialog)
    assert not dialog.tricks[0].isEnabled()  # as it stands, a half-whist: the hand is over
    type_keys(qtbot, "в", dialog)
    assert dialog.calls[1].currentData() == "whist" and dialog.focusWidget() is dialog.tricks[0]
    type_keys(qtbot, "72", dialog)
    assert dialog.build() == RETURNED


def test_where_the_table_does_not_play_it_the_dialog_says_how_to_record_it(qtbot):
    dialog = open_dialog(qtbot, "as_pass")
    type_keys(qtbot, KEYS[:5], dialog)
    assert not any(box.isEnabled() for box in dialog.tricks[:3])  # no tricks asked for a hand it refuses
    assert dialog.message().endswith("is recorded as Борис whist, Вера pass") and dialog.preview() == ""


@pytest.fixture
def window(qtbot):
    win = MainWindow(GameDocument(game("half_whister_out")))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    return win


def test_the_hand_list_and_the_sheet_show_the_whist_taken_back(window):
    window.document.push(RecordHand(window.document, RETURNED))
    assert window.hand_model.text(0, "contract") == f"7♥ ({returned_whist_words()})"
    assert window.hand_model.text(0, "calls") == "2 W, 3 ½"  # (short: by seat; the tooltip says the names)
    sheet = window.document.sheet
    assert sheet.whists[1][0] == 12 and sheet.whists[2][0] == 0
    assert list(sheet.gora) == [0, 0, 0] and list(sheet.pulya) == [4, 0, 0]
