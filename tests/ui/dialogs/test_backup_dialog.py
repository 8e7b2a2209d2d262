"""Backups in the app: every save keeps a copy; File → Open backup… opens one without overwriting anything."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from prefcount.files import gamefile, leftovers
from prefcount.ledger import Game
from prefcount.ui.dialogs.backup_dialog import BackupDialog
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


def test_saves_keep_copies_and_the_dialog_lists_this_game_first(qtbot, data_dir, tmp_path, monkeypatch, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    other = tmp_path / "other.pulka"
    gamefile.keep_backup(leftovers.backups_dir(), other, gamefile.dumps(sochi).encode("utf-8"))
    win = MainWindow(GameDocument(Game(players=sochi.players, convention=sochi.convention)))
    qtbot.addWidget(win)
    file = tmp_path / "friday.pulka"
    for count in (1, 2, 3):
        win.document.push(RecordHand(win.document, sochi.hands[count - 1]))
        win.document.save(file)
    dialog = BackupDialog(file)
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.ui.backupTree
    rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    texts = [(row.text(0), row.text(2)) for row in rows]
    assert texts[0][0] == "This game"
    assert [t[1] for t in texts[1:4]] == ["3", "2", "1"]  # newest first, with the hand count
    assert texts[4][0] == "Other games" and texts[5][0].startswith("other.pulka")
    assert texts[5][1] == str(len(sochi.hands))
    assert tree.currentItem() is rows[1]
    # keyboard: down to the oldest copy of this game, Enter opens it
    qtbot.keyClick(tree, Qt.Key.Key_Down)
    qtbot.keyClick(tree, Qt.Key.Key_Down)
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert gamefile.load(dialog.chosen()).hands == sochi.hands[:1]


def test_opening_a_backup_overwrites_nothing(qtbot, data_dir, tmp_path, monkeypatch, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    file = tmp_path / "friday.pulka"
    win = MainWindow(GameDocument(Game(players=sochi.players, convention=sochi.convention)))
    qtbot.addWidget(win)
    win.document.push(RecordHand(win.document, sochi.hands[0]))
    win.document.save(file)
    win.document.push(RecordHand(win.document, sochi.hands[1]))
    win.document.save(file)
    (oldest,) = [b for b in gamefile.list_backups(leftovers.backups_dir()) if b.hand_count() == 1]
    monkeypatch.setattr(BackupDialog, "choose", classmethod(lambda cls, parent=None, current=None: oldest.path))
    asked.close_answer = "cancel"
    assert win.files.open_backup()  # nothing unsaved: no question
    assert win.document.game.hands == sochi.hands[:1]
    assert win.document.path is None and win.isWindowModified()
    assert len(gamefile.load(file).hands) == 2  # the file is as it was
    assert oldest.path.exists()
    assert "Save as" in win.statusBar().currentMessage()


def test_no_backups_yet(qtbot):
    dialog = BackupDialog(None)
    qtbot.addWidget(dialog)
    assert not dialog.ui.backupTree.isVisibleTo(dialog)
    assert dialog.ui.emptyLabel.isVisibleTo(dialog)
    assert dialog.chosen() is None
