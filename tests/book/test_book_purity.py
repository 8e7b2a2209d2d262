"""The club book is pure Python: no Qt, no ReportLab (the app and the season report only ask it)."""

import ast
import json
import os
import subprocess
import sys

from where import ROOT

FORBIDDEN = ("PySide6", "shiboken6", "reportlab", "prefcount.report", "prefcount.ui")
BOOK = ROOT / "prefcount" / "book"


def test_book_imports_neither_qt_nor_reportlab():
    code = "import json, sys; import prefcount.book; print(json.dumps(sorted(sys.modules)))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True, env=env
    )
    loaded = json.loads(done.stdout)
    assert "prefcount.book" in loaded
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), name


def test_no_module_of_the_book_imports_the_report_or_the_command_line():
    """The report asks the book, and ``prefcount stats`` asks both: the book asks neither (no import loop),
    not even inside a function."""
    for module in sorted(BOOK.glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(("prefcount.report", "prefcount.cli.main", "prefcount.cli.stats")), (
                    f"{module.name} imports {name}"
                )
