"""What a fault run over odd files found in the command line (issue 18 item 5), each as a real process.

A file nested hundreds deep, a key of megabytes, a name that shows nothing, levels written as a range, and
an output that cannot be written: one line on stderr, exit status 2, never a traceback.
"""

import json
import os
import subprocess
import sys

import pytest
from where import DATA

SOCHI = json.loads((DATA / "game-sochi-3p.json").read_text(encoding="utf-8"))


def prefcount(*args: str, stdout=subprocess.PIPE, env: dict | None = None, timeout: float = 60):
    return subprocess.run(
        [sys.executable, "-m", "prefcount", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        timeout=timeout,
        env={**os.environ, **(env or {})},
    )


def refused(done: subprocess.CompletedProcess, expected: str) -> str:
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert len(done.stderr.splitlines()) == 1, done.stderr[:2000]
    assert expected in done.stderr, done.stderr[:2000]
    assert not done.stdout
    return done.stderr


def game(**changes) -> dict:
    return {**SOCHI, **changes}


# The fault run's file: 983 bytes, arrays 450 deep around a surrogate pair (an emoji written as \ud83d\ude00).
DEEP = '{"format": "prefcount-game", "version": 1, "players": ["A", "B", "C"], "hands": ' + (
    "[" * 450 + '"\\ud83d\\ude00"' + "]" * 450 + "}"
)


def test_a_file_nested_450_deep_is_refused_by_score_pdf_and_stats(tmp_path):
    assert len(DEEP) < 1000
    book = tmp_path / "book"
    book.mkdir()
    path = book / "deep.pulka"
    path.write_text(DEEP, encoding="utf-8")
    refused(prefcount("score", str(path)), "nested too deeply")
    refused(prefcount("score", str(path), "--json"), "nested too deeply")
    refused(prefcount("pdf", str(path), "--lang", "en", "-o", str(tmp_path / "deep.pdf")), "nested too deeply")
    assert not (tmp_path / "deep.pdf").exists()
    done = prefcount(
        "stats", str(book), "--index", str(tmp_path / "index.sqlite"), env={"PREFCOUNT_DATA_DIR": str(tmp_path)}
    )
    assert "Traceback" not in done.stderr and "RecursionError" not in done.stderr, done.stderr[-2000:]
    assert f"{path}: The file is damaged: it is nested too deeply" in done.stderr


LONG_KEY = "k" * 2000
LONG_KEYS = {
    "at the top": json.dumps(game(**{LONG_KEY: 1})),
    "in a hand": json.dumps(game(hands=[{"kind": "raspasy", "tricks": [4, 3, 3], LONG_KEY: 1}])),
    "in the convention": json.dumps(game(convention={"preset": "sochi", LONG_KEY: 1})),
    "given twice": json.dumps(game()).replace('"version": 1', f'"version": 1, "{LONG_KEY}": 1, "{LONG_KEY}": 2'),
    "as a value": json.dumps(game(convention={"preset": LONG_KEY})),
}


@pytest.mark.parametrize("where", sorted(LONG_KEYS))
def test_a_key_of_2000_characters_is_named_shortly(tmp_path, where):
    path = tmp_path / "game.pulka"
    path.write_text(LONG_KEYS[where], encoding="utf-8")
    line = refused(prefcount("score", str(path)), "kkkk")
    assert len(line) < len(str(path)) + 250, line


def test_a_key_of_15_megabytes_is_refused_at_once_and_named_shortly(tmp_path):
    path = tmp_path / "game.pulka"
    path.write_text(json.dumps(game(convention={"preset": "sochi", "k" * 15_000_000: 1})), encoding="utf-8")
    line = refused(prefcount("score", str(path), timeout=30), "a key of 15000000 characters")
    assert len(line) < len(str(path)) + 250, line


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("args", [[], ["--json"], ["--as", "leningrad"]], ids=["table", "json", "what-if"])
def test_score_to_a_full_disk_is_one_line(args):
    with open("/dev/full", "w") as full:
        done = prefcount("score", str(DATA / "game-sochi-3p.json"), *args, stdout=full)
    assert done.returncode == 2, done.stderr
    assert done.stderr == "prefcount: cannot write the output: No space left on device\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["score", "--help"],
        ["stats", str(DATA)],
        ["stats", str(DATA), "--json"],
        ["stats", str(DATA), "--csv"],
    ],
    ids=["help", "score help", "stats", "stats json", "stats csv"],
)
def test_help_and_stats_to_a_full_disk_are_one_line(tmp_path, args):
    """argparse dropped a failed --help and ended 0; stats ended in a traceback."""
    with open("/dev/full", "w") as full:
        done = prefcount(*args, "--index", str(tmp_path / "index"), stdout=full)
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines()[-1] == "prefcount: cannot write the output: No space left on device"
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "name",
    ["\u200b", " \u200b ", "\u200d\u2060", "\ufeff", "\u3164", "\u00a0\u200b", "\u0301"],
    ids=["zero-width", "spaced", "joiners", "byte order mark", "hangul filler", "nbsp and zero-width", "accent"],
)
def test_a_name_that_shows_nothing_is_refused(tmp_path, name):
    path = tmp_path / "game.pulka"
    path.write_text(json.dumps(game(players=[name, "B", "C"])), encoding="utf-8")
    refused(prefcount("score", str(path)), "shows nothing: it has only spaces or invisible characters")
    refused(prefcount("blank", "--lang", "en", "--names", name, "B", "C", "-o", str(tmp_path / "x.pdf")), "--names")
    assert not (tmp_path / "x.pdf").exists()


