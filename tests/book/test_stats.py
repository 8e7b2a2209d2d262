"""Statistics of a small book against figures worked out by hand from RULES §3–§5.

Pulka 1 (6 Nov, Sochi, target 2, 1 a whist): Аня, Борис, Вера.
  1. Аня 6♠, both whist, 6/3/1: Аня pulya +2 (closed); Борис→Аня 6, Вера→Аня 2; nobody short.
  2. Борис 6♣, Аня whists, Вера passes, 3/5/2: down 1 → Борис gora +2; Аня→Борис 5·2 + 2 = 12
     (greedy), Вера→Борис 2 (consolation to the passer).
  3. Вера misère clean: +10, 2 go in, 8 overflow: help Борис to 2 (Вера→Борис 20), 6 off her gora.
  gora 0/2/−6, W: Б→А 6, В→А 2, А→Б 12, В→Б 22. E = 0/2/−6, mean −4/3:
  nets −28/3, −184/3, +212/3, paid −9.34, −61.33, +70.67 (largest remainder: cents sum to zero).
  Pairwise (amnesty 6/8/0, gora whists 20, 80/3, 0):
  Аня–Борис 38/3, Аня–Вера −22, Борис–Вера −146/3.
Pulka 2 (13 Nov, Sochi, target 2, 0.50 a whist): Боря (= Борис), Вера, Гриша.
  1. Raspasy 0/4/6: Боря pulya +1, Вера gora +4, Гриша gora +6.
  2. Гриша 7♥, both pass: +4, 2 go in, help Боря 1 (Гриша→Боря 10) and Вера 1 (Гриша→Вера 10).
  3. Вера 6♦, both whist, 1/8/1: +2, 1 goes in, 1 off her gora; Гриша→Вера 2, Боря→Вера 2;
     each whister 1 short of his quota of 2 → gora +2 each.
  gora 2/3/8, W: Б→В 2, Г→Б 10, Г→В 12. mean E 13/3: nets 46/3, −2/3, −44/3;
  money 23/3, −1/3, −22/3, paid 7.67, −0.34, −7.33 (largest remainder).
  Pairwise (amnesty 0/1/6, gora whists 0, 10/3, 20):
  Боря–Вера 16/3, Боря–Гриша 10, Вера–Гриша 14/3.
Pulka 3 (20 Nov, unfinished, Sochi target 10): Аня 6♠ both pass → pulya 2.
  E 8/10/10, mean 28/3: nets 40/3, −20/3, −20/3.
"""

from __future__ import annotations

from datetime import date, datetime
from fractions import Fraction as F

import pytest
from where import DATA

from prefcount.book import Book, Filter, LevelCounts, plain_money


