"""The window paints its blank pulka before the ledger (and pydantic) load: start-up stays quick."""

import subprocess
import sys

SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from prefcount.ui.main_window import MainWindow
window = MainWindow()
window.resize(1400, 900)
window.ui.sheetView.grab()  # the first paint: a blank pulka with its header
texts = [getattr(p, "text", "") for p in window.ui.sheetView.pulka().primitives]
assert any("10" in text for text in texts), texts
loaded = sorted(name for name in sys.modules if name.startswith(("pydantic", "prefcount.ledger")))
assert not loaded, loaded
"""


def test_the_first_paint_needs_no_ledger():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, env=_env())
    assert done.returncode == 0, done.stderr


def _env():
    import os

    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
