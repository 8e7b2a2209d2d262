"""RULES §9 beyond the reference numbers: where each new number came from, runs, rounds, versions, defaults."""

import json
from fractions import Fraction

import pytest
from pydantic import TypeAdapter
from where import DATA

from prefcount.files.gamefile import dumps, from_dict, loads
from prefcount.ledger import PRESETS, Convention, Game, Hand, ReasonKind, score, settle, validate_hand
from prefcount.ledger.conventions import VERSION_2_DEFAULTS

HAND = TypeAdapter(Hand)
P3 = ("A", "B", "C")
P4 = ("A", "B", "C", "D")


def game(players, hands, preset="sochi", **options) -> Game:
    return Game(
        players=players,
        convention=Convention.from_preset(preset, **options),
        hands=tuple(HAND.validate_python(h) for h in hands),
    )


def explained(sheet, hand: int = -1) -> list[str]:
    return [entry.describe(sheet.players) for entry in sheet.hands[hand].entries]


def test_prikup_whists_say_what_the_prikup_sold():
    sheet = score(
        game(
            P4,
            [
                {
                    "kind": "game",
                    "dealer": 3,
                    "declarer": 0,
                    "contract": "6C",
                    "calls": [None, "whist", "whist", None],
                    "tricks": [6, 2, 2, None],
                    "prikup": 3,
                }
            ],
            prikup_premium=True,
        )
    )
    assert "D writes 6 whists on A — hand 1, prikup: two aces (three tricks) (6♣)" in explained(sheet)
    assert sheet.entries_for("whists", 3, 0)[0].reason.kind is ReasonKind.PRIKUP_3


def test_the_dealers_returned_whist_is_named():
    sheet = score(
        game(
            P4,
            [
                {
                    "kind": "game",
                    "dealer": 3,
                    "declarer": 0,
                    "contract": "6S",
                    "calls": [None, "pass", "pass", "whist"],
                    "tricks": [7, 2, 1, None],
                }
            ],
            dealer_may_whist=True,
        )
    )
    assert explained(sheet) == [
        "A: +2 in the pulya — hand 1, contract made (6♠)",
        "D writes 6 whists on A — hand 1, dealer returned the whist (6♠)",
    ]


def test_a_dark_hand_says_so_in_every_number():
    sheet = score(
        game(
            P3,
            [
                {
                    "kind": "game",
                    "declarer": 0,
                    "contract": "7H",
                    "calls": [None, "whist", "pass"],
                    "tricks": [7, 2, 1],
                    "multiplier": 2,
                }
            ],
        )
    )
    lines = explained(sheet)
    assert lines == [
        "A: +8 in the pulya — hand 1, contract made (7♥, dark hand ×2)",
        "B writes 24 whists on A — hand 1, whists for tricks (7♥, dark hand ×2)",
    ]
    assert sheet.hands[0].entries[0].reason.multiplier == 2


def test_raspasy_amnesty_is_named():
    sheet = score(game(P3, [{"kind": "raspasy", "tricks": [2, 3, 5]}], raspasy_amnesty=True))
    assert sheet.gora == [0, 1, 3]
    assert explained(sheet) == [
        "B: +1 in the gora — hand 1, raspasy tricks after the amnesty",
        "C: +3 in the gora — hand 1, raspasy tricks after the amnesty",
    ]


