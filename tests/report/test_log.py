"""The hand log's bid column names what RULES §9 adds to a hand."""

from pydantic import TypeAdapter

from prefcount.ledger import Hand
from prefcount.report.log import bid_text

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
    assert bid_text(dark, 0, 3) == "7♥ (×2, dark; prikup 2)"
    dealer = HAND.validate_python(
        {"kind": "game", "dealer": 3, "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass", "whist"]}
    )
    assert bid_text(dealer, 0, 4) == "6♠ (the dealer whists)"
    assert bid_text(HAND.validate_python({"kind": "raspasy", "tricks": [3, 3, 4], "multiplier": 4}), 2, 3) == (
        "raspasy ×2 (×4)"
    )
    assert bid_text(HAND.validate_python({"kind": "misere", "declarer": 1, "tricks": 0}), 0, 3) == "misère"


def test_names_in_the_log_wrap_between_words_never_inside_one():
    """A 4-player log once set «Григорий» in 17 mm and broke it «Григори / й»: the columns now fit the names."""
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
    log = "\n".join(text for text in texts if "Григорий" in text and "Сдаёт" in text)
    assert log, "the hand log page was not found"
    assert not re.search(r"Григори\s*\n\s*й", log)
    assert not re.search(r"Григори(?!й)", log)
