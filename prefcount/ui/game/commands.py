"""Every edit of the game is one of these undoable commands.

A command keeps only what it changed (a hand and where it was, a name), and
redo and undo each call one edit method of the document, which derives the
sheet again.
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


class _HandCommand(QUndoCommand):
    """A change of the hands that scores each side of it once.

    The step next to the game keeps the sheet of the game on each side of it: while the document goes
    back and forth between exactly those games (the same objects: nothing else changed meanwhile),
    redo and undo hand the sheet over instead of scoring again. Only the steps either side of where the
    history stands keep theirs — a sheet of an old game is dropped, as it will not come back unchanged,
    and a thousand kept sheets would hold a thousand copies of the game's running totals.
    ``sheet``, if given, is the sheet after the change, already scored for ``game`` (the hand panel's
    preview, or the check that the hands after it still score).
    """

    def __init__(self, text: str, document: GameDocument, sheet: Sheet | None = None, game: Game | None = None) -> None:
        super().__init__(text)
        self.document = document
        self._before: tuple[Game | None, Sheet | None] = (document.game, document.scored)
        kept = sheet if sheet is not None and game is document.game else None
        self._after: tuple[Game | None, Sheet | None] = (None, kept)

    def redo(self) -> None:
        before_game, _ = self._before
        _, after_sheet = self._after
        self._do(after_sheet if self.document.game is before_game else None)
        self._after = (self.document.game, self.document.scored)
        stack = self.document.undo_stack
        self._forget_at(stack.index() - 1)  # (during redo the stack's index is this step's): the step below

    def undo(self) -> None:
        after_game, _ = self._after
        _, before_sheet = self._before
        self._undo(before_sheet if self.document.game is after_game else None)
        self._before = (self.document.game, self.document.scored)
        stack = self.document.undo_stack
        self._forget_at(stack.index())  # (during undo the index is one past this step): the step above

    def _forget_at(self, index: int) -> None:
        stack = self.document.undo_stack
        other = stack.command(index) if 0 <= index < stack.count() else None
        if isinstance(other, _HandCommand) and other is not self:
            other._before = other._after = (None, None)  # (the games too: each holds its tuple of hands)

    def _do(self, sheet: Sheet | None) -> None:
        raise NotImplementedError

    def _undo(self, sheet: Sheet | None) -> None:
        raise NotImplementedError


class RecordHand(_HandCommand):
    """A new hand after the last."""

    def __init__(self, document: GameDocument, hand: Hand, sheet: Sheet | None = None) -> None:
        self.index = len(document.game.hands)
        super().__init__(
            translate("commands", "Record hand {number}").format(number=self.index + 1), document, sheet, document.game
        )
        self.hand = hand

    def _do(self, sheet: Sheet | None) -> None:
        self.document.append_hand(self.hand, sheet)

    def _undo(self, sheet: Sheet | None) -> None:
        self.document.remove_hand(self.index, sheet)


class EditHand(_HandCommand):
    """Hand ``index`` replaced by another."""

    def __init__(self, document: GameDocument, index: int, hand: Hand, sheet: Sheet | None = None) -> None:
        super().__init__(
            translate("commands", "Edit hand {number}").format(number=index + 1), document, sheet, document.game
        )
        self.index = index
        self.old, self.new = document.game.hands[index], hand

    def _do(self, sheet: Sheet | None) -> None:
        self.document.replace_hand(self.index, self.new, sheet)

    def _undo(self, sheet: Sheet | None) -> None:
        self.document.replace_hand(self.index, self.old, sheet)


class DeleteHand(_HandCommand):
    """Hand ``index`` struck out; undo puts it back in its place."""

    def __init__(self, document: GameDocument, index: int, sheet: Sheet | None = None) -> None:
        super().__init__(
            translate("commands", "Delete hand {number}").format(number=index + 1), document, sheet, document.game
        )
        self.index = index
        self.hand = document.game.hands[index]

    def _do(self, sheet: Sheet | None) -> None:
        self.document.remove_hand(self.index, sheet)

    def _undo(self, sheet: Sheet | None) -> None:
        self.document.insert_hand(self.index, self.hand, sheet)


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
