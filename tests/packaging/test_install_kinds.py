"""prefcount finds what it ships — fonts, translations, icons, the desktop files: ``resources/`` at the top of the
source, ``prefcount/resources`` once installed — in each of the four ways it reaches a machine: the wheel, an
editable install, the source release (installed from it, and run as unpacked) and the PyInstaller build.

Each install goes into a fresh virtual environment of its own with no dependencies; the probe imports prefcount
there first (so it is the install under test, never the checkout) and only then puts the test's own packages on the
path for pydantic, ReportLab and the rest. It prints where the package and its resources were found, and makes a
blank sheet in Russian: the Russian words on the sheet are read from the shipped translations, set in the shipped
fonts."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest
from packaging_helpers import packaging_module

PROBE = r"""
import json, sys
import prefcount  # from the install under test: nothing else is on the path yet
package = prefcount.__file__
sys.path.extend(json.loads(sys.argv[1]))  # then the test's packages, for the dependencies
from importlib.resources import files
from importlib.util import find_spec
from prefcount.cli.main import main
from prefcount.files.paths import resource_path, resources_dir

shipped = ["fonts/DejaVuSans.ttf", "fonts/LICENSE-DejaVu.txt", "translations/report_ru.qm", "translations/ui_uk.qm",
           "icons/prefcount.svg", "icons/prefcount.ico", "desktop/prefcount.desktop", "desktop/prefcount-pulka.xml"]
print(json.dumps({
    "package": package,
    "resources": str(resources_dir()),
    "importlib": str(files("prefcount.resources") / "fonts") if find_spec("prefcount.resources") else None,
    "missing": [name for name in shipped if not resource_path(*name.split("/")).is_file()],
    "sources": sorted(p.name for p in resources_dir().rglob("*.ts")),
    "blank": main(["blank", "--lang", "ru", "-o", sys.argv[2]]),
}))
"""


def venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def fresh_venv(folder: Path) -> Path:
    """An empty virtual environment (no pip: the test's own pip installs into it); its Python."""
    venv.create(folder, with_pip=False)
    return venv_python(folder)


def clean_env() -> dict[str, str]:
    """The environment without the path the test run sets (which would show pip the checkout as installed)."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}


def pip_install(python: Path, *what: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--quiet", *what],
        capture_output=True,
        text=True,
        timeout=900,
        env=clean_env(),
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def probe(python: Path, sheet: Path, env: dict[str, str] | None = None) -> dict:
    done = subprocess.run(
        [str(python), "-c", PROBE, json.dumps(sys.path), str(sheet)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=sheet.parent,
        env={**clean_env(), **(env or {})},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


def russian_words(sheet: Path) -> str:
    from pypdf import PdfReader

    return "".join(page.extract_text() for page in PdfReader(sheet).pages)


def assert_found_in(found: dict, place: Path, sheet: Path, installed: bool = True) -> None:
    """The package and every shipped resource came from ``place``, the sheet speaks Russian in DejaVu Sans; an
    installed prefcount has its resources as the package ``prefcount.resources`` too (importlib.resources)."""
    package, resources = Path(found["package"]).resolve(), Path(found["resources"]).resolve()
    assert package.is_relative_to(place.resolve()), (package, place)
    assert resources.is_relative_to(place.resolve()), (resources, place)
    if installed:
        assert Path(found["importlib"]).resolve() == resources / "fonts"
    else:  # a source tree run as it is: resources/ is not inside prefcount/
        assert found["importlib"] is None
    assert found["missing"] == []
    assert found["blank"] == 0
    assert "Пулька" in russian_words(sheet)  # report_ru.qm's "Pulka"
    assert b"DejaVuSans" in sheet.read_bytes()


@pytest.fixture(scope="module")
def unpacked(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The source release, unpacked: ``prefcount-<version>/``."""
    (sdist,) = built.glob("prefcount-*.tar.gz")
    into = tmp_path_factory.mktemp("sdist")
    with tarfile.open(sdist) as tar:
        if hasattr(tarfile, "data_filter"):  # (3.11.4 on: no link or path out of the folder)
            tar.extraction_filter = tarfile.data_filter
        tar.extractall(into)
    (top,) = into.iterdir()
    return top


def test_the_wheel(built: Path, tmp_path: Path):
    (wheel,) = built.glob("prefcount-*.whl")
    python = fresh_venv(tmp_path / "venv")
    pip_install(python, str(wheel))
    found = probe(python, tmp_path / "sheet.pdf")
    assert_found_in(found, tmp_path / "venv", tmp_path / "sheet.pdf")
    assert Path(found["resources"]).parent == Path(found["package"]).parent  # prefcount/resources
    assert found["sources"] == []  # the translations' sources stay in the sdist


def test_an_editable_install(unpacked: Path, tmp_path: Path):
    """``pip install -e`` of a source tree (here the unpacked release, so the checkout is left as it is)."""
    python = fresh_venv(tmp_path / "venv")
    pip_install(python, "--editable", str(unpacked))
    found = probe(python, tmp_path / "sheet.pdf")
    assert_found_in(found, unpacked, tmp_path / "sheet.pdf")
    assert Path(found["resources"]) == (unpacked / "resources").resolve()  # the top-level folder itself


def test_the_source_release_installed(built: Path, tmp_path: Path):
    """``pip install prefcount-<version>.tar.gz``: pip builds the wheel from the source release."""
    (sdist,) = built.glob("prefcount-*.tar.gz")
    python = fresh_venv(tmp_path / "venv")
    pip_install(python, str(sdist))
    found = probe(python, tmp_path / "sheet.pdf")
    assert_found_in(found, tmp_path / "venv", tmp_path / "sheet.pdf")


def test_the_source_release_run_as_unpacked(unpacked: Path, tmp_path: Path):
    """The unpacked release run as it is (``PYTHONPATH``, as a checkout is): ``resources/`` beside ``prefcount/``."""
    python = fresh_venv(tmp_path / "venv")
    found = probe(python, tmp_path / "sheet.pdf", env={"PYTHONPATH": str(unpacked)})
    assert_found_in(found, unpacked, tmp_path / "sheet.pdf", installed=False)
    assert Path(found["resources"]) == (unpacked / "resources").resolve()


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="the dev extra installs PyInstaller")
def test_the_pyinstaller_build(tmp_path: Path):
    """The standalone app (packaging/build_standalone.py): the resources in ``_internal/prefcount/resources`` (the
    wheel's layout), without the .ts sources, and the frozen command line uses them."""
    build_standalone = packaging_module("build_standalone")
    build_standalone.build(tmp_path / "dist", tmp_path / "work")
    app = tmp_path / "dist" / "prefcount"
    resources = app / "_internal" / "prefcount" / "resources"
    for name in (
        "fonts/DejaVuSans.ttf",
        "fonts/LICENSE-DejaVu.txt",
        "translations/report_ru.qm",
        "icons/prefcount.svg",
    ):
        assert (resources / name).is_file(), name
    assert not list(resources.rglob("*.ts"))
    sheet = tmp_path / "sheet.pdf"
    cli = app / ("prefcount-cli.exe" if os.name == "nt" else "prefcount-cli")
    done = subprocess.run(
        [str(cli), "blank", "--lang", "ru", "-o", str(sheet)],
        capture_output=True,
        text=True,
        timeout=300,
        env=build_standalone.clean_env(tmp_path / "data"),
    )
    assert done.returncode == 0, done.stderr
    assert "Пулька" in russian_words(sheet) and b"DejaVuSans" in sheet.read_bytes()
