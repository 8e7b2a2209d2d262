"""Copy the result: the line for the chat and the picture, in the UI language."""

import pytest
from PySide6.QtGui import QImage

from prefcount.i18n import set_language
from prefcount.share.result import card_png, card_svg, hands_text, summary_text


def test_the_summary_line_in_russian(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    assert summary_text(game, sheet, settlement, "₽") == (
        "Пулька 01.12: A +61,00 ₽, B −69,00 ₽, C +8,00 ₽; 9 раздач, Сочи до 10"
    )


def test_the_summary_line_in_ukrainian_and_english(sochi):
    game, sheet, settlement = sochi
    set_language("uk")
    assert summary_text(game, sheet, settlement, "₴") == (
        "Пулька 01.12: A +61,00 ₴, B −69,00 ₴, C +8,00 ₴; 9 роздач, Сочі до 10"
    )
    set_language("en")
    assert summary_text(game, sheet, settlement, "") == "Pulka 01.12: A +61.00, B −69.00, C +8.00; 9 hands, Sochi to 10"


def test_an_unfinished_game_says_so(sochi):
    from prefcount.ledger import score, settle

    game, _sheet, _settlement = sochi
    game = game.model_copy(update={"hands": game.hands[:4], "title": "Среда"})
    sheet = score(game)
    line = summary_text(game, sheet, settle(sheet), "€")
    assert line.startswith("Среда 01.12: ")
    assert line.endswith("4 hands, Sochi to 10 (not finished: as if it stopped now)")


@pytest.mark.parametrize(
    ("count", "ru", "uk", "en"),
    [
        (1, "1 раздача", "1 роздача", "1 hand"),
        (2, "2 раздачи", "2 роздачі", "2 hands"),
        (5, "5 раздач", "5 роздач", "5 hands"),
        (11, "11 раздач", "11 роздач", "11 hands"),
        (21, "21 раздача", "21 роздача", "21 hands"),
        (24, "24 раздачи", "24 роздачі", "24 hands"),
    ],
)
def test_counted_hands_take_the_languages_plural_forms(count, ru, uk, en):
    for language, expected in (("ru", ru), ("uk", uk), ("en", en)):
        set_language(language)
        assert hands_text(count) == expected


def test_the_picture_has_the_sheet_the_money_and_who_pays_whom(sochi, qapp):
    game, sheet, settlement = sochi
    set_language("ru")
    svg = card_svg(game, sheet, settlement, "₽")
    for text in ("Деньги, ₽", "61,00", "−69,00", "B → A: 61,00 ₽", "B → C: 8,00 ₽", "9 раздач · пулька окончена"):
        assert f">{text}<" in svg, text
    image = QImage.fromData(card_png(game, sheet, settlement, "₽"), "PNG")
    assert image.width() == 1080 and 1200 < image.height() < 1700  # one picture a messenger sends as it is
