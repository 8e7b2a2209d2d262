"""One game, counted once: copies, longer versions and versions that parted are listed, never counted twice."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from book_helpers import EVERYTHING

from benchmarks.sample import random_game
from prefcount.book import Book
from prefcount.book.figures import hand_chain
from prefcount.book.versions import COPY, EARLIER, PARTED, Member, resolve
from prefcount.files.gamefile import load, save
from prefcount.ledger import Game, GameHand, RaspasyHand, new_game_id, score, settle


def _age(path: Path, seconds_ago: float) -> None:
    moment = time.time_ns() - int(seconds_ago * 1e9)
    os.utime(path, ns=(moment, moment))


def _money(game: Game) -> dict[str, int]:
    settlement = settle(score(game))
    return dict(zip(game.players, settlement.money_cents, strict=True))


def _four_files(folder: Path, with_id: bool) -> dict[str, Game]:
    """A game, its exact copy, a longer version and a version that parted after hand 20 (saved last),
    beside another game of the same table."""
    base = random_game(30, 3, seed=11, names=("Аня", "Борис", "Вера"))
    update: dict[str, object] = {"created": "2026-11-06T19:30:00+02:00"}
    if with_id:
        update["id"] = new_game_id()
    game = base.model_copy(update=update)
    longer = game.model_copy(update={"hands": game.hands + random_game(12, 3, seed=12).hands})
    parted = game.model_copy(update={"hands": game.hands[:20] + random_game(15, 3, seed=13).hands})
    other = random_game(25, 3, seed=14, names=("Аня", "Борис", "Вера"))
    other = other.model_copy(update={"created": "2026-11-13T19:30:00+02:00"})
    files = {"game.pulka": game, "longer.pulka": longer, "parted.pulka": parted, "other.pulka": other}
    for age, (name, value) in zip((40, 30, 10, 50), files.items(), strict=True):
        save(value, folder / name)
        _age(folder / name, age)
    shutil.copy2(folder / "game.pulka", folder / "game (conflicted copy).pulka")
    _age(folder / "game (conflicted copy).pulka", 20)
    return files


@pytest.mark.parametrize("with_id", [True, False], ids=["id", "content"])
def test_a_game_its_copy_a_longer_and_a_parted_version_count_once(tmp_path, with_id):
    folder = tmp_path / "book"
    folder.mkdir()
    files = _four_files(folder, with_id)
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        problems = {p.path.name: p for p in book.refresh()}
        counted = {p.path.name for p in book.pulkas(EVERYTHING)}
        stats = book.stats(EVERYTHING)
    # the parted version was saved last: it counts; the others are problems pointing at it
    assert counted == {"parted.pulka", "other.pulka"}
    assert {name: (p.kind, p.other.name) for name, p in problems.items()} == {
        "game.pulka": ("version", "parted.pulka"),
        "game (conflicted copy).pulka": ("version", "parted.pulka"),
        "longer.pulka": ("version", "parted.pulka"),
    }
    assert problems["longer.pulka"].message() == (
        "Another version of parted.pulka, which counts (saved later); they part at hand 21"
    )
    expected: dict[str, int] = {}
    for name in ("parted.pulka", "other.pulka"):
        for person, cents in _money(files[name]).items():
            expected[person] = expected.get(person, 0) + cents
    assert {person: s.money_cents for person, s in stats.items()} == expected
    assert sum(s.pulkas for s in stats.values()) == 2 * 3


def test_the_longer_version_counts_when_saved_last_and_the_copy_is_the_same_game(tmp_path):
    folder = tmp_path / "book"
    folder.mkdir()
    files = _four_files(folder, with_id=True)
    (folder / "parted.pulka").unlink()
    _age(folder / "longer.pulka", 1)
    shutil.copy2(folder / "longer.pulka", folder / "longer (2).pulka")
    with Book.open(folder, tmp_path / "index.sqlite") as book:
        problems = {p.path.name: p for p in book.refresh()}
        assert {p.path.name for p in book.pulkas(EVERYTHING)} == {"longer.pulka", "other.pulka"}
        money = {person: s.money_cents for person, s in book.stats(EVERYTHING).items()}
    assert problems["longer (2).pulka"].kind == "copy"
    assert problems["longer (2).pulka"].message() == (
        "The same game as longer.pulka: that one counts, this copy does not"
    )
    assert problems["game.pulka"].message() == (
        "An earlier version of longer.pulka, which counts (this one has 30 hands)"
    )
    assert money == {
        person: _money(files["longer.pulka"])[person] + _money(files["other.pulka"])[person]
        for person in ("Аня", "Борис", "Вера")
    }


def test_an_id_tells_two_games_of_one_evening_apart_and_a_save_as_keeps_it(tmp_path):
    hands = (GameHand(declarer=0, contract="6S", calls=[None, "pass", "pass"]),)
    first = Game(id=new_game_id(), players=("Аня", "Борис", "Вера"), hands=hands, finished="2026-11-06T23:00")
    second = first.model_copy(update={"id": new_game_id()})  # the same hands, another game
    save(first, tmp_path / "first.pulka")
    save(second, tmp_path / "second.pulka")
    assert load(tmp_path / "first.pulka").id == first.id  # kept by a save and a load
    with Book.open(tmp_path, tmp_path / ".index.sqlite") as book:
        assert book.refresh() == []
        assert len(book.pulkas(EVERYTHING)) == 2


def test_without_id_or_date_two_pulkas_that_begin_alike_are_two_games(tmp_path):
    """A table plays the same first two hands twice: with no id and no ``created`` they are not versions."""
    start = (RaspasyHand(tricks=[4, 3, 3]), GameHand(declarer=1, contract="6S", calls=["pass", None, "pass"]))
    one = Game(players=("Аня", "Борис", "Вера"), hands=start + random_game(10, 3, seed=1).hands)
    two = Game(players=("Аня", "Борис", "Вера"), hands=start + random_game(10, 3, seed=2).hands)
    save(one, tmp_path / "one.pulka")
    save(two, tmp_path / "two.pulka")
    save(one, tmp_path / "one again.pulka")  # ... but an identical file is the same game
    with Book.open(tmp_path, tmp_path / ".index.sqlite") as book:
        problems = book.refresh()
        assert {p.path.name for p in book.pulkas(EVERYTHING)} == {"one.pulka", "two.pulka"}
    assert [(p.path.name, p.kind) for p in problems] == [
        ("one again.pulka", "copy"),
        ("one.pulka", "undated"),  # counted, dated by the file's time: said (issue 27 §9)
        ("two.pulka", "undated"),
    ]


def _member(path: str, hands: list[str], mtime: int, table: int = 1, has_id: bool = True) -> Member:
    chain = hand_chain(
        Game(players=("a", "b", "c"), hands=tuple(RaspasyHand(tricks=[int(h), 10 - int(h), 0]) for h in hands))
    )
    return Member(path.encode(), table, chain, has_id, True, False, mtime)


def test_resolve_counts_the_longest_then_the_last_saved():
    base = ["1", "2", "3"]
    found = resolve(
        [
            _member("a", base, 1),
            _member("copy of a", base, 2),
            _member("longer", [*base, "4"], 3),
            _member("parted", ["1", "2", "5"], 4),
            _member("other players", base, 5, table=2),
        ]
    )
    assert [(v.path.decode(), v.counted.decode(), v.kind, v.hands) for v in found] == [
        ("a", "other players", PARTED, 0),
        ("copy of a", "other players", PARTED, 0),
        ("longer", "other players", PARTED, 0),
        ("parted", "other players", PARTED, 0),
    ]
    found = resolve([_member("a", base, 1), _member("b", base, 1), _member("c", [*base, "4"], 0)])
    assert [(v.path, v.kind, v.hands) for v in found] == [(b"a", EARLIER, 3), (b"b", EARLIER, 3)]
    found = resolve([_member("x (2)", base, 5), _member("x", base, 5)])
    assert [(v.path, v.counted, v.kind) for v in found] == [(b"x (2)", b"x", COPY)]


@pytest.mark.parametrize("dated", [True, False])
def test_a_copy_whose_id_was_removed_is_the_same_game_not_a_second_count(tmp_path, dated):
    """Issue 25 §11: a file without ``id`` is matched by its players, ``created``, convention and hands against
    files with an ``id`` too: a copy is listed as a copy, an earlier version as earlier; the money once."""
    update: dict[str, object] = {"id": new_game_id(), "finished": "2026-11-06T23:00:00+02:00"}
    if dated:
        update["created"] = "2026-11-06T19:30:00+02:00"
    game = random_game(20, 3, seed=21, names=("Аня", "Борис", "Вера")).model_copy(update=update)
    other = random_game(15, 3, seed=22, names=("Аня", "Борис", "Вера"))
    other = other.model_copy(update={"id": new_game_id(), "created": "2026-11-13T19:30:00+02:00"})
    save(game, tmp_path / "friday.pulka")
    save(other, tmp_path / "another evening.pulka")
    _age(tmp_path / "friday.pulka", 60)
    save(game.model_copy(update={"id": None}), tmp_path / "friday (copy).pulka")
    earlier = game.model_copy(update={"id": None, "hands": game.hands[:12]})
    save(earlier, tmp_path / "friday (earlier).pulka")
    with Book.open(tmp_path, tmp_path / ".index.sqlite") as book:
        problems = book.refresh()
        assert sorted(p.path.name for p in book.pulkas(EVERYTHING)) == ["another evening.pulka", "friday.pulka"]
        expected = {name: _money(game)[name] + _money(other)[name] for name in game.players}
        assert {person: s.money_cents for person, s in book.stats(EVERYTHING).items()} == expected
    assert [(p.path.name, p.kind, p.other.name if p.other else None) for p in problems] == [
        ("friday (copy).pulka", "copy", "friday.pulka"),
        ("friday (earlier).pulka", "version", "friday.pulka"),
    ]


def test_a_file_without_id_never_joins_two_games_of_different_ids():
    """Two games (two ids) that began alike, and a file without ``id`` that holds those first hands: it joins
    the game it shares most hands with, and the two games stay two."""
    a = _member("a", ["1", "2", "3", "4"], 1)
    b = _member("b", ["1", "2", "5"], 2)
    a, b = (Member(m.path, m.table, m.chain, True, True, False, m.mtime_ns, game, 7) for m, game in ((a, 1), (b, 2)))
    loose = _member("loose", ["1", "2", "3"], 3, has_id=False)
    loose = Member(loose.path, loose.table, loose.chain, False, True, False, 3, 7, 7)
    found = resolve([a, b, loose])
    assert [(v.path, v.counted, v.kind) for v in found] == [(b"loose", b"a", EARLIER)]
