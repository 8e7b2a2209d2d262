"""The command line knows every option of RULES §12 (issue 28 item 3): ``--set KEY=VALUE`` takes each of them and
each of its values, ``--as`` keeps the table's stake and drops them with the rest of its rules, a misspelled value is
named, and a game file that uses them scores as version 2."""

from __future__ import annotations

import json

import pytest
from where import DATA

from benchmarks.sample import EVERY_OPTION_12, SECTION_12_VALUES
from prefcount.cli import main as cli
from prefcount.files.gamefile import load
from prefcount.ledger import score, settle
from prefcount.ledger.conventions import OPTION_BY_KEY, VERSION_2_DEFAULTS, VERSION_2_VALUES, convention_from_dict

#: The options RULES §12 adds, and the values it adds to older options, as ``--set`` takes them.
SECTION_12_OPTIONS = {key: tuple(str(value) for value in values) for key, values in SECTION_12_VALUES.items()}


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = cli.main(["score", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_table_here_is_every_option_rules_section_12_adds():
    """The list above is the ledger's: every §12 option and value, each a choice the ledger offers."""
    assert set(EVERY_OPTION_12) == set(SECTION_12_OPTIONS)
    assert {"lone_whister_tricks", "settle_open_pulya"} <= set(VERSION_2_DEFAULTS)
    for key, values in SECTION_12_OPTIONS.items():
        assert set(values) <= set(OPTION_BY_KEY[key].choices), key
        if key == "raspasy_zero_tricks":  # a §6 option: the value §12 adds makes a file version 2
            assert set(values) <= VERSION_2_VALUES[key]


@pytest.mark.parametrize(
    ("key", "value"), [(key, value) for key, values in SECTION_12_OPTIONS.items() for value in values]
)
@pytest.mark.parametrize("game", ["game-sochi-3p.json", "game-rostov-4p.json", "game-gusarik-2p.json"])
def test_set_takes_every_option_and_value_of_rules_section_12(capsys, key, value, game):
    status, out, err = run(capsys, str(DATA / game), "--set", f"{key}={value}", "--json")
    assert status == 0, err
    data = json.loads(out)
    other = convention_from_dict(data["as"]["convention"])
    assert getattr(other, key) == value
    played = load(DATA / game)
    if getattr(played.convention, key) != value and OPTION_BY_KEY[key].applies_to(played.n):
        assert data["changed"][key]["as"] == value
    else:  # the same, or an option that changes nothing in a game of this size (RULES §12.5)
        assert key not in data["changed"]
    # the figures are the ledger's for the game under those rules
    expected = settle(score(played.model_copy(update={"convention": other})))
    assert data["as"]["rounded_whists"] == expected.rounded_whists


@pytest.mark.parametrize(
    ("item", "named"),
    [
        ("two_whister_quota=fewer", "two_whister_quota"),
        ("lone_whister_tricks=none", "lone_whister_tricks"),
        ("settle_open_pulya=true", "settle_open_pulya"),
        ("raspasy_zero_tricks=gora_writeoff", "raspasy_zero_tricks"),
    ],
)
def test_a_misspelled_value_of_a_section_12_option_is_named(capsys, item, named):
    status, out, err = run(capsys, str(DATA / "game-sochi-3p.json"), "--set", item)
    assert status == 2 and out == ""
    (line,) = err.splitlines()
    assert named in line and item.partition("=")[2] in line.lower()


def test_as_a_preset_drops_the_section_12_options_with_the_rest_of_the_rules(capsys, tmp_path):
    """``--as`` is the other preset's rules at this table's stake: a §12 option of the game is not carried over,
    unless ``--set`` sets it again."""
    game = json.loads((DATA / "game-sochi-3p.json").read_text())
    game["version"] = 2
    game["convention"].update(EVERY_OPTION_12)
    path = tmp_path / "section-12.pulka"
    path.write_text(json.dumps(game))
    status, out, err = run(capsys, str(path), "--as", "sochi", "--json")
    assert status == 0, err
    data = json.loads(out)
    for key, value in EVERY_OPTION_12.items():
        assert data["changed"][key]["own"] == value and data["as"]["convention"][key] == VERSION_2_DEFAULTS.get(
            key, "pulya_1"
        )
    status, out, err = run(capsys, str(path), "--as", "leningrad", "--set", "lone_whister_tricks=own", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert (
        data["as"]["convention"]["preset"] == "leningrad" and data["as"]["convention"]["lone_whister_tricks"] == "own"
    )


def test_a_game_with_section_12_options_scores_as_the_ledger_says(capsys, tmp_path):
    game = json.loads((DATA / "game-sochi-3p.json").read_text())
    game["version"] = 2
    game["convention"].update(EVERY_OPTION_12)
    path = tmp_path / "section-12.pulka"
    path.write_text(json.dumps(game))
    status, out, err = run(capsys, str(path), "--json")
    assert status == 0, err
    data = json.loads(out)
    sheet = score(load(path))
    assert data["gora"] == sheet.gora and data["settlement"]["rounded_whists"] == settle(sheet).rounded_whists
    assert load(path).file_version == 2


def test_the_table_says_what_section_12_wrote(capsys, tmp_path):
    """``prefcount score`` (the readable table) names the §12 entries under their hand, the tricks nobody wrote, and
    a settlement that leaves the unfinished pulya out."""
    game = {
        "format": "prefcount-game",
        "version": 2,
        "players": ["A", "B", "C"],
        "convention": {"preset": "sochi", **EVERY_OPTION_12},
        "hands": [
            {"kind": "game", "declarer": 0, "contract": "7H", "calls": [None, "whist", "pass"], "tricks": [4, 3, 3]},
            {"kind": "game", "declarer": 1, "contract": "6S", "calls": ["whist", None, "whist"], "tricks": [1, 9, 0]},
            {"kind": "raspasy", "tricks": [0, 4, 6]},
        ],
    }
    path = tmp_path / "section-12.pulka"
    path.write_text(json.dumps(game))
    status, out, err = run(capsys, str(path))
    assert status == 0, err
    assert "whists for his own tricks only; C's tricks are nobody's: B writes whists for his own tricks only" in out
    assert "the whister with fewer tricks answers for the whole shortfall" in out
    assert "raspasy without a trick: one pulya point off the gora" in out
    assert "Settlement (if the game stopped now) — the unfinished pulya is left out, as the convention says:" in out
