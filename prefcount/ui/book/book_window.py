"""The club book window: a folder of games read into statistics, charts, head to head and the roster.

The book (:class:`prefcount.book.Book`) answers every question from memory, so a
filter change only asks it again and refreshes the tab in view; the other tabs
catch up when shown. Reading the folder runs in a worker thread behind a progress
bar. The charts (pyqtgraph) are imported when the charts tab is first shown.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QDate, QFileSystemWatcher, QObject, QSortFilterProxyModel, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMainWindow, QTreeWidgetItem, QWidget

from prefcount.book import Book, FileProblem, Filter
from prefcount.book.model import shown_name
from prefcount.ledger import LedgerError
from prefcount.ui.app.settings import BOOK_FOLDER, currency
from prefcount.ui.book.book_periods import ALL, CUSTOM, PERIODS, period_dates
from prefcount.ui.book.book_problems import ProblemsView
from prefcount.ui.book.book_ratings import Rater
from prefcount.ui.book.book_stats_model import SORT_ROLE, PersonStatsModel
from prefcount.ui.book.head_to_head import money_balance_text, whists_text
from prefcount.ui.dialogs import prompts
from prefcount.ui.forms.book_window_ui import Ui_BookWindow
from prefcount.ui.widgets.elided import ElidedText
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import QT_TRANSLATE_NOOP, translate
from prefcount.words.options import preset_title

if TYPE_CHECKING:  # imported when the charts are first shown (pyqtgraph)
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QCloseEvent

    from prefcount.ui.book.book_charts import MoneyChart, RatingChart

#: The window reads the folder again when activated, if its last reading is older than this.
REREAD_AFTER_S = 5.0
# ... and this long after a folder of the book changed (a sync writing: a file is often written in pieces).
REREAD_CHANGED_MS = 1500
# The most folders of a book watched for changes, and the most files that do not count (a damaged file is watched:
# a sync tool writing the rest of it in place changes no folder).
WATCHED_FOLDERS = 256
WATCHED_FILES = 256
# The problems of files that are read again when they change (not copies, versions, the index's own).
REREAD_KINDS = frozenset({"damaged", "changing", "unreadable", "invalid", "foreign", "newer"})
MONEY, WHISTS = "money", "whists"
T = TypeVar("T")
MEASURES = {
    MONEY: QT_TRANSLATE_NOOP("BookWindow", "money"),
    WHISTS: QT_TRANSLATE_NOOP("BookWindow", "whists"),
}


def book_folder() -> Path:
    """The book folder last opened, or the default one (``prefcount`` in the documents folder); a ``~`` in it
    expanded."""
    from prefcount.book import default_folder

    value = BOOK_FOLDER.get()
    return (Path(value) if value else default_folder()).expanduser()


def _day(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def remember_book_folder(folder: Path) -> None:
    BOOK_FOLDER.set(str(folder))


class Refresh(QThread):
    """Reads what changed in the book folder (:meth:`Book.refresh`) away from the window's thread."""

    progressed = Signal(int, int)
    done = Signal(object)  # the problems found
    failed = Signal(str)

    def __init__(self, book: Book, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book = book

    def run(self) -> None:
        # Nothing may escape this thread: an error is a message the window shows from its own thread (a box
        # shown from here would crash Qt).
        try:
            problems = self.book.refresh(lambda done, total: self.progressed.emit(done, total))
        except (OSError, sqlite3.Error, LedgerError) as error:  # the folder vanished, the index stayed locked…
            self.failed.emit(error.translated(translate) if isinstance(error, LedgerError) else shown_name(str(error)))
            return
        except Exception as error:  # a bug: said, logged by the window, never a crash
            self.failed.emit(shown_name(f"{type(error).__name__}: {error}"))
            return
        self.done.emit(problems)


class BookWindow(QMainWindow):
    """The club book of one folder. ``indexed`` is emitted when a reading of the folder is shown."""

    indexed = Signal()
    book_opened = Signal(object)  # the Book, when the user opens another folder

    def __init__(self, book: Book, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.ui = Ui_BookWindow()
        self.ui.setupUi(self)
        self.folder_path = ElidedText(self.ui.folderPath)  # a long path is cut in its middle, never widens the window
        self.book = book
        self.refresher: Refresh | None = None
        self._refresh_again = False  # a reading was asked for while one ran
        self._everybody_of: tuple[object, int, list[str]] = (None, -1, [])  # (book, its version, names)
        self._refreshed_at = time.monotonic()
        self.charts: tuple[MoneyChart, RatingChart] | None = None  # once the charts tab was shown
        self._stale: set[QWidget] = set()
        self._shown_version = -1  # the book's version shown
        self._filling = False
        self.stats_model = PersonStatsModel(self)
        self.sorted_stats = QSortFilterProxyModel(self)
        self.sorted_stats.setSourceModel(self.stats_model)
        self.sorted_stats.setSortRole(SORT_ROLE)
        self._setup()
        self.show_book(book)

    # -- setup ---------------------------------------------------------------------
    def _setup(self) -> None:
        ui = self.ui
        table = ui.statsTable
        table.setModel(self.sorted_stats)
        table.setSortingEnabled(True)
        table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the model's order (biggest winner first) until asked
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setAlternatingRowColors(True)
        ui.progressBar.hide()
        guard_wheel(self)  # a wheel passing over a filter does not change it
        ui.fromEdit.setDate(QDate.currentDate())
        ui.toEdit.setDate(QDate.currentDate())
        self._fill_choices()
        ui.periodBox.currentIndexChanged.connect(self._period_chosen)
        ui.fromEdit.userDateChanged.connect(self._dates_edited)
        ui.toEdit.userDateChanged.connect(self._dates_edited)
        ui.conventionBox.currentIndexChanged.connect(self._filter_changed)
        ui.playerBox.currentIndexChanged.connect(self._filter_changed)
        ui.unfinishedCheck.toggled.connect(self._filter_changed)
        ui.measureBox.currentIndexChanged.connect(self._show_head_to_head)
        ui.tabs.currentChanged.connect(self._tab_shown)
        ui.openButton.clicked.connect(self.choose_folder)
        ui.refreshButton.clicked.connect(self.refresh)
        ui.seasonButton.clicked.connect(self.export_season)
        ui.peopleTree.setColumnCount(3)
        ui.peopleTree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        ui.peopleTree.currentItemChanged.connect(self._person_selected)
        ui.mergeButton.clicked.connect(self.merge_selected)
        ui.splitButton.clicked.connect(self.split_selected)
        ui.renameButton.clicked.connect(self.rename_selected)
        ui.renameEdit.returnPressed.connect(self.rename_selected)
        self.problems_view = ProblemsView(ui.problemsTable, ui.openBothButton, ui.showFileButton)
        self.rater = Rater(self.book, self)
        self.rater.rated.connect(self._rated)
        # a sync service writing into the book: read it again a moment after the folder changes
        self._reread_soon = QTimer(self)
        self._reread_soon.setSingleShot(True)
        self._reread_soon.setInterval(REREAD_CHANGED_MS)
        self._reread_soon.timeout.connect(self.refresh)
        # Ctrl+W as every window closes (Ctrl+F4 too on Windows), and Esc: it is a window to look at and leave
        close = QAction(translate("BookWindow", "Close the club book"), self)
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Close)
        # (Ctrl+Ц: the W key in a Russian or Ukrainian layout with no Latin layout beside it for Qt to fall back on)
        wanted = (QKeySequence("Ctrl+W"), QKeySequence("Ctrl+\u0426"), QKeySequence(Qt.Key.Key_Escape))
        keys += [key for key in wanted if key not in keys]
        close.setShortcuts(keys)
        close.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        close.triggered.connect(self.close)
        self.addAction(close)
        self.close_action = close
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(lambda _folder: self._reread_soon.start())
        self.watcher.fileChanged.connect(lambda _file: self._reread_soon.start())
        self._person_selected(None, None)

    def _fill_choices(self) -> None:
        """The period and measure boxes in the language of the moment (their data stays)."""
        self._filling = True
        try:
            for box, choices in ((self.ui.periodBox, PERIODS), (self.ui.measureBox, MEASURES)):
                current = box.currentData()
                box.clear()
                for key, name in choices.items():
                    box.addItem(translate(box is self.ui.periodBox and "BookPeriods" or "BookWindow", name), key)
                box.setCurrentIndex(max(0, box.findData(current or (ALL if box is self.ui.periodBox else MONEY))))
        finally:
            self._filling = False

    def _fill_conventions(self) -> None:
        box = self.ui.conventionBox
        current = box.currentData()
        self._filling = True
        try:
            box.clear()
            box.addItem(translate("BookWindow", "All conventions"), "")
            for preset in self.book.presets():
                box.addItem(preset_title(preset, translate), preset)
            box.setCurrentIndex(max(0, box.findData(current or "")))
        finally:
            self._filling = False

    def _fill_people(self) -> None:
        """The player box: everybody, then each person of the book (the one chosen stays, if he still is)."""
        box = self.ui.playerBox
        current = box.currentData()
        self._filling = True
        try:
            box.clear()
            box.addItem(translate("BookWindow", "Everybody"), "")
            for person in self.book.people():
                if person.pulkas:
                    box.addItem(person.name, person.name)
            box.setCurrentIndex(max(0, box.findData(current or "")))
            box.setMinimumWidth(box.sizeHint().width())  # every name whole, whoever is chosen
        finally:
            self._filling = False

    # -- the folder ----------------------------------------------------------------
    def show_book(self, book: Book) -> None:
        """Show ``book`` as its index knows it, then read what changed in its folder."""
        self.book = book
        self.rater.wait()
        self.rater.book = book
        self.folder_path.set_text(shown_name(book.folder))
        self.setWindowTitle(translate("BookWindow", "Club book — {folder}").format(folder=shown_name(book.folder.name)))
        self._watch_folders()
        self._show_everything()
        self.refresh()

    def choose_folder(self) -> None:
        folder = prompts.folder_name(self, translate("BookWindow", "Open a club book"), str(self.book.folder))
        if folder:
            self.open_folder(Path(folder))

    def open_folder(self, folder: Path) -> None:
        """Open the book in ``folder`` (created if missing) and remember it as the book."""
        if self.refresher is not None:
            self.refresher.wait()
        try:
            book = Book.open(folder)
        except (OSError, LedgerError) as error:
            message = error.translated(translate) if isinstance(error, LedgerError) else str(error)
            prompts.error(self, translate("BookWindow", "Cannot open the book"), message)
            return
        remember_book_folder(book.folder)
        self.book_opened.emit(book)
        self.show_book(book)

    def refresh(self) -> None:
        """Read new and changed files in a worker thread; the views show the result when it is done. Asked while
        a reading runs (a file changed meanwhile), the folder is read again when it is done."""
        if self.refresher is not None and self.refresher.isRunning():
            self._refresh_again = True
            return
        self._refresh_again = False
        self.refresher = Refresh(self.book, self)
        self.refresher.progressed.connect(self._progressed)
        self.refresher.done.connect(self._refreshed)
        self.refresher.failed.connect(self._refresh_failed)
        self.ui.refreshButton.setEnabled(False)
        self.ui.progressBar.setRange(0, 0)
        self.ui.progressBar.setValue(0)
        self.refresher.start()

    def _progressed(self, done: int, total: int) -> None:
        if total and not self.ui.progressBar.isVisible():  # nothing to read: no bar at all
            self.ui.progressBar.show()
        self.ui.progressBar.setRange(0, total)
        self.ui.progressBar.setValue(done)

    def _refreshed(self, problems: list[FileProblem]) -> None:
        self._refreshed_at = time.monotonic()
        self._watch_folders()
        if any(problem.kind == "changing" for problem in problems):  # being written: read it again when done
            self._reread_soon.start()
        self.ui.progressBar.hide()
        self.ui.refreshButton.setEnabled(True)
        if self.book.version != self._shown_version:  # (nothing new: what is shown stays, not made again)
            self._show_everything()
        self.indexed.emit()
        if self._refresh_again:  # something changed while it was read: what it read may be half-written
            self._reread_soon.start()

    def _show_everything(self) -> None:
        """Show the book as it is now: its conventions, problems, period, and the tab in view."""
        self._shown_version = self.book.version
        self._fill_conventions()
        self._fill_people()
        self._show_problems(self.book.problems())
        self._apply_period()
        self._filter_changed()

    def _watch_folders(self) -> None:
        """Watch the book's folders (as the last reading found them), up to :data:`WATCHED_FOLDERS` of them, and
        the files that did not count (up to :data:`WATCHED_FILES`): written again in place, they are read again."""
        folders = sorted(str(folder) for folder in self.book.folders()[:WATCHED_FOLDERS])
        problems = [p for p in self.book.problems() if p.kind in REREAD_KINDS]
        files = sorted(str(p.path) for p in problems[:WATCHED_FILES])
        for watched, wanted in ((sorted(self.watcher.directories()), folders), (sorted(self.watcher.files()), files)):
            if watched != wanted:
                if watched:
                    self.watcher.removePaths(watched)
                if wanted:
                    self.watcher.addPaths(wanted)

    def _refresh_failed(self, message: str) -> None:
        self.ui.progressBar.hide()
        self.ui.refreshButton.setEnabled(True)
        prompts.error(self, translate("BookWindow", "Cannot read the book"), message)

    def _show_problems(self, problems: list[FileProblem]) -> None:
        self.problems_view.show_problems(self.book.folder, problems)
        index = self.ui.tabs.indexOf(self.ui.problemsTab)
        title = translate("BookWindow", "Files not counted")
        undated = sum(1 for problem in problems if problem.kind == "undated")  # (counted, by the file's time)
        if undated:
            title = translate("BookWindow", "{title} ({count}), no date ({undated})").format(
                title=title, count=len(problems) - undated, undated=undated
            )
        elif problems:
            title = f"{title} ({len(problems)})"
        self.ui.tabs.setTabText(index, title)
        self.ui.tabs.setTabEnabled(index, bool(problems))

    # -- the season report -----------------------------------------------------------
    def export_season(self) -> Path | None:
        """The season report of the pulkas shown (``prefcount stats --pdf``), saved where the user says."""
        from prefcount.files.gamefile import atomic_write
        from prefcount.report.season import render_season

        name = translate("BookWindow", "Season report {date}").format(date=date.today().isoformat())
        path = prompts.save_file_name(self, str(self.book.folder / f"{name}.pdf"), pdf=True)
        if not path:
            return None
        try:
            atomic_write(Path(path), render_season(self.book, self.current_filter()))
        except (OSError, LedgerError) as error:
            why = error.translated(translate) if isinstance(error, LedgerError) else str(error)
            prompts.error(self, translate("BookWindow", "Cannot make the season report"), why)
            return None
        self.statusBar().showMessage(translate("BookWindow", "Season report saved: {path}").format(path=path), 15000)
        return Path(path)

    # -- the filter ----------------------------------------------------------------
    def current_filter(self) -> Filter:
        """What the boxes ask for."""
        date_from: date | None = None
        date_to: date | None = None
        if self.ui.periodBox.currentData() != ALL:
            date_from, date_to = _day(self.ui.fromEdit.date()), _day(self.ui.toEdit.date())
        preset = self.ui.conventionBox.currentData()
        player = self.ui.playerBox.currentData()
        return Filter(
            date_from=date_from,
            date_to=date_to,
            presets=frozenset({preset}) if preset else frozenset(),
            people=frozenset({player}) if player else frozenset(),
            include_unfinished=self.ui.unfinishedCheck.isChecked(),
        )

    def rating_filter(self) -> Filter:
        """The filter the ratings are made for: a player's rating is still rated against everybody (as ``prefcount
        stats --player`` rates him)."""
        return replace(self.current_filter(), people=frozenset())

    def _only_player(self, by_person: Mapping[str, T]) -> Mapping[str, T]:
        """``by_person`` for the player chosen (everybody: as it is)."""
        player = self.ui.playerBox.currentData()
        if not player:
            return by_person
        return {player: by_person[player]} if player in by_person else {}

    def _last_played(self) -> date | None:
        played = [person.last_played for person in self.book.people() if person.last_played]
        return max(played).date() if played else None

    def _period_chosen(self) -> None:
        if self._filling:
            return
        self._apply_period()
        self._filter_changed()

    def _apply_period(self) -> None:
        """Show the chosen period's days in the date boxes (all time: the first pulka's day to today)."""
        period = self.ui.periodBox.currentData()
        if period == CUSTOM:
            return
        today = date.today()
        if period == ALL:
            played = self.book.played_between()
            days = (played[0].date(), max(today, played[1].date())) if played else (today, today)
        else:
            first, last = period_dates(period, today, self._last_played())
            days = (first or today, last or today)
        for edit, day in zip((self.ui.fromEdit, self.ui.toEdit), days):
            edit.blockSignals(True)
            edit.setDate(QDate(day.year, day.month, day.day))  # PySide6 before 6.12 converts no date
            edit.blockSignals(False)

    def _dates_edited(self) -> None:
        """A date typed or picked by hand makes the period the user's own."""
        box = self.ui.periodBox
        if box.currentData() != CUSTOM:
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(CUSTOM))
            box.blockSignals(False)
        self._filter_changed()

    def _filter_changed(self) -> None:
        """Everything shown is stale; the tab in view is shown again at once."""
        if self._filling:
            return
        ui = self.ui
        self._stale = {ui.statsTab, ui.chartsTab, ui.headTab, ui.peopleTab}
        self._tab_shown()

    def _tab_shown(self, *_args: object) -> None:
        tab = self.ui.tabs.currentWidget()
        if tab not in self._stale:
            return
        self._stale.discard(tab)
        ui = self.ui
        if tab is ui.statsTab:
            self._show_stats()
        elif tab is ui.chartsTab:
            self._show_charts()
        elif tab is ui.headTab:
            self._show_head_to_head()
        elif tab is ui.peopleTab:
            self._show_people()

    # -- the views -----------------------------------------------------------------
    def _show_stats(self) -> None:
        flt = self.current_filter()
        stats = self._only_player(self.book.stats(flt))
        self.stats_model.set_stats(stats, self.rater.ratings(self.rating_filter()), currency())
        pulkas, hands = self.book.count(flt)
        self.ui.summaryLabel.setText(
            translate("BookWindow", "Pulkas: {pulkas}, hands: {hands}, people: {people}").format(
                pulkas=pulkas, hands=hands, people=len(stats)
            )
        )

    def _show_charts(self) -> None:
        if self.charts is None:
            from prefcount.ui.book.book_charts import MoneyChart, RatingChart

            self.charts = (MoneyChart(), RatingChart())
            for chart in self.charts:
                self.ui.chartsSplitter.addWidget(chart)
        flt = self.rating_filter()  # (a player's lines are his own whoever else played: the same series)
        everybody = self._everybody()
        money_chart, rating_chart = self.charts
        money_chart.set_money_series(self._only_player(self.book.money_series(flt)), currency(), everybody)
        ratings = self.rater.series(flt)  # None: being made, drawn when ready
        rating_chart.set_rating_series(self._only_player(ratings) if ratings is not None else {}, everybody)

    def _everybody(self) -> list[str]:
        """Everybody of the book in the roster's order (a person's colour on every chart), made once per version
        of the book: a filter change does not ask the roster again."""
        book, version, names = self._everybody_of
        if book is not self.book or version != self.book.version:
            names = [person.name for person in self.book.people()]
            self._everybody_of = (self.book, self.book.version, names)
        return names

    def _rated(self, flt: Filter) -> None:
        """The ratings of ``flt`` were made in the worker thread: show them where they are wanted."""
        if flt != self.rating_filter():
            return
        if self.ui.tabs.currentWidget() is self.ui.statsTab:
            ratings = self.rater.ratings(flt)  # (the book read again meanwhile: asked again, still "…")
            if ratings is not None:
                self.stats_model.set_ratings(ratings)
        elif self.ui.tabs.currentWidget() is self.ui.chartsTab:
            self._show_charts()

    def _show_head_to_head(self) -> None:
        if self._filling:
            return
        result = self.book.head_to_head(self.current_filter())
        if self.ui.measureBox.currentData() == MONEY:
            self.ui.headTable.set_balances(result.people, result.money, result.pulkas, money_balance_text)
        else:
            self.ui.headTable.set_balances(result.people, result.whists, result.pulkas, whists_text)

    def _show_people(self) -> None:
        tree = self.ui.peopleTree
        selected = self.selected_name()
        tree.clear()
        for person in self.book.people():
            last = person.last_played.strftime("%d.%m.%Y") if person.last_played else ""
            item = QTreeWidgetItem([person.name, str(person.pulkas), last])
            item.setData(0, Qt.ItemDataRole.UserRole, ("person", person.name))
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for alias in person.aliases:
                child = QTreeWidgetItem([alias])
                child.setData(0, Qt.ItemDataRole.UserRole, ("alias", alias))
                child.setToolTip(0, translate("BookWindow", "Written so in some game files"))
                item.addChild(child)
            tree.addTopLevelItem(item)
            if selected == ("person", person.name):
                tree.setCurrentItem(item)
        tree.expandAll()
        tree.resizeColumnToContents(1)
        tree.resizeColumnToContents(2)
        self._person_selected(tree.currentItem(), None)

    # -- the roster ----------------------------------------------------------------
    def selected_name(self) -> tuple[str, str] | None:
        """("person", name) or ("alias", name) of the roster row selected."""
        item = self.ui.peopleTree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _person_selected(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        ui = self.ui
        kind, name = self.selected_name() or ("", "")
        person = name if kind == "person" else ""
        ui.mergeBox.clear()
        for other in self.book.people():
            if other.name != person:
                ui.mergeBox.addItem(other.name)
        ui.mergeButton.setEnabled(bool(person) and ui.mergeBox.count() > 0)
        ui.renameEdit.setText(person)
        ui.renameButton.setEnabled(bool(person))
        ui.splitButton.setEnabled(kind == "alias")

    def merge_selected(self) -> None:
        kind, name = self.selected_name() or ("", "")
        into = self.ui.mergeBox.currentText()
        if kind == "person" and into:
            self._edit_roster(lambda: self.book.merge(name, into), into)

    def split_selected(self) -> None:
        kind, name = self.selected_name() or ("", "")
        if kind == "alias":
            self._edit_roster(lambda: self.book.split(name), name)

    def rename_selected(self) -> None:
        kind, name = self.selected_name() or ("", "")
        new = self.ui.renameEdit.text().strip()
        if kind == "person" and new and new != name:
            self._edit_roster(lambda: self.book.rename(name, new), new)

    def _edit_roster(self, change: Callable[[], object], then_select: str) -> None:
        message = ""
        try:
            change()
        except LedgerError as error:  # RosterError: two people, a taken name, a damaged roster
            message = error.translated(translate)
        except OSError as error:  # the roster file could not be written
            message = str(error)
        show_problem(self.ui.rosterMessage, message)
        if message:
            return
        self._fill_people()  # (a person merged into another is no longer there to choose)
        self._filter_changed()
        tree = self.ui.peopleTree
        for row in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(row)
            if item is not None and item.text(0) == then_select:
                tree.setCurrentItem(item)

    # -- Qt --------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # Qt override
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # back from a file manager or another program: read what changed (nothing to read costs little)
            if time.monotonic() - self._refreshed_at > REREAD_AFTER_S:
                self.refresh()
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._fill_choices()
            self._fill_conventions()
            self._fill_people()
            self._show_problems(self.book.problems())
            self.stats_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.stats_model.columnCount() - 1)
            self._filter_changed()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        self._reread_soon.stop()
        self.rater.wait()
        if self.refresher is not None:
            self.refresher.wait()  # a refresh cannot be cut short; it writes the index in small transactions
        event.accept()
