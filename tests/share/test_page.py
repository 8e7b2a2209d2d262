"""The page's snapshot: what a phone sees, made once per change, safe to put inside the page."""

import json
import re

import pytest

from prefcount.files import gamefile
from prefcount.ledger import score
from prefcount.share.page import (
    PAGE_FRAME,
    UNIT,
    HandRow,
    content_security_policy,
    page_state,
    page_template,
    sheet_svg,
    snapshot,
)
from prefcount.words.i18n import set_language


def embedded_state(page: bytes) -> dict:
    text = page.decode("utf-8")
    found = re.search(r'<script type="application/json" id="state">(.*?)</script>', text, re.S)
    assert found, "no state in the page"
    return json.loads(found.group(1))


def test_the_state_has_the_sheet_the_standings_with_money_and_the_hands(sochi):
    game, sheet, settlement = sochi
    rows = [HandRow("1", "C", "A", "6♠", "B W, C W", "6-3-1", "A +2 to pulya")]
    state = page_state(game, sheet, settlement, "₽", rows)
    assert state["over"] is True
    assert state["standings"]["head"][-1] == "Money, ₽"
    assert [row["cells"][-1] for row in state["standings"]["rows"]] == ["61.00", "−69.00", "8.00"]
    assert [row["sign"] for row in state["standings"]["rows"]] == [1, -1, 1]
    assert state["hands"] == [["1", "C", "A", "6♠", "B W, C W", "6-3-1", "A +2 to pulya", False]]
    assert state["svg"].startswith("<svg") and "10*" in state["svg"]
    assert "settle up" not in state["status"]  # the page says the game is over in its own bar


def test_the_page_carries_its_state_and_speaks_the_ui_language(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    shot = snapshot(7, page_state(game, sheet, settlement, "₽"))
    assert shot.version == 7
    page = shot.page.decode("utf-8")
    assert '<html lang="ru">' in page and "<title>Пулька: A, B, C</title>" in page
    state = embedded_state(shot.page)
    assert state["v"] == 7 and state["words"]["over"] == "Пулька окончена."
    assert json.loads(shot.state) == state
    assert shot.event.startswith(b"id: 7\ndata: {") and shot.event.endswith(b"}\n\n")
    assert shot.event.count(b"\n") == 3  # one data line, however many lines the names or words have


def test_a_name_cannot_break_out_of_the_page(sochi):
    game, _sheet, _settlement = sochi
    evil = ["</script><script>alert(1)</script>", "__STATE__ & __TITLE__", "Вера\n«В»"]
    game = game.model_copy(update={"players": evil, "title": "__LANG__</title><b>"})
    from prefcount.ledger import score, settle

    sheet = score(game)
    shot = snapshot(1, page_state(game, sheet, settle(sheet), ""))
    page = shot.page.decode("utf-8")
    assert page.count("<script") == 2  # the state and the page's own script, nothing else
    assert "</title><b>" not in page and "__LANG__&lt;/title&gt;&lt;b&gt;" in page
    assert embedded_state(shot.page)["players"] == evil  # the names come back as they are
    assert page.startswith('<!doctype html>\n<html lang="en">')  # a name that reads "__LANG__" stays a name


def test_the_page_shows_no_file_path(sochi, tmp_path):
    game, sheet, settlement = sochi
    page = snapshot(1, page_state(game, sheet, settlement, "₽")).page.decode("utf-8")
    assert "game-sochi-3p" not in page and str(tmp_path.anchor) + "home" not in page and ".pulka" not in page


def test_a_game_that_does_not_score_shows_its_hands_and_why(sochi):
    game, _sheet, _settlement = sochi
    state = page_state(game, None, None, "", [HandRow("1", "", "", "?", "", "", "")], error="Hand 1: broken")
    assert state["error"] == "Hand 1: broken" and "svg" not in state and len(state["hands"]) == 1
    embedded_state(snapshot(1, state).page)


def test_only_the_pages_own_script_and_style_may_run():
    policy = content_security_policy()
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy and "unsafe" not in policy
    scripts = re.findall(r"'sha256-[^']+'", policy)
    assert len(scripts) == 2  # one script, one style sheet
    template = page_template()
    assert "http://" not in template and "https://" not in template  # nothing fetched from elsewhere
    assert len(template.encode("utf-8")) < 16_000  # one small file


def test_the_phone_sheet_is_laid_out_as_the_screen_lays_it_out(sochi):
    game, sheet, _settlement = sochi
    svg = sheet_svg(game, sheet)
    assert "Sochi, to 10, whist 0.5" in svg and ">A<" in svg and ">10<" in svg


@pytest.mark.parametrize("name", ["gusarik-2p", "leningrad-3p", "sochi-3p", "rostov-4p", "table-4p"])
def test_the_phone_sheet_is_readable_at_360_pixels(data_dir, name):
    """Every text of the sheet — captions, whose whists, names, header, totals — at least 9 CSS pixels high on a
    phone 360 pixels wide (the sheet is drawn 348 wide there), in every kind of game."""
    game = gamefile.load(data_dir / f"game-{name}.json")
    svg = sheet_svg(game, score(game))
    sizes = {float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)}
    pixels_a_unit = 348 / (PAGE_FRAME.width * UNIT)
    assert min(sizes) * pixels_a_unit >= 9.0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_long_games_final_totals_are_at_least_12_pixels_on_a_360_phone(players):
    """Issue 27 item 15: in long games the phone set a zone's totals, its final one too, at 9 CSS pixels. Each
    zone's final total (bold, underlined) is 12 pixels high at least where the sheet is 346 pixels wide (a phone
    360 wide: 6 pixels of margin each side, its 1-pixel border); the earlier totals give way after «…»."""
    from benchmarks.sample import random_game

    game = random_game(300, players, seed=7, target=1000)
    svg = sheet_svg(game, score(game))
    finals = [float(size) for size in re.findall(r'<text font-size="([\d.]+)"[^>]*>[^<]*</text><line', svg)]
    assert len(finals) >= 3 * players  # a final total in every zone (pulya, gora, whists on each other)
    pixels_a_unit = 346 / (PAGE_FRAME.width * UNIT)
    assert min(finals) * pixels_a_unit >= 12.0
    assert "…" in svg  # some zone shows only its latest totals
