"""Invariants of the book over random games: its figures are the ledger's, and bad files never stop it."""

from __future__ import annotations

from fractions import Fraction

import pytest
from book_helpers import EVERYTHING
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.sample import random_game
from prefcount.book import Book, Filter
from prefcount.files.gamefile import save
from prefcount.ledger import score, settle

CLUB = ("Аня", "Борис", "Вера", "Гриша", "Дима")

games = st.lists(
    st.tuples(
        st.integers(0, 10_000),  # seed
        st.sampled_from([2, 3, 4]),
        st.permutations(CLUB),
        st.sampled_from(["sochi", "leningrad", "rostov", "classic"]),
        st.integers(1, 40),  # hands
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games)
def test_figures_are_the_ledgers(tmp_path_factory, specs):
    folder = tmp_path_factory.mktemp("book")
    expected_cents: dict[str, int] = {}
    expected_pairs: dict[tuple[str, str], Fraction] = {}
    for number, (seed, players, names, preset, hands) in enumerate(specs):
        game = random_game(hands, players, seed=seed, preset=preset, names=tuple(names[:players]))
        game = game.model_copy(update={"created": f"2026-10-{number + 1:02d}T20:00:00"})
        save(game, folder / f"{number}.pulka")
        settlement = settle(score(game))
        for i, a in enumerate(game.players):
            expected_cents[a] = expected_cents.get(a, 0) + settlement.money_cents[i]
            for j, b in enumerate(game.players):
                if i != j:
                    pair = settlement.pairwise[i][j] * Fraction(settlement.whist_price)
                    expected_pairs[(a, b)] = expected_pairs.get((a, b), Fraction(0)) + pair
    with Book.open(folder, folder / ".index.sqlite") as book:
        assert book.refresh() == []
        stats = book.stats(EVERYTHING)
        h2h = book.head_to_head(EVERYTHING)
        over_time = book.money_over_time(EVERYTHING)
    assert {p: s.money_cents for p, s in stats.items()} == expected_cents
    assert sum(s.money_cents for s in stats.values()) == 0
    assert h2h.money == expected_pairs
    assert all(h2h.money[(a, b)] == -h2h.money[(b, a)] for a, b in h2h.money)
    assert {p: points[-1].value * 100 for p, points in over_time.items()} == expected_cents
    for s in stats.values():
        assert s.won + s.lost <= s.pulkas
        assert sum(c.made + c.failed for c in s.contracts.values()) == s.declared.declared
        assert s.misere_made + s.misere_caught == s.misere_declared


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.binary(max_size=300) | st.text(max_size=300).map(str.encode), min_size=1, max_size=5))
def test_any_bytes_are_listed_never_fatal(tmp_path_factory, contents):
    folder = tmp_path_factory.mktemp("book")
    save(random_game(12, 3, seed=1).model_copy(update={"created": "2026-11-06T19:30"}), folder / "good.pulka")
    for number, data in enumerate(contents):
        (folder / f"junk{number}.pulka").write_bytes(data)
    with Book.open(folder, folder / ".index.sqlite") as book:
        problems = book.refresh()
        assert len(book.pulkas(EVERYTHING)) == 1
    assert sorted(p.path.name for p in problems) == sorted(f"junk{n}.pulka" for n in range(len(contents)))
    assert all(p.message() for p in problems)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games, st.sampled_from([EVERYTHING, Filter(), Filter(people=frozenset({"Аня"}))]))
def test_the_charts_arrays_are_the_histories(tmp_path_factory, specs, flt):
    """What the charts draw (arrays) is each person's money and rating history, point for point, in order of play
    (some pulkas at the same moment)."""
    folder = tmp_path_factory.mktemp("book")
    for number, (seed, players, names, preset, hands) in enumerate(specs):
        game = random_game(hands, players, seed=seed, preset=preset, names=tuple(names[:players]))
        game = game.model_copy(update={"created": f"2026-10-{number // 2 + 1:02d}T20:00:00"})
        save(game, folder / f"{number}.pulka")
    with Book.open(folder, folder / ".index.sqlite") as book:
        book.refresh()  # (two games alike are one game: its copy is listed, not counted)
        drawn = {"money": book.money_series(flt), "rating": book.rating_series(flt)}
        told = {
            "money": {p: [(x.when, float(x.value)) for x in xs] for p, xs in book.money_over_time(flt).items()},
            "rating": {p: [(x.when, x.rating) for x in xs] for p, xs in book.rating_history(flt).items()},
        }
    for chart in ("money", "rating"):
        assert drawn[chart].keys() == told[chart].keys()
        for person, (seconds, values) in drawn[chart].items():
            assert seconds.tolist() == [when.timestamp() for when, _ in told[chart][person]], (chart, person)
            assert values.tolist() == pytest.approx([value for _, value in told[chart][person]], rel=1e-12, abs=1e-9)
