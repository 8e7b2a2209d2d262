"""The sheet after every hand (SheetHistory): whatever is recorded, put in, edited or struck out, and in whatever
order, the sheets kept are the ones a fresh score of the game makes, hand by hand; and an edit writes again only
the hands from the one edited on, checking and scoring again only those whose place changed."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sheet_helpers import assert_scored_afresh, tables

from benchmarks.sample import random_game
from prefcount.ledger import GameHand, HandError, RaspasyHand, SheetHistory, score
from prefcount.ledger import sheet as sheet_module

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
EDITS = st.lists(
    st.tuples(st.sampled_from(("record", "insert", "replace", "remove")), st.floats(0, 1), st.integers(0, 99)),
    max_size=8,
)


def edited(game, history, edit, spare):
    """``edit`` applied to the game and to its history alike (None where there is no hand to edit)."""
    kind, where, pick = edit
    hand = spare[pick % len(spare)]
    count = len(game.hands)
    index = min(int(where * count), count - 1)
    if kind == "record":
        return game.with_hand(hand), history.appended(hand)
    if kind == "insert":
        index = min(int(where * (count + 1)), count)
        return game.insert_hand(index, hand), history.inserted(index, hand)
    if count == 0:
        return None
    if kind == "replace":
        return game.replace_hand(index, hand), history.replaced(index, hand)
    return game.without_hand(index), history.removed(index)


@SETTINGS
@given(table=tables(), edits=EDITS)
def test_the_sheets_kept_are_a_fresh_score_of_the_game_after_any_edits(table, edits):
    game, spare = table
    history = SheetHistory.of(game)
    assert_scored_afresh(history.sheets, game)
    for edit in edits:
        after = edited(game, history, edit, spare)
        if after is None:
            continue
        game, history = after
        assert history.hands == game.hands
        assert_scored_afresh(history.sheets, game)


@SETTINGS
@given(table=tables(), edit=EDITS.filter(bool).map(lambda edits: edits[0]))
def test_the_edit_that_undoes_the_last_gives_back_its_sheets_unwritten(table, edit):
    """An undo and a redo of the same edit write nothing: each history keeps the one the other edit makes (and
    the edit asked again, as the undo step makes the edit its check made, is the same history)."""
    game, spare = table
    history = SheetHistory.of(game)
    after = edited(game, history, edit, spare)
    if after is None:
        return
    game_after, history_after = after
    assert edited(game, history, edit, spare)[1] is history_after
    kind, where, _pick = edit
    count = len(game.hands)
    if kind == "record":
        back = history_after.removed(count)
    elif kind == "insert":
        back = history_after.removed(min(int(where * (count + 1)), count))
    elif kind == "replace":
        index = min(int(where * count), count - 1)
        back = history_after.replaced(index, game.hands[index])
    else:
        index = min(int(where * count), count - 1)
        back = history_after.inserted(index, game.hands[index])
    assert back is history
    assert edited(game, history, edit, spare)[1] is history_after  # and the redo


def test_an_early_hand_edited_leaves_the_later_hands_checked_and_scored(monkeypatch):
    """An early hand of 300 edited (its contract one higher: the pulya moves on from there): no later hand is
    checked or scored again, each is only written again against the pulya it now follows; struck out, the
    later hands are numbered anew, and only those whose dealer or raspasy run changed are checked again."""
    game = random_game(300, 3, target=10_000)
    history = SheetHistory.of(game)
    first = next(i for i, hand in enumerate(game.hands) if isinstance(hand, GameHand) and hand.contract.level < 10)
    hand = game.hands[first]
    checked, scored = [], []
    check_hand, score_hand = sheet_module.check_hand, sheet_module.score_hand
    monkeypatch.setattr(sheet_module, "check_hand", lambda *args: checked.append(args) or check_hand(*args))
    monkeypatch.setattr(sheet_module, "score_hand", lambda *args: scored.append(args) or score_hand(*args))
    higher = f"{hand.contract.level + 1}{str(hand.contract)[1:]}"
    other = GameHand.model_validate({**hand.model_dump(), "contract": higher})
    edited_history = history.replaced(first, other)
    assert len(checked) == len(scored) == 1  # the hand edited alone
    assert_scored_afresh(edited_history.sheets, game.replace_hand(first, other))
    checked.clear()
    removed = history.removed(first)
    assert len(checked) <= 3  # the next hand's dealer (and a raspasy run) may differ; the rest follow
    assert_scored_afresh(removed.sheets, game.without_hand(first))


def test_the_last_hand_struck_out_costs_nothing(monkeypatch):
    game = random_game(50, 3)
    history = SheetHistory.of(game)
    monkeypatch.setattr(sheet_module, "check_hand", pytest.fail)
    shorter = history.removed(49)
    assert shorter.sheets == history.sheets[:50] and shorter.hands == game.hands[:49]


def test_a_damaged_game_keeps_its_sheets_as_far_as_it_scores_and_an_edit_mends_it():
    good = random_game(12, 3)
    bad = RaspasyHand(tricks=(2, 5, 4))  # eleven tricks
    game = good.replace_hand(6, bad)
    history = SheetHistory.of(game)
    assert not history.complete and len(history.sheets) == 7 and isinstance(history.error, HandError)
    with pytest.raises(HandError):
        _ = history.last
    assert history.before(6) is history.sheets[6] and history.before(7) is None
    still = history.replaced(2, good.hands[2].model_copy(update={"open": True}))
    assert still.error is not None and len(still.sheets) == 7
    assert history.replaced(9, good.hands[9]).error is history.error  # after the damage: nothing to check it by
    mended = history.replaced(6, good.hands[6])
    assert mended.complete and [s.pulya for s in mended.sheets] == [score(good, before=k).pulya for k in range(13)]
    assert_scored_afresh(mended.sheets, good)
