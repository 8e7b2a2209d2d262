"""The window paints its blank pulka before the ledger (and pydantic) load: start-up stays quick."""

import subprocess
import sys

import pytest

SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from prefcount.ui.game.main_window import MainWindow
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


APP_SCRIPT = """
import sys
import PySide6.QtWidgets as widgets
lazy = "QSizeGrip" not in vars(widgets)  # (PySide6 makes each class on first use; getattr would make it)
from prefcount.ui.app.start import create_app
from prefcount.ui.game.main_window import MainWindow
app = create_app([], watch_now=False)  # (as the app starts: the filters on the app come after the first paint)
window = MainWindow()
window.resize(1400, 900)
window.ui.sheetView.grab()
# the window's place is found among its own children and its splitters by name: a search by kind through all its
# widgets would wrap each of them (scroll bars, size grip, the menu bar's button…) before anything is painted
made = [name for name in ("QScrollBar", "QSizeGrip", "QToolButton", "QSplitterHandle") if name in vars(widgets)]
assert not (lazy and made), made
# nor the application's style (the colour scheme is followed without it: QStyle's enums alone cost ~5 ms), nor what
# only the standings' rows need once a game is there
made = [name for name in ("QStyle", "QCommonStyle", "QHeaderView", "QTableWidgetItem") if name in vars(widgets)]
assert not (lazy and made), made
# the settings are a plain class; the folders' library loads only where no PREFCOUNT_DATA_DIR names them
loaded = sorted(name for name in sys.modules if name.startswith(("dataclasses", "platformdirs")))
assert not loaded, loaded
heavy = (
    "pydantic", "reportlab", "prefcount.ledger", "prefcount.files.gamefile", "prefcount.files.leftovers",
    "prefcount.book",
)
loaded = sorted(name for name in sys.modules if name.startswith(heavy))
assert not loaded, loaded
# what only a game, a question or a click shows: the standings, the status lines, where a number came from, the
# tables' helpers and every modal question load with the game, after the first paint (words.money's colour
# constants are the colour table's, loaded with it: the module is a few constants and functions)
later = (
    "prefcount.words.standings", "prefcount.words.status", "prefcount.ui.game.origin",
    "prefcount.ui.widgets.tables", "prefcount.ui.dialogs",
)
loaded = sorted(name for name in sys.modules if name.startswith(later))
assert not loaded, loaded
"""


def test_the_app_reads_its_settings_and_paints_before_the_game_and_its_files_load(tmp_path):
    """Settings (the language) are read before the first paint; the autosaves, the game file and the book after.
    Placing the window wraps none of its widgets in Python, and reading the settings loads neither ``dataclasses`` nor
    (with ``PREFCOUNT_DATA_DIR``) ``platformdirs``: each wrapped class costs PySide6 its enum types, and each module
    loaded after PySide6 a read of its source (``benchmarks/app.py`` times it)."""
    env = {**_env(), "PREFCOUNT_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", APP_SCRIPT], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr


RUN_SCRIPT = """
import os, sys
from prefcount.ui.game import sheet_view
def first_paint(self, event):
    later = (
        "prefcount.ui.app.session_end", "prefcount.ui.widgets.file_names", "hashlib", "socket", "datetime",
        "platformdirs", "prefcount.cli", "prefcount.ui.widgets.gui_thread",
    )
    loaded = sorted(name for name in sys.modules if name.startswith(later))
    print(loaded, flush=True)
    os._exit(1 if loaded else 0)
sheet_view.SheetView.paintEvent = first_paint
import prefcount.__main__ as front_door
getattr(front_door, sys.argv[1])([])
"""


