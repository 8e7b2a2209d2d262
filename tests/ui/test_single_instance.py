"""A game handed to the open window (a second start, macOS's file-open event): it asks before an unsaved game goes,
and nothing is lost whatever the answer. A file handed while the player is busy (a dialog or question open, a hand
being typed) waits until the window is free; every file named is handled (the window holds one: the others are
named)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QDialog

from prefcount import gamefile
from prefcount.ledger import PRESETS, Game
from prefcount.ui import single_instance, storage
from prefcount.ui.commands import RecordHand
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow(GameDocument(Game(players=("A", "B", "C"), convention=PRESETS["sochi"])))
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def game_file(tmp_path, data_dir):
    path = tmp_path / "handed.pulka"
    shutil.copy(data_dir / "game-sochi-3p.json", path)
    return path


def _play_a_hand(window, data_dir):
    hand = gamefile.load(data_dir / "game-sochi-3p.json").hands[0]
    window.document.push(RecordHand(window.document, hand))
    assert window.document.modified


def test_an_untouched_game_gives_way_at_once(window, game_file, asked):
    window.showMinimized()
    single_instance.open_handed_files(window, [str(game_file)])
    assert window.document.path == game_file and not asked.questions
    assert not window.isMinimized()


@pytest.mark.parametrize("answer", ["cancel", "discard"])
def test_an_unsaved_game_is_asked_about_and_never_lost(window, game_file, asked, data_dir, answer):
    _play_a_hand(window, data_dir)
    unsaved = window.document.game
    asked.close_answer = answer
    single_instance.open_handed_files(window, [str(game_file)])
    assert len(asked.questions) == 1
    if answer == "cancel":
        assert window.document.game == unsaved and window.document.path is None
    else:
        assert window.document.path == game_file
        kept = [gamefile.load(p) for p in storage.backups_dir().rglob("*.pulka")]
        assert unsaved in kept  # in the backups: Game → Open backup… brings it back


def test_macos_file_open_event_waits_for_the_game_then_opens(window, game_file, asked):
    inbox = single_instance.Inbox(window)
    QApplication.instance().installEventFilter(inbox)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(game_file)))
        assert window.document.path is None  # the window was still loading: it waits
        assert inbox.serve() == [str(game_file)]
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(game_file)))
        assert window.document.path == game_file
    finally:
        QApplication.instance().removeEventFilter(inbox)


def test_the_server_is_per_data_folder(tmp_path, monkeypatch):
    names = set()
    for folder in ("one", "two"):
        monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path / folder))
        names.add(single_instance.server_name())
    assert len(names) == 2
    assert not single_instance.hand_over(["x.pulka"])  # nobody listens: this start opens its own window


@pytest.mark.parametrize(
    "message, taken",
    [(b'{"files": ["/g.pulka"]}\n', [["/g.pulka"]]), (b'{"files": "/g.pulka"}\n', []), (b"not json\n", [])],
)
def test_the_server_takes_a_list_of_paths_and_nothing_else(qtbot, window, message, taken):
    from PySide6.QtNetwork import QLocalSocket

    inbox = single_instance.Inbox(window)
    arrived = []
    inbox.files_arrived.connect(arrived.append)
    assert inbox.listen()
    client = QLocalSocket()
    client.connectToServer(single_instance.server_name())
    client.write(message)
    answers = []
    client.readyRead.connect(lambda: answers.append(bytes(client.readAll().data())))
    qtbot.waitUntil(lambda: bool(answers) or client.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert arrived == taken
    assert answers == ([b"ok\n"] if taken else [])
    client.abort()


# -- handed while the player is busy ---------------------------------------------------------------------


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
