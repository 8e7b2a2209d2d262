"""What if we had played by…? The same hands re-scored under another preset or option set.

Side by side per player: the game's own pulya, gora, net whists and money, the
same under the other convention, and the difference. The re-scoring is the
ledger's; this window only lays it out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QAbstractItemView, QDialog, QHeaderView, QTableWidgetItem, QWidget

from prefcount.ledger import (
    Comparison,
    Convention,
    Game,
    LedgerError,
    Standing,
    format_amount,
    variant,
    what_if,
)
from prefcount.ledger.whatif import option_that_allows
from prefcount.ui.app.settings import currency
from prefcount.ui.dialogs.convention_editor import HEADING, ConventionEditor
from prefcount.ui.forms.what_if_dialog_ui import Ui_WhatIfDialog
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.tables import fit_height, money_colour
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate
from prefcount.words.money import money_text
from prefcount.words.options import PRESET_NAMES, convention_title, describe_value, option_label, preset_title

#: Rows above the players in the result table: whose result, then which zone.
HEADING_ROWS = 2
#: The preset box's entry for options that match no preset.
OWN = ""


class WhatIfDialog(QDialog):
    """Re-scores ``game``'s hands under a convention the player picks and shows both results."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_WhatIfDialog()
        self.ui.setupUi(self)
        self.game = game
        self.comparison: Comparison | None = None
        ui = self.ui
        self.editor = ConventionEditor(ui.optionsArea)
        self.editor.set_players(game.n)
        for key in PRESET_NAMES:
            ui.presetBox.addItem(preset_title(key, translate), key)
        ui.presetBox.addItem(translate("WhatIfDialog", "these options"), OWN)
        table = ui.resultTable
        table.verticalHeader().hide()
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        ui.buttons.rejected.connect(self.reject)
        ui.presetBox.currentIndexChanged.connect(self._preset_chosen)
        self.editor.changed.connect(self._compare)
        guard_wheel(self)
        others = [key for key in PRESET_NAMES if key != game.convention.preset]
        ui.presetBox.setCurrentIndex(ui.presetBox.findData(others[0]))
        self._preset_chosen()

    @classmethod
    def show_for(cls, parent: QWidget | None, game: Game) -> None:
        cls(game, parent).exec()

    # -- choosing ----------------------------------------------------------------------
    def choose(self, preset: str) -> None:
        """Compare with ``preset`` (a key of PRESETS) as the table would play it: same target and price."""
        self.ui.presetBox.setCurrentIndex(self.ui.presetBox.findData(preset))

    def _preset_chosen(self) -> None:
        preset = self.ui.presetBox.currentData()
        if preset == OWN:
            self._compare()
            return
        self.editor.set_convention(variant(self.game.convention, preset=preset))  # the game's stake kept

    def other_convention(self) -> Convention:
        """The convention to re-score by, as chosen and edited (raises LedgerError if an option is not a value).

        "These options" are named by the preset the editor started from, or the game's own (none for own rules).
        """
        preset = self.ui.presetBox.currentData() or self.editor.preset
        return variant(self.game.convention, preset=preset, options=self.editor.values())

    # -- comparing -----------------------------------------------------------------------
    def _compare(self) -> None:
        ui = self.ui
        try:
            other = self.other_convention()
            self.comparison = what_if(self.game, other)
        except LedgerError as error:
            self.comparison = None
            message = self.editor.explain(error)  # a value of an option: named by its label, its group opened
            key = option_that_allows(error)
            if key is not None:  # a hand of this game needs an option the other rules leave off
                label = option_label(key, translate)
                message += "\n" + translate("WhatIfDialog", "To compare, change «{option}» below.").format(option=label)
                self.editor.reveal(key)
            show_problem(ui.problemLabel, message)
            return
        show_problem(ui.problemLabel, self.editor.explain(None))
        ui.differencesLabel.setText(self._differences(self.comparison))
        self._fill(self.comparison)

    def _differences(self, comparison: Comparison) -> str:
        changes = [
            translate("WhatIfDialog", "{option}: {ours} → {theirs}").format(
                option=option_label(key, translate),
                ours=describe_value(key, ours, translate),
                theirs=describe_value(key, theirs, translate),
            )
            for key, (ours, theirs) in comparison.changed.items()
        ]
        if not changes:
            return translate("WhatIfDialog", "The same rules as this game: the same result.")
        return translate("WhatIfDialog", "Played differently: {changes}.").format(changes="; ".join(changes))

    def _fill(self, comparison: Comparison) -> None:
        """Two heading rows (whose result, then what), then one row per player."""
        table = self.ui.resultTable
        unit = f", {currency(self.game)}" if currency(self.game) else ""
        zone_headers = [
            translate("WhatIfDialog", "Pulya"),
            translate("WhatIfDialog", "Gora"),
            translate("WhatIfDialog", "Whists"),
            translate("WhatIfDialog", "Money") + unit,
        ]
        headers = [translate("WhatIfDialog", "Player"), *zone_headers, *zone_headers]
        headers += [translate("WhatIfDialog", "Whists"), translate("WhatIfDialog", "Money") + unit]
        table.clear()
        table.clearSpans()
        table.horizontalHeader().hide()
        table.setColumnCount(len(headers))
        table.setRowCount(len(comparison.rows) + HEADING_ROWS)
        bold = QFont(table.font())
        bold.setBold(True)

        def heading(row: int, column: int, text: str, span: int = 1) -> None:
            item = QTableWidgetItem(text)
            item.setFont(bold)
            item.setBackground(QBrush(HEADING))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, column, item)
            if span > 1:
                table.setSpan(row, column, 1, span)

        own_name = convention_title(self.game.convention, self.game.n, translate)
        heading(0, 0, "")
        heading(0, 1, translate("WhatIfDialog", "This game ({name})").format(name=own_name), 4)
        other = comparison.other_convention
        if other.preset:  # "By Leningrad", or "By Leningrad, changed" when its options were changed too
            name = convention_title(other, self.game.n, translate)
            other_name = translate("WhatIfDialog", "By {name}").format(name=name)
        else:  # the game's own options with some changed: no preset's name to give
            other_name = translate("WhatIfDialog", "With the options changed")
        heading(0, 5, other_name, 4)
        heading(0, 9, translate("WhatIfDialog", "Difference"), 2)
        for column, text in enumerate(headers):
            heading(1, column, text)
        for seat, row in enumerate(comparison.rows):
            money_change = row.money_difference_cents
            values = [
                row.name,
                *_zone_texts(row.own),
                *_zone_texts(row.other),
                format_amount(row.net_difference, signed=True),
                money_text(money_change, signed=True),
            ]
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setFont(bold)
                if column == len(values) - 1:
                    item.setFont(bold)
                    if money_change:
                        item.setForeground(QBrush(money_colour(money_change)))
                table.setItem(seat + HEADING_ROWS, column, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        fit_height(table)


def _zone_texts(standing: Standing) -> list[str]:
    """Pulya, gora, net whists (exact) and money of one player under one convention."""
    return [
        format_amount(standing.pulya),
        format_amount(standing.gora),
        format_amount(standing.net_whists, signed=True),
        money_text(standing.money_cents),
    ]
