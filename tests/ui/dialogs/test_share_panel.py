"""Game → Show on phones, as a player uses it: switch it on, scan the code, record a hand, see the page follow."""

import http.client
import json
import socket
import sys
from urllib.parse import urlsplit

import pytest
from where import ROOT

sys.path.insert(0, str(ROOT / "tests" / "share"))
from sse import EventStream

from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.share.addresses import Interface
from prefcount.ui.dialogs import share_panel
from prefcount.ui.dialogs.share_panel import SharePanel
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import set_language


@pytest.fixture
def no_network(monkeypatch):
    """A machine on no local network: the page is offered on this computer only (loopback)."""
    monkeypatch.setattr(share_panel, "machine_interfaces", lambda: [Interface("lo", "loopback", ("127.0.0.1",))])


@pytest.fixture
def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")


@pytest.fixture
def window(qtbot, sochi):
    """The window with the Sochi game's first four hands."""
    win = MainWindow(GameDocument(sochi.model_copy(update={"hands": sochi.hands[:4]})))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.ui.actionShowOnPhones.setChecked(False)


def panel_of(win) -> SharePanel:
    panel = win.findChild(SharePanel, "sharePanel")
    assert panel is not None
    return panel


def fetch(url: str, path: str = ""):
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        conn.request("GET", parts.path + path)
        answer = conn.getresponse()
        return answer.status, answer.read()
    finally:
        conn.close()


def next_state(qtbot, stream: EventStream) -> dict:
    """The stream's next state, the window's events running meanwhile (a change is published from a timer)."""
    qtbot.waitUntil(lambda: not stream.events.empty(), timeout=30_000)
    return stream.next_state()


def test_the_page_follows_every_change(window, sochi, qtbot, no_network):
    window.ui.actionShowOnPhones.trigger()  # Game → Show on phones
    panel = panel_of(window)
    assert panel.isVisible() and panel.server is not None
    url = panel.server.url
    assert url.startswith("http://127.0.0.1:") and window.ui.actionShowOnPhones.isChecked()
    assert panel.ui.addressLabel.text() == url
    code, page = fetch(url)
    assert code == 200 and b"Sochi, to 10, whist 0.5" in page
    state = json.loads(fetch(url, "state")[1])
    assert len(state["hands"]) == 4 and state["over"] is False
    parts = urlsplit(url)
    stream = EventStream((parts.hostname, parts.port), parts.path + "events")
    try:
        assert stream.next_state()["v"] == state["v"]
        qtbot.waitUntil(lambda: panel.server.watchers == 1 and "1" in panel.ui.watchersLabel.text(), timeout=30_000)
        window.document.push(RecordHand(window.document, sochi.hands[4]))  # a hand is recorded at the table
        after = next_state(qtbot, stream)  # pushed, not polled (how soon is for a benchmark, not a test)
        assert after["v"] > state["v"] and len(after["hands"]) == 5
        assert after["hands"][-1][0] == "5" and after["svg"] != state["svg"]
        assert after["standings"] != state["standings"]
        assert json.loads(fetch(url, "state")[1])["v"] == after["v"]  # and a page loaded now shows it
        window.document.undo_stack.undo()  # Ctrl+Z: the phones see the hand go
        assert len(next_state(qtbot, stream)["hands"]) == 4
    finally:
        stream.close()


def test_the_qr_code_says_the_address(window, qtbot, no_network):
    zxingcpp = pytest.importorskip("zxingcpp")
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    codes = zxingcpp.read_barcodes(grey_pixels(panel.ui.qrLabel.grab().toImage()))  # as the window shows it
    assert [code.text for code in codes] == [panel.server.url]
    assert codes[0].format == zxingcpp.BarcodeFormat.QRCode


def grey_pixels(image):
    """A QImage as the grey pixel array zxing-cpp reads."""
    import numpy as np
    from PySide6.QtGui import QImage

    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    rows = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    return rows[:, : grey.width()].copy()  # a copy: the rows are a view of memory that goes with ``grey``


def test_a_new_token_each_time_and_nothing_left_listening(window, qtbot, no_network):
    action = window.ui.actionShowOnPhones
    action.trigger()
    first = panel_of(window).server.url
    action.trigger()  # off
    assert panel_of(window).server is None and not panel_of(window).isVisible()
    refused(first)
    action.trigger()  # on again: another address
    second = panel_of(window).server.url
    assert second != first and fetch(second)[0] == 200
    assert fetch(second.replace(urlsplit(second).path, urlsplit(first).path))[0] == 404  # the old token is dead
    panel_of(window).close()  # the panel's own close button stops it too
    assert not action.isChecked()
    refused(second)


def refused(url: str) -> None:
    parts = urlsplit(url)
    with pytest.raises(OSError):
        socket.create_connection((parts.hostname, parts.port), timeout=30).close()


