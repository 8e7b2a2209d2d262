"""On screen as on paper: the legend under the sheet; the next hand and its dealer in the status line;
another pulka at the same table."""

from prefcount.files import gamefile, leftovers
from prefcount.ledger import Game, GameHand
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.game.sheet_view import PAPER
from prefcount.words.i18n import set_language


def test_the_legend_is_under_the_sheet(qtbot, data_dir):
    set_language("ru")
    win = MainWindow(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    view = win.ui.sheetView
    assert "подчёркнуто — итог" in view.legend_text() and "* помощь" in view.legend_text()
    strip = view.height() - view.legend_height()
    assert view.to_pixels(0, 0).y() <= strip  # the sheet ends above the legend
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    inked = sum(
        1
        for x in range(0, view.width(), 2)
        for y in range(strip + 1, view.height())
        if image.pixelColor(int(x * ratio), int(y * ratio)).lightness() < PAPER.lightness() - 60
    )
    assert inked > 50  # the legend's letters


def test_the_status_line_names_the_next_hand_and_its_dealer(qtbot):
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(win)
    assert "Hand 1: Аня deals (0 dealt so far)." in win.ui.statusLabel.text()
    for declarer in (0, 1):
        hand = GameHand(declarer=declarer, contract="6S", calls=[None if s == declarer else "pass" for s in range(3)])
        win.document.push(RecordHand(win.document, hand))
    assert "Hand 3: Вера deals (2 dealt so far)." in win.ui.statusLabel.text()


def test_another_pulka_at_the_same_table(qtbot, data_dir, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json").model_copy(update={"currency": "€"})
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    hand = GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))
    win.document.push(RecordHand(win.document, hand))  # an unsaved change
    asked.close_answer = "cancel"
    win.ui.actionAnotherPulka.trigger()
    assert win.document.game.hands and asked.questions  # asked first; cancelled: nothing changed
    asked.close_answer = "discard"
    win.ui.actionAnotherPulka.trigger()
    game = win.document.game
    assert game.players == sochi.players and game.convention == sochi.convention and game.currency == "€"
    assert game.hands == () and win.document.path is None
    kept = list(leftovers.backups_dir().rglob("*.pulka"))
    assert kept and any(len(gamefile.load(path).hands) == len(sochi.hands) + 1 for path in kept)  # nothing lost


def test_another_pulka_is_one_undo_step_by_keys(qtbot, data_dir, tmp_path, asked):
    """Ctrl+Shift+N starts the next pulka; Ctrl+Z brings the finished one back unchanged, with its file;
    redo goes to the new one again, with what was recorded in it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    path = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), path)
    finished, stamp = gamefile.load_stamped(path)
    win = MainWindow(GameDocument(finished, path, stamp=stamp))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)  # the window's shortcuts answer
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier

    qtbot.keyClick(win, Qt.Key.Key_N, ctrl | shift)
    assert not asked.questions  # saved: nothing to ask
    document = win.document
    assert document.game.hands == () and document.game.players == finished.players and document.path is None
    assert not document.modified and not win.isWindowModified()  # an empty new pulka has nothing to save
    assert win.undo_action.isEnabled() and win.undo_action.text() == "Undo another pulka at the same table"

    type_a_hand(qtbot, win)
    recorded = document.game
    assert document.modified and win.isWindowModified()
    win.activateWindow()  # the hand dialog has closed: the window is the active one again
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)

    qtbot.keyClick(win, Qt.Key.Key_Z, ctrl)  # the hand
    assert document.game.hands == () and not document.modified
    qtbot.keyClick(win, Qt.Key.Key_Z, ctrl)  # the new pulka: the finished one is back as it was
    assert document.game == finished and document.path == path and not document.modified
    assert win.windowTitle().startswith("friday.pulka") and not win.undo_action.isEnabled()
    assert len(win.hand_model.text(len(finished.hands) - 1, "wrote")) > 0

    redo = win.redo_action.shortcut()  # Ctrl+Shift+Z or Ctrl+Y, as the system has it
    QTest.keySequence(win, redo)
    assert document.game.hands == () and document.path is None and not document.modified
    QTest.keySequence(win, redo)
    assert document.game == recorded and document.path is None and document.modified


def test_the_finished_pulka_brought_back_after_the_new_one_was_saved_is_still_saved(qtbot, data_dir, tmp_path, asked):
    """The history's one clean point moves to the new pulka's file when it is saved; the finished pulka brought
    back by undo is still what its own file holds (and is not, once something else wrote there)."""
    from prefcount.ledger import GameHand
    from prefcount.ui.game.commands import RecordHand

    path = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), path)
    finished, stamp = gamefile.load_stamped(path)
    win = MainWindow(GameDocument(finished, path, stamp=stamp))
    qtbot.addWidget(win)
    document = win.document
    win.ui.actionAnotherPulka.trigger()
    document.push(RecordHand(document, GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))))
    asked.save_name = str(tmp_path / "saturday.pulka")
    assert win.files.save()
    assert document.path == tmp_path / "saturday.pulka" and not document.modified
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.game == finished and document.path == path
    assert not document.modified and not win.isWindowModified()
    document.undo_stack.redo()
    document.undo_stack.redo()
    assert document.path == tmp_path / "saturday.pulka" and not document.modified
    document.undo_stack.undo()
    document.undo_stack.undo()
    gamefile.save(gamefile.load(data_dir / "game-leningrad-3p.json"), path)  # another window wrote there
    assert document.modified


def test_a_new_pulka_saved_then_undone_to_no_hands_is_not_what_its_file_holds(qtbot, data_dir, tmp_path, asked):
    """Ctrl+Shift+N, a hand by keys, Ctrl+S as saturday.pulka, Ctrl+Z: the file holds the hand, the screen
    does not, so the window shows unsaved changes (it once showed the empty new pulka as saved)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    win = MainWindow(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    asked.close_answer = "discard"
    qtbot.keyClick(win, Qt.Key.Key_N, ctrl | shift)
    document = win.document
    assert document.game.hands == () and not document.modified

    type_a_hand(qtbot, win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)

    saved = tmp_path / "saturday.pulka"
    asked.save_name = str(saved)
    qtbot.keyClick(win, Qt.Key.Key_S, ctrl)
    assert document.path == saved and len(gamefile.load(saved).hands) == 1
    assert not document.modified and not win.isWindowModified()

    qtbot.keyClick(win, Qt.Key.Key_Z, ctrl)  # the hand: saturday.pulka still holds it
    assert document.game.hands == () and document.path == saved
    assert document.modified and win.isWindowModified()


def type_a_hand(qtbot, win) -> None:
    """Seat 1 plays 7♥, seat 2 whists, seat 3 passes, 7 and 3 tricks: typed into the hand list as a player does."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    table = win.ui.handTable
    table.setFocus()
    for char in "17hwp73\n":
        key = Qt.Key.Key_Return if char == "\n" else Qt.Key(ord(char.upper()))
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(table, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, char))
    qtbot.waitUntil(lambda: len(win.document.game.hands) == 1)
