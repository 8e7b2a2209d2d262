"""The whist price and the currency of the game at hand, changed at any time, the settlement included.

They change only the money (no number on the sheet), as one undoable step;
everything else the game keeps for life (its rules: :mod:`prefcount.ui.dialogs.rules_dialog`).
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from prefcount.ledger import Game, LedgerError, variant
from prefcount.ui.app.settings import currency
from prefcount.ui.forms.price_dialog_ui import Ui_PriceDialog
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate
from prefcount.words.money import CURRENCIES, price_text
from prefcount.words.options import convention_title

if TYPE_CHECKING:
    from prefcount.ui.game.document import GameDocument


class PriceDialog(QDialog):
    """Asks for ``game``'s whist price and currency; :meth:`ask` returns the new ones, or ``None``."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_PriceDialog()
        self.ui.setupUi(self)
        guard_wheel(self)  # a wheel passing over the currency does not change it
        self.game = game
        self._price: Decimal | None = game.convention.whist_price
        convention = game.convention
        self.ui.summaryLabel.setText(
            translate("PriceDialog", "{preset}, to {target}; {n} players: {players}.").format(
                preset=convention_title(convention, game.n, translate),
                target=convention.pulya_target,
                n=game.n,
                players=", ".join(game.players),
            )
        )
        self.ui.priceEdit.setText(price_text(convention.whist_price))
        box = self.ui.currencyBox
        for sign in CURRENCIES:
            box.addItem(sign or translate("PriceDialog", "(none)"), sign)
        shown = currency(game)
        index = box.findData(shown)
        if index >= 0:
            box.setCurrentIndex(index)
        else:
            box.setEditText(shown)
        edit = box.lineEdit()
        if edit is not None:  # the box is editable
            edit.setMaxLength(8)
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ui.priceEdit.textChanged.connect(self._check)
        self.ui.buttons.accepted.connect(self.accept)
        self.ui.buttons.rejected.connect(self.reject)
        self._check()

    @classmethod
    def ask(cls, parent: QWidget | None, game: Game) -> tuple[Decimal, str] | None:
        """Ask; the price and currency chosen when the player changed either, else ``None``."""
        dialog = cls(game, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.chosen()
        if chosen is None or chosen == (game.convention.whist_price, currency(game)):
            return None
        return chosen

    def currency(self) -> str:
        box = self.ui.currencyBox
        text = box.currentText().strip()
        index = box.findText(text)
        return box.itemData(index) if index >= 0 else text

    def chosen(self) -> tuple[Decimal, str] | None:
        """The price and the currency as typed, or ``None`` while the price is not a price."""
        return None if self._price is None else (self._price, self.currency())

    def _check(self) -> None:
        """The ledger checks the price, as it checks a game file's."""
        text = self.ui.priceEdit.text().strip().replace(",", ".")
        message = ""
        try:
            self._price = variant(self.game.convention, options={"whist_price": text}).whist_price
        except LedgerError as error:
            self._price = None
            message = error.translated(translate)
        show_problem(self.ui.problemLabel, message)
        self.ok_button.setEnabled(self._price is not None)


def change_money(parent: QWidget | None, document: GameDocument) -> bool:
    """Ask for the price and currency; push them as one undoable step. Whether they changed."""
    from prefcount.ui.game.commands import ChangeMoney

    game = document.game
    chosen = PriceDialog.ask(parent, game)
    if chosen is None:
        return False
    price, sign = chosen
    # a currency left as it was shown stays the app's choice, unless the game had its own
    own = sign if game.currency is not None or sign != currency(game) else None
    document.push(ChangeMoney(document, price, own))
    return True
