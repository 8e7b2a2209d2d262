"""A data folder that cannot be written, or a disk that fills up: the app starts and plays on, and a warning that
stays says plainly that the last change is not on disk, until a change is written again."""

from __future__ import annotations

import errno
import time
from pathlib import Path

from prefcount.files import journal, paths
from prefcount.ledger import PRESETS, Game
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument, why_not_saved
from prefcount.ui.game.main_window import MainWindow


def new_game_window(qtbot, sochi):
    """The main window on a new Sochi game of the reference game's players."""
    window = MainWindow(GameDocument(Game(players=sochi.players, convention=PRESETS["sochi"])))
    qtbot.addWidget(window)
    return window


def disk_full(writer, lines):
    """A journal write on a full disk (``journal.JournalWriter.rebuild`` and ``append`` patched)."""
    raise OSError(errno.ENOSPC, "No space left on device", str(writer.path))


def test_a_folder_that_cannot_be_made_does_not_stop_the_start(monkeypatch, tmp_path):
    def refused(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refused)
    assert paths.session_dir() == paths.data_dir()  # (no exception: what writes there says why it cannot)


def test_a_failed_journal_write_stays_on_screen_until_a_change_is_written(qtbot, sochi, monkeypatch):
    window = new_game_window(qtbot, sochi)
    window.show()
    document = window.document
    with monkeypatch.context() as disk:
        disk.setattr(journal.JournalWriter, "rebuild", disk_full)
        disk.setattr(journal.JournalWriter, "append", disk_full)
        document.push(RecordHand(document, sochi.hands[0]))
        assert window.disk_warning.isVisible()
        assert "NOT on disk" in window.disk_warning.text() and "disk is full" in window.disk_warning.text()
        window.statusBar().showMessage("something passing")  # a passing message hides no warning
        assert window.disk_warning.isVisible()
    document.push(RecordHand(document, sochi.hands[1]))  # the disk has room again: the whole game is written
    assert not window.disk_warning.isVisible()
    replayed = journal.replay(document.session.journal, None, journal.AutosaveState(None, False, None))
    assert replayed.game is not None and replayed.game.hands == sochi.hands[:2]


def test_a_save_temp_is_named_by_its_folder():
    error = PermissionError(errno.EACCES, "Permission denied", "/games/.friday.pulka.ab12cd34.tmp")
    assert why_not_saved(error) == "There is no permission to write there (/games)."


def test_the_warning_offers_save_as_at_once_and_the_saved_game_ends_it(qtbot, sochi, monkeypatch, asked, tmp_path):
    """Issue 25 item 3: while the journal cannot be written, the bar that says so has a Save as… button."""
    from PySide6.QtCore import Qt

    from prefcount.files import gamefile

    window = new_game_window(qtbot, sochi)
    window.show()
    document = window.document
    monkeypatch.setattr(journal.JournalWriter, "rebuild", disk_full)
    monkeypatch.setattr(journal.JournalWriter, "append", disk_full)
    document.push(RecordHand(document, sochi.hands[0]))
    button = window.disk_warning.save_as
    assert window.disk_warning.isVisible() and button.isVisible() and button.text() == "Save as…"
    asked.save_name = str(tmp_path / "usb" / "friday.pulka")
    (tmp_path / "usb").mkdir()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert gamefile.load(tmp_path / "usb" / "friday.pulka").hands == sochi.hands[:1]
    assert not window.disk_warning.isVisible() and not button.isVisible()  # every hand shown is in that file
    document.push(RecordHand(document, sochi.hands[1]))
    assert window.disk_warning.isVisible() and button.isVisible()  # a hand shown and on disk nowhere again


def test_a_failed_background_autosave_is_told_without_waiting_for_the_next_change(qtbot, sochi, monkeypatch):
    """The window's document watches the session's background writer (a timer): the note comes when it fails."""
    from prefcount.files import gamefile

    window = new_game_window(qtbot, sochi)
    window.document.wait_autosave()
    qtbot.wait(300)

    def full(*args):
        time.sleep(0.5)  # (a long game on a slow disk: the change has long been shown)
        raise OSError(errno.ENOSPC, "No space left on device", "/data/autosave.tmp")

    monkeypatch.setattr(gamefile, "save_autosave", full)
    window.document.push(RecordHand(window.document, sochi.hands[0]))
    assert "background copy" not in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: "background copy" in window.statusBar().currentMessage(), timeout=5000)
    assert not window.disk_warning.isVisible()  # (the journal has the hand)
