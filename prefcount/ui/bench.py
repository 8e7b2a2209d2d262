"""Benchmark of the desktop app: ``python -m prefcount.ui.bench`` prints medians.

* start to first paint of the main window, against a bare PySide6 window started
  the same way (a fresh ``python`` process each time, offscreen unless a display is given,
  bytecode cached as in an installed app);
* recording a hand in a 500-hand game: validate with the ledger, push the undo
  command (re-score the whole sheet, refresh the hand list and the standings),
  repaint the pulka.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            app.quit()
        return False
window = QWidget()
window.resize(1400, 900)
painted = Painted()
window.installEventFilter(painted)
window.show()
app.exec()
"""

PREFCOUNT = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from prefcount.ui.app import create_app, restore_or_new
from prefcount.ui.main_window import MainWindow
app = create_app(sys.argv)
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            if window.document is None:
                print("painted", flush=True)
            else:
                print("ready", flush=True)
                window.document.discard_autosave()
                app.quit()
        return False
window = MainWindow()  # as prefcount.ui.app.run: the blank pulka first, the game right after
window.resize(1400, 900)
painted = Painted()
window.ui.sheetView.installEventFilter(painted)
window.show()
window.ui.sheetView.first_painted.connect(
    lambda: QTimer.singleShot(0, lambda: (window.attach(restore_or_new(window)), window.ui.sheetView.update())))
app.exec()
"""


def time_to_paint(script: str, env: dict) -> tuple[float, float]:
    """Milliseconds from launching ``python`` to the first paint, and to the "ready" line (if any)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    marks = {}
    assert process.stdout is not None
    for line in process.stdout:
        marks[line.strip()] = (time.perf_counter() - start) * 1000
    process.wait(timeout=120)
    if "painted" not in marks:
        raise RuntimeError("the window never painted")
    return marks["painted"], marks.get("ready", marks["painted"])


def startup(repeat: int) -> tuple[float, float, float]:
    env = {**os.environ, "PREFCOUNT_DATA_DIR": tempfile.mkdtemp(prefix="prefcount-bench-")}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # as installed: bytecode compiled once (pip does it at install time), kept out of the source tree
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="prefcount-bench-pyc-")
    time_to_paint(BARE, env)
    time_to_paint(PREFCOUNT, env)
    bare, ours, ready = [], [], []
    for _ in range(repeat):  # interleaved so both see the same machine load
        bare.append(time_to_paint(BARE, env)[0])
        painted, loaded = time_to_paint(PREFCOUNT, env)
        ours.append(painted)
        ready.append(loaded)
    return statistics.median(bare), statistics.median(ours), statistics.median(ready)


def record_hand(repeat: int, hands: int = 500) -> tuple[float, float, float, float]:
    """Median ms to record one hand in a game of ``hands`` hands: total, and the ledger's share."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PREFCOUNT_DATA_DIR", tempfile.mkdtemp(prefix="prefcount-bench-"))
    from PySide6.QtWidgets import QApplication

    from prefcount.ledger import score, validate_hand
    from prefcount.sample import random_game
    from prefcount.ui import prompts
    from prefcount.ui.app import create_app
    from prefcount.ui.commands import RecordHand
    from prefcount.ui.document import GameDocument
    from prefcount.ui.main_window import MainWindow

    prompts.yes_no = lambda *args, **kwargs: False  # "the game is over — settle now?": keep playing
    prompts.save_discard_cancel = lambda *args, **kwargs: "discard"
    app = create_app(["bench"])
    game = random_game(hands + repeat + 1, 3)
    extra = list(game.hands[hands:])
    start_game = game.model_copy(update={"hands": game.hands[:hands]})
    window = MainWindow(GameDocument(start_game))
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    document = window.document
    document.autosave = lambda: None  # type: ignore[method-assign]  # measured separately: the disk is not the UI
    totals, ledger = [], []
    for hand in extra[:repeat]:
        t0 = time.perf_counter()
        problems = validate_hand(document.game, hand)
        assert not [p for p in problems if p.severity == "error"]
        document.push(RecordHand(document, hand))
        window.ui.sheetView.repaint()
        window.ui.handTable.viewport().repaint()
        QApplication.processEvents()
        totals.append((time.perf_counter() - t0) * 1000)
        before = document.game.without_hand(len(document.game.hands) - 1)
        sheet = score(before)
        t1 = time.perf_counter()
        validate_hand(before, hand)
        sheet.extended(hand)  # what the document does when a hand is recorded
        ledger.append((time.perf_counter() - t1) * 1000)
    from prefcount import gamefile

    path = document.autosave_file
    state = gamefile.AutosaveState(None, False, None)
    autosaves = []
    for _ in range(5):
        t2 = time.perf_counter()
        gamefile.save_autosave(document.game, state, path)  # game and state, one atomic write
        autosaves.append((time.perf_counter() - t2) * 1000)
    path.unlink(missing_ok=True)
    saves = []
    target = Path(tempfile.mkdtemp(prefix="prefcount-bench-")) / "game.pulka"
    for step in range(6):
        document.undo_stack.undo() if step % 2 else document.undo_stack.redo()  # new content: a new backup
        t3 = time.perf_counter()
        document.save(target)  # check for outside changes is the window's; this is file + stamp + backup
        saves.append((time.perf_counter() - t3) * 1000)
    window.close()
    return statistics.median(totals), statistics.median(ledger), statistics.median(autosaves), statistics.median(saves)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="prefcount desktop benchmark")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--hands", type=int, default=500)
    args = parser.parse_args(argv)
    bare, ours, ready = startup(args.repeat)
    print(
        f"start to first paint: bare PySide6 window {bare:.0f} ms, prefcount {ours:.0f} ms "
        f"({ours / bare:.2f}× — goal ≤ 1.5×); game scored and ready for input at {ready:.0f} ms "
        f"({ready / bare:.2f}×)"
    )
    total, ledger, autosave, save = record_hand(max(args.repeat, 15), args.hands)
    print(
        f"record a hand in a {args.hands}-hand game (validate, re-score, repaint): {total:.1f} ms median "
        f"— goal ≤ 16 ms (ledger validate+extend alone {ledger:.1f} ms; autosave to disk {autosave:.1f} ms "
        f"in the background, not counted); Save (file, stamp, backup) {save:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
