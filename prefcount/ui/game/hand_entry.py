"""Hands typed into the main window: the hand panel, the one owner of the keys, and the undo steps hands become.

The main window asks :class:`HandEntry` to start a hand (a key, the Record button) or to
edit one; the key owner (:mod:`prefcount.ui.game.type_ahead`) sends it every key of a hand;
the panel (:mod:`prefcount.ui.game.hand_panel`) shows the hand and hands it over, with the
sheet it already scored, and this module pushes the undo command that records it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QTableView, QWidget

from prefcount.entry.draft import Press
from prefcount.ui.game.hand_panel import EnteredHand, HandPanel
from prefcount.ui.game.type_ahead import KeyOwner, types_text

if TYPE_CHECKING:
    from prefcount.ui.game.document import Change, GameDocument
    from prefcount.ui.game.main_window import MainWindow


#: How long after the window shows the hand panel is made ready (the game is painted first).
PREPARE_AFTER_MS = 300


class HandEntry(QObject):
    """The hand panel of ``window`` and the keys that go to it."""

    def __init__(
        self, window: MainWindow, hands: QTableView, side: QBoxLayout, set_aside: Sequence[QWidget] = ()
    ) -> None:
        """``hands``: the window's hand list; the panel goes into ``side`` just under it, and takes the place of
        ``set_aside`` (the hand buttons, the explanation) while it is open. The window names its own widgets."""
        super().__init__(window)
        self.window = window
        self.hands = hands
        self.side = side
        self.set_aside = tuple(set_aside)
        self.document: GameDocument = window.document
        self._panel: HandPanel | None = None
        self._focus_before: QWidget | None = None  # where the keyboard focus was when the panel opened
        self._table_policy: QSizePolicy | None = None  # the hand list's, while the panel takes its room
        self._table_minimum = self._table_stretch = 0
        self.keys = KeyOwner(window, self)
        self.document.changed.connect(self._game_changed)
        self._bottom = hands.verticalScrollBar().maximum()  # the list's last scroll range (see _keep_in_view)
        self._kept: int | None = None  # the row kept in view once the panel has closed (-1: the last), see below
        hands.verticalScrollBar().rangeChanged.connect(self._keep_in_view)
        hands.verticalScrollBar().actionTriggered.connect(self._scrolled_by_hand)
        QTimer.singleShot(PREPARE_AFTER_MS, self, self._prepare)  # (not if the window went first)

    @property
    def panel(self) -> HandPanel:
        """The panel, made on first use under the hand list (the hand typed goes in just above it)."""
        if self._panel is None:
            side = self.side
            self._panel = HandPanel(side.parentWidget())
            side.insertWidget(side.indexOf(self.hands) + 1, self._panel)
            self._panel.entered.connect(self._entered)
            self._panel.closed.connect(self._closed)
        return self._panel

    def _prepare(self) -> None:
        """Make the panel, its styles and its glyphs while the player looks at the game: the first key of the
        evening then finds it ready (a key typed sooner makes it on the spot). Not for a window already closed:
        nobody types into it, and it may be collected while the panel is being built into it."""
        if not self.window.isVisible():
            return
        panel = self.panel
        if not panel.is_open:
            panel.ensurePolished()
            panel.grab()  # painted once, off screen
            # (grabbing lays the hidden panel out in the side panel as if shown: the hand list gets its room back)
            layout = self.side
            layout.invalidate()
            layout.activate()

    # -- what the key owner asks ------------------------------------------------------
    def is_open(self) -> bool:
        return self._panel is not None and self._panel.is_open

    def started(self) -> bool:
        return self._panel is not None and self._panel.started()

    def start(self, first_key: str = "") -> None:
        """Open a new hand after the last (unless one is open) and give it ``first_key``."""
        if not self.is_open():
            document = self.document
            self._opening()
            self.panel.open_hand(document.game, document.scored, first_dealer=document.first_dealer)
        if first_key:
            self.panel.press(first_key)

    def press(self, key: str) -> None:
        """A key of the open hand; a key that starts a hand after one Escape on a whole hand (the entry's
        :data:`Press.NEXT`) records that hand and starts the next one with it."""
        if self.panel.press(key) == Press.NEXT and not self.panel.is_open:
            self.start(key)

    def types_its_own_keys(self, widget: QWidget, key: str) -> bool:
        """Keys that are not the hand's while it is open: a name being renamed elsewhere in the window; in
        the adjustment's table of amounts everything but Enter and Escape (and those too in a cell being edited)."""
        panel = self.panel
        if not panel.isAncestorOf(widget):
            return types_text(widget)
        return panel.types_its_own_keys(widget, key)

    # -- what the main window asks -------------------------------------------------------
    def edit(self, index: int) -> bool:
        """Open hand ``index`` to edit; False while another hand is being typed (it is not thrown away)."""
        if self.started():
            return False
        document = self.document
        game, history = document.game, document.history
        if not self.is_open():
            self._opening()
        self.panel.open_hand(game, history.before(index), index, game.hands[index], history=history)
        return True

    # -- what the panel says ------------------------------------------------------------
    def _entered(self, entered: EnteredHand) -> None:
        from prefcount.ui.game.commands import EditHand, RecordHand

        document = self.document
        if entered.game is not document.game:  # (the game changed meanwhile: its sheet is not this one's)
            entered = entered._replace(sheet=None)
        if entered.edited is None:
            document.push(RecordHand(document, entered.hand, entered.sheet))
        elif entered.hand != document.game.hands[entered.edited]:
            document.push(EditHand(document, entered.edited, entered.hand))  # (as checked: the history kept it)

    def _opening(self) -> None:
        """The panel takes the place of the hand buttons and of the explanation under them (room on a small
        screen: the hand list stays in view above it)."""
        self._focus_before = self.window.focusWidget()
        for widget in self.set_aside:
            widget.hide()
        self._hands_give_room(True)

    def _closed(self, edited: int) -> None:
        self._kept = edited  # (the hand edited, or -1: the one just recorded goes in last)
        for widget in self.set_aside:
            widget.show()
        self._hands_give_room(False)
        table = self.hands
        focus = self._focus_before
        self._focus_before = None
        if focus is None or not focus.isVisible() or (focus is table and not table.currentIndex().isValid()):
            focus = self.window  # (a list given the focus would pick its first hand: Enter would edit it)
        focus.setFocus()

    def _keep_in_view(self) -> None:
        """The panel takes room from the hand list (on a small screen, all but two rows): the list keeps the
        hand being edited in view, or, for a new hand, the last ones (the new one goes in below them). With the
        panel closed, the list keeps the hand it recorded or edited in view as it gets its room back (the window
        lays out more than once as the panel goes: each pass would leave it where the one before left it), until
        the player scrolls it; after that a list shown to its end stays at its end as it grows."""
        table = self.hands
        bar = table.verticalScrollBar()
        was_at_end, self._bottom = bar.value() >= self._bottom, bar.maximum()
        if not self.is_open():
            if self._kept is not None and self._kept >= 0:
                table.scrollTo(table.model().index(self._kept, 0))
            elif self._kept is not None or was_at_end:
                bar.setValue(bar.maximum())
            return
        if self.panel.editing:
            model = table.model()
            table.scrollTo(model.index(self.panel.index, 0))
        else:
            table.scrollToBottom()

    def _scrolled_by_hand(self, _action: int) -> None:
        """The player scrolled the list (the wheel, the bar, a key): it stays where they put it."""
        self._kept = None

    def _hands_give_room(self, panel_open: bool) -> None:
        """While the panel is open the hand list gives it room first, down to its last hand (one row under the
        header: the panel never hides it); the room left over is the list's again."""
        table, layout = self.hands, self.side
        if panel_open:
            self._table_policy = table.sizePolicy()
            self._table_minimum = table.minimumHeight()
            self._table_stretch = layout.stretch(layout.indexOf(table))
            rows = table.horizontalHeader().height() + table.verticalHeader().defaultSectionSize()
            # (a narrow list scrolls sideways: its scroll bar, when it comes, must not take that row)
            sideways = table.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            bar = table.horizontalScrollBar().sizeHint().height() if sideways else 0
            table.setMinimumHeight(rows + bar + 2 * table.frameWidth())
            # its wish is not counted (the panel's is met first), and all room over is the list's
            table.setSizePolicy(table.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Ignored)
            layout.setStretchFactor(table, 1)
        elif self._table_policy is not None:
            table.setSizePolicy(self._table_policy)
            table.setMinimumHeight(self._table_minimum)
            layout.setStretchFactor(table, self._table_stretch)
            self._table_policy = None

    def _game_changed(self, change: Change) -> None:
        """The game changed while a hand is open (an undo by the mouse, a rename): a new hand is checked anew
        against it; an edit, or a hand of a game no longer shown, is closed."""
        if change.kind == "reset":
            self._kept = None  # (another game: no hand of it was recorded or edited here)
        panel = self._panel
        if panel is None or not panel.is_open or panel.game is None:
            return
        game = self.document.game
        other_game = change.kind == "reset" and game.hands is not panel.game.hands
        if panel.editing or other_game or game.n != panel.game.n:
            panel.close_entry()
            return
        panel.refresh_game(game, self.document.scored, self.document.first_dealer)
