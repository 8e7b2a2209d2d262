"""DESIGN §1: the ledger imports nothing from Qt or ReportLab; nor do the game on disk (files/), the hand being typed
(entry/) and the paper's geometry (layout/), which the window, the PDF and the phone page share (issue 29 §2)."""

import json
import subprocess
import sys

import pytest

FORBIDDEN = ("PySide6", "shiboken6", "reportlab")


def modules_after_import(module: str) -> list[str]:
    code = f"import json, sys; import {module}; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def test_ledger_imports_neither_qt_nor_reportlab():
    loaded = modules_after_import("prefcount.ledger")
    assert "prefcount.ledger" in loaded
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), name


def test_gamefile_imports_neither_qt_nor_reportlab():
    loaded = modules_after_import("prefcount.files.gamefile")
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), name


@pytest.mark.parametrize(("part", "at_least"), [("ledger", 8), ("files", 7), ("entry", 1), ("layout", 1)])
def test_every_module_of_the_core_is_pure(part, at_least):
    import importlib
    import pkgutil

    package = importlib.import_module(f"prefcount.{part}")
    names = [f"prefcount.{part}.{info.name}" for info in pkgutil.walk_packages(package.__path__)]
    assert len(names) >= at_least
    loaded = modules_after_import(", ".join([f"prefcount.{part}", *names]))
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), (part, name)
