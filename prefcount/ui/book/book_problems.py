"""The book window's "Files not counted" tab: each file with its reason, and what the user can do about it.

A copy or another version of a game (:class:`prefcount.book.FileProblem` of kind ``copy`` or ``version``)
names the file that counts instead: *Open both* opens the two in prefcount, each in a window of its
own (a process of its own, as a file manager would open them), to compare them and keep the right one.
*Show in the folder* opens the file manager there. The book itself never moves or deletes a file: the
user does, and the next reading of the folder follows.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QProcess, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from prefcount.book import FileProblem
from prefcount.book.model import shown_name
from prefcount.words.i18n import translate

PROBLEM_ROLE = Qt.ItemDataRole.UserRole


def app_command(path: Path) -> tuple[str, list[str]]:
    """The program and arguments that open ``path`` in prefcount: the frozen app itself, or this Python
    running the package (``prefcount FILE.pulka`` opens the file in a window)."""
    if getattr(sys, "frozen", False):
        return sys.executable, [str(path)]
    return sys.executable, ["-m", "prefcount", str(path)]


def open_in_app(paths: Sequence[Path]) -> bool:
    """Open each of ``paths`` in a prefcount window of its own; whether every one started."""
    started = True
    for path in paths:
        program, arguments = app_command(path)
        started = QProcess.startDetached(program, arguments, str(path.parent))[0] and started
    return started


def show_in_folder(path: Path) -> bool:
    """Open the folder holding ``path`` in the file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))


class ProblemsView:
    """Fills the problems table and runs its buttons (``open_files`` and ``show_file`` can be replaced)."""

    def __init__(
        self, table: QTableWidget, open_both_button: QAbstractButton, show_file_button: QAbstractButton
    ) -> None:
        self.table = table
        self.open_both_button = open_both_button
        self.show_file_button = show_file_button
        self.folder = Path()
        self.open_files: Callable[[Sequence[Path]], object] = open_in_app
        self.show_file: Callable[[Path], object] = show_in_folder
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.setWordWrap(True)  # a version's reason names two files: whole, on two lines if need be
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.currentCellChanged.connect(lambda *_cells: self._selected())
        table.itemDoubleClicked.connect(lambda _item: self.open_both())
        open_both_button.clicked.connect(self.open_both)
        show_file_button.clicked.connect(self.show)
        self._selected()

    def name(self, path: Path) -> str:
        """A file's name in the book, as the system gives it (escaped where it is not UTF-8)."""
        try:
            return shown_name(path.relative_to(self.folder))
        except ValueError:
            return shown_name(path)

    def show_problems(self, folder: Path, problems: Sequence[FileProblem]) -> None:
        self.folder = folder
        table = self.table
        table.setRowCount(len(problems))
        for row, problem in enumerate(problems):
            for column, text in enumerate((self.name(problem.path), problem.message(translate))):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                item.setData(PROBLEM_ROLE, problem)
                table.setItem(row, column, item)
        self._selected()

    def selected(self) -> FileProblem | None:
        """The problem of the current row (chosen by keyboard or mouse)."""
        item = self.table.item(self.table.currentRow(), 0)
        return item.data(PROBLEM_ROLE) if item is not None else None

    def _selected(self) -> None:
        problem = self.selected()
        self.open_both_button.setEnabled(problem is not None and problem.other is not None)
        self.show_file_button.setEnabled(problem is not None)

    def open_both(self) -> None:
        problem = self.selected()
        if problem is not None and problem.other is not None:
            self.open_files([problem.path, problem.other])

    def show(self) -> None:
        problem = self.selected()
        if problem is not None:
            self.show_file(problem.path)
