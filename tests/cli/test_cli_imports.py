"""What ``prefcount score`` imports, and who asks for it (issue 19 item 7: the command's start-up time).

Each case runs a fresh interpreter with ``-S``: the site module's ``.pth`` files may import anything before a
program starts (on some machines ``tempfile``, ``shutil`` and ``zipfile`` are loaded before the first line), and
a module already loaded is invisible to a check of ``sys.modules``. The installed packages are put on the path by
hand instead: the test's own ``sys.path``, handed over whole (``site.getsitepackages()`` under ``-S`` names the base
interpreter's folders, not the virtual environment's: only ``site`` moves ``sys.prefix`` to a venv). An audit hook
sees every module imported for the first time and walks the stack to whoever asked:
a heavy module asked for by prefcount's code (directly or through the standard library) is a failure; the same
module asked for by pydantic (its plugin loader reads every installed distribution's entry points, which loads
``importlib.metadata``, ``email``, ``socket``, ``zipfile``, ``tempfile`` and ``shutil``) or by argparse (its help
formatter loads ``shutil`` for the terminal's width) is theirs to pay."""

import json
import subprocess
import sys

import pytest
from where import DATA

#: Modules that cost a command's start-up much and that reading and scoring a game never needs.
HEAVY = [
    "tempfile",
    "shutil",
    "lzma",
    "bz2",
    "zipfile",
    "email",
    "socket",
    "ssl",
    "asyncio",
    "concurrent",
    "subprocess",
    "hashlib",
    "importlib.metadata",
    "importlib.resources",
]

WHO_IMPORTS = r"""
import contextlib, io, json, sys
sys.path.extend(json.loads(sys.argv[1]))  # -S: the test's packages, without the .pth files' side effects
heavy = tuple(json.loads(sys.argv[2]))
libraries = {"argparse", "pydantic", "pydantic_core", "typing_extensions", "typing_inspection", "annotated_types"}
asked = {"prefcount": {}, "libraries": {}}

def asker(frame):
    while frame is not None:  # the nearest module of prefcount or of a library; the standard library passes it on
        name = frame.f_globals.get("__name__") or ""
        if name.partition(".")[0] == "prefcount":
            return "prefcount", name
        if name.partition(".")[0] in libraries:
            return "libraries", name
        frame = frame.f_back
    return None

def hook(event, args):
    if event == "import" and any(args[0] == name or args[0].startswith(name + ".") for name in heavy):
        who = asker(sys._getframe(1))
        if who is not None:
            asked[who[0]].setdefault(args[0], who[1])

sys.addaudithook(hook)
exec(sys.argv[3])
print(json.dumps(asked))
"""

SCORE = """
from prefcount.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    assert main(sys.argv[4:]) == 0
"""

WRITE = """
from pathlib import Path
from prefcount.files.disk import atomic_write
atomic_write(Path(sys.argv[4]), b"{}")
"""


def who_imports(code: str, *args: str) -> dict[str, dict[str, str]]:
    done = subprocess.run(
        [sys.executable, "-S", "-c", WHO_IMPORTS, json.dumps(sys.path), json.dumps(HEAVY), code, *args],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("args", [[], ["--json"], ["--as", "leningrad"]], ids=["table", "json", "what-if"])
def test_score_asks_for_no_heavy_module(args):
    """``prefcount score`` reads, validates, scores and prints without one heavy module of its own asking: temp
    files, archives, mail headers, sockets, hashing and package metadata are the libraries' or nobody's."""
    asked = who_imports(SCORE, "score", str(DATA / "game-sochi-3p.json"), *args)
    assert asked["prefcount"] == {}  # (that the hook sees prefcount's own: the test below)


def test_saving_asks_for_temp_files_only_when_it_writes(tmp_path):
    """The other side: writing a file atomically does need ``tempfile``, asked for by the code that writes when
    it writes (and seen by the hook, which would see prefcount's own heavy import on the score path too)."""
    asked = who_imports(WRITE, str(tmp_path / "game.pulka"))
    assert asked["prefcount"].get("tempfile") == "prefcount.files.disk"
    assert (tmp_path / "game.pulka").read_bytes() == b"{}"
