"""The document owns the past sheets, the undo steps keep indices: after any sequence of records, edits, deletes,
undos and redos on a random game the document's sheets are, hand by hand, a fresh score of its game; no step
holds a sheet, and a history far back in the steps is let go."""

import gc
import weakref

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QObject
from sheet_helpers import assert_scored_afresh, tables

from benchmarks.sample import random_game
from prefcount.ledger import LedgerError, Sheet, SheetHistory, settle
from prefcount.ledger import sheet as sheet_module
from prefcount.ui.game.commands import DeleteHand, EditHand, RecordHand
from prefcount.ui.game.document import GameDocument

SETTINGS = settings(
    deadline=None,
    max_examples=min(settings.default.max_examples, 40),  # (each step writes the journal)
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
STEPS = st.lists(
    st.tuples(st.sampled_from(("record", "edit", "delete", "undo", "redo")), st.floats(0, 1), st.integers(0, 99)),
    max_size=10,
)


def step(document: GameDocument, kind: str, where: float, hand) -> None:
    """What the window does: a hand recorded with the panel's preview, an edit or a delete checked first (and
    not pushed when the hands after it would not score), the menu's Undo and Redo."""
    stack, count = document.undo_stack, len(document.game.hands)
    index = min(int(where * count), count - 1)
    try:
        if kind == "record":
            before = document.scored
            document.push(RecordHand(document, hand, before.extended(hand) if before is not None else None))
        elif kind == "edit" and count:
            document.history.replaced(index, hand).checked()
            document.push(EditHand(document, index, hand))
        elif kind == "delete" and count:
            document.history.removed(index).checked()
            document.push(DeleteHand(document, index))
        elif kind == "undo":
            stack.undo()
        elif kind == "redo":
            stack.redo()
    except LedgerError:
        pass  # refused, as the window refuses it: nothing pushed


@SETTINGS
@given(table=tables(most=16), steps=STEPS)
def test_the_documents_sheets_are_a_fresh_score_of_its_game_after_any_steps(qapp, table, steps):
    game, spare = table
    document = GameDocument(game)
    try:
        for kind, where, pick in steps:
            step(document, kind, where, spare[pick % len(spare)])
            assert document.history.hands == document.game.hands
            assert_scored_afresh(document.history.sheets, document.game)
            if document.scored is not None:
                assert document.sheet is document.history.sheets[-1]
                assert document.settlement == settle(document.sheet)
    finally:
        document.discard_autosave()
        document.deleteLater()


def test_no_step_keeps_a_sheet_and_the_histories_far_back_go(qapp):
    """A hundred hands recorded, then two undone: the steps hold hands and indices; the document keeps its
    history and the one an undo or a redo goes to, not one per step."""
    game = random_game(100, 3, target=9999)
    document = GameDocument(game.model_copy(update={"hands": ()}))
    histories = []
    try:
        for hand in game.hands:
            document.push(RecordHand(document, hand, document.sheet.extended(hand)))
            histories.append(weakref.ref(document.history))
        stack = document.undo_stack
        stack.undo()
        stack.undo()
        gc.collect()
        alive = [i for i, history in enumerate(histories) if history() is not None]
        assert set(alive) <= {97, 98, 99}  # where the history stands, and the steps either side of it
        for i in range(stack.count()):
            held = vars(stack.command(i)).values()
            assert not [
                value for value in held if isinstance(value, (Sheet, SheetHistory, QObject)) and value is not document
            ]
        stack.redo()
        assert_scored_afresh(document.history.sheets, document.game)
    finally:
        document.discard_autosave()
        document.deleteLater()


def test_an_edit_at_enter_scores_only_the_hand_edited(qapp, monkeypatch):
    """Hand 3 of 400 edited as the panel does it at Enter (the check, then the undo step) and undone: no later
    hand is checked or scored again, not at the check, not by the step, not by its undo or redo."""
    game = random_game(400, 3)
    document = GameDocument(game)
    try:
        hand = game.hands[3]
        other = hand.model_copy(update={"open": not hand.open})
        scored = []
        score_hand = sheet_module.score_hand
        with monkeypatch.context() as patched:
            patched.setattr(sheet_module, "score_hand", lambda *args: scored.append(args[3]) or score_hand(*args))
            document.history.replaced(3, other).checked()
            document.push(EditHand(document, 3, other))
            document.undo_stack.undo()
            document.undo_stack.redo()
        assert scored == [3]
        assert_scored_afresh(document.history.sheets, document.game)
    finally:
        document.discard_autosave()
        document.deleteLater()


def test_an_early_hand_edited_in_the_panel_is_not_followed_by_a_replay_of_the_game(qtbot, monkeypatch):
    """Hand 4 of 400 opened with F2, typed anew and recorded with Enter: the panel's preview and check and the
    undo step score the hand edited, and at most the few hands after it whose raspasy run changed — not the
    game (before, the check at Enter scored all 400 hands and the opening the 3 before it)."""
    from ui_helpers import show_window, type_keys

    game = random_game(400, 3)
    win = show_window(qtbot, game)
    scored = []
    score_hand = sheet_module.score_hand
    with monkeypatch.context() as patched:
        patched.setattr(sheet_module, "score_hand", lambda *args: scored.append(args[3]) or score_hand(*args))
        win.edit_hand(3)
        type_keys(qtbot, "16sww54\n", win)
    assert win.document.game.hands[3].tricks == (5, 4, 1)
    assert set(scored) <= {3, 4, 5, 6}  # (hand 4: its preview at every key typed once it is whole, and Enter)
    assert_scored_afresh(win.document.history.sheets, win.document.game)
