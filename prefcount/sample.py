"""Made-up games for benchmarks and tests: random hands that satisfy RULES §7."""

from __future__ import annotations

import random

from prefcount.ledger import PRESETS, Game, GameHand, Hand, MisereHand, RaspasyHand, defenders

NAMES = ("Аня", "Борис", "Вера", "Григорий")


def random_game(
    hands: int,
    players: int = 3,
    seed: int = 1,
    preset: str = "sochi",
    target: int | None = None,
    names: tuple[str, ...] = NAMES,
) -> Game:
    """A game of ``hands`` random hands that satisfy RULES §7 (every kind but adjustments).

    ``target`` overrides the preset's pulya target (a large one keeps everybody open).
    """
    rng = random.Random(seed)
    convention = PRESETS[preset]
    if target is not None:
        convention = convention.model_copy(update={"pulya_target": target})
    out: list[Hand] = []
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
    return Game(players=tuple(names[:players]), convention=convention, hands=tuple(out))


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
