"""How a window says that something is wrong: the message in bold red, the same in every dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

#: The style of a problem message (a hand that cannot be, a bad price, a taken name…).
PROBLEM_STYLE = "color: #b00020; font-weight: bold;"


def show_problem(label: QLabel, message: str) -> None:
    """Show ``message`` in ``label`` in bold red; an empty message clears the label and its colour."""
    label.setText(message)
    label.setStyleSheet(PROBLEM_STYLE if message else "")
