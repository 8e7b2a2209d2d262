"""A new game gets a random id (FORMAT.md ``id``) wherever the app makes one; every save keeps it."""

from __future__ import annotations

import uuid

from prefcount.files import gamefile
from prefcount.ledger import Game, GameHand
from prefcount.ui.app.start import default_game
from prefcount.ui.dialogs.new_game_dialog import NewGameDialog
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


def test_the_new_game_dialog_and_the_first_game_have_ids(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for edit, name in zip(dialog.name_edits, ("Аня", "Борис", "Вера"), strict=False):
        edit.setText(name)
    game = dialog.game()
    assert game is not None and uuid.UUID(game.id).version == 4
    assert uuid.UUID(default_game().id).version == 4
    assert default_game().id != default_game().id


def test_another_pulka_is_another_game_and_a_save_keeps_the_id(qtbot, tmp_path, asked):
    first = Game(id="friday-1", players=("Аня", "Борис", "Вера"))
    win = MainWindow(GameDocument(first))
    qtbot.addWidget(win)
    win.document.push(RecordHand(win.document, GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))))
    path = tmp_path / "friday.pulka"
    win.document.save(path)
    assert gamefile.load(path).id == "friday-1"
    win.document.save(tmp_path / "a copy.pulka")  # "save as" too: a copy of the game is the same game
    assert gamefile.load(tmp_path / "a copy.pulka").id == "friday-1"
    asked.close_answer = "discard"
    win.ui.actionAnotherPulka.trigger()
    assert win.document.game.id not in (None, "friday-1")
    win.document.undo_stack.undo()
    assert win.document.game.id == "friday-1"