def test_closing_the_window_stops_the_page(qtbot, sochi, no_network, asked):
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    win.show()
    win.ui.actionShowOnPhones.trigger()
    url = panel_of(win).server.url
    assert fetch(url)[0] == 200
    assert win.close()
    refused(url)


def test_the_table_network_is_chosen_first_and_a_failure_is_said(window, qtbot, monkeypatch):
    # an address this machine does not have: binding fails at once (no packet leaves the machine)
    monkeypatch.setattr(share_panel, "machine_interfaces", lambda: [Interface("wlan0", "wifi", ("192.168.254.253",))])
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    box = panel.ui.addressBox
    assert [box.itemData(i) for i in range(box.count())] == ["192.168.254.253", "127.0.0.1"]
    assert box.currentText() == "Wi-Fi · wlan0 · 192.168.254.253"
    assert panel.server is None and "Cannot show the game on 192.168.254.253" in panel.ui.problemLabel.text()
    assert panel.ui.qrLabel.pixmap().isNull()
    box.setCurrentIndex(1)
    box.activated.emit(1)  # the player picks "This computer only"
    assert panel.server is not None and panel.server.address[0] == "127.0.0.1"
    assert "Only this computer" in panel.ui.problemLabel.text()


def test_a_docker_bridge_comes_after_this_computer_and_says_what_it_is(window, qtbot, monkeypatch):
    """Issue 27 item 13: with no Wi-Fi or cable address the panel chose Docker's bridge (172.17.0.1), which no
    phone can reach. Bridges come last now, each named; this computer comes first and says what to do."""
    found = [
        Interface("lo", "loopback", ("127.0.0.1",)),
        Interface("docker0", "ethernet", ("172.17.0.1",)),
        Interface("virbr0", "ethernet", ("192.168.122.1",)),
    ]
    monkeypatch.setattr(share_panel, "machine_interfaces", lambda: found)
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    box = panel.ui.addressBox
    assert [box.itemData(i) for i in range(box.count())] == ["127.0.0.1", "192.168.122.1", "172.17.0.1"]
    assert box.itemText(1) == "Virtual network (libvirt), not for phones · virbr0 · 192.168.122.1"
    assert box.itemText(2) == "Virtual network (Docker), not for phones · docker0 · 172.17.0.1"
    assert panel.server is not None and panel.server.address[0] == "127.0.0.1"
    assert "Only this computer" in panel.ui.problemLabel.text()
    assert "not to the phones" in share_panel.network_hint("172.17.0.1", "linux", "bridge")


def test_the_page_speaks_the_ui_language(window, qtbot, no_network):
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    url = panel.server.url
    set_language("ru")
    qtbot.waitUntil(lambda: json.loads(fetch(url, "state")[1])["lang"] == "ru", timeout=30_000)
    state = json.loads(fetch(url, "state")[1])
    assert state["words"]["hands"] == "Раздачи" and state["standings"]["head"][1] == "Пуля"
    assert "в пулю" in state["hands"][0][6]  # the hand list's own words
    assert panel.windowTitle() == "Пулька на телефонах"
    assert b'<html lang="ru">' in fetch(url)[1]


def test_a_game_that_does_not_score_shows_why(qtbot, sochi, no_network):
    from prefcount.ledger import LedgerError

    document = GameDocument(Game(players=sochi.players, convention=sochi.convention))
    win = MainWindow(document)
    qtbot.addWidget(win)
    document._error = LedgerError("Hand 1: the tricks add up to 11, not 10")  # as a damaged file loads
    document._sheet = document._settlement = None
    win.ui.actionShowOnPhones.trigger()
    state = json.loads(fetch(panel_of(win).server.url, "state")[1])
    assert "11, not 10" in state["error"] and "svg" not in state
    win.ui.actionShowOnPhones.setChecked(False)


def test_sharing_off_costs_the_start_up_nothing():
    """The window up with a game, sharing off: nothing of it is imported (no server, no QR library)."""
    import os
    import subprocess

    script = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from prefcount.ui.app.start import default_game
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
window = MainWindow(GameDocument(default_game()))
window.resize(1400, 900)
window.show()
window.grab()
loaded = sorted(n for n in sys.modules if n.startswith(("prefcount.share", "segno", "http.server", "socketserver",
                                                        "prefcount.ui.dialogs.share_panel",
                                                        "prefcount.ui.dialogs.result_dialog")))
assert not loaded, loaded
window.document.discard_autosave()
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr


