"""Issue 30 item 6: a heading stays with what it heads, and the settlement printed alone is whole."""

import pytest
from report_helpers import page_texts

from benchmarks.sample import random_game
from prefcount.report.game import render_game
from prefcount.words.i18n import set_language

#: Four players with long names: the settlement fills page 2 to the last lines, where «Convention: Classic» ended
#: the page and its table began page 3.
LONG = ("Александра Ивановна", "Константинопольский", "Вера", "Гена")


def body_lines(text: str) -> list[str]:
    """A page's lines without its footer (the title and the page number)."""
    footer = ("Пулька:", "Pulka:", "стр. ", "page ")
    return [line for line in text.splitlines() if line.strip() and not line.startswith(footer)]


@pytest.mark.parametrize("preset", ["classic", "sochi", "leningrad", "rostov"])
@pytest.mark.parametrize("every_option", [False, True])
def test_no_page_ends_on_a_heading(preset, every_option):
    set_language("ru")
    game = random_game(10, 4, seed=3, preset=preset, names=LONG, every_option=every_option)
    pages = page_texts(render_game(game))
    headings = ("Конвенция:", "Кто кому", "Итог", "Пуля и гора", "Роспись", "Запись по сдачам")
    for number, text in enumerate(pages[1:], 2):
        last = body_lines(text)[-1]
        assert not last.startswith(headings), f"page {number} ends on «{last}»"


def test_the_settlement_alone_keeps_its_convention_table():
    """«Печать росписи» prints the settlement's own pages, however many: never the heading without its table."""
    set_language("ru")
    game = random_game(10, 4, seed=3, preset="classic", names=LONG)
    pages = page_texts(render_game(game, parts=("settlement",)))
    text = "\n".join(pages)
    assert body_lines(pages[0])[0].startswith("Роспись")
    assert "Конвенция: Классика" in text
    assert "Цена виста" in text  # a row of the convention's table, wherever the page broke
    assert "Запись по сдачам" not in text  # no hand log
    whole = page_texts(render_game(game))
    assert len(whole) == 1 + len(pages) + len(page_texts(render_game(game, parts=("log",))))
