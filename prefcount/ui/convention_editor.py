"""Every option of the convention (RULES §6) in a table: label, value editor, one-line explanation."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QObject, Qt, Signal
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
from prefcount.ledger import OPTIONS, Convention, describe_value


class ConventionEditor(QObject):
    """Fills ``table`` (a QTableWidget from the form) with one row per option."""

    changed = Signal()

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        self.editors: dict[str, QWidget] = {}
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels(
            [
                translate("ConventionEditor", "Option"),
                translate("ConventionEditor", "Value"),
                translate("ConventionEditor", "What it means"),
            ]
        )
        table.setRowCount(len(OPTIONS))
        table.verticalHeader().hide()
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setWordWrap(True)
        for row, info in enumerate(OPTIONS):
            label = QTableWidgetItem(translate("ledger", info.label))
            label.setFlags(Qt.ItemFlag.ItemIsEnabled)
            label.setToolTip(info.key)
            explanation = QTableWidgetItem(translate("ledger", info.help))
            explanation.setFlags(Qt.ItemFlag.ItemIsEnabled)
            explanation.setToolTip(translate("ledger", info.help))
            table.setItem(row, 0, label)
            table.setItem(row, 2, explanation)
            editor = self._editor(info)
            editor.setObjectName(f"option_{info.key}")
            editor.setToolTip(translate("ledger", info.help))
            self.editors[info.key] = editor
            table.setCellWidget(row, 1, editor)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # rows follow the explanation's wrapped height as the dialog is resized
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def _editor(self, info) -> QWidget:
        if info.kind == "int":
            spin = QSpinBox()
            spin.setRange(
                info.minimum if info.minimum is not None else 0, info.maximum if info.maximum is not None else 9999
            )
            spin.valueChanged.connect(self.changed)
            return spin
        if info.kind == "bool":
            check = QCheckBox()
            check.toggled.connect(self.changed)
            return check
        if info.kind == "choice":
            combo = QComboBox()
            for choice in info.choices:
                combo.addItem(describe_value(info.key, choice, translate), choice)
            combo.currentIndexChanged.connect(self.changed)
            return combo
        line = QLineEdit()  # decimal, levels: typed
        line.textChanged.connect(self.changed)
        return line

    def set_convention(self, convention: Convention) -> None:
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

    def values(self) -> dict:
        """Every option as typed (the ledger checks them)."""
        out: dict[str, object] = {}
        for info in OPTIONS:
            editor = self.editors[info.key]
            if isinstance(editor, QSpinBox):
                out[info.key] = editor.value()
            elif isinstance(editor, QCheckBox):
                out[info.key] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[info.key] = editor.currentData()
            elif isinstance(editor, QLineEdit) and info.kind == "levels":
                text = editor.text().replace(";", ",").replace("-", ",").replace(" ", ",")
                parts = [p for p in text.split(",") if p]
                out[info.key] = [int(p) if p.isdigit() else p for p in parts]
            elif isinstance(editor, QLineEdit):
                out[info.key] = editor.text().strip().replace(",", ".")
        return out
