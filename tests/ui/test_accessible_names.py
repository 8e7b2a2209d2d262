"""A screen reader can tell every field apart: each focusable widget of every window and dialog has a name, in the
UI's language (issue 30 §3), and Tab walks the new-game dialog from the top of the page to the bottom."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget
from windows import WINDOWS, make, show


@pytest.fixture
def russian():
    from prefcount.ui.app.language import use_language

    use_language("ru")
    yield
    use_language("en")


def focusable(window: QWidget) -> list[QWidget]:
    """Every widget of ``window`` that can take the focus, shown now or not (a 4th name field, a folded rule);
    the parts of a spin box or a combo box are theirs."""
    out = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or widget.window() is not window:
            continue
        if widget.isWindow() and widget is not window:
            continue
        if isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue
        out.append(widget)
    return out


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says the widget is called (its accessible name, or its label's, or its text)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def in_hand_panel(widget: QWidget) -> bool:
    from prefcount.ui.game.hand_panel import HandPanel

    parent = widget
    while parent is not None:
        if isinstance(parent, HandPanel):
            return True
        parent = parent.parentWidget()
    return False


def unnamed(window: QWidget) -> list[str]:
    return [f"{type(widget).__name__} {widget.objectName()}" for widget in focusable(window) if not spoken_name(widget)]


def not_in_russian(window: QWidget) -> list[str]:
    """The names set on purpose (not a label's or a button's text) that are not in Russian."""
    return [
        f"{widget.objectName()}: {widget.accessibleName()}"
        for widget in focusable(window)
        if widget.accessibleName() and re.search("[A-Za-z]", widget.accessibleName())
    ]


@pytest.mark.parametrize("name", ["main window", *WINDOWS])
def test_every_focusable_widget_has_a_name_in_the_uis_language(qtbot, tmp_path, russian, name):
    window, _main = make(name, qtbot, tmp_path)
    show(qtbot, window)
    assert unnamed(window) == []
    assert not_in_russian(window) == []


def test_the_main_window_with_the_hand_panel_open(qtbot, tmp_path, russian):
    window, _main = make("main window", qtbot, tmp_path)
    show(qtbot, window)
    window.record_hand()
    QApplication.processEvents()
    assert sum(in_hand_panel(widget) for widget in focusable(window)) > 10  # (the panel's fields are looked at)
    assert unnamed(window) == []
    assert not_in_russian(window) == []


def page_position(widget: QWidget, dialog: QWidget) -> tuple[int, int]:
    """Where ``widget`` sits on the dialog's page, scrolled or not: (top, left) in the dialog, a widget inside the
    list of agreements counted from the list's top as if nothing were scrolled, one below it after the whole list."""
    area = dialog.ui.optionsArea
    content = area.widget()
    if content.isAncestorOf(widget):
        inside = widget.mapTo(content, widget.rect().topLeft())
        top = area.mapTo(dialog, area.rect().topLeft()).y()
        return top + inside.y(), inside.x()
    point = widget.mapTo(dialog, widget.rect().topLeft())
    below = point.y() > area.mapTo(dialog, area.rect().bottomLeft()).y()  # the page is longer by what scrolls
    return point.y() + (max(0, content.height() - area.viewport().height()) if below else 0), point.x()


def test_tab_walks_the_new_game_dialog_from_top_to_bottom(qtbot, tmp_path, russian):
    dialog, _main = make("new game", qtbot, tmp_path)
    show(qtbot, dialog)
    for group in dialog.editor.offered_groups()[:2]:  # two groups open, the rest folded
        dialog.editor.set_folded(group, False)
    QApplication.processEvents()
    first = dialog.ui.tableBox if dialog.ui.tableBox.isVisible() else dialog.ui.countBox
    first.setFocus()
    walked = [first]
    for _ in range(200):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is walked[0]:
            break
        walked.append(widget)
    names = [widget.objectName() or type(widget).__name__ for widget in walked]
    assert walked[-2:] == dialog.ui.buttons.buttons() or walked[-2:] == dialog.ui.buttons.buttons()[::-1]
    assert walked[-2].text().replace("&", "") == "Начать"  # the buttons come last, Start first
    assert any(widget in dialog.editor.focus_chain() for widget in walked)  # the open groups' options in between
    tops = [page_position(widget, dialog)[0] for widget in walked]
    rows = [(top // 8, left) for top, (_, left) in zip(tops, (page_position(w, dialog) for w in walked))]
    assert tops == sorted(tops) or rows == sorted(rows), "\n".join(f"{n} {t}" for n, t in zip(names, tops))
