"""A hand's label: its title and its notes (a concession, what RULES §9 adds) in one bracket."""

import pytest

from prefcount.ledger import GameHand, MisereHand, RaspasyHand
from prefcount.words.hands import hand_label

WHISTED = [None, "whist", "pass"]


@pytest.mark.parametrize(
    ("hand", "raspasy_k", "label"),
    [
        (GameHand(declarer=0, contract="7H", calls=WHISTED, tricks=[7, 2, 1]), 0, "7♥"),
        (GameHand(declarer=0, contract="10H", calls=WHISTED, conceded=True), 0, "10♥ (down three)"),
        (
            GameHand(declarer=0, contract="10H", calls=WHISTED, conceded=True, prikup=1),
            0,
            "10♥ (down three; prikup 1)",
        ),
        (
            GameHand(declarer=0, contract="6H", calls=WHISTED, tricks=[6, 3, 1], multiplier=2, prikup=2),
            0,
            "6♥ (×2, dark; prikup 2)",
        ),
        (
            GameHand(declarer=0, contract="7D", calls=[None, "whist", "half-whist"], tricks=[6, 3, 1]),
            0,
            "7♦ (whist taken back)",
        ),
        (
            GameHand(declarer=0, contract="6S", calls=[None, "whist", "half-whist"], conceded=True, prikup=1),
            0,
            "6♠ (down three; prikup 1; whist taken back)",
        ),
        (GameHand(declarer=0, contract="7D", calls=[None, "pass", "half-whist"]), 0, "7♦"),
        (MisereHand(declarer=1, tricks=0), 0, "misère"),
        (RaspasyHand(tricks=[3, 3, 4]), 2, "raspasy ×2"),
    ],
)
def test_a_label_has_one_bracket_of_notes(hand, raspasy_k, label):
    assert hand_label(hand, raspasy_k) == label
