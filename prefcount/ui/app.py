"""Starting the desktop app: ``prefcount`` with no arguments calls :func:`run`."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from prefcount import gamefile
from prefcount.i18n import LANGUAGES, set_language, system_language, translate
from prefcount.ledger import Game, LedgerError, PRESETS
from prefcount.ui import prompts, storage
from prefcount.ui.document import GameDocument
from prefcount.ui.fonts import app_font


def default_game() -> Game:
    """Three players, Sochi to 10: ready to play; names are edited in place."""
    names = tuple(translate("App", "Player {n}").format(n=n) for n in (1, 2, 3))
    return Game(players=names, convention=PRESETS["sochi"])


def start_language() -> str:
    language = storage.settings().value("language", "") or system_language()
    return language if language in LANGUAGES else system_language()


def restore_or_new(parent=None) -> GameDocument:
    """After a crash, offer the autosaved game; otherwise a new one."""
    for leftover in storage.leftover_autosaves():
        try:
            game = gamefile.load(leftover.path)
        except (LedgerError, OSError, ValueError):
            storage.remove_autosave(leftover.path)
            continue
        if not game.hands and leftover.clean:
            storage.remove_autosave(leftover.path)
            continue
        text = translate("App", "prefcount did not close properly last time. Restore the game it was keeping "
                                "({count} hands)?").format(count=len(game.hands))
        restore = prompts.yes_no(parent, translate("App", "Restore the game?"), text)
        document = None
        if restore:
            document = GameDocument(game)
            document.path = None
            if leftover.game_path:
                from pathlib import Path
                document.path = Path(leftover.game_path)
            document.replace(game, document.path, modified=not leftover.clean)
        for other in storage.leftover_autosaves():
            storage.remove_autosave(other.path)
        if document is not None:
            return document
        break
    document = GameDocument(default_game())
    document.autosave()
    return document


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("prefcount")
    app.setOrganizationName("prefcount")
    app.setFont(app_font())
    set_language(start_language())
    return app


def run(argv: list[str] | None = None) -> int:
    """Open the main window with a game ready to play; the exit status."""
    from prefcount.ui.main_window import MainWindow

    app = create_app(argv)
    document = restore_or_new()
    window = MainWindow(document)
    window.show()
    args = [a for a in (argv or [])[1:] if not a.startswith("-")]
    if args:
        window.open_path(args[0])
    return app.exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
