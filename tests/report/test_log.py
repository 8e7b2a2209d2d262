"""The hand log's bid column names what RULES §9 adds to a hand."""

from pydantic import TypeAdapter

from prefcount.ledger import Hand
from prefcount.words.hands import hand_label

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

    from benchmarks.sample import random_game
    from prefcount.report.game import render_game
    from prefcount.words.i18n import set_language

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


def test_a_half_whister_who_was_left_out_keeps_his_tricks_inside_his_column():
    """RULES §11.5: after a returned whist the half-whister's cell reads «полвиста 1» — a plain string that never
    wraps, so its column is as wide as the whole text (it used to run into the «Written» column)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from prefcount.ledger import Convention, Game, score
    from prefcount.report.fonts import REGULAR
    from prefcount.report.log import _column_widths, seat_cell
    from prefcount.words.i18n import set_language

    returned = HAND.validate_python(
        {"kind": "game", "declarer": 0, "contract": "7D", "calls": [None, "whist", "half-whist"], "tricks": [6, 3, 1]}
    )
    game = Game(
        players=("A", "B", "C"),
        convention=Convention.from_preset("leningrad", returned_whist="half_whister_out"),
        hands=(returned,),
    )
    set_language("ru")
    try:
        result = score(game).hands[0]
        cells = [seat_cell(result, seat) for seat in range(3)]
        assert cells == ["6", "вист 3", "полвиста 1"]
        assert hand_label(returned, 0, 3) == "7♦ (возврат виста)"
        _names, seat_w, _written = _column_widths(list(game.players), list(game.players), set(cells), 190 * 72 / 25.4)
        assert seat_w >= stringWidth("полвиста 1", REGULAR, 8.5)
    finally:
        set_language("en")


def test_a_long_log_breaks_lines_only_where_a_cell_can_wrap():
    """Issue 29 §5: the log built one Paragraph (a line-breaking pass) per name, bid and "Written" cell — 12,805 for
    1,000 hands. A cell that fits its column on one line is a plain string; only what wraps is a paragraph."""
    from reportlab.platypus import Paragraph

    from benchmarks.sample import random_game
    from prefcount.ledger import score
    from prefcount.report.log import hand_log
    from prefcount.report.pdf import styles

    table = hand_log(score(random_game(200, 3, seed=11, target=100)), styles(), 190 * 72 / 25.4)
    body = [cell for row in table._cellvalues[1:] for cell in row]
    paragraphs = [cell for cell in body if isinstance(cell, Paragraph)]
    assert len(paragraphs) < len(table._cellvalues) - 1, len(paragraphs)  # was four a row (name, name, bid, Written)
