"""The open game: its hands, the scored sheet, the file it lives in, undo, autosave."""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from prefcount import gamefile
from prefcount.ledger import Game, LedgerError, Sheet, score
from prefcount.ui import storage

log = logging.getLogger(__name__)


_WRITER: ThreadPoolExecutor | None = None


def _writer() -> ThreadPoolExecutor:
    """One background writer for every autosave, so saves land in order."""
    global _WRITER
    if _WRITER is None:
        _WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
    return _WRITER


class GameDocument(QObject):
    """Holds the current :class:`Game`; every change goes through :attr:`undo_stack`."""

    changed = Signal()  # the game (and so the sheet) changed
    state_changed = Signal()  # file name or unsaved mark changed

    def __init__(
        self,
        game: Game,
        path: str | Path | None = None,
        parent: QObject | None = None,
        stamp: gamefile.FileStamp | None = None,
    ) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._game = game
        self._sheet: Sheet | None = None
        self._sheets: list[tuple[Game, Sheet]] = []
        self.path: Path | None = Path(path) if path else None
        self.autosave_file = storage.autosave_path()
        self.file_stamp = stamp  # the file as we last read or wrote it (None: not known)
        self.autosave_error: str | None = None
        self._pending = None
        self._autosave_lock = threading.Lock()
        self._next_autosave: tuple | None = None
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.undo_stack.indexChanged.connect(self._index_changed)

    def _clean_changed(self, _clean: bool) -> None:
        self.state_changed.emit()

    def _index_changed(self, _index: int) -> None:
        self.autosave()

    # -- the game ----------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def sheet(self) -> Sheet:
        if self._sheet is None:
            self._sheet = score(self._game)
            self._remember(self._game, self._sheet)
        return self._sheet

    def set_game(self, game: Game) -> None:
        """Called by the undo commands only."""
        self._sheet = self._known_sheet(game)
        self._game = game
        self.changed.emit()

    # Recent (game, sheet) pairs: undo and redo find their sheet again, and a
    # recorded hand extends the sheet before it instead of replaying the game.
    _SHEETS_KEPT = 8

    def _remember(self, game: Game, sheet: Sheet) -> None:
        self._sheets = [(g, s) for g, s in self._sheets if g is not game][-self._SHEETS_KEPT + 1 :]
        self._sheets.append((game, sheet))

    def _known_sheet(self, game: Game) -> Sheet | None:
        for known, sheet in self._sheets:
            if known is game:
                return sheet
        old, old_sheet = self._game, self._sheet
        if old_sheet is not None and len(game.hands) == len(old.hands) + 1 and game.continues(old):
            try:
                sheet = old_sheet.extended(game.hands[-1])
            except LedgerError:
                return None  # scored (and refused) when the sheet is asked for, as any other game
            self._remember(game, sheet)
            return sheet
        return None

    def push(self, command) -> None:
        self.undo_stack.push(command)

    def replace(
        self, game: Game, path: str | Path | None, modified: bool = False, stamp: gamefile.FileStamp | None = None
    ) -> None:
        """Start over with another game (new or opened): history is cleared.

        The game it replaces, if not saved, is kept in the backups first. ``stamp`` is the file
        as it was read (see :meth:`changed_on_disk`).
        """
        self.keep_unsaved()
        self.undo_stack.clear()
        self.path = Path(path) if path else None
        self.file_stamp = stamp
        self._modified_without_history = modified
        self.set_game(game)
        self.state_changed.emit()
        self.autosave()

    # -- file state ----------------------------------------------------------
    _modified_without_history = False

    @property
    def modified(self) -> bool:
        return self._modified_without_history or not self.undo_stack.isClean()

    def display_name(self) -> str:
        if self.path:
            return self.path.name
        return self._game.title or ""

    def save(self, path: str | Path | None = None) -> None:
        """Save to ``path`` (or the current file); raises OSError / LedgerError."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file to save to")
        self.file_stamp = gamefile.save(self._game, target)
        self.path = target
        try:  # a rotating copy; a failure here must not fail the save itself
            gamefile.keep_backup(storage.backups_dir(), target, gamefile.dumps(self._game).encode("utf-8"))
        except OSError as error:
            log.warning("backup failed: %s", error)
        self._modified_without_history = False
        self.undo_stack.setClean()
        storage.add_recent_file(target)
        self.autosave()
        self.state_changed.emit()

    def changed_on_disk(self) -> bool:
        """Whether the game's file now holds something else than we last read or wrote there
        (a second window, a sync folder). A file that is gone has nothing to lose: False."""
        if self.path is None or self.file_stamp is None:
            return False
        now = gamefile.FileStamp.of(self.path)
        return now is not None and not self.file_stamp.same_content(now)

    def autosave(self) -> None:
        """Write the game and its state to the data folder in the background; never raises (it is a safety net).

        The game is immutable, so the writer thread reads a snapshot. Game and state go in one
        atomic write, so a crash leaves the previous autosave or this one, never half of each.
        Writes never queue up: the writer always takes the newest snapshot.
        """
        from datetime import datetime

        state = gamefile.AutosaveState(
            str(self.path.resolve()) if self.path else None,
            not self.modified,
            self.file_stamp,
            datetime.now().isoformat(timespec="seconds"),
        )
        with self._autosave_lock:
            waiting = self._next_autosave is not None
            self._next_autosave = (self._game, state, self.autosave_file)
            if waiting:  # the queued write will take this snapshot
                return
            self._pending = _writer().submit(self._write_autosave)

    def _write_autosave(self) -> None:
        with self._autosave_lock:
            snapshot, self._next_autosave = self._next_autosave, None
        if snapshot is None:
            return
        game, state, target = snapshot
        try:
            gamefile.save_autosave(game, state, target)
            self.autosave_error = None
        except Exception as error:  # noqa: BLE001 - a failed autosave must not stop the game
            self.autosave_error = str(error)
            log.warning("autosave failed: %s", error)

    def wait_autosave(self) -> None:
        """Block until the last autosave is on disk."""
        if self._pending is not None:
            self._pending.result()

    def keep_unsaved(self) -> bool:
        """Put the game in the backups if it has unsaved hands (the player may regret "Don't save").

        False only when it had to be kept and could not be.
        """
        if not self.modified or not self._game.hands:
            return True
        try:
            gamefile.keep_backup(
                storage.backups_dir(), self.path, gamefile.dumps(self._game).encode("utf-8"), kind="unsaved"
            )
        except OSError as error:
            log.warning("cannot keep the unsaved game: %s", error)
            return False
        return True

    def discard_autosave(self) -> None:
        """On a clean exit: nothing to restore next time (an unsaved game is kept in the backups)."""
        self.wait_autosave()
        if self.keep_unsaved():  # else the autosave stays, and is offered at the next start
            storage.remove_autosave(self.autosave_file)
