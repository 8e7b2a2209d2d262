"""Screenshots of the real app (run under xvfb-run) for looking at it as a player would.

xvfb-run -a -s "-screen 0 1600x1000x24" python tools/screenshots.py OUT_DIR [ru|uk|en ...]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PREFCOUNT_DATA_DIR", tempfile.mkdtemp(prefix="prefcount-shots-"))


def typed_hand(app, window, keys, path: Path) -> None:
    """Type ``keys`` at the main window as a player would (the first opens the hand panel); save a picture
    of the window with the panel, then throw the hand away."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    window.ui.handTable.clearSelection()
    for key in keys:
        widget = app.focusWidget() or window
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            app.sendEvent(widget, QKeyEvent(kind, ord(key.upper()), Qt.KeyboardModifier.NoModifier, key))
    app.processEvents()
    window.grab().save(str(path))
    window.hand_entry.panel.close_entry()
    app.processEvents()


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer

    from prefcount.files import gamefile
    from prefcount.ledger import Game
    from prefcount.ui.app.language import use_language
    from prefcount.ui.app.start import create_app
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    out = Path(argv[1] if len(argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    languages = argv[2:] or ["ru", "en"]
    app = create_app(["prefcount"])
    source = gamefile.load(ROOT / "tests" / "data" / "game-sochi-3p.json")
    for language in languages:
        use_language(language)
        names = {"ru": ("Аня", "Борис", "Вера"), "uk": ("Оля", "Тарас", "Ганна")}.get(
            language, ("Anya", "Boris", "Vera")
        )
        game = Game(players=names, convention=source.convention, hands=source.hands[:6])
        window = MainWindow(GameDocument(game))
        window.resize(1366, 768)
        window.show()
        window.ui.handTable.selectRow(3)
        window._zone_clicked(("whists", 0, 1))
        window.ui.sheetView.select(("whists", 0, 1))
        app.processEvents()
        window.grab().save(str(out / f"main-{language}.png"))

        typed_hand(
            app, window, ("2", "7", "h" if language == "en" else "ч", "w", "p", "6", "3"), out / f"hand-{language}.png"
        )
        typed_hand(app, window, ("1", "7", "s", "w", "h"), out / f"hand-error-{language}.png")

        full = GameDocument(Game(players=names, convention=source.convention, hands=source.hands))
        settlement = SettlementDialog(full, window)
        settlement.adjustSize()
        settlement.show()
        app.processEvents()
        settlement.grab().save(str(out / f"settlement-{language}.png"))
        settlement.close()

        new_game = NewGameDialog(window, names)
        new_game.resize(1000, 760)
        new_game.show()
        app.processEvents()
        new_game.grab().save(str(out / f"new-game-{language}.png"))
        new_game.close()
        window.document.discard_autosave()
        window.close()

        rostov = gamefile.load(ROOT / "tests" / "data" / "game-rostov-4p.json")
        four = Game(
            players=names + ({"ru": "Глеб", "uk": "Петро"}.get(language, "Gleb"),),
            convention=rostov.convention,
            hands=rostov.hands[:7],
        )
        window = MainWindow(GameDocument(four))
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        window.grab().save(str(out / f"main-4p-{language}.png"))
        typed_hand(app, window, ("2", "7", "s" if language == "en" else "п", "p", "h"), out / f"hand-4p-{language}.png")
        window.document.discard_autosave()
        window.close()

        gusarik = gamefile.load(ROOT / "tests" / "data" / "game-gusarik-2p.json")
        two = Game(players=names[:2], convention=gusarik.convention, hands=gusarik.hands[:5])
        window = MainWindow(GameDocument(two))
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        typed_hand(app, window, ("1", "7", "s" if language == "en" else "п", "w", "6"), out / f"hand-2p-{language}.png")
        window.document.discard_autosave()
        window.close()
    QTimer.singleShot(0, app.quit)
    app.exec()
    print("screenshots in", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
