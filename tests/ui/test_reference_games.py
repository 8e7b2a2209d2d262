"""Whole reference games entered through the hand dialog by keyboard only."""

import json
from fractions import Fraction

import pytest
from ui_helpers import hand_keys, type_keys

from prefcount import gamefile
from prefcount.ledger import Game, format_money, settle
from prefcount.ui import prompts
from prefcount.ui.document import GameDocument
from prefcount.ui.hand_dialog import HandDialog
from prefcount.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr(prompts, "yes_no", lambda *a, **k: False)  # "the game is over — settle now?" no

    def make(game):
        document = GameDocument(game)
        window = MainWindow(document)
        qtbot.addWidget(window)
        window.show()
        return window

    return make


def drive_dialog(qtbot, monkeypatch, queue, seen):
    def fake_exec(dialog):
        dialog.show()
        keys = queue.pop(0)
        type_keys(qtbot, keys, dialog)
        seen.append((keys, dialog.message(), dialog.preview()))
        return dialog.result()

    monkeypatch.setattr(HandDialog, "exec", fake_exec)


def as_number(value):
    return Fraction(value) if isinstance(value, str) else value


def per_hand(result):
    return {"pulya": list(result.pulya), "gora": list(result.gora), "whists": [list(r) for r in result.whists]}


def test_sochi_3p_by_keyboard(qtbot, monkeypatch, window, data_dir):
    source = json.loads((data_dir / "game-sochi-3p.json").read_text(encoding="utf-8"))
    expected = json.loads((data_dir / "game-sochi-3p.expected.json").read_text(encoding="utf-8"))
    full = gamefile.load(data_dir / "game-sochi-3p.json")
    win = window(Game(players=full.players, convention=full.convention))
    queue = [hand_keys(hand, 3) for hand in source["hands"]]
    seen = []
    drive_dialog(qtbot, monkeypatch, queue, seen)
    for number in range(len(source["hands"])):
        win.record_hand()
        assert len(win.document.game.hands) == number + 1, seen[-1]
    sheet = win.document.sheet
    assert sheet.pulya == expected["pulya"]
    assert sheet.gora == expected["gora"]
    assert sheet.whists == expected["whists"]
    assert [per_hand(r) for r in sheet.hands] == expected["per_hand"]
    settlement = settle(sheet)
    assert [format_money(c) for c in settlement.money_cents] == expected["settlement"]["money"]
    assert settlement.rounded_whists == expected["settlement"]["rounded_whists"]
    assert [h.model_dump() for h in win.document.game.hands] == [h.model_dump() for h in full.hands]
    # the typical hand takes 8 keys: declarer, level, suit, two calls, two trick counts, Enter
    assert len(queue) == 0 and len(seen[0][0]) == 8


def test_typing_over_the_main_window_starts_a_hand(qtbot, monkeypatch, window, data_dir):
    """No key to open the dialog: the first key of the hand (the declarer's seat) opens it."""
    full = gamefile.load(data_dir / "game-sochi-3p.json")
    win = window(Game(players=full.players, convention=full.convention))
    keys = hand_keys(json.loads((data_dir / "game-sochi-3p.json").read_text(encoding="utf-8"))["hands"][0], 3)
    assert keys == "16sww63\n"

    def fake_exec(dialog):
        assert dialog.declarer() == 0  # the "1" typed over the main window
        type_keys(qtbot, keys[1:], dialog)
        return dialog.result()

    monkeypatch.setattr(HandDialog, "exec", fake_exec)
    win.ui.handTable.setFocus()
    qtbot.keyClicks(win.ui.handTable, keys[0])
    assert win.document.game.hands == full.hands[:1]


def test_rostov_4p_by_keyboard(qtbot, monkeypatch, window, data_dir):
    source = json.loads((data_dir / "game-rostov-4p.json").read_text(encoding="utf-8"))
    expected = json.loads((data_dir / "game-rostov-4p.expected.json").read_text(encoding="utf-8"))
    full_convention = gamefile.loads(json.dumps({**source, "hands": []})).convention
    win = window(Game(players=tuple(source["players"]), convention=full_convention))
    queue = [hand_keys(hand, 4) for hand in source["hands"]]
    seen = []
    drive_dialog(qtbot, monkeypatch, queue, seen)
    for number in range(len(source["hands"])):
        win.record_hand()
        assert len(win.document.game.hands) == number + 1, seen[-1]
    sheet = win.document.sheet
    assert [per_hand(r) for r in sheet.hands] == expected["per_hand"]
    assert [h.dealer for h in win.document.game.hands] == [h["dealer"] for h in source["hands"]]
