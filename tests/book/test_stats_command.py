"""``prefcount stats`` as a user runs it: a real process, its output, its exit status."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def prefcount(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(data), "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        [sys.executable, "-m", "prefcount", "stats", *args], capture_output=True, text=True, timeout=120, env=env
    )


@pytest.fixture
def run(book_folder, tmp_path):
    (book_folder / "prefcount-roster.json").write_text(
        json.dumps({"format": "prefcount-roster", "version": 1, "people": [{"name": "Борис", "aliases": ["Боря"]}]}),
        "utf-8",
    )
    return lambda *args: prefcount(str(book_folder), *args, data=tmp_path / "data")


def test_json_shape_and_figures(run):
    done = run("--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["pulkas"] == 2
    assert [p["name"] for p in data["people"]] == ["Вера", "Гриша", "Аня", "Борис"]
    boris = data["people"][3]
    assert boris["aliases"] == ["Боря"]
    # the cents the table paid (−61.33 and +7.67), not the exact −161/3 rounded (−53.67)
    assert (boris["money"], boris["money_per_pulka"], boris["whists"]) == ("-53.66", "-26.83", -46)
    assert (boris["best"]["money"], boris["worst"]["money"]) == ("7.67", "-61.33")
    assert "money_exact" not in boris
    assert boris["contracts"]["6"] == {"declared": 1, "made": 0, "failed": 1}
    assert boris["streaks"] == {"longest_won": 1, "longest_lost": 1, "current": 1}
    assert isinstance(boris["rating"], float)
    pair = next(r for r in data["head_to_head"] if (r["player"], r["against"]) == ("Борис", "Вера"))
    assert (pair["pulkas"], pair["money_exact"], pair["whists_exact"]) == (2, "-46", "-130/3")
    assert {p["kind"] for p in data["problems"]} == {"damaged", "foreign"}
    # progress and the files that do not count go to stderr
    assert "reading the book" in done.stderr and "broken.pulka" in done.stderr


def test_filters_and_player(run):
    data = json.loads(run("--from", "2026-11-10", "--json").stdout)
    assert {p["name"] for p in data["people"]} == {"Борис", "Вера", "Гриша"}
    data = json.loads(run("--player", "Боря", "--unfinished", "--json").stdout)
    assert [p["name"] for p in data["people"]] == ["Борис"]
    assert data["people"][0]["pulkas"] == 3
    assert {r["player"] for r in data["head_to_head"]} == {"Борис"}
    assert json.loads(run("--convention", "rostov", "--json").stdout)["people"] == []


def test_csv_and_table(run):
    rows = list(csv.DictReader(io.StringIO(run("--csv").stdout)))
    assert [r["name"] for r in rows] == ["Вера", "Гриша", "Аня", "Борис"]
    assert rows[0]["money"] == "70.33" and rows[0]["misere_made"] == "1"
    table = run().stdout
    assert "Head to head" in table and "-53.66" in table


@pytest.mark.parametrize(
    "args, message",
    [
        (["--from", "1 May"], "--from: '1 May' is not a date"),
        (["--from", "2026-12-01", "--to", "2026-11-01"], "is after --to"),
        (["--player", "Никто"], "nobody called 'Никто'"),
        (["--convention", "moscow"], "unknown preset 'moscow'"),
        (["--json", "--csv"], "not allowed with"),
    ],
)
def test_bad_arguments_exit_2_in_one_line(run, args, message):
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr.strip().splitlines()[-1]
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_missing_folder(tmp_path):
    done = prefcount(str(tmp_path / "nope"), data=tmp_path / "data")
    assert done.returncode == 2 and done.stderr.count("\n") == 1


def test_the_table_writes_whists_as_the_sheet_and_says_what_it_left_out(run):
    table = run().stdout
    assert table.splitlines()[0].startswith("2 pulkas (1 unfinished not counted: --unfinished to count it) in ")
    rows = {line.split()[0]: line.split() for line in table.split("\n\n")[1].splitlines()[1:]}
    header = table.splitlines()[2]
    assert "raspasy hands" in header and "tricks a raspasy" in header
    assert rows["Гриша"][7] == "-14⅔" and rows["Аня"][7] == "-9⅓"  # not -14.6667
    assert rows["Борис"][7] == "-46" and rows["Гриша"][12] == "6"  # 6 tricks on his one raspasy
    assert rows["Вера"][7].startswith("+") and "." not in rows["Вера"][7]  # +70⅓, as the sheet writes it
    assert json.loads(run("--json").stdout)["unfinished_not_counted"] == 1
    everything = run("--unfinished")
    assert everything.stdout.splitlines()[0].startswith("3 pulkas in ")
    assert json.loads(run("--unfinished", "--json").stdout)["unfinished_not_counted"] == 0
