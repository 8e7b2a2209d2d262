"""Every option of the convention (RULES §6, §9, §11, §12), group by group, each group folded under its heading.

Each group (whisting, remiz and consolation, raspasy, four players, closing and
overflow, settlement, money; the ledger's ``GROUPS``, where every option names its
group) is a heading that folds and unfolds, followed by its options: label, value,
one-line explanation. Only what matters for the game's number of players is offered
(``groups_for``); every option that differs from the preset is marked, its tooltip
naming the preset's value, and a folded heading says how many of its options differ.
A dialog may :meth:`ConventionEditor.take` an option's editor to show it among the
choices every table makes (the pulya target, the whist price) above the list.
Read-only, the same list is the rules view of a game (values in words).

The wheel scrolls the list: a box changes by wheel only once clicked into (:mod:`wheel_guard`).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QWidget,
)

from prefcount.ledger import (
    GROUPS,
    OPTIONS,
    PRESETS,
    Convention,
    ConventionError,
    LedgerError,
    OptionGroup,
    OptionInfo,
    changed_options,
    groups_for,
)
from prefcount.ledger.conventions import levels_from_text, levels_text
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate
from prefcount.words.options import describe_value, group_title, option_help, option_label, preset_title

#: The tint of an option that differs from the preset, and of a group's heading row.
CHANGED = QColor("#fff1c2")
HEADING = QColor("#e4e9f0")
# The label column wraps past this width (the explanation takes the rest).
LABEL_WIDTH = 250


def _tint(widget: QWidget, colour: QColor | None) -> None:
    """Fill ``widget``'s background with ``colour`` (None: the window's own)."""
    widget.setAutoFillBackground(colour is not None)
    if colour is not None:
        palette = widget.palette()
        palette.setColor(QPalette.ColorRole.Window, colour)
        widget.setPalette(palette)


class GroupHeading(QFrame):
    """A group's heading: an arrow and the group's title that fold its options, and how many differ."""

    def __init__(self, title: str, parent: QWidget) -> None:
        super().__init__(parent)
        _tint(self, HEADING)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 1, 6, 1)
        self.folded = True
        self.button = QToolButton(self)
        self.button.setAutoRaise(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.RightArrow)
        self.button.setText(title)
        font = QFont(self.button.font())
        font.setBold(True)
        self.button.setFont(font)
        self.button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.button.setStyleSheet("QToolButton { text-align: left; }")
        self.changes = QLabel(self)
        self.changes.setContentsMargins(6, 1, 6, 1)
        _tint(self.changes, CHANGED)
        self.changes.hide()
        layout.addWidget(self.button, 1)
        layout.addWidget(self.changes)

    def show_folded(self, folded: bool) -> None:
        """The arrow points right over a folded group, down over an open one."""
        self.folded = folded
        self.button.setArrowType(Qt.ArrowType.RightArrow if folded else Qt.ArrowType.DownArrow)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt override: the whole row folds, not only its text
        self.button.click()


class ConventionEditor(QObject):
    """Fills ``area`` (a QScrollArea from a form) with a heading per group and a row per option.

    ``read_only`` shows each value in words instead of an editor (the rules view of a game);
    ``folded`` starts with every group folded (the editor) or open (the rules view).
    """

    changed = Signal()

    def __init__(self, area: QScrollArea, read_only: bool = False, folded: bool = True) -> None:
        super().__init__(area)
        self.area = area
        self.read_only = read_only
        self.editors: dict[str, QWidget] = {}
        self.values_shown: dict[str, QLabel] = {}  # read only: each value in words
        self.labels: dict[str, QLabel] = {}
        self.explanations: dict[str, QLabel] = {}
        self.headings: dict[str, GroupHeading] = {}
        self.taken: set[str] = set()
        self.unfolded: set[str] = set() if folded else {group.key for group in GROUPS}
        self.players = 3
        self.preset: str | None = None
        self.marked: tuple[str, ...] = ()
        self._shown: Convention | None = None
        self.named: str | None = None  # the option the last problem named (see :meth:`explain`)
        self.content = QWidget()
        grid = QGridLayout(self.content)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(2, 1)
        self.grid = grid
        row = 0
        for group in GROUPS:
            heading = GroupHeading(group_title(group.key, translate), self.content)
            heading.show_folded(group.key not in self.unfolded)
            heading.button.clicked.connect(lambda _=False, key=group.key: self.toggle(key))
            self.headings[group.key] = heading
            grid.addWidget(heading, row, 0, 1, 3)
            row += 1
            for info in group.options:
                self._option_row(row, info)
                row += 1
        grid.setRowStretch(row, 1)  # the rows stay at the top when everything is folded
        area.setWidgetResizable(True)
        area.setWidget(self.content)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        guard_wheel(self.content)
        self.changed.connect(self._mark_changes)
        self.set_players(3)

    def _option_row(self, row: int, info: OptionInfo) -> None:
        help_text = option_help(info.key, translate)
        label = QLabel(option_label(info.key, translate), self.content)
        label.setWordWrap(True)
        label.setContentsMargins(16, 2, 4, 2)  # under the heading's arrow
        # one line up to LABEL_WIDTH, wrapped past it (a wrapping label alone would wrap at any width)
        width = label.fontMetrics().horizontalAdvance(label.text()) + 24
        label.setMinimumWidth(min(LABEL_WIDTH, width))
        label.setMaximumWidth(LABEL_WIDTH)
        explanation = QLabel(help_text, self.content)
        explanation.setWordWrap(True)
        explanation.setContentsMargins(4, 2, 4, 2)
        self.labels[info.key] = label
        self.explanations[info.key] = explanation
        self.grid.addWidget(label, row, 0)
        self.grid.addWidget(explanation, row, 2)
        if self.read_only:
            value = QLabel("", self.content)
            value.setContentsMargins(4, 2, 4, 2)
            self.values_shown[info.key] = value
            self.grid.addWidget(value, row, 1)
            return
        editor = self._editor(info)
        editor.setObjectName(f"option_{info.key}")
        editor.setToolTip(help_text)
        label.setBuddy(editor)
        self.editors[info.key] = editor
        self.grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _editor(self, info: OptionInfo) -> QWidget:
        editor: QWidget
        if info.kind == "int":
            spin = QSpinBox(self.content)
            spin.setRange(
                info.minimum if info.minimum is not None else 0, info.maximum if info.maximum is not None else 9999
            )
            spin.valueChanged.connect(self.changed)
            editor = spin
        elif info.kind == "bool":
            check = QCheckBox(self.content)
            check.toggled.connect(self.changed)
            editor = check
        elif info.kind == "choice":
            combo = QComboBox(self.content)
            for choice in info.choices:
                combo.addItem(describe_value(info.key, choice, translate), choice)
            combo.currentIndexChanged.connect(self.changed)
            editor = combo
        else:  # decimal, levels: typed
            line = QLineEdit(self.content)
            line.setMinimumWidth(self.content.fontMetrics().horizontalAdvance("0" * 12))
            line.textChanged.connect(self.changed)
            editor = line
        return editor

    # -- what is shown -------------------------------------------------------------
    def take(self, key: str) -> QWidget:
        """The editor of option ``key``, out of the list, for the dialog to show where it likes.

        It still counts in :meth:`values` and is still set by :meth:`set_convention`.
        """
        editor = self.editors[key]
        self.taken.add(key)
        for widget in (self.labels[key], self.explanations[key]):
            widget.hide()
        self.grid.removeWidget(editor)
        self._show_rows()
        editor.setVisible(True)  # wherever the dialog puts it, whatever its group's folding
        return editor

    def set_players(self, players: int) -> None:
        """Offer only the groups and options that matter in a game of ``players`` (2, 3 or 4)."""
        self.players = players
        self._show_rows()
        self._mark_changes()

    def set_folded(self, group: str, folded: bool) -> None:
        """Fold (hide the options of) or unfold the group ``group`` (a key of the ledger's ``GROUPS``)."""
        if folded:
            self.unfolded.discard(group)
        else:
            self.unfolded.add(group)
        self.headings[group].show_folded(folded)
        self._show_rows()

    def toggle(self, group: str) -> None:
        """Unfold the group ``group`` if folded, fold it if open (its heading clicked)."""
        self.set_folded(group, group in self.unfolded)

    def reveal(self, key: str) -> None:
        """Unfold the group of option ``key`` and scroll to it (the option a message names)."""
        if key in self.taken:
            return
        self.set_folded(OPTION_GROUP[key], False)
        self.area.ensureWidgetVisible(self.labels[key])

    def explain(self, error: LedgerError | None) -> str:
        """The message of ``error`` ("" for none) for the player. An option it names is called by its label, and
        the first time it is named its group opens and the list scrolls to it: in a folded group the mistake
        would only show as the heading's count of changes."""
        key = error.args_.get("key") if isinstance(error, ConventionError) else None
        if error is None or key not in OPTION_GROUP:
            self.named = None
            return "" if error is None else error.translated(translate)
        if key != self.named:
            self.reveal(key)
        self.named = key
        label = option_label(key, translate)
        return translate("ledger", error.template).format(**{**error.args_, "key": label})

    def _offered(self) -> tuple[OptionGroup, ...]:
        """The groups, each with the options offered for this game, taken ones left out."""
        out = []
        for group in groups_for(self.players):
            options = tuple(info for info in group.options if info.key not in self.taken)
            if options:
                out.append(OptionGroup(group.key, options))
        return tuple(out)

    def _show_rows(self) -> None:
        offered = {group.key: {info.key for info in group.options} for group in self._offered()}
        for group in GROUPS:
            self.headings[group.key].setVisible(group.key in offered)
            for info in group.options:
                shown = info.key in offered.get(group.key, ()) and group.key in self.unfolded
                value = self.values_shown.get(info.key) or self.editors[info.key]
                row = (self.labels[info.key], self.explanations[info.key])
                for widget in row if info.key in self.taken else (*row, value):
                    widget.setVisible(shown)

    def offered_options(self) -> list[str]:
        """The option keys the list offers for this game, top down (folded or not; taken ones left out)."""
        return [info.key for group in self._offered() for info in group.options]

    def offered_groups(self) -> list[str]:
        """The group keys the list offers for this game, top down."""
        return [group.key for group in self._offered()]

    def visible_options(self) -> list[str]:
        """The option keys a player sees now (their groups unfolded), top down."""
        return [key for key in self.offered_options() if OPTION_GROUP[key] in self.unfolded]

    def set_convention(self, convention: Convention) -> None:
        """Show every option of ``convention``; its preset becomes the one changes are marked against."""
        self.preset = convention.preset
        self._shown = convention
        if self.read_only:
            for key, value in convention.options().items():
                self.values_shown[key].setText(describe_value(key, value, translate))
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
                editor.setText(levels_text(value))
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
        """The offered options that differ from the preset, as the ledger counts them."""
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
            changed = info.key in self.marked
            label = self.labels[info.key]
            font = QFont(self.content.font())
            font.setBold(changed)
            label.setFont(font)
            colour = CHANGED if changed else None
            for widget in (label, self.explanations[info.key]):
                _tint(widget, colour)
            if self.read_only:
                self.values_shown[info.key].setFont(font)
                _tint(self.values_shown[info.key], colour)
            tip = option_help(info.key, translate)
            if changed and self.preset in PRESETS:
                preset_value = describe_value(info.key, getattr(PRESETS[self.preset], info.key), translate)
                tip = translate("ConventionEditor", "Changed: {preset} has «{value}».").format(
                    preset=preset_title(self.preset, translate), value=preset_value
                )
            label.setToolTip(tip)
        self._mark_groups()

    def _mark_groups(self) -> None:
        """Each heading says how many of its options differ from the preset, and which."""
        for group in GROUPS:
            heading = self.headings[group.key]
            changed = [info for info in group.options if info.key in self.marked and info.key not in self.taken]
            heading.changes.setVisible(bool(changed))
            heading.changes.setText(translate("ConventionEditor", "changed: {count}").format(count=len(changed)))
            tip = ""
            if changed and self.preset in PRESETS:
                tip = translate("ConventionEditor", "Not as in {preset}: {options}").format(
                    preset=preset_title(self.preset, translate),
                    options=", ".join(option_label(info.key, translate) for info in changed),
                )
            heading.setToolTip(tip)
            heading.button.setToolTip(tip)


OPTION_GROUP = {info.key: info.group for info in OPTIONS}