@pytest.fixture
def book(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.merge("Боря", "Борис")
        yield book


def test_problems_listed_with_reasons(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        problems = {p.path.name: p for p in book.refresh()}
    assert set(problems) == {"broken.pulka", "notes.pulka"}
    assert problems["broken.pulka"].kind == "damaged"
    assert "not valid JSON" in problems["broken.pulka"].message()
    assert problems["notes.pulka"].kind == "foreign"
    assert "not a prefcount game" in problems["notes.pulka"].message()


def test_per_person_after_merge(book):
    stats = book.stats()
    assert set(stats) == {"Аня", "Борис", "Вера", "Гриша"}
    boris = stats["Борис"]
    assert (boris.pulkas, boris.won, boris.lost, boris.hands) == (2, 1, 1, 6)
    assert boris.money_cents == -6133 + 767
    assert boris.whists == F(-184, 3) + F(46, 3)
    assert boris.money_cents_per_pulka == F(-5366, 2)
    assert boris.contracts[6] == LevelCounts(1, 0, 1)
    assert boris.declared == LevelCounts(1, 0, 1)
    assert (boris.whisted, boris.remizes, boris.raspasy, boris.raspasy_tricks) == (2, 1, 1, 0)
    assert boris.best.money_cents == 767 and boris.best.path.name == "2026-11-13.pulka"
    assert boris.worst.money_cents == -6133
    assert (boris.longest_winning_streak, boris.longest_losing_streak, boris.current_streak) == (1, 1, 1)

    anya = stats["Аня"]
    assert (anya.pulkas, anya.money_cents, anya.whists, anya.hands) == (1, -934, F(-28, 3), 3)
    assert anya.contracts[6] == LevelCounts(1, 1, 0) and anya.whisted == 1 and anya.remizes == 0
    assert anya.current_streak == -1

    vera = stats["Вера"]
    assert vera.money_cents == 7067 - 34 and vera.whists == 70
    assert (vera.misere_declared, vera.misere_made, vera.misere_caught) == (1, 1, 0)
    assert vera.contracts[6] == LevelCounts(1, 1, 0)
    assert (vera.whisted, vera.raspasy, vera.raspasy_tricks, vera.raspasy_average_tricks) == (1, 1, 4, 4)
    assert vera.whists_per_hand == F(70, 6)

    grisha = stats["Гриша"]
    assert (grisha.money_cents, grisha.whists) == (-733, F(-44, 3))
    assert grisha.contracts[7] == LevelCounts(1, 1, 0)
    assert (grisha.whisted, grisha.remizes, grisha.raspasy_tricks) == (1, 1, 6)


def test_money_sums_to_zero_per_pulka(book):
    assert sum(s.money_cents for s in book.stats(Filter(include_unfinished=True)).values()) == 0


def test_money_is_what_the_table_paid(book):
    """A pulka's money in the book is its settlement's cents, not its exact money rounded on its own.

    Pulka 1 pays −9.33⅓, −61.33⅓, +70.66⅔: each rounded alone gives −9.33, −61.33, +70.67, one cent
    that nobody pays; the table pays Аня's −9.34 (largest remainder), and so does the book. Pulka 2
    likewise: Вера pays 0.34, not 0.33.
    """
    anya = book.stats()["Аня"]
    assert anya.money_cents == anya.worst.money_cents == anya.best.money_cents == -934
    later = book.stats(Filter(date_from=date(2026, 11, 10)))
    assert later["Вера"].money_cents == -34
    assert {p.path.name: p.money_cents for p in book.pulkas()} == {
        "2026-11-06.pulka": (-934, -6133, 7067),
        "2026-11-13.pulka": (767, -34, -733),
    }


def test_head_to_head(book):
    h2h = book.head_to_head()
    assert h2h.people == ("Вера", "Гриша", "Аня", "Борис")
    assert h2h.whists[("Борис", "Вера")] == F(-146, 3) + F(16, 3)
    assert h2h.money[("Борис", "Вера")] == F(-146, 3) + F(8, 3)
    assert h2h.money[("Вера", "Борис")] == -h2h.money[("Борис", "Вера")]
    assert h2h.money[("Аня", "Борис")] == F(38, 3)
    assert h2h.money[("Борис", "Гриша")] == 5
    assert h2h.money[("Вера", "Гриша")] == F(7, 3)
    assert h2h.pulkas[("Борис", "Вера")] == 2
    assert ("Аня", "Гриша") not in h2h.money


def test_unfinished_counts_only_when_asked(book):
    assert book.stats()["Аня"].pulkas == 1
    anya = book.stats(Filter(include_unfinished=True))["Аня"]
    assert (anya.pulkas, anya.money_cents) == (2, -934 + 1334)


def test_date_and_convention_filters(book):
    later = book.stats(Filter(date_from=date(2026, 11, 10)))
    assert set(later) == {"Борис", "Вера", "Гриша"}
    assert later["Борис"].money_cents == 767
    assert set(book.stats(Filter(date_to=date(2026, 11, 6)))) == {"Аня", "Борис", "Вера"}
    assert book.stats(Filter(presets=frozenset({"leningrad"}))) == {}
    assert book.presets() == ["sochi"]
    together = book.stats(Filter(people=frozenset({"Борис", "Гриша"})))
    assert together["Борис"].pulkas == 1


def test_money_over_time_is_cumulative(book):
    points = book.money_over_time()["Борис"]
    assert [p.value for p in points] == [F(-6133, 100), F(-5366, 100)]
    assert [p.path.name for p in points] == ["2026-11-06.pulka", "2026-11-13.pulka"]


def test_rating_history_follows_results(book):
    history = book.rating_history()
    assert [len(history[p]) for p in ("Аня", "Борис", "Вера", "Гриша")] == [1, 2, 2, 1]
    first = {p: h[0] for p, h in history.items() if h[0].path.name == "2026-11-06.pulka"}
    assert first["Вера"].mu > first["Аня"].mu > first["Борис"].mu  # ranked by money: Вера, Аня, Борис
    assert book.ratings()["Борис"] == history["Борис"][-1]


def test_split_undoes_the_merge(book):
    book.split("Боря")
    stats = book.stats()
    assert stats["Борис"].pulkas == 1 and stats["Боря"].money_cents == 767


def test_without_merge_names_are_people(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        assert set(book.stats()) == {"Аня", "Борис", "Боря", "Вера", "Гриша"}


def test_head_to_head_money_is_the_settlements_at_any_written_price(tmp_path):
    """Each pulka's pairwise money is the ledger's (``Settlement.pairwise_money``), at its own price
    however the file writes it: "1e1" (ten a whist) once stopped the book ("invalid literal for int()")."""
    from prefcount.files.gamefile import save
    from prefcount.ledger import Convention, Game, GameHand, score, settle

    hands = (GameHand(declarer=0, contract="6C", calls=[None, "whist", "pass"], tricks=[5, 3, 2]),)
    expected: dict[tuple[str, str], F] = {}
    for number, price in enumerate(["1e1", "0.5", "0.33"]):
        game = Game(
            players=("Аня", "Борис", "Вера"),
            convention=Convention.from_preset("sochi", whist_price=price),
            created=f"2026-11-0{number + 1}T19:30:00",
            hands=hands,
        )
        save(game, tmp_path / f"{number}.pulka")
        money = settle(score(game)).pairwise_money
        for i, a in enumerate(game.players):
            for j, b in enumerate(game.players):
                if i != j:
                    expected[(a, b)] = expected.get((a, b), F(0)) + money[i][j]
    with Book.open(tmp_path, tmp_path / "index.sqlite") as book:
        assert book.refresh() == []
        h2h = book.head_to_head(Filter(include_unfinished=True))
    assert h2h.money == expected
    # 6♣ down one, Sochi: Аня gora 2, Борис→Аня 12, Вера→Аня 2; E 12/10/10, amnesty 2/0/0, gora whists 20/3/0/0:
    # Аня–Борис (0 + 0) − (12 + 20/3) = −56/3 whists a pulka
    assert h2h.whists[("Аня", "Борис")] == 3 * F(-56, 3)
    assert h2h.money[("Аня", "Борис")] == F(-56, 3) * (10 + F(1, 2) + F(33, 100))


def test_reference_games_of_two_three_and_four_players(tmp_path):
    """Each reference game's money in the book is its expected settlement (tests/data/*.expected.json)."""
    import json
    import shutil

    data = DATA
    folder = tmp_path / "reference"
    folder.mkdir()
    games = sorted(p for p in data.glob("game-*.json") if not p.name.endswith(".expected.json"))
    for game in games:
        shutil.copy(game, folder / f"{game.stem}.pulka")
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        assert {p.kind for p in book.refresh()} <= {"undated"}  # (counted; the reference games hold no date)
        pulkas = {p.path.stem: p for p in book.pulkas(Filter(include_unfinished=True))}
    assert len(pulkas) == len(games) and any(len(p.names) == 2 for p in pulkas.values())
    for game in games:
        expected = json.loads(game.with_name(game.stem + ".expected.json").read_text("utf-8"))["settlement"]
        assert [str(w) for w in pulkas[game.stem].whists] == expected["net_whists_exact"], game.name


@pytest.mark.parametrize(
    ("value", "plain", "ru", "signed"),
    [
        (-5366, "-53.66", "-53,66", "-53,66 ₽"),  # paid cents as they are
        (1250, "12.50", "12,50", "+12,50 ₽"),
        (0, "0.00", "0,00", "0,00 ₽"),
        (F(-16100, 3), "-53.67", "-53,67", "-53,67 ₽"),  # an average or a pairwise balance: to the cent
        (F(1, 2), "0.00", "0,00", "0,00 ₽"),  # half a kopeck: half to even
        (F(3, 2), "0.02", "0,02", "+0,02 ₽"),
    ],
)
def test_money_is_one_rounding_for_the_window_the_pdf_and_the_command(value, plain, ru, signed):
    """The command's JSON and CSV keep the dot in any language; a person reads the language's decimal comma."""
    from prefcount.words.i18n import set_language
    from prefcount.words.money import money_text

    set_language("ru")
    try:
        assert plain_money(value) == plain
        assert money_text(value) == ru and money_text(value, "₽", signed=True) == signed
    finally:
        set_language("en")
    assert money_text(value) == plain


def test_rating_ties_equal_money_whatever_the_seats(tmp_path):
    """Raspasy 0/0/10 at Sochi: Аня and Борис win 110/3 each, but the table pays them 36.67 and 36.66
    (the leftover cent goes to the lower seat). Equal money is one place: they rate alike, in either seat."""
    from prefcount.files.gamefile import save
    from prefcount.ledger import Convention, Game, RaspasyHand

    for number, players in enumerate([("Аня", "Борис", "Вера"), ("Борис", "Аня", "Вера")]):
        game = Game(
            players=players,
            convention=Convention.from_preset("sochi"),
            created=f"2026-11-0{number + 1}T19:30:00",
            hands=(RaspasyHand(tricks=[0, 0, 10]),),
        )
        save(game, tmp_path / f"{number}.pulka")
    with Book.open(tmp_path, tmp_path / "index.sqlite") as book:
        assert book.refresh() == []
        flt = Filter(include_unfinished=True)
        assert [p.money_cents for p in book.pulkas(flt)] == [(3667, 3666, -7333)] * 2
        history = book.rating_history(flt)
    first, second = history["Аня"], history["Борис"]
    assert [r.mu for r in first] == [r.mu for r in second]
    assert first[0].mu > history["Вера"][0].mu


def test_a_file_without_a_date_counts_by_its_files_time_and_says_so(tmp_path):
    """Issue 27 §9: the book dates a game by its ``created`` (else ``finished``), and by the file's time only for
    a file that holds neither, listed among the problems as "no date in the file" (it still counts)."""
    import os

    from benchmarks.sample import random_game
    from prefcount.files.gamefile import save

    game = random_game(12, 3, seed=4)
    save(game.model_copy(update={"created": "2026-11-06T19:30:00+02:00"}), tmp_path / "created.pulka")
    save(game.model_copy(update={"finished": "2026-11-13T23:10:00+02:00"}), tmp_path / "finished.pulka")
    save(random_game(12, 3, seed=5), tmp_path / "undated.pulka")
    moment = datetime(2026, 10, 30, 21, 15).timestamp()
    os.utime(tmp_path / "undated.pulka", (moment, moment))
    with Book.open(tmp_path, tmp_path / ".index.sqlite") as book:
        problems = book.refresh()
        when = {p.path.name: p.when for p in book.pulkas(Filter(include_unfinished=True))}
    assert [(p.path.name, p.kind) for p in problems] == [("undated.pulka", "undated")]
    assert problems[0].message() == (
        "No date in the file: it counts as played when the file was last saved (2026-10-30 21:15)"
    )
    assert when["created.pulka"].isoformat() == "2026-11-06T19:30:00+02:00"
    assert when["finished.pulka"].isoformat() == "2026-11-13T23:10:00+02:00"
    assert when["undated.pulka"] == datetime(2026, 10, 30, 21, 15)
