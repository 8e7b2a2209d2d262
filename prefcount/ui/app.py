"""Starting the desktop app: ``prefcount`` with no arguments calls :func:`run`."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from prefcount.i18n import LANGUAGES, system_language, translate
from prefcount.ui import prompts
from prefcount.ui.fonts import app_font
from prefcount.ui.language import use_language
from prefcount.ui.none_guard import keep_none_alive
from prefcount.ui.platform_check import EXIT_NO_WINDOW, guard_platform, platform_problem


def default_game():
    """Three players, Sochi to 10: ready to play; names are edited in place."""
    from prefcount.ledger import PRESETS, Game, new_game_id

    names = tuple(translate("App", "Player {n}").format(n=n) for n in (1, 2, 3))
    return Game(id=new_game_id(), players=names, convention=PRESETS["sochi"])


def start_language() -> str:
    from prefcount.ui.settings import LANGUAGE

    language = LANGUAGE.get() or system_language()
    return language if language in LANGUAGES else system_language()


def restore_or_new(parent=None, kept: list | None = None):
    """After a crash, offer each crashed session's game, once; otherwise a new game.

    The autosave says which file the game belongs to, whether it was saved there and what that
    file held then; it is compared with the file on disk now, so an autosave older than its file
    is never offered as the newer game, and a game with unsaved hands comes back unsaved. A game
    that is not restored (declined, damaged, or one more than the window can show) is moved to
    the backups, never deleted: Game → Open backup… finds it; ``kept`` collects those paths.
    """
    from prefcount.ui import storage
    from prefcount.ui.document import GameDocument

    document = None
    storage.remove_stale_temp_files()
    for leftover in storage.leftover_autosaves():
        game, state = leftover.game, leftover.state
        if game is not None and not game.hands and state.clean and state.game_path is None:
            storage.remove_autosave(leftover.path)  # a new game nobody touched: nothing to lose
            continue
        if game is None or document is not None:
            _set_aside(leftover, kept)
            continue
        question, same_as_file, on_disk = _restore_question(game, state)
        if prompts.yes_no(parent, translate("App", "Restore the game?"), question):
            stamp = on_disk if same_as_file else state.stamp  # an old stamp: saving over a newer file asks
            document = GameDocument(game, state.game_path, stamp=stamp)
            document.replace(game, state.game_path, modified=not same_as_file, stamp=stamp)
            document.wait_autosave()  # the game is in this session's autosave before the old one goes
            storage.remove_autosave(leftover.path)
        elif same_as_file:
            storage.remove_autosave(leftover.path)  # its file holds exactly this game
        else:
            _set_aside(leftover, kept)
    if document is None:
        document = GameDocument(default_game())
        document.autosave()
    return document


def open_named(window, path: str) -> bool:
    """Open the file named on the command line, unless the game restored just before is unsaved: "Yes" to a
    restore restores (the player is told why the file is not open). Whether the window shows that file."""
    from pathlib import Path

    document = window.document
    if document.path is not None and _same_file(document.path, path):
        return True  # the restored game is that file's, with its unsaved hands
    if document.modified:
        window.statusBar().showMessage(
            translate(
                "App",
                "{name} was not opened: the game restored from the last session is shown, and it is not saved. "
                "Save it, then open {name} (Game → Open…).",
            ).format(name=Path(path).name)
        )
        return False
    return bool(window.open_path(path))


def _same_file(a, b) -> bool:
    import os

    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _set_aside(leftover, kept: list | None) -> None:
    from prefcount.ui import storage

    path = storage.set_aside(leftover)
    if kept is not None and path is not None:
        kept.append(path)


def _restore_question(game, state):
    """The question for one crashed session; whether its game is exactly its file; the file's stamp now."""
    from pathlib import Path

    from prefcount import gamefile
    from prefcount.ledger import LedgerError

    count = len(game.hands)
    if state.game_path is None:
        on_disk, same, detail = None, False, translate("App", "It was never saved to a file.")
    else:
        name = Path(state.game_path).name
        on_disk = gamefile.FileStamp.of(state.game_path)
        # "all saved" only when the file holds exactly this game, byte for byte as a save writes it; a
        # stamp alone could vouch for a file that a later save (killed before its autosave) replaced
        same = (
            state.clean
            and on_disk is not None
            and on_disk.same_content(gamefile.FileStamp.of_bytes(gamefile.dumps(game).encode("utf-8"), 0))
        )
        if same:
            text = translate(
                "App",
                "prefcount did not close properly last time. It had {name} open ({count} hands, all saved). Reopen it?",
            )
            return text.format(name=name, count=count), True, on_disk
        if on_disk is None:
            detail = translate("App", "It belonged to {name}, which is no longer there.").format(name=name)
        elif state.stamp is not None and state.stamp.same_content(on_disk):
            detail = translate("App", "Its last changes were not saved to {name}.").format(name=name)
        else:
            try:
                file_count = len(gamefile.load(state.game_path).hands)
                detail = translate(
                    "App", "{name} has changed since (it now holds {file_count} hands): this copy may be older."
                ).format(name=name, file_count=file_count)
            except LedgerError:
                detail = translate("App", "{name} has changed since: this copy may be older.").format(name=name)
        detail += " " + translate("App", "It comes back as not saved.")
    text = translate(
        "App", "prefcount did not close properly last time. Restore the game it was keeping ({count} hands)?"
    ).format(count=count)
    return f"{text}\n\n{detail}", same, on_disk


