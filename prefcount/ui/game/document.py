"""The open game: its hands, the sheet and settlement derived from them, the file it lives in, undo, autosave.

Every change is written to the session's journal (:mod:`prefcount.files.journal`: one line, synced) before
any view hears of it, and the whole game to the autosave in the background after (DESIGN 15): what
the screen shows is on disk whatever a view, a question or a dialog does next.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Literal, NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from prefcount.files import gamefile, journal
from prefcount.ledger import Game, Hand, LedgerError, Settlement, Sheet, score, settle
from prefcount.ui import storage

log = logging.getLogger(__name__)


_WRITER: ThreadPoolExecutor | None = None
# A journal longer than this starts over (a new file: the change alone) once an autosave holds every change
# before it (bytes) ...
JOURNAL_START_OVER = 64 * 1024
# ... and one longer than this (or than four times what its last new start wrote) while the autosave does not
# land is made anew from the whole game: the journal never grows without end, and no change waits for the autosave.
JOURNAL_COMPACT = 1024 * 1024


def _writer() -> ThreadPoolExecutor:
    """One background writer for every autosave, so saves land in order."""
    global _WRITER
    if _WRITER is None:
        _WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
    return _WRITER


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
        self.session = storage.Session()
        self.autosave_file = self.session.autosave
        self.file_stamp = stamp  # the file as we last read or wrote it (None: not known)
        self.first_dealer: int | None = None  # who deals hand 1, chosen for a new game: hand 1 records it
        self._autosave_failed: Exception | None = None
        self._journal_failed: Exception | None = None
        self._journal: journal.JournalWriter | None = journal.JournalWriter(self.session.journal)
        self._journal_whole = True  # the next line must be the whole game (the journal lost its start)
        self._seq = 0  # the last change written to the journal
        self._autosaved_seq = 0  # the last change the autosave on disk holds (set by the writer thread)
        self._pending: Future[bool] | None = None
        self._autosave_lock = threading.Lock()
        self._next_autosave: tuple[Game, gamefile.AutosaveState, Path] | None = None
        self._game = game
        self._sheet: Sheet | None = None
        self._settlement: Settlement | None = None
        self._error: LedgerError | None = None
        self._derive(game, None)
        self._over = self._is_over()
        self._end_announced_at: int | None = len(game.hands) if self._over else None
        self._dates = gamefile.WrittenDates()
        self._journal_game()
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.undo_stack.indexChanged.connect(self._index_changed)

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
        self._journal_change(game, change)  # on disk before anything shows it
        appended = game.hands[-1] if change.kind == "append" else None
        had_hands = bool(self._game.hands)
        self._derive(game, appended, sheet)
        over, was_over = self._is_over(), self._over
        hands = len(game.hands)
        # the same end seen again after an undo (or an edit) is not a new end
        new_end = over and not was_over and (self._end_announced_at is None or hands > self._end_announced_at)
        dated = self._dates.apply(game, had_hands, new_end, over)  # FORMAT.md's created, finished (issue 27 §9)
        if dated is not game:
            self._journal_write(journal.head_record(dated))  # (on disk too before any view hears of them)
            self._game = dated
        self.changed.emit(change)
        self._over = over
        if new_end:
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
        self._journal_game()
        if self.path is not None:
            from prefcount.files.disk import remove_stale_temps

            remove_stale_temps(self.path)  # what a save killed beside it left behind
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
        self._journal_game()
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
        data = gamefile.dumps(self._game).encode("utf-8")
        self.file_stamp = gamefile.save_bytes(data, target)
        self.path = target
        # the file holds the game: so says the journal, before the title drops its unsaved mark
        saved = gamefile.AutosaveState(
            str(target.resolve()), True, self.file_stamp, journal_seq=self._seq, first_dealer=self.first_dealer
        )
        self._journal_write(journal.state_record(saved))
        try:  # a rotating copy; a failure here must not fail the save itself
            gamefile.keep_backup(storage.backups_dir(), target, data)
        except OSError as error:
            log.warning("backup failed: %s", error)
        self._modified_without_history = False
        # the clean point is now this save's: neither another file's index nor the empty pulka as started
        self._fresh = self._saved_at = None
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

    def keep_disk_version(self) -> bool:
        """Before overwriting a file someone else changed: keep its version in the backups. False if that failed."""
        if self.path is None:
            return True
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return True
        except OSError as error:
            log.warning("cannot read %s to keep it: %s", self.path, error)
            return False
        try:
            gamefile.keep_backup(storage.backups_dir(), self.path, data, kind="on-disk")
        except OSError as error:
            log.warning("cannot keep %s: %s", self.path, error)
            return False
        return True

    # -- autosave and journal ---------------------------------------------------------
    @property
    def autosave_error(self) -> str | None:
        """Why the last journal line or autosave could not be written (None: both fine)."""
        error = self._journal_failed or self._autosave_failed
        return None if error is None else str(error)

    @property
    def autosave_failure(self) -> Exception | None:
        """Why the last autosave could not be written (None: it was)."""
        return self._autosave_failed

    @property
    def journal_error(self) -> Exception | None:
        """Why the last change could not be written to the journal: the game on screen is then not all on disk
        (see :func:`why_not_saved`). None once a later change is written."""
        return self._journal_failed

    def _state(self) -> gamefile.AutosaveState:
        from datetime import datetime

        return gamefile.AutosaveState(
            str(self.path.resolve()) if self.path else None,
            not self.modified,
            self.file_stamp,
            datetime.now().isoformat(timespec="seconds"),
            self._seq,
            self.first_dealer,
        )

    def _journal_change(self, game: Game, change: Change) -> None:
        """One line for what ``change`` makes of the game: the hand it added, changed or struck out, the game
        without its hands (a name, the price), or, for anything else, the whole game."""
        kind, index = change.kind, change.index
        if kind == "append":
            record = journal.hand_record("append", game.hands[-1])
        elif kind in ("insert", "replace"):
            record = journal.hand_record(kind, game.hands[index], index)
        elif kind == "remove":
            record = journal.remove_record(index)
        elif game.hands is self._game.hands:
            record = journal.head_record(game)
        else:
            record = journal.game_record(game, self._state())
        self._journal_write(record)

    def _journal_game(self) -> None:
        """Another game is held (new, opened, restored, undone to): the whole of it, and where it belongs."""
        self._journal_write(journal.game_record(self._game, self._state()))

    def _journal_write(self, record: dict[str, object]) -> None:
        """Write one change to the journal and sync it; never raises, never waits for the autosave (the screen
        is told when it fails: :attr:`journal_error`).

        ``record`` changes the game held now (``self._game``). The journal is made anew (never cut back in
        place) when it lost its start (the first write, a failed one, the session's files removed on exit:
        the whole game goes first), when it is long and an autosave holds every change before this one (this
        change alone), and when it is long and the autosave does not land (the whole game first). ``seq``
        counts only what was written: a failed line leaves no gap.
        """
        writer = self._journal
        if writer is None:  # switched off (benchmarks of the screen alone)
            return
        seq = self._seq
        lines = []
        holds_all = self._autosaved_seq >= self._seq  # the autosave on disk holds every change so far
        try:
            whole = writer.broken or self._journal_whole
            if whole or (not holds_all and writer.size > max(JOURNAL_COMPACT, 4 * writer.base)):
                if record["op"] != "game":
                    seq += 1
                    lines.append(journal.line(seq, journal.game_record(self._game, self._state())))
                rebuild = True
            else:
                rebuild = holds_all and writer.size > JOURNAL_START_OVER
            seq += 1
            lines.append(journal.line(seq, record))
            self.session.hold()
            if rebuild:
                writer.rebuild(lines)
            else:
                writer.append(lines)
        except (OSError, ValueError) as error:
            self._journal_failed = error
            self._journal_whole = True
            log.warning("journal failed: %s", error)
            return
        self._seq = seq
        self._journal_failed = None
        self._journal_whole = False

    def autosave(self) -> None:
        """Write the game and its state to the data folder in the background; never raises (it is a safety net).

        The game is immutable, so the writer thread reads a snapshot. Game and state go in one
        atomic write, so a crash leaves the previous autosave or this one, never half of each.
        Writes never queue up: the writer always takes the newest snapshot. The autosave names the
        last journal line it holds: once it is on disk the journal may start over.
        """
        state = self._state()
        with self._autosave_lock:
            waiting = self._next_autosave is not None
            self._next_autosave = (self._game, state, self.autosave_file)
            if waiting:  # the queued write will take this snapshot
                return
            self.session.hold()
            self._pending = _writer().submit(self._write_autosave)

    def _write_autosave(self) -> bool:
        """The writer thread's work: the newest snapshot to disk; whether it landed."""
        with self._autosave_lock:
            snapshot, self._next_autosave = self._next_autosave, None
        if snapshot is None:
            return self._autosave_failed is None
        game, state, target = snapshot
        try:
            gamefile.save_autosave(game, state, target)
            self._autosaved_seq = max(self._autosaved_seq, state.journal_seq)
            self._autosave_failed = None
        except Exception as error:  # a failed autosave, whatever failed, must not stop the game
            self._autosave_failed = error
            log.warning("autosave failed: %s", error)
            return False
        return True

    def wait_autosave(self) -> bool:
        """Block until the last autosave asked for is written (start-up, exit, tests: never while playing);
        whether it landed."""
        if self._pending is None:
            return self._autosave_failed is None
        return self._pending.result()

    def on_disk(self) -> str | None:
        """Wait for the autosave, then: ``None`` when this session's autosave and journal hold the game as it is,
        else why not, in the player's words (a crashed session's files must not go before this one's are there)."""
        landed = self.wait_autosave()
        if self._journal is not None and self._journal_failed is not None:
            return why_not_saved(self._journal_failed)
        if not landed or self._autosaved_seq < self._seq:
            return why_not_saved(self._autosave_failed or OSError("the autosave was not written"))
        return None

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
            if self._journal is not None:
                self._journal.close()
            storage.remove_autosave(self.autosave_file)
            self.session.release()
            self._journal_whole = True  # should the game go on after all, its journal starts from the whole game
            self._autosaved_seq = 0  # (and no autosave holds anything now)
