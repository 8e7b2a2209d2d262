"""The menus from the keyboard in any layout (issue 27 item 2): F10, and Alt+letter by the key's place.

Qt matches a menu's mnemonic by the character a key types: «&Пулька» opens on Alt+П, which a Latin
layout cannot type. Here a letter no menu takes is tried again as the letter on the same key of the
other layout (ЙЦУКЕН ↔ QWERTY, Russian and Ukrainian): Alt+G opens «Пулька», and inside an open menu
G picks its «П» item, as on a Russian layout; Alt+Ф does what Alt+A does in an English window.
F10 opens the menu bar, as on Windows and in GNOME and KDE. (Shortcuts and filters on the menus only: no
filter on the whole application, which would see every event of the program.) Every item also has a shortcut, which
Qt matches by the key's code in any layout (the main window sets them; F1 lists them).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

_LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_RUSSIAN = "йцукенгшщзхъфывапролджэячсмитьбюё"
_UKRAINIAN = "йцукенгшщзхїфівапролджєячсмитьбю'"

#: each letter's other-layout letters on the same key (lower case)
SAME_KEY: dict[str, tuple[str, ...]] = {}
for _latin, *_cyrillic in zip(_LATIN, _RUSSIAN, _UKRAINIAN, strict=True):
    for _letter in _cyrillic:
        if _letter == _latin:
            continue
        for _one, _other in ((_latin, _letter), (_letter, _latin)):
            if _other not in SAME_KEY.get(_one, ()):
                SAME_KEY[_one] = (*SAME_KEY.get(_one, ()), _other)

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


def _mnemonics(actions: list[QAction], enabled_only: bool = True) -> dict[str, QAction]:
    found: dict[str, QAction] = {}
    for action in actions:
        letter = mnemonic(action)
        if letter and (not enabled_only or (action.isVisible() and action.isEnabled())):
            found.setdefault(letter, action)
    return found


class MenuKeys(QObject):
    """F10 and the other layout's menu letters for ``bar``, the menu bar of ``window`` (it lives as long as the
    window). At the window they are shortcuts, which Qt matches by the key's code: Alt+G stands for «&Пулька»'s
    Alt+П. In the menu bar and in an open menu, where a letter is matched by the character it types, a filter
    on the bar and on each menu tries the letter on the same key of the other layout."""

    def __init__(self, window: QWidget, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar
        self._letters: list[QShortcut] = []
        QShortcut(QKeySequence(Qt.Key.Key_F10), window, self.open_bar)
        bar.installEventFilter(self)
        for action in bar.actions():
            self._watch(action.menu())
        self.refresh()

    def _watch(self, menu: object) -> None:
        if isinstance(menu, QMenu):
            menu.installEventFilter(self)
            for action in menu.actions():
                self._watch(action.menu())

    def refresh(self) -> None:
        """The menus' letters in the other layout, as shortcuts (again after a change of language)."""
        for shortcut in self._letters:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._letters = []
        taken = _mnemonics(self.bar.actions(), enabled_only=False)
        for letter, menu in taken.items():
            for other in SAME_KEY.get(letter, ()):
                if other not in taken and other.isalpha():
                    shortcut = QShortcut(QKeySequence(f"Alt+{other.upper()}"), self.window)
                    shortcut.activated.connect(lambda menu=menu: self._open(menu))
                    # on a keymap with both layouts Qt matches Alt+С as Alt+C too: the menu's own letter and this
                    # one are then "ambiguous", though both open the same menu
                    shortcut.activatedAmbiguously.connect(lambda menu=menu: self._open(menu))
                    self._letters.append(shortcut)

    def open_bar(self) -> None:
        """F10: the menu bar's first menu, open (arrows and Enter, or a letter, go on from there)."""
        self._open(next((a for a in self.bar.actions() if a.isVisible() and a.isEnabled()), None))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if watched is self.bar:
            menu = other_key(event.text(), _mnemonics(self.bar.actions()))
            if menu is not None:
                self._open(menu)
                return True
            return False
        if isinstance(watched, QMenu):
            return self._in_menu(watched, event)
        return False

    def _in_menu(self, menu: QMenu, event: QKeyEvent) -> bool:
        """A letter in an open menu: the item it names in the other layout, as the menu itself would take it."""
        if event.modifiers() not in (Qt.KeyboardModifier.NoModifier, _ALT, Qt.KeyboardModifier.ShiftModifier):
            return False
        action = other_key(event.text(), _mnemonics(menu.actions()))
        if action is None:
            return False
        again = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown, event.modifiers(), mnemonic(action))
        QApplication.sendEvent(menu, again)  # the menu takes its own letter: opens a submenu or triggers
        return True

    def _open(self, menu: QAction | None) -> None:
        if menu is not None and self.bar.isEnabled() and menu.isEnabled():
            self.bar.setActiveAction(menu)
