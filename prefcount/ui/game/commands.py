"""Every edit of the game is one of these undoable commands.

A command keeps only what it changed (a hand and its index, a name), never a sheet: the document owns the
sheet after every hand (:attr:`~prefcount.ui.game.document.GameDocument.history`), and redo and undo each call
one edit method of the document, which writes again only the hands from the one edited on.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from prefcount.ui.game.document import Held
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ledger import Game, Hand, Sheet
    from prefcount.ui.game.document import GameDocument


class RecordHand(QUndoCommand):
    """A new hand after the last.

    ``sheet``, if given, is the sheet after it, already scored against the document's last sheet (the hand
    panel's preview): the first redo takes it, and forgets it.
    """

    def __init__(self, document: GameDocument, hand: Hand, sheet: Sheet | None = None) -> None:
        self.index = len(document.game.hands)
        super().__init__(translate("commands", "Record hand {number}").format(number=self.index + 1))
        self.document, self.hand = document, hand
        self._scored = sheet if document.scored is not None else None

    def redo(self) -> None:
        sheet, self._scored = self._scored, None
        self.document.append_hand(self.hand, sheet)

    def undo(self) -> None:
        self.document.remove_hand(self.index)


class EditHand(QUndoCommand):
    """Hand ``index`` replaced by another (checked before it is pushed: ``document.history.replaced``, which
    the first redo then takes as it was made)."""

    def __init__(self, document: GameDocument, index: int, hand: Hand) -> None:
        super().__init__(translate("commands", "Edit hand {number}").format(number=index + 1))
        self.document, self.index = document, index
        self.old, self.new = document.game.hands[index], hand

    def redo(self) -> None:
        self.document.replace_hand(self.index, self.new)

    def undo(self) -> None:
        self.document.replace_hand(self.index, self.old)


class DeleteHand(QUndoCommand):
    """Hand ``index`` struck out; undo puts it back in its place."""

    def __init__(self, document: GameDocument, index: int) -> None:
        super().__init__(translate("commands", "Delete hand {number}").format(number=index + 1))
        self.document, self.index = document, index
        self.hand = document.game.hands[index]

    def redo(self) -> None:
        self.document.remove_hand(self.index)

    def undo(self) -> None:
        self.document.insert_hand(self.index, self.hand)


class ChangeMoney(QUndoCommand):
    """The whist price and the currency changed: the money of the settlement, never a number on the sheet."""

    def __init__(self, document: GameDocument, price: Decimal, currency: str | None) -> None:
        from prefcount.words.money import price_text

        super().__init__(
            translate("commands", "Change the whist price to {price}").format(price=price_text(price, currency or ""))
        )
        game = document.game
        self.document = document
        self.old, self.new = (game.convention.whist_price, game.currency), (price, currency)

    def redo(self) -> None:
        self.document.set_money(*self.new)

    def undo(self) -> None:
        self.document.set_money(*self.old)


class RenamePlayer(QUndoCommand):
    """A player's name changed (checked when the command is made: raises PlayersError)."""

    def __init__(self, document: GameDocument, seat: int, name: str) -> None:
        old = document.game.players[seat]
        super().__init__(translate("commands", "Rename {old} to {new}").format(old=old, new=name))
        self.document, self.seat, self.old, self.new = document, seat, old, name
        document.game.with_player(seat, name)  # raises PlayersError now, before the command is pushed

    def redo(self) -> None:
        self.document.rename_player(self.seat, self.new)

    def undo(self) -> None:
        self.document.rename_player(self.seat, self.old)


class AnotherPulka(QUndoCommand):
    """A new pulka at the same table (the same players, convention and currency, no hands) in place of
    the game held; undo brings that game back unchanged, with its file."""

    def __init__(self, document: GameDocument, game: Game) -> None:
        super().__init__(translate("commands", "Another pulka at the same table"))
        self.document = document
        self.before = document.held()
        self.after = Held(game, None, None, False, None, None, fresh=game)

    # Each side is taken again as it is left: a game saved meanwhile comes back with its file and stamp.
    def redo(self) -> None:
        self.before = self.document.held()
        self.document.hold(self.after, self.document.undo_stack.index() + 1)

    def undo(self) -> None:
        self.after = self.document.held()
        self.document.hold(self.before, self.document.undo_stack.index() - 1)
