"""The PDFs read back: names, target, running totals, settlement figures, fonts, pages, metadata."""

import re
from fractions import Fraction

import pytest
from report_helpers import DATA, assert_only_dejavu, bold_texts, expected, flat, page_texts, reader, zone_texts

from benchmarks.sample import random_game
from prefcount.files.gamefile import load
from prefcount.layout import paper_amount
from prefcount.ledger import GROUPS, Convention, format_amount, groups_for, score
from prefcount.report.blank import render_blank
from prefcount.report.game import pulka_page, render_game
from prefcount.words.i18n import set_language
from prefcount.words.options import group_title, option_label

NUMBER = re.compile(r"[-−]?\d+[½⅓⅔¼¾⅙⅚]?")


def running_totals(want: dict) -> dict[tuple, list[str]]:
    """Each zone's running totals as on paper, from the expected per-hand changes (not from the ledger)."""
    n = len(want["players"])
    zones = {}
    for change in want["per_hand"]:
        deltas = {("pulya", i): change["pulya"][i] for i in range(n)}
        deltas |= {("gora", i): change["gora"][i] for i in range(n)}
        deltas |= {("whists", i, j): change["whists"][i][j] for i in range(n) for j in range(n) if i != j}
        for zone, delta in deltas.items():
            if delta:
                total = zones.setdefault(zone, [Fraction(0)])
                total.append(total[-1] + Fraction(delta))
    return {zone: [paper_amount(format_amount(value)) for value in marks[1:]] for zone, marks in zones.items()}


def first_hands(game, count: int):
    return game.model_copy(update={"hands": game.hands[:count]})


def truncated_expected(name: str, count: int) -> dict:
    want = dict(expected(name))
    want["per_hand"] = want["per_hand"][:count]
    return want


REFERENCE = [
    ("game-sochi-3p.json", None),
    ("game-leningrad-3p.json", None),
    # hand 8 of the Rostov game is refused by the ledger (see tests/ledger): print hands 1-7
    ("game-rostov-4p.json", 7),
    ("game-gusarik-2p.json", None),  # two players: two sectors, the dummy's tricks in the log
    ("game-table-4p.json", None),
]


@pytest.mark.parametrize("name,count", REFERENCE)
def test_pulka_page_has_names_target_and_every_running_total(name, count):
    game = load(DATA / name)
    want = expected(name)
    if count:
        game, want = first_hands(game, count), truncated_expected(name, count)
    data = render_game(game)
    page1 = page_texts(data)[0]
    for player in game.players:
        assert player in page1.split("\n")
    assert str(game.convention.pulya_target) in page1.split("\n")
    totals = running_totals(want)
    assert totals, "the game wrote nothing?"
    in_zones = zone_texts(data, pulka_page(game, score(game)))
    for zone, marks in totals.items():
        written = [number for text in in_zones.get(zone, []) for number in NUMBER.findall(text)]
        assert written == marks, f"{zone}: the sheet shows {written}, the reference {marks}"


def test_negative_gora_is_printed_with_a_minus_sign():
    from prefcount.ledger import score

    game = random_game(30, 3, seed=2, preset="classic", target=10)
    sheet = score(game)
    assert min(sheet.gora) < 0
    page1 = page_texts(render_game(game))[0]
    lowest = min(sheet.gora)
    assert "\u2212" + format_amount(-lowest) in NUMBER.findall(page1)


def test_final_totals_are_bold_and_underlined_and_help_is_marked():
    game = load(DATA / "game-sochi-3p.json")
    data = render_game(game)
    page1 = page_texts(data)[0]
    # B's gora, the paper way: 5.17.21 then 20 after the write-off of hand 9, which is marked
    assert re.search(r"5\.\s*17\.\s*21\.\s*20\*", page1)
    # pulya of A: 2.3.9 then 10 on hand 8, where A helped B close
    assert re.search(r"2\.\s*3\.\s*9\.\s*10\*", page1)


@pytest.mark.parametrize("name,count", REFERENCE)
def test_settlement_page_has_the_reference_figures(name, count):
    game = load(DATA / name)
    data = render_game(game if not count else first_hands(game, count))
    text = flat(page_texts(data)[1])
    if not count:
        want = expected(name)["settlement"]
        for money in want["money"]:
            assert money in text
        for whole in want["rounded_whists"]:
            assert str(whole) in text
    sheet = score(game if not count else first_hands(game, count))
    for value in sheet.gora:
        assert format_amount(value) in text
    assert "Who pays whom" in text
    for group in groups_for(game.n):
        assert flat(group_title(group.key)) in text, group.key
        for info in group.options:
            assert flat(option_label(info.key)) in text, info.key


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_convention_is_printed_group_by_group_for_the_number_of_players(players):
    game = random_game(12, players, seed=3, target=30)
    changed = Convention.from_preset("sochi", overflow="count", dealer_may_whist=True, pulya_target=30)
    data = render_game(game.model_copy(update={"convention": changed}))
    assert len(reader(data).pages) == 3  # the convention fits under the settlement
    text = flat(page_texts(data)[1])
    convention = text[text.index("Convention: Sochi") :]
    titles = [group_title(group.key) for group in GROUPS]
    shown = [title for title in titles if title in convention]
    assert shown == [group_title(group.key) for group in groups_for(players)]
    assert ("Four players" in shown) == (players == 4)
    assert ("Whist is forced" in convention) == (players == 2)  # a two-player option (RULES §10)
    # the two columns are read row by row: each group's heading comes before its first option
    for group in groups_for(players):
        assert convention.index(group_title(group.key)) < convention.index(flat(option_label(group.options[0].key)))
    bold = bold_texts(data, 1)
    assert "count it in the pulya" in bold and "30" in bold
    assert ("yes" in bold) == (players == 4)  # dealer returns the whist: changed, shown only for four


