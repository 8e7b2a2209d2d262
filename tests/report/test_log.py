"""The hand log's bid column names what RULES §9 adds to a hand."""

from pydantic import TypeAdapter

from prefcount.ledger import Hand
from prefcount.words import hand_label

HAND = TypeAdapter(Hand)


def test_bid_text_names_dark_hands_prikup_and_the_dealers_whist():
    dark = HAND.validate_python(
        {
            "kind": "game",
            "declarer": 0,
            "contract": "7H",
            "calls": [None, "whist", "pass"],
            "multiplier": 2,
            "prikup": 2,
        }
    )
    assert hand_label(dark, 0, 3) == "7♥ (×2, dark; prikup 2)"
    dealer = HAND.validate_python(
        {"kind": "game", "dealer": 3, "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass", "whist"]}
    )
    assert hand_label(dealer, 0, 4) == "6♠ (the dealer whists)"
    assert hand_label(HAND.validate_python({"kind": "raspasy", "tricks": [3, 3, 4], "multiplier": 4}), 2, 3) == (
        "raspasy ×2 (×4)"
    )
    assert hand_label(HAND.validate_python({"kind": "misere", "declarer": 1, "tricks": 0}), 0, 3) == "misère"


def test_names_on_paper_wrap_between_words_never_inside_one():
    """A 4-player PDF once set «Григорий» in 17 mm in the log («Григори / й») and in 16 mm columns of the
    settlement's whist matrices («Григор / ий»): the log's columns fit the names, the matrices' headings are
    set smaller when a name would not fit."""
    import re

    from report_helpers import page_texts

    from prefcount.i18n import set_language
    from prefcount.report.game import render_game
    from prefcount.sample import random_game

    set_language("ru")
    try:
        game = random_game(24, 4, every_option=True, names=("Аня", "Борис", "Вера", "Григорий"))
        texts = page_texts(render_game(game))
    finally:
        set_language("en")
    text = "\n".join(texts)
    assert "Сдаёт" in text and "Висты (строка на столбец)" in text  # the log and the settlement are there
    assert "Григорий" in text
    assert not re.search(r"Григор(?!ий)", text)
