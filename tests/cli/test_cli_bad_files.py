"""Bad and absurd files never crash or hang the command line (issue 7 item 6).

Every case runs ``prefcount`` as a real process: exit status 2, one line on
stderr naming the problem, nothing on stdout, nothing written.
"""

import json
import os
import signal
import stat
import subprocess
import sys

import pytest
from where import DATA

SOCHI = (DATA / "game-sochi-3p.json").read_text(encoding="utf-8")


def prefcount(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "prefcount", *args], capture_output=True, text=True, timeout=timeout, errors="replace"
    )


def game(**changes) -> dict:
    data = json.loads(SOCHI)
    data.update(changes)
    return data


def convention(**options) -> dict:
    return game(convention={"preset": "sochi", **options})


def refused(done: subprocess.CompletedProcess, expected: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1, done.stderr[:2000]
    assert expected in done.stderr, done.stderr[:2000]
    assert done.stdout == ""


BAD = {
    "preset as a list": (json.dumps(convention(preset=["sochi"])), "Unknown convention preset"),
    "preset as an object": (json.dumps(convention(preset={"name": "sochi"})), "Unknown convention preset"),
    "4,301-digit integer": (SOCHI.replace('"version": 1', '"version": ' + "1" * 4301), "4301 digits"),
    "lone surrogate in a name": (json.dumps(game(players=["\ud800A", "B", "C"])), "broken character"),
    "whist price 1e999999999": (json.dumps(convention(whist_price="1e999999999")), "'whist_price'"),
    "whist price 1e-10000000": (json.dumps(convention(whist_price="1e-10000000")), "'whist_price'"),
    "whist price NaN": (json.dumps(convention(whist_price=float("nan"))), "NaN"),
    "whist price Infinity": (SOCHI.replace('"whist_price": "0.5"', '"whist_price": Infinity'), "Infinity"),
    "duplicate key": (SOCHI.replace('"version": 1,', '"version": 1, "players": ["X", "Y", "Z"],'), "'players'"),
    "raspasy progression cap 100000": (
        json.dumps(convention(raspasy_progression="geometric", raspasy_progression_cap=100000)),
        "'raspasy_progression_cap' must be a whole number from 1 to 10",
    ),
    "pulya target of 10^20": (json.dumps(convention(pulya_target=10**20)), "'pulya_target'"),
    "raspasy exit of a million levels": (
        json.dumps(convention(raspasy_exit=[6] * 1_000_000)),
        "not [6, 6, 6, 6, 6, 6, ...]",
    ),
    "option of a million characters": (json.dumps(convention(overflow="x" * 9_000)), "'overflow' cannot be 'xxxx"),
    "adjustment of 10^24": (
        json.dumps(game(hands=[{"kind": "adjustment", "pulya": [10**24, 0, 0]}])),
        "Hand 1: an adjustment may write at most 1000000",
    ),
    "adjustment of -10^24 whists": (
        json.dumps(game(hands=[{"kind": "adjustment", "whists": [[0, -(10**24), 0], [0, 0, 0], [0, 0, 0]]}])),
        "Hand 1: an adjustment may write at most",
    ),
    "megabyte name": (json.dumps(game(players=["Ш" * 1_000_000, "B", "C"])), "at most 40 characters"),
    "megabyte title": (json.dumps(game(title="x" * 1_000_000)), "'title' is too long"),
    "megabyte hand note": (
        json.dumps(game(hands=[{"kind": "raspasy", "tricks": [3, 3, 4], "note": "x" * 1_000_000}])),
        "'note' is too long",
    ),
    "names with newlines, one with a trailing space": (
        json.dumps(game(players=["A\nB", "A\nB ", "C"])),
        "line break",
    ),
    "a name with a newline": (json.dumps(game(players=["A\nX", "B", "C"])), "line break"),
    "names differing by a trailing space": (json.dumps(game(players=["Аня", "Аня ", "C"])), "Two players are called"),
    "deep nesting": (
        '{"format": "prefcount-game", "version": 1, "hands": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "nested too deeply",
    ),
}


ALSO_PDF = {"preset as a list", "lone surrogate in a name", "whist price 1e999999999", "megabyte name"}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_file(tmp_path, case):
    text, expected = BAD[case]
    path = tmp_path / "game.pulka"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    refused(prefcount("score", str(path), timeout=30), expected)
    if case in ALSO_PDF:  # the same loader: a few cases through ``pdf`` show that nothing is written there either
        out = tmp_path / "game.pdf"
        refused(prefcount("pdf", str(path), "--lang", "en", "-o", str(out), timeout=30), expected)
        assert sorted(p.name for p in tmp_path.iterdir()) == ["game.pulka"]


def test_too_many_hands(tmp_path):
    path = tmp_path / "long.pulka"
    path.write_text(json.dumps(game(hands=[{"kind": "raspasy", "tricks": [3, 3, 4]}] * 20_001)))
    refused(prefcount("score", str(path)), "at most 20000")


def test_a_200_megabyte_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.pulka"
    with open(path, "wb") as handle:  # sparse: no disk used, but stat() and read() see 200 MB
        handle.write(SOCHI.encode()[:-2])
        handle.truncate(200 * 1024 * 1024)
    refused(prefcount("score", str(path)), "too big")


def test_dev_zero_is_refused():
    refused(prefcount("score", "/dev/zero", timeout=20), "not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "game.pulka"
    os.mkfifo(fifo)
    refused(prefcount("score", str(fifo), timeout=20), "not a regular file")


def test_a_closed_pipe_is_no_traceback(tmp_path):
    """``prefcount score … | head -1``: the reader leaves early; the writer stops quietly."""
    path = tmp_path / "long.pulka"
    path.write_text(json.dumps(game(hands=[{"kind": "adjustment", "pulya": [1, 0, 0]}] * 3000)))
    done = subprocess.run(
        f"{sys.executable} -m prefcount score --json {path} | head -1",
        shell=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout == "{\n"
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr


# -- -o: never replace what is not a regular file; never leave a temp file ----------------------


def test_output_through_a_symlink_is_refused(tmp_path):
    target = tmp_path / "kept.pdf"
    target.write_bytes(b"precious")
    link = tmp_path / "link.pdf"
    link.symlink_to(target)
    done = prefcount("blank", "-o", str(link))
    refused(done, "symbolic link")
    assert link.is_symlink() and target.read_bytes() == b"precious"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_output_to_a_fifo_is_refused(tmp_path):
    fifo = tmp_path / "out.pdf"
    os.mkfifo(fifo)
    refused(prefcount("blank", "-o", str(fifo), timeout=20), "not a regular file")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="only root may make a device node")
def test_output_to_a_device_is_refused_even_as_root(tmp_path):
    null = tmp_path / "null"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # a second /dev/null, inside the test folder
    refused(prefcount("blank", "-o", str(null)), "not a regular file")
    assert stat.S_ISCHR(null.lstat().st_mode)
    refused(prefcount("pdf", str(DATA / "game-sochi-3p.json"), "-o", str(null)), "not a regular file")
    assert stat.S_ISCHR(null.lstat().st_mode)


def test_atomic_write_never_replaces_a_device_or_a_pipe(tmp_path):
    from prefcount.files.gamefile import atomic_write

    if os.name == "posix" and os.geteuid() == 0:
        null = tmp_path / "null"
        os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        with pytest.raises(OSError, match="not a regular file"):
            atomic_write(null, b"x")
        assert stat.S_ISCHR(null.lstat().st_mode)
        null.unlink()
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        with pytest.raises(OSError, match="not a regular file"):
            atomic_write(tmp_path / "pipe", b"x")
        assert [p.name for p in tmp_path.iterdir()] == ["pipe"]


_INTERRUPTED_SAVE = """
import os, signal, sys
import prefcount.files.disk
from prefcount.cli.main import main

signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl+C, even where the test runner ignores SIGINT

def sync(fd):  # the save is interrupted between writing and renaming
    os.kill(os.getpid(), getattr(signal, sys.argv[1]))

prefcount.files.disk.sync = sync
sys.exit(main(["blank", "-o", sys.argv[2]]))
"""


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_an_interrupted_save_leaves_no_temp_file(tmp_path, name):
    if not hasattr(signal, name):
        pytest.skip(f"no {name} here")
    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"the old sheet")
    done = subprocess.run(
        [sys.executable, "-c", _INTERRUPTED_SAVE, name, str(out)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 128 + getattr(signal, name), done.stderr
    assert "Traceback" not in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]
    assert out.read_bytes() == b"the old sheet"


def test_the_longest_names_and_title_still_print(tmp_path):
    """Four names at the cap, unbreakable and wide, and a title at the text cap: a PDF, no LayoutError."""
    from pypdf import PdfReader

    from benchmarks.sample import random_game
    from prefcount.files.gamefile import MAX_TEXT, dumps
    from prefcount.ledger.game import MAX_NAME

    names = tuple(letter * MAX_NAME for letter in "ШWЩЮ")
    long_game = random_game(12, 4, target=20).model_copy(update={"players": names, "title": "Ж" * MAX_TEXT})
    path = tmp_path / "long.pulka"
    path.write_text(dumps(long_game), encoding="utf-8")
    out = tmp_path / "long.pdf"
    done = prefcount("pdf", str(path), "--lang", "en", "-o", str(out))
    assert done.returncode == 0, done.stderr
    pages = PdfReader(out).pages
    text = pages[1].extract_text()
    footer = next(line for line in text.splitlines() if line.startswith("Pulka: "))
    assert "…" in footer and "page 2" in text  # the names were shortened to leave the page number room
