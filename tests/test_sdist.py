"""The source release (`python -m build --sdist`) holds every file of the source: tests and their data, forms,
translation sources, tools, docs. .ci/run then runs the whole suite from that sdist."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def source_files() -> set[str]:
    """The files of the source: git's, or in an unpacked sdist those around us (less what building adds)."""
    if (ROOT / ".git").exists():
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return {name for name in listed.splitlines() if (ROOT / name).is_file()}
    made = ("PKG-INFO", "setup.cfg", "prefcount.egg-info/", "build/", "dist/")
    files = {p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if p.is_file()}
    return {f for f in files if not f.startswith(made) and "__pycache__" not in f and ".pytest_cache" not in f}


@pytest.mark.skipif(sys.version_info < (3, 11), reason="tarfile filters")
def test_the_sdist_holds_every_source_file(tmp_path):
    pytest.importorskip("build", reason="the test extra installs build")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (sdist,) = tmp_path.glob("prefcount-*.tar.gz")
    with tarfile.open(sdist) as tar:
        top = tar.getnames()[0].split("/")[0]
        shipped = {name.removeprefix(top + "/") for name in tar.getnames() if tar.getmember(name).isfile()}
    missing = sorted(source_files() - shipped)
    assert not missing, f"not in the sdist (MANIFEST.in): {missing}"
    for needed in ("tests/conftest.py", "tests/data/game-sochi-3p.json", "forms/hand_dialog.ui", "docs/RULES.md"):
        assert needed in shipped
    assert any(name.endswith("_ru.ts") for name in shipped) and any(name.startswith("tools/") for name in shipped)
