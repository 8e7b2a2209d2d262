"""The open game: its hands, the sheet and settlement derived from them, the file it lives in, undo, autosave.

Every change is written to the session's journal (:mod:`prefcount.files.journal`: one line, synced) before
any view hears of it, and the whole game to the autosave in the background after (DESIGN 15): what
the screen shows is on disk whatever a view, a question or a dialog does next.
"""

from __future__ import annotations

import logging
import os
import weakref
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Literal, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from prefcount.files import gamefile
from prefcount.files.session import GameSession, Place
from prefcount.ledger import Game, Hand, LedgerError, Settlement, Sheet, score, settle
from prefcount.ui.app import recent

log = logging.getLogger(__name__)


def _written_where(filename: str | bytes | os.PathLike[str] | os.PathLike[bytes]) -> str:
    """The file a failed write names, or its folder when it is a save's hidden temporary file (its name means
    nothing to a player)."""
    path = Path(os.fsdecode(filename))
    return str(path.parent) if path.name.startswith(".") and path.name.endswith(".tmp") else str(path)


def why_not_saved(error: BaseException) -> str:
    """Why a save failed, in the player's words."""
    import errno

    from prefcount.files.disk import FileInUseError
    from prefcount.words.i18n import translate

    if isinstance(error, FileInUseError):
        return translate(
            "GameDocument",
            "{name} is open in another program that does not let it be replaced. Close it there (or let a sync "
            "finish) and save again. The file is as it was.",
        ).format(name=error.path.name)
    if isinstance(error, LedgerError):
        return error.translated(translate)
    if isinstance(error, OSError):
        where = f" ({_written_where(error.filename)})" if error.filename else ""
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return translate("GameDocument", "The disk is full{where}.").format(where=where)
        if error.errno == errno.EROFS:
            return translate("GameDocument", "The disk or folder is read-only{where}.").format(where=where)
        if error.errno in (errno.EACCES, errno.EPERM):
            return translate("GameDocument", "There is no permission to write there{where}.").format(where=where)
        if error.strerror:
            return f"{error.strerror}{where}."
    return str(error)


@dataclass(frozen=True)
class Change:
    """What one edit did to the list of hands, so a view updates only the rows it touched.

    ``append``/``insert``: a hand came in at ``index``; ``remove``: the hand at ``index`` went;
    ``replace``: the hand at ``index`` is another one; ``reset``: anything (another game, names).
    Hands after ``index`` may score differently in every case but ``append``.
    """

    kind: Literal["reset", "append", "insert", "remove", "replace"]
    index: int = 0


#: How often the window asks whether the background autosave has landed, while it has not (ms).
AUTOSAVE_WATCH_MS = 200


def _watch(document: weakref.ref[GameDocument]) -> None:
    """Ask again soon whether ``document``'s autosave has landed. A timer of its own (not the document's child):
    a document collected meanwhile (Python may collect it in the writer thread) leaves no timer behind."""

    def landed() -> None:
        held = document()
        if held is not None:
            try:
                held._autosave_landed()
            except RuntimeError:  # (its window, and so the document, were deleted meanwhile)
                pass

    QTimer.singleShot(AUTOSAVE_WATCH_MS, landed)


class Held(NamedTuple):
    """A game as the document holds it: the game, its file and what the document knows of both.

    ``fresh`` is the game as it was started when it was started here without hands
    (:class:`~prefcount.ui.game.commands.AnotherPulka`): until it changes there is nothing to save.
    ``saved``: the game was not :attr:`~GameDocument.modified` when it was left (its file, as far as the
    document knew, held it; a new game without a file had nothing to save).
    """

    game: Game
    path: Path | None
    stamp: gamefile.FileStamp | None
    modified_without_history: bool
    first_dealer: int | None
    end_announced_at: int | None
    fresh: Game | None = None
    saved: bool = False


