"""Every option of the convention (RULES §6, §9) in a table, grouped the way a player thinks of them.

Each group (whisting, remiz and consolation, raspasy, four players, closing and
overflow, settlement, money; the ledger's ``GROUPS``) is a heading row followed
by its options: label, value, one-line explanation. Only what matters for the
game's number of players is shown (``groups_for``), and every option that
differs from the preset is marked, its tooltip naming the preset's value.
Read-only, the same table is the rules view of a game (values in words).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from prefcount.i18n import translate
from prefcount.ledger import (
    GROUPS,
    OPTIONS,
    PRESETS,
    Convention,
    LedgerError,
    OptionInfo,
    changed_options,
    describe_value,
    groups_for,
    preset_title,
)
from prefcount.ledger.conventions import levels_from_text

#: The tint of an option that differs from the preset, and of a group's heading row.
CHANGED = QColor("#fff1c2")
HEADING = QColor("#e4e9f0")


class ConventionEditor(QObject):
    """Fills ``table`` (a QTableWidget from a form) with a heading row per group and a row per option.

    ``read_only`` shows each value in words instead of an editor (the rules view of a game).
    """

    changed = Signal()

    def __init__(self, table: QTableWidget, read_only: bool = False) -> None:
        super().__init__(table)
        self.table = table
        self.read_only = read_only
        self.editors: dict[str, QWidget] = {}
        self.option_rows: dict[str, int] = {}
        self.group_rows: dict[str, int] = {}
        self.players = 3
        self.preset: str | None = None
        self.marked: tuple[str, ...] = ()
        self._shown: Convention | None = None
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels(
            [
                translate("ConventionEditor", "Option"),
                translate("ConventionEditor", "Value"),
                translate("ConventionEditor", "What it means"),
            ]
        )
        table.setRowCount(len(GROUPS) + len(OPTIONS))
        table.verticalHeader().hide()
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        row = 0
        for group in GROUPS:
            self.group_rows[group.key] = row
            heading = QTableWidgetItem(translate("ledger", group.title))
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = QFont(table.font())
            font.setBold(True)
            heading.setFont(font)
            heading.setBackground(QBrush(HEADING))
            table.setItem(row, 0, heading)
            table.setSpan(row, 0, 1, 3)
            row += 1
            for info in group.options:
                self._option_row(row, info)
                row += 1
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # rows follow the explanation's wrapped height as the dialog is resized
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.changed.connect(self._mark_changes)
        self.set_players(3)

    def _option_row(self, row: int, info: OptionInfo) -> None:
        table = self.table
        self.option_rows[info.key] = row
        label = QTableWidgetItem(translate("ledger", info.label))
        label.setFlags(Qt.ItemFlag.ItemIsEnabled)
        explanation = QTableWidgetItem(translate("ledger", info.help))
        explanation.setFlags(Qt.ItemFlag.ItemIsEnabled)
        explanation.setToolTip(translate("ledger", info.help))
        table.setItem(row, 0, label)
        table.setItem(row, 2, explanation)
        if self.read_only:
            value = QTableWidgetItem("")
            value.setFlags(Qt.ItemFlag.ItemIsEnabled)
            table.setItem(row, 1, value)
            return
        editor = self._editor(info)
        editor.setObjectName(f"option_{info.key}")
        editor.setToolTip(translate("ledger", info.help))
        self.editors[info.key] = editor
        table.setCellWidget(row, 1, editor)

    def _editor(self, info: OptionInfo) -> QWidget:
        editor: QWidget
        if info.kind == "int":
            spin = QSpinBox()
            spin.setRange(
                info.minimum if info.minimum is not None else 0, info.maximum if info.maximum is not None else 9999
            )
            spin.valueChanged.connect(self.changed)
            editor = spin
        elif info.kind == "bool":
            check = QCheckBox()
            check.toggled.connect(self.changed)
            editor = check
        elif info.kind == "choice":
            combo = QComboBox()
            for choice in info.choices:
                combo.addItem(describe_value(info.key, choice, translate), choice)
            combo.currentIndexChanged.connect(self.changed)
            editor = combo
        else:  # decimal, levels: typed
            line = QLineEdit()
            line.textChanged.connect(self.changed)
            editor = line
        return editor

    # -- what is shown -------------------------------------------------------------
    def set_players(self, players: int) -> None:
        """Show only the groups and options that matter in a game of ``players`` (2, 3 or 4)."""
        self.players = players
        shown = {info.key for group in groups_for(players) for info in group.options}
        for group in GROUPS:
            self.table.setRowHidden(self.group_rows[group.key], not any(i.key in shown for i in group.options))
            for info in group.options:
                self.table.setRowHidden(self.option_rows[info.key], info.key not in shown)
        self._mark_changes()

    def visible_options(self) -> list[str]:
        """The option keys shown now, top down."""
        return [info.key for info in OPTIONS if not self.table.isRowHidden(self.option_rows[info.key])]

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        """A cell of the table (every one is made with the table)."""
        item = self.table.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.table.setItem(row, column, item)
        return item

    def set_convention(self, convention: Convention) -> None:
        """Show every option of ``convention``; its preset becomes the one changes are marked against."""
        self.preset = convention.preset
        self._shown = convention
        if self.read_only:
            for key, value in convention.options().items():
                item = self._item(self.option_rows[key], 1)
                item.setText(describe_value(key, value, translate))
            self._mark_changes()
            return
        for key, value in convention.options().items():
            editor = self.editors[key]
            editor.blockSignals(True)
            if isinstance(editor, QSpinBox):
                editor.setValue(int(value))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, QLineEdit) and isinstance(value, tuple):
                editor.setText(", ".join(str(level) for level in value))
            elif isinstance(editor, QLineEdit):
                editor.setText(format(Decimal(value).normalize(), "f") if isinstance(value, Decimal) else str(value))
            editor.blockSignals(False)
        self.changed.emit()

    def values(self) -> dict[str, Any]:
        """Every option as typed, hidden ones included (the ledger checks them)."""
        if self.read_only:
            return self._shown.options() if self._shown else {}
        out: dict[str, Any] = {}
        for info in OPTIONS:
            editor = self.editors[info.key]
            if isinstance(editor, QSpinBox):
                out[info.key] = editor.value()
            elif isinstance(editor, QCheckBox):
                out[info.key] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[info.key] = editor.currentData()
            elif isinstance(editor, QLineEdit) and info.kind == "levels":
                out[info.key] = levels_from_text(editor.text())  # "6-8" is refused, not read as 6, 8
            elif isinstance(editor, QLineEdit):
                out[info.key] = editor.text().strip().replace(",", ".")
        return out

    # -- what differs from the preset ----------------------------------------------
    def _changed_keys(self) -> tuple[str, ...]:
        """The shown options that differ from the preset, as the ledger counts them."""
        if self.preset not in PRESETS:
            return ()
        values = self.values()
        try:
            return changed_options(Convention.from_preset(self.preset, **values), self.players)
        except LedgerError:  # something typed is not a value yet: ask option by option
            base = PRESETS[self.preset]
            out = []
            for info in OPTIONS:
                if not info.applies_to(self.players):
                    continue
                try:
                    differs = getattr(Convention.from_preset(self.preset, **{info.key: values[info.key]}), info.key)
                    if differs != getattr(base, info.key):
                        out.append(info.key)
                except LedgerError:
                    out.append(info.key)
            return tuple(out)

    def _mark_changes(self) -> None:
        self.marked = self._changed_keys()
        for info in OPTIONS:
            row = self.option_rows[info.key]
            changed = info.key in self.marked
            label = self._item(row, 0)
            font = QFont(self.table.font())
            font.setBold(changed)
            label.setFont(font)
            brush = QBrush(CHANGED) if changed else QBrush()
            for column in (0, 2):
                self._item(row, column).setBackground(brush)
            if self.read_only:
                value = self._item(row, 1)
                value.setFont(font)
                value.setBackground(brush)
            tip = translate("ledger", info.help)
            if changed and self.preset in PRESETS:
                preset_value = describe_value(info.key, getattr(PRESETS[self.preset], info.key), translate)
                tip = translate("ConventionEditor", "Changed: {preset} has «{value}».").format(
                    preset=preset_title(self.preset, translate), value=preset_value
                )
            label.setToolTip(tip)
