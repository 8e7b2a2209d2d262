"""How a window says that something is wrong: the message in bold red, the same in every dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from prefcount.ui.widgets.colours import Shade, shades, tint


def show_problem(label: QLabel, message: str) -> None:
    """Show ``message`` in ``label`` in bold red (the table's :attr:`Shade.PROBLEM`); an empty message clears the
    label and its colour."""
    label.setText(message)
    label.setStyleSheet("")  # (a caller's own style of the line before: the problem's colour is the table's)
    tint(label, Shade.PROBLEM if message else None)
    font = label.font()
    font.setBold(bool(message))
    label.setFont(font)


def shows_problem(label: QLabel) -> bool:
    """Whether ``label`` shows a problem (in the problem's red)."""
    return bool(label.text()) and shades(label)[0] is Shade.PROBLEM
