"""``python -m benchmarks.report``: median times of the paper sheets, in process.

Targets: a blank sheet within 150 ms, the filled sheet of a 100-hand game
(pulka, settlement and log) within 400 ms. Nothing is asserted; it prints.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from benchmarks import ledger as bench
from benchmarks.sample import random_game
from prefcount.layout import blank_pulka, filled_pulka, page_frame
from prefcount.ledger import score
from prefcount.report.blank import render_blank
from prefcount.report.game import render_game
from prefcount.words.i18n import set_language


def median_ms(action: Callable[[], object], repeat: int = 9) -> float:
    """Median wall time of ``action()`` over ``repeat`` runs, after one warm-up run."""
    action()
    return bench.median_ms(action, repeat)


def main() -> None:
    set_language("ru")
    start = time.perf_counter()
    render_blank(3)
    cold = (time.perf_counter() - start) * 1000
    game = random_game(100, 4, seed=7, target=30)
    sheet = score(game)
    frame = page_frame("a4", True)
    long_game = random_game(1000, 3, seed=11, target=500)
    rows = [
        ("first blank sheet in this process (loads fonts, once)", cold, None),
        ("blank sheet, 3 players (PDF)", median_ms(lambda: render_blank(3, ["Аня", "Борис", "Вера"], 20)), 150),
        ("blank sheets, 4 players, two up (PDF)", median_ms(lambda: render_blank(4, two_up=True)), 150),
        ("filled sheet, 100 hands, 4 players (PDF, 3+ pages)", median_ms(lambda: render_game(game), 5), 400),
        ("filled sheet, 1,000 hands, 3 players (PDF, hand log)", median_ms(lambda: render_game(long_game), 3), None),
        ("  of which: score the game", median_ms(lambda: score(game)), None),
        ("  of which: lay out the filled pulka", median_ms(lambda: filled_pulka(frame, sheet)), None),
        ("blank pulka layout only", median_ms(lambda: blank_pulka(frame, 4)), None),
    ]
    for label, ms, target in rows:
        goal = f"(target ≤ {target} ms)" if target else ""
        print(f"{label:<56} {ms:8.1f} ms  {goal}")


if __name__ == "__main__":
    main()
