"""Made-up games for benchmarks and tests: random hands that satisfy RULES §7 (and §9.9, §11.8, §12.5 with every
option on)."""

from __future__ import annotations

import random

from prefcount.ledger import PRESETS, Call, Game, GameHand, Hand, MisereHand, RaspasyHand, active_seats, defenders
from prefcount.ledger.conventions import Convention
from prefcount.ledger.hands import dealer_may_return_whist, may_return_whist_after_half, seat_count

NAMES = ("Аня", "Борис", "Вера", "Григорий")
#: Every option of RULES §9 away from its default (the slowest path through the ledger).
EVERY_OPTION = {
    "prikup_premium": True,
    "dealer_on_raspasy": "takes_prikup_tricks",
    "dealer_zero_premium": True,
    "dealer_may_whist": True,
    "raspasy_run_ends": "whisted_made_game",
    "raspasy_zero_tricks": "gora_two_tricks",
    "raspasy_amnesty": True,
    "lone_whister_on_remiz": "gentleman",
    "gentleman_on_made": True,
    "remiz_scoring": "whists",
    "gora_divisor": "opponents",
    "end_condition": "rounds",
}
#: Every option of RULES §11 away from its default, on top of :data:`EVERY_OPTION` (where §11 adds a value to an
#: option that §9 set, the §11 value).
EVERY_OPTION_11 = {
    "ten_whisted": False,
    "checked_ten_whists": "none",
    "concede_trick_whists": "nothing",
    "two_whister_quota": "own",
    "dealer_whist_shape": "whole_defence",
    "prikup_premium_writer": "dealer",
    "returned_whist": "half_whister_out",
    "raspasy_run_ends": "whisted_made_game_or_misere",
    "raspasy_zero_tricks": "pulya_price",
    "overflow": "american",
    "write_off_below_zero": False,
    "end_condition": "closed_and_gora_zero",
}
#: Each option RULES §11 adds with every value it may take, and the values §11 adds to options of §6 and §9
#: (as a game file writes them): what a test of the command line or the what-if window tries one by one.
SECTION_11_VALUES: dict[str, tuple[object, ...]] = {
    "checked_ten_whists": ("as_played", "none"),
    "two_whister_quota": ("covered", "own"),
    "dealer_whist_shape": ("shared", "dealer_alone", "whole_defence"),
    "prikup_premium_writer": ("defenders", "dealer"),
    "returned_whist": ("as_pass", "half_whister_out"),
    "write_off_below_zero": (True, False),
    "concede_trick_whists": ("nothing",),
    "raspasy_run_ends": ("whisted_made_game_or_misere",),
    "raspasy_zero_tricks": ("pulya_price", "pulya_step"),
    "overflow": ("american",),
    "end_condition": ("closed_and_gora_zero",),
}
#: Every option of RULES §12 away from its default, on top of :data:`EVERY_OPTION_11` (where §12 adds a value to an
#: option that §11 set, the §12 value): the whole shortfall on the whister with fewer tricks, the lone whister's own
#: tricks, the unfinished pulya left out of the settlement, the zero-trick premium off the gora (floored at 0 by
#: §11.7's ``write_off_below_zero = false``).
EVERY_OPTION_12 = {
    "two_whister_quota": "fewer_pays",
    "lone_whister_tricks": "own",
    "settle_open_pulya": "ignore",
    "raspasy_zero_tricks": "gora_write_off",
}
#: Each option RULES §12 adds with every value it may take, and the values §12 adds to older options (as a game
#: file writes them): what a test of the command line or the what-if window tries one by one.
SECTION_12_VALUES: dict[str, tuple[object, ...]] = {
    "two_whister_quota": ("each_whole", "fewer_pays"),
    "lone_whister_tricks": ("all", "own"),
    "settle_open_pulya": ("to_gora", "ignore"),
    "raspasy_zero_tricks": ("gora_write_off",),
}


def random_game(
    hands: int,
    players: int = 3,
    seed: int = 1,
    preset: str = "sochi",
    target: int | None = None,
    names: tuple[str, ...] = NAMES,
    every_option: bool = False,
    section_11: bool = False,
    section_12: bool = False,
) -> Game:
    """A game of ``hands`` random hands that satisfy RULES §7 (every kind but adjustments), of 2, 3 or 4
    ``players`` (with two, the dummy's tricks are recorded too and dealing alternates, RULES §10).

    ``target`` overrides the preset's pulya target (a large one keeps everybody open).
    With ``every_option`` the convention has every option of RULES §9 on (:data:`EVERY_OPTION`)
    and the hands use them: dark hands, prikup counts, returned whists, the dealer's raspasy tricks.
    With ``section_11`` too, every option of RULES §11 (:data:`EVERY_OPTION_11`), and d1 sometimes takes
    the whist back after d2's half-whist (§11.5). With ``section_12`` too, every option of RULES §12
    (:data:`EVERY_OPTION_12`): the same hands, scored under them. A game made without ``section_11`` or
    ``section_12`` is the same, hand for hand, as before there was one (the random numbers are drawn in the
    same order).
    """
    rng = random.Random(seed)
    section_11 = section_11 or section_12
    every_option = every_option or section_11
    convention = PRESETS[preset]
    if target is not None:
        convention = convention.model_copy(update={"pulya_target": target})
    if every_option:
        convention = convention.model_copy(
            update={
                **EVERY_OPTION,
                **(EVERY_OPTION_11 if section_11 else {}),
                **(EVERY_OPTION_12 if section_12 else {}),
            }
        )
    out: list[Hand] = []
    for index in range(hands):
        dealer = index % players
        seats = active_seats(players, dealer)  # with two players, the dummy too
        active = [seat for seat in seats if seat < players]  # the players holding cards: who may declare
        roll = rng.random()
        if roll < 0.12:
            tricks = _split(rng, seats, players)
            if every_option and players == 4:  # the prikup's tricks for the dealer (RULES §9.2)
                taken = rng.randint(0, 2)
                richest = max(active, key=lambda seat: tricks[seat] or 0)
                tricks[richest] = (tricks[richest] or 0) - taken
                tricks[dealer] = taken
            hand: GameHand | MisereHand | RaspasyHand = RaspasyHand(tricks=tricks, dealer=dealer)
        elif roll < 0.18:
            hand = MisereHand(declarer=rng.choice(active), tricks=rng.choice([0, 0, 0, 1, 2]), dealer=dealer)
        else:
            hand = _game_hand(rng, active, players, dealer)
        if every_option:
            hand = _with_section_9(rng, hand, players, convention)
        if section_11 and isinstance(hand, GameHand):
            hand = _with_section_11(rng, hand, players, convention)
        out.append(hand)
    return Game(players=tuple(names[:players]), convention=convention, hands=tuple(out))


