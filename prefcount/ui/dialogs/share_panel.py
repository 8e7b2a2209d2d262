"""Game → Show on phones: the side panel with the QR code, and the page that follows the game.

Off until the player switches it on (nothing of it is imported before). Then a
:class:`~prefcount.share.server.ShareServer` listens on the address the player picked — by
default the likeliest local network (:mod:`prefcount.share.addresses`), never a public one —
under a new random token; the panel shows the address and its QR code (``segno``), and how many
phones watch. After each change of the game the panel renders a new
:class:`~prefcount.share.page.Snapshot` here, on the GUI thread (the hand list's words, the
sheet as SVG, the standings), and hands the server its bytes: the server's threads never touch
the game, Qt or a widget. Switching off, closing the panel or the window stops the server.
"""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDockWidget, QWidget

from prefcount.share import addresses
from prefcount.share.page import HandRow, page_state, snapshot
from prefcount.share.server import ShareServer
from prefcount.ui.forms.share_panel_ui import Ui_SharePanel
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QCloseEvent

    from prefcount.ui.game.document import Change
    from prefcount.ui.game.main_window import MainWindow

log = logging.getLogger(__name__)

#: Changes that come together (an undo of several steps, a replay) make one new page.
PUBLISH_DELAY_MS = 150
#: The QR code's side in pixels, about: big enough for a phone's camera across the table.
QR_PIXELS = 240