@pytest.mark.parametrize("entry", ["main", "gui_main"])
def test_the_app_as_started_paints_before_its_signal_handling_and_the_hand_over_words_load(tmp_path, entry):
    """What ``prefcount`` (or ``prefcount-gui``) with no file and ``start.run`` add to the window before its first
    paint stays small: nothing of the command line loads, the system's end of the app is caught once the game loads
    (until then there is nothing to keep), the single instance's hashing and file names load where they are used (a
    start that finds no running prefcount needs neither)."""
    env = {**_env(), "PREFCOUNT_DATA_DIR": str(tmp_path)}
    script = [sys.executable, "-c", RUN_SCRIPT, entry]
    done = subprocess.run(script, capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_blank_pulka_is_the_apps_default_game(qtbot):
    """The blank pulka painted before the ledger loads (``DEFAULT_PRESET_NAME``, Sochi to 10, three players)
    is the default game the window then shows: the same header, names and target."""
    from prefcount.ui.app.start import default_game
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import DEFAULT_PRESET_NAME, MainWindow
    from prefcount.words.options import PRESET_NAMES

    assert DEFAULT_PRESET_NAME == PRESET_NAMES["sochi"]
    win = MainWindow()
    qtbot.addWidget(win)
    view = win.ui.sheetView
    header, blank = view.header, view.blank
    game = default_game()
    win.attach(GameDocument(game))
    assert view.header == header and view.sheet is not None
    assert blank == (game.n, game.players, view.sheet.target)


def test_only_macos_has_the_app_filtered_for_the_files_it_sends(qtbot, monkeypatch, tmp_path):
    """macOS sends a file to open as a QFileOpenEvent to the app, and the inbox hears it through a filter on the app.
    Elsewhere no such event comes, and no filter is put on the app: it would see every event of every object (~30 ms
    of CPU before the first paint of a start, and every event of the evening after)."""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from prefcount.ui.app import single_instance
    from prefcount.ui.app.start import take_file_opens

    app = QApplication.instance()
    path = str(tmp_path / "friday.pulka")
    heard = {}
    for platform in ("linux", "win32", "darwin"):
        monkeypatch.setattr(sys, "platform", platform)
        inbox = single_instance.Inbox(None)
        take_file_opens(app, inbox)
        try:
            QApplication.sendEvent(app, QFileOpenEvent(path))
        finally:
            app.removeEventFilter(inbox)
        heard[platform] = inbox.waiting
    assert heard == {"linux": [], "win32": [], "darwin": [path]}


FITS_SCRIPT = """
import os
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog
from prefcount.ui.app import start, window_place
made = start.create_app
def check():
    dialog = QDialog()
    dialog.resize(5000, 5000)  # a dialog laid out for a larger screen than any
    dialog.show()
    area = window_place.available_geometry(dialog)
    print(dialog.size().toTuple(), area.size().toTuple(), flush=True)
    os._exit(0 if dialog.width() < area.width() and dialog.height() < area.height() else 1)
def create_app(argv, **given):
    app = made(argv, **given)
    QTimer.singleShot(2500, check)  # (the game loads at the first paint, or a second after the window shows)
    return app
start.create_app = create_app
start.run(["prefcount"])
"""


def test_the_app_as_started_fits_every_dialog_to_the_screen_once_its_game_loads(tmp_path):
    """The filter that fits every dialog to the screen (window_place.ScreenFit) sees every event of every object:
    the app puts it on once the window has painted and its game loads, not before (the first test above)."""
    env = {**_env(), "PREFCOUNT_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", FITS_SCRIPT], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr


RUSSIAN_SCRIPT = """
from prefcount.ui.app.start import create_app
from prefcount.ui.game.main_window import MainWindow
from prefcount.words import i18n
app = create_app([], watch_now=False)
window = MainWindow()
window.resize(1400, 900)
window.ui.sheetView.grab()
assert i18n.current_language() == "ru" and window.ui.menuGame.title().replace("&", "") == "Пулька"
assert i18n.translate("MainWindow", "Double-click to rename") == "Двойной щелчок — переименовать"
assert "ru" not in i18n._catalogues, "the .qm files were read in Python as well as by Qt"
"""


def test_a_russian_start_reads_its_translations_once_qts_translators_answer_both(tmp_path):
    """Where Qt runs, its translators answer the forms and :func:`translate` alike: the .qm files are not parsed a
    second time in Python before the first paint (the command line, without Qt, reads them itself)."""
    env = {**_env(), "PREFCOUNT_DATA_DIR": str(tmp_path), "LANGUAGE": "ru", "LANG": "ru_RU.UTF-8"}
    done = subprocess.run([sys.executable, "-c", RUSSIAN_SCRIPT], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