def _split(rng: random.Random, active: list[int], players: int) -> list[int | None]:
    a = rng.randint(0, 10)
    b = rng.randint(0, 10 - a)
    counts = [a, b, 10 - a - b]
    rng.shuffle(counts)
    tricks: list[int | None] = [None] * seat_count(players)
    for seat, count in zip(active, counts):
        tricks[seat] = count
    return tricks


def _game_hand(rng: random.Random, active: list[int], players: int, dealer: int) -> GameHand:
    declarer = rng.choice(active)
    level = rng.choice([6, 6, 6, 7, 7, 8, 9, 10])
    contract = f"{level}{rng.choice(['S', 'C', 'D', 'H', 'NT'])}"
    d1, d2 = defenders(declarer, players, dealer)
    options: list[tuple[Call, Call | None]]
    if players == 2:  # the other player speaks; the dummy never does (RULES §10)
        options = [(Call.WHIST, None), (Call.WHIST, None), (Call.PASS, None)]
        if level <= 7:
            options.append((Call.HALF_WHIST, None))
    else:
        options = [(Call.WHIST, Call.WHIST), (Call.WHIST, Call.PASS), (Call.PASS, Call.WHIST), (Call.PASS, Call.PASS)]
        if level <= 7:
            options.append((Call.PASS, Call.HALF_WHIST))
    c1, c2 = rng.choice(options)
    calls: list[Call | None] = [None] * seat_count(players)
    calls[d1], calls[d2] = c1, c2
    if Call.WHIST not in (c1, c2):
        return GameHand(declarer=declarer, contract=contract, calls=calls, dealer=dealer)
    if rng.random() < 0.05:
        return GameHand(declarer=declarer, contract=contract, calls=calls, conceded=True, dealer=dealer)
    made = rng.random() < 0.75
    mine = rng.randint(level, 10) if made else rng.randint(max(0, level - 3), level - 1)
    rest = 10 - mine
    first = rng.randint(0, rest)
    tricks: list[int | None] = [None] * seat_count(players)
    tricks[declarer], tricks[d1], tricks[d2] = mine, first, rest - first
    return GameHand(declarer=declarer, contract=contract, calls=calls, tricks=tricks, dealer=dealer)


def _with_section_9(
    rng: random.Random, hand: GameHand | MisereHand | RaspasyHand, players: int, convention: Convention
) -> GameHand | MisereHand | RaspasyHand:
    """The hand with what RULES §9 adds: sometimes dark, a prikup count on games, a returned whist."""
    update: dict[str, object] = {}
    roll = rng.random()
    if roll < 0.1:
        update["multiplier"] = 2 if roll < 0.08 else 4
    if isinstance(hand, GameHand):
        update["prikup"] = rng.choice([0, 0, 1, 1, 2, 3])
        d1, d2 = defenders(hand.declarer, players, hand.dealer)
        if (
            dealer_may_return_whist(convention, players, hand.declarer, hand.dealer, hand.calls)
            and hand.dealer is not None
            and rng.random() < 0.5
        ):
            calls = list(hand.calls)
            calls[hand.dealer] = Call.WHIST
            update["calls"], update["tricks"] = tuple(calls), _lone_whist_tricks(rng, hand, players, d1, d2)
    return hand.model_copy(update=update)


def _with_section_11(rng: random.Random, hand: GameHand, players: int, convention: Convention) -> GameHand:
    """The hand, or, after d2's half-whist, half the time d1 taking the whist back (RULES §11.5): played out
    (sometimes conceded), d1 the lone whister."""
    if (
        not may_return_whist_after_half(convention, players, hand.contract, hand.declarer, hand.dealer, hand.calls)
        or rng.random() < 0.5
    ):
        return hand
    d1, d2 = defenders(hand.declarer, players, hand.dealer)
    calls = list(hand.calls)
    calls[d1] = Call.WHIST
    if rng.random() < 0.1:
        return hand.model_copy(update={"calls": tuple(calls), "conceded": True})
    return hand.model_copy(update={"calls": tuple(calls), "tricks": _lone_whist_tricks(rng, hand, players, d1, d2)})


def _lone_whist_tricks(rng: random.Random, hand: GameHand, players: int, d1: int, d2: int) -> tuple[int | None, ...]:
    """Random tricks of a game a lone whister played out (the returning dealer of §9.3, d1 of §11.5): the
    declarer's, then d1's, d2 the rest."""
    mine = rng.randint(max(0, hand.contract.level - 2), 10)
    first = rng.randint(0, 10 - mine)
    tricks: list[int | None] = [None] * seat_count(players)
    tricks[hand.declarer], tricks[d1], tricks[d2] = mine, first, 10 - mine - first
    return tuple(tricks)
