"""A game handed to the open window (a second start, macOS's file-open event): it asks before an unsaved game goes,
and nothing is lost whatever the answer."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

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
