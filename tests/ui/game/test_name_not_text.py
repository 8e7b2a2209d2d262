"""A game file whose name is not text: «пулька» in cp1251 on Linux, where a name is bytes and Python holds the ones
that are not UTF-8 as lone surrogates. Opened, played, saved, killed and restored like any other."""

from __future__ import annotations

import os
import sys

import pytest
from crashed import crash
from journal_helpers import empty, on_disk

from prefcount.files import gamefile
from prefcount.ui.app import recent
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="only Linux names files with bytes of any encoding")


@pytest.fixture
def cp1251_file(tmp_path, sochi):
    path = tmp_path / os.fsdecode("пулька".encode("cp1251") + b".pulka")
    assert any("\udc80" <= char <= "\udcff" for char in str(path))
    gamefile.save(sochi.model_copy(update={"hands": sochi.hands[:2]}), path)
    return path


def test_a_document_of_such_a_file_is_made_and_journaled(qtbot, sochi, cp1251_file):
    document = GameDocument(gamefile.load(cp1251_file), cp1251_file)
    assert document.journal_error is None and document.wait_autosave() and document.autosave_error is None
    replayed = on_disk(document)
    assert replayed.note is None and replayed.state.game_path == str(cp1251_file)


def test_such_a_file_opens_plays_saves_and_comes_back_after_a_kill(qtbot, sochi, cp1251_file, asked):
    window = MainWindow(GameDocument(empty(sochi)))
    qtbot.addWidget(window)
    document = window.document
    document.push(RecordHand(document, sochi.hands[0]))  # something to undo, which opening must not lose
    assert window.files.open_path(str(cp1251_file)) and not asked.errors
    assert document.path == cp1251_file and document.game.hands == sochi.hands[:2]
    assert "\ufffd" in window.windowTitle()  # the bytes that are not text show as «�», the rest as it is
    assert recent.recent_files()[0] == str(cp1251_file.resolve())  # exactly: the menu opens it again
    for hand in sochi.hands[2:4]:
        document.push(RecordHand(document, hand))
    assert window.files.save() and not asked.errors
    assert gamefile.load(cp1251_file).hands == sochi.hands[:4]
    document.push(RecordHand(document, sochi.hands[4]))
    assert document.journal_error is None and document.wait_autosave() and document.autosave_error is None
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert restored.path == cp1251_file and restored.game.hands == sochi.hands[:5] and restored.modified
    assert "\ufffd" in asked.questions[-1]
    restored.save()
    assert gamefile.load(cp1251_file).hands == sochi.hands[:5]
