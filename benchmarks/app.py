"""Benchmark of the desktop app: ``python -m benchmarks.app`` prints medians.

* start to first paint of the main window, against a bare PySide6 window started
  the same way (a fresh ``python`` process each time, offscreen unless a display is given,
  bytecode cached as in an installed app): the window alone (created as ``start.run`` creates it; "ready" once
  the game is loaded as ``start.run`` loads it after the first paint: the system's stop caught, the filters on
  the app, the game restored or made), and the
  app as ``prefcount`` starts it (its front door, ``start.run``: the single instance, the error hook, the
  inbox for later starts; the folders named by ``PREFCOUNT_DATA_DIR``, so an installed app, which asks
  platformdirs for them, pays ~5 ms CPU more);
* recording a hand after 200, 500 and 1,500 hands: the hand checked and scored as the
  hand panel does at its last key, the undo command pushed with that sheet (nothing
  scored again; the settlement derived once, the hand list, the standings and the
  pulka refreshed), everything repainted;
* undoing and redoing the last hand (the document's history keeps each side's sheets: no replay);
* opening the hand panel: the first key of a hand typed at the main window, until the
  panel is laid out and painted with that key in it;
* editing hand 1 of a long game at Enter (the panel's check that the later hands still score, then the undo
  step, which takes what the check wrote);
* memory over a long session of recording (the undo history kept), and how the
  time per hand changes over it;
* the disk: the journal line each change writes and syncs before the screen shows it (DESIGN 15), the
  autosave of the whole game written after it in the background, and Save.

Recording a hand includes its journal line (the window's autosave is off: it runs in the background).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from typing import TYPE_CHECKING

from benchmarks.ledger import remove_scratch, resident_mb, scratch_folder

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from prefcount.files.gamefile import AutosaveState
    from prefcount.ledger import Game, Hand
    from prefcount.ui.game.main_window import MainWindow

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
from prefcount.ui.app import session_end
from prefcount.ui.app.start import create_app, restore_or_new, watch_every_window
from prefcount.ui.game.main_window import MainWindow
app = create_app(sys.argv, watch_now=False)  # (as start.run: the filters on the app come after the first paint)
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
window = MainWindow()  # as prefcount.ui.app.start.run: the blank pulka first, the game right after
window.resize(1400, 900)
painted = Painted()
window.ui.sheetView.installEventFilter(painted)
window.show()
def load():  # as start.run once the window has painted: the system's stop caught, the filters on, the game
    session_end.install(app, window)
    watch_every_window(app)
    window.attach(restore_or_new(window))
    window.ui.sheetView.update()
window.ui.sheetView.first_painted.connect(lambda: QTimer.singleShot(0, load))
app.exec()
"""

AS_STARTED = """
import os
from prefcount.ui.game import sheet_view
def painted(self, event):  # (where the event filters above see the sheet's first paint: as it arrives)
    print("painted", flush=True)
    os._exit(0)  # before the game loads: its figure is the "ready" one above
sheet_view.SheetView.paintEvent = painted
from prefcount.__main__ import main
main([])
"""


