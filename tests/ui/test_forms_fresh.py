"""The committed form modules must be what pyside6-uic makes of forms/*.ui today."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("build_forms", ROOT / "tools" / "build_forms.py")
build_forms = importlib.util.module_from_spec(spec)
sys.modules["build_forms"] = build_forms
spec.loader.exec_module(build_forms)

FORMS = sorted((ROOT / "forms").glob("*.ui"))


def _body(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("#")).strip()


@pytest.mark.parametrize("ui_file", FORMS, ids=[f.name for f in FORMS])
def test_generated_form_is_fresh(ui_file, tmp_path):
    committed = ROOT / "prefcount" / "ui" / "forms" / build_forms.module_name(ui_file)
    assert committed.exists(), f"{committed.name} missing: run tools/build_forms.py"
    text = committed.read_text(encoding="utf-8")
    assert text.startswith(f"# generated from forms/{ui_file.name} — do not edit")
    fresh = build_forms.compile_form(ui_file)
    assert _body(fresh) == _body(text), f"{committed.name} is stale: run tools/build_forms.py"


def test_every_form_has_a_dialog_module():
    assert FORMS, "no forms found"
