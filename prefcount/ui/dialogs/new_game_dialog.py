"""A new game: 2, 3 or 4 players clockwise, who deals first, the convention in full.

The choices every table makes come first (players, convention, pulya target, whist
price, currency); the long list of agreements below them is grouped and folded
(:class:`ConventionEditor`), and the wheel scrolls it without changing a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from prefcount.ledger import (
    PRESETS,
    Convention,
    Game,
    LedgerError,
    check_players,
    new_game_id,
)
from prefcount.ui.app.settings import CURRENCY, currency
from prefcount.ui.dialogs.convention_editor import ConventionEditor
from prefcount.ui.dialogs.name_fields import keep_escape_in, offer_names
from prefcount.ui.forms.new_game_dialog_ui import Ui_NewGameDialog
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import translate
from prefcount.words.options import PRESET_NAMES, preset_title

if TYPE_CHECKING:
    from collections.abc import Sequence

    from prefcount.book import Book


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        players: Sequence[str] | None = None,
        convention: Convention | None = None,
        book: Book | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)
        self.name_edits = [getattr(self.ui, f"nameEdit{i}") for i in range(4)]
        self._game: Game | None = None
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("NewGameDialog", "&Start"))
        self.ui.countBox.addItems(["2", "3", "4"])
        players = list(players or [])
        for i, edit in enumerate(self.name_edits):
            edit.setText(players[i] if i < len(players) else translate("App", "Player {n}").format(n=i + 1))
            edit.textChanged.connect(self._names_changed)
        keep_escape_in(*self.name_edits)
        self.ui.countBox.setCurrentIndex(self.ui.countBox.findText(str(len(players) if len(players) in (2, 4) else 3)))
        for key in PRESET_NAMES:
            self.ui.presetBox.addItem(preset_title(key, translate), key)
        self.editor = ConventionEditor(self.ui.optionsArea)
        self._stake_on_top()
        self.ui.currencyEdit.setText(currency())
        self.ui.countBox.currentIndexChanged.connect(self._names_changed)
        self.ui.presetBox.currentIndexChanged.connect(self._preset_changed)
        self.ui.dealerBox.currentIndexChanged.connect(self._check)
        self.ui.titleEdit.textChanged.connect(self._check)
        self.editor.changed.connect(self._check)
        self.ui.buttons.accepted.connect(self._accept)
        self.ui.buttons.rejected.connect(self.reject)
        convention = convention or PRESETS["sochi"]
        self.ui.presetBox.setCurrentIndex(max(0, self.ui.presetBox.findData(convention.preset or "sochi")))
        self.editor.set_convention(convention)
        self._offer_book(book)
        self._names_changed()

    def _stake_on_top(self) -> None:
        """The pulya target and the whist price among the choices above the list, where every table sets them."""
        ui = self.ui
        target = self.editor.take("pulya_target")
        ui.targetRow.insertWidget(0, target)
        ui.targetLabel.setBuddy(target)
        price = self.editor.take("whist_price")
        price.setMaximumWidth(price.fontMetrics().horizontalAdvance("0" * 10))
        ui.priceRow.insertWidget(0, price)
        ui.priceLabel.setBuddy(price)
        guard_wheel(self)
        order = [ui.tableBox, ui.countBox, *self.name_edits, ui.dealerBox, ui.presetBox, target, price]
        for first, second in zip(order, [*order[1:], ui.currencyEdit, ui.titleEdit]):
            QWidget.setTabOrder(first, second)

    @classmethod
    def get_game_and_dealer(
        cls,
        parent: QWidget | None = None,
        players: Sequence[str] | None = None,
        convention: Convention | None = None,
        book: Book | None = None,
    ) -> tuple[Game, int] | None:
        """The new game and the seat that deals its first hand (hand 1 records it), or None.

        ``book`` (a club book) offers its people's names and recent tables.
        """
        dialog = cls(parent, players, convention, book)
        game = dialog.game() if dialog.exec() == QDialog.DialogCode.Accepted else None
        if game is not None:  # (accepted only with a game made)
            CURRENCY.set(dialog.ui.currencyEdit.text().strip())
            return game, dialog.first_dealer()
        return None

    def first_dealer(self) -> int:
        """Who deals hand 1, clockwise from seat 0."""
        return max(0, self.ui.dealerBox.currentIndex())

    def game(self) -> Game | None:
        return self._game

    def count(self) -> int:
        return int(self.ui.countBox.currentText())

    def names(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits[: self.count()]]

    def _names_changed(self) -> None:
        for seat, edit in enumerate(self.name_edits):
            edit.setVisible(seat < self.count())
        self.editor.set_players(self.count())
        box = self.ui.dealerBox
        current = max(0, box.currentIndex())
        box.blockSignals(True)
        box.clear()
        for name in self.names():
            box.addItem(name or "?")
        box.setCurrentIndex(min(current, self.count() - 1))
        box.blockSignals(False)
        self._check()

    def _offer_book(self, book: Book | None) -> None:
        """The club book's names as completion (recent tables first) and its recent tables to start from."""
        self.tables = book.recent_tables() if book is not None else []
        self.ui.tableLabel.setVisible(bool(self.tables))
        self.ui.tableBox.setVisible(bool(self.tables))
        if book is None:
            return
        names = list(dict.fromkeys(name for table in self.tables for name in table.players))
        others = sorted((p for p in book.people() if p.name not in names), key=lambda p: (-p.pulkas, p.name.casefold()))
        names += [person.name for person in others]
        for edit in self.name_edits:
            offer_names(edit, names)
        self.ui.tableBox.addItem("—", None)
        for index, table in enumerate(self.tables):
            when = table.last_played.strftime("%d.%m.%Y")
            self.ui.tableBox.addItem(f"{', '.join(table.players)} · {when}", index)
        self.ui.tableBox.currentIndexChanged.connect(self._table_chosen)

    def _table_chosen(self) -> None:
        """The chosen table's people in their seats, and its convention."""
        index = self.ui.tableBox.currentData()
        if index is None:
            return
        table = self.tables[index]
        self.ui.countBox.setCurrentIndex(max(0, self.ui.countBox.findText(str(len(table.players)))))
        for edit, name in zip(self.name_edits, table.players):
            edit.setText(name)
        preset = self.ui.presetBox.findData(table.convention.preset or "")
        if preset >= 0:
            self.ui.presetBox.setCurrentIndex(preset)
        self.editor.set_convention(table.convention)
        self.ui.dealerBox.setCurrentIndex(0)
        self._check()

    def _preset_changed(self) -> None:
        self.editor.set_convention(PRESETS[self.ui.presetBox.currentData()])

    def _check(self) -> None:
        self._game = None
        try:
            convention = Convention.from_preset(self.ui.presetBox.currentData(), **self.editor.values())
        except LedgerError as error:  # an option's value: named by its label, its folded group opened
            convention, message = None, self.editor.explain(error)
        else:
            message = self.editor.explain(None)
        try:
            # seats stay as typed (clockwise); hand 1 records who deals it
            players = check_players(self.names())
            if convention is not None:
                self._game = Game(
                    id=new_game_id(),
                    players=players,
                    convention=convention,
                    title=self.ui.titleEdit.text().strip() or None,
                    currency=self.ui.currencyEdit.text().strip(),  # the game's own: another language keeps it
                )
        except LedgerError as error:
            message = message or error.translated(translate)
        show_problem(self.ui.problemLabel, message)
        self.ok_button.setEnabled(self._game is not None)

    def _accept(self) -> None:
        self._check()
        if self._game is not None:
            self.accept()
