"""A game handed to the open window (a second start, macOS's file-open event): it asks before an unsaved game goes,
and nothing is lost whatever the answer. A file handed while the player is busy (a dialog or question open, a hand
being typed) waits until the window is free; every file named is handled (the window holds one: the others are
named)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QDialog
from ui_helpers import type_keys

from prefcount.files import gamefile, leftovers
from prefcount.ledger import PRESETS, Game
from prefcount.ui.app import single_instance
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow


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
        kept = [gamefile.load(p) for p in leftovers.backups_dir().rglob("*.pulka")]
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


def _client():
    from PySide6.QtNetwork import QLocalSocket

    client = QLocalSocket()
    client.connectToServer(single_instance.server_name())
    answers: list[bytes] = []
    client.readyRead.connect(lambda: answers.append(bytes(client.readAll().data())))
    return client, answers


def _wait_for_answer_or_close(qtbot, client, answers):
    from PySide6.QtNetwork import QLocalSocket

    qtbot.waitUntil(lambda: bool(answers) or client.state() == QLocalSocket.LocalSocketState.UnconnectedState)


@pytest.mark.parametrize(
    "message",
    [
        b'{"files": ["/g.pulka"]}\n',  # no nonce: an older prefcount's start, which takes "ok" as done
        b'{"files": "/g.pulka", "nonce": "ab12"}\n',
        b"not json\n",
        b'{"files": [], "nonce": "a b"}\n',
    ],
)
def test_the_server_takes_a_list_of_paths_with_a_nonce_and_nothing_else(qtbot, window, message):
    arrived = _listening(window)
    client, answers = _client()
    client.write(message)
    _wait_for_answer_or_close(qtbot, client, answers)
    assert answers == [] and arrived == []
    client.abort()


def test_the_files_are_the_servers_only_after_go(qtbot, window):
    """ "ready" answers the request; the files arrive only on "go" with the same nonce."""
    arrived = _listening(window)
    client, answers = _client()
    client.write(b'{"files": ["/g.pulka"], "nonce": "5eed"}\n')
    _wait_for_answer_or_close(qtbot, client, answers)
    assert answers == [b"ready 5eed\n"]
    qtbot.wait(50)
    assert arrived == []  # not yet: the start may have given up
    client.write(b"go 5eed\n")
    qtbot.waitUntil(lambda: arrived == [["/g.pulka"]])


@pytest.mark.parametrize("then", [b"go 0ther\n", b""])
def test_a_request_without_its_go_is_dropped(qtbot, window, then):
    arrived = _listening(window)
    client, answers = _client()
    client.write(b'{"files": ["/g.pulka"], "nonce": "5eed"}\n' + then)
    _wait_for_answer_or_close(qtbot, client, answers)
    client.abort()  # the start gave up (or said something else)
    qtbot.wait(200)
    assert arrived == []


def _listening(window) -> list:
    """An app listening for later starts: the list of what they hand over."""
    inbox = single_instance.Inbox(window)
    arrived: list = []
    inbox.files_arrived.connect(arrived.append)
    assert inbox.listen()
    return arrived


def _hand_over_from_another_process(qtbot, arrived: list) -> None:
    start = _start("print(single_instance.hand_over(['/g.pulka']))")
    qtbot.waitUntil(lambda: start.poll() is not None, timeout=20_000)
    assert start.stdout.read().strip() == "True"
    qtbot.waitUntil(lambda: arrived == [["/g.pulka"]])


def _start(*code: str) -> subprocess.Popen:
    """A later start (another process, as a file manager's double-click makes)."""
    return subprocess.Popen(
        [sys.executable, "-c", "\n".join(["from prefcount.ui.app import single_instance", *code])],
        stdout=subprocess.PIPE,
        text=True,
    )


def test_a_later_start_hands_its_file_over_once(qtbot, window):
    arrived = _listening(window)
    _hand_over_from_another_process(qtbot, arrived)
    qtbot.wait(100)
    assert arrived == [["/g.pulka"]]


def test_a_start_that_gives_up_on_a_hung_app_opens_the_file_alone(qtbot, window):
    """The running app is busy (no events) past the start's patience: the start opens the file itself, and
    the app, once awake, does not open it a second time."""
    arrived = _listening(window)
    start = _start("single_instance.HANDOVER_MS = 300", "print(single_instance.hand_over(['/g.pulka']))")
    out, _ = start.communicate(timeout=20)  # this app is "hung" meanwhile: it runs no events
    assert out.strip() == "False"
    qtbot.wait(300)  # awake: the request is there to read
    assert arrived == []


def test_one_listener_per_data_folder_and_a_live_one_keeps_its_name(qtbot, window):
    """The lock decides: a second app never listens beside a live one, even when the first one's socket file
    is gone (a /tmp cleaner) or it does not answer; once the first app is gone, the next one takes over."""
    from PySide6.QtCore import QDir

    first = single_instance.Inbox(window)
    assert first.listen()
    os.remove(os.path.join(QDir.tempPath(), single_instance.server_name()))
    second = single_instance.Inbox(window)
    assert not second.listen()
    assert second.server is None
    first.server.close()
    first.lock.unlock()
    assert second.listen()


def test_a_crashed_apps_lock_and_socket_are_taken_over(qtbot, window, tmp_path):
    crashed = _start(
        "import os",
        "from PySide6.QtCore import QCoreApplication",
        "app = QCoreApplication([])",
        "inbox = single_instance.Inbox(None)",
        "assert inbox.listen()",
        "os._exit(9)",  # no clean-up: the lock file and the socket file stay
    )
    assert crashed.wait(20) == 9
    assert (single_instance.data_dir() / single_instance.LISTENER_LOCK).exists()
    arrived = _listening(window)
    _hand_over_from_another_process(qtbot, arrived)


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
    window.record_hand()
    type_keys(qtbot, "17h", window.hand_entry.panel)  # a hand half typed in the hand panel
    inbox.files_arrived.emit([str(files[0])])
    qtbot.wait(2 * inbox.RETRY_MS)
    assert window.document.path is None and window.hand_entry.started()
    type_keys(qtbot, "\x1b", window.hand_entry.panel)  # the player throws the hand away himself
    qtbot.waitUntil(lambda: not window.hand_entry.is_open(), timeout=3000)
    qtbot.waitUntil(lambda: window.document.path == files[0], timeout=3000)


def test_every_file_named_is_handled_the_first_opened_the_others_named(qtbot, window, files, inbox, asked):
    inbox.files_arrived.emit([str(p) for p in files])
    assert window.document.path == files[0]
    message = window.statusBar().currentMessage()
    assert "saturday.pulka" in message and "sunday.pulka" in message


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_a_start_with_nobody_listening_loads_no_network(platform):
    """No listener's lock in the data folder: nobody to hand over to, and the start loads no QtNetwork (on
    Windows too, where the socket is a pipe with no file to look for)."""
    assert not (single_instance.data_dir() / single_instance.LISTENER_LOCK).exists()
    start = _start(
        "import sys",
        f"sys.platform = {platform!r}",
        "print(single_instance.hand_over(['/g.pulka']), 'PySide6.QtNetwork' in sys.modules)",
    )
    out, _ = start.communicate(timeout=20)
    assert out.split() == ["False", "False"]


def test_a_window_still_without_its_game_is_not_busy(qtbot):
    window = MainWindow()  # the app's first paint: the game comes after
    qtbot.addWidget(window)
    assert not window.entering_hand() and not single_instance.window_busy(window)
