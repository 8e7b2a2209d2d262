"""The command line as a user runs it: a real process, its output, its exit status."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from where import DATA


def prefcount(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "prefcount", *args], capture_output=True, text=True, cwd=cwd, timeout=60
    )


REFERENCE = ["sochi-3p", "leningrad-3p", "rostov-4p", "table-4p", "gusarik-2p"]


@pytest.mark.parametrize("name", REFERENCE)
def test_score_json_matches_reference(name):
    done = prefcount("score", str(DATA / f"game-{name}.json"), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads((DATA / f"game-{name}.expected.json").read_text())


def test_score_json_writes_fractions_with_four_places():
    done = prefcount("score", str(DATA / "game-leningrad-3p.json"), "--json")
    assert "-115.3333" in done.stdout and "110.6667" in done.stdout
    assert '"-346/3"' in done.stdout


def test_score_table_is_readable():
    done = prefcount("score", str(DATA / "game-sochi-3p.json"))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "whists on B" in out
    assert "pulya 2.3.9.10" in out  # A's pulya as written on paper
    assert "B pays A 61.00" in out and "B pays C 8.00" in out
    assert "-138" in out and "-69.00" in out


def _write(tmp_path: Path, content: bytes | str, name: str = "game.pulka") -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


def _game(**changes) -> dict:
    game = json.loads((DATA / "game-sochi-3p.json").read_text())
    game.update(changes)
    return game


BROKEN = {
    "truncated": ((DATA / "game-sochi-3p.json").read_text()[:200], "not valid JSON"),
    "binary junk": (bytes(range(256)) * 3, "not a prefcount game"),
    "empty": ("", "The file is empty"),
    "foreign": (json.dumps({"format": "something-else", "version": 1}), "not a prefcount game"),
    "newer": (json.dumps(_game(version=7)), "newer prefcount"),
    "unknown key": (json.dumps(_game(colour="red")), "'colour'"),
    "misspelled option": (json.dumps(_game(convention={"preset": "sochi", "overfow": "help"})), "overfow"),
    "tricks don't add up": (
        json.dumps(_game(hands=[{"kind": "raspasy", "tricks": [3, 3, 3]}])),
        "Hand 1: tricks add up to 9, not 10",
    ),
    "impossible contract": (
        json.dumps(_game(hands=[{"kind": "game", "declarer": 0, "contract": "11H", "calls": [None, "pass", "pass"]}])),
        "Hand 1",
    ),
    "half-whist on an eight": (
        json.dumps(
            _game(hands=[{"kind": "game", "declarer": 0, "contract": "8H", "calls": [None, "pass", "half-whist"]}])
        ),
        "only allowed on a six or a seven",
    ),
    "half-whist by d1": (
        json.dumps(
            _game(hands=[{"kind": "game", "declarer": 0, "contract": "6H", "calls": [None, "half-whist", "pass"]}])
        ),
        "speaks first",
    ),
    "seat that doesn't exist": (json.dumps(_game(hands=[{"kind": "misere", "declarer": 3, "tricks": 0}])), "no seat 3"),
    "4 players, no dealer": (
        json.dumps(_game(players=["A", "B", "C", "D"], hands=[{"kind": "raspasy", "tricks": [3, 3, 4, None]}])),
        "who dealt",
    ),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_file_exit_2_one_clear_line(tmp_path, case):
    content, expected = BROKEN[case]
    done = prefcount("score", str(_write(tmp_path, content)))
    assert done.returncode == 2, done.stdout
    assert expected in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stdout == ""


def test_missing_file(tmp_path):
    done = prefcount("score", str(tmp_path / "nothing.pulka"))
    assert done.returncode == 2 and "There is no file" in done.stderr


def test_bad_arguments_exit_2():
    done = prefcount("score")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    done = prefcount("frobnicate")
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_open_and_a_bare_game_file_start_the_app_with_it(monkeypatch, tmp_path):
    import prefcount.__main__ as front_door
    import prefcount.ui.app.start

    started = []
    monkeypatch.setattr(prefcount.ui.app.start, "run", lambda argv: started.append(argv[1:]) or 0)
    game = tmp_path / "friday.pulka"
    game.write_text((DATA / "game-sochi-3p.json").read_text())
    assert front_door.main(["open", str(game)]) == 0
    assert front_door.main([str(game)]) == 0
    assert front_door.main([]) == 0
    assert front_door.gui_main([str(game)]) == 0
    assert started == [[str(game)], [str(game)], [], [str(game)]]


def test_the_command_line_alone_starts_no_window(capsys):
    """cli.main is handed the window's starter by prefcount.__main__; without it, it says so and starts none."""
    from prefcount.cli.main import main

    assert main([]) == 2
    assert "started by 'prefcount' itself" in capsys.readouterr().err