def test_who_pays_whom_in_the_sochi_game():
    data = render_game(load(DATA / "game-sochi-3p.json"))
    text = flat(page_texts(data)[1])
    assert "B pays A: 61.00" in text
    assert "B pays C: 8.00" in text
    assert "money at 0.5 a whist" in text


def test_hand_log_lists_every_hand_with_suit_symbols():
    data = render_game(load(DATA / "game-sochi-3p.json"))
    log = flat(page_texts(data)[2])
    for bid in ("6♠", "7♥", "8♦", "6♣", "7♠", "8♥", "misère", "raspasy"):
        assert bid in log
    assert "half-whist" in log and "(help to close)" in log and "(written off the gora)" in log
    assert "A +2 pulya; B → A 6 whists; C → A 2 whists" in log


def test_pages_of_a_short_game():
    data = render_game(load(DATA / "game-leningrad-3p.json"))
    assert len(reader(data).pages) == 3  # pulka, settlement, log


def test_a_long_log_flows_over_pages_with_its_header_repeated():
    data = render_game(random_game(100, 4, seed=2, target=20))
    texts = page_texts(data)
    assert len(texts) >= 5
    log_pages = texts[2:]
    for text in log_pages:
        assert "Dealer" in text and "Written" in text
    numbers = set()
    for text in log_pages:
        numbers |= {int(line) for line in text.split("\n") if line.isdigit()}
    assert set(range(1, 101)) <= numbers
    assert reader(data).pages[0].mediabox.width > reader(data).pages[0].mediabox.height
    assert reader(data).pages[1].mediabox.width < reader(data).pages[1].mediabox.height


def test_portrait_and_letter():
    data = render_game(load(DATA / "game-sochi-3p.json"), paper="letter", landscape=False)
    box = reader(data).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


@pytest.mark.parametrize("kind", ["blank2", "blank3", "blank4-two-up", "blank-landscape-two-up", "game3", "game4"])
def test_every_font_is_embedded_dejavu(kind):
    set_language("ru")
    data = {
        "blank2": lambda: render_blank(2, ["Аня", "Борис"], 20, two_up=True),
        "blank3": lambda: render_blank(3, ["Аня", "Борис", "Вера"], 20),
        "blank4-two-up": lambda: render_blank(4, two_up=True),
        "blank-landscape-two-up": lambda: render_blank(3, paper="letter", landscape=True, two_up=True),
        "game3": lambda: render_game(load(DATA / "game-sochi-3p.json")),
        "game4": lambda: render_game(random_game(40, 4, seed=4, target=20)),
    }[kind]()
    assert_only_dejavu(data)


def test_blank_sheet_prints_names_target_and_blanks():
    data = render_blank(4, ["Аня", "Борис", "Вера", "Григорий"], 30, date="28.11.2026", convention="Сочи")
    pdf = reader(data)
    assert len(pdf.pages) == 1
    lines = pdf.pages[0].extract_text().split("\n")
    for word in ("Аня", "Борис", "Вера", "Григорий", "30", "Сочи", "Date: 28.11.2026"):
        assert word in lines
    assert pdf.metadata.author == "prefcount"
    assert pdf.metadata.title == "Blank pulka for 4 players"
    assert pdf.metadata.creation_date is not None


def test_blank_two_up_is_one_page_with_two_sheets():
    data = render_blank(3, ["Аня", "Борис", "Вера"], 10, two_up=True)
    pdf = reader(data)
    assert len(pdf.pages) == 1
    assert pdf.pages[0].extract_text().split("\n").count("Pulka") == 2


def test_blank_without_names_numbers_the_players():
    set_language("ru")
    text = page_texts(render_blank(3))[0]
    for word in ("Игрок 1", "Игрок 2", "Игрок 3", "Пулька", "Дата: ____________", "пуля", "гора"):
        assert word in text.split("\n")


@pytest.mark.parametrize(
    "lang,words",
    [
        ("ru", ["Роспись пульки", "Кто кому платит", "Запись по сдачам", "мизер", "распасы", "полвиста", "вист"]),
        ("uk", ["Розпис пульки", "Хто кому платить", "Запис по роздачах", "мізер", "розпаси", "піввіста", "віст"]),
    ],
)
def test_sheet_in_russian_and_ukrainian(lang, words):
    set_language(lang)
    text = flat(" ".join(page_texts(render_game(load(DATA / "game-sochi-3p.json")))))
    for word in words:
        assert word in text
    assert "Who pays whom" not in text


def test_no_trumps_are_written_bk_in_russian():
    from prefcount.ledger import PRESETS, Game, GameHand

    set_language("ru")
    game = Game(
        players=("Аня", "Борис", "Вера"),
        convention=PRESETS["sochi"],
        hands=(GameHand(declarer=0, contract="6NT", calls=(None, "pass", "pass")),),
    )
    log = page_texts(render_game(game))[2]
    assert "6БК" in log


def test_two_players_sheet_and_log():
    game = load(DATA / "game-gusarik-2p.json")
    texts = page_texts(render_game(game))
    assert len(texts) == 3
    lines = texts[0].split("\n")
    assert {"A", "B", "20"} <= set(lines) and lines.count("pulya") == 2 and lines.count("gora") == 2
    log = flat(texts[2])
    assert "dummy" in log  # the dummy's tricks have their own column
    assert "B pays A: 78.00" in flat(texts[1])
