"""The tests test the prefcount they mean to: in CI the one installed from the source release (.ci/run), never
the unpacked source beside it that the working folder would put on the path."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
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


@pytest.mark.skipif(
    os.environ.get("PREFCOUNT_TEST_INSTALLED") != "1", reason=".ci/run says when prefcount is installed"
)
def test_ci_tests_the_installed_prefcount():
    installed = Path(sysconfig.get_paths()["purelib"]).resolve()
    assert Path(prefcount.__file__).resolve().is_relative_to(installed), prefcount.__file__
