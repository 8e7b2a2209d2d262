"""Runs the real app (``prefcount.ui.app.start.run``) in a child process for the crash tests.

    python tests/ui/app_driver.py play GAME N [FILE]  # record N hands of GAME (into FILE's game), print READY, run on
    python tests/ui/app_driver.py gameover GAME  # record GAME to its end; print ASKED while the game-over bar shows
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

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from prefcount.files import gamefile
from prefcount.ui.app import start as app
from prefcount.ui.dialogs import prompts
from prefcount.ui.game.main_window import MainWindow

report: dict = {"questions": [], "attached": 0, "errors": []}
windows: list[MainWindow] = []
original_attach = MainWindow.attach


def attach(self, document) -> None:
    report["attached"] += 1
    windows.append(self)
    original_attach(self, document)


MainWindow.attach = attach


class Counted(QObject):
    """Counts the times the hand panel (its title) is shown: one click, one hand entered."""

    def __init__(self, shown: list) -> None:
        super().__init__()
        self.shown = shown

    def eventFilter(self, watched, event) -> bool:  # Qt override
        if event.type() == QEvent.Type.Show:
            self.shown.append(1)
        return False


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def play(game_file: str, count: int, into: str | None = None) -> None:
    from prefcount.ledger import Game
    from prefcount.ui.game.commands import RecordHand

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
    """Record the whole game; its last hand ends it and the game-over bar shows: ASKED is printed once the bar is
    on screen (the background autosave of that hand not yet asked for)."""
    from prefcount.ledger import Game
    from prefcount.ui.game.commands import RecordHand

    source = gamefile.load(game_file)

    def start() -> None:
        if not windows or windows[0].document is None:
            QTimer.singleShot(50, start)
            return
        window = windows[0]
        document = window.document
        document.replace(Game(players=source.players, convention=source.convention), None)
        bar = window.game_over_bar

        def shown() -> None:
            if bar.isVisible():
                print("ASKED", flush=True)

        document.game_over.connect(lambda: QTimer.singleShot(0, shown))  # once the bar has shown itself
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
        panel = window.hand_entry.panel
        opened = []
        panel.ui.titleLabel.installEventFilter(filter_ := Counted(opened))
        before = len(window.document.game.hands)
        window.ui.recordButton.click()
        for key, text in ((Qt.Key.Key_0, "0"), (Qt.Key.Key_4, "4"), (Qt.Key.Key_3, "3"), (Qt.Key.Key_Return, "\r")):
            # raspasy, 4 and 3 tricks (the last 3 fills itself in), Enter: typed at the window, as keys are
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(
                    window.focusWidget() or window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
                )
        panel.ui.titleLabel.removeEventFilter(filter_)
        undo_entries = [a for a in window.ui.menuHand.actions() if a.text().startswith("Undo")]
        report.update(
            hands_before=before,
            panels=len(opened),
            recorded=len(window.document.game.hands) - before,
            undo_entries=len(undo_entries),
            modified=window.document.modified,
            path=str(window.document.path) if window.document.path else None,
            status=window.statusBar().currentMessage(),
            beside=[  # the windows opened beside the first: their games
                {"hands": len(w.document.game.hands), "path": str(w.document.path), "modified": w.document.modified}
                for w in windows[1:]
            ],
        )
        window.document.undo_stack.undo()  # leave the game as it was restored
        window.document.discard_autosave()
        for other in windows[1:]:
            other.document.discard_autosave()
        print("REPORT " + json.dumps(report), flush=True)
        QApplication.instance().exit(0)

    QTimer.singleShot(0, finish)


def churn(game_file: str, target: str) -> None:
    """No window: a document records hands, undoes some and saves every third, as fast as it can."""
    from prefcount.ledger import Game
    from prefcount.ui.game.commands import RecordHand
    from prefcount.ui.game.document import GameDocument

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
    from prefcount.ui.app.settings import LANGUAGE

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
