"""Copy the result: the line for the chat and the picture, in the UI language."""

import re

import pytest
from PySide6.QtGui import QImage

from prefcount.share.result import card_png, card_svg, hands_text, summary_text
from prefcount.words.i18n import set_language


def test_the_summary_line_in_russian(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    assert summary_text(game, sheet, settlement, "₽") == (
        "Пулька 08.03: A +61,00 ₽, B −69,00 ₽, C +8,00 ₽; 9 раздач, Сочи, пуля до 10"
    )


def test_the_summary_line_in_ukrainian_and_english(sochi):
    game, sheet, settlement = sochi
    set_language("uk")
    assert summary_text(game, sheet, settlement, "₴") == (
        "Пулька 08.03: A +61,00 ₴, B −69,00 ₴, C +8,00 ₴; 9 роздач, Сочі, пуля до 10"
    )
    set_language("en")
    assert summary_text(game, sheet, settlement, "") == (
        "Pulka 08.03: A +61.00, B −69.00, C +8.00; 9 hands, Sochi, to 10"
    )


def test_an_unfinished_game_says_so(sochi):
    from prefcount.ledger import score, settle

    game, _sheet, _settlement = sochi
    game = game.model_copy(update={"hands": game.hands[:4], "title": "Среда"})
    sheet = score(game)
    line = summary_text(game, sheet, settle(sheet), "€")
    assert line.startswith("Среда 08.03: ")
    assert line.endswith("4 hands, Sochi, to 10 (not finished: as if it stopped now)")


def test_a_game_with_no_date_is_dated_by_its_file_or_not_at_all(sochi, tmp_path):
    """Never by today: the line and the sheet's header leave the date out, or take the file's time."""
    import os
    from datetime import datetime

    from prefcount.files import gamefile
    from prefcount.share.page import sheet_header

    game, sheet, settlement = sochi
    undated = game.model_copy(update={"created": None, "finished": None})
    assert summary_text(undated, sheet, settlement, "").startswith("Pulka: A +61.00")
    assert sheet_header(undated, sheet)[2] == ""
    assert ">Pulka<" in card_svg(undated, sheet, settlement, "")  # the header's title, and no date beside it
    assert not re.search(r">\d\d\.\d\d\.\d{4}<", card_svg(undated, sheet, settlement, ""))
    file = tmp_path / "среда.pulka"
    gamefile.save(undated, file)
    stamp = datetime(2023, 11, 5, 12, 0).timestamp()
    os.utime(file, (stamp, stamp))
    assert summary_text(undated, sheet, settlement, "", file).startswith("Pulka 05.11: A +61.00")
    assert sheet_header(undated, sheet, file)[2] == "05.11.2023"
    assert sheet_header(game, sheet, file)[2] == "08.03.2025"  # the game's own date comes first
    assert sheet_header(undated, sheet, tmp_path / "gone.pulka")[2] == ""


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


def test_long_names_and_a_changed_convention_stay_whole_in_the_picture(data_dir):
    """A long name wraps in its cell (as large as the others), who pays whom wraps, and the header holds the
    convention whole: nothing shrinks to a size a chat cannot show."""
    from prefcount.files import gamefile
    from prefcount.layout import MM_PER_PT
    from prefcount.ledger import score, settle
    from prefcount.share.result import SMALLEST

    game = gamefile.load(data_dir / "game-rostov-4p.json")
    long_name = "Александра Константиновна Преображенская-Милославская"
    game = game.model_copy(
        update={
            "players": (long_name, "Борис", "Вера Николаевна", "Гриша"),
            "title": "Среда у Константина Михайловича",
            "created": "2025-07-19T18:00",
            "convention": game.convention.model_copy(update={"consolation": not game.convention.consolation}),
        }
    )
    sheet = score(game)
    set_language("ru")
    svg = card_svg(game, sheet, settle(sheet), "₽")
    texts = re.findall(r'font-size="([\d.]+)"[^>]*>([^<]*)<', svg)
    shown = [text for _, text in texts]
    assert "Ростов, с изменениями, пуля до 10, вист 1 ₽" in shown and "19.07.2025" in shown
    assert "Александра Константиновна" in shown and "Преображенская-Милославская" in shown  # two lines, whole
    assert any(text.endswith("Милославская: 29,00 ₽") or text == "29,00 ₽" for text in shown)  # never "… ₽"
    assert not any(text.endswith("…") for text in shown if "Преображенская" in text or "₽" in text)
    table = [float(size) for size, text in texts if text in ("Борис", "Гриша", "8", "−74½", "45,50")]
    assert min(table) >= SMALLEST * MM_PER_PT
