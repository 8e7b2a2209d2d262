"""The source release (`python -m build`) holds every file of the source — tests and their data, forms, translation
sources, tools, docs — and the wheel built from it every file prefcount runs with (a wheel installed alone works)."""

from __future__ import annotations

import subprocess
import tarfile
import zipfile

from where import ROOT

#: What building, testing and checking leave in a source folder (not source; .gitignore's list).
MADE_HERE = {
    "PKG-INFO",
    "setup.cfg",
    "prefcount.egg-info",
    "build",
    "dist",
    ".hypothesis",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    ".venv",
}


def source_files() -> set[str]:
    """The files of the source: git's, or in an unpacked sdist those around us (less what running them made)."""
    if (ROOT / ".git").exists():
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return {name for name in listed.splitlines() if (ROOT / name).is_file()}
    files = [p.relative_to(ROOT) for p in ROOT.rglob("*") if p.is_file()]
    return {f.as_posix() for f in files if f.parts[0] not in MADE_HERE and "__pycache__" not in f.parts}


def test_the_sdist_holds_every_source_file(built):
    (sdist,) = built.glob("prefcount-*.tar.gz")
    with tarfile.open(sdist) as tar:
        top = tar.getnames()[0].split("/")[0]
        shipped = {name.removeprefix(top + "/") for name in tar.getnames() if tar.getmember(name).isfile()}
    missing = sorted(source_files() - shipped)
    assert not missing, f"not in the sdist (MANIFEST.in): {missing}"
    for needed in ("tests/conftest.py", "tests/data/game-sochi-3p.json", "forms/hand_panel.ui", "docs/RULES.md"):
        assert needed in shipped
    assert any(name.endswith("_ru.ts") for name in shipped) and any(name.startswith("tools/") for name in shipped)


def test_the_wheel_holds_what_prefcount_runs_with(built):
    (wheel,) = built.glob("prefcount-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    package = {name for name in source_files() if name.startswith("prefcount/") and not name.endswith(".ts")}
    assert not sorted(package - shipped), "package files not in the wheel (pyproject.toml package-data)"
    assert not [name for name in shipped if name.endswith(".ts")], "translation sources belong to the sdist only"
    entry_points = next(name for name in shipped if name.endswith(".dist-info/entry_points.txt"))
    with zipfile.ZipFile(wheel) as archive:
        scripts = archive.read(entry_points).decode()
    assert "[console_scripts]\nprefcount = prefcount.__main__:main" in scripts
    assert "[gui_scripts]\nprefcount-gui = prefcount.__main__:gui_main" in scripts
