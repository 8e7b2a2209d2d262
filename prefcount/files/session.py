"""A game's session on disk, without Qt: every change in the journal before anything shows it, the whole game in
the autosave in the background after, the game file and its backups on save, the session's files gone on a clean
exit (DESIGN 15; novelWriter's ``core/sessions`` beside its GUI).

The window's document (:class:`prefcount.ui.game.document.GameDocument`) is a thin Qt adapter over one
:class:`GameSession`: it derives the sheet, keeps the undo history and tells the views; every write is here. The
kill bench (``tools/kill_bench.py --headless``) drives a session alone, with no window.

Each session's files (autosave, journal, lock) and the sessions crashed apps left behind are
:mod:`prefcount.files.leftovers`'.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from prefcount.files import gamefile, journal, leftovers

if TYPE_CHECKING:
    from collections.abc import Callable

    from prefcount.ledger import Game

log = logging.getLogger(__name__)

_WRITER: ThreadPoolExecutor | None = None
# A journal longer than this starts over (a new file: the change alone) once an autosave holds every change
# before it (bytes) ...
JOURNAL_START_OVER = 64 * 1024
# ... and one longer than this (or than four times what its last new start wrote) while the autosave does not
# land is made anew from the whole game: the journal never grows without end, and no change waits for the autosave.
JOURNAL_COMPACT = 1024 * 1024

#: What one edit did to the list of hands (see :class:`prefcount.ui.game.document.Change`).
ChangeKind = Literal["reset", "append", "insert", "remove", "replace"]


def _writer() -> ThreadPoolExecutor:
    """One background writer for every autosave, so saves land in order."""
    global _WRITER
    if _WRITER is None:
        _WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
    return _WRITER


@dataclass(frozen=True)
class Place:
    """Where the game held belongs, as its holder knows it: its file, whether that file holds it (``clean``), the
    file's stamp as last read or written, and who deals hand 1 of a game without hands."""

    path: Path | None
    clean: bool
    stamp: gamefile.FileStamp | None
    first_dealer: int | None = None


