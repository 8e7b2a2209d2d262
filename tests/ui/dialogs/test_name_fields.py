"""The new-game dialog's name fields: a click beside the completion list is not lost, Escape stays in the field."""

from types import SimpleNamespace

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from prefcount.ui.dialogs.new_game_dialog import NewGameDialog


class Book:
    """What the dialog asks of a club book: recent tables (none) and its people."""

    def recent_tables(self):
        return []

    def people(self):
        return [SimpleNamespace(name=name, pulkas=3) for name in ("Anna", "Anton", "Andrey", "Boris", "Vera")]


def dialog(qtbot) -> NewGameDialog:
    d = NewGameDialog(book=Book())
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitActive(d)
    return d


def open_list(qtbot, d, seat: int, text: str):
    field = d.name_edits[seat]
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    return popup


def click_beside(popup, widget) -> None:
    """A click on ``widget`` while ``popup`` is open, as the window system delivers it: both halves to the popup."""
    where = QPointF(widget.mapToGlobal(widget.rect().center()))
    for kind, window in ((QEvent.Type.MouseButtonPress, False), (QEvent.Type.MouseButtonRelease, True)):
        event = QMouseEvent(
            kind,
            QPointF(popup.mapFromGlobal(where.toPoint())),
            where,
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        receiver = popup.windowHandle() if window and popup.windowHandle() is not None else popup
        QApplication.sendEvent(receiver, event)


def test_a_click_beside_the_names_list_lands_where_it_was_aimed(qtbot):
    d = dialog(qtbot)
    popup = open_list(qtbot, d, 1, "An")
    click_beside(popup, d.name_edits[2])
    assert not popup.isVisible()
    assert d.focusWidget() is d.name_edits[2]  # not lost: the third name is being typed
    popup = open_list(qtbot, d, 1, "Bo")
    with qtbot.waitSignal(d.accepted, timeout=1000):
        click_beside(popup, d.ok_button)  # «Start» pressed while the list was open: the game starts
    assert d.names()[1] == "Bo"


def test_escape_in_a_name_field_never_cancels_the_new_game_nor_erases_the_name(qtbot):
    d = dialog(qtbot)
    cancelled = []
    d.rejected.connect(lambda: cancelled.append(True))
    popup = open_list(qtbot, d, 1, "An")
    qtbot.keyClick(popup, Qt.Key.Key_Escape)  # the list has the keys while open
    assert not popup.isVisible() and d.isVisible() and d.names()[1] == "An"
    qtbot.keyClick(d.name_edits[1], Qt.Key.Key_Escape)  # the list closed: Escape does nothing at all
    assert d.isVisible() and not cancelled and d.names()[1] == "An"
    qtbot.keyClick(d.name_edits[1], Qt.Key.Key_Escape)  # again: still nothing
    assert d.isVisible() and not cancelled and d.names()[1] == "An"
    qtbot.keyClick(d.ui.titleEdit, Qt.Key.Key_Escape)  # outside a name field Escape cancels, as in any dialog
    assert cancelled and not d.isVisible()
