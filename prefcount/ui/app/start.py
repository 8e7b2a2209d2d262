"""Starting the desktop app: ``prefcount`` with no arguments calls :func:`run`."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from prefcount.ui.app import window_place
from prefcount.ui.app.fonts import app_font
from prefcount.ui.app.language import use_language
from prefcount.ui.app.none_guard import keep_none_alive
from prefcount.ui.app.platform_check import EXIT_NO_WINDOW, guard_platform, platform_problem
from prefcount.ui.widgets.colours import follow_system
from prefcount.words.i18n import LANGUAGES, system_language, translate

if TYPE_CHECKING:
    from pathlib import Path
    from types import TracebackType

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from prefcount.files.gamefile import AutosaveState, FileStamp
    from prefcount.files.leftovers import Leftover
    from prefcount.ledger import Game
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow


def default_game() -> Game:
    """Three players, Sochi to 10: ready to play; names are edited in place."""
    from prefcount.ledger import PRESETS, Game, new_game_id

    names = tuple(translate("App", "Player {n}").format(n=n) for n in (1, 2, 3))
    return Game(id=new_game_id(), players=names, convention=PRESETS["sochi"])


def start_language() -> str:
    from prefcount.ui.app.settings import LANGUAGE

    language = LANGUAGE.get() or system_language()
    return language if language in LANGUAGES else system_language()


def restore_or_new(
    parent: QWidget | None = None, kept: list[Path] | None = None, opening: str | None = None
) -> GameDocument:
    """After a crash, offer each crashed session's game, once; otherwise a new game.

    The autosave says which file the game belongs to, whether it was saved there and what that
    file held then; it is compared with the file on disk now, so an autosave older than its file
    is never offered as the newer game, and a game with unsaved hands comes back unsaved. A game
    that is not restored (declined, damaged, or one more than the window can show) is moved to
    the backups, never deleted: Game → Open backup… finds it; ``kept`` collects those paths.
    A crashed session's files go only once the game restored from them is in this session's own
    files (else they stay, and the player is told); files that could not be read to their end are
    copied to the backups as they are first. ``opening``: the file the player asked to open (``prefcount FILE``),
    which opens whatever the answer: the question names it too (see :func:`show_games`).
    """
    from prefcount.files import leftovers
    from prefcount.ui.app.session_end import ending
    from prefcount.ui.dialogs import prompts
    from prefcount.ui.game.document import GameDocument, why_not_saved

    document = None
    leftovers.remove_stale_temp_files()
    for leftover in leftovers.leftover_autosaves():
        if ending():  # the system ends the app (a logout) while it asks: the games stay, offered at the next start
            break
        game, state = leftover.game, leftover.state
        if _untouched(leftover):
            _dispose(parent, leftover, kept)  # the app's new game, never changed: nothing to lose
            continue
        if game is None or document is not None:
            if game is not None and state.game_path and leftovers.file_now(state.game_path, game).same:
                _dispose(parent, leftover, kept)  # its file holds exactly this game: nothing to keep twice
            else:
                _set_aside(leftover, kept)
            continue
        question, same_as_file, on_disk = _restore_question(game, state)
        question += _note_text(leftover)
        if opening is not None and not (state.game_path and _same_file(state.game_path, opening)):
            question += "\n\n" + translate(
                "App",
                "You asked to open {name}, and it opens either way: Yes brings this game back beside it, in a "
                "window of its own.",
            ).format(name=_shown(opening))
        restore = prompts.yes_no(parent, translate("App", "Restore the game?"), question)
        if ending():  # nobody answered: the system ended the app meanwhile
            break
        if restore:
            stamp = on_disk if same_as_file else state.stamp  # an old stamp: saving over a newer file asks
            document = GameDocument(game, state.game_path, stamp=stamp)
            document.replace(
                game,
                state.game_path,
                modified=not same_as_file,
                stamp=stamp,
                first_dealer=state.first_dealer,
                history=document.history,  # (scored as the document was made)
            )
            failed, raw = document.session.take_over(leftover)  # its files go once this session's hold the game
            if raw is not None and kept is not None:
                kept.append(raw)
            if failed is not None and not leftover.read_only:  # (a read-only session was told of already)
                why = why_not_saved(failed)
                prompts.error(
                    parent,
                    translate("App", "The restored game is not on disk yet"),
                    translate(
                        "App",
                        "The restored game could not be written to prefcount's folder ({why}). The last "
                        "session's files are kept as they are and will be offered again at the next start. "
                        "Save the game (Game → Save as…) to keep it.",
                    ).format(why=why),
                )
        elif same_as_file:
            _dispose(parent, leftover, kept)  # its file holds exactly this game
        else:
            _set_aside(leftover, kept)
    if document is None:
        document = GameDocument(default_game())
        document.autosave()
    return document


def _shown(path: str) -> str:
    from prefcount.ui.widgets.file_names import shown_name

    return shown_name(path)


def show_games(window: MainWindow, named: str | None, kept: list[Path]) -> None:
    """The window's game at start: a crashed session's game restored, else a new one; with ``named`` (``prefcount
    FILE``) that file is opened as asked, and a restored game of another file comes back beside it, in a window of
    its own (issue 27 item 10: never lost, never in the place of what was asked)."""
    from prefcount.ui.game.document import GameDocument

    document = restore_or_new(window, kept, opening=named)
    restored = document.path is not None or bool(document.game.hands) or document.modified
    if named is None or not restored or (document.path is not None and _same_file(document.path, named)):
        window.attach(document)
        return
    fresh = GameDocument(default_game())
    fresh.autosave()
    window.attach(fresh)
    open_beside(window, document)


_BESIDE: list[MainWindow] = []  # the windows opened beside the first (kept: a window Python forgets is deleted)


def open_beside(window: MainWindow, document: GameDocument) -> MainWindow:
    """Show ``document`` in a window of its own, a little below and right of ``window``."""
    from PySide6.QtCore import QPoint

    from prefcount.ui.game.main_window import MainWindow

    beside = MainWindow(document)
    beside.move(window.pos() + QPoint(48, 48))
    beside.show()
    _BESIDE.append(beside)
    return beside


def new_window() -> MainWindow:
    """A game window of its own with a new game (a file sent while every game window was closed goes there)."""
    from prefcount.ui.game.document import GameDocument
    from prefcount.ui.game.main_window import MainWindow

    document = GameDocument(default_game())
    document.autosave()
    window = MainWindow(document)
    window.show()
    _BESIDE.append(window)
    return window


def _untouched(leftover: Leftover) -> bool:
    """A session that held the app's own new game, never changed and never saved (its names the default ones, in
    any language the app speaks): dropping it loses nothing. A new game with its players named, "another pulka"
    at the same table, or who deals first chosen, is offered like any other."""
    game, state = leftover.game, leftover.state
    if game is None or game.hands or state.game_path is not None or state.first_dealer is not None:
        return False
    default = default_game()  # its id is new each time: a new game's id says nothing of what it holds
    if game.model_copy(update={"players": default.players, "id": default.id}) != default:
        return False
    return any(game.players == names for names in _default_names())


def _default_names() -> list[tuple[str, ...]]:
    """The default game's players as each language names them (the crashed app may have spoken another)."""
    from prefcount.words.i18n import translated_in

    found = [tuple(translate("App", "Player {n}").format(n=n) for n in (1, 2, 3))]
    for language in LANGUAGES:
        text = translated_in(language, "App", "Player {n}")
        found.append(tuple(text.format(n=n) for n in (1, 2, 3)))
    return found


