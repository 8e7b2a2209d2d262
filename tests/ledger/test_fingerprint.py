"""Every number written before RULES §11 stays (RULES §11: "every default keeps §3–§10"; §12: "every default keeps
§3–§11").

``tests/data/fingerprint-before-section-11.json`` holds, per made-up game, a digest of everything the ledger
wrote for it — the hands themselves (so that ``benchmarks.sample`` keeps making the same games), each hand's
change to every zone, the raspasy run, the dealer, the warnings, whether the game is over, and the
settlement — computed by the ledger as it was before RULES §11 (run this file as a script to print them).
The games are ``sample.random_game`` for 2, 3 and 4 players, every preset, the options of §9 off and on,
and games under random mixes of the options of §6 and §9.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Collection

import pytest
from where import DATA

from benchmarks.sample import random_game
from prefcount.ledger import PRESETS, Game, HandError, Sheet, convention_from_dict, settle

PINNED = DATA / "fingerprint-before-section-11.json"

#: The options of RULES §6 and §9 and some of their values, as they were before §11 (frozen here, not read
#: from the ledger, so that a value §11 adds never slips into a game meant to be scored as before).
BEFORE_SECTION_11 = {
    "whist_multiplier": [1, 2],
    "remiz_multiplier": [1, 2],
    "pulya_to_gora": [1, 2],
    "misere_gora_per_trick": [0, 10, 20],
    "whister_responsibility": ["full", "half"],
    "two_whisters": ["individual", "pooled"],
    "high_contract_liability": ["second", "both", "split"],
    "lone_whister_on_remiz": ["greedy", "gentleman"],
    "consolation": [True, False],
    "consolation_to_passer": [True, False],
    "consolation_to_dealer": [True, False],
    "half_whist": [True, False],
    "ten_whisted": [True, False],
    "stalingrad": [True, False],
    "concede_trick_whists": ["as_if_taken", "none"],
    "raspasy_scoring": ["gora", "whists"],
    "raspasy_trick_price": [1, 2, 3],
    "raspasy_progression": ["none", "arithmetic", "geometric"],
    "raspasy_progression_cap": [1, 2, 3, 5],
    "raspasy_zero_tricks": ["pulya_1", "pulya_2", "trick_price", "gora_two_tricks", "none"],
    "raspasy_whists_per_trick": [0, 5, 7],
    "raspasy_tie": ["each_writes", "split"],
    "raspasy_exit": [[6, 7, 8], [7], [6, 6, 6]],
    "overflow": ["help", "write_off", "count"],
    "help_order": ["closest_first", "clockwise"],
    "end_condition": ["all_closed", "pulya_sum", "manual", "rounds"],
    "pulya_target": [4, 6, 10, 20],
    "whist_price": ["0.5", "1", "0.33"],
    "prikup_premium": [False, True],
    "dealer_on_raspasy": ["sits_out", "takes_prikup_tricks"],
    "dealer_zero_premium": [False, True],
    "dealer_may_whist": [False, True],
    "raspasy_run_ends": ["any_hand", "played_hand", "whisted_made_game"],
    "raspasy_amnesty": [False, True],
    "gentleman_on_made": [False, True],
    "remiz_scoring": ["gora", "whists"],
    "gora_divisor": ["players", "opponents"],
    "end_rounds": [1, 4, 10],
    "whist_forced": [False, True],
}
#: RULES §11's options at their defaults, written out as a file would.
SECTION_11_DEFAULTS = {
    "checked_ten_whists": "as_played",
    "two_whister_quota": "covered",
    "dealer_whist_shape": "shared",
    "prikup_premium_writer": "defenders",
    "returned_whist": "as_pass",
    "write_off_below_zero": True,
}
#: RULES §12's options at their defaults (the same promise: "every default keeps §3–§11").
SECTION_12_DEFAULTS = {
    "two_whister_quota": "covered",
    "lone_whister_tricks": "all",
    "settle_open_pulya": "to_gora",
}


def made_up_games() -> dict[str, Game]:
    """The games the digests are pinned for, by name."""
    games = {}
    for players in (2, 3, 4):
        for preset in sorted(PRESETS):
            for every in (False, True):
                for seed, target in ((1, None), (2, 6)):
                    name = f"sample {players}p {preset} every_option={every} seed={seed} target={target}"
                    games[name] = random_game(70, players, seed=seed, preset=preset, target=target, every_option=every)
    return {**games, **_mixes("mix", 11, 500, BEFORE_SECTION_11, 14, "every_option")}


def _mixes(label: str, seed: int, first: int, table: dict[str, list], most: int, flag: str) -> dict[str, Game]:
    """36 games under random mixes of the options of ``table`` (up to ``most`` of them) on top of sample games,
    every other one made with ``flag`` (``every_option``, ``section_11``) on."""
    games = {}
    rng = random.Random(seed)
    for index in range(36):
        players = (2, 3, 4)[index % 3]
        preset = rng.choice(sorted(PRESETS))
        base = random_game(50, players, seed=first + index, preset=preset, **{flag: index % 2 == 0})
        keys = rng.sample(sorted(table), rng.randint(1, most))
        options = {key: rng.choice(table[key]) for key in keys}
        convention = convention_from_dict({"preset": base.convention.preset, **base.convention.overrides(), **options})
        games[f"{label} {index}"] = base.model_copy(update={"convention": convention})
    return games


#: RULES §11's options and the values it adds, as they were before §12 (frozen here as well).
SECTION_11_VALUES = {
    "checked_ten_whists": ["as_played", "none"],
    "two_whister_quota": ["covered", "own"],
    "dealer_whist_shape": ["shared", "dealer_alone", "whole_defence"],
    "prikup_premium_writer": ["defenders", "dealer"],
    "returned_whist": ["as_pass", "half_whister_out"],
    "write_off_below_zero": [True, False],
    "concede_trick_whists": ["as_if_taken", "none", "nothing"],
    "raspasy_run_ends": ["any_hand", "played_hand", "whisted_made_game", "whisted_made_game_or_misere"],
    "raspasy_zero_tricks": ["pulya_1", "pulya_2", "trick_price", "gora_two_tricks", "pulya_price", "pulya_step"],
    "overflow": ["help", "write_off", "count", "american"],
    "end_condition": ["all_closed", "pulya_sum", "manual", "rounds", "closed_and_gora_zero"],
}
BEFORE_SECTION_12 = {**BEFORE_SECTION_11, **SECTION_11_VALUES}
PINNED_12 = DATA / "fingerprint-before-section-12.json"


def made_up_games_11() -> dict[str, Game]:
    """Games with the options of RULES §11 on (every one, and random mixes of §6–§11): pinned before §12."""
    games = {}
    for players in (2, 3, 4):
        for preset in sorted(PRESETS):
            for seed, target in ((1, None), (2, 6)):
                name = f"sample {players}p {preset} section_11 seed={seed} target={target}"
                games[name] = random_game(70, players, seed=seed, preset=preset, target=target, section_11=True)
    return {**games, **_mixes("mix 11", 12, 900, BEFORE_SECTION_12, 18, "section_11")}


def digest(game: Game, known: Collection[str] = BEFORE_SECTION_11) -> str:
    """A digest of the game and of every number the ledger writes for it (a refused hand: its error, then
    the rest scored without validation, as far as it goes); ``known``: the options that name the game."""
    options = {key: str(value) for key, value in game.convention.options().items() if key in known}
    out = [repr(game.players), repr(sorted(options.items())), json.dumps([hand.to_dict() for hand in game.hands])]
    sheet = Sheet(game.players, game.convention)
    for number, hand in enumerate(game.hands, 1):
        try:
            sheet = sheet.extended(hand)
        except HandError as error:
            out.append(f"hand {number} refused: {error.problem.code}")
            sheet = sheet.extended(hand, validate=False)
        result = sheet.hands[-1]
        pulya, gora, whists = result.changes()
        out.append(repr((pulya, gora, whists, result.dealer, result.raspasy_k, [p.code for p in result.warnings])))
    settlement = settle(sheet)
    out.append(repr((sheet.is_over, sheet.raspasy_run, sheet.next_dealer)))
    out.append(repr((settlement.net, settlement.rounded_whists, settlement.money_cents, settlement.payments)))
    return hashlib.sha256("\n".join(out).encode()).hexdigest()


GAMES = made_up_games()


@pytest.fixture(scope="module")
def pinned() -> dict[str, str]:
    return json.loads(PINNED.read_text(encoding="utf-8"))


def test_the_pinned_games_are_all_there(pinned):
    assert set(pinned) == set(GAMES) and len(GAMES) == 84


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_number_written_before_section_11_stays(name, pinned):
    game = GAMES[name]
    assert digest(game) == pinned[name]
    # and the options of §11 and §12 written out at their defaults change nothing either
    for defaults in (SECTION_11_DEFAULTS, SECTION_12_DEFAULTS):
        explicit = convention_from_dict({**game.convention.to_dict(), **defaults})
        assert digest(game.model_copy(update={"convention": explicit})) == pinned[name]


GAMES_11 = made_up_games_11()


def test_the_pinned_games_with_section_11_are_all_there():
    pinned = json.loads(PINNED_12.read_text(encoding="utf-8"))
    assert set(pinned) == set(GAMES_11) and len(GAMES_11) == 60


@pytest.mark.parametrize("name", sorted(GAMES_11))
def test_every_number_written_before_section_12_stays(name):
    """Games under §11's options, pinned by the ledger before RULES §12 (``--section-12`` below): the same numbers,
    and the same with §12's options written out at their defaults."""
    pinned = json.loads(PINNED_12.read_text(encoding="utf-8"))[name]
    game = GAMES_11[name]
    assert digest(game, BEFORE_SECTION_12) == pinned
    explicit = {**SECTION_12_DEFAULTS, "two_whister_quota": game.convention.two_whister_quota}
    convention = convention_from_dict({**game.convention.to_dict(), **explicit})
    assert digest(game.model_copy(update={"convention": convention}), BEFORE_SECTION_12) == pinned


if __name__ == "__main__":  # print the digests (run by the ledger whose numbers are to be pinned)
    if sys.argv[1:] == ["--section-12"]:
        json.dump(
            {name: digest(game, BEFORE_SECTION_12) for name, game in GAMES_11.items()},
            sys.stdout,
            indent=1,
            sort_keys=True,
        )
    else:
        json.dump({name: digest(game) for name, game in GAMES.items()}, sys.stdout, indent=1, sort_keys=True)
