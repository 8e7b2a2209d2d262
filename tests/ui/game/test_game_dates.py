"""The app writes FORMAT.md's ``created`` and ``finished`` (issue 27 §9), and keeps them.

``created`` when a game's first hand is recorded, ``finished`` when its end is reached; both kept through every
save, copy and edit; a ``finished`` the app wrote goes again when the end is undone (the game is not over), and
comes back with the same time on redo. Dates a file brought are never changed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument


def _recent(text: str | None) -> bool:
    assert text is not None
    moment = datetime.fromisoformat(text)
    assert moment.utcoffset() is not None  # with its offset: the book orders games from several time zones
    return abs(datetime.now().astimezone() - moment) < timedelta(minutes=5)


def test_a_new_game_gets_created_at_its_first_hand_and_finished_at_its_end(qtbot, sochi, tmp_path):
    document = GameDocument(Game(id="friday", players=sochi.players, convention=sochi.convention))
    assert document.game.created is None
    document.push(RecordHand(document, sochi.hands[0]))
    created = document.game.created
    assert _recent(created) and document.game.finished is None
    for hand in sochi.hands[1:-1]:
        document.push(RecordHand(document, hand))
    assert document.game.created == created and document.game.finished is None
    document.push(RecordHand(document, sochi.hands[-1]))  # the end
    finished = document.game.finished
    assert document.sheet.is_over and _recent(finished)
    gamefile.save(document.game, tmp_path / "friday.pulka")
    saved = gamefile.load(tmp_path / "friday.pulka")
    assert (saved.created, saved.finished) == (created, finished)
    document.undo_stack.undo()  # the end undone: not finished
    assert not document.sheet.is_over and document.game.finished is None and document.game.created == created
    document.undo_stack.redo()
    assert document.game.finished == finished  # the same end, the same time
    document.rename_player(0, "Ася")  # an edit keeps both
    assert (document.game.created, document.game.finished) == (created, finished)


def test_dates_a_file_brought_are_kept(qtbot, sochi):
    brought = sochi.model_copy(update={"created": "2025-01-10T19:00:00+02:00", "finished": "2025-01-10T23:00:00"})
    document = GameDocument(brought.model_copy(update={"hands": brought.hands[:-1]}))
    document.push(RecordHand(document, sochi.hands[-1]))
    assert (document.game.created, document.game.finished) == (brought.created, brought.finished)
    document.undo_stack.undo()  # (its finished was not the app's: it stays)
    assert document.game.finished == brought.finished


def test_an_old_file_without_dates_is_not_dated_by_an_edit(qtbot, sochi):
    """The first hand of a game that has hands already is not its start: nothing invented."""
    document = GameDocument(sochi.model_copy(update={"hands": sochi.hands[:3]}))
    document.push(RecordHand(document, sochi.hands[3]))
    assert document.game.created is None and document.game.finished is None
