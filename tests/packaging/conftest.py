"""What the packaging tests share: the source release and the wheel, built once a run (``python -m build``: the
sdist, then the wheel from that sdist, as pip builds it). ``build`` comes with the dev extra (``python3 run.py
check``); without it these tests are skipped.

They are built from a copy of the source: setuptools makes its release tree (``prefcount-<version>/``) and
``prefcount.egg-info`` in the folder it builds, so two test processes (``-n 2``) building the checkout itself
tore down each other's tree, and an editable install's old ``egg-info`` would be read."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from where import ROOT

#: What building, testing and installing leave in a source folder: not copied.
NOT_SOURCE = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis")


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder holding ``prefcount-<version>.tar.gz`` and ``prefcount-<version>-py3-none-any.whl``."""
    if importlib.util.find_spec("build") is None:
        pytest.skip("the dev extra installs build (python3 run.py check)")
    out = tmp_path_factory.mktemp("dist")
    source = tmp_path_factory.mktemp("source") / "prefcount"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    # run from the output folder: the source's own build/ folder must not shadow the build package
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(source)],
        cwd=out,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out
