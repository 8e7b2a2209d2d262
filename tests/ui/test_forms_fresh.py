"""The committed form modules must be what pyside6-uic makes of forms/*.ui today."""

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from where import ROOT

spec = importlib.util.spec_from_file_location("build_forms", ROOT / "tools" / "build_forms.py")
build_forms = importlib.util.module_from_spec(spec)
sys.modules["build_forms"] = build_forms
spec.loader.exec_module(build_forms)

FORMS = sorted((ROOT / "forms").glob("*.ui"))
HEADER = re.compile(
    r"^# generated from forms/(?P<ui>[\w.]+) — do not edit; run tools/build_forms.py "
    r"\(pyside6-uic (?P<version>[\w.]+)\)$"
)


def _body(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("#")).strip()


def committed(ui_file: Path) -> str:
    path = ROOT / "prefcount" / "ui" / "forms" / build_forms.module_name(ui_file)
    assert path.exists(), f"{path.name} missing: run tools/build_forms.py"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("ui_file", FORMS, ids=[f.name for f in FORMS])
def test_header(ui_file):
    match = HEADER.match(committed(ui_file).splitlines()[0])
    assert match and match["ui"] == ui_file.name


@pytest.mark.parametrize("ui_file", FORMS, ids=[f.name for f in FORMS])
def test_every_object_of_the_form_is_built(ui_file):
    """Stale whatever the uic version: each widget, layout and action of the .ui is in the module."""
    names = set(re.findall(r'<(?:widget|layout|action|spacer)[^>]* name="(\w+)"', ui_file.read_text(encoding="utf-8")))
    text = committed(ui_file)
    missing = sorted(name for name in names if f"self.{name} =" not in text and name != ui_file.stem)
    top = re.search(r'<widget class="\w+" name="(\w+)"', ui_file.read_text(encoding="utf-8"))[1]
    missing = [name for name in missing if name != top]
    assert not missing, f"{ui_file.name}: {missing} not in the module — run tools/build_forms.py"


@pytest.mark.parametrize("ui_file", FORMS, ids=[f.name for f in FORMS])
def test_generated_form_is_fresh(ui_file):
    """Recompile and compare, ignoring the header.

    uic's output drifts between releases, so a difference made by another uic version is not
    counted; where the two versions agree (6.11 and 6.12 do) the check runs everywhere.
    """
    text = committed(ui_file)
    version = HEADER.match(text.splitlines()[0])["version"]
    fresh = build_forms.compile_form(ui_file)
    if _body(fresh) != _body(text) and version != build_forms.uic_version():
        pytest.skip(f"made by pyside6-uic {version}; this machine has {build_forms.uic_version()}")
    assert _body(fresh) == _body(text), f"{ui_file.name} changed: run tools/build_forms.py"


def test_there_are_forms():
    assert len(FORMS) >= 5