def test_score_loads_neither_reportlab_nor_qt():
    """A fresh interpreter runs ``prefcount score`` and lists what it imported."""
    code = (
        "import sys, io, contextlib\n"
        "from prefcount.cli.main import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    status = main(['score', {str(DATA / 'game-sochi-3p.json')!r}, '--json'])\n"
        "assert status == 0\n"
        "print(sorted({m.split('.')[0] for m in sys.modules}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    top_level = json.loads(done.stdout.replace("'", '"'))
    assert "prefcount" in top_level
    assert "reportlab" not in top_level and "PySide6" not in top_level and "shiboken6" not in top_level


def test_score_table_names_the_entries_of_rules_section_9():
    done = prefcount("score", str(DATA / "game-table-4p.json"))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "3. C deals, D 8♠ (prikup 1; the dealer whists): D +6 pulya; C → D 18 whists" in out
    assert "prikup: one trick sold (an ace); dealer returned the whist" in out
    assert "10. B deals, C 7NT (×2, dark)" in out
    assert "prikup: two aces (three tricks)" in out


def test_score_table_names_a_changed_convention_as_the_what_if_does(tmp_path):
    done = prefcount("score", str(DATA / "game-sochi-3p.json"))
    assert done.stdout.splitlines()[0].startswith("prefcount — sochi, target ")
    game = _game()
    game["convention"] = {**game["convention"], "overflow": "count"}
    done = prefcount("score", str(_write(tmp_path, json.dumps(game))))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith("prefcount — sochi (changed), target ")


def test_score_two_players():
    done = prefcount("score", str(DATA / "game-gusarik-2p.json"))
    assert done.returncode == 0, done.stderr
    assert "whists on B" in done.stdout and "whists on C" not in done.stdout


@pytest.mark.parametrize(
    "change, words",
    [
        ({"hands": [{"kind": "raspasy", "tricks": [3, 3, 4], "multiplier": 3}]}, ["Hand 1", "×3"]),
        ({"hands": [{"kind": "misere", "declarer": 0, "tricks": 0, "prikup": 1}]}, ["Hand 1", "prikup"]),
        ({"convention": {"preset": "sochi", "gora_divisor": "half"}}, ["gora_divisor"]),
        ({"players": ["A", "B"], "hands": [{"kind": "raspasy", "tricks": [3, 7]}]}, ["Hand 1", "dummy"]),
    ],
)
def test_a_bad_version_2_file_is_one_line_and_status_2(tmp_path, change, words):
    path = _write(tmp_path, json.dumps(_game(version=2, **change)))
    done = prefcount("score", str(path))
    assert done.returncode == 2
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    for word in words:
        assert word in done.stderr, done.stderr


def test_what_if_side_by_side():
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), "--as", "leningrad")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "What if: sochi as played, and as leningrad" in out
    assert "whist_multiplier ×1 → ×2" in out  # multipliers read as multipliers
    assert "A     10  13     2   4         122   228        +106   61.00   114.00      +53.00" in out


def test_what_if_json_shape():
    done = prefcount(
        "score", str(DATA / "game-sochi-3p.json"), "--set", "overflow=count", "--set", "whist_price=0.25", "--json"
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"players", "changed", "own", "as", "difference"}
    assert data["changed"] == {"overflow": {"own": "help", "as": "count"}, "whist_price": {"own": "0.5", "as": "0.25"}}
    assert data["own"]["net_whists_exact"] == ["122", "-138", "16"]
    assert data["as"]["convention"]["overflow"] == "count"
    assert data["as"]["net_whists_exact"] == ["122", "-138", "16"]  # RULES §4: the same money in whists
    assert data["as"]["money"] == ["30.50", "-34.50", "4.00"]
    assert data["difference"]["money"] == ["-30.50", "34.50", "-4.00"]


@pytest.mark.parametrize(
    "args, words",
    [
        (["--set", "overflow=counted"], ["overflow", "counted"]),
        (["--set", "overflow"], ["--set overflow", "KEY=VALUE"]),
        (["--as", "moscow"], ["moscow"]),
        (["--as", "overflow=count"], ["--as takes a preset", "leningrad", "--set overflow=count"]),
        (["--as", "whist_price"], ["--as takes a preset", "--set whist_price=VALUE"]),
        (["--set", "half_whist=false"], ["Hand 8", "half-whist", "sochi (changed)"]),
    ],
)
def test_what_if_refusals_are_one_line(args, words):
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), *args)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    for word in words:
        assert word in done.stderr, done.stderr


@pytest.mark.parametrize("players", [2, 3, 4])
def test_per_hand_json_is_what_each_hand_result_says(players):
    """The JSON's per-hand rows are the ledger's HandResult, numbers written as FORMAT.md says."""
    from benchmarks.sample import random_game
    from prefcount.cli.score import score_json_text
    from prefcount.cli.text import json_number
    from prefcount.ledger import score, settle

    sheet = score(random_game(300, players, preset="leningrad", target=1000))
    rows = json.loads(score_json_text(sheet, settle(sheet)))["per_hand"]

    def plain(values):
        return [plain(v) if isinstance(v, list) else json_number(v) for v in values]

    assert rows == [{"pulya": plain(r.pulya), "gora": plain(r.gora), "whists": plain(r.whists)} for r in sheet.hands]


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (["--set", "prikup_premium=false"], "Hand 3: "),
        (["--set", "dealer_may_whist=false"], "Hand 3: "),
        (["--as", "sochi"], "Hand 1: "),
    ],
)
def test_what_if_names_the_option_that_would_allow_a_refused_hand(args, hint):
    done = prefcount("score", str(DATA / "game-table-4p.json"), *args)
    assert done.returncode == 2 and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert hint in line
    wanted = {
        "--as": "(to compare, add --set dealer_on_raspasy=takes_prikup_tricks)",
        "--set": f"(to compare, add --set {args[1].partition('=')[0]}=true)",
    }[args[0]]
    assert line.endswith(wanted)


def test_what_if_refusal_without_an_option_to_allow_it_has_no_hint():
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), "--set", "pulya_target=0")
    assert done.returncode == 2 and "to compare" not in done.stderr


def test_what_if_calls_a_convention_changed_only_for_a_rule_that_matters_to_the_players():
    """A 4-player option set on a 3-player game changes nothing there: the heading once said "sochi (changed)"."""
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), "--set", "dealer_may_whist=true")
    assert done.returncode == 0, done.stderr
    assert "What if: sochi as played, and as sochi\n" in done.stdout
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), "--set", "overflow=count")
    assert "What if: sochi as played, and as sochi (changed)\n" in done.stdout