def _dispose(parent: QWidget | None, leftover: Leftover, kept: list[Path] | None) -> None:
    """A crashed session dealt with: its files go (a raw copy of what could not be read is kept first)."""
    from prefcount.files import leftovers

    try:
        raw = leftovers.dispose(leftover)
    except OSError as error:  # the copy could not be made: nothing goes
        import logging

        logging.getLogger(__name__).warning("cannot keep %s: %s", leftover.path, error)
        return
    if raw is not None and kept is not None:
        kept.append(raw)


def _note_text(leftover: Leftover) -> str:
    """What the restore question adds when the crashed session could not be read to its end, or is read-only."""
    from prefcount.files import leftovers
    from prefcount.files.journal import Note
    from prefcount.ledger import LedgerError

    parts = []
    note = leftover.note
    if note is not None:
        error = note.error if isinstance(note, Note) else note
        why = error.translated(translate) if isinstance(error, LedgerError) else str(error or "")
        if not isinstance(note, Note):
            text = translate(
                "App", "Its autosave cannot be read ({why}): the game is rebuilt from the record of its changes."
            )
        elif note.kind == "newer":
            text = translate(
                "App",
                "The record of its last changes was written by a newer prefcount and is not applied: "
                "update prefcount to get them back.",
            )
        elif note.kind == "stopped":
            text = translate(
                "App",
                "{count} hands came back: the record of its later changes is damaged at line {line} ({why}), and "
                "the changes from there on are missing.",
            )
        else:
            text = translate("App", "The record of its last changes cannot be read ({why}): they are missing.")
        folder = leftovers.backups_dir() / leftovers.RAW_SESSIONS
        count = len(leftover.game.hands) if leftover.game is not None else 0
        parts.append(text.format(why=why, line=note.line if isinstance(note, Note) else 0, count=count))
        if leftover.read_only:  # (no copy can be made: they stay where they are)
            kept_text = translate("App", "Both files of that session stay as they were in {folder}.")
            folder = leftover.path.parent
        else:
            kept_text = translate("App", "Both files of that session are kept as they were in {folder}.")
        parts.append(kept_text.format(folder=folder))
    if leftover.cannot_write is not None:
        parts.append(_cannot_keep_text(leftover))
    return "".join("\n\n" + part for part in parts)


