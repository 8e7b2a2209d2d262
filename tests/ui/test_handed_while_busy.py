"""A file handed to the open window while the player is busy (a dialog or question open, a hand being typed) waits
until the window is free, then opens; every file named is handled (the window holds one: the others are named)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QDialog

from prefcount.ledger import PRESETS, Game
from prefcount.ui import single_instance
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow(GameDocument(Game(players=("A", "B", "C"), convention=PRESETS["sochi"])))
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def files(tmp_path, data_dir):
    paths = [tmp_path / f"{name}.pulka" for name in ("friday", "saturday", "sunday")]
    for path in paths:
        shutil.copy(data_dir / "game-sochi-3p.json", path)
    return paths


@pytest.fixture
def inbox(window):
    box = single_instance.Inbox(window)
    assert box.serve() == []
    return box


def test_a_file_handed_while_a_dialog_is_open_waits_for_it_to_close(qtbot, window, files, inbox, asked):
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: single_instance.window_busy(window))
    inbox.files_arrived.emit([str(files[0])])
    qtbot.wait(3 * inbox.RETRY_MS)
    assert window.document.path is None  # the dialog's answer belongs to the game it was opened for
    assert "friday.pulka" in window.statusBar().currentMessage()
    dialog.close()
    qtbot.waitUntil(lambda: window.document.path == files[0], timeout=3000)
    assert "friday.pulka" not in window.statusBar().currentMessage()


def test_a_file_handed_while_a_hand_is_typed_waits_for_the_hand(qtbot, window, files, inbox, asked, monkeypatch):
    monkeypatch.setattr(window.type_ahead, "active", True)
    inbox.files_arrived.emit([str(files[0])])
    qtbot.wait(2 * inbox.RETRY_MS)
    assert window.document.path is None
    monkeypatch.setattr(window.type_ahead, "active", False)
    qtbot.waitUntil(lambda: window.document.path == files[0], timeout=3000)


def test_every_file_named_is_handled_the_first_opened_the_others_named(qtbot, window, files, inbox, asked):
    inbox.files_arrived.emit([str(p) for p in files])
    assert window.document.path == files[0]
    message = window.statusBar().currentMessage()
    assert "saturday.pulka" in message and "sunday.pulka" in message
