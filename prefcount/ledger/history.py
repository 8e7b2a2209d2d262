"""The sheet as it stood after every hand of a game: one sheet per hand, as python-chess keeps a board per move
(its ``_stack``).

A :class:`SheetHistory` is an immutable value, like the sheets it holds. An edit makes the next history: the sheets
before the hand edited are the same objects, and only the hands from there on are written again, each as cheaply
as its place allows (:meth:`~prefcount.ledger.sheet.Sheet.replayed`): where a later hand has the same number,
raspasy run and dealer before it as it had, its check and its score hold and only the overflow rule is applied
again against the pulya and gora it now follows; anything else is checked and scored anew. So the last hand
struck out (an undo of a hand recorded) costs nothing, an edit costs the hands after it, never the hands before.

A game that does not score (a damaged file) keeps the sheets as far as it scores and the :class:`LedgerError` of
the first hand that does not: an edit of that hand or one before it may mend it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from prefcount.ledger.errors import LedgerError
from prefcount.ledger.hands import Hand
from prefcount.ledger.sheet import Sheet

#: An edit asked of a history: its kind, the hand's index and the hand put there (None: struck out).
_Question = tuple[Literal["replace", "insert", "remove"], int, Hand | None]


class SheetHistory:
    """``sheets[k]``: the sheet after the first ``k`` hands of ``hands`` (``sheets[0]`` is the empty sheet).

    ``error``: why hand ``len(sheets) - 1`` does not score (the sheets stop before it), or None.
    """

    __slots__ = ("hands", "sheets", "error", "_asked", "__weakref__")

    def __init__(self, hands: tuple[Hand, ...], sheets: tuple[Sheet, ...], error: LedgerError | None = None) -> None:
        self.hands = hands
        self.sheets = sheets
        self.error = error
        self._asked: tuple[_Question, SheetHistory] | None = None
        if len(sheets) > 2:  # views read the last sheet (and an undo the one before): the others keep no views
            sheets[-3].forget_views()

    @classmethod
    def of(cls, game: Any) -> SheetHistory:
        """Every hand of ``game`` scored (the fold of :func:`~prefcount.ledger.sheet.score`, each sheet kept)."""
        return _replay(tuple(game.hands), [Sheet(game.players, game.convention)])

    # -- reading ---------------------------------------------------------------
    @property
    def complete(self) -> bool:
        """Whether every hand scores."""
        return self.error is None

    @property
    def last(self) -> Sheet:
        """The sheet after every hand; raises the game's :class:`LedgerError` when a hand does not score."""
        if self.error is not None:
            raise self.error
        return self.sheets[-1]

    def checked(self) -> SheetHistory:
        """This history; raises the :class:`LedgerError` of the first hand that does not score."""
        if self.error is not None:
            raise self.error
        return self

    def before(self, index: int) -> Sheet | None:
        """The sheet as it stood when hand ``index`` (0-based) was dealt; None when a hand before it does not
        score."""
        return self.sheets[index] if index < len(self.sheets) else None

    # -- the next history --------------------------------------------------------
    def appended(self, hand: Hand, sheet: Sheet | None = None) -> SheetHistory:
        """With ``hand`` recorded after the last; ``sheet``, if given, is the last sheet extended by it already
        (the hand panel's preview, checked against this very history's last sheet)."""
        index = len(self.hands)
        if sheet is None or self.error is not None:
            return self.inserted(index, hand)
        return self._asked_once(
            ("insert", index, hand), lambda: SheetHistory((*self.hands, hand), (*self.sheets, sheet))
        )

    def replaced(self, index: int, hand: Hand) -> SheetHistory:
        """With hand ``index`` replaced by ``hand``: the sheets after it written again as far as they change."""
        return self._asked_once(("replace", index, hand), lambda: self._edit(index, (hand,), 1))

    def inserted(self, index: int, hand: Hand) -> SheetHistory:
        """With ``hand`` put in before hand ``index`` (at the end when ``index`` is the number of hands)."""
        return self._asked_once(("insert", index, hand), lambda: self._edit(index, (hand,), 0))

    def removed(self, index: int) -> SheetHistory:
        """Without hand ``index``; the last hand struck out costs nothing."""
        return self._asked_once(("remove", index, None), lambda: self._edit(index, (), 1))

    def _asked_once(self, question: _Question, answer: Callable[[], SheetHistory]) -> SheetHistory:
        """The history ``answer()`` makes, kept for the same question asked again of this history (an edit is
        checked before its undo step is pushed, and the step then makes it: it is written once); and the new
        history keeps this one as the answer to the edit that undoes it (an undo, then a redo, write nothing).
        Each keeps one answer: a history far back in the undo steps is not kept, and is written again if asked.
        """
        asked = self._asked
        if asked is not None and asked[0][:2] == question[:2] and asked[0][2] is question[2]:
            return asked[1]
        history = answer()
        self._asked = (question, history)
        history._asked = (self._undoing(question), self)
        return history

    def _undoing(self, question: _Question) -> _Question:
        """The edit that undoes ``question`` asked of this history."""
        kind, index, _hand = question
        if kind == "replace":
            return ("replace", index, self.hands[index])
        if kind == "insert":
            return ("remove", index, None)
        return ("insert", index, self.hands[index])

    def _edit(self, index: int, put: tuple[Hand, ...], taken: int) -> SheetHistory:
        """``taken`` hands from ``index`` on replaced by the hands ``put``: replayed from ``index``, the hands
        after the edit following the sheets they had (:meth:`Sheet.replayed`)."""
        if not 0 <= index <= len(self.hands) - taken:
            raise IndexError(f"hand {index} of {len(self.hands)}")
        hands = (*self.hands[:index], *put, *self.hands[index + taken :])
        kept = list(self.sheets[: index + 1])
        if len(kept) <= index:  # a hand before the edit does not score: nor does the edited game
            return SheetHistory(hands, tuple(kept), self.error)
        return _replay(hands, kept, self, index + len(put), len(put) - taken)


def _replay(
    hands: tuple[Hand, ...], sheets: list[Sheet], old: SheetHistory | None = None, moved: int = 0, shift: int = 0
) -> SheetHistory:
    """The history of ``hands`` whose first sheets are ``sheets``: the hands after them scored one by one.

    From hand ``moved`` on the hands are ``old``'s, ``shift`` places further on than there: each follows the
    sheets it had in ``old`` as far as they are known (:meth:`Sheet.replayed`).
    """
    try:
        for k in range(len(sheets) - 1, len(hands)):
            j = k - shift  # where hand k stood in ``old``
            if old is not None and k >= moved and j + 1 < len(old.sheets):
                sheets.append(sheets[k].replayed(old.sheets[j], old.sheets[j + 1]))
            else:
                sheets.append(sheets[k].extended(hands[k]))
    except LedgerError as error:
        return SheetHistory(hands, tuple(sheets), error)
    return SheetHistory(hands, tuple(sheets))