class GameDocument(QObject):
    """Holds the current :class:`Game` and, derived once per change, its sheet and settlement.

    Every change goes through :attr:`undo_stack` (the commands call the edit methods below);
    each edit derives the sheet once and emits :attr:`changed` once, and every view renders
    from :attr:`sheet` and :attr:`settlement`.
    """

    changed = Signal(object)  # the Change: the game, the sheet and the settlement are new
    state_changed = Signal()  # file name or unsaved mark changed
    game_over = Signal()  # the game has just ended (once per end: undo and redo do not end it again)
    #: Another game took this one's place (new, opened, a backup): emitted before ``changed``. Another pulka at
    #: the same table (:meth:`hold`) is the same table's game and emits only ``changed``.
    replaced = Signal()

    def __init__(
        self,
        game: Game,
        path: str | Path | None = None,
        parent: QObject | None = None,
        stamp: gamefile.FileStamp | None = None,
    ) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.path: Path | None = Path(path) if path else None
        self.file_stamp = stamp  # the file as we last read or wrote it (None: not known)
        self.first_dealer: int | None = None  # who deals hand 1, chosen for a new game: hand 1 records it
        self._game = game
        self._sheet: Sheet | None = None
        self._settlement: Settlement | None = None
        self._error: LedgerError | None = None
        self._derive(game, None)
        self._over = self._is_over()
        self._end_announced_at: int | None = len(game.hands) if self._over else None
        self.session = GameSession(game, self._place)  # the whole game in the journal, before anything shows it
        self.autosave_file = self.session.autosave_file
        # the background autosave is watched until it lands: a failure (or its end) is told without waiting for
        # the next change
        self._watching = False
        self._told_failure: Exception | None = None
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.undo_stack.indexChanged.connect(self._index_changed)

    def _place(self) -> Place:
        """Where the game belongs, for the session's files."""
        return Place(self.path, not self.modified, self.file_stamp, self.first_dealer)

    def _clean_changed(self, _clean: bool) -> None:
        self.state_changed.emit()

    def _index_changed(self, _index: int) -> None:
        self.autosave()
        self.state_changed.emit()  # "modified" may change without the stack's clean state (see modified)

    # -- what is derived ---------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def sheet(self) -> Sheet:
        """The scored sheet; raises the game's :class:`LedgerError` when it does not score."""
        if self._sheet is None:
            assert self._error is not None
            raise self._error
        return self._sheet

    @property
    def settlement(self) -> Settlement:
        """What the table settles if it stops now; raises like :attr:`sheet`."""
        if self._settlement is None:
            assert self._error is not None
            raise self._error
        return self._settlement

    @property
    def scored(self) -> Sheet | None:
        """The sheet if the game scores, else None (never raises)."""
        return self._sheet

    @property
    def error(self) -> LedgerError | None:
        """Why the game does not score (a damaged file), or None."""
        return self._error

    def _derive(self, game: Game, appended: Hand | None, sheet: Sheet | None = None) -> None:
        """Score ``game`` once: ``sheet`` when the caller already scored it (the hand panel's preview, an undo
        step going back), else a hand recorded after the last extends the sheet, anything else replays."""
        try:
            if sheet is None and appended is not None and self._sheet is not None:
                sheet = self._sheet.extended(appended)
            elif sheet is None:
                sheet = score(game)
            self._sheet, self._settlement, self._error = sheet, settle(sheet), None
        except LedgerError as error:
            self._sheet, self._settlement, self._error = None, None, error
        self._game = game

    def _is_over(self) -> bool:
        return self._sheet is not None and bool(self._game.hands) and self._sheet.is_over

    @property
    def is_over(self) -> bool:
        """Whether the game on screen has ended (it scores, has hands, and its sheet says so)."""
        return self._is_over()

    def _changed(self, game: Game, change: Change, sheet: Sheet | None = None) -> None:
        self.session.change(game, change.kind, change.index)  # on disk before anything shows it
        appended = game.hands[-1] if change.kind == "append" else None
        self._derive(game, appended, sheet)
        self.changed.emit(change)
        over, was_over = self._is_over(), self._over
        self._over = over
        hands = len(game.hands)
        if over and not was_over and (self._end_announced_at is None or hands > self._end_announced_at):
            # the same end seen again after an undo (or an edit) is not a new end
            self._end_announced_at = hands
            self.game_over.emit()

    # -- edits (called by the undo commands in commands.py) ------------------------
    # ``sheet``, where given, is the game's sheet after the edit, already scored by the caller (which vouches
    # for it: the commands hand over only a sheet made from this very game); else the edit scores it.
    def append_hand(self, hand: Hand, sheet: Sheet | None = None) -> None:
        self._changed(self._game.with_hand(hand), Change("append", len(self._game.hands)), sheet)

    def insert_hand(self, index: int, hand: Hand, sheet: Sheet | None = None) -> None:
        if index == len(self._game.hands):
            self.append_hand(hand, sheet)
        else:
            self._changed(self._game.insert_hand(index, hand), Change("insert", index), sheet)

    def replace_hand(self, index: int, hand: Hand, sheet: Sheet | None = None) -> None:
        self._changed(self._game.replace_hand(index, hand), Change("replace", index), sheet)

    def remove_hand(self, index: int, sheet: Sheet | None = None) -> None:
        self._changed(self._game.without_hand(index), Change("remove", index), sheet)

    def rename_player(self, seat: int, name: str) -> None:
        """Raises PlayersError unless the names stay non-empty and different."""
        self._changed(self._game.with_player(seat, name), Change("reset"))

    def set_money(self, price: Decimal, currency: str | None) -> None:
        """The whist price and the game's currency (``None``: the app's): only the money of the settlement moves."""
        convention = self._game.convention.model_copy(update={"whist_price": price})
        self._changed(self._game.model_copy(update={"convention": convention, "currency": currency}), Change("reset"))

    def push(self, command: QUndoCommand) -> None:
        self.undo_stack.push(command)

    def replace(
        self,
        game: Game,
        path: str | Path | None,
        modified: bool = False,
        stamp: gamefile.FileStamp | None = None,
        first_dealer: int | None = None,
        sheet: Sheet | None = None,
    ) -> None:
        """Start over with another game (new or opened): history is cleared.

        The game it replaces, if not saved, is kept in the backups first. ``stamp`` is the file
        as it was read (see :meth:`changed_on_disk`); ``first_dealer`` who deals hand 1 of a new game;
        ``sheet`` the game's sheet if the caller scored it already (opening a file checks it).
        """
        self.keep_unsaved()
        self.first_dealer = first_dealer
        self._fresh = self._saved_at = None
        self.undo_stack.clear()
        self.path = Path(path) if path else None
        self.file_stamp = stamp
        self._modified_without_history = modified
        self._derive(game, None, sheet)
        self._over = self._is_over()
        self._end_announced_at = len(game.hands) if self._over else None  # an ended game opened: no news
        self.session.hold(game)
        if self.path is not None:
            self.session.opened(self.path)
        self.replaced.emit()
        self.changed.emit(Change("reset"))
        self.state_changed.emit()
        self.autosave()

    def held(self) -> Held:
        """The game and its file as held now (for an undoable switch to another game to come back to)."""
        return Held(
            self._game,
            self.path,
            self.file_stamp,
            self._modified_without_history,
            self.first_dealer,
            self._end_announced_at,
            self._fresh,
            not self.modified,
        )

    def hold(self, held: Held, index: int) -> None:
        """Hold another game with its file, keeping the history (redo and undo of
        :class:`~prefcount.ui.game.commands.AnotherPulka`; ``index``: the history's index it will be at);
        an ended game held again is no news."""
        self.path, self.file_stamp = held.path, held.stamp
        self._modified_without_history, self.first_dealer = held.modified_without_history, held.first_dealer
        self._fresh = held.fresh
        # the history's one clean point may now be another file's (the new pulka saved): this game's file
        # still holds it at this index, unless something else wrote there since
        self._saved_at = index if held.saved else None
        self._derive(held.game, None)
        self._over = self._is_over()
        self._end_announced_at = held.end_announced_at
        self.session.hold(held.game)
        self.changed.emit(Change("reset"))
        self.state_changed.emit()
        # the index changes after redo/undo returns (and autosaves then); the file state changed now
        self.autosave()

    # -- file state ----------------------------------------------------------
    _modified_without_history = False
    _fresh: Game | None = None
    _saved_at: int | None = None

    @property
    def modified(self) -> bool:
        if self._fresh is not None and self._game == self._fresh:  # a pulka just started: nothing to save
            return False
        if self._saved_at == self.undo_stack.index() and not self.changed_on_disk():
            return False
        return self._modified_without_history or not self.undo_stack.isClean()

    def display_name(self) -> str:
        if self.path:
            from prefcount.ui.widgets.file_names import shown_name

            return shown_name(self.path)
        return self._game.title or ""

    def save(self, path: str | Path | None = None) -> None:
        """Save to ``path`` (or the current file); raises OSError / LedgerError."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file to save to")
        self.file_stamp = self.session.save(target)
        self.path = target
        self._modified_without_history = False
        # the clean point is now this save's: neither another file's index nor the empty pulka as started
        self._fresh = self._saved_at = None
        self.undo_stack.setClean()
        recent.add_recent_file(target)
        self.autosave()
        self.state_changed.emit()

    def changed_on_disk(self) -> bool:
        """Whether the game's file now holds something else than we last read or wrote there
        (a second window, a sync folder). A file that is gone has nothing to lose: False."""
        if self.path is None or self.file_stamp is None:
            return False
        now = gamefile.FileStamp.of(self.path)
        return now is not None and not self.file_stamp.same_content(now)

    def keep_disk_version(self) -> bool:
        """Before overwriting a file someone else changed: keep its version in the backups. False if that failed."""
        return self.path is None or self.session.keep_disk_version(self.path)

    # -- autosave and journal: the session's ---------------------------------------------------------
    @property
    def autosave_error(self) -> str | None:
        """Why the last journal line or autosave could not be written (None: both fine)."""
        error = self.session.journal_error or self.session.autosave_failure
        return None if error is None else str(error)

    @property
    def autosave_failure(self) -> Exception | None:
        """Why the last autosave could not be written (None: it was)."""
        return self.session.autosave_failure

    @property
    def journal_error(self) -> Exception | None:
        """Why the last change could not be written to the journal: the game on screen is then not all on disk
        (see :func:`why_not_saved`). None once a later change is written."""
        return self.session.journal_error

    def autosave(self) -> None:
        """Write the game and its state to the sessions folder in the background; never raises."""
        self.session.autosave()
        if not self._watching:
            self._watching = True
            _watch(weakref.ref(self))

    def _autosave_landed(self) -> None:
        if self.session.autosave_pending:
            _watch(weakref.ref(self))
            return
        self._watching = False
        failure = self.session.autosave_failure
        if failure is not self._told_failure:  # (the views read it: the disk warning says it once)
            self._told_failure = failure
            self.state_changed.emit()

    def wait_autosave(self) -> bool:
        """Block until the last autosave asked for is written (start-up, exit, tests: never while playing);
        whether it landed."""
        return self.session.wait_autosave()

    def keep_unsaved(self) -> bool:
        """Put the game in the backups if it has unsaved hands (the player may regret "Don't save").

        False only when it had to be kept and could not be.
        """
        if not self.modified or not self._game.hands:
            return True
        return self.session.keep_unsaved(self.path)

    def discard_autosave(self) -> None:
        """On a clean exit: nothing to restore next time (an unsaved game is kept in the backups)."""
        self.wait_autosave()
        if self.keep_unsaved():  # else the autosave stays, and is offered at the next start
            self.session.close()

    def end_of_session(self) -> None:
        """The system ends prefcount (a logout, a shutdown, ``kill``): as Quit with nobody to answer. A game all
        saved leaves nothing behind; one with unsaved changes keeps its session's files (its autosave written
        first), and the next start offers it."""
        if self.modified:
            self.wait_autosave()
        else:
            self.discard_autosave()
