"""Every edit of the game is one of these undoable commands.

A game is immutable, so a command keeps the game before and after; redo and
undo hand one of them back to the document, which re-scores the whole sheet.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from prefcount.i18n import translate
from prefcount.ledger import Game, check_players


class GameEdit(QUndoCommand):
    def __init__(self, document, after: Game, text: str) -> None:
        super().__init__(text)
        self.document = document
        self.before = document.game
        self.after = after

    def redo(self) -> None:
        self.document.set_game(self.after)

    def undo(self) -> None:
        self.document.set_game(self.before)


class RecordHand(GameEdit):
    def __init__(self, document, hand) -> None:
        number = len(document.game.hands) + 1
        super().__init__(
            document, document.game.with_hand(hand), translate("commands", "Record hand {number}").format(number=number)
        )


class EditHand(GameEdit):
    def __init__(self, document, index: int, hand) -> None:
        super().__init__(
            document,
            document.game.replace_hand(index, hand),
            translate("commands", "Edit hand {number}").format(number=index + 1),
        )


class DeleteHand(GameEdit):
    def __init__(self, document, index: int) -> None:
        super().__init__(
            document,
            document.game.without_hand(index),
            translate("commands", "Delete hand {number}").format(number=index + 1),
        )


class RenamePlayer(GameEdit):
    def __init__(self, document, seat: int, name: str) -> None:
        players = list(document.game.players)
        old = players[seat]
        players[seat] = name
        super().__init__(
            document,
            with_players(document.game, players),
            translate("commands", "Rename {old} to {new}").format(old=old, new=name),
        )


def with_players(game: Game, players) -> Game:
    """The same game with other names; raises PlayersError unless 3 or 4, non-empty and different."""
    return game.model_copy(update={"players": check_players(tuple(players))})
