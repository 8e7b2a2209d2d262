"""Every menu item from the keyboard in any layout (issue 27 item 2): shortcuts by key code, F10, and the menus'
underlined letters typed in the other layout (Alt+G opens «Пулька» when the keyboard is Latin)."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu
from ui_helpers import show_window

from prefcount.ledger import PRESETS, Game
from prefcount.ui.dialogs.help import keyboard_scheme
from prefcount.ui.widgets.menu_keys import SAME_KEY, mnemonic
from prefcount.words.i18n import set_language


def items(window):
    for top in window.menuBar().actions():
        for action in top.menu().actions():
            if not action.isSeparator() and action.menu() is None:
                yield action


def press(widget, key, text, modifiers=Qt.KeyboardModifier.NoModifier):
    """A key as the window system sends it: the shortcut check first (accepted: no shortcut takes it), then the
    key press."""
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers, text))
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text))
    QApplication.processEvents()


def test_every_menu_item_has_a_shortcut_of_its_own(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера"), convention=PRESETS["sochi"]))
    seen = {}
    for action in items(win):
        assert action.shortcuts(), action.text()
        for key in action.shortcuts():
            assert key.toString() not in seen, (action.text(), seen.get(key.toString()))
            seen[key.toString()] = action.text()


def test_f1_lists_every_menu_item_with_its_keys(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    text = keyboard_scheme(win.menu_keys())
    assert "F10" in text
    for action in items(win):
        words = action.text().replace("&", "").rstrip("…")
        assert words in text and action.shortcuts()[0].toString() in text, words


def test_f10_opens_the_menu_bar(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    win.ui.handTable.setFocus()
    qtbot.keyClick(win.ui.handTable, Qt.Key.Key_F10)
    bar = win.menuBar()
    assert bar.activeAction() is bar.actions()[0] and isinstance(QApplication.activePopupWidget(), QMenu)
    QApplication.activePopupWidget().close()


def test_the_menus_letters_work_in_the_other_layout(qtbot, asked):
    """A Russian window, a Latin keyboard: Alt+G is the key of «П» (Пулька); in «Справка» the key of «К» opens
    Клавиатура (the list F1 shows)."""
    set_language("ru")
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    bar = win.menuBar()
    game_menu, help_menu = bar.actions()[0], bar.actions()[-1]
    assert mnemonic(game_menu) == "п" and "g" in SAME_KEY["п"]
    win.ui.handTable.setFocus()
    qtbot.keyClick(win.ui.handTable, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # matched by its key code
    assert bar.activeAction() is game_menu
    QApplication.activePopupWidget().close()
    latin = SAME_KEY[mnemonic(help_menu)][0]
    qtbot.keyClick(win.ui.handTable, Qt.Key(ord(latin.upper())), Qt.KeyboardModifier.AltModifier)
    assert bar.activeAction() is help_menu
    menu = QApplication.activePopupWidget()
    keys = next(a for a in menu.actions() if a is win.ui.actionKeys)
    letter = SAME_KEY[mnemonic(keys)][0]
    press(menu, Qt.Key(ord(letter.upper())), letter)
    qtbot.waitUntil(lambda: len(asked.questions) == 1)
    assert "Tab, Shift+Tab" in asked.questions[0] or "Shift+Tab" in asked.questions[0]


def test_a_latin_window_takes_the_cyrillic_keys_letters_too(qtbot):
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    bar = win.menuBar()
    hand_menu = bar.actions()[1]
    assert mnemonic(hand_menu) == "h"
    win.ui.handTable.setFocus()
    qtbot.keyClick(win.ui.handTable, Qt.Key(ord("Р")), Qt.KeyboardModifier.AltModifier)  # р sits on the H key
    assert bar.activeAction() is hand_menu
    QApplication.activePopupWidget().close()


def f1s_list(qtbot, monkeypatch):
    """A main window, and the dialog of F1's list of keys it would show (not run)."""
    from PySide6.QtWidgets import QDialog

    from prefcount.ui.dialogs import prompts

    monkeypatch.undo()  # the real prompts (the asked fixture stands in for them)
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    win = show_window(qtbot, Game(players=("Аня", "Борис", "Вера")))
    prompts.long_text(win, "Keyboard", keyboard_scheme(win.menu_keys()))
    return win, shown[0]


def test_f1s_list_fits_the_screen_and_scrolls(qtbot, monkeypatch):
    """The list is longer than a message box may be on a 1024×600 screen: a box that fits, the text scrolling."""
    from PySide6.QtWidgets import QPlainTextEdit

    win, dialog = f1s_list(qtbot, monkeypatch)
    room = win.screen().availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    view = dialog.findChild(QPlainTextEdit)
    assert view.isReadOnly() and "F10" in view.toPlainText()


def test_f1s_list_scrolls_from_the_keyboard_to_its_end(qtbot, monkeypatch):
    """The end of F1's list (the menus' shortcuts) is below the fold at 1024×600: Ctrl+End, End and the arrows
    reach it, not only Page Down (a read-only text took no key but the page keys: Ctrl+End did nothing under X)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPlainTextEdit

    _, dialog = f1s_list(qtbot, monkeypatch)
    dialog.resize(600, 300)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.findChild(QPlainTextEdit)
    assert dialog.focusWidget() is view
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0
    qtbot.keyClick(view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    qtbot.keyClick(view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0
    for _line in range(60):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert bar.value() > 0
    dialog.close()
