"""The page that phones see (Game → Show on phones), screenshotted in headless Chromium at phone sizes.

    python tools/phone_screenshots.py OUT_DIR [GAME.pulka] [ru|uk|en]

Opens the real window offscreen with the game, switches sharing on (on this computer only:
127.0.0.1), and has Chromium (Debian's ``chromium`` package) load the page at 360×740 and
740×360 CSS pixels (device pixel ratio 2), then a tall 360-wide shot of the whole page, and last
the page after the window stopped showing the game (``page-LANG-stopped.png``). Also writes the
window's panel with its QR code and the "Copy the result" picture and text.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: As the machine's notes say: no network but loopback, no first-run chatter.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--timeout=5000",  # the event stream never ends: do not wait for it
]


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


def run_chromium(url: str, width: int, height: int, *how: str) -> str:
    """Load ``url`` in headless Chromium with a window of ``width`` x ``height`` CSS pixels; what it printed."""
    browser = chromium()
    if browser is None:
        raise SystemExit("no Chromium: apt-get install chromium")
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}", *how, url],
            capture_output=True,
            text=True,
            timeout=120,
        )
    if done.returncode:
        raise RuntimeError(f"Chromium failed: {done.stderr[-2000:]}")
    return done.stdout


def screenshot(url: str, out: Path, width: int, height: int) -> None:
    run_chromium(url, width, height, "--force-device-scale-factor=2", f"--screenshot={out}")


def main(argv: list[str]) -> int:
    os.environ.setdefault("PREFCOUNT_DATA_DIR", tempfile.mkdtemp(prefix="prefcount-phones-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    game_file = argv[1] if len(argv) > 1 else str(ROOT / "tests" / "data" / "game-sochi-3p.json")
    language = argv[2] if len(argv) > 2 else "ru"
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from prefcount.files import gamefile
    from prefcount.ui.app.fonts import app_font
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow
    from prefcount.words.i18n import set_language

    app = QApplication([])
    app.setFont(app_font())
    set_language(language)
    window = MainWindow(GameDocument(gamefile.load(game_file)))
    window.resize(1500, 900)
    window.show()
    window.ui.actionShowOnPhones.setChecked(True)
    from prefcount.ui.dialogs.share_panel import SharePanel

    panel = window.findChild(SharePanel, "sharePanel")
    assert panel is not None and panel.server is not None
    url = panel.server.url
    shots = [(360, 740, "portrait"), (740, 360, "landscape"), (360, 2400, "whole")]
    done = threading.Event()

    def shoot() -> None:  # the browser waits in a thread; the window's loop keeps running
        try:
            for width, height, name in shots:
                screenshot(url, out / f"page-{language}-{name}.png", width, height)
        finally:
            done.set()

    threading.Thread(target=shoot, daemon=True).start()
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: done.is_set() and loop.quit())
    timer.start(100)
    loop.exec()
    stopped_shot(window, panel, url, out / f"page-{language}-stopped.png")
    window.ui.actionShowOnPhones.setChecked(True)
    panel = window.findChild(SharePanel, "sharePanel")
    window.grab().save(str(out / f"window-{language}.png"))
    panel.grab().save(str(out / f"panel-{language}.png"))
    from prefcount.share.result import card_png, summary_text
    from prefcount.ui.app.settings import currency

    document = window.document
    unit = currency(document.game)
    played = document.path  # a game with no date of its own is dated by its file
    (out / f"result-{language}.png").write_bytes(
        card_png(document.game, document.sheet, document.settlement, unit, played)
    )
    text = summary_text(document.game, document.sheet, document.settlement, unit, played)
    (out / f"result-{language}.txt").write_text(text + "\n", encoding="utf-8")
    print(url)
    print(text)
    window.ui.actionShowOnPhones.setChecked(False)
    document.discard_autosave()
    return 0


def stopped_shot(window, panel, url: str, path: Path) -> None:
    """The page as a phone sees it once the window stopped showing the game: the page is opened, and when it
    follows the game the window stops sharing (from its own thread, as the player would)."""
    import time

    from PySide6.QtCore import QEventLoop, QTimer

    server = panel.server
    done = threading.Event()

    def shoot() -> None:
        try:
            # the page's clock stands while its stream is open, and runs out once the showing stopped
            run_chromium(
                url, 360, 740, "--force-device-scale-factor=2", "--virtual-time-budget=20000", f"--screenshot={path}"
            )
        finally:
            done.set()

    threading.Thread(target=shoot, daemon=True).start()
    loop = QEventLoop()
    followed: list[float] = []

    def tick() -> None:
        if done.is_set():
            loop.quit()
        elif server.watchers and not followed:
            followed.append(time.monotonic())
        elif followed and time.monotonic() - followed[0] > 1.0 and window.ui.actionShowOnPhones.isChecked():
            window.ui.actionShowOnPhones.setChecked(False)  # the page then says so

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(50)
    loop.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
