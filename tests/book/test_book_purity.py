"""The club book is pure Python: no Qt, no ReportLab (the app and the season report only ask it)."""

import json
import os
import subprocess
import sys

FORBIDDEN = ("PySide6", "shiboken6", "reportlab")


def test_book_imports_neither_qt_nor_reportlab():
    code = "import json, sys; import prefcount.book, prefcount.book.command; print(json.dumps(sorted(sys.modules)))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True, env=env
    )
    loaded = json.loads(done.stdout)
    assert "prefcount.book" in loaded
    for name in FORBIDDEN:
        assert not any(m == name or m.startswith(name + ".") for m in loaded), name
