"""Game → Open backup…: the kept copies of the current game first, then of every other game, newest first."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTreeWidgetItem, QWidget

from prefcount.files import leftovers
from prefcount.ui.forms.backup_dialog_ui import Ui_BackupDialog
from prefcount.words.i18n import current_language, translate

_PATH = Qt.ItemDataRole.UserRole


def _why(kind: str) -> tuple[str, str]:
    """A short word for the column, and the whole story for its tooltip."""
    return {
        "saved": (
            translate("BackupDialog", "saved"),
            translate("BackupDialog", "A copy made when the game was saved."),
        ),
        "unsaved": (
            translate("BackupDialog", "not saved"),
            translate("BackupDialog", "not saved (a crash, a declined restore, or closed without saving)"),
        ),
        "on-disk": (
            translate("BackupDialog", "overwritten"),
            translate("BackupDialog", "the file's version before it was overwritten"),
        ),
    }.get(kind, (kind, kind))


class BackupDialog(QDialog):
    def __init__(self, current: Path | None = None, parent: QWidget | None = None) -> None:
        from prefcount.files.gamefile import list_backups

        super().__init__(parent)
        self.ui = Ui_BackupDialog()
        self.ui.setupUi(self)
        self.ui.buttons.button(QDialogButtonBox.StandardButton.Open).setDefault(True)  # Enter opens the chosen copy
        self.ui.buttons.accepted.connect(self.accept)
        self.ui.buttons.rejected.connect(self.reject)
        tree = self.ui.backupTree
        tree.itemDoubleClicked.connect(self._double_clicked)
        tree.currentItemChanged.connect(self._selected)
        current_origin = str(current.resolve()) if current else None
        backups = list_backups(leftovers.backups_dir())
        groups = [
            (
                translate("BackupDialog", "This game"),
                [b for b in backups if current_origin and b.origin == current_origin],
            ),
            (
                translate("BackupDialog", "Other games"),
                [b for b in backups if not current_origin or b.origin != current_origin],
            ),
        ]
        locale = QLocale(current_language())
        first = None
        for title, items in groups:
            if not items:
                continue
            header = QTreeWidgetItem(tree, [title])
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = header.font(0)
            font.setBold(True)
            header.setFont(0, font)
            header.setFirstColumnSpanned(True)
            for backup in items:
                count, players = backup.peek()
                name = Path(backup.origin).name if backup.origin else translate("BackupDialog", "(no file)")
                if players:
                    name += " — " + ", ".join(players)
                item = QTreeWidgetItem(
                    tree,
                    [
                        name,
                        locale.toString(_qt_time(backup.time), QLocale.FormatType.ShortFormat),
                        "?" if count is None else str(count),
                        _why(backup.kind)[0],
                    ],
                )
                item.setToolTip(3, _why(backup.kind)[1])
                item.setData(0, _PATH, str(backup.path))
                item.setToolTip(0, backup.origin or str(backup.path))
                item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                first = first or item
        tree.expandAll()
        for column in range(tree.columnCount()):
            tree.resizeColumnToContents(column)
        self.ui.emptyLabel.setVisible(first is None)
        tree.setVisible(first is not None)
        if first is not None:
            tree.setCurrentItem(first)
        self._selected(first)
        tree.setFocus()

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        if item.data(0, _PATH):  # a game's heading has no copy to open
            self.accept()

    def _selected(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Open)
        button.setEnabled(bool(item and item.data(0, _PATH)))

    def chosen(self) -> Path | None:
        item = self.ui.backupTree.currentItem()
        value = item.data(0, _PATH) if item else None
        return Path(value) if value else None

    @classmethod
    def choose(cls, parent: QWidget | None = None, current: Path | None = None) -> Path | None:
        """Ask which backup to open; its path, or None."""
        dialog = cls(current, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()


def _qt_time(moment: datetime) -> QDateTime:
    """``moment`` as Qt's date and time (spelt out: PySide6 before 6.12 converts no datetime)."""
    return QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute, moment.second))
