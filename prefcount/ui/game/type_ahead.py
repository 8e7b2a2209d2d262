"""The one owner of the keys (DESIGN.md convention 14): every key of a hand reaches the hand entry, in order.

A player types ``27hwp73⏎26sww62⏎`` from memory and never waits. This filter sits on the
application for the main window's whole life — not only while a hand is typed, so no key
ever arrives between "no hand" and "a hand" without an owner — and it alone decides where
a key typed at the main window goes:

* no hand open: a digit or a letter typed anywhere but in a text field (a name being
  renamed) opens the hand panel and is its first key; anything else goes where it was typed;
* a hand open: every key is the hand's, whichever widget of the window has the focus —
  and once anything of it is typed, no menu or shortcut takes a key either (before
  that, Ctrl+S, F1 and the like still work). A key that is no hand key is ignored, never an error.

The panel (:mod:`prefcount.ui.game.hand_panel`) lives inside the main window, so the X input
focus never moves while hands are typed; the keys are handed to it one by one, in the
order the window system delivered them, and the Qt-free entry model decides what each
means. Questions that could take a typed key (game over) are bars, not boxes.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from prefcount.entry.keys import BACKSPACE, BACKTAB, DIGITS, ENTER, ESCAPE, TAB

_CONTROL = Qt.KeyboardModifier.ControlModifier.value
_ALT = Qt.KeyboardModifier.AltModifier.value
_META = Qt.KeyboardModifier.MetaModifier.value
_SHIFT = Qt.KeyboardModifier.ShiftModifier.value


class TypedKey(NamedTuple):
    """A key as typed: Qt's key code, its modifiers (as an int) and the text it makes."""

    key: int
    modifiers: int
    text: str

    @classmethod
    def of(cls, event: QKeyEvent) -> TypedKey:
        return cls(int(event.key()), int(event.modifiers().value), event.text())

    def plain(self) -> bool:
        """Typed without Ctrl, Alt or Meta (AltGr, which Windows reports as Ctrl+Alt, counts as plain)."""
        held = self.modifiers & (_CONTROL | _ALT | _META)
        return not held or (held == _CONTROL | _ALT and len(self.text) == 1 and self.text.isprintable())

    def starts_hand(self) -> bool:
        """A digit or a letter typed with no hand open starts the next hand with it (not '²' or the like)."""
        return self.plain() and len(self.text) == 1 and (self.text in DIGITS or self.text.isalpha())

    def entry_key(self) -> str:
        """What the key is to the hand entry: a character, one of its key names, or "" (no hand key)."""
        key = self.key
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or self.text in ("\r", "\n"):
            return ENTER if not self.modifiers & _ALT else ""
        named = {
            Qt.Key.Key_Escape.value: ESCAPE,
            Qt.Key.Key_Backtab.value: BACKTAB,
            Qt.Key.Key_Tab.value: BACKTAB if self.modifiers & _SHIFT else TAB,
            Qt.Key.Key_Backspace.value: BACKSPACE,
            Qt.Key.Key_Delete.value: BACKSPACE,
        }
        if key in named:
            return named[key]
        if self.plain() and len(self.text) == 1 and self.text.isprintable():
            return self.text
        return ""


class HandKeys(Protocol):
    """Where the key owner sends a hand's keys (:class:`prefcount.ui.game.hand_entry.HandEntry`)."""

    def is_open(self) -> bool: ...
    def started(self) -> bool: ...
    def start(self, first_key: str = "") -> None: ...
    def press(self, key: str) -> None: ...
    def types_its_own_keys(self, widget: QWidget, key: str) -> bool: ...


class KeyOwner(QObject):
    """The application's filter of key events for ``window``: hands its hand keys to ``hands``.

    It lives as long as the window (its child): Qt drops an event filter that is deleted."""

    def __init__(self, window: QWidget, hands: HandKeys) -> None:
        super().__init__(window)
        self.window = window
        self.hands = hands
        _application().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        # (a key reaches the window's QWindow first, then its focus widget: only the widget's is counted)
        if not isinstance(watched, QWidget) or not isinstance(event, QKeyEvent) or watched.window() is not self.window:
            return False
        if QApplication.activePopupWidget() is not None:  # a list opened with the mouse: its own keys
            return False
        typed = TypedKey.of(event)
        if not self._is_hand_key(watched, typed):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes as a key press, to us: no shortcut or menu fires instead
            return True
        if self.hands.is_open():
            self.hands.press(typed.entry_key())
        else:
            self.hands.start(typed.text)
        return True

    def _is_hand_key(self, watched: QWidget, typed: TypedKey) -> bool:
        """Whether the key typed at ``watched`` belongs to the hand (open, or opened by it)."""
        if not self.hands.is_open():
            return typed.starts_hand() and not types_text(watched)
        if self.hands.types_its_own_keys(watched, typed.entry_key()):
            return False  # the adjustment's table of amounts; a name being renamed
        return self.hands.started() or typed.entry_key() != ""  # before the first key: F1, Ctrl+S… work


def types_text(widget: QWidget) -> bool:
    """A widget the player types text into (a name being renamed, a note): its keys are its own."""
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit))


def _application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("keys are owned in the running app only")
    return app
