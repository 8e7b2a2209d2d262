"""The main window: the pulka, the hand list, "if we stopped now", and the game menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QMainWindow, QMenu

from prefcount.ui.app import window_place
from prefcount.ui.app.settings import currency
from prefcount.ui.forms.main_window_ui import Ui_MainWindow
from prefcount.ui.game.later import ledger  # (the import-later rule: see there)
from prefcount.ui.widgets.colours import SchemeWatch, Shade, colour_name
from prefcount.words.hands import red_suits_markup
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QModelIndex, QObject
    from PySide6.QtGui import QCloseEvent, QKeyEvent
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    from prefcount.book import Book
    from prefcount.layout import Ref, ZoneKey
    from prefcount.ledger import Sheet
    from prefcount.ui.book.book_window import BookWindow
    from prefcount.ui.game.document import Change, GameDocument
    from prefcount.ui.game.game_over_bar import GameOverBar
    from prefcount.ui.game.hand_entry import HandEntry

    #: what the explanation under the sheet is about: nothing, a hand (its index), a zone (its ref)
    Subject = tuple[()] | tuple[Literal["hand"], int] | tuple[Literal["zone"], ZoneKey]


#: ``words.options.PRESET_NAMES["sochi"]`` (the app's default game), named before the ledger has loaded.
DEFAULT_PRESET_NAME = "Sochi"


def _plain(text: str) -> str:
    """A menu text without its "&" (an "&&" is an ampersand) and without the "…" of an item that asks more."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…")


def sheet_header(title: str | None, name: str, target: int | str) -> tuple[str, str, str]:
    """The lines above the pulka: the title, then «Сочи · до 10» (the convention's ``name`` and the target)."""
    return (title or "", f"{name} · " + translate("MainWindow", "to {target}").format(target=target), "")


