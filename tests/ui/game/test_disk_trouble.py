"""A data folder that cannot be written, or a disk that fills up: the app starts and plays on, and a warning that
stays says plainly that the last change is not on disk, until a change is written again."""

from __future__ import annotations

import errno
from pathlib import Path

from prefcount.files import journal, paths
from prefcount.ledger import PRESETS, Game
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument, why_not_saved
from prefcount.ui.game.main_window import MainWindow


def test_a_folder_that_cannot_be_made_does_not_stop_the_start(monkeypatch, tmp_path):
    def refused(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refused)
    assert paths.session_dir() == paths.data_dir()  # (no exception: what writes there says why it cannot)


def test_a_failed_journal_write_stays_on_screen_until_a_change_is_written(qtbot, sochi, monkeypatch):
    window = MainWindow(GameDocument(Game(players=sochi.players, convention=PRESETS["sochi"])))
    qtbot.addWidget(window)
    window.show()
    document = window.document

    def full(self, lines):
        raise OSError(errno.ENOSPC, "No space left on device", str(self.path))

    with monkeypatch.context() as disk:
        disk.setattr(journal.JournalWriter, "rebuild", full)
        disk.setattr(journal.JournalWriter, "append", full)
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
