"""Made-up games for benchmarks and layout tests: random but valid hands, checked by the ledger."""

from __future__ import annotations

import random

from prefcount.ledger import Game, GameHand, MisereHand, PRESETS, RaspasyHand, defenders, validate_hand

NAMES = ("Аня", "Борис", "Вера", "Григорий")
SUITS = ("S", "C", "D", "H", "NT")


def _split(rng: random.Random, total: int, seats: list[int], n: int) -> tuple:
    tricks: list[int | None] = [None] * n
    left = total
    for seat in seats[:-1]:
        tricks[seat] = rng.randint(0, left)
        left -= tricks[seat]
    tricks[seats[-1]] = left
    return tuple(tricks)


def _candidate(rng: random.Random, index: int, n: int):
    dealer = index % n
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    roll = rng.random()
    if roll < 0.18:
        tricks = _split(rng, 10, rng.sample(active, len(active)), n)
        return RaspasyHand(dealer=dealer, tricks=tricks)
    declarer = rng.choice(active)
    if roll < 0.28:
        return MisereHand(dealer=dealer, declarer=declarer, tricks=rng.choice((0, 0, 0, 1, 2)))
    level = rng.choice((6, 6, 6, 7, 7, 8, 9, 10))
    d1, d2 = defenders(declarer, n, dealer)
    calls: list[str | None] = [None] * n
    calls[d1], calls[d2] = rng.choice((("whist", "whist"), ("whist", "pass"), ("pass", "whist"),
                                       ("whist", "whist"), ("pass", "pass")))
    contract = f"{level}{rng.choice(SUITS)}"
    if "whist" not in calls:
        return GameHand(dealer=dealer, declarer=declarer, contract=contract, calls=tuple(calls))
    taken = max(0, min(10, level + rng.choice((-2, -1, 0, 0, 0, 1))))
    tricks: list[int | None] = [None] * n
    tricks[declarer] = taken
    rest = _split(rng, 10 - taken, [d1, d2], n)
    tricks[d1], tricks[d2] = rest[d1], rest[d2]
    return GameHand(dealer=dealer, declarer=declarer, contract=contract, calls=tuple(calls),
                    tricks=tuple(tricks))


def random_game(hands: int = 60, players: int = 3, seed: int = 1, preset: str = "sochi",
                target: int = 10 ** 6) -> Game:
    """A game of ``hands`` valid random hands (the pulya target is huge so nobody closes early)."""
    rng = random.Random(seed)
    convention = PRESETS[preset].model_copy(update={"pulya_target": target})
    game = Game(players=NAMES[:players], convention=convention)
    while len(game.hands) < hands:
        hand = _candidate(rng, len(game.hands), players)
        if not any(p.severity == "error" for p in validate_hand(game, hand)):
            game = game.with_hand(hand)
    return game
