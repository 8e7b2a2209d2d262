"""The data folder: one definition (no Qt) for the window's settings and autosaves and the book's index."""

import os
import subprocess
import sys

import pytest

from prefcount.book import index_path_for
from prefcount.paths import data_dir

SCRIPT = """
from PySide6.QtCore import QCoreApplication, QStandardPaths
from prefcount.paths import data_dir
app = QCoreApplication([])
app.setOrganizationName("prefcount")
app.setApplicationName("prefcount")
print(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
print(data_dir())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is Linux's")
def test_the_data_folder_is_where_qt_kept_the_settings_and_autosaves(tmp_path):
    """An existing user's settings and autosaves (written where Qt's AppDataLocation was) are still found."""
    env = {key: value for key, value in os.environ.items() if key != "PREFCOUNT_DATA_DIR"}
    env.update(XDG_DATA_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    qt, ours = done.stdout.split("\n")[:2]
    assert qt == ours == str(tmp_path / "prefcount" / "prefcount")


def test_the_book_index_is_in_the_apps_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path / "data"))
    assert data_dir() == tmp_path / "data" and data_dir().is_dir()
    assert index_path_for(tmp_path / "club").parent == tmp_path / "data" / "book"
