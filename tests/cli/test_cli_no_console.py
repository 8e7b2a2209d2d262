"""Where a command cannot print: the window program has no console (``prefcount.exe`` on Windows, ``pythonw``:
sys.stdout and sys.stderr are None), stdout is a full disk, the data folder cannot be written. Each ends in one
line (a message box for the window program), never a traceback. Real processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from where import DATA

# The window program as Windows starts it: no stdout, no stderr. The message box is replaced by a file, so the test
# sees what it would show.
NO_CONSOLE = """
import sys
sys.stdout = sys.stderr = None
import prefcount.ui.app.console_box as box
def show(text, error):
    with open(sys.argv[1], "a", encoding="utf-8") as shown:
        shown.write(("error: " if error else "info: ") + text + "\\n")
box.show = show
from prefcount.__main__ import gui_main, main
raise SystemExit((gui_main if sys.argv[2] == "gui" else main)(sys.argv[3:]))
"""


def without_console(tmp_path: Path, *args: str, entry: str = "cli") -> tuple[int, str, str]:
    box = tmp_path / "box.txt"
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", NO_CONSOLE, str(box), entry, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    return done.returncode, box.read_text(encoding="utf-8") if box.exists() else "", done.stdout + done.stderr


def test_the_window_program_shows_a_missing_file_in_a_box(tmp_path):
    status, box, printed = without_console(tmp_path, "missing.pulka")
    assert (status, box, printed) == (2, "error: prefcount: missing.pulka: there is no such file\n", "")


def test_the_window_program_asked_to_print_says_it_has_no_console(tmp_path):
    status, box, printed = without_console(tmp_path, "score", str(DATA / "game-sochi-3p.json"))
    assert status == 2 and printed == ""
    assert box.startswith("error: prefcount: this program has no console to print to") and box.count("\n") == 1


def test_the_window_program_shows_a_bad_argument_and_its_version_in_a_box(tmp_path):
    status, box, _ = without_console(tmp_path, "scroe")
    assert status == 2 and box.startswith("error: prefcount: argument command: invalid choice: 'scroe'")
    (tmp_path / "box.txt").unlink()
    status, box, _ = without_console(tmp_path, "--version")
    assert status == 0 and box.startswith("info: prefcount ")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["a.pulka", "b.pulka"], "prefcount-gui opens one game file at a time, not 2"),
        (["--foo", "a.pulka"], "prefcount-gui takes a game file and no options, not --foo"),
        (["missing.pulka"], "missing.pulka: there is no such file"),
    ],
)
def test_prefcount_gui_refuses_what_it_would_drop(tmp_path, args, said):
    """`prefcount-gui a b` opened a and dropped b without a word; now it says so (in a box: it has no console)."""
    status, box, _ = without_console(tmp_path, *args, entry="gui")
    assert status == 2 and box.startswith(f"error: prefcount: {said}") and box.count("\n") == 1


def prefcount(*args: str, stdout=subprocess.PIPE, env: dict[str, str] | None = None):
    return subprocess.run(
        [sys.executable, "-m", "prefcount", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is Linux's")
def test_version_to_a_full_disk_is_one_line():
    with open("/dev/full", "w") as full:
        done = prefcount("--version", stdout=full)
    assert done.returncode == 2
    assert done.stderr == "prefcount: cannot write the output: No space left on device\n"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
def test_a_desktop_folder_that_cannot_be_made_is_one_line(tmp_path):
    done = prefcount("--install-desktop", env={"XDG_DATA_HOME": "/proc/nope"})
    assert done.returncode == 2
    assert done.stderr.startswith("prefcount: --install-desktop: cannot write /proc/nope")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_install_desktop_refuses_other_arguments_and_installs_nothing(tmp_path):
    done = prefcount("--install-desktop", "score", "x.pulka", env={"XDG_DATA_HOME": str(tmp_path)})
    assert done.returncode == 2
    assert done.stderr == (
        "prefcount: --install-desktop is a command of its own: give it alone, without 'score' and its arguments\n"
    )
    assert not list(tmp_path.iterdir())


def test_a_huge_argument_is_cut_in_the_message(tmp_path):
    path = "/no/such/" + "x" * 20_000 + ".pulka"
    for args in ([path], ["score", path], ["score", str(DATA / "game-sochi-3p.json"), "--set", "k" * 20_000]):
        done = prefcount(*args)
        assert done.returncode == 2 and len(done.stderr) < 400 and done.stderr.count("\n") == 1, done.stderr[:500]


def test_a_missing_file_is_named_once(tmp_path):
    done = prefcount("score", str(tmp_path / "gone.pulka"))
    assert done.returncode == 2
    assert done.stderr == f"prefcount: There is no file {tmp_path / 'gone.pulka'}\n"
