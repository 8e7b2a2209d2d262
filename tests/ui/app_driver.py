"""Runs the real app (``prefcount.ui.app.run``) in a child process for the crash tests.

    python tests/ui/app_driver.py play GAME N [FILE]  # record N hands of GAME (into FILE's game), print READY, run on
    python tests/ui/app_driver.py gameover GAME  # record GAME to its end; print ASKED while the real question shows
    python tests/ui/app_driver.py restart yes|no [FILE]  # start again (prefcount FILE); answer the restore question;
                                                         # print a JSON report
    python tests/ui/app_driver.py churn GAME FILE  # record, undo and save to FILE without end, until killed

The modal questions are replaced by functions that print what was asked and, like a real
message box, run a nested event loop for a while before answering (the start-up timer fires
meanwhile, as it does while a player reads the box).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from prefcount import gamefile
from prefcount.ui import app, prompts
from prefcount.ui.main_window import MainWindow

report: dict = {"questions": [], "attached": 0, "errors": []}
windows: list[MainWindow] = []
original_attach = MainWindow.attach


def attach(self, document) -> None:
    report["attached"] += 1
    windows.append(self)
    original_attach(self, document)


MainWindow.attach = attach


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def play(game_file: str, count: int, into: str | None = None) -> None:
    from prefcount.ledger import Game
    from prefcount.ui.commands import RecordHand

    source = gamefile.load(game_file)

    def start() -> None:
        if not windows or windows[0].document is None:
            QTimer.singleShot(50, start)
            return
        document = windows[0].document
        if into:  # the game of a file, played on
            game, stamp = gamefile.load_stamped(into)
            document.replace(game, into, stamp=stamp)
        else:
            document.replace(Game(players=source.players, convention=source.convention), None)
        for hand in source.hands[len(document.game.hands) : count]:
            document.push(RecordHand(document, hand))
        document.wait_autosave()
        print("READY", flush=True)

    QTimer.singleShot(0, start)


def game_over(game_file: str) -> None:
    """Record the whole game; its last hand ends it and the real question («Settle up now?») shows, modal, from
    inside the undo command, as the app asks it: ASKED is printed once it is on screen."""
    from prefcount.ledger import Game
    from prefcount.ui.commands import RecordHand

    source = gamefile.load(game_file)
    real_yes_no = prompts.yes_no

    def yes_no(parent, title, text) -> bool:
        QTimer.singleShot(0, lambda: print("ASKED", flush=True))  # runs once the box's own loop runs
        return real_yes_no(parent, title, text)

    prompts.yes_no = yes_no

    def start() -> None:
        if not windows or windows[0].document is None:
            QTimer.singleShot(50, start)
            return
        document = windows[0].document
        document.replace(Game(players=source.players, convention=source.convention), None)
        for hand in source.hands:
            document.push(RecordHand(document, hand))

    QTimer.singleShot(0, start)


def restart(answer: bool) -> None:
    def yes_no(parent, title, text) -> bool:
        report["questions"].append(text)
        wait(1500)
        return answer

    prompts.yes_no = yes_no
    prompts.error = lambda parent, title, text: report["errors"].append(text)
    prompts.info = lambda parent, title, text: report["questions"].append(text)

    def finish() -> None:
        if not windows or windows[0].document is None:
            QTimer.singleShot(50, finish)
            return
        wait(300)  # the 1 s start-up timer fired while the question was open; let anything it queued run
        window = windows[0]
        from prefcount.ui import hand_dialog

        asked = []

        def exec_(dialog) -> int:
            asked.append(1)
            dialog.type_text("043\n")  # raspasy, 4 and 3 tricks (the last 3 fills itself in), Enter
            return dialog.result()

        hand_dialog.HandDialog.exec = exec_
        before = len(window.document.game.hands)
        window.ui.recordButton.click()
        undo_entries = [a for a in window.ui.menuHand.actions() if a.text().startswith("Undo")]
        report.update(
            hands_before=before,
            dialogs=len(asked),
            recorded=len(window.document.game.hands) - before,
            undo_entries=len(undo_entries),
            modified=window.document.modified,
            path=str(window.document.path) if window.document.path else None,
            status=window.statusBar().currentMessage(),
        )
        window.document.undo_stack.undo()  # leave the game as it was restored
        window.document.discard_autosave()
        print("REPORT " + json.dumps(report), flush=True)
        QApplication.instance().exit(0)

    QTimer.singleShot(0, finish)


def churn(game_file: str, target: str) -> None:
    """No window: a document records hands, undoes some and saves every third, as fast as it can."""
    from prefcount.ledger import Game
    from prefcount.ui.commands import RecordHand
    from prefcount.ui.document import GameDocument

    QApplication([])
    source = gamefile.load(game_file)
    document = GameDocument(Game(players=source.players, convention=source.convention))
    print("READY", flush=True)
    step = 0
    while True:
        document.push(RecordHand(document, source.hands[len(document.game.hands)]))
        if step % 3 == 2:
            document.save(target)
        if step % 5 == 4:
            document.undo_stack.undo()
        if len(document.game.hands) == len(source.hands):
            document.replace(Game(players=source.players, convention=source.convention), None)
        step += 1


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "churn":
        churn(sys.argv[2], sys.argv[3])
    from prefcount.ui.settings import LANGUAGE

    LANGUAGE.set("en")
    named = []
    if mode == "play":
        play(sys.argv[2], int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else None)
    elif mode == "gameover":
        game_over(sys.argv[2])
    else:
        restart(sys.argv[2] == "yes")
        named = sys.argv[3:]  # prefcount FILE: a file named on the command line
    sys.exit(app.run(["prefcount", *named]))
