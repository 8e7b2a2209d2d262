"""Every window and dialog of the app, made the way the app makes it, for the tests that walk them all (their size,
their accessible names); imported as ``windows``. A new dialog gets a line in :data:`WINDOWS`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QWidget
from where import DATA

from prefcount.files import gamefile
from prefcount.ledger import Game

LONG_NAMES = ("Константинопольский", "Александра Петровна", "Вера-Виктория")


def long_name_game() -> Game:
    """The Sochi reference game, played by three long names."""
    return gamefile.load(DATA / "game-sochi-3p.json").model_copy(update={"players": LONG_NAMES})


def main_window(qtbot, game: Game | None = None):
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    window = MainWindow(GameDocument(game or long_name_game()))
    qtbot.addWidget(window)
    return window


def _new_game(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    return NewGameDialog(main, players=list(main.document.game.players))


def _settlement(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

    return SettlementDialog(main.document, main)


def _rules(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.rules_dialog import RulesDialog

    return RulesDialog(main.document.game, main)


def _what_if(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.what_if_dialog import WhatIfDialog

    return WhatIfDialog(main.document.game, main)


def _price(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.price_dialog import PriceDialog

    return PriceDialog(main.document.game, main)


def _settings(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.settings_dialog import SettingsDialog

    return SettingsDialog(main)


def _backup(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.backup_dialog import BackupDialog

    return BackupDialog(None, main)


def _result(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.result_dialog import ResultDialog

    return ResultDialog(main.document, main)


def _share(qtbot, main, tmp_path):
    from prefcount.ui.dialogs.share_panel import SharePanel

    return SharePanel(main)


def _blank(qtbot, main, tmp_path):
    from prefcount.ui.printing.blank_dialog import BlankDialog

    return BlankDialog(main.document.game, main)


def _print_preview(qtbot, main, tmp_path):
    from prefcount.ui.printing import printing
    from prefcount.ui.printing.print_preview import PrintPreview

    return PrintPreview(printing.write_pdf(main.document.game, tmp_path / "game.pdf"), parent=main)


def _book(qtbot, main, tmp_path):
    from prefcount.book import Book
    from prefcount.ui.book.book_window import BookWindow

    folder = tmp_path / "book"
    folder.mkdir()
    gamefile.save(main.document.game, folder / "2026-12-05.pulka")
    return BookWindow(Book.open(folder, tmp_path / "index.sqlite"))


#: Each window but the main one: (its name in a test's id, how the app makes it from the main window).
WINDOWS: dict[str, Callable] = {
    "new game": _new_game,
    "settlement": _settlement,
    "rules": _rules,
    "what if": _what_if,
    "price": _price,
    "settings": _settings,
    "backup": _backup,
    "result": _result,
    "share": _share,
    "blank": _blank,
    "print preview": _print_preview,
    "book": _book,
}


def make(name: str, qtbot, tmp_path) -> tuple[QWidget, QWidget]:
    """(the window called ``name``, the main window it was made from), neither shown yet."""
    main = main_window(qtbot)
    if name == "main window":
        return main, main
    window = WINDOWS[name](qtbot, main, tmp_path)
    qtbot.addWidget(window)
    return window, main


def main_window_at(qtbot, game: Game, width: int, height: int):
    """The main window on ``game``, shown at ``width``×``height`` and laid out."""
    window = main_window(qtbot, game)
    window.resize(width, height)
    show(qtbot, window)
    qtbot.wait(10)
    return window


def show(qtbot, window: QWidget) -> None:
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
