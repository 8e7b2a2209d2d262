"""A file changed outside the app (a second window, a sync folder) is never silently overwritten."""

from __future__ import annotations

import pytest

from prefcount.files import gamefile, leftovers
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


@pytest.fixture
def two_windows(qtbot, data_dir, tmp_path):
    """Two windows opened on the same file; the second one records a hand and saves."""
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    file = tmp_path / "friday.pulka"
    gamefile.save(sochi.model_copy(update={"hands": sochi.hands[:2]}), file)
    windows = []
    for _ in range(2):
        win = MainWindow(GameDocument(sochi))
        qtbot.addWidget(win)
        assert win.files.open_path(file)
        windows.append(win)
    first, second = windows
    second.document.push(RecordHand(second.document, sochi.hands[2]))
    assert second.files.save()
    first.document.push(RecordHand(first.document, sochi.hands[4]))  # another hand in the first window
    return first, second, file, sochi


def test_saving_over_a_changed_file_asks_and_cancel_keeps_it(two_windows, asked):
    first, _second, file, sochi = two_windows
    asked.questions.clear()
    assert not first.files.save()
    assert "friday.pulka was changed by someone else" in asked.questions[-1]
    assert gamefile.load(file).hands == sochi.hands[:3]  # the other window's save is intact
    assert first.isWindowModified()


def test_save_as_keeps_both(two_windows, asked, tmp_path):
    first, _second, file, sochi = two_windows
    asked.changed_answer = "save-as"
    asked.save_name = str(tmp_path / "friday-2.pulka")
    assert first.files.save()
    assert gamefile.load(file).hands == sochi.hands[:3]
    assert gamefile.load(tmp_path / "friday-2.pulka").hands == sochi.hands[:2] + (sochi.hands[4],)
    assert first.document.path == tmp_path / "friday-2.pulka"


def test_overwrite_keeps_the_other_version_in_the_backups(two_windows, asked):
    first, _second, file, sochi = two_windows
    asked.changed_answer = "overwrite"
    assert first.files.save()
    assert gamefile.load(file).hands == sochi.hands[:2] + (sochi.hands[4],)
    (kept,) = [b for b in gamefile.list_backups(leftovers.backups_dir()) if b.kind == "on-disk"]
    assert gamefile.load(kept.path).hands == sochi.hands[:3]
    asked.questions.clear()
    first.document.push(RecordHand(first.document, sochi.hands[5]))
    assert first.files.save()  # our own file again: no question
    assert not asked.questions


def test_an_unchanged_file_or_a_touched_one_is_saved_without_a_question(qtbot, data_dir, tmp_path, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    file = tmp_path / "friday.pulka"
    gamefile.save(sochi.model_copy(update={"hands": sochi.hands[:2]}), file)
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    assert win.files.open_path(file)
    win.document.push(RecordHand(win.document, sochi.hands[2]))
    file.touch()  # a sync tool touched it: same bytes
    assert win.files.save()
    file.unlink()  # gone: nothing to lose
    win.document.push(RecordHand(win.document, sochi.hands[3]))
    assert win.files.save()
    assert not asked.questions
    assert len(gamefile.load(file).hands) == 4
