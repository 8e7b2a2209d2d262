"""Benchmark: ``python -m prefcount.bench`` prints the median time to score and settle long games.

Games of 1,000 and 10,000 random valid hands, 3 and 4 players, under the
Sochi preset (help on overflow: the slowest path). Figures, not assertions —
these machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from prefcount.ledger import PRESETS, Game, GameHand, MisereHand, RaspasyHand, score, settle


def random_game(hands: int, players: int = 3, seed: int = 1, preset: str = "sochi") -> Game:
    """A game of ``hands`` random hands that satisfy RULES §7."""
    rng = random.Random(seed)
    names = tuple("ABCD"[:players])
    out = []
    for index in range(hands):
        dealer = index % players
        active = [s for s in range(players) if not (players == 4 and s == dealer)]
        roll = rng.random()
        if roll < 0.12:
            tricks = _split(rng, active, players)
            out.append(RaspasyHand(tricks=tricks, dealer=dealer))
        elif roll < 0.18:
            out.append(MisereHand(declarer=rng.choice(active), tricks=rng.choice([0, 0, 0, 1, 2]), dealer=dealer))
        else:
            out.append(_game_hand(rng, active, players, dealer))
    return Game(players=names, convention=PRESETS[preset], hands=tuple(out))


def _split(rng: random.Random, active: list[int], players: int) -> list[int | None]:
    a = rng.randint(0, 10)
    b = rng.randint(0, 10 - a)
    counts = [a, b, 10 - a - b]
    rng.shuffle(counts)
    tricks: list[int | None] = [None] * players
    for seat, count in zip(active, counts):
        tricks[seat] = count
    return tricks


def _game_hand(rng: random.Random, active: list[int], players: int, dealer: int) -> GameHand:
    from prefcount.ledger.validation import defenders

    declarer = rng.choice(active)
    level = rng.choice([6, 6, 6, 7, 7, 8, 9, 10])
    contract = f"{level}{rng.choice(['S', 'C', 'D', 'H', 'NT'])}"
    d1, d2 = defenders(declarer, players, dealer)
    options = [("whist", "whist"), ("whist", "pass"), ("pass", "whist"), ("pass", "pass")]
    if level <= 7:
        options.append(("pass", "half-whist"))
    c1, c2 = rng.choice(options)
    calls: list[str | None] = [None] * players
    calls[d1], calls[d2] = c1, c2
    if "whist" not in (c1, c2):
        return GameHand(declarer=declarer, contract=contract, calls=calls, dealer=dealer)
    if rng.random() < 0.05:
        return GameHand(declarer=declarer, contract=contract, calls=calls, conceded=True, dealer=dealer)
    made = rng.random() < 0.75
    mine = rng.randint(level, 10) if made else rng.randint(max(0, level - 3), level - 1)
    rest = 10 - mine
    first = rng.randint(0, rest)
    tricks: list[int | None] = [None] * players
    tricks[declarer], tricks[d1], tricks[d2] = mine, first, rest - first
    return GameHand(declarer=declarer, contract=contract, calls=calls, tricks=tricks, dealer=dealer)


def _median_ms(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m prefcount.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median is printed)")
    args = parser.parse_args(argv)
    print("ledger: score + settle, median of", args.repeat, "runs")
    print(f"{'players':>7} {'hands':>7} {'ms':>9} {'µs/hand':>8}")
    for players in (3, 4):
        for hands in (1_000, 10_000):
            game = random_game(hands, players)
            ms = _median_ms(lambda: settle(score(game)), args.repeat)
            print(f"{players:>7} {hands:>7} {ms:>9.1f} {ms * 1000 / hands:>8.1f}")
    from prefcount.gamefile import dumps, loads
    game = random_game(10_000, 3)
    text = dumps(game)
    ms = _median_ms(lambda: loads(text), max(3, args.repeat // 2))
    print(f"game file: load 10,000 hands ({len(text) // 1024} KiB): {ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
