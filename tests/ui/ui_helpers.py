"""Helpers for driving the app by keyboard in tests (imported as ``ui_helpers``)."""

from PySide6.QtWidgets import QApplication

from prefcount.ledger import defenders


def type_keys(qtbot, keys, dialog=None):
    """Type ``keys`` one by one into whatever widget has the focus (as a player would)."""
    from PySide6.QtCore import Qt

    for key in keys:
        widget = QApplication.focusWidget() if dialog is None else (dialog.focusWidget() or dialog)
        if key == "\n":
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        elif key == "\b":
            qtbot.keyClick(widget, Qt.Key.Key_Backspace)
        elif key.isascii():
            qtbot.keyClicks(widget, key)
        else:  # QTest only knows ASCII: send what a Cyrillic keyboard sends
            from PySide6.QtCore import QEvent
            from PySide6.QtGui import QKeyEvent

            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, ord(key.upper()), Qt.KeyboardModifier.NoModifier, key))


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