def _cannot_keep_text(leftover: Leftover) -> str:
    """Why a crashed session's folder takes no file now, that its game cannot be kept there until it does, and
    where to save it instead (the first of its own file's folder, the club book's folder and the home folder that
    takes a file now)."""
    import errno

    from prefcount.files.disk import cannot_write
    from prefcount.ui.game.document import why_not_saved

    error = leftover.cannot_write
    assert error is not None
    full = error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))
    if full:
        text = translate(
            "App",
            "{why} The game cannot be kept in prefcount's folder ({folder}) until there is room on that disk: "
            "restore it, then save it elsewhere (Game → Save as…).",
        )
    else:
        text = translate(
            "App",
            "{why} The game cannot be kept in prefcount's folder ({folder}) until it can be written again: "
            "restore it, then save it elsewhere (Game → Save as…).",
        )
    text = text.format(why=why_not_saved(error), folder=leftover.path.parent)
    for folder in _places_to_save(leftover):
        if cannot_write(folder) is None:
            return text + " " + translate("App", "{folder} has room for it.").format(folder=folder)
    return text + " " + translate("App", "Save it on another disk or a USB stick.")


def _places_to_save(leftover: Leftover) -> list[Path]:
    """Where a game may be saved when prefcount's folder takes nothing: its own file's folder, the club book's,
    home."""
    from pathlib import Path

    from prefcount.ui.book.book_window import book_folder

    places = [Path(leftover.state.game_path).parent] if leftover.state.game_path else []
    return [*places, book_folder(), Path.home()]


def open_named(window: MainWindow, path: str) -> bool:
    """Open the file named on the command line (:func:`show_games` has made room for it: a game restored from
    another file is in a window of its own). Whether the window shows that file."""
    document = window.document
    if document.path is not None and _same_file(document.path, path):
        return True  # the restored game is that file's, with its unsaved hands
    return bool(window.files.open_path(path))


def _same_file(a: Path | str, b: Path | str) -> bool:
    import os

    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _set_aside(leftover: Leftover, kept: list[Path] | None) -> None:
    from prefcount.files import leftovers

    path = leftovers.set_aside(leftover)
    if kept is not None and path is not None:
        kept.append(path)