def create_app(argv: list[str] | None = None) -> QApplication:
    keep_none_alive()
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        with guard_platform():  # Qt would abort with no word of what to install
            app = QApplication(list(argv or sys.argv))
    # no organisation: Qt's folders are then prefcount's own, the ones prefcount.paths names (once, not twice)
    app.setApplicationName("prefcount")
    app.setDesktopFileName("prefcount")  # the .desktop file `prefcount --install-desktop` installs: its icon, its name
    app.setFont(app_font())
    use_language(start_language())
    return app


def report_unexpected_errors() -> None:
    """A bug in a slot must not end the evening: log it, tell the player, keep the game open.

    The game itself is safe either way (autosaved after every change).
    """
    import traceback

    from prefcount.error_log import error_log_path, log_error
    from prefcount.ui.gui_thread import in_gui_thread, prepare

    def hook(kind, error, trace) -> None:
        text = "".join(traceback.format_exception(kind, error, trace))
        log_error(text)
        if sys.__stderr__ is not None:  # pythonw on Windows has none
            sys.__stderr__.write(text)
        # an error in a worker thread (reading the book) is told from the GUI thread: a box shown in another
        # thread crashes Qt
        in_gui_thread(lambda: tell(error))

    def tell(error: BaseException) -> None:
        prompts.error(
            None,
            translate("App", "Something went wrong"),
            translate(
                "App",
                "prefcount hit an error, but the game is kept (it is saved after every change). Details are in {path}.",
            ).format(path=error_log_path())
            + f"\n\n{error}",
        )

    prepare()
    sys.excepthook = hook


def run(argv: list[str] | None = None) -> int:
    """Open the main window with a game ready to play (or hand the file to the prefcount running); the exit status."""
    import os

    from prefcount.ui import single_instance
    from prefcount.ui.main_window import MainWindow

    args = [a for a in (argv or [])[1:] if not a.startswith("-")]
    if single_instance.hand_over([os.path.abspath(a) for a in args[:1]]):
        return 0  # the running prefcount has it
    if QApplication.instance() is None:
        from prefcount.i18n import set_language

        set_language(system_language())  # the settings are read once Qt runs; the message cannot wait
        problem = platform_problem()
        if problem:
            sys.stderr.write(problem + "\n")
            return EXIT_NO_WINDOW
    app = create_app(argv)
    report_unexpected_errors()
    window = MainWindow()  # a blank pulka at once, sized to the screen; the ledger loads behind it
    window.show()
    inbox = single_instance.Inbox(window)  # files from later starts, and from macOS's file-open events
    app.installEventFilter(inbox)

    started = False

    def load() -> None:
        # first paint and the timer both call this; the restore question runs a nested event
        # loop, so the guard is set before anything else (or the second call asks again)
        nonlocal started
        if started:
            return
        started = True
        from PySide6.QtGui import QIcon

        from prefcount.paths import resource_path

        app.setWindowIcon(QIcon(str(resource_path("icons", "prefcount.svg"))))
        kept: list = []
        window.attach(restore_or_new(window, kept))
        if kept:
            window.statusBar().showMessage(
                translate(
                    "App", "Games from sessions that did not close properly were kept ({count}): Game → Open backup…"
                ).format(count=len(kept))
            )
        files = args[:1] + inbox.serve()  # named on the command line, or sent while the window was loading
        if files:
            open_named(window, files[0])

    window.ui.sheetView.first_painted.connect(lambda: QTimer.singleShot(0, load))
    QTimer.singleShot(1000, load)  # in case the window is never painted (minimised)
    return app.exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
