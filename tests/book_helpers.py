"""The small club book of the book's and the book window's tests (imported as ``book_helpers``).

Friday 6 Nov 2026 Аня, Борис, Вера (finished); Friday 13 Nov Боря, Вера, Гриша (finished);
Friday 20 Nov Аня, Борис, Вера (unfinished); a damaged file and a foreign one. The figures
are worked out by hand in tests/book/test_stats.py (see the comments there).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from prefcount.book import Filter
from prefcount.files.gamefile import save
from prefcount.ledger import Convention, Game, GameHand, MisereHand, RaspasyHand

#: Every pulka of a book, the unfinished ones too.
EVERYTHING = Filter(include_unfinished=True)


def stats(*args: str, data: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """``prefcount stats ARGS`` as a user runs it, a real process, with its data folder in ``data``."""
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data), "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        [sys.executable, "-m", "prefcount", "stats", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        errors="replace",
    )


def small_book(folder: Path, second_preset: str = "sochi") -> Path:
    """Three pulkas (two finished, one not), a damaged file and a foreign one, in ``folder``.

    ``second_preset``: the convention of the second pulka (the book window's tests make it another one than
    the first's, to see a pulka open with its own).
    """
    folder.mkdir(parents=True, exist_ok=True)
    sochi2 = Convention.from_preset("sochi", pulya_target=2)
    friday = Game(
        players=("Аня", "Борис", "Вера"),
        convention=sochi2,
        created="2026-11-06T19:30:00+02:00",
        hands=(
            GameHand(declarer=0, contract="6S", calls=[None, "whist", "whist"], tricks=[6, 3, 1]),
            GameHand(declarer=1, contract="6C", calls=["whist", None, "pass"], tricks=[3, 5, 2]),
            MisereHand(declarer=2, tricks=0),
        ),
    )
    second = Game(
        players=("Боря", "Вера", "Гриша"),
        convention=Convention.from_preset(second_preset, pulya_target=2, whist_price="0.5"),
        created="2026-11-13T19:30:00+02:00",
        hands=(
            RaspasyHand(tricks=[0, 4, 6]),
            GameHand(declarer=2, contract="7H", calls=["pass", "pass", None]),
            GameHand(declarer=1, contract="6D", calls=["whist", None, "whist"], tricks=[1, 8, 1]),
        ),
    )
    unfinished = Game(
        players=("Аня", "Борис", "Вера"),
        created="2026-11-20T19:30:00+02:00",
        hands=(GameHand(declarer=0, contract="6S", calls=[None, "pass", "pass"]),),
    )
    save(friday, folder / "2026-11-06.pulka")
    (folder / "season").mkdir(exist_ok=True)
    save(second, folder / "season" / "2026-11-13.pulka")
    save(unfinished, folder / "2026-11-20.pulka")
    (folder / "broken.pulka").write_text('{"format": "prefcount-game", "version": 1, "players": ["A", "B"', "utf-8")
    (folder / "notes.pulka").write_text('{"format": "somebody-else", "rows": []}', "utf-8")
    return folder