def test_the_hand_rows_after_any_edit_are_the_hand_lists(window, sochi, no_network):
    """Only the rows from the first hand a change touched are made again: they always read as the hand list."""
    from prefcount.ledger import HandKind
    from prefcount.ui.game.commands import DeleteHand, EditHand
    from prefcount.ui.game.hand_list import COLUMNS
    from prefcount.words.hands import is_red

    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    document = window.document

    def fresh():
        model = window.hand_model
        return [
            [*(model.text(row, column) for column in COLUMNS), hand.kind == HandKind.GAME and is_red(hand.contract)]
            for row, hand in enumerate(document.game.hands)
        ]

    assert [list(row) for row in panel._hand_rows()] == fresh()
    steps = [
        lambda: document.push(RecordHand(document, sochi.hands[4])),
        lambda: document.push(DeleteHand(document, 1)),  # the raspasy run: "×2" of the next one goes
        lambda: document.undo_stack.undo(),
        lambda: document.push(EditHand(document, 0, sochi.hands[0].model_copy(update={"multiplier": 2}))),
        lambda: document.undo_stack.undo(),
        lambda: document.rename_player(0, "Аня"),
    ]
    before = [list(row) for row in panel._hand_rows()]
    for step in steps:
        step()
        rows = [list(row) for row in panel._hand_rows()]
        assert rows == fresh()
    assert rows != before  # the names changed in every row


def test_on_windows_and_macos_the_firewall_question_is_foretold():
    from prefcount.ui.dialogs.share_panel import network_hint

    assert "Only this computer" in network_hint("127.0.0.1", "linux")
    assert network_hint("192.168.1.5", "linux") == ""
    for platform in ("win32", "darwin"):
        assert "allow it" in network_hint("192.168.1.5", platform)


def open_stream(url: str) -> EventStream:
    parts = urlsplit(url)
    stream = EventStream((parts.hostname, parts.port), parts.path + "events")
    stream.next_state(timeout=30)
    return stream


def new_game(window, sochi, tmp_path, monkeypatch):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    game = Game(players=("Аня", "Борис", "Вера"), convention=sochi.convention)
    monkeypatch.setattr(NewGameDialog, "get_game_and_dealer", classmethod(lambda cls, parent, **_: (game, 0)))
    window.new_game()


def open_file(window, sochi, tmp_path, monkeypatch):
    path = tmp_path / "другая.pulka"
    gamefile.save(sochi.model_copy(update={"players": ("Аня", "Борис", "Вера")}), path)
    assert window.files.open_path(path)


def open_backup(window, sochi, tmp_path, monkeypatch):
    from prefcount.ui.dialogs.backup_dialog import BackupDialog

    path = tmp_path / "копия.pulka"
    gamefile.save(sochi.model_copy(update={"players": ("Аня", "Борис", "Вера")}), path)
    monkeypatch.setattr(BackupDialog, "choose", classmethod(lambda cls, parent=None, current=None: path))
    assert window.files.open_backup()


@pytest.mark.parametrize("replace", [new_game, open_file, open_backup])
def test_another_game_in_the_window_ends_the_showing(window, sochi, qtbot, no_network, tmp_path, monkeypatch, replace):
    """DESIGN 16: the phones see nothing but the game that was shared; New game, Open, Open backup end it."""
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    url = panel.server.url
    stream = open_stream(url)
    try:
        replace(window, sochi, tmp_path, monkeypatch)
        assert window.document.game.players[0] == "Аня"
        event = stream.next(timeout=30)
        assert event.get("event") == "stopped", event  # the phones are told, and shown nothing of the new game
        assert stream.closed.wait(30)
    finally:
        stream.close()
    refused(url)
    assert panel.server is None and not window.ui.actionShowOnPhones.isChecked()
    assert panel.isVisible() and "Another game is open" in panel.ui.problemLabel.text()  # says why
    assert panel.ui.showAgainButton.isVisible()
    panel.ui.showAgainButton.click()  # show this game: a new start, a new code
    assert panel.server is not None and panel.server.url != url and window.ui.actionShowOnPhones.isChecked()
    assert json.loads(fetch(panel.server.url, "state")[1])["players"] == ["Аня", "Борис", "Вера"]
    assert not panel.ui.showAgainButton.isVisible()


def test_another_pulka_at_the_same_table_and_its_undo_keep_the_showing(window, sochi, qtbot, no_network):
    """The same table goes on: the phones follow the new pulka, and the old one again after Ctrl+Z."""
    window.ui.actionShowOnPhones.trigger()
    panel = panel_of(window)
    url = panel.server.url
    stream = open_stream(url)
    try:
        window.another_pulka()
        after = next_state(qtbot, stream)
        assert after["hands"] == [] and after["players"] == ["A", "B", "C"]
        window.document.undo_stack.undo()
        assert len(next_state(qtbot, stream)["hands"]) == 4
    finally:
        stream.close()
    assert panel.server is not None and panel.server.url == url and window.ui.actionShowOnPhones.isChecked()
    assert not panel.ui.showAgainButton.isVisible()
