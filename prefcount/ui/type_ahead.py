"""Keys typed ahead: while a hand is being entered, every key goes to it, in order, wherever it lands.

A player types ``27hwp73⏎`` from memory and never waits. The first key opens the
hand dialog from the main window; the keys after it may arrive before the dialog
has the focus, or between one hand recorded and the next dialog opened. This
filter, installed on the application, hands them to the open dialog or keeps
them for the next one; the main window never sees them (so none starts a second
hand or triggers a shortcut).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from prefcount.ui.hand_dialog import HandDialog, TypedKey


class TypeAhead(QObject):
    """Routes keys to the hand being entered between :meth:`start` and :meth:`finish`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.active = False
        self.dialog: HandDialog | None = None
        self._kept: list[TypedKey] = []

    def start(self, dialog: HandDialog) -> None:
        """A hand dialog opens: keys typed anywhere go to it (filtering every event only meanwhile)."""
        self.dialog = dialog
        if not self.active:
            self.active = True
            _application().installEventFilter(self)

    def take(self) -> list[TypedKey]:
        """The keys kept since the dialog was done, oldest first (and forget them)."""
        kept, self._kept = self._kept, []
        return kept

    def finish(self) -> None:
        """No hand is being entered: keys go where they are typed again."""
        self.dialog = None
        if self.active:
            self.active = False
            _application().removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if not self.active:
            return False
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) or not isinstance(watched, QWidget):
            return False
        if QApplication.activePopupWidget() is not None:  # a list opened with the mouse: its own keys
            return False
        dialog = self.dialog
        open_ = dialog is not None and not dialog.finished_
        if open_ and watched.window() is dialog and watched is not dialog:
            return False  # typed into one of the dialog's fields: it handles its own keys
        # (a key the window system gives the dialog itself, before a field has the focus, is the hand's too)
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no menu shortcut fires in the main window while a hand is entered
            return True
        typed = TypedKey.of(event)
        if open_ and dialog is not None:
            dialog.handle_key(typed)
        else:
            self._kept.append(typed)
        return True


def _application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("keys are only typed ahead in the running app")
    return app
