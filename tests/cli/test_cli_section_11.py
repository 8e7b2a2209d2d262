"""The command line knows every option of RULES §11 (issue 17 item 3): ``--set KEY=VALUE`` takes each of
them and each of its values, ``--as`` keeps the table's stake and drops them with the rest of its rules, and a
hand only §11 allows (the returned whist, §11.5) is refused under rules without it, naming the option to set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from where import DATA

from benchmarks.sample import EVERY_OPTION_11, SECTION_11_VALUES
from prefcount.cli import main as cli
from prefcount.ledger.conventions import OPTION_BY_KEY, VERSION_2_VALUES, convention_from_dict

#: The options RULES §11 adds, and the values it adds to older options, as ``--set`` takes them.
SECTION_11_OPTIONS = {
    key: tuple(json.dumps(value) if isinstance(value, bool) else value for value in values)
    for key, values in SECTION_11_VALUES.items()
}
#: The 4-player game for §11.3, the 3-player one for every other option.
GAME_FOR = {"dealer_whist_shape": "game-rostov-4p.json"}
#: One hand that only §11.5 allows: 7♦ by A, B whists after C's half-whist, one down.
RETURNED_WHIST = {"kind": "game", "declarer": 0, "contract": "7D", "calls": [None, "whist", "half-whist"]}


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = cli.main(["score", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_table_here_is_every_option_rules_section_11_adds():
    """The list above is the ledger's: a §11 option the sample games turn on but the command line were never
    tried with, or a value the ledger does not offer, fails here."""
    assert set(EVERY_OPTION_11) - {"ten_whisted"} == set(SECTION_11_OPTIONS)
    for key, values in SECTION_11_OPTIONS.items():
        info = OPTION_BY_KEY[key]
        choices = ("true", "false") if info.kind == "bool" else info.choices
        assert set(values) <= set(choices), key
        if key in VERSION_2_VALUES:  # a §6 option: the values §11 adds make a file version 2
            assert set(values) <= VERSION_2_VALUES[key], key


@pytest.mark.parametrize(
    ("key", "value"), [(key, value) for key, values in SECTION_11_OPTIONS.items() for value in values]
)
def test_set_takes_every_option_and_value_of_rules_section_11(capsys, key, value):
    game = DATA / GAME_FOR.get(key, "game-sochi-3p.json")
    status, out, err = run(capsys, str(game), "--set", f"{key}={value}", "--json")
    assert status == 0, err
    data = json.loads(out)
    wanted = json.loads(value) if value in ("true", "false") else value
    assert getattr(convention_from_dict(data["as"]["convention"]), key) == wanted
    if getattr(convention_from_dict(data["own"]["convention"]), key) != wanted:
        assert key in data["changed"], data["changed"]
        assert data["changed"][key]["as"] == wanted


def test_a_misspelled_value_of_a_section_11_option_is_named(capsys):
    status, out, err = run(capsys, str(DATA / "game-sochi-3p.json"), "--set", "returned_whist=half_whister")
    assert status == 2 and out == ""
    assert "returned_whist" in err and "half_whister" in err


def _returned_whist_game(tmp_path: Path) -> Path:
    game = json.loads((DATA / "game-sochi-3p.json").read_text())
    game["version"] = 2
    game["convention"]["returned_whist"] = "half_whister_out"
    game["hands"].insert(1, {**RETURNED_WHIST, "tricks": [6, 3, 1]})
    path = tmp_path / "returned.pulka"
    path.write_text(json.dumps(game))
    return path


@pytest.mark.parametrize(
    "args",
    [["--set", "returned_whist=as_pass"], ["--as", "leningrad"]],
    ids=["set", "as"],
)
def test_a_returned_whist_refused_by_the_other_rules_names_the_option(capsys, tmp_path, args):
    path = _returned_whist_game(tmp_path)
    status, out, err = run(capsys, str(path), *args)
    assert status == 2 and out == ""
    (line,) = err.splitlines()
    assert "Hand 2" in line
    assert line.endswith("(to compare, add --set returned_whist=half_whister_out)")


def test_as_with_the_section_11_option_set_again_compares(capsys, tmp_path):
    path = _returned_whist_game(tmp_path)
    status, out, err = run(capsys, str(path), "--as", "leningrad", "--set", "returned_whist=half_whister_out", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert data["as"]["convention"]["preset"] == "leningrad"
    assert data["as"]["convention"]["returned_whist"] == "half_whister_out"
    assert data["own"]["convention"]["returned_whist"] == "half_whister_out"


def test_as_a_preset_drops_the_section_11_options_with_the_rest_of_the_rules(capsys, tmp_path):
    """``--as`` is the other preset's rules at this table's stake: a §11 option of the game is not carried over."""
    game = json.loads((DATA / "game-sochi-3p.json").read_text())
    game["version"] = 2
    game["convention"]["two_whister_quota"] = "own"
    path = tmp_path / "own-quota.pulka"
    path.write_text(json.dumps(game))
    status, out, err = run(capsys, str(path), "--as", "sochi", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert data["changed"]["two_whister_quota"] == {"own": "own", "as": "covered"}
