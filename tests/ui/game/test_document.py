"""The document derives the sheet and the settlement once per change; undo commands keep only what changed."""

import pytest

from prefcount.files import gamefile
from prefcount.ledger import Game, score, settle
from prefcount.ui.game.commands import DeleteHand, EditHand, RecordHand, RenamePlayer
from prefcount.ui.game.document import GameDocument


@pytest.fixture
def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")


def test_one_signal_per_change_and_the_views_read_one_sheet(sochi):
    document = GameDocument(Game(players=sochi.players, convention=sochi.convention))
    seen = []
    document.changed.connect(lambda change: seen.append((change.kind, change.index, document.sheet)))
    for hand in sochi.hands:
        document.push(RecordHand(document, hand))
    assert [kind for kind, _, _ in seen] == ["append"] * len(sochi.hands)
    assert [index for _, index, _ in seen] == list(range(len(sochi.hands)))
    fresh = score(sochi)
    sheet = document.sheet
    assert (sheet.pulya, sheet.gora, sheet.whists) == (fresh.pulya, fresh.gora, fresh.whists)
    assert document.settlement.net == settle(fresh).net
    document.undo_stack.undo()
    assert seen[-1][:2] == ("remove", len(sochi.hands) - 1)
    assert document.settlement.net == settle(score(document.game)).net


@pytest.mark.parametrize(
    "make",
    [
        lambda d, g: RecordHand(d, g.hands[0]),
        lambda d, g: EditHand(d, 0, g.hands[1]),
        lambda d, g: DeleteHand(d, 2),
        lambda d, g: RenamePlayer(d, 1, "Борис"),
    ],
)
def test_commands_hold_what_changed_not_whole_games(sochi, make):
    document = GameDocument(sochi)
    before = document.game
    command = make(document, sochi)
    assert not any(isinstance(value, Game) for value in vars(command).values())
    document.push(command)
    after = document.game
    assert after != before
    document.undo_stack.undo()
    assert document.game == before
    document.undo_stack.redo()
    assert document.game == after
    fresh = score(after)
    assert (document.sheet.pulya, document.sheet.gora, document.sheet.whists) == (
        fresh.pulya,
        fresh.gora,
        fresh.whists,
    )
