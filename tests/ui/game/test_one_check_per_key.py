"""Issue 29 §3, DESIGN.md convention 17: a hand is built and checked once per key, the seats asked once per change.

Before: over the 7 keys of `27hwp72` the ledger's validator ran 8 times (the whole hand twice: the entry's
problems, then the preview's extended) and the seat rules 150-odd times (each widget asking again)."""

from ui_helpers import show_window, type_keys

import prefcount.entry.draft as draft
import prefcount.entry.hand as hand
import prefcount.entry.roles as roles
import prefcount.ledger.sheet as sheet
from prefcount.ledger import PRESETS, Game


def counting(monkeypatch, module, name, counts):
    real = getattr(module, name)

    def counted(*args, **kwargs):
        counts[name] = counts.get(name, 0) + 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)


def test_each_key_checks_the_hand_once_and_asks_the_seats_once(qtbot, monkeypatch):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["sochi"]))
    counts: dict[str, int] = {}
    for module, name in ((hand, "check_hand"), (sheet, "check_hand"), (roles, "call_seats"), (roles, "trick_seats")):
        counting(monkeypatch, module, name, counts)
    counting(monkeypatch, draft, "plan_seats", counts)
    for typed, key in enumerate("27hwp72", start=1):
        type_keys(qtbot, key, win)
        assert counts["check_hand"] == typed  # the whole hand (the last key) too: once, not again to preview it
    assert counts["plan_seats"] <= 7 and counts["call_seats"] <= 7 and counts["trick_seats"] <= 7
    type_keys(qtbot, "\n", win)
    assert counts["check_hand"] == 7 and len(win.document.game.hands) == 1  # recording trusts the check
