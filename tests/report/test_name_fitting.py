"""A long name in the PDF's tables shrinks to fit its cell or breaks after a hyphen, never inside a word
(issue 30 §7: «Константин|опольский» in the hand log and the whist tables)."""

from __future__ import annotations

import re

import pytest
from report_helpers import DATA, page_texts
from reportlab.pdfbase.pdfmetrics import stringWidth

from prefcount.files.gamefile import load
from prefcount.report.fitting import SMALLEST, fitted, fitted_size
from prefcount.report.fonts import BOLD, REGULAR, register_fonts
from prefcount.report.game import render_game
from prefcount.report.pdf import styles

LONG = ("Константинопольский", "Александра Петровна", "Вера-Виктория")


def fragments(text: str, names) -> list[str]:
    """Pieces of the names' words that are not whole words, nor the parts a hyphen parts (Вера- | Виктория)."""
    words = {word for name in names for word in name.split()}
    allowed = words | {piece for word in words for piece in re.findall(r"[^-]+-?", word)}
    found = []
    for token in re.findall(r"[\w-]+", text):
        if token in allowed:
            continue
        if any(
            len(token) >= 2 and token != word and (word.startswith(token) or word.endswith(token)) for word in words
        ):
            found.append(token)
    return found


@pytest.mark.parametrize("players", [LONG, ("Константинопольский", "Б", "Вера-Виктория-Мария", "Г")])
def test_no_name_breaks_inside_a_word_on_any_page(players):
    game = load(DATA / f"game-{'sochi-3p' if len(players) == 3 else 'rostov-4p'}.json")
    data = render_game(game.model_copy(update={"players": players}))
    for page, text in enumerate(page_texts(data)[1:], start=2):
        assert fragments(text, players) == [], f"page {page}"


def test_a_word_too_long_shrinks_to_fit_and_a_hyphen_is_where_it_breaks():
    register_fonts()
    room = 60.0  # points inside the cell
    size, hyphens = fitted_size("Константинопольский", REGULAR, 8.5, room)
    assert not hyphens and stringWidth("Константинопольский", REGULAR, size) <= room + 1e-6
    assert size < 8.5
    assert fitted_size("Аня Борисова", REGULAR, 8.5, room) == (8.5, False)  # fits: as it was
    narrow = 45.0  # «Вера-Виктория» would need less than SMALLEST whole: it breaks after its hyphen
    assert stringWidth("Вера-Виктория", BOLD, SMALLEST) > narrow
    size, hyphens = fitted_size("Вера-Виктория", BOLD, 8.5, narrow)
    assert hyphens and size >= SMALLEST and stringWidth("Виктория", BOLD, size) <= narrow
    paragraph = fitted("Вера-Виктория", styles()["cell_bold"], narrow)
    paragraph.wrap(narrow, 1000)
    lines = [" ".join(str(word) for word in line[1]) for line in paragraph.blPara.lines]
    assert lines == ["Вера-", "Виктория"]
