"""The small helpers the app's tables share (prefcount.ui.widgets.tables)."""

from PySide6.QtCore import QStringListModel
from PySide6.QtWidgets import QListView
from shiboken6 import delete

from prefcount.ui.widgets.tables import show_last_row


def test_a_view_closed_before_its_second_scroll_leaves_nothing_behind(qtbot):
    view = QListView()
    view.setModel(QStringListModel([str(n) for n in range(50)], view))
    show_last_row(view)
    delete(view)  # the window closed at once: its views go before the event loop runs again
    qtbot.wait(10)  # pytest-qt fails the test on any exception raised in the event loop