class MainWindow(QMainWindow):
    game_over_bar: GameOverBar  # made by attach(), with the rest of what shows a game
    ending_session = False  # the system is ending prefcount: close without asking (see ui/app/session_end.py)

    def __init__(self, document: GameDocument | None = None) -> None:
        """With no ``document`` the window shows a blank pulka at once; :meth:`attach` brings the game."""
        super().__init__()
        self.scheme = SchemeWatch()  # the standings' money and the explanation's red suits follow the scheme
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        # None only until attach(), which wires every action: no method that uses it runs before
        self.document: GameDocument = None  # type: ignore[assignment]
        self.book: Book | None = None  # the club book, opened on first use
        self.book_window: BookWindow | None = None
        self._explaining: Subject = ()  # what the explanation under the sheet is about: ("hand", i), ("zone", ref)
        self._filling_standings = False
        self._standings_shape: tuple[int, tuple[str, ...]] | None = None
        self.ui.splitter.setStretchFactor(0, 3)
        self.ui.splitter.setStretchFactor(1, 2)
        self.ui.splitter.setSizes([860, 620])
        window_place.place(self)  # fits the screen; opens as it was left
        font = self.ui.statusLabel.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.ui.statusLabel.setFont(font)
        self.setWindowTitle(translate("MainWindow", "New game") + " — prefcount")
        if document is None:
            # the app's new game (app.default_game), before the ledger has loaded: Sochi to 10
            names = [translate("App", "Player {n}").format(n=n) for n in (1, 2, 3)]
            self.ui.sheetView.set_blank(3, names, 10, sheet_header("", translate("ledger", DEFAULT_PRESET_NAME), 10))
            self.ui.sidePanel.setEnabled(False)
            self.menuBar().setEnabled(False)
        else:
            self.attach(document)

    def attach(self, document: GameDocument) -> None:
        """Show ``document``'s game and connect every action to it (once: later games come by ``replace``)."""
        from prefcount.ui.game.hand_list import HandListModel

        if self.document is not None:
            raise RuntimeError("the window already shows a game; a second attach would wire every action twice")
        self.document = document
        document.setParent(self)  # the game lives as long as its window
        self.menuBar().setEnabled(True)
        self.ui.sidePanel.setEnabled(True)
        self.hand_model: HandListModel = HandListModel(document, self)
        self._setup_views()
        self._setup_actions()
        document.changed.connect(self.refresh)
        document.state_changed.connect(self.update_title)
        from prefcount.ui.game.disk_warning import DiskWarning
        from prefcount.ui.game.game_over_bar import GameOverBar
        from prefcount.ui.game.hand_entry import HandEntry

        self.disk_warning = DiskWarning(self, document)  # while the game on screen is not all on disk
        self.game_over_bar = GameOverBar(self)  # the end of the game: a bar, never a question (DESIGN.md 14)
        # the hand panel (under the hand list, in place of the hand buttons), and the one owner of every key of a hand
        ui = self.ui
        aside = (ui.recordButton, ui.editButton, ui.deleteButton, ui.settlementButton, ui.originLabel)
        self.hand_entry: HandEntry = HandEntry(self, ui.handTable, ui.sideLayout, aside)
        self.refresh()
        self.disk_warning.update_state()

    # -- setup ---------------------------------------------------------------
    def _setup_views(self) -> None:
        from prefcount.ui.game.hand_list import ColumnFit, RowPaint

        ui = self.ui
        table = ui.handTable
        table.setModel(self.hand_model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.horizontalHeader().setStretchLastSection(True)
        table.setWordWrap(False)  # a squeezed cell ends in "…" mid-word ("Вера В, Григо…"), not after its first word
        self.column_fit = ColumnFit(table)
        self.row_paint = RowPaint(table)  # a recorded hand repaints its row, not the whole list
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.doubleClicked.connect(lambda index: self.edit_hand(index.row()))
        table.selectionModel().currentRowChanged.connect(self._hand_selected)
        standings = ui.standingTable  # rows headed by the seat numbers: the first key of a hand
        standings.itemChanged.connect(self._name_edited)
        standings.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        ui.sheetView.zone_clicked.connect(self._zone_clicked)
        table.installEventFilter(self)

    def _setup_actions(self) -> None:
        from prefcount.ui.game.file_actions import FileActions
        from prefcount.ui.widgets.menu_keys import MenuKeys

        ui = self.ui
        files = self.files = FileActions(self)  # open, save, backups, print and export
        stack = self.document.undo_stack
        undo = QAction(self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(stack.undo)
        redo = QAction(self)
        # both keys F1 names, on every system: Qt's standard Redo is one or the other (X11, macOS: Ctrl+Shift+Z;
        # Windows: Ctrl+Y); the system's own key first, shown in the menu
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        redo_keys += [key for key in map(QKeySequence, ("Ctrl+Shift+Z", "Ctrl+Y")) if key not in redo_keys]
        redo.setShortcuts(redo_keys)
        redo.triggered.connect(stack.redo)
        stack.indexChanged.connect(self._update_undo_texts)
        stack.cleanChanged.connect(self._update_undo_texts)
        self.undo_action, self.redo_action = undo, redo
        self._update_undo_texts()
        ui.menuHand.insertActions(ui.actionRecordHand, [undo, redo])
        ui.menuHand.insertSeparator(ui.actionRecordHand)
        connections = {
            ui.actionNew: self.new_game,
            ui.actionAnotherPulka: self.another_pulka,
            ui.actionOpen: files.open_game,
            ui.actionOpenBackup: files.open_backup,
            ui.actionSave: files.save,
            ui.actionSaveAs: files.save_as,
            ui.actionSettlement: self.show_settlement,
            ui.actionRules: self.show_rules,
            ui.actionPrice: self.change_price,
            ui.actionPrintBlank: files.print_blank,
            ui.actionPrintSheet: files.print_sheet,
            ui.actionExportPdf: files.export_pdf,
            ui.actionOpenPdf: files.open_pdf,
            ui.actionCopyResult: self.copy_result,
            ui.actionQuit: self.close,
            ui.actionRecordHand: lambda: self.record_hand(),
            ui.actionEditHand: lambda: self.edit_hand(),
            ui.actionDeleteHand: lambda: self.delete_hand(),
            ui.actionPreferences: self.preferences,
            ui.actionClubBook: self.show_book,
            ui.actionKeys: self.show_keys,
            ui.actionAbout: self.show_about,
        }
        for action, slot in connections.items():
            action.triggered.connect(slot)
        ui.actionShowOnPhones.toggled.connect(self.show_on_phones)
        self._set_shortcuts()
        self.menu_keys_filter = MenuKeys(self, self.menuBar())  # F10; the menus' letters in the other layout too
        ui.handTable.addAction(ui.actionDeleteHand)
        ui.recordButton.clicked.connect(lambda: self.record_hand())
        ui.editButton.clicked.connect(lambda: self.edit_hand())
        ui.deleteButton.clicked.connect(lambda: self.delete_hand())
        ui.settlementButton.clicked.connect(self.show_settlement)
        ui.menuRecent.aboutToShow.connect(files.fill_recent)
        ui.recordButton.setDefault(True)

    def _set_shortcuts(self) -> None:
        """A shortcut for every menu item (Qt matches them by the key's code, so they work in any layout; the
        menus' letters need the UI's own layout, F10 and the other layout's letters :class:`MenuKeys`).
        F2 edits the selected hand anywhere; Delete deletes it from the hand list only (not from a name)."""
        ui = self.ui
        ui.actionEditHand.setShortcuts([QKeySequence(Qt.Key.Key_F2), QKeySequence("Ctrl+E")])
        ui.actionDeleteHand.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete), QKeySequence("Ctrl+Del")])
        ui.actionDeleteHand.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        for action, keys in (
            (ui.actionOpenBackup, "Ctrl+Shift+O"),
            (ui.actionRules, "Ctrl+R"),
            (ui.actionPrice, "Ctrl+M"),
            (ui.actionPrintBlank, "Ctrl+Shift+P"),
            (ui.actionExportPdf, "Ctrl+Shift+E"),
            (ui.actionOpenPdf, "Ctrl+Shift+V"),
            (ui.actionCopyResult, "Ctrl+Shift+C"),
            (ui.actionShowOnPhones, "Ctrl+Shift+H"),
            (ui.actionPreferences, "Ctrl+,"),
            (ui.actionAbout, "Shift+F1"),
        ):
            action.setShortcut(QKeySequence(keys))

    def menu_keys(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Every menu and its items with their shortcuts, as F1 lists them: ("Game", [("Save", "Ctrl+S"), …])."""
        found: list[tuple[str, list[tuple[str, str]]]] = []
        for top in self.menuBar().actions():
            menu = top.menu()
            if not isinstance(menu, QMenu):
                continue
            items = []
            for action in menu.actions():
                if action.isSeparator() or not action.text():
                    continue
                keys = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts())
                items.append((_plain(action.text()), keys))
            found.append((_plain(top.text()), items))
        return found

    def _update_undo_texts(self, *_args: object) -> None:
        """ "Undo Record hand 12" — in the language of the moment."""
        stack = self.document.undo_stack
        for action, can, step, word in (
            (self.undo_action, stack.canUndo(), stack.undoText(), translate("MainWindow", "Undo")),
            (self.redo_action, stack.canRedo(), stack.redoText(), translate("MainWindow", "Redo")),
        ):
            action.setEnabled(can)
            # the step goes after the verb: «Отменить запись раздачи 14», not «Отменить Запись…»
            action.setText(f"{word} {step[:1].lower()}{step[1:]}" if can and step else word)

    # -- showing the game ------------------------------------------------------
    def refresh(self, change: Change | None = None) -> None:
        """Show the document's game after ``change`` (None or a reset: everything)."""
        from prefcount.ui.widgets.tables import show_last_row

        game = self.document.game
        kind = change.kind if change is not None else "reset"
        table = self.ui.handTable
        if kind == "reset":
            self.column_fit.measure(range(len(game.hands)), start_over=True)
        elif change is not None and kind != "remove":  # (no change is a reset)
            self.column_fit.measure(range(change.index, change.index + 1))
        if kind in ("append", "reset"):  # a hand recorded, a game opened: its last hand in view
            show_last_row(table)
        try:
            sheet = self.document.sheet
        except ledger().LedgerError as error:  # a file that does not score: show what is wrong, keep the hands
            self.ui.statusLabel.setText(error.translated(translate))
            return
        from prefcount.words.options import convention_title  # (the ledger is loaded by now)

        name = convention_title(game.convention, game.n, translate)
        self.ui.sheetView.set_sheet(sheet, sheet_header(game.title, name, sheet.target))
        self.show_status()
        if kind == "reset":  # another game: the status gives back the room the last one needed
            self.ui.statusLabel.fit()
        self._fill_standings(sheet)
        self._explain_again(change)
        self.update_title()

    def show_status(self) -> None:
        """The status lines above the hands; while the game-over bar shows, it alone says the game is over."""
        from prefcount.words.status import status_text

        document = self.document
        try:
            sheet = document.sheet
        except ledger().LedgerError:
            return  # refresh() shows what is wrong
        leave_out = ("over",) if not self.game_over_bar.isHidden() else ()
        self.ui.statusLabel.setText(status_text(sheet, document.game.players, document.first_dealer, leave_out))

    def _fill_standings(self, sheet: Sheet) -> None:
        """ "If we stopped now": the table is built once per game and language, then only its texts change."""
        from prefcount.ui.widgets.tables import columns_fitted_after, money_brush
        from prefcount.words.standings import standings_head, standings_rows

        self._filling_standings = True
        try:
            players = self.document.game.players
            table = self.ui.standingTable
            headers = standings_head(currency(self.document.game))
            shape = (len(players), tuple(headers))
            if self._standings_shape != shape:
                self._build_standings(table, headers, len(players))
                whists_header = table.horizontalHeaderItem(3)
                if whists_header is not None:  # _build_standings made every header
                    whists_header.setToolTip(
                        translate(
                            "MainWindow",
                            "What each player is up (+) or down (−) in whists: times the whist price, the money",
                        )
                    )
                self._standings_shape = shape
            with columns_fitted_after(table):
                for seat, (values, cents) in enumerate(standings_rows(sheet, self.document.settlement, players)):
                    for column, value in enumerate(values):
                        item = table.item(seat, column)
                        assert item is not None  # every cell was made by _build_standings
                        if item.text() != value:
                            item.setText(value)
                    money = table.item(seat, 4)
                    assert money is not None
                    brush = money_brush(cents)  # (none for 0: the palette's text, light on a dark scheme)
                    if money.foreground() != brush:
                        money.setForeground(brush)
        finally:
            self._filling_standings = False

    def _build_standings(self, table: QTableWidget, headers: Sequence[str], rows: int) -> None:
        from PySide6.QtWidgets import QHeaderView, QTableWidgetItem  # (with the game's standings, not before)

        from prefcount.ui.widgets.tables import fit_height

        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(rows)
        table.setVerticalHeaderLabels([str(seat + 1) for seat in range(rows)])
        for seat in range(rows):
            seat_item = table.verticalHeaderItem(seat)
            assert seat_item is not None
            seat_item.setToolTip(
                translate("MainWindow", "Seat {seat}: type {seat} to record a hand this player declares").format(
                    seat=seat + 1
                )
            )
            for column in range(len(headers)):
                item = QTableWidgetItem("")
                if column:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setToolTip(translate("MainWindow", "Double-click to rename"))
                table.setItem(seat, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        fit_height(table)

    def update_title(self) -> None:
        name = self.document.display_name() or translate("MainWindow", "New game")
        self.setWindowTitle(f"{name}[*] — prefcount")
        self.setWindowModified(self.document.modified)

    def _hand_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.ui.sheetView.select(None)  # the zone highlighted before is not this hand's
            self._explain(("hand", current.row()))

    def _zone_clicked(self, ref: Ref) -> None:
        self._explain(("zone", ref) if ref else ())

    def _explain(self, subject: Subject) -> None:
        """Say under the sheet where a hand's or a zone's numbers came from, and remember what it is about."""
        from prefcount.ui.game.origin import hand_origin, zone_origin

        self._explaining = subject
        text = ""
        try:
            if subject and subject[0] == "hand":
                text = hand_origin(self.document.sheet, subject[1], self.document.game.players)
            elif subject:
                text = zone_origin(self.document.sheet, subject[1], self.document.game.players)
        except (ledger().LedgerError, IndexError):
            self._explaining = ()
        # rich text: the explanation's ♦ and ♥ bids red
        self.ui.originLabel.setTextFormat(Qt.TextFormat.RichText)
        self.ui.originLabel.setText(red_suits_markup(text, f'<font color="{colour_name(Shade.RED_SUIT)}">'))

    def _explain_again(self, change: Change | None) -> None:
        """After an edit the explanation describes the game as it is now, never the hand that was."""
        subject = self._explaining
        if subject and subject[0] == "hand" and change is not None:
            if change.kind == "reset" and len(self.document.game.hands) <= subject[1]:
                subject = ()
            elif change.kind == "remove" and change.index == subject[1]:
                current = self.ui.handTable.currentIndex()
                subject = ("hand", current.row()) if current.isValid() else ()
            elif change.kind == "remove" and change.index < subject[1]:
                subject = ("hand", subject[1] - 1)
            elif change.kind == "insert" and change.index <= subject[1]:
                subject = ("hand", subject[1] + 1)
        if subject and subject[0] == "zone":
            self.ui.sheetView.select(subject[1])
        self._explain(subject)

    def _name_edited(self, item: QTableWidgetItem) -> None:
        if self._filling_standings or item.column() != 0:
            return
        seat, name = item.row(), item.text().strip()
        if name == self.document.game.players[seat]:
            return
        try:
            from prefcount.ui.game.commands import RenamePlayer

            self.document.push(RenamePlayer(self.document, seat, name))
        except ledger().LedgerError as error:
            from prefcount.ui.dialogs import prompts

            prompts.error(self, translate("MainWindow", "Cannot rename"), error.translated(translate))
            self.refresh()

    # -- hands -----------------------------------------------------------------
    def selected_hand(self) -> int | None:
        index = self.ui.handTable.currentIndex()
        return index.row() if index.isValid() else None

    def entering_hand(self) -> bool:
        """Whether a hand is being entered in the hand panel (a window still without its game enters none)."""
        return self.document is not None and self.hand_entry.is_open()

    def record_hand(self, first_key: str = "") -> None:
        """Enter the next hand in the hand panel (``first_key``: its first key, already typed)."""
        self.hand_entry.start(first_key)

    def edit_hand(self, index: int | None = None) -> None:
        """Open hand ``index`` (the selected one) in the hand panel; not while another hand is being typed."""
        index = self.selected_hand() if index is None else index
        if index is None:  # F2 or Edit with nothing selected: say what to select
            words = (
                translate("MainWindow", "Select the hand to edit in the hand list (a click, or Tab then ↑/↓), then F2.")
                if self.document.game.hands
                else translate("MainWindow", "No hand is recorded yet: there is nothing to edit.")
            )
            self.statusBar().showMessage(words, 8000)
        elif not self.hand_entry.edit(index):
            self.statusBar().showMessage(
                translate("MainWindow", "Record or cancel (Escape) the hand being entered first."), 5000
            )

    def delete_hand(self, index: int | None = None) -> None:
        index = self.selected_hand() if index is None else index
        if index is None or self.hand_entry.started():
            return
        try:
            from prefcount.ui.game.commands import DeleteHand

            self.document.history.removed(index).checked()  # the hands after it must still score
            command = DeleteHand(self.document, index)
        except ledger().LedgerError as error:
            from prefcount.ui.dialogs import prompts

            prompts.error(self, translate("MainWindow", "Cannot delete this hand"), error.translated(translate))
            return
        self.document.push(command)

    # -- files -------------------------------------------------------------------
    def confirm_discard(self) -> bool:
        """True when the current game may be replaced or closed (saved first if the player says so)."""
        return self.files.confirm_discard()

    def new_game(self) -> None:
        from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

        if not self.confirm_discard():
            return
        chosen = NewGameDialog.get_game_and_dealer(self, book=self.club_book(quiet=True))
        if chosen is not None:
            game, first_dealer = chosen
            self.document.replace(game, None, first_dealer=first_dealer)

    def another_pulka(self) -> None:
        """A new game at the same table: the same players, convention and currency, no hands.

        The game it replaces is saved first if the player wants it (and kept in the backups anyway);
        it is one undo step: Ctrl+Z brings it back unchanged, with its file.
        """
        from prefcount.ui.game.commands import AnotherPulka

        if not self.confirm_discard():
            return
        old = self.document.game
        game = ledger().Game(
            id=ledger().new_game_id(), players=old.players, convention=old.convention, currency=old.currency
        )
        self.document.keep_unsaved()  # as replace() does: an unsaved game is in the backups, history or not
        self.document.push(AnotherPulka(self.document, game))

    # -- the club book -------------------------------------------------------------
    def club_book(self, quiet: bool = False) -> Book | None:
        """The club book as its index knows it (the book window reads the folder); None if it cannot be opened."""
        from prefcount.book import Book
        from prefcount.ui.book.book_window import book_folder

        folder = book_folder().resolve()
        if self.book is None or self.book.folder != folder:
            try:
                self.book = Book.open(folder)
            except (OSError, ledger().LedgerError) as error:
                if not quiet:
                    from prefcount.ui.dialogs import prompts

                    message = error.translated(translate) if isinstance(error, ledger().LedgerError) else str(error)
                    prompts.error(self, translate("MainWindow", "Cannot open the club book"), message)
                return None
        return self.book

    def show_book(self) -> None:
        from prefcount.ui.book.book_window import BookWindow

        if self.book_window is None:
            book = self.club_book()
            if book is None:
                return
            self.book_window = BookWindow(book, self)
            self.book_window.book_opened.connect(lambda book: setattr(self, "book", book))
        self.book_window.show()
        self.book_window.raise_()
        self.book_window.activateWindow()

    # -- settlement, printing -------------------------------------------------
    def show_settlement(self) -> None:
        from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

        SettlementDialog.show_for(self, self.document)

    def show_rules(self) -> None:
        """The game's convention, group by group, and "what if we had played by…?"."""
        from prefcount.ui.dialogs.rules_dialog import RulesDialog

        RulesDialog.show_for(self, self.document.game)

    def change_price(self) -> None:
        from prefcount.ui.dialogs.price_dialog import change_money

        change_money(self, self.document)

    def copy_result(self) -> None:
        from prefcount.ui.dialogs.result_dialog import ResultDialog

        ResultDialog.show_for(self, self.document)

    def show_on_phones(self, on: bool) -> None:
        """The game on the phones at the table (a read-only page on the local network), or no longer."""
        from prefcount.ui.dialogs.share_panel import SharePanel

        SharePanel.switch(self, on)

    def show_keys(self) -> None:
        from prefcount.ui.dialogs import prompts
        from prefcount.ui.dialogs.help import keyboard_scheme

        prompts.long_text(self, translate("MainWindow", "Keyboard"), keyboard_scheme(self.menu_keys()))

    def show_about(self) -> None:
        from prefcount.ui.dialogs import prompts
        from prefcount.ui.dialogs.help import about_text

        prompts.info(self, translate("MainWindow", "About prefcount"), about_text())

    def preferences(self) -> None:
        from prefcount.ui.dialogs.settings_dialog import SettingsDialog

        SettingsDialog.edit(self)

    # -- Qt ----------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """Enter on a hand in the list edits it, Delete deletes it (a digit or a letter starts the next hand:
        the key owner, prefcount.ui.game.type_ahead, sees it first)."""
        if event.type() == QEvent.Type.KeyPress and self.document is not None and watched is self.ui.handTable:
            key = cast("QKeyEvent", event)
            if key.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.edit_hand()
                return True
            if key.key() == Qt.Key.Key_Delete and not key.modifiers():
                self.delete_hand()  # as the Delete shortcut does (when the window system delivers it as a key)
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and self.document is not None:
            self.ui.retranslateUi(self)
            self._set_shortcuts()
            self.menu_keys_filter.refresh()  # the menus' letters of the new language
            self._update_undo_texts()
            self._standings_shape = None
            self.hand_model.retranslate()
            self.refresh()
        elif self.scheme.changed(event) and self.document is not None:
            self.refresh()  # the other scheme: money and red suits in its colours
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        if self.document is None:
            event.accept()
            return
        if self.ending_session:  # the system ends prefcount (ui/app/session_end.py): nobody is there to answer
            self.document.end_of_session()
        elif not self.confirm_discard():
            event.ignore()
            return
        else:
            self.document.discard_autosave()
        self.ui.actionShowOnPhones.setChecked(False)  # the page stops with the window
        window_place.remember(self)
        if self.book_window is not None:
            self.book_window.close()  # (waits for a reading of the book folder to end: no thread left running)
        event.accept()
