"""Hands of every kind for a three-player game, as the hand entry (the model and the panel) must load them back."""

from prefcount.ledger import AdjustmentHand, GameHand, MisereHand, RaspasyHand

EVERY_KIND = (
    GameHand(declarer=1, contract="7H", calls=("whist", None, "pass"), tricks=(3, 6, 1)),
    MisereHand(declarer=2, tricks=1),
    RaspasyHand(tricks=(2, 5, 3)),
    GameHand(declarer=0, contract="7S", calls=(None, "pass", "half-whist")),
    AdjustmentHand(pulya=(4, 0, 2), note="бумага"),
)
