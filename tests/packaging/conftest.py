"""What the packaging tests share: the source release and the wheel, built once a run (``python -m build``: the
sdist, then the wheel from that sdist, as pip builds it). ``build`` comes with the dev extra (``python3 run.py
check``); without it these tests are skipped."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from where import ROOT


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder holding ``prefcount-<version>.tar.gz`` and ``prefcount-<version>-py3-none-any.whl``."""
    if importlib.util.find_spec("build") is None:
        pytest.skip("the dev extra installs build (python3 run.py check)")
    out = tmp_path_factory.mktemp("dist")
    # run from the output folder: the source's own build/ folder must not shadow the build package
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        cwd=out,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out
