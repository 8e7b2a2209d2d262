"""The import-later rule of the game window, stated once.

The window paints its blank pulka before the game loads (``tests/ui/test_startup.py``): what
:mod:`prefcount.ui.game.main_window` imports at its top is what a player waits for before seeing anything.
So that module imports at its top only Qt, its form and small Qt-free helpers; everything else — the
ledger (pydantic), the game file, the dialogs, printing (ReportLab), the club book — is imported
inside the function that first needs it, where it costs nothing until that moment (Python keeps a
module once loaded, so a second call pays a dictionary look-up). Modules the window itself imports
only once a game is attached (:mod:`prefcount.ui.game.file_actions`, the hand list, the hand panel) load
after the first paint and may import the ledger and the game file at their top.

This module is imported before the first paint: it imports nothing.
"""

from __future__ import annotations

from types import ModuleType


def ledger() -> ModuleType:
    """:mod:`prefcount.ledger`, imported on first use: the window paints before pydantic has loaded."""
    import prefcount.ledger

    return prefcount.ledger
