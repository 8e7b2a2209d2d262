"""Entering or editing one hand inside the main window: the panel shows a :class:`prefcount.entry.draft.HandDraft`.

Why a panel and not a dialog (DESIGN.md convention 14). Under X a key goes to the X
window that has the input focus. A hand dialog is a window of its own: while it is
mapped or unmapped the focus moves, and keys typed in that moment go to a window that
is gone, or to none of ours — no filter in the application ever sees them, and the
keys after them fill the wrong fields. A panel inside the main window never moves the
X focus; with no nested event loop and no second window there is no moment in which
a key can fall between two owners, whatever the typing speed and the machine's load.

The keys themselves have one owner (:mod:`prefcount.ui.game.type_ahead`), which hands every
key of a hand, in order, to :meth:`HandPanel.press`; the entry decides what it means.
The panel is a one-way view: it shows the entry's fields, the ledger's problems with
the hand so far (checked against the sheet before it: a key never re-scores the game)
and what the hand will write; a click on a field changes the entry, and the view
follows. Enter hands the hand over *with the sheet it previewed*, so recording it
scores nothing again (:class:`EnteredHand`).

Typical hand: declarer (seat digit or first letter), level and suit ("7ч"), each
defender's call ("в", "п"), the declarer's and the first defender's tricks (the last
count fills itself in), Enter — eight keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QResizeEvent
from PySide6.QtWidgets import QDialogButtonBox, QFrame, QSizePolicy, QWidget

from prefcount.entry.draft import Checked, HandDraft, NotTaken, Press, Why
from prefcount.entry.fields import CONTRACT, DECLARER, DONE, Field, Missing, call_field, tricks_field
from prefcount.entry.keys import ENTER, ESCAPE
from prefcount.ledger import (
    BIDS,
    AdjustmentHand,
    Call,
    Game,
    Hand,
    HandError,
    HandKind,
    Problem,
    Sheet,
    SheetHistory,
)
from prefcount.ledger.hands import DUMMY, MULTIPLIERS, PRIKUP_COUNTS, seat_count
from prefcount.ui.forms.hand_panel_ui import Ui_HandPanel
from prefcount.ui.game.adjustment_table import AdjustmentTable
from prefcount.ui.game.field_mark import FieldMark
from prefcount.ui.game.hand_words import error_words, field_question, not_taken_words, seat_label
from prefcount.ui.game.suits import colour_bid_box
from prefcount.ui.widgets.colours import Shade, tint
from prefcount.ui.widgets.problem import show_problem
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.hands import bid_text, call_name, kind_name, seat_names
from prefcount.words.i18n import translate


class EnteredHand(NamedTuple):
    """A hand the panel hands over: ``edited`` None for a new hand after the last, else the index of the
    hand it replaces.

    ``sheet`` is the sheet of ``game`` with this hand in it, already scored for the preview (a new
    hand) or to check the hands after it (an edit); None when the hands before did not score.
    """

    edited: int | None
    hand: Hand
    sheet: Sheet | None
    game: Game


class HandPanel(QFrame):
    """Shows the hand being entered; emits :attr:`entered` with it, and :attr:`closed` when it is done."""

    entered = Signal(object)  # an EnteredHand
    closed = Signal(int)  # the hand that was edited, -1 for a new one (recorded or not)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_HandPanel()
        self.ui.setupUi(self)
        guard_wheel(self)  # a wheel passing over a field of the hand does not change it
        self.entry: HandDraft | None = None
        self.game: Game | None = None
        self.index = 0
        self.before: Sheet | None = None
        self.history: SheetHistory | None = None  # the game's sheets, hand by hand: what an edit is checked against
        self.problems: list[Problem] = []
        self._hand: Hand | None = None  # the hand Enter records (whole, and scoring after the ones before)
        self._after: Sheet | None = None  # the sheet with it: what the preview scored
        self._choices_for: tuple[tuple[str, ...], bool] | None = (
            None  # the game (players, options) the seat choices were made for
        )
        self.calls = [getattr(self.ui, f"callBox{seat}") for seat in range(4)]
        self.tricks = [getattr(self.ui, f"tricksEdit{seat}") for seat in range(4)]
        self.names = [getattr(self.ui, f"seatName{seat}") for seat in range(4)]
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.amounts = AdjustmentTable(self.ui.adjustmentTable, self.ui.noteEdit)
        self.mark = FieldMark([self.ui.fieldsWidget, self])  # the frame around the field that takes the next key
        self._scroll_due = False  # the field is to be scrolled into view when the fields are laid out
        area = self.ui.fieldsArea
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the fields scroll; the area is no field
        # as tall as the fields where there is room (the rest stays the hand list's), shorter where there is none
        area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        area.viewport().installEventFilter(self)  # (its width decides how tall the fields are: _fit_fields)
        self.setAutoFillBackground(True)
        tint(self.ui.previewLabel, Shade.PREVIEW)  # what the hand will write: bold, in the table's green
        preview = self.ui.previewLabel.font()
        preview.setBold(True)
        self.ui.previewLabel.setFont(preview)
        title = self.ui.titleLabel.font()
        title.setBold(True)
        title.setPointSizeF(title.pointSizeF() * 1.1)
        self.ui.titleLabel.setFont(title)
        font = self.ui.contractBox.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.ui.contractBox.setFont(font)
        for edit in self.tricks:
            edit.setMaximumWidth(edit.fontMetrics().horizontalAdvance("000") + 16)
            edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ui.seatGrid.setColumnStretch(0, 1)
        self.ui.seatGrid.setRowStretch(self.ui.seatGrid.rowCount(), 1)  # room to spare goes below the rows
        self.ui.fieldsLayout.addStretch(1)
        hint = self.ui.keysHint.font()
        hint.setPointSizeF(hint.pointSizeF() * 0.9)
        self.ui.keysHint.setFont(hint)
        tint(self.ui.keysHint, Shade.HINT)
        self._fill_fixed_choices()
        self._show_page(0)
        self._connect()
        self.hide()

    # -- opening and closing -------------------------------------------------------
    def open_hand(
        self,
        game: Game,
        before: Sheet | None,
        index: int | None = None,
        hand: Hand | None = None,
        first_dealer: int | None = None,
        history: SheetHistory | None = None,
    ) -> None:
        """Show a new hand after the last (``index`` None) or hand ``index`` to edit (``hand``).

        ``before`` is the sheet before the hand (None when the hands before do not score);
        ``first_dealer`` who deals hand 1 when the game has no hand yet; ``history`` the game's sheets
        (an edit is checked against them: the hands after it written again only as far as they change).
        """
        self.history = history
        expected = self._place(game, before, len(game.hands) if index is None else index, first_dealer)
        self.entry = HandDraft(
            players=game.players,
            convention=game.convention,
            raspasy_run=before.raspasy_run if before is not None else 0,
            number=self.index + 1,
            expected_dealer=expected,
        )
        self.amounts.clear()
        if hand is not None:
            self.entry.load(hand)
            if isinstance(hand, AdjustmentHand):
                self.amounts.load(hand)
        self._show_title()
        self.show()
        self._fit_fields()
        self.show_entry()

    def close_entry(self) -> None:
        """Done with the hand (recorded or thrown away): the panel goes."""
        if self.entry is None:
            return
        edited = self.index if self.editing else -1
        self.entry = None
        self.mark.follow(None)
        self._hand = self._after = None
        self.hide()
        self.closed.emit(edited)

    @property
    def is_open(self) -> bool:
        return self.entry is not None

    @property
    def editing(self) -> bool:
        return self.entry is not None and self.entry.original is not None

    def started(self) -> bool:
        """Whether anything of the hand is typed or chosen (or a recorded hand is open to edit)."""
        return self.entry is not None and not self.entry.blank()

    def refresh_game(self, game: Game, before: Sheet | None, first_dealer: int | None = None) -> None:
        """The game changed under a new hand being typed (an undo, a name): keep what is typed, check it anew."""
        entry = self.entry
        if entry is None or self.editing:
            return
        in_turn = entry.dealer == entry.expected_dealer
        entry.expected_dealer = self._place(game, before, len(game.hands), first_dealer)
        entry.players, entry.convention, entry.number = game.players, game.convention, self.index + 1
        entry.raspasy_run = before.raspasy_run if before is not None else 0
        if in_turn:
            entry.set_dealer(entry.expected_dealer)
        self._show_title()
        self.show_entry()

    def _place(self, game: Game, before: Sheet | None, index: int, first_dealer: int | None) -> int | None:
        """Take the hand's place in ``game`` (hand ``index``, after the sheet ``before``); who deals it in turn."""
        self.game, self.before, self.index = game, before, index
        self._fill_game_choices(game)
        if index == 0 and first_dealer is not None:
            return first_dealer
        return before.next_dealer if before is not None else None

    # -- keys (from the one owner of the keys) and the buttons ----------------------------
    def press(self, key: str) -> Press | None:
        """One key of the hand, in the order typed (a character, or one of the entry's key names); what it did
        (:data:`Press.NEXT`: the hand was handed over to be recorded, and the key is the next hand's first)."""
        entry = self.entry
        if entry is None:
            return None
        action = entry.press(key)
        if action in (Press.RECORD, Press.NEXT):
            self.record()
            if action == Press.NEXT and self.entry is entry:  # not recorded (it breaks a rule): nor is the key
                entry.not_taken = NotTaken(key, Why.NOT_RECORDED, entry.focus)
                self.show_entry()
        elif action == Press.CANCEL:
            self.close_entry()
        elif action == Press.ASK:  # (what Enter would record stays in view while the question is asked)
            self._show(
                warnings=[
                    translate(
                        "HandPanel",
                        "The hand is not recorded. Escape again throws it away; Enter, or the next hand's first key,"
                        " records it.",
                    )
                ],
                preview=self._writes(),
            )
        else:
            self.show_entry()
        return action

    def types_its_own_keys(self, widget: QWidget, key: str) -> bool:
        """Whether a key typed at ``widget`` (one of the panel's) is that widget's, not the hand's: in the
        adjustment's table of amounts everything but Enter and Escape, and those too in a cell being edited."""
        if self.kind() != HandKind.ADJUSTMENT or not self.ui.adjustmentPage.isAncestorOf(widget):
            return False
        return key not in (ENTER, ESCAPE) or self.ui.adjustmentTable.viewport().isAncestorOf(widget)

    def record(self) -> None:
        """Hand the hand over (Enter, the Record button) if it is whole and scores; else say what is wrong."""
        entry, game = self.entry, self.game
        if entry is None or game is None:
            return
        hand, sheet = self._hand, self._after  # (checked, and scored, at the last change)
        if hand is None:
            self.show_entry()
            return
        index: int | None = None
        if entry.original is not None:  # an edit: the hands after it must still score
            index = self.index
            try:
                history = self.history if self.history is not None else SheetHistory.of(game)
                sheet = history.replaced(index, hand).last
            except HandError as error:
                self._hand = None
                self._show(errors=[error.problem.translated(translate)])
                return
        self.close_entry()
        self.entered.emit(EnteredHand(index, hand, sheet, game))

    # -- what the entry says, shown ------------------------------------------------
    def hand(self) -> Hand | None:
        """The hand Enter would record now (whole and scoring after the hands before), or None."""
        return self._hand

    def kind(self) -> HandKind | None:
        return self.entry.kind if self.entry is not None else None

    def table_dealer(self) -> int | None:
        """The dealer as far as seating goes (sits out with four players)."""
        return self.entry.dealer if self.entry is not None else None

    def defenders(self) -> tuple[int, int] | None:
        return self.entry.defenders() if self.entry is not None else None

    def message(self) -> str:
        """What the panel tells the player right now (errors, warnings or a hint)."""
        return self.ui.problemLabel.text()

    def preview(self) -> str:
        return self.ui.previewLabel.text()

    def title(self) -> str:
        return self.ui.titleLabel.text()

    def show_entry(self) -> None:
        """Set every widget from the entry, check the hand, and put the keyboard focus on the entry's field."""
        entry = self.entry
        if entry is None:
            return
        self._show_fields(entry)
        self._check(entry)
        self._focus(entry)

    def _show_title(self) -> None:
        text = translate("HandPanel", "Edit hand {number}") if self.editing else translate("HandPanel", "Hand {number}")
        self.ui.titleLabel.setText(text.format(number=self.index + 1))
        self.ok_button.setText(
            translate("HandPanel", "&Save changes") if self.editing else translate("HandPanel", "&Record")
        )

    def _show_fields(self, entry: HandDraft) -> None:
        self._show_kind(entry)
        self._show_contract(entry)
        self._show_extras(entry)
        plan = entry.plan()  # the seats, asked of the ledger once for this change (DESIGN.md 17)
        for seat, role in enumerate(plan.roles):
            self._show_call(seat, entry.calls[seat], seat in plan.asked)
            self._show_tricks(seat, entry.trick_count(seat), seat in plan.reporting, seat == plan.auto)
            self.names[seat].setText(seat_label(entry.players, seat, role))

    def _show_kind(self, entry: HandDraft) -> None:
        """The kind of hand (its page) and who deals."""
        ui = self.ui
        ui.kindBox.setCurrentIndex(list(HandKind).index(entry.kind))  # the box lists the kinds in their order
        page = 1 if entry.kind == HandKind.ADJUSTMENT else 0
        if ui.pages.currentIndex() != page:
            self._show_page(page)
        ui.dealerBox.setCurrentIndex(-1 if entry.dealer is None else entry.dealer)

    def _show_page(self, page: int) -> None:
        """The seats (0) or the adjustment's table (1); the page not shown takes no room, so the panel is as
        tall as the page it shows."""
        pages = self.ui.pages
        pages.setCurrentIndex(page)
        for index, widget in enumerate((self.ui.seatsPage, self.ui.adjustmentPage)):
            policy = QSizePolicy.Policy.Preferred if index == page else QSizePolicy.Policy.Ignored
            widget.setSizePolicy(policy, policy)
        pages.adjustSize()
        self._fit_fields()

    def _show_contract(self, entry: HandDraft) -> None:
        """The declarer and the contract, open to a game or a misère only."""
        ui = self.ui
        declared = entry.declared
        ui.declarerBox.setCurrentIndex(entry.declarer + 1 if declared and entry.declarer is not None else 0)
        ui.contractBox.setCurrentIndex(0 if entry.bid is None else BIDS.index(entry.bid) + 1)
        ui.declarerBox.setEnabled(declared)
        ui.contractBox.setEnabled(declared)

    def _show_extras(self, entry: HandDraft) -> None:
        """Down three, open play, and RULES §9's prikup and dark — shown only where the convention and the
        kind of hand use them."""
        ui = self.ui
        ui.concededBox.setEnabled(entry.may_concede)
        ui.concededBox.setChecked(entry.conceded)
        ui.openBox.setChecked(entry.open)
        for widget in (ui.prikupLabel, ui.prikupBox):
            widget.setVisible(entry.uses_prikup())
        for widget in (ui.darkLabel, ui.darkBox):
            widget.setVisible(entry.uses_dark())
        ui.prikupBox.setCurrentIndex(0 if entry.prikup is None else ui.prikupBox.findData(entry.prikup))
        ui.darkBox.setCurrentIndex(MULTIPLIERS.index(entry.multiplier))

    def _show_call(self, seat: int, call: Call | None, asked: bool) -> None:
        box = self.calls[seat]
        box.setEnabled(asked)
        box.setCurrentIndex(list(Call).index(call) + 1 if call else 0)  # after the empty item, in their order

    def _show_tricks(self, seat: int, count: int | None, reported: bool, fills_itself_in: bool) -> None:
        edit = self.tricks[seat]
        edit.setEnabled(reported)
        edit.setReadOnly(fills_itself_in)
        edit.setFocusPolicy(Qt.FocusPolicy.NoFocus if fills_itself_in else Qt.FocusPolicy.StrongFocus)
        text = "" if count is None else str(count)
        if edit.text() != text:
            edit.setText(text)

    def _focus(self, entry: HandDraft) -> None:
        """The field the next key goes to has the keyboard focus (in this window: the X focus stays put) and
        the frame (:class:`FieldMark`), scrolled into view; when every field is typed, the Record button."""
        if entry.kind == HandKind.ADJUSTMENT:
            self.mark.follow(None)
            return
        widget = self._field_widgets().get(entry.focus)
        target = widget if widget is not None and widget.isEnabled() else self.ok_button
        target.setFocus()
        self.mark.follow(target)
        if self.ui.fieldsWidget.isAncestorOf(target) and not self._scroll_due:
            self._scroll_due = True  # scrolled into view once the fields are laid out (once for keys typed ahead)
            QTimer.singleShot(0, self, self._scroll_to_field)

    def _scroll_to_field(self) -> None:
        self._scroll_due = False
        target = self.mark.target
        if target is not None and self.ui.fieldsWidget.isAncestorOf(target):
            self.ui.fieldsArea.ensureWidgetVisible(target, 8, 8)

    # -- building and checking the hand ---------------------------------------
    def build(self) -> Hand | str:
        """The hand the panel describes, or a hint (str) of what is still missing or wrong."""
        if self.entry is None:
            return ""
        checked = self.entry.check()
        if checked.error is not None:
            return error_words(checked.error)
        return checked.hand if checked.hand is not None else self._question(checked.missing)

    def _question(self, field: Field | Missing | None) -> str:
        """What a field asks (the field in focus, or the first one still missing), in the game's names."""
        if field is None or self.game is None:
            return ""
        adjustment = self.entry.adjustment if self.entry is not None else None
        return field_question(field, self.game.players, self.kind(), adjustment)

    def _prompt(self, entry: HandDraft, checked: Checked) -> str:
        """The prompt line: what the field in focus asks (after Tab too), else what is still missing."""
        return self._question(entry.focus if entry.focus != DONE else checked.missing)

    def _check(self, entry: HandDraft) -> None:
        """The ledger's problems with the hand so far (an impossible field at once), or what it will write.

        The hand is built and checked once per key (:meth:`HandDraft.check`); a whole hand is then scored
        once, after the sheet before it, trusting that check (DESIGN.md 17): that sheet goes with the hand
        to the document (:class:`EnteredHand`), which scores nothing again.
        """
        self._hand = self._after = None
        checked = entry.check()
        self.problems = checked.problems
        refused = not_taken_words(entry.not_taken) if entry.not_taken is not None else ""
        errors = [p.translated(translate, with_hand=False) for p in self.problems if p.is_error]
        if errors:
            self._show(errors=errors, refused=refused)
            return
        warnings = [p.translated(translate, with_hand=False) for p in self.problems]
        hint = error_words(checked.error) if checked.error is not None else self._prompt(entry, checked)
        hand = checked.hand
        if hand is None:
            self._show(hint=hint, warnings=warnings, refused=refused)
            return
        if self.before is None:  # the hands before do not score: nothing to preview against
            self._hand = hand
            self._show(hint=hint, warnings=warnings, refused=refused)
            return
        try:
            after = self.before.extended(hand, checked=self.problems)
        except HandError as error:
            self._show(errors=[error.problem.translated(translate, with_hand=False)], refused=refused)
            return
        self._hand, self._after = hand, after
        self._show(hint=hint, warnings=warnings, preview=self._writes(), refused=refused)

    def _writes(self) -> str:
        """What the hand checked at the last change writes (nothing when it is not whole or does not score)."""
        if self._after is None:
            return ""
        players = list(self.game.players) if self.game is not None else []
        return self._after.hands[-1].summary(players, translate)

    def _show(
        self,
        hint: str = "",
        errors: Sequence[str] = (),
        warnings: Sequence[str] = (),
        preview: str = "",
        refused: str = "",
    ) -> None:
        """``refused``: why the last key was not taken, one line above the rest."""
        label = self.ui.problemLabel
        first = [refused] if refused else []
        if errors:
            show_problem(label, "\n".join([*first, *errors]))
        elif warnings or refused:
            show_problem(label, "")
            lines = [*first, *(f"⚠ {w}" for w in warnings), *([hint] if hint else [])]
            label.setText("\n".join(lines))
            tint(label, Shade.WARNING)
        else:
            show_problem(label, "")
            label.setText(hint or translate("HandPanel", "Enter records the hand."))
            tint(label, Shade.HINT)
        self.ui.previewLabel.setText(
            translate("HandPanel", "Writes: {summary}").format(summary=preview) if preview else ""
        )
        self.ok_button.setEnabled(self._hand is not None)

    # -- the choices -------------------------------------------------------------------
    def _fill_fixed_choices(self) -> None:
        """What every game offers: the kinds, the bids, the calls, the prikup counts, dark (in the language now)."""
        ui = self.ui
        for box in (ui.kindBox, ui.contractBox, ui.prikupBox, ui.darkBox, *self.calls):
            box.clear()
        for kind in HandKind:
            ui.kindBox.addItem(kind_name(kind), kind)
        ui.contractBox.addItem("—", None)
        for bid in BIDS:
            ui.contractBox.addItem(bid_text(bid), bid)
        ui.contractBox.setMaxVisibleItems(len(BIDS) + 1)
        colour_bid_box(ui.contractBox)
        ui.prikupBox.addItem("—", None)
        for count in PRIKUP_COUNTS:
            ui.prikupBox.addItem(str(count), count)
        for multiplier in MULTIPLIERS:
            ui.darkBox.addItem(translate("HandPanel", "no") if multiplier == 1 else f"×{multiplier}", multiplier)
        for box in self.calls:
            box.addItem("", None)
            for call in Call:
                box.addItem(call_name(call), call)
        self._keys_hint = ui.keysHint.text()
        self._choices_for = None
        self._name_fixed_fields()

    def _fill_game_choices(self, game: Game) -> None:
        """What depends on the game: its players (dealer, declarer, seats, the adjustment table) and the keys
        its convention uses. Made again only when those change."""
        shape = (game.players, game.convention.prikup_premium)
        if shape == self._choices_for:
            return
        self._choices_for = shape
        ui, n = self.ui, game.n
        for box in (ui.dealerBox, ui.declarerBox):
            box.clear()
            for seat, name in enumerate(game.players):
                box.addItem(f"{seat + 1}. {name}", seat)
        ui.declarerBox.insertItem(0, "—", None)
        hint = [self._keys_hint]
        if game.convention.prikup_premium:
            hint.append(translate("HandPanel", "After the contract k2 (Cyrillic к2): the prikup sold two tricks."))
        hint.append(translate("HandPanel", "d (Cyrillic т): dark, ×2 (again: ×4)."))
        ui.keysHint.setText(" ".join(hint))
        seats = seat_count(n)  # two players: the dummy's tricks too
        for seat in range(4):
            for widget in (self.names[seat], self.calls[seat], self.tricks[seat]):
                widget.setVisible(seat < seats)
        if n == 2:  # the dummy takes tricks and never speaks
            self.calls[DUMMY].hide()
        self._name_seat_fields(game.players)
        self.amounts.set_players(game.players)
        self._fit_fields()  # (rows shown or hidden)

    def _name_seat_fields(self, players: tuple[str, ...]) -> None:
        """Whose and what each seat's fields are, for a screen reader («Борис: заявка», «Борис: взятки»); a seat
        this game does not have (hidden) is named by its number."""
        names = seat_names(list(players))
        for seat in range(len(self.calls)):
            name = names[seat] if seat < len(names) else translate("App", "Player {n}").format(n=seat + 1)
            self.calls[seat].setAccessibleName(translate("HandPanel", "{name}: call").format(name=name))
            self.tricks[seat].setAccessibleName(translate("HandPanel", "{name}: tricks").format(name=name))

    def _name_fixed_fields(self) -> None:
        """What each of the panel's other fields is, for a screen reader: its label's words (a button says its
        own text)."""
        ui = self.ui
        for label, widget in (
            (ui.kindLabel, ui.kindBox),
            (ui.dealerLabel, ui.dealerBox),
            (ui.declarerLabel, ui.declarerBox),
            (ui.contractLabel, ui.contractBox),
            (ui.prikupLabel, ui.prikupBox),
            (ui.darkLabel, ui.darkBox),
            (ui.noteLabel, ui.noteEdit),
        ):
            widget.setAccessibleName(label.text().replace("&", ""))
        for box in (ui.concededBox, ui.openBox):
            box.setAccessibleName(box.text().replace("&", ""))
        ui.adjustmentTable.setAccessibleName(translate("HandPanel", "Amounts of the adjustment"))

    # -- the mouse: a click changes the entry, the view follows ----------------------------
    def _connect(self) -> None:
        ui = self.ui
        # activated / clicked / textEdited come from the player only, never from the view setting a widget:
        # the view cannot echo back into the entry
        ui.kindBox.activated.connect(lambda i: self._clicked(HandDraft.set_kind, ui.kindBox.itemData(i)))
        ui.dealerBox.activated.connect(lambda i: self._clicked(HandDraft.set_dealer, ui.dealerBox.itemData(i)))
        ui.declarerBox.activated.connect(lambda i: self._clicked(HandDraft.set_declarer, ui.declarerBox.itemData(i)))
        ui.contractBox.activated.connect(lambda i: self._clicked(HandDraft.set_bid, ui.contractBox.itemData(i)))
        for seat, box in enumerate(self.calls):
            box.activated.connect(
                lambda i, seat=seat, box=box: self._clicked(HandDraft.set_call, seat, box.itemData(i))
            )
        for seat, edit in enumerate(self.tricks):
            edit.textEdited.connect(lambda text, seat=seat: self._clicked(HandDraft.set_tricks_text, seat, text))
        ui.concededBox.clicked.connect(lambda on: self._clicked(HandDraft.set_conceded, on))
        ui.openBox.clicked.connect(lambda on: self._clicked(HandDraft.set_open, on))
        ui.prikupBox.activated.connect(lambda i: self._clicked(HandDraft.set_prikup, ui.prikupBox.itemData(i)))
        ui.darkBox.activated.connect(lambda i: self._clicked(HandDraft.set_multiplier, ui.darkBox.itemData(i)))
        ui.adjustmentTable.itemChanged.connect(lambda _item: self._adjusted())
        ui.noteEdit.textEdited.connect(lambda _text: self._adjusted())
        ui.buttons.accepted.connect(self.record)
        ui.buttons.rejected.connect(self.close_entry)
        for widget in self._field_widgets().values():
            widget.installEventFilter(self)

    def _clicked(self, change: Callable[..., Any], *args: Any) -> None:
        """A field changed by the mouse: change the entry, then show it."""
        if self.entry is None:
            return
        change(self.entry, *args)
        self.entry.discard_asked = False
        self.show_entry()

    def _adjusted(self) -> None:
        """An amount or the note typed (the table is read as it is: it is the adjustment's only field)."""
        if self.entry is not None:
            self.entry.adjustment = self.amounts.read()
            self._check(self.entry)

    def _field_widgets(self) -> dict[Field, QWidget]:
        fields: dict[Field, QWidget] = {DECLARER: self.ui.declarerBox, CONTRACT: self.ui.contractBox}
        for seat in range(4):
            fields[call_field(seat)] = self.calls[seat]
            fields[tricks_field(seat)] = self.tricks[seat]
        fields[DONE] = self.ok_button
        return fields

    def _fit_fields(self) -> None:
        """The fields' area is never taller than the fields at its width (a wrapped hint is asked at a narrower
        width than it has, and would leave a gap): room left over stays the hand list's. Nor narrower than them."""
        area, fields = self.ui.fieldsArea, self.ui.fieldsWidget
        layout = fields.layout()
        if layout is None:
            return
        width = area.viewport().width()
        need = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        tall = need + 2 * area.frameWidth()
        if area.maximumHeight() != tall:
            area.setMaximumHeight(tall)
        # never narrower than the fields, the scroll bar beside them: the tricks column is never cut off
        wide = fields.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width() + 2 * area.frameWidth()
        if area.minimumWidth() != wide:
            area.setMinimumWidth(wide)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """A field clicked: the next key goes there (focus the view gives a field itself changes nothing)."""
        if watched is self.ui.fieldsArea.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_fields()
            return False
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and event.reason() == Qt.FocusReason.MouseFocusReason
            and self.entry is not None
        ):
            field = next((f for f, w in self._field_widgets().items() if w is watched), None)
            if field is not None and field != self.entry.focus:
                self.entry.go_to(field)
                self.show_entry()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self.mark.follow(self.mark.target)  # (the buttons moved with the panel's edge)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._fill_fixed_choices()
            if self.entry is not None and self.game is not None:
                self._fill_game_choices(self.game)
                self._show_title()
                self.show_entry()
        super().changeEvent(event)