def test_remiz_in_whists_is_named():
    sheet = score(
        game(
            P3,
            [{"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [5, 3, 2]}],
            remiz_scoring="whists",
        )
    )
    assert sheet.gora == [0, 0, 0]
    assert "C writes 10 whists on A — hand 1, contract failed: 10 whists a trick (6♠)" in explained(sheet)


def test_raspasy_premium_off_the_gora_is_named_and_translated():
    sheet = score(game(P3, [{"kind": "raspasy", "tricks": [0, 4, 6]}], raspasy_zero_tricks="gora_two_tricks"))
    assert sheet.gora == [-2, 4, 6]
    entry = sheet.entries_for("gora", 0)[0]
    assert entry.reason.kind is ReasonKind.RASPASY_ZERO_GORA
    marked = entry.describe(sheet.players, lambda context, text: text.replace("gora", "ГОРА"))
    assert "two tricks off the ГОРА" in marked


@pytest.mark.parametrize(
    "ends, second, open_after",
    [
        ("any_hand", {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"]}, False),
        ("played_hand", {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"]}, True),
        ("played_hand", {"kind": "misere", "declarer": 0, "tricks": 1}, False),
        ("whisted_made_game", {"kind": "misere", "declarer": 0, "tricks": 0}, True),
        (
            "whisted_made_game",
            {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "conceded": True},
            True,
        ),
        (
            "whisted_made_game",
            {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 3, 1]},
            False,
        ),
    ],
)
def test_what_ends_a_raspasy_run_and_the_exit_minimum_while_open(ends, second, open_after):
    g = game(P3, [{"kind": "raspasy", "tricks": [3, 3, 4]}, second], raspasy_run_ends=ends)
    sheet = score(g)
    assert sheet.raspasy_run == (1 if open_after else 0)
    assert sheet.run_left_open is open_after
    adjusted = score(g.with_hand(HAND.validate_python({"kind": "adjustment", "gora": [1, 0, 0]})))
    assert adjusted.run_left_open is open_after  # an adjustment changes no run
    six = HAND.validate_python({"kind": "game", "declarer": 1, "contract": "6D", "calls": ["pass", None, "pass"]})
    warnings = [p.code for p in validate_hand(g, six)]
    # Sochi's exit after one raspasy is a six: fine; make it a seven to see the warning while the run is open
    g7 = g.model_copy(update={"convention": g.convention.model_copy(update={"raspasy_exit": (7,)})})
    warnings = [p.code for p in validate_hand(g7, six)]
    assert warnings == (["below_exit"] if open_after else [])
    third = score(g.with_hand(HAND.validate_python({"kind": "raspasy", "tricks": [3, 3, 4]})))
    assert third.hands[-1].raspasy_k == (2 if open_after else 1)


def test_only_a_game_or_misere_leaves_a_run_open():
    raspasy = {"kind": "raspasy", "tricks": [3, 3, 4]}
    passed = {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"]}
    adjustment = {"kind": "adjustment", "gora": [1, 0, 0]}
    for hands, left_open in [
        ([], False),
        ([raspasy], False),  # a run, but raspasy are the run itself
        ([raspasy, passed, raspasy], False),
        ([raspasy, adjustment], False),
        ([raspasy, passed], True),
        ([raspasy, passed, adjustment], True),
        ([adjustment, passed], False),  # no run to leave open
    ]:
        assert score(game(P3, hands, raspasy_run_ends="played_hand")).run_left_open is left_open, hands


def test_the_game_ends_after_so_many_rounds():
    hands = [{"kind": "raspasy", "tricks": [3, 3, 4]}] * 5 + [{"kind": "adjustment", "gora": [1, 0, 0]}]
    g = game(P3, hands, end_condition="rounds", end_rounds=2)
    assert not score(g).is_over  # five deals (the adjustment deals nothing)
    assert score(g.with_hand(HAND.validate_python({"kind": "misere", "declarer": 0, "tricks": 0}))).is_over
    two = game(("A", "B"), [{"kind": "raspasy", "tricks": [3, 3, 4]}] * 4, end_condition="rounds", end_rounds=2)
    assert score(two).is_over


def test_gora_divisor_opponents_in_closed_form():
    g = game(P4, [{"kind": "adjustment", "pulya": [10, 10, 10, 10], "gora": [0, 4, 8, 12]}], gora_divisor="opponents")
    net = settle(score(g)).net
    mean = 6
    assert net == [Fraction(10 * 4 * (mean - e), 3) for e in (0, 4, 8, 12)]
    assert sum(net) == 0


# -- files -----------------------------------------------------------------------


def test_a_game_without_section_9_stays_version_1():
    g = game(P3, [{"kind": "raspasy", "tricks": [3, 3, 4]}])
    data = json.loads(dumps(g))
    assert data["version"] == 1
    assert not set(data["convention"]) & set(VERSION_2_DEFAULTS)


@pytest.mark.parametrize(
    "players, hand, options",
    [
        (P3, {"kind": "raspasy", "tricks": [3, 3, 4], "multiplier": 2}, {}),
        (
            P3,
            {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "prikup": 1},
            {"prikup_premium": True},
        ),
        (P4, {"kind": "raspasy", "dealer": 3, "tricks": [3, 3, 3, 1]}, {"dealer_on_raspasy": "takes_prikup_tricks"}),
        (P3, {"kind": "raspasy", "tricks": [3, 3, 4]}, {"gora_divisor": "opponents"}),
        (("A", "B"), {"kind": "raspasy", "tricks": [3, 3, 4]}, {}),
    ],
)
def test_a_game_using_section_9_or_10_is_version_2_and_reloads(players, hand, options):
    g = game(players, [hand], **options)
    text = dumps(g)
    assert json.loads(text)["version"] == 2
    again = loads(text)
    assert again == g
    assert settle(score(again)).net == settle(score(g)).net


def test_version_1_reference_data_uses_only_the_defaults_and_scores_as_before():
    """Every game of version 1 (the data scored before RULES §9) has no §9 option and the same numbers."""
    examples = json.loads((DATA / "examples.json").read_text(encoding="utf-8"))
    old = [e for e in examples if e["game"]["version"] == 1]
    assert len(old) >= 40
    for example in old:
        g = from_dict(example["game"])
        assert not g.convention.uses_version_2() and g.file_version == 1
        result = score(g).hands[-1]
        assert {"pulya": result.pulya, "gora": result.gora, "whists": result.whists} == example["last_hand_change"]
    for name in ("game-sochi-3p.json", "game-leningrad-3p.json", "game-rostov-4p.json"):
        g = from_dict(json.loads((DATA / name).read_text(encoding="utf-8")))
        assert g.file_version == 1
        want = json.loads((DATA / name.replace(".json", ".expected.json")).read_text(encoding="utf-8"))
        assert (
            score(g).gora == want["gora"]
            and [str(v) for v in settle(score(g)).net] == want["settlement"]["net_whists_exact"]
        )
    # and every preset means what it meant: the new options at their defaults
    for preset in PRESETS.values():
        assert {key: getattr(preset, key) for key in VERSION_2_DEFAULTS} == VERSION_2_DEFAULTS


def test_version_2_defaults_are_the_conventions_field_defaults():
    """Derived from the model's fields, the table keeps the options, order and values it was written with."""
    assert list(VERSION_2_DEFAULTS.items()) == [
        ("prikup_premium", False),
        ("dealer_on_raspasy", "sits_out"),
        ("dealer_zero_premium", False),
        ("dealer_may_whist", False),
        ("raspasy_run_ends", "any_hand"),
        ("raspasy_amnesty", False),
        ("gentleman_on_made", False),
        ("remiz_scoring", "gora"),
        ("gora_divisor", "players"),
        ("end_rounds", 4),
        ("whist_forced", False),
        ("checked_ten_whists", "as_played"),
        ("two_whister_quota", "covered"),
        ("dealer_whist_shape", "shared"),
        ("prikup_premium_writer", "defenders"),
        ("returned_whist", "as_pass"),
        ("write_off_below_zero", True),
        ("lone_whister_tricks", "all"),
        ("settle_open_pulya", "to_gora"),
    ]
