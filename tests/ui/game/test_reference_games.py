"""Whole reference games entered through the hand panel by keyboard only."""

import json
from fractions import Fraction

import pytest
from ui_helpers import enter_hands, hand_keys, show_window, type_keys

from prefcount.files import gamefile
from prefcount.ledger import Game, format_money, settle


@pytest.fixture
def window(qtbot):
    return lambda game: show_window(qtbot, game)


def as_number(value):
    return Fraction(value) if isinstance(value, str) else value


def per_hand(result):
    return {"pulya": list(result.pulya), "gora": list(result.gora), "whists": [list(r) for r in result.whists]}


def test_sochi_3p_by_keyboard(qtbot, window, data_dir):
    source = json.loads((data_dir / "game-sochi-3p.json").read_text(encoding="utf-8"))
    expected = json.loads((data_dir / "game-sochi-3p.expected.json").read_text(encoding="utf-8"))
    full = gamefile.load(data_dir / "game-sochi-3p.json")
    win = window(Game(players=full.players, convention=full.convention))
    seen = enter_hands(qtbot, win, [hand_keys(hand, 3) for hand in source["hands"]])
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
    assert len(seen) == len(source["hands"]) and len(seen[0][0]) == 8


def test_typing_over_the_main_window_starts_a_hand(qtbot, window, data_dir):
    """No key to open the hand panel: the first key of the hand (the declarer's seat) opens it."""
    full = gamefile.load(data_dir / "game-sochi-3p.json")
    win = window(Game(players=full.players, convention=full.convention))
    keys = hand_keys(json.loads((data_dir / "game-sochi-3p.json").read_text(encoding="utf-8"))["hands"][0], 3)
    assert keys == "16sww63\n"
    win.ui.handTable.setFocus()
    qtbot.keyClicks(win.ui.handTable, keys[0])
    panel = win.hand_entry.panel
    assert panel.isVisible() and panel.entry.declarer == 0  # the "1" typed over the main window
    type_keys(qtbot, keys[1:], win)
    assert win.document.game.hands == full.hands[:1]


def test_rostov_4p_by_keyboard(qtbot, window, data_dir):
    source = json.loads((data_dir / "game-rostov-4p.json").read_text(encoding="utf-8"))
    expected = json.loads((data_dir / "game-rostov-4p.expected.json").read_text(encoding="utf-8"))
    full_convention = gamefile.loads(json.dumps({**source, "hands": []})).convention
    win = window(Game(players=tuple(source["players"]), convention=full_convention))
    enter_hands(qtbot, win, [hand_keys(hand, 4) for hand in source["hands"]])
    sheet = win.document.sheet
    assert [per_hand(r) for r in sheet.hands] == expected["per_hand"]
    assert [h.dealer for h in win.document.game.hands] == [h["dealer"] for h in source["hands"]]
