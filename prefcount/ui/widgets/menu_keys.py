"""The menus from the keyboard in any layout (issue 27 item 2): F10, and Alt+letter by the key's place.

Qt matches a menu's mnemonic by the character a key types: «&Пулька» opens on Alt+П, which a Latin
layout cannot type. Here a letter no menu takes is tried again as the letter on the same key of the
other layout (ЙЦУКЕН ↔ QWERTY, Russian and Ukrainian): Alt+G opens «Пулька», and inside an open menu
G picks its «П» item, as on a Russian layout; Alt+Ф does what Alt+A does in an English window.
F10 opens the menu bar, as on Windows and in GNOME and KDE. Every item also has a shortcut, which
Qt matches by the key's code in any layout (the main window sets them; F1 lists them).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

_LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_RUSSIAN = "йцукенгшщзхъфывапролджэячсмитьбюё"
_UKRAINIAN = "йцукенгшщзхїфівапролджєячсмитьбю'"

#: each letter's other-layout letters on the same key (lower case)
SAME_KEY: dict[str, tuple[str, ...]] = {}
for _latin, *_cyrillic in zip(_LATIN, _RUSSIAN, _UKRAINIAN, strict=True):
    SAME_KEY.setdefault(_latin, ())
    for _letter in _cyrillic:
        if _letter != _latin:
            SAME_KEY[_latin] = (*SAME_KEY[_latin], _letter)
            SAME_KEY[_letter] = (*SAME_KEY.get(_letter, ()), _latin)

_ALT = Qt.KeyboardModifier.AltModifier


def mnemonic(action: QAction) -> str:
    """The letter after "&" in an action's text, lower case ("" for none; "&&" is an ampersand)."""
    text, at = action.text(), 0
    while at < len(text) - 1:
        if text[at] == "&":
            if text[at + 1] != "&":
                return text[at + 1].lower()
            at += 1
        at += 1
    return ""


def other_key(letter: str, taken: dict[str, QAction]) -> QAction | None:
    """The action whose mnemonic is ``letter`` typed in the other layout (None when the letter itself is one,
    or the key has none)."""
    letter = letter.lower()
    if not letter or letter in taken:
        return None
    for other in SAME_KEY.get(letter, ()):
        if other in taken:
            return taken[other]
    return None


def _mnemonics(actions: list[QAction]) -> dict[str, QAction]:
    found: dict[str, QAction] = {}
    for action in actions:
        letter = mnemonic(action)
        if letter and action.isVisible() and action.isEnabled():
            found.setdefault(letter, action)
    return found


class MenuKeys(QObject):
    """The key-code fallback and F10 for ``bar``, the menu bar of ``window`` (an application event filter
    that lives as long as the window)."""

    def __init__(self, window: QWidget, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) or not isinstance(event, QKeyEvent):
            return False
        if isinstance(watched, QMenu) and self._ours(watched):
            return event.type() == QEvent.Type.KeyPress and self._in_menu(watched, event)
        if not isinstance(watched, QWidget) or watched.window() is not self.window:
            return False
        if watched is self.bar:
            return event.type() == QEvent.Type.KeyPress and self._in_bar(event)
        return self._at_window(event)

    def _ours(self, menu: QMenu) -> bool:
        """A menu of this window's menu bar (or a menu inside one)."""
        parent: QObject | None = menu
        while parent is not None:
            if parent is self.bar:
                return True
            parent = parent.parent()
        return False

    def _at_window(self, event: QKeyEvent) -> bool:
        """F10 opens the menu bar; Alt+letter a menu by its mnemonic in the other layout."""
        if not self.bar.isEnabled():
            return False
        modifiers = event.modifiers()
        if event.key() == Qt.Key.Key_F10 and modifiers == Qt.KeyboardModifier.NoModifier:
            if event.type() == QEvent.Type.KeyPress:
                self._open(self._first_menu())
            event.accept()
            return True
        if modifiers != _ALT:
            return False
        menu = other_key(event.text() or _letter_of(event), _mnemonics(self.bar.actions()))
        if menu is None:
            return False
        if event.type() == QEvent.Type.KeyPress:
            self._open(menu)
        event.accept()
        return True

    def _in_bar(self, event: QKeyEvent) -> bool:
        """The menu bar has the keys (after F10 or Alt): a letter opens the menu it names in either layout."""
        menu = other_key(event.text(), _mnemonics(self.bar.actions()))
        if menu is None:
            return False
        self._open(menu)
        return True

    def _in_menu(self, menu: QMenu, event: QKeyEvent) -> bool:
        """A letter in an open menu: the item it names in the other layout, as the menu itself would take it."""
        if event.modifiers() not in (Qt.KeyboardModifier.NoModifier, _ALT, Qt.KeyboardModifier.ShiftModifier):
            return False
        action = other_key(event.text(), _mnemonics(menu.actions()))
        if action is None:
            return False
        letter = mnemonic(action)
        again = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown, event.modifiers(), letter)
        QApplication.sendEvent(menu, again)  # the menu takes its own letter: opens a submenu or triggers
        return True

    def _first_menu(self) -> QAction | None:
        return next((action for action in self.bar.actions() if action.isVisible() and action.isEnabled()), None)

    def _open(self, menu: QAction | None) -> None:
        if menu is not None:
            self.bar.setActiveAction(menu)


def _letter_of(event: QKeyEvent) -> str:
    """The letter of a key typed with Alt when the window system gave no text: its key code, if a Latin letter."""
    key = event.key()
    if Qt.Key.Key_A.value <= key <= Qt.Key.Key_Z.value:
        return chr(key).lower()
    return ""
