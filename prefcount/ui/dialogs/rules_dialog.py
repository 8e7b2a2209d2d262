"""The rules of this game: its convention group by group, read only, and the way to "what if…?"."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from prefcount.ledger import PRESETS, Game, changed_options
from prefcount.ui.dialogs.convention_editor import ConventionEditor
from prefcount.ui.forms.rules_dialog_ui import Ui_RulesDialog
from prefcount.words.i18n import translate
from prefcount.words.options import option_label, preset_title


def convention_summary(game: Game) -> str:
    """ "Sochi; changed: Pulya past the target, Whist price." — what the table agreed on, in one line."""
    convention = game.convention
    if convention.preset not in PRESETS:
        return translate("RulesDialog", "A convention of its own (no preset).")
    name = preset_title(convention.preset, translate)
    changed = changed_options(convention, game.n)
    if not changed:
        return translate("RulesDialog", "{preset}, as it is.").format(preset=name)
    labels = ", ".join(option_label(key, translate) for key in changed)
    return translate("RulesDialog", "{preset}; changed: {options}.").format(preset=name, options=labels)


class RulesDialog(QDialog):
    """Shows a game's convention; "What if…?" opens the re-scoring window for the same hands."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RulesDialog()
        self.ui.setupUi(self)
        self.game = game
        self.editor = ConventionEditor(self.ui.optionsArea, read_only=True, folded=False)
        self.editor.set_players(game.n)
        self.editor.set_convention(game.convention)
        self.ui.summaryLabel.setText(convention_summary(game))
        self.ui.buttons.rejected.connect(self.reject)
        self.ui.whatIfButton.clicked.connect(self.what_if)
        self.ui.whatIfButton.setFocus()  # Enter asks "what if…?"; the table scrolls with the mouse or Tab then keys

    @classmethod
    def show_for(cls, parent: QWidget | None, game: Game) -> None:
        cls(game, parent).exec()

    def what_if(self) -> None:
        from prefcount.ui.dialogs.what_if_dialog import WhatIfDialog

        WhatIfDialog.show_for(self, self.game)
