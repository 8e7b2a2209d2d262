"""A command's message shown in a box: for the window program, which has no console (``prefcount.exe`` of the
standalone app on Windows, ``pythonw``), when it is started with arguments — a file that is not there, say."""

from __future__ import annotations

import sys


def show(text: str, error: bool) -> None:
    """Show ``text`` in a message box and wait for OK (a QApplication is made if there is none yet); raises
    :class:`RuntimeError` when no window can be shown (no display), for the caller to log the text instead."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from prefcount.ui.app.platform_check import platform_problem

    if QApplication.instance() is None:
        problem = platform_problem()
        if problem:  # Qt would abort the process
            raise RuntimeError(problem)
        app = QApplication(sys.argv[:1] or ["prefcount"])
        app.setApplicationName("prefcount")
    box = QMessageBox.critical if error else QMessageBox.information
    box(None, "prefcount", text)