def test_two_names_that_differ_only_by_an_invisible_character_are_one_name(tmp_path):
    path = tmp_path / "game.pulka"
    path.write_text(json.dumps(game(players=["Аня", "Аня\u200b", "C"])), encoding="utf-8")
    refused(prefcount("score", str(path)), "Two players are called Аня")


def test_levels_written_as_a_range_are_refused_and_a_list_is_read():
    game_path = str(DATA / "game-sochi-3p.json")
    refused(prefcount("score", game_path, "--set", "raspasy_exit=6-8"), "not '6-8'")
    refused(prefcount("score", game_path, "--set", "raspasy_exit=6–8"), "not '6–8'")
    for unbalanced in ("[6, 7", "6]"):
        refused(prefcount("score", game_path, "--set", f"raspasy_exit={unbalanced}"), f"not '{unbalanced}'")
    for written in ("6,7,7", "6, 7, 7", "[6, 7, 7]"):
        done = prefcount("score", game_path, "--set", f"raspasy_exit={written}")
        assert done.returncode == 0, done.stderr
        assert "Changed: raspasy_exit 6, 7, 8 → 6, 7, 7" in done.stdout


def test_levels_are_typed_back_as_they_are_printed():
    """``score --as`` prints the levels; the same text given to ``--set`` is read, one level (Classic's 7) too."""
    game_path = str(DATA / "game-sochi-3p.json")
    done = prefcount("score", game_path, "--as", "rostov")
    assert done.returncode == 0, done.stderr
    printed = done.stdout.split("raspasy_exit ", 1)[1].split(" → ")[1].splitlines()[0].split(";")[0]
    assert printed == "6, 6, 6"
    again = prefcount("score", game_path, "--set", f"raspasy_exit={printed}")
    assert again.returncode == 0, again.stderr
    assert "raspasy_exit 6, 7, 8 → 6, 6, 6" in again.stdout
    one = prefcount("score", game_path, "--set", "raspasy_exit=7")
    assert one.returncode == 0, one.stderr
    assert "raspasy_exit 6, 7, 8 → 7" in one.stdout


@pytest.mark.parametrize(
    ("argument", "echoed"),
    [
        ("a\nb.pulka", "a\\nb.pulka"),  # a line break: the message stays one line
        ("\x1b[2Jgone.pulka", "\\x1b[2Jgone.pulka"),  # a terminal's escape is not obeyed
        ("game\u202eakulp.exe", "game\\u202eakulp.exe"),  # a right-to-left override does not turn the name round
        ("Аня\u200b.pulka", "Аня\\u200b.pulka"),  # the invisible character that tells it from Аня.pulka
    ],
)
def test_a_name_is_echoed_as_what_it_is(tmp_path, argument, echoed):
    """An argument or a file's name that holds a control or an invisible character is shown with it written
    out: one line, nothing hidden, nothing mistaken for another name; Cyrillic stays Cyrillic."""
    path = str(tmp_path / argument)
    shown_path = str(tmp_path) + os.sep + echoed
    assert refused(prefcount(path), "there is no such file") == f"prefcount: {shown_path}: there is no such file\n"
    assert refused(prefcount("score", path), "There is no file") == f"prefcount: There is no file {shown_path}\n"
    refused(prefcount("score", str(DATA / "game-sochi-3p.json"), "--as", argument), echoed)
    refused(prefcount(argument.replace(".", "")), f"invalid choice: '{echoed.replace('.', '')}'")


@pytest.mark.parametrize(
    "args",
    [
        ["x" * 5000],  # not a subcommand
        ["blank", "--players", "7" * 5000],  # not a number of players
        ["score", str(DATA / "game-sochi-3p.json"), "--bogus", "y" * 5000],  # not an argument
        ["\u200b" * 90],  # short, but 540 characters escaped
    ],
    ids=["command", "choice", "unrecognized", "escaped"],
)
def test_argparse_echoes_a_long_argument_cut(args):
    done = prefcount(*args)
    message = refused(done, "…")
    assert len(message) < 300, message
