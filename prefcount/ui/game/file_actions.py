"""The game window's file actions: open (a file, a recent one, a backup), save, save as, print and export.

One :class:`FileActions` per :class:`~prefcount.ui.game.main_window.MainWindow`, made when the window gets
its game (after the first paint: the ledger and the game file are loaded by then, so they are
imported here at the top; dialogs and printing still load on first use, see :mod:`prefcount.ui.game.later`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from prefcount.files import gamefile
from prefcount.ledger import LedgerError, SheetHistory
from prefcount.ui.app import recent
from prefcount.ui.dialogs import prompts
from prefcount.ui.game.document import GameDocument, why_not_saved
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ledger import Game
    from prefcount.ui.game.main_window import MainWindow


def folder_for_new_games() -> Path:
    """Where Save as… starts for a game without a file: the club book's folder (made if need be), so new games
    go into the book; the home folder when it cannot be made."""
    from prefcount.ui.book.book_window import book_folder

    folder = book_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


class FileActions:
    """What the Game menu does with files for ``window``'s game (its texts in the window's words)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @property
    def document(self) -> GameDocument:
        return self.window.document

    def confirm_discard(self) -> bool:
        """True when the current game may be replaced or closed."""
        if not self.document.modified:
            return True
        answer = prompts.save_discard_cancel(
            self.window,
            translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "The game has changes that are not saved. Save them?"),
        )
        if answer == "save":
            return self.save()
        return answer == "discard"

    # -- opening -------------------------------------------------------------
    def open_game(self) -> None:
        if not self.confirm_discard():
            return
        folder = str(self.document.path.parent) if self.document.path else ""
        path = prompts.open_file_name(self.window, folder)
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Open a game file; a damaged or foreign file shows the error and keeps the current game."""
        loaded = self._load(path)
        if loaded is None:
            return False
        game, stamp, history = loaded
        self.document.replace(game, path, stamp=stamp, history=history)
        recent.add_recent_file(path)
        return True

    def open_backup(self) -> bool:
        """Game → Open backup…: the copy opens as a new unsaved game, so nothing is overwritten."""
        from prefcount.ui.dialogs.backup_dialog import BackupDialog

        if not self.confirm_discard():
            return False
        path = BackupDialog.choose(self.window, self.document.path)
        if path is None:
            return False
        loaded = self._load(path)
        if loaded is None:
            return False
        game, _stamp, history = loaded
        self.document.replace(game, None, modified=True, history=history)
        self.window.statusBar().showMessage(
            translate("MainWindow", "A backup is open as a new game: Save as… keeps it."), 15000
        )
        return True

    def _load(self, path: str | Path) -> tuple[Game, gamefile.FileStamp | None, SheetHistory] | None:
        """The game in ``path``, its stamp and its sheets (scored once: the document takes them); None when it
        cannot be opened: the error is shown and the current game stays."""
        try:
            game, stamp = gamefile.load_stamped(path)
            return game, stamp, SheetHistory.of(game).checked()
        except LedgerError as error:
            why = error.translated(translate)
        except (OSError, ValueError) as error:  # not a LedgerError: still never lose the open game
            why = str(error)
        prompts.error(self.window, translate("MainWindow", "Cannot open the game"), f"{Path(path).name}:\n{why}")
        return None

    def fill_recent(self) -> None:
        """Game → Recent: the files opened last, newest first."""
        menu = self.window.ui.menuRecent
        menu.clear()
        for path in recent.recent_files():
            action = QAction(path, menu)
            action.triggered.connect(lambda _checked=False, p=path: self.confirm_discard() and self.open_path(p))
            menu.addAction(action)
        if menu.isEmpty():
            menu.addAction(translate("MainWindow", "(none yet)")).setEnabled(False)

    # -- saving --------------------------------------------------------------
    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        from prefcount.ui.widgets.file_names import suggested_name

        document = self.document
        suggestion = str(document.path or folder_for_new_games() / suggested_name(document.game, ".pulka"))
        path = prompts.save_file_name(self.window, suggestion)
        if not path:
            return False
        if not Path(path).suffix:
            path += ".pulka"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save the game as ``path``; a file someone else changed since is overwritten only when the player says."""
        window, document = self.window, self.document
        if document.path is not None and Path(path).resolve() == document.path.resolve():
            if document.changed_on_disk():  # a second window, a sync folder: never silently lose either
                answer = prompts.overwrite_save_as_cancel(
                    window,
                    translate("MainWindow", "The file has changed"),
                    translate(
                        "MainWindow",
                        "{name} was changed by someone else since it was opened or saved here. "
                        "Overwrite it (its version is kept in the backups), save this game as another file, or cancel?",
                    ).format(name=Path(path).name),
                )
                if answer == "save-as":
                    return self.save_as()
                if answer != "overwrite" or not document.keep_disk_version():
                    return False
        try:
            document.save(path)
        except (OSError, LedgerError) as error:
            prompts.error(window, translate("MainWindow", "Cannot save the game"), why_not_saved(error))
            return False
        window.statusBar().showMessage(translate("MainWindow", "Saved {path}").format(path=path), 5000)
        if window.book_window is not None and window.book_window.isVisible():
            window.book_window.refresh()  # (reads only what changed: nothing when saved elsewhere)
        return True

    # -- printing and export ---------------------------------------------------
    def print_blank(self) -> None:
        from prefcount.ui.printing import printing
        from prefcount.ui.printing.blank_dialog import BlankDialog

        choices = BlankDialog.ask(self.window, self.document.game)
        if choices is not None:
            printing.print_blank(self.window, choices)

    def print_sheet(self) -> None:
        from prefcount.ui.printing import printing

        printing.print_sheet(self.window, self.document.game)

    def export_pdf(self) -> None:
        from prefcount.ui.printing import printing

        printing.export_pdf(self.window, self.document.game, self.document.path)

    def open_pdf(self) -> None:
        from prefcount.ui.printing import printing

        printing.open_in_viewer(self.window, self.document.game)