def _restore_question(game: Game, state: AutosaveState) -> tuple[str, bool, FileStamp | None]:
    """The question for one crashed session (or one the system stopped, its game kept): how it ended, the game by
    its players; whether its game is exactly its file; the file's stamp now."""
    from prefcount.files.leftovers import file_now
    from prefcount.ui.widgets.file_names import shown_name

    count = len(game.hands)
    players = ", ".join(game.players)  # (a file's name says little: "Untitled", "friday (2)")
    if state.stopped:  # the system ended the app (SIGTERM, a logout): the game was kept, nothing went wrong
        how = translate(
            "App", "prefcount was stopped by the system last time (a logout, a shutdown or kill), and kept its game."
        )
    else:
        how = translate("App", "prefcount did not close properly last time.")
    if state.game_path is None:
        on_disk, same, detail = None, False, translate("App", "It was never saved to a file.")
    else:
        name = shown_name(state.game_path)
        # "all saved" only when the file holds exactly this game (as games: another program's bytes may differ);
        # a stamp alone could vouch for a file that a later save (killed before its autosave) replaced. Decided
        # by content alone: a game undone back to what was saved is its file's again, though the journal that
        # brought it back counts every change as unsaved.
        now = file_now(state.game_path, game)
        on_disk, same = now.stamp, now.same
        if same:
            text = translate("App", "It had {name} open ({players}: {count} hands, all saved). Reopen it?")
            return f"{how} " + text.format(name=name, players=players, count=count), True, on_disk
        if on_disk is None:
            detail = translate("App", "It belonged to {name}, which is no longer there.").format(name=name)
        elif state.stamp is not None and state.stamp.same_content(on_disk):
            detail = translate("App", "Its last changes were not saved to {name}.").format(name=name)
        elif now.hands is not None:
            detail = translate(
                "App", "{name} has changed since (it now holds {file_count} hands): this copy may be older."
            ).format(name=name, file_count=now.hands)
        else:
            detail = translate("App", "{name} has changed since: this copy may be older.").format(name=name)
        detail += " " + translate("App", "It comes back as not saved.")
    text = translate("App", "Restore the game of {players} ({count} hands)?").format(players=players, count=count)
    return f"{how} {text}\n\n{detail}", same, on_disk


def create_app(argv: list[str] | None = None, *, watch_now: bool = True) -> QApplication:
    """The application, in the system's colours and the settings' language; ``watch_now`` False leaves
    :func:`watch_every_window` to the caller (the app calls it after its first paint)."""
    keep_none_alive()
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        with guard_platform():  # Qt would abort with no word of what to install
            app = QApplication(list(argv or sys.argv))
    # no organisation: Qt's folders are then prefcount's own, the ones prefcount.files.paths names (once, not twice)
    app.setApplicationName("prefcount")
    app.setDesktopFileName("prefcount")  # the .desktop file `prefcount --install-desktop` installs: its icon, its name
    app.setFont(app_font())
    follow_system(app)  # light or dark, as the system is now and later
    use_language(start_language())
    if watch_now:
        watch_every_window(app)
    return app


def watch_every_window(app: QApplication) -> None:
    """Every widget tinted again when the palette changes, and every dialog laid out for a large screen fitted to a
    netbook's. Both are filters on the app, which see every event of every object: put on before the first paint,
    they would make PySide6 wrap every widget the window is built of (the scroll bars and the size grip too)."""
    follow_system(app).watch_palette_changes()
    window_place.fit_every_window(app)


def report_unexpected_errors() -> None:
    """A bug in a slot must not end the evening: log it, tell the player, keep the game open.

    The game itself is safe either way (autosaved after every change). An error in a worker thread is told from the
    GUI thread, through :mod:`prefcount.ui.widgets.gui_thread`'s relay: made when first asked for, or by :func:`run`
    once the game loads (no worker runs before it; the relay's module is not imported before the first paint).
    """
    sys.excepthook = show_unexpected_error


