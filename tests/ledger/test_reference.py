"""The reference data of RULES §8: single hands (examples.json) and complete games (game-*.json)."""

import json
from fractions import Fraction

import pytest
from where import DATA

from prefcount.files.gamefile import from_dict, load
from prefcount.ledger import Sheet, format_money, score, settle

EXAMPLES = json.loads((DATA / "examples.json").read_text(encoding="utf-8"))
GAMES = sorted(p.name for p in DATA.glob("game-*.json") if not p.name.endswith(".expected.json"))


def expected(name: str) -> dict:
    return json.loads((DATA / name.replace(".json", ".expected.json")).read_text(encoding="utf-8"))


def replay_unvalidated(game) -> Sheet:
    sheet = Sheet(game.players, game.convention)
    for hand in game.hands:
        sheet = sheet.extended(hand, validate=False)
    return sheet


def zones(result) -> dict:
    return {"pulya": result.pulya, "gora": result.gora, "whists": result.whists}


def test_reference_data_is_there():
    assert len(EXAMPLES) >= 40
    assert len({example["name"] for example in EXAMPLES}) == len(EXAMPLES)
    assert {
        "game-sochi-3p.json",
        "game-leningrad-3p.json",
        "game-rostov-4p.json",
        "game-table-4p.json",
        "game-gusarik-2p.json",
    } <= set(GAMES)


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["name"] for example in EXAMPLES])
def test_example_last_hand_change(example):
    sheet = score(from_dict(example["game"]))
    assert len(sheet.hands) == len(example["game"]["hands"])
    assert zones(sheet.hands[-1]) == example["last_hand_change"]
    if "settlement" in example:
        check_settlement(settle(sheet), example["settlement"])


def check_sheet_against(sheet, want: dict) -> None:
    assert list(sheet.players) == want["players"]
    assert sheet.pulya == want["pulya"]
    assert sheet.gora == want["gora"]
    assert sheet.whists == want["whists"]
    assert [zones(result) for result in sheet.hands] == want["per_hand"]
    check_settlement(settle(sheet), want["settlement"])


def check_settlement(settlement, expect: dict) -> None:
    assert [str(value) for value in settlement.net] == expect["net_whists_exact"]
    assert [Fraction(value) for value in expect["net_whists_exact"]] == settlement.net
    assert [round(float(value), 4) for value in settlement.net] == pytest.approx(expect["net_whists"], abs=1e-4)
    assert settlement.rounded_whists == expect["rounded_whists"]
    assert [format_money(cents) for cents in settlement.money_cents] == expect["money"]
    assert sum(settlement.net) == 0
    assert sum(settlement.money_cents) == 0


@pytest.mark.parametrize("name", GAMES)
def test_complete_game(name):
    check_sheet_against(score(load(DATA / name)), expected(name))


@pytest.mark.parametrize("name", GAMES)
def test_complete_game_replayed_without_validation(name):
    """Replaying hand by hand with Sheet.play gives the same numbers as score()."""
    check_sheet_against(replay_unvalidated(load(DATA / name)), expected(name))


def test_settlement_example_of_rules_section_8():
    """RULES §8: goras 2/20/11, whists A→B 56, B→A 18, C→A 6, C→B 10 → +122/−138/+16; at 0.50: 61/−69/8."""
    game = from_dict(
        {
            "format": "prefcount-game",
            "version": 1,
            "players": ["A", "B", "C"],
            "convention": {"preset": "sochi", "whist_price": "0.50"},
            "hands": [
                {
                    "kind": "adjustment",
                    "pulya": [10, 10, 10],
                    "gora": [2, 20, 11],
                    "whists": [[0, 56, 0], [18, 0, 0], [6, 10, 0]],
                }
            ],
        }
    )
    settlement = settle(score(game))
    assert settlement.amnesty == [0, 18, 9]
    assert settlement.net == [122, -138, 16]
    assert [format_money(cents) for cents in settlement.money_cents] == ["61.00", "-69.00", "8.00"]
    assert settlement.payments and len(settlement.payments) <= 2


@pytest.mark.parametrize(
    ("cents", "signed", "text"),
    [
        (-6900, False, "-69.00"),
        (1250, True, "+12.50"),
        (0, True, "0.00"),
        (Fraction(-16100, 3), False, "-53.67"),  # an average is rounded to the cent
        (Fraction(1, 2), True, "0.00"),  # half to even
        (Fraction(3, 2), True, "+0.02"),
    ],
)
def test_format_money_rounds_half_to_even_and_signs_a_gain(cents: int | Fraction, signed: bool, text: str):
    assert format_money(cents, signed=signed) == text
