"""A 4-player game by a table's own agreements (RULES §9), entered by keyboard only.

The reference game has everything the hand panel offers: tricks sold in the
prikup («к2»), a dealer who returns the whist, the dealer's prikup tricks on
raspasy, dark hands (×2, ×4) and a concession. The sheet, the explanation of a
number and the settlement must show them.
"""

import json

import pytest
from PySide6.QtCore import Qt
from ui_helpers import enter_hands, hand_keys, show_window

from prefcount.files import gamefile
from prefcount.ledger import format_money, settle
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
from prefcount.ui.game.hand_list import COLUMNS


def per_hand(result):
    return {"pulya": list(result.pulya), "gora": list(result.gora), "whists": [list(r) for r in result.whists]}


@pytest.fixture
def played(qtbot, data_dir):
    """The main window after every hand of game-table-4p was typed into the hand panel."""
    source = json.loads((data_dir / "game-table-4p.json").read_text(encoding="utf-8"))
    reference = gamefile.load(data_dir / "game-table-4p.json")
    window = show_window(qtbot, reference.model_copy(update={"hands": ()}))
    seen = enter_hands(qtbot, window, [hand_keys(hand, 4) for hand in source["hands"]])
    return window, reference, seen


def test_every_hand_typed_scores_as_the_reference(played, data_dir):
    window, reference, seen = played
    expected = json.loads((data_dir / "game-table-4p.expected.json").read_text(encoding="utf-8"))
    sheet = window.document.sheet
    assert [per_hand(r) for r in sheet.hands] == expected["per_hand"]
    assert [format_money(c) for c in settle(sheet).money_cents] == expected["settlement"]["money"]
    typed = dict(enumerate(keys for keys, _, _ in seen))
    assert typed[2] == "48sk1ppw81\n"  # hand 3: D 8♠, the prikup sold one, A and B pass, C (dealing) whists
    assert typed[23] == "36hddwp63\n"  # hand 24: C 6♥ played dark ×4, A whists, B passes; C 6, A 3
    assert typed[0] == "0034\n"  # hand 1: raspasy, A (dealing) took none of the prikup's two tricks
    # the hands as recorded are the reference's (the dealer of each is the one in turn)
    recorded = [hand.model_dump(exclude={"dealer"}) for hand in window.document.game.hands]
    assert recorded == [hand.model_dump(exclude={"dealer"}) for hand in reference.hands]


def click_zone(qtbot, window, ref):
    view = window.ui.sheetView
    zone = view.pulka().zone(ref)
    xs, ys = [p[0] for p in zone.outline], [p[1] for p in zone.outline]
    point = view.to_pixels(sum(xs) / len(xs), sum(ys) / len(ys)).toPoint()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)
    return window.ui.originLabel.text()


def test_the_sheet_and_its_explanations_name_the_table_rules(played, qtbot):
    window, _, _ = played
    # hand 3: C dealt and returned the whist on D's 8♠; the prikup sold D one trick: C writes on D
    text = click_zone(qtbot, window, ("whists", 2, 3))
    assert "hand 3, prikup: one trick sold (an ace)" in text
    assert "hand 3, dealer returned the whist" in text
    # hand 24: the dark hand ×4 appears in what A wrote on C
    assert "dark hand ×4" in click_zone(qtbot, window, ("whists", 0, 2))
    # the dealer's prikup tricks on raspasy went to his gora
    assert "hand 2, the prikup's tricks on raspasy" in click_zone(qtbot, window, ("gora", 1))  # B dealt hand 2
    # the hand list says it too
    model = window.hand_model
    assert model.text(9, "contract") == "7NT (×2, dark)"
    # the dealer's whist: in the calls beside it (C W), and in full in the contract's tooltip
    assert model.text(2, "contract") == "8♠ (prikup 1)"
    assert "3 W" in model.text(2, "calls") and model.text(2, "dealer") == "C"  # (C sits third)
    tip = model.data(model.index(2, COLUMNS.index("contract")), Qt.ItemDataRole.ToolTipRole)
    assert tip == "8♠ (prikup 1; the dealer whists)"
    assert model.text(23, "contract") == "6♥ (×4)"


def test_the_settlement_shows_the_result_of_the_table_rules(played, monkeypatch, data_dir):
    window, _, _ = played
    expected = json.loads((data_dir / "game-table-4p.expected.json").read_text(encoding="utf-8"))
    shown = []
    monkeypatch.setattr(SettlementDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.show_settlement()
    table = shown[0].ui.playersTable
    texts = [" ".join(table.item(row, col).text() for col in range(table.columnCount())) for row in range(4)]
    for row, money in enumerate(expected["settlement"]["money"]):
        assert money in texts[row]