def show_unexpected_error(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """The excepthook of the app: the error goes to the log (when it can be written) and to stderr (when there
    is one), and the player is told. Nothing here may raise: Python would print that instead, and no one sees it."""
    import traceback

    from prefcount.desktop.error_log import log_error
    from prefcount.ui.widgets.gui_thread import in_gui_thread

    text = "".join(traceback.format_exception(kind, error, trace))
    path = log_error(text)  # never raises; None: not written
    try:
        if sys.__stderr__ is not None:  # pythonw on Windows has none
            sys.__stderr__.write(text)
            sys.__stderr__.flush()
    except (OSError, ValueError):  # a closed or full stderr
        pass
    # an error in a worker thread (reading the book) is told from the GUI thread: a box shown in another
    # thread crashes Qt
    in_gui_thread(lambda: _tell(error, path))


def _tell(error: BaseException, path: Path | None) -> None:
    from prefcount.ui.dialogs import prompts  # (loaded long before: the game's restore after the first paint asks it)

    if path is not None:
        details = translate(
            "App",
            "prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.",
        ).format(path=path)
    else:
        details = translate(
            "App",
            "prefcount hit an error, but the game is kept (it is saved after every change). "
            "Its details could not be written to the error log.",
        )
    prompts.error(None, translate("App", "Something went wrong"), f"{details}\n\n{error}")


def take_file_opens(app: QApplication, inbox: QObject) -> None:
    """Let ``inbox`` hear the files macOS sends the app to open (a double-click in Finder, a drop on the Dock icon:
    a QFileOpenEvent to the app). Only on macOS, the one system that sends them (elsewhere a file comes on the
    command line): a filter on the app sees every event of every object, and cost each start ~30 ms of CPU before
    the first paint, and every event of the evening after it."""
    if sys.platform == "darwin":
        app.installEventFilter(inbox)


def run(argv: list[str] | None = None) -> int:
    """Open the main window with a game ready to play (or hand the file to the prefcount running); the exit status."""
    import os

    from prefcount.ui.app import single_instance
    from prefcount.ui.game.main_window import MainWindow

    args = [a for a in (argv or [])[1:] if not a.startswith("-")]
    if single_instance.hand_over([os.path.abspath(a) for a in args]):
        return 0  # the running prefcount has it
    if QApplication.instance() is None:
        from prefcount.words.i18n import set_language

        set_language(system_language())  # the settings are read once Qt runs; the message cannot wait
        problem = platform_problem()
        if problem:
            sys.stderr.write(problem + "\n")
            return EXIT_NO_WINDOW
    app = create_app(argv, watch_now=False)
    report_unexpected_errors()
    window = MainWindow()  # a blank pulka at once, sized to the screen; the ledger loads behind it
    window.show()
    inbox = single_instance.Inbox(window)  # files from later starts, and from macOS's file-open events
    take_file_opens(app, inbox)

    started = False

    def load() -> None:
        # first paint and the timer both call this; the restore question runs a nested event
        # loop, so the guard is set before anything else (or the second call asks again)
        nonlocal started
        if started:
            return
        started = True
        from PySide6.QtGui import QIcon

        from prefcount.files.paths import resource_path
        from prefcount.ui.app import session_end
        from prefcount.ui.widgets.gui_thread import prepare

        prepare()  # (the game's workers, the book's reading, may tell of an error from now on)

        # SIGTERM, a logout, a closed console: closed as Quit closes it. Not before the first paint, which does
        # without it (~5 ms): until now there is no game, and so nothing to keep.
        session_end.install(app, window)
        watch_every_window(app)  # (not before the first paint: the main window placed itself)

        app.setWindowIcon(QIcon(str(resource_path("icons", "prefcount.svg"))))
        kept: list[Path] = []
        show_games(window, os.path.abspath(args[0]) if args else None, kept)
        if session_end.ending():  # the system ended the app while it asked: nothing more to open, or to ask
            return
        if kept:
            window.statusBar().showMessage(
                translate(
                    "App", "Games from sessions that did not close properly were kept ({count}): Game → Open backup…"
                ).format(count=len(kept))
            )
        files = args + inbox.serve()  # named on the command line, or sent while the window was loading
        if files:
            open_named(window, files[0])
            single_instance.tell_not_opened(window, files[1:])

    window.ui.sheetView.first_painted.connect(lambda: QTimer.singleShot(0, load))
    QTimer.singleShot(1000, load)  # in case the window is never painted (minimised)
    return app.exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
