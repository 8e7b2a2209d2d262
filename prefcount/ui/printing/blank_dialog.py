"""Print a blank pulka: the same choices as ``prefcount blank`` (players, names, target, two to a page)."""

from __future__ import annotations

from typing import TypedDict

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from prefcount.ledger import Game, LedgerError, check_players
from prefcount.ui.forms.blank_dialog_ui import Ui_BlankDialog
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate


class BlankChoices(TypedDict):
    """``render_blank``'s arguments as the dialog asks them."""

    players: int
    names: list[str] | None
    target: int | None
    two_up: bool


class BlankDialog(QDialog):
    """Asks how the blank sheets should look; :meth:`choices` returns them for ``render_blank``, or ``None``."""

    def __init__(self, game: Game | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_BlankDialog()
        self.ui.setupUi(self)
        guard_wheel(self)
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("BlankDialog", "&Preview…"))
        for count in (2, 3, 4):
            self.ui.playersBox.addItem(str(count), count)
        target = self.ui.targetBox
        target.setSpecialValueText(translate("BlankDialog", "— (to write in)"))
        if game is not None:  # the table at hand: its players and target, ready to change
            self.ui.playersBox.setCurrentIndex(self.ui.playersBox.findData(game.n))
            self.ui.namesEdit.setText(", ".join(game.players))
            target.setValue(game.convention.pulya_target)
        else:
            self.ui.playersBox.setCurrentIndex(1)
        self._choices: BlankChoices | None = None
        self.ui.playersBox.currentIndexChanged.connect(self._check)
        self.ui.namesEdit.textChanged.connect(self._check)
        self.ui.targetBox.valueChanged.connect(self._check)
        self.ui.twoUpBox.toggled.connect(self._check)
        self.ui.buttons.accepted.connect(self.accept)
        self.ui.buttons.rejected.connect(self.reject)
        self._check()

    @classmethod
    def ask(cls, parent: QWidget | None, game: Game | None = None) -> BlankChoices | None:
        dialog = cls(game, parent)
        return dialog.choices() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def choices(self) -> BlankChoices | None:
        """``render_blank``'s arguments, or ``None`` while the names do not make a table."""
        return self._choices

    def _check(self) -> None:
        players: int = self.ui.playersBox.currentData()  # (every item holds its count)
        text = self.ui.namesEdit.text().strip()
        names = [name.strip() for name in text.split(",")] if text else None
        message = ""
        self._choices = None
        try:
            if names is not None and len(names) != players:
                message = translate("BlankDialog", "Give {players} names, separated by commas, or none.").format(
                    players=players
                )
            else:
                if names is not None:
                    names = list(check_players(names))  # as the ledger checks a game's players
                self._choices = {
                    "players": players,
                    "names": names,
                    "target": self.ui.targetBox.value() or None,
                    "two_up": self.ui.twoUpBox.isChecked(),
                }
        except LedgerError as error:
            message = error.translated(translate)
        show_problem(self.ui.problemLabel, message)
        self.ok_button.setEnabled(self._choices is not None)
