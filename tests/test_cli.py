"""The command line as a user runs it: a real process, its output, its exit status."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


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
    import prefcount.ui.app
    from prefcount import cli

    started = []
    monkeypatch.setattr(prefcount.ui.app, "run", lambda argv: started.append(argv[1:]) or 0)
    game = tmp_path / "friday.pulka"
    game.write_text((DATA / "game-sochi-3p.json").read_text())
    assert cli.main(["open", str(game)]) == 0
    assert cli.main([str(game)]) == 0
    assert cli.main([]) == 0
    assert started == [[str(game)], [str(game)], []]


def test_score_loads_neither_reportlab_nor_qt():
    """A fresh interpreter runs ``prefcount score`` and lists what it imported."""
    code = (
        "import sys, io, contextlib\n"
        "from prefcount.cli import main\n"
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
