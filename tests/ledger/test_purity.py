"""DESIGN §1: the ledger imports nothing from Qt or ReportLab."""

import json
import subprocess
import sys

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


def test_every_ledger_module_is_pure():
    import pkgutil

    import prefcount.ledger as ledger

    names = ["prefcount.ledger." + info.name for info in pkgutil.iter_modules(ledger.__path__)]
    assert len(names) >= 8
    loaded = modules_after_import(", ".join(names))
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), name
