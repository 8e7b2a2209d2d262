"""Saving on Windows, faked (issue 16): no ``os.fchmod`` before Python 3.13, a rename refused while another
program holds the file, no folder fsync, and never ``os.kill`` (on Windows it ends the process it asks about)."""

from __future__ import annotations

import os
import sys

import pytest
from crashed import crash

from prefcount.files import disk, gamefile
from prefcount.ledger import Game
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import set_language


@pytest.fixture
def windows(monkeypatch):
    """What a Windows Python before 3.13 lacks, and what must never be called there."""
    monkeypatch.setattr(disk, "WINDOWS", True)
    monkeypatch.setitem(sys.modules, "fcntl", None)  # there is none: any import of it fails, as it would there
    monkeypatch.delattr(os, "fchmod")

    def kill(pid, sig):
        raise AssertionError("os.kill on Windows ends the process it asks about")

    monkeypatch.setattr(os, "kill", kill)


@pytest.fixture
def sochi(data_dir) -> Game:
    return gamefile.load(data_dir / "game-sochi-3p.json")


def test_every_save_autosave_backup_and_restore_works(qtbot, sochi, tmp_path, asked, windows):
    window = MainWindow(GameDocument(Game(players=sochi.players, convention=sochi.convention)))
    qtbot.addWidget(window)
    document = window.document
    file = tmp_path / "friday.pulka"
    for hand in sochi.hands[:3]:
        document.push(RecordHand(document, hand))
    assert window.files.save_to(str(file)) and not asked.errors
    assert gamefile.load(file).hands == sochi.hands[:3]
    document.push(RecordHand(document, sochi.hands[3]))
    document.wait_autosave()
    assert document.autosave_error is None
    assert gamefile.load_autosave(document.autosave_file)[0].hands == sochi.hands[:4]
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert restored.game.hands == sochi.hands[:4] and restored.path == file and restored.modified


def test_a_file_another_program_holds_open_is_refused_in_the_players_words(
    qtbot, sochi, tmp_path, asked, windows, monkeypatch
):
    monkeypatch.setattr(disk, "REPLACE_PATIENCE", 0.1)
    file = tmp_path / "friday.pulka"
    gamefile.save(sochi, file)
    real_replace = os.replace

    def replace(src, dst):
        if os.fspath(dst) == os.fspath(file):  # an editor has friday.pulka open; the data folder is free
            raise PermissionError(13, "Access is denied")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    game, stamp = gamefile.load_stamped(file)
    window = MainWindow(GameDocument(game, file, stamp=stamp))
    qtbot.addWidget(window)
    window.document.undo_stack.clear()
    window.document.push(RecordHand(window.document, sochi.hands[0]))
    set_language("ru")
    assert not window.files.save()
    (message,) = asked.errors
    assert "friday.pulka" in message and "открыт в другой программе" in message
    assert window.document.modified and gamefile.load(file) == sochi  # nothing lost, nothing half-written
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
