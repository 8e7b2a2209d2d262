"""Two players (гусарик) in the app, by keyboard: new game, every hand, the sheet, explanations, settlement."""

import json
import re

from PySide6.QtCore import Qt
from ui_helpers import enter_hands, hand_keys, show_window

from prefcount.files import gamefile
from prefcount.ledger import format_money, settle
from prefcount.ui.dialogs.new_game_dialog import NewGameDialog
from prefcount.ui.dialogs.settlement_dialog import SettlementDialog


def per_hand(result):
    return {"pulya": list(result.pulya), "gora": list(result.gora), "whists": [list(r) for r in result.whists]}


def test_the_new_game_dialog_offers_two_players(qtbot):
    dialog = NewGameDialog(players=["Аня", "Борис", "Вера"])
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.ui.countBox
    assert [box.itemText(i) for i in range(box.count())] == ["2", "3", "4"]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Up)  # 3 → 2
    assert dialog.count() == 2
    assert [edit.isVisible() for edit in dialog.name_edits] == [True, True, False, False]
    assert dialog.game().players == ("Аня", "Борис") and dialog.ui.dealerBox.count() == 2
    assert "whist_forced" in dialog.editor.offered_options()
    assert "lone_whister_on_remiz" not in dialog.editor.offered_options()


def test_a_whole_two_player_game_by_keyboard_to_settlement(qtbot, monkeypatch, data_dir):
    source = json.loads((data_dir / "game-gusarik-2p.json").read_text(encoding="utf-8"))
    expected = json.loads((data_dir / "game-gusarik-2p.expected.json").read_text(encoding="utf-8"))
    reference = gamefile.load(data_dir / "game-gusarik-2p.json")

    def new_game(dialog):  # the player types the names, picks 2 players and Sochi to 20 at 0.5 a whist
        dialog.show()
        box = dialog.ui.countBox
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Up)
        for edit, name in zip(dialog.name_edits, reference.players):
            edit.selectAll()
            qtbot.keyClicks(edit, name)
        dialog.editor.editors["pulya_target"].setValue(20)
        price = dialog.editor.editors["whist_price"]
        price.selectAll()
        qtbot.keyClicks(price, "0.5")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Return)
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", new_game)
    window = show_window(qtbot, reference.model_copy(update={"hands": ()}))
    window.new_game()
    game = window.document.game
    assert game.players == reference.players and game.n == 2
    assert game.convention == reference.convention
    seen = enter_hands(qtbot, window, [hand_keys(hand, 2) for hand in source["hands"]])
    # a typical hand is seven keys: declarer, level, suit, the other's call, two trick counts, Enter
    assert max(len(typed) for typed, _, _ in seen) <= 7 and len(seen[2][0]) == 7
    sheet = window.document.sheet
    assert [per_hand(r) for r in sheet.hands] == expected["per_hand"]
    assert (sheet.pulya, sheet.gora, sheet.whists) == (expected["pulya"], expected["gora"], expected["whists"])
    # the sheet on screen: two sectors, a zone explained, the standings, the settlement
    view = window.ui.sheetView
    pulka = view.pulka()
    assert {zone.ref for zone in pulka.zones if zone.ref[0] == "whists"} == {("whists", 0, 1), ("whists", 1, 0)}
    assert len(pulka.zones) == 8  # name, whists, pulya, gora for each of the two
    zone = pulka.zone(("whists", 1, 0))  # what B wrote on A: click it, the app says where it came from
    xs, ys = [p[0] for p in zone.outline], [p[1] for p in zone.outline]
    qtbot.mouseClick(
        view, Qt.MouseButton.LeftButton, pos=view.to_pixels(sum(xs) / len(xs), sum(ys) / len(ys)).toPoint()
    )
    explanation = re.sub(r"<[^>]+>", "", window.ui.originLabel.text())  # rich text: the red suits are marked up
    assert explanation.startswith("Whists B wrote on A:") and "hand 3, whists for tricks (7♥)" in explanation
    standings = window.ui.standingTable
    assert standings.rowCount() == 2
    assert [standings.item(row, 4).text() for row in range(2)] == expected["settlement"]["money"]
    shown = []
    monkeypatch.setattr(SettlementDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.show_settlement()
    dialog = shown[0]
    assert "B pays A 78.00" in dialog.ui.paymentsLabel.text().replace("₽", "").strip()
    assert [format_money(c) for c in settle(sheet).money_cents] == expected["settlement"]["money"]