def machine_interfaces() -> list[addresses.Interface]:
    """The machine's network interfaces that are up, as Qt lists them on every platform."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    flag = QNetworkInterface.InterfaceFlag
    kinds = {
        QNetworkInterface.InterfaceType.Wifi: "wifi",
        QNetworkInterface.InterfaceType.Ethernet: "ethernet",
        QNetworkInterface.InterfaceType.Loopback: "loopback",
    }
    found = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not (flags & flag.IsUp and flags & flag.IsRunning):
            continue
        ips = tuple(
            entry.ip().toString()
            for entry in interface.addressEntries()
            if entry.ip().protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        )
        name = interface.humanReadableName() or interface.name()
        found.append(addresses.Interface(name, kinds.get(interface.type(), "other"), ips))
    return found


def network_hint(address: str, platform: str, kind: str = "") -> str:
    """What the player should know about the network the page is on ("" when nothing); ``kind``: that network's
    (:class:`prefcount.share.addresses.Choice`)."""
    if address == addresses.THIS_COMPUTER:
        return translate(
            "SharePanel",
            "Only this computer can open the page: connect it to the table's Wi-Fi, then choose that network.",
        )
    if kind == "bridge":
        return translate(
            "SharePanel",
            "This network leads to virtual machines or containers on this computer, not to the phones: connect "
            "the computer to the table's Wi-Fi, then choose that network.",
        )
    if platform == "win32" or platform == "darwin":  # their firewalls ask the first time a program listens
        return translate(
            "SharePanel",
            "If the system asks whether prefcount may accept connections from the network, allow it "
            "(on private networks): otherwise the phones cannot open the page.",
        )
    return ""


def qr_pixmap(text: str, pixels: int = QR_PIXELS) -> QPixmap:
    """``text`` as a QR code (black on white, with its quiet zone), about ``pixels`` wide."""
    import io

    import segno  # only once sharing starts: the app starts as fast without it

    code = segno.make(text, error="m", micro=False)
    border = 4
    width = code.symbol_size(border=border)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(2, pixels // width), border=border, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class SharePanel(QDockWidget):
    """The panel beside the sheet while the game is shown on phones; :meth:`switch` turns it on and off."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("sharePanel")
        self.main_window = window
        self.document = window.document
        self.body = QWidget(self)
        self.ui = Ui_SharePanel()
        self.ui.setupUi(self.body)
        guard_wheel(self.body)
        self.setWidget(self.body)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.server: ShareServer | None = None
        self.version = 0
        self.rows: list[HandRow] = []
        self._stale_from: int | None = 0  # the first hand row to make again (None: all are current)
        self._choices: list[addresses.Choice] = []
        self._publish_timer = QTimer(self)
        self._publish_timer.setSingleShot(True)
        self._publish_timer.timeout.connect(self.publish)
        self._watch_timer = QTimer(self)
        self._watch_timer.setInterval(1000)
        self._watch_timer.timeout.connect(self._show_watchers)
        self.ui.stopButton.clicked.connect(self.close)
        self.ui.showAgainButton.clicked.connect(self.start)
        self.ui.addressBox.activated.connect(lambda _index: self.start())
        self.document.changed.connect(self._changed)
        self.document.replaced.connect(self._another_game)
        self._retranslate()

    # -- on and off ------------------------------------------------------------
    @classmethod
    def switch(cls, window: MainWindow, on: bool) -> SharePanel | None:
        """Show the game on phones (``on``) or stop; the window's action follows the panel."""
        panel = window.findChild(SharePanel, "sharePanel")
        if not on:
            if panel is not None:
                panel.stop()
                panel.hide()
            return panel
        if panel is None:
            panel = cls(window)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.fill_addresses()
        panel.start()
        panel.show()
        return panel

    def fill_addresses(self) -> None:
        """The addresses the page may listen on, the likeliest table network first."""
        box = self.ui.addressBox
        keep = box.currentData()
        self._choices = addresses.choices(machine_interfaces())
        box.clear()
        for choice in self._choices:
            box.addItem(self._choice_text(choice), choice.address)
        index = box.findData(keep) if keep else 0
        box.setCurrentIndex(max(index, 0))

    def _choice_text(self, choice: addresses.Choice) -> str:
        """The network in words: «Wi-Fi · wlan0 · 192.168.1.23», «Virtual network (Docker), not for phones · …»."""
        if choice.kind == "loopback":
            return translate("SharePanel", "This computer only ({address})").format(address=choice.address)
        if choice.kind == "bridge":
            kind = translate("SharePanel", "Virtual network ({what}), not for phones").format(what=choice.what)
        else:
            kind = {
                "wifi": translate("SharePanel", "Wi-Fi"),
                "ethernet": translate("SharePanel", "Cable"),
                "vpn": translate("SharePanel", "VPN"),
            }.get(choice.kind, translate("SharePanel", "Network"))
        return f"{kind} · {choice.interface} · {choice.address}"

    def start(self) -> None:
        """Listen on the chosen address under a new token (stopping any server before)."""
        self.stop()
        address = self.ui.addressBox.currentData() or addresses.THIS_COMPUTER
        self.ui.problemLabel.clear()
        self.ui.showAgainButton.hide()
        try:
            server = ShareServer(address)
        except (OSError, ValueError) as error:
            self.ui.problemLabel.setText(
                translate("SharePanel", "Cannot show the game on {address}: {error}").format(
                    address=address, error=getattr(error, "strerror", None) or error
                )
            )
            self.ui.qrLabel.clear()
            self.ui.addressLabel.clear()
            return
        self.server = server
        self._stale_from = 0
        self.publish()
        server.start()
        self.ui.addressLabel.setText(server.url)
        self.ui.qrLabel.setPixmap(qr_pixmap(server.url))
        kind = next((choice.kind for choice in self._choices if choice.address == address), "")
        self.ui.problemLabel.setText(network_hint(address, sys.platform, kind))
        self._show_watchers()
        self._watch_timer.start()
        self._tick(True)

    def stop(self) -> None:
        """Stop listening: every page that watches is told so and let go."""
        self._publish_timer.stop()
        self._watch_timer.stop()
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        self.ui.qrLabel.clear()
        self.ui.addressLabel.clear()
        self.ui.watchersLabel.clear()

    @property
    def sharing(self) -> bool:
        return self.server is not None

    def _another_game(self) -> None:
        """Another game took the window's (new, opened, a backup): the phones were shown the game that went, and
        are shown nothing else (DESIGN 16), so the showing ends and they are told. The panel stays to say why;
        showing this game is a new start, with a new code."""
        if self.server is None:
            return
        self.stop()
        self._tick(False)
        self.ui.problemLabel.setText(
            translate(
                "SharePanel",
                "Another game is open, so the showing of the previous one ended: the phones were told. "
                "To show this game, start again: the phones scan the new code.",
            )
        )
        self.ui.showAgainButton.show()

    def _tick(self, on: bool) -> None:
        """Game → Show on phones says whether the game is shown (without switching anything itself)."""
        action = getattr(self.main_window.ui, "actionShowOnPhones", None)
        if action is not None and action.isChecked() != on:
            blocker = QSignalBlocker(action)
            action.setChecked(on)
            blocker.unblock()

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        """The panel's close button (or Stop showing) ends the showing, and unticks Game → Show on phones."""
        self.stop()
        action = getattr(self.main_window.ui, "actionShowOnPhones", None)
        if action is not None and action.isChecked():
            action.setChecked(False)
        super().closeEvent(event)

    # -- the page ----------------------------------------------------------------
    def _changed(self, change: Change | None) -> None:
        """A change of the game: the rows from the first it touched are made again, soon, once for a burst."""
        first = len(self.document.game.hands) if change is None else 0 if change.kind == "reset" else change.index
        self._stale_from = first if self._stale_from is None else min(self._stale_from, first)
        if self.server is not None:
            self._publish_timer.start(PUBLISH_DELAY_MS)

    def _hand_rows(self) -> list[HandRow]:
        """The hand list's rows as the window words them; only those from the first change are made again."""
        from prefcount.ledger import HandKind
        from prefcount.ui.game.hand_list import COLUMNS
        from prefcount.words.hands import is_red

        game = self.document.game
        stale = 0 if self._stale_from is None else self._stale_from
        if self._stale_from is None and len(self.rows) == len(game.hands):
            return self.rows
        text = self.main_window.hand_model.text
        rows = self.rows[: min(stale, len(game.hands))]
        for row in range(len(rows), len(game.hands)):
            hand = game.hands[row]
            red = hand.kind == HandKind.GAME and is_red(hand.contract)
            rows.append(HandRow._make([*(text(row, column) for column in COLUMNS), red]))
        self.rows = rows
        self._stale_from = None
        return rows

    def state(self) -> dict[str, object]:
        """What the page shows now (the game as the window shows it)."""
        from prefcount.ui.app.settings import currency

        document = self.document
        game = document.game
        rows = self._hand_rows()
        if document.error is not None:
            return page_state(game, None, None, "", rows, error=document.error.translated(translate))
        sheet = document.sheet
        return page_state(
            game,
            sheet,
            document.settlement,
            currency(game),
            rows,
            document.first_dealer,
            file=document.path,
        )

    def publish(self) -> None:
        """Render the page's next version here (GUI thread) and give the server its bytes."""
        if self.server is None:
            return
        self.version += 1
        self.server.publish(snapshot(self.version, self.state()))

    def _show_watchers(self) -> None:
        if self.server is not None:
            self.ui.watchersLabel.setText(
                translate("SharePanel", "Phones watching now: {count}").format(count=self.server.watchers)
            )

    # -- language ----------------------------------------------------------------
    def _retranslate(self) -> None:
        self.setWindowTitle(translate("SharePanel", "Shown on phones"))
        for index, choice in enumerate(self._choices):
            self.ui.addressBox.setItemText(index, self._choice_text(choice))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self.body)
            self._retranslate()
            self._stale_from = 0  # every word of the page in the new language
            if self.server is not None:
                self._publish_timer.start(PUBLISH_DELAY_MS)
        super().changeEvent(event)