class GameSession:
    """The open game on disk. ``place`` says, when asked, where the game belongs (its holder keeps that: the file
    and its unsaved mark follow the undo history). :attr:`game` is the game as the journal has it.

    Used from one thread (the one that changes the game); the autosave is written by a background thread.
    """

    def __init__(self, game: Game, place: Callable[[], Place]) -> None:
        self.files = leftovers.Session()
        self.game = game
        self._place = place
        self._autosave_failed: Exception | None = None
        self._journal_failed: Exception | None = None
        self._journal = journal.JournalWriter(self.files.journal)
        self._journal_whole = True  # the next line must be the whole game (the journal lost its start)
        self._seq = 0  # the last change written to the journal
        self._autosaved_seq = 0  # the last change the autosave on disk holds (set by the writer thread)
        self._pending: Future[bool] | None = None
        self._autosave_lock = threading.Lock()
        self._next_autosave: tuple[Game, gamefile.AutosaveState, Path] | None = None
        self.hold(game)

    @property
    def autosave_file(self) -> Path:
        return self.files.autosave

    @property
    def journal(self) -> Path:
        return self.files.journal

    # -- what is on disk ---------------------------------------------------------------------------
    @property
    def journal_error(self) -> Exception | None:
        """Why the last change could not be written to the journal: the game held is then not all on disk. None
        once a later change is written."""
        return self._journal_failed

    @property
    def autosave_failure(self) -> Exception | None:
        """Why the last autosave could not be written (None: it was)."""
        return self._autosave_failed

    def state(self) -> gamefile.AutosaveState:
        """The game's state as the autosave and the journal write it."""
        from datetime import datetime

        place = self._place()
        return gamefile.AutosaveState(
            str(place.path.resolve()) if place.path else None,
            place.clean,
            place.stamp,
            datetime.now().isoformat(timespec="seconds"),
            self._seq,
            place.first_dealer,
        )

    # -- changes -----------------------------------------------------------------------------------
    def change(self, game: Game, kind: ChangeKind, index: int = 0) -> None:
        """The game is now ``game``, by one edit: one line for what it did (the hand it added, changed or struck
        out, the game without its hands for a name or the price, the whole game for anything else), synced before
        this returns (never raises: :attr:`journal_error` says when it failed)."""
        if kind == "append":
            record = journal.hand_record("append", game.hands[-1])
        elif kind in ("insert", "replace"):
            record = journal.hand_record(kind, game.hands[index], index)
        elif kind == "remove":
            record = journal.remove_record(index)
        elif game.hands is self.game.hands:
            record = journal.head_record(game)
        else:
            record = journal.game_record(game, self.state())
        self._write(record)
        self.game = game

    def hold(self, game: Game) -> None:
        """Another game is held (new, opened, restored, undone to): the whole of it, and where it belongs."""
        self.game = game
        self._write(journal.game_record(game, self.state()))

    def _write(self, record: dict[str, object]) -> None:
        """Write one change to the journal and sync it; never raises, never waits for the autosave.

        ``record`` changes the game held now (:attr:`game`). The journal is made anew (never cut back in place)
        when it lost its start (the first write, a failed one, the session's files removed on exit: the whole
        game goes first), when it is long and an autosave holds every change before this one (this change
        alone), and when it is long and the autosave does not land (the whole game first). ``seq`` counts only
        what was written: a failed line leaves no gap.
        """
        writer = self._journal
        seq = self._seq
        lines = []
        holds_all = self._autosaved_seq >= self._seq  # the autosave on disk holds every change so far
        try:
            whole = writer.broken or self._journal_whole
            if whole or (not holds_all and writer.size > max(JOURNAL_COMPACT, 4 * writer.base)):
                if record["op"] != "game":
                    seq += 1
                    lines.append(journal.line(seq, journal.game_record(self.game, self.state())))
                rebuild = True
            else:
                rebuild = holds_all and writer.size > JOURNAL_START_OVER
            seq += 1
            lines.append(journal.line(seq, record))
            self.files.hold()
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

    # -- the game file ------------------------------------------------------------------------------
    def opened(self, path: Path) -> None:
        """The game held is the file ``path``'s (opened, restored): what a save killed beside it left goes."""
        from prefcount.files.disk import remove_stale_temps

        remove_stale_temps(path)

    def save(self, target: Path) -> gamefile.FileStamp:
        """Save the game to ``target`` (atomically), say so in the journal, keep a rotating backup; the stamp of
        what was written. Raises OSError / LedgerError (then nothing changed)."""
        data = gamefile.dumps(self.game).encode("utf-8")
        stamp = gamefile.save_bytes(data, target)
        # the file holds the game: so says the journal, before the title drops its unsaved mark
        saved = gamefile.AutosaveState(
            str(target.resolve()), True, stamp, journal_seq=self._seq, first_dealer=self._place().first_dealer
        )
        self._write(journal.state_record(saved))
        try:  # a rotating copy; a failure here must not fail the save itself
            gamefile.keep_backup(leftovers.backups_dir(), target, data)
        except OSError as error:
            log.warning("backup failed: %s", error)
        return stamp

    def keep_disk_version(self, path: Path) -> bool:
        """Before overwriting a file someone else changed: keep its version in the backups. False if that failed."""
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return True
        except OSError as error:
            log.warning("cannot read %s to keep it: %s", path, error)
            return False
        try:
            gamefile.keep_backup(leftovers.backups_dir(), path, data, kind="on-disk")
        except OSError as error:
            log.warning("cannot keep %s: %s", path, error)
            return False
        return True

    def keep_unsaved(self, path: Path | None) -> bool:
        """Put the game (of the file ``path``) in the backups: the player may regret "Don't save". False when it
        could not be kept."""
        try:
            gamefile.keep_backup(
                leftovers.backups_dir(), path, gamefile.dumps(self.game).encode("utf-8"), kind="unsaved"
            )
        except OSError as error:
            log.warning("cannot keep the unsaved game: %s", error)
            return False
        return True

    # -- the autosave ---------------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the game and its state to the sessions folder in the background; never raises (it is a safety net).

        The game is immutable, so the writer thread reads a snapshot. Game and state go in one atomic write, so a
        crash leaves the previous autosave or this one, never half of each. Writes never queue up: the writer
        always takes the newest snapshot. The autosave names the last journal line it holds: once it is on disk
        the journal may start over.
        """
        state = self.state()
        with self._autosave_lock:
            waiting = self._next_autosave is not None
            self._next_autosave = (self.game, state, self.files.autosave)
            if waiting:  # the queued write will take this snapshot
                return
            self.files.hold()
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

    @property
    def autosave_pending(self) -> bool:
        """Whether an autosave asked for is still being written."""
        return self._pending is not None and not self._pending.done()

    def wait_autosave(self) -> bool:
        """Block until the last autosave asked for is written (start-up, exit, tests: never while playing);
        whether it landed."""
        if self._pending is None:
            return self._autosave_failed is None
        return self._pending.result()

    def on_disk(self) -> Exception | None:
        """Wait for the autosave, then: ``None`` when this session's autosave and journal hold the game as it is,
        else why not (a crashed session's files must not go before this one's are there)."""
        landed = self.wait_autosave()
        if self._journal_failed is not None:
            return self._journal_failed
        if not landed or self._autosaved_seq < self._seq:
            return self._autosave_failed or OSError("the autosave was not written")
        return None

    # -- a crashed session's game -----------------------------------------------------------------------
    def take_over(self, leftover: leftovers.Leftover) -> tuple[Exception | None, Path | None]:
        """This session holds ``leftover``'s game now (restored): once it is in this session's own files, the
        crashed session's files go (a raw copy of what could not be read to its end kept first). Why this
        session's files do not hold it yet (then the crashed session's stay, and are offered again), and the raw
        copy's folder. A copy that cannot be made leaves every file (logged)."""
        why = self.on_disk()
        if why is not None:
            return why, None
        try:
            return None, leftovers.dispose(leftover)
        except OSError as error:
            log.warning("cannot keep %s: %s", leftover.path, error)
            return None, None

    # -- the end -------------------------------------------------------------------------------------
    def close(self) -> None:
        """A clean exit: the session's files go (the caller kept an unsaved game in the backups first). Should the
        game go on after all, its journal starts again from the whole game."""
        self.wait_autosave()
        self._journal.close()
        try:
            leftovers.remove_autosave(self.files.autosave)
        except OSError as error:  # (a folder that became read-only): quitting says nothing; the next start tidies
            log.info("cannot remove this session's files: %s", error)
        self.files.release()
        self._journal_whole = True
        self._autosaved_seq = 0  # (and no autosave holds anything now)