def time_to_paint(script: str, env: dict[str, str]) -> tuple[float, float]:
    """Milliseconds from launching ``python`` to the first paint, and to the "ready" line (if any)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    marks: dict[str, float] = {}
    assert process.stdout is not None
    for line in process.stdout:
        marks[line.strip()] = (time.perf_counter() - start) * 1000
    process.wait(timeout=120)
    if "painted" not in marks:
        raise RuntimeError("the window never painted")
    return marks["painted"], marks.get("ready", marks["painted"])


def startup(repeat: int) -> tuple[float, float, float, float]:
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(scratch_folder())}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # as installed: bytecode compiled once (pip does it at install time), kept out of the source tree
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(scratch_folder("prefcount-bench-pyc-"))
    time_to_paint(BARE, env)
    time_to_paint(PREFCOUNT, env)
    time_to_paint(AS_STARTED, env)
    bare, ours, ready, started = [], [], [], []
    for _ in range(repeat):  # interleaved so all see the same machine load
        bare.append(time_to_paint(BARE, env)[0])
        painted, loaded = time_to_paint(PREFCOUNT, env)
        ours.append(painted)
        ready.append(loaded)
        started.append(time_to_paint(AS_STARTED, env)[0])
    return statistics.median(bare), statistics.median(ours), statistics.median(ready), statistics.median(started)


def _app() -> QApplication:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "PREFCOUNT_DATA_DIR" not in os.environ:
        os.environ["PREFCOUNT_DATA_DIR"] = str(scratch_folder())
    from prefcount.ui.app.start import create_app
    from prefcount.ui.dialogs import prompts

    prompts.save_discard_cancel = lambda *args, **kwargs: "discard"
    return create_app(["bench"])


def _window(game: Game) -> MainWindow:
    """The main window on ``game``, shown at the usual size; autosave off (it runs in the background), the
    journal on (each change's line is written before the screen shows it)."""
    from PySide6.QtWidgets import QApplication

    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    window = MainWindow(GameDocument(game))
    window.document.autosave = lambda: None  # type: ignore[method-assign]
    window.resize(1400, 900)
    window.show()
    QApplication.processEvents()
    return window


def _close(window: MainWindow) -> None:
    """Close ``window`` and delete it, as the app lets a window it is done with go: a window only closed lives on
    (its game, its models, its connections), and each window opened after it opens slower (76 → 132 ms)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _repaint(window: MainWindow) -> None:
    """What the event loop does after a change: lay out and paint what changed (the sheet, the list, the standings)."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()


def _record(window: MainWindow, hand: Hand) -> None:
    """The last key of a hand and its Enter, as the hand panel does them: the hand built and checked once (the
    ledger's validator against the sheet before it) and scored after it for the preview, trusting that check
    (DESIGN.md 17), then the undo command, which hands that sheet to the document (nothing is scored again), then
    paint."""
    from prefcount.entry.draft import HandDraft
    from prefcount.ui.game.commands import RecordHand

    document = window.document
    sheet = document.sheet
    entry = HandDraft(document.game.players, document.game.convention, sheet.raspasy_run, len(sheet.hands) + 1)
    entry.load(hand)
    checked = entry.check()
    assert checked.hand is not None and not [p for p in checked.problems if p.is_error]
    after = sheet.extended(checked.hand, checked=checked.problems)
    document.push(RecordHand(document, hand, after))
    _repaint(window)


class Timer:
    """Wall-clock and CPU milliseconds of each run; CPU time is what this process did (other load aside)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def __enter__(self) -> Timer:
        self._wall, self._cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.wall.append((time.perf_counter() - self._wall) * 1000)
        self.cpu.append((time.process_time() - self._cpu) * 1000)

    def medians(self, first: int = 0, last: int | None = None) -> tuple[float, float]:
        return statistics.median(self.wall[first:last]), statistics.median(self.cpu[first:last])


def record_hand(repeat: int, hands: int) -> tuple[float, float]:
    """Median ms (wall, CPU) to record one hand after ``hands`` hands: check, undo command, derive, repaint."""
    from benchmarks.sample import random_game

    _app()
    game = random_game(hands + repeat, 3)
    window = _window(game.model_copy(update={"hands": game.hands[:hands]}))
    timer = Timer()
    for hand in game.hands[hands:]:
        with timer:
            _record(window, hand)
    _close(window)
    return timer.medians()


def undo_redo_last(repeat: int, hands: int) -> tuple[float, float]:
    """Median ms (wall, CPU) to undo the last hand of a ``hands``-hand game recorded here, or redo it, painted."""
    from benchmarks.sample import random_game

    _app()
    game = random_game(hands, 3)
    window = _window(game.model_copy(update={"hands": game.hands[:-1]}))
    _record(window, game.hands[-1])
    stack = window.document.undo_stack
    timer = Timer()
    for step in range(repeat):
        with timer:
            stack.undo() if step % 2 == 0 else stack.redo()
            _repaint(window)
    _close(window)
    return timer.medians()


def open_hand_panel(repeat: int, hands: int) -> tuple[tuple[float, float], ...]:
    """Median ms (wall, CPU) from the first key of a hand typed at the main window of a ``hands``-hand game
    to the hand panel painted with it in: typed the moment the window shows (the panel made on the spot),
    typed once the window has been on screen a moment (the panel made ready meanwhile, as while a player
    looks at the game), and every later time."""
    from PySide6.QtCore import QEvent, QEventLoop, Qt, QTimer
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from benchmarks.sample import random_game
    from prefcount.ui.game.hand_entry import PREPARE_AFTER_MS

    _app()
    game = random_game(hands, 3)
    at_once, first, later = Timer(), Timer(), Timer()
    for run in range(6):
        window = _window(game)
        if run % 2:  # a moment on screen before the first key
            loop = QEventLoop()
            QTimer.singleShot(PREPARE_AFTER_MS + 100, loop.quit)
            loop.exec()
        for step in range(repeat if run == 1 else 1):
            with later if step else first if run % 2 else at_once:
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    key = QKeyEvent(kind, Qt.Key.Key_1, Qt.KeyboardModifier.NoModifier, "1")
                    QApplication.sendEvent(window.ui.handTable, key)
                window.hand_entry.panel.repaint()
                _repaint(window)
            window.hand_entry.panel.close_entry()
            _repaint(window)
        _close(window)
    return at_once.medians(), first.medians(), later.medians()


def edit_first_hand(repeat: int, hands: int) -> tuple[float, float]:
    """Median ms (wall, CPU) to change hand 1 of a ``hands``-hand game at Enter, painted: the hand panel's check
    that the hands after it still score, then the undo step (which takes what the check wrote)."""
    from benchmarks.sample import random_game
    from prefcount.ui.game.commands import EditHand

    _app()
    game = random_game(hands, 3)
    window = _window(game)
    document = window.document
    first = game.hands[0]
    # three hands in turn: each edit is a new one (going back to the hand before would be an undo, kept)
    hands_in_turn = (
        first.model_copy(update={"open": not first.open}),
        first.model_copy(update={"multiplier": 2}),
        first,
    )
    timer = Timer()
    for step in range(repeat):
        hand = hands_in_turn[step % 3]
        with timer:
            document.history.replaced(0, hand).checked()
            document.push(EditHand(document, 0, hand))
            _repaint(window)
    _close(window)
    return timer.medians()


def long_session(hands: int) -> tuple[float, float, tuple[float, float], tuple[float, float]]:
    """Record ``hands`` hands one by one into a new game, as an evening does (undo history kept).

    Resident MB before and after, and the median ms (wall, CPU) of the first and the last hundred hands.
    """
    import gc

    from benchmarks.sample import random_game

    _app()
    game = random_game(hands, 3, target=10_000)  # nobody closes: the sheet keeps growing
    window = _window(game.model_copy(update={"hands": ()}))
    gc.collect()
    before = resident_mb()
    timer = Timer()
    for hand in game.hands:
        with timer:
            _record(window, hand)
    gc.collect()
    after = resident_mb()
    _close(window)
    return before, after, timer.medians(0, 100), timer.medians(-100)


def journal_lines(hands: int, repeat: int = 50) -> tuple[float, float, float, int]:
    """Median wall and CPU ms and the slowest wall ms of one journal line (the hand recorded, written and synced:
    what comes before the screen shows it) in a ``hands``-hand game, each appended to a journal that begins with the
    whole game (as it does after an opened game); and the bytes of a line."""
    from benchmarks.sample import random_game
    from prefcount.files import journal

    _app()
    game = random_game(hands + repeat, 3, target=9999)
    writer = journal.JournalWriter(scratch_folder() / "bench.journal")
    writer.rebuild(
        [journal.line(1, journal.game_record(game.model_copy(update={"hands": game.hands[:hands]}), _state()))]
    )
    timer = Timer()
    size = 0
    for seq, hand in enumerate(game.hands[hands:], start=2):
        with timer:
            line = journal.line(seq, journal.hand_record("append", hand))
            writer.append([line])
        size = len(line)
    writer.remove()
    wall, cpu = timer.medians()
    return wall, cpu, max(timer.wall), size


def _state() -> AutosaveState:
    from prefcount.files import gamefile

    return gamefile.AutosaveState(None, False, None)


def disk_writes(hands: int) -> tuple[float, float]:
    """Median ms of an autosave (game and state, one atomic write, made in the background)
    and of Save (file, stamp, backup) of a ``hands``-hand game."""
    from benchmarks.sample import random_game
    from prefcount.files import gamefile
    from prefcount.ui.game.commands import RecordHand

    _app()
    game = random_game(hands + 1, 3)
    window = _window(game.model_copy(update={"hands": game.hands[:hands]}))
    document = window.document
    path = document.autosave_file
    state = gamefile.AutosaveState(None, False, None)
    autosaves = []
    for _ in range(5):
        t0 = time.perf_counter()
        gamefile.save_autosave(document.game, state, path)
        autosaves.append((time.perf_counter() - t0) * 1000)
    path.unlink(missing_ok=True)
    document.push(RecordHand(document, game.hands[hands]))
    saves = []
    target = scratch_folder() / "game.pulka"
    for step in range(6):
        document.undo_stack.undo() if step % 2 else document.undo_stack.redo()  # new content: a new backup
        t0 = time.perf_counter()
        document.save(target)  # the check for outside changes is the window's; this is file + stamp + backup
        saves.append((time.perf_counter() - t0) * 1000)
    _close(window)
    return statistics.median(autosaves), statistics.median(saves)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="prefcount desktop benchmark")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--session", type=int, default=2300, help="hands in the long session (memory)")
    args = parser.parse_args(argv)
    try:
        _measure(args)
    finally:
        remove_scratch()  # the data folder, the bytecode cache, the journal and the saved game
    return 0


def _measure(args: argparse.Namespace) -> None:
    bare, ours, ready, started = startup(args.repeat)
    print(
        f"start to first paint: bare PySide6 window {bare:.0f} ms, prefcount {ours:.0f} ms "
        f"({ours / bare:.2f}× — goal ≤ 1.5×); game scored and ready for input at {ready:.0f} ms "
        f"({ready / bare:.2f}×); as `prefcount` starts (start.run: single instance, error hook, inbox) "
        f"{started:.0f} ms ({started / bare:.2f}×)"
    )
    # the session's memory first, while no other window has come and gone in this process: the memory a deleted
    # window leaves free would be taken again by the session's hands without the process growing
    before, after, first, last = long_session(args.session)
    repeat = max(args.repeat, 25)
    print("(medians: wall-clock ms, and in brackets the CPU ms of this process — the figure other load leaves alone)")
    for hands, goal in ((200, 16), (500, 50), (1500, None)):
        wall, cpu = record_hand(repeat, hands)
        target = f" — goal ≤ {goal} ms" if goal else ""
        print(f"record a hand after {hands} hands (check, undo command, derive, paint): {wall:.1f} ({cpu:.1f}){target}")
    for hands in (500, 1500):
        wall, cpu = undo_redo_last(repeat, hands)
        print(f"undo or redo the last hand of a {hands}-hand game (paint): {wall:.1f} ({cpu:.1f})")
    at_once, first, later = open_hand_panel(repeat, 200)
    print(
        f"open the hand panel (first key typed until painted, 200 hands): {later[0]:.1f} ({later[1]:.1f}); "
        f"the window's first hand: {first[0]:.1f} ({first[1]:.1f}), or {at_once[0]:.1f} ({at_once[1]:.1f}) "
        "typed the moment the window shows — goal ≤ 100 ms"
    )
    for hands in (500, 1500):
        wall, cpu = edit_first_hand(repeat, hands)
        print(f"edit hand 1 of a {hands}-hand game at Enter (check, undo step, paint): {wall:.1f} ({cpu:.1f})")
    print(
        f"a session of {args.session} hands recorded one by one: {before:.0f} → {after:.0f} MB resident "
        f"({(after - before) * 1024 / args.session:.1f} kB a hand, undo history included); a hand took "
        f"{first[0]:.1f} ({first[1]:.1f}) at the start, {last[0]:.1f} ({last[1]:.1f}) over the last hundred"
    )
    line, line_cpu, slowest, size = journal_lines(1500)
    autosave, save = disk_writes(1500)
    print(
        f"1500-hand game on disk: a change's journal line {line:.1f} ({line_cpu:.1f}) ms, slowest {slowest:.1f} "
        f"({size} bytes, written and synced before the screen shows the change: counted above); "
        f"autosave {autosave:.1f} ms (the whole game, in the background after it); "
        f"Save (file, stamp, backup) {save:.1f} ms"
    )


if __name__ == "__main__":
    sys.exit(main())
