"""Helpers for driving the app by keyboard in tests (imported as ``ui_helpers``)."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from prefcount.ledger import defenders

#: Keys that are no characters, as ``type_keys`` takes them.
NAMED_KEYS = {"\n": Qt.Key.Key_Return, "\b": Qt.Key.Key_Backspace, "\x1b": Qt.Key.Key_Escape, "\t": Qt.Key.Key_Tab}


def type_keys(qtbot, keys, window=None):
    """Type ``keys`` one by one, as a player would, at the widget with the focus (in ``window``, if given):
    every key goes through the application, so the key owner sees it as it sees a real one.
    "\n" is Enter, "\b" Backspace, "\x1b" Escape, "\t" Tab."""
    for key in keys:
        widget = QApplication.focusWidget() if window is None else (window.focusWidget() or window)
        if key in NAMED_KEYS:
            qtbot.keyClick(widget, NAMED_KEYS[key])
        elif key.isascii():
            qtbot.keyClicks(widget, key)
        else:  # QTest only knows ASCII: send what a Cyrillic (or an AZERTY) keyboard sends
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, key))


def show_window(qtbot, game, first_dealer=None):
    """The main window on ``game``, shown (``first_dealer``: who deals hand 1 of a new game)."""
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    document = GameDocument(game)
    document.first_dealer = first_dealer
    window = MainWindow(document)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # as on screen: a click gives the focus
    return window


def open_panel(qtbot, game, index=None, first_dealer=None):
    """The hand panel of a main window on ``game``: a new hand, or hand ``index`` to edit."""
    window = show_window(qtbot, game, first_dealer)
    if index is None:
        window.record_hand()
    else:
        window.edit_hand(index)
    return window.hand_entry.panel


def enter_hands(qtbot, window, hands):
    """Type each hand's keys (Enter last) at ``window`` as a player does: the first key opens the hand panel,
    Enter records. Each hand must be recorded; what the panel said before each Enter is returned, as
    (keys, message, preview)."""
    seen = []
    for keys in hands:
        count = len(window.document.game.hands)
        type_keys(qtbot, keys[:-1], window)
        panel = window.hand_entry.panel
        seen.append((keys, panel.message(), panel.preview()))
        type_keys(qtbot, keys[-1:], window)
        assert len(window.document.game.hands) == count + 1, seen[-1]
    return seen


SUIT_LETTER = {"S": "s", "C": "c", "D": "d", "H": "h", "NT": "n"}
CALL_LETTER = {"whist": "w", "pass": "p", "half-whist": "h"}


def tricks_keys(values):
    return "".join(str(v) for v in values)


def dark_keys(hand: dict) -> str:
    """The dark key once for ×2, twice for ×4 (RULES §9.8)."""
    return "d" * {1: 0, 2: 1, 4: 2}[hand.get("multiplier", 1)]


def hand_keys(hand: dict, n: int) -> str:
    """The keys a player types for a hand of a game file (RULES §9 fields included), Enter last."""
    kind = hand["kind"]
    dealer = hand.get("dealer")
    if kind == "raspasy":
        counted = [s for s in range(len(hand["tricks"])) if hand["tricks"][s] is not None]
        auto = [s for s in counted if not (n == 4 and s == dealer)][-1]  # fills itself in; never the dealer's
        return "0" + dark_keys(hand) + tricks_keys(hand["tricks"][s] for s in counted if s != auto) + "\n"
    declarer = hand["declarer"]
    keys = str(declarer + 1)
    if kind == "misere":
        return keys + "m" + dark_keys(hand) + str(hand["tricks"]) + "\n"
    contract = hand["contract"]
    level, suit = (
        contract[:-2] if contract.endswith("NT") else contract[:-1],
        "NT" if contract.endswith("NT") else contract[-1],
    )
    keys += level + SUIT_LETTER[suit]
    if hand.get("prikup") is not None:
        keys += f"k{hand['prikup']}"
    keys += dark_keys(hand)
    d1, d2 = defenders(declarer, n, dealer if n == 4 else None)
    keys += CALL_LETTER[hand["calls"][d1]]
    if n != 2:  # with two players the second "defender" is the dummy: it never speaks
        keys += CALL_LETTER[hand["calls"][d2]]
    if n == 4 and hand["calls"][dealer] is not None:  # the dealer returned the whist
        keys += CALL_LETTER[hand["calls"][dealer]]
    if hand.get("conceded"):
        keys += "b"
    tricks = hand.get("tricks")
    if tricks:
        keys += tricks_keys([tricks[declarer], tricks[d1]])
    return keys + "\n"


def wheel(widget, delta: int) -> None:
    """A wheel turn over the middle of ``widget``, as the mouse sends it (it bubbles up unless taken)."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
