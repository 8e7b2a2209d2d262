"""Which reference data needs a rule that is not built yet (RULES §9, §10): marked strict xfail.

A strict mark fails the suite as soon as the data passes, so each mark must go
the moment its feature lands (and this module with the last of them).
"""

from __future__ import annotations

import pytest

#: Feature → why data that needs it cannot pass yet.
NOT_BUILT: dict[str, str] = {
    "rules-9": "RULES §9 (version-2 options and per-hand fields) is not built yet",
    "rules-10": "RULES §10 (two players) is not built yet",
}


def needs(game: dict) -> str | None:
    """The feature a reference game (a game file's object) needs that is not built, or None."""
    if len(game.get("players", ())) == 2:
        return NOT_BUILT.get("rules-10")
    if game.get("version", 1) >= 2:
        return NOT_BUILT.get("rules-9")
    return None


def param(value, game: dict, id: str | None = None):
    """``value`` as a pytest parameter, strictly expected to fail while its feature is missing."""
    reason = needs(game)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(value, marks=marks, id=id)
