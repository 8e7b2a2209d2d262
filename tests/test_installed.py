"""The tests test the prefcount they mean to: every process a test starts imports the one the test run imported
(the checkout's, in run.py's editable install). That each way of installing prefcount works on its own is
tests/packaging/test_install_kinds.py's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from where import ROOT

import prefcount

SOURCE = ROOT  # the checkout, or the unpacked source release


def imported_by_a_process_started_in(folder: Path) -> Path:
    done = subprocess.run(
        [sys.executable, "-c", "import prefcount; print(prefcount.__file__)"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=folder,
    )
    assert done.returncode == 0, done.stderr
    return Path(done.stdout.strip()).resolve()


def test_a_process_a_test_starts_imports_the_same_prefcount():
    """Started in the source folder (the working folder of a test run), a child imports what this process did."""
    assert imported_by_a_process_started_in(SOURCE) == Path(prefcount.__file__).resolve()
