"""Entering or editing one hand, keyboard first: the dialog shows a :class:`prefcount.entry.Entry`.

Typical hand: declarer (seat digit or first letter), level and suit ("7ч"),
each defender's call ("в", "п"), the declarer's and the first defender's tricks
(the last count fills itself in), Enter — eight keys. Every key goes to the
entry; the dialog shows its fields, the ledger's problems with the hand so far
(checked against the sheet before the hand: nothing is re-scored) and what the
hand would write.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidgetItem,
    QWidget,
)

from prefcount.entry import CONTRACT, DECLARER, DONE, Entry, Missing
from prefcount.i18n import translate
from prefcount.ledger import BIDS, AdjustmentHand, Call, Game, HandError, HandKind, LedgerError, Sheet, score
from prefcount.ledger.hands import DUMMY, MULTIPLIERS, PRIKUP_COUNTS
from prefcount.ui.forms.hand_dialog_ui import Ui_HandDialog
from prefcount.ui.problem import show_problem
from prefcount.ui.suits import colour_bid_box
from prefcount.ui.wheel_guard import guard_wheel
from prefcount.words import bid_text, call_name, dummy_name, kind_name


class HandDialog(QDialog):
    """Asks for one hand; once accepted, :meth:`hand` returns it."""

    def __init__(
        self,
        game: Game,
        index: int | None = None,
        hand=None,
        parent: QWidget | None = None,
        first_key: str = "",
        before: Sheet | None = None,
        first_dealer: int | None = None,
    ) -> None:
        """``before`` is the sheet before the hand (scored here once if not given);
        ``first_dealer`` who deals hand 1 when the game has no hand yet."""
        super().__init__(parent)
        self.ui = Ui_HandDialog()
        self.ui.setupUi(self)
        guard_wheel(self)  # a wheel passing over a field of the hand does not change it
        self.game = game
        self.n = game.n
        self.index = len(game.hands) if index is None else index
        self.editing = hand is not None
        self.before = before if before is not None else self._sheet_before()
        self.problems: list = []
        self._hand = None
        self._showing = False
        self._finished = False
        expected = self.before.next_dealer if self.before is not None else None
        if self.index == 0 and first_dealer is not None:
            expected = first_dealer
        self.entry = Entry(
            players=game.players,
            convention=game.convention,
            raspasy_run=self.before.raspasy_run if self.before is not None else 0,
            number=self.index + 1,
            expected_dealer=expected,
        )
        self.calls = [getattr(self.ui, f"callBox{seat}") for seat in range(4)]
        self.tricks = [getattr(self.ui, f"tricksEdit{seat}") for seat in range(4)]
        self.names = [getattr(self.ui, f"seatName{seat}") for seat in range(4)]
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(
            translate("HandDialog", "&Record") if not self.editing else translate("HandDialog", "&Save changes")
        )
        self.ui.previewLabel.setStyleSheet("color: #0b5d1e; font-weight: bold;")
        font = self.ui.contractBox.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.ui.contractBox.setFont(font)
        self._fill_choices()
        if hand is not None:
            self.entry.load(hand)
            if hand.kind == HandKind.ADJUSTMENT:
                self._load_adjustment(hand)
        self._connect()
        self.setWindowTitle(
            (
                translate("HandDialog", "Edit hand {number}")
                if self.editing
                else translate("HandDialog", "Hand {number}")
            ).format(number=self.index + 1)
        )
        self.show_entry()
        if first_key:  # typed in the main window: it opened the dialog and counts as the first key
            self.type_text(first_key)

    # -- the answer -----------------------------------------------------------
    def hand(self):
        return self._hand

    def _sheet_before(self) -> Sheet | None:
        try:
            return score(self.game.model_copy(update={"hands": self.game.hands[: self.index]}))
        except LedgerError:
            return None

    def _fill_choices(self) -> None:
        ui = self.ui
        for kind in HandKind:
            ui.kindBox.addItem(kind_name(kind), kind)
        for seat, name in enumerate(self.game.players):
            ui.dealerBox.addItem(f"{seat + 1}. {name}", seat)
            ui.declarerBox.addItem(f"{seat + 1}. {name}", seat)
        ui.declarerBox.insertItem(0, "—", None)
        ui.contractBox.addItem("—", None)
        for bid in BIDS:
            ui.contractBox.addItem(bid_text(bid), bid)
        ui.contractBox.setMaxVisibleItems(len(BIDS) + 1)
        colour_bid_box(ui.contractBox)
        ui.prikupBox.addItem("—", None)
        for count in PRIKUP_COUNTS:
            ui.prikupBox.addItem(str(count), count)
        for multiplier in MULTIPLIERS:
            ui.darkBox.addItem(translate("HandDialog", "no") if multiplier == 1 else f"×{multiplier}", multiplier)
        hint = [ui.keysHint.text()]
        if self.game.convention.prikup_premium:
            hint.append(translate("HandDialog", "After the contract k2/к2: the prikup sold two tricks."))
        hint.append(translate("HandDialog", "d/т: dark, ×2 (again: ×4)."))
        ui.keysHint.setText(" ".join(hint))
        for box in self.calls:
            box.addItem("", None)
            for call in Call:
                box.addItem(call_name(call), call)
        for seat in range(self.entry.seats, 4):
            for widget in (self.names[seat], self.calls[seat], self.tricks[seat]):
                widget.hide()
        if self.n == 2:  # the dummy takes tricks and never speaks
            self.calls[DUMMY].hide()
        self._setup_adjustment_table()

    def _setup_adjustment_table(self) -> None:
        table = self.ui.adjustmentTable
        players = self.game.players
        columns = [translate("HandDialog", "pulya"), translate("HandDialog", "gora")]
        # two lines ("whists on" over the name): a column need be only as wide as the name
        columns += [translate("HandDialog", "whists on\n{name}").format(name=name) for name in players]
        table.setRowCount(self.n)
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels(columns)
        table.setVerticalHeaderLabels(list(players))
        for row in range(self.n):
            for column in range(len(columns)):
                item = QTableWidgetItem("0")
                if column == 2 + row:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setText("")
                table.setItem(row, column, item)
        # every header in full: columns as wide as their header, the table as wide as its columns
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setMinimumSectionSize(table.fontMetrics().horizontalAdvance("-0000") + 12)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def _load_adjustment(self, hand) -> None:
        table = self.ui.adjustmentTable

        def put(row: int, column: int, amount: int) -> None:
            item = table.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                table.setItem(row, column, item)
            item.setText(str(amount))

        for seat in range(self.n):
            if hand.pulya:
                put(seat, 0, hand.pulya[seat])
            if hand.gora:
                put(seat, 1, hand.gora[seat])
            if hand.whists:
                for on in range(self.n):
                    if on != seat:
                        put(seat, 2 + on, hand.whists[seat][on])
        self.ui.noteEdit.setText(hand.note or "")

    def _connect(self) -> None:
        ui, entry = self.ui, self.entry
        ui.kindBox.currentIndexChanged.connect(lambda: self._clicked(entry.set_kind, ui.kindBox.currentData()))
        ui.dealerBox.currentIndexChanged.connect(lambda: self._clicked(entry.set_dealer, ui.dealerBox.currentData()))
        ui.declarerBox.currentIndexChanged.connect(
            lambda: self._clicked(entry.set_declarer, ui.declarerBox.currentData())
        )
        ui.contractBox.currentIndexChanged.connect(lambda: self._clicked(entry.set_bid, ui.contractBox.currentData()))
        for seat, box in enumerate(self.calls):
            box.currentIndexChanged.connect(
                lambda _i, seat=seat, box=box: self._clicked(entry.set_call, seat, box.currentData())
            )
        for seat, edit in enumerate(self.tricks):
            edit.textEdited.connect(lambda text, seat=seat: self._clicked(entry.set_tricks, seat, _count(text)))
        ui.concededBox.toggled.connect(lambda on: self._clicked(entry.set_conceded, on))
        ui.openBox.toggled.connect(lambda on: self._clicked(setattr, entry, "open", on))
        ui.prikupBox.currentIndexChanged.connect(lambda: self._clicked(entry.set_prikup, ui.prikupBox.currentData()))
        ui.darkBox.currentIndexChanged.connect(lambda: self._clicked(entry.set_multiplier, ui.darkBox.currentData()))
        ui.adjustmentTable.itemChanged.connect(lambda _item: self._clicked(self._read_adjustment))
        ui.noteEdit.textChanged.connect(lambda _text: self._clicked(self._read_adjustment))
        ui.buttons.accepted.connect(self._accept)
        ui.buttons.rejected.connect(self.reject)
        for widget in self._field_widgets().values():
            widget.installEventFilter(self)
        for widget in (ui.kindBox, ui.dealerBox, ui.concededBox, ui.openBox, ui.prikupBox, ui.darkBox, self.ok_button):
            widget.installEventFilter(self)

    def _clicked(self, change, *args) -> None:
        """A field changed by the mouse (or a widget's own keys): tell the entry, then show it."""
        if self._showing:
            return
        change(*args)
        self.show_entry()

    def _field_widgets(self) -> dict:
        fields = {DECLARER: self.ui.declarerBox, CONTRACT: self.ui.contractBox}
        for seat in range(self.entry.seats):
            fields[("call", seat)] = self.calls[seat]
            fields[("tricks", seat)] = self.tricks[seat]
        return fields

    # -- what the entry says, shown ------------------------------------------------
    def kind(self) -> HandKind:
        return self.entry.kind

    def dealer(self) -> int | None:
        return self.entry.hand_dealer()

    def table_dealer(self) -> int | None:
        """The dealer as far as seating goes (sits out with four players)."""
        return self.entry.dealer

    def declarer(self) -> int | None:
        return self.entry.declarer

    def bid(self):
        return self.entry.bid

    def defenders(self) -> tuple[int, int] | None:
        return self.entry.defenders()

    def trick_count(self, seat: int) -> int | None:
        return self.entry.trick_count(seat)

    def show_entry(self) -> None:
        """Set every widget from the entry, check the hand, and put the focus on the entry's field."""
        self._showing = True
        try:
            self._show_fields()
            self._check()
            self._focus()
        finally:
            self._showing = False

    def _show_fields(self) -> None:
        ui, entry = self.ui, self.entry
        kind = entry.kind
        ui.kindBox.setCurrentIndex(list(HandKind).index(kind))  # the box lists the kinds in their order
        ui.pages.setCurrentIndex(1 if kind == HandKind.ADJUSTMENT else 0)
        ui.dealerBox.setCurrentIndex(-1 if entry.dealer is None else entry.dealer)
        ui.declarerBox.setCurrentIndex(
            0 if entry.declarer is None or kind not in (HandKind.GAME, HandKind.MISERE) else entry.declarer + 1
        )
        ui.contractBox.setCurrentIndex(0 if entry.bid is None else BIDS.index(entry.bid) + 1)
        ui.declarerBox.setEnabled(kind in (HandKind.GAME, HandKind.MISERE))
        ui.contractBox.setEnabled(kind in (HandKind.GAME, HandKind.MISERE))
        ui.concededBox.setEnabled(kind == HandKind.GAME)
        ui.concededBox.setChecked(entry.conceded)
        ui.openBox.setChecked(entry.open)
        # prikup and dark: shown only where the convention and the kind of hand use them
        for widget in (ui.prikupLabel, ui.prikupBox):
            widget.setVisible(entry.uses_prikup())
        for widget in (ui.darkLabel, ui.darkBox):
            widget.setVisible(entry.uses_dark())
        ui.prikupBox.setCurrentIndex(0 if entry.prikup is None else ui.prikupBox.findData(entry.prikup))
        ui.darkBox.setCurrentIndex(MULTIPLIERS.index(entry.multiplier))
        asked = entry.call_seats()
        pair = entry.defenders()
        seats = entry.trick_seats()
        auto = entry.auto_seat()
        for seat in range(self.entry.seats):
            box = self.calls[seat]
            box.setEnabled(seat in asked)
            call = entry.calls[seat]
            box.setCurrentIndex(list(Call).index(call) + 1 if call else 0)  # after the empty item, in their order
            edit = self.tricks[seat]
            edit.setEnabled(seat in seats)
            edit.setReadOnly(seat == auto)
            edit.setFocusPolicy(Qt.FocusPolicy.NoFocus if seat == auto else Qt.FocusPolicy.StrongFocus)
            count = entry.trick_count(seat)
            text = "" if count is None else str(count)
            if edit.text() != text:
                edit.setText(text)
            role = ""
            if self.n == 2 and seat == DUMMY:
                self.names[seat].setText(dummy_name())
                continue
            if seat == entry.dealer and self.n == 4 and seat in asked:
                role = translate("HandDialog", "deals, may return the whist")
            elif seat == entry.dealer and self.n == 4 and kind == HandKind.RASPASY and seat in seats:
                role = translate("HandDialog", "deals, takes the prikup's tricks")
            elif seat == entry.dealer and self.n == 4:
                role = translate("HandDialog", "deals, sits out")
            elif kind in (HandKind.GAME, HandKind.MISERE) and seat == entry.declarer:
                role = translate("HandDialog", "declarer")
            elif pair and seat == pair[0] and self.n == 2:
                role = translate("HandDialog", "whists or passes")
            elif pair and seat == pair[0]:
                role = translate("HandDialog", "speaks first")
            elif pair and seat == pair[1]:
                role = translate("HandDialog", "speaks second")
            self.names[seat].setText(f"{seat + 1}. {self.game.players[seat]}" + (f" — {role}" if role else ""))

    def _focus(self) -> None:
        if self.entry.kind == HandKind.ADJUSTMENT:
            return
        widget = self._field_widgets().get(self.entry.focus)
        (widget if widget is not None and widget.isEnabled() else self.ok_button).setFocus()

    # -- building and checking the hand ---------------------------------------
    def build(self):
        """The hand the form describes, or a hint (str) of what is still missing."""
        try:
            hand = self.entry.build()
        except (LedgerError, ValueError) as error:
            return _message(error)
        if isinstance(hand, Missing):
            return self._hint(hand)
        return hand

    def _hint(self, missing: Missing) -> str:
        if missing.what == "declarer":
            return translate(
                "HandDialog", "Who played? Press the seat number or the first letter of the name (0 — raspasy)."
            )
        if missing.what == "contract":
            return translate("HandDialog", "Which contract? Type the level and the suit, e.g. 7 ч.")
        if missing.what == "call" and missing.seat is not None:
            return translate("HandDialog", "What did {name} say: whist, pass or half-whist?").format(
                name=self.game.players[missing.seat]
            )
        if missing.what == "adjustment":
            return self.entry.adjustment if isinstance(self.entry.adjustment, str) else ""
        if self.entry.kind == HandKind.MISERE:
            return translate("HandDialog", "How many tricks did the misère player take?")
        if self.entry.kind == HandKind.RASPASY:
            return translate("HandDialog", "Enter everybody's tricks.")
        return translate("HandDialog", "Enter the tricks.")

    def _read_adjustment(self) -> None:
        self.entry.adjustment = self._build_adjustment()

    def _build_adjustment(self):
        table = self.ui.adjustmentTable

        def number(row, column):
            item = table.item(row, column)
            text = item.text().strip() if item else ""
            try:
                return int(text or 0)
            except ValueError:
                raise ValueError(translate("HandDialog", "“{text}” is not a whole number.").format(text=text)) from None

        try:
            pulya = tuple(number(seat, 0) for seat in range(self.n))
            gora = tuple(number(seat, 1) for seat in range(self.n))
            whists = tuple(
                tuple(0 if on == seat else number(seat, 2 + on) for on in range(self.n)) for seat in range(self.n)
            )
        except ValueError as error:
            return str(error)
        note = self.ui.noteEdit.text().strip() or None
        return AdjustmentHand(
            pulya=pulya if any(pulya) else None,
            gora=gora if any(gora) else None,
            whists=whists if any(map(any, whists)) else None,
            note=note,
        )

    def _check(self) -> None:
        """The ledger's problems with the hand so far (an impossible field at once), or what it will write."""
        self._hand = None
        self.problems = self.entry.problems()
        errors = [p.translated(translate, with_hand=False) for p in self.problems if p.is_error]
        hand = self.build()
        if errors:
            self._show(errors=errors)
            return
        warnings = [p.translated(translate, with_hand=False) for p in self.problems]
        if isinstance(hand, str):
            self._show(hint=hand, warnings=warnings)
            return
        if self.before is None:  # the hands before do not score: nothing to preview against
            self._hand = hand
            self._show(warnings=warnings)
            return
        try:
            result = self.before.extended(hand).hands[-1]  # this hand scored after the ones before
        except HandError as error:
            self._show(errors=[error.problem.translated(translate, with_hand=False)])
            return
        self._hand = hand
        for warning in result.warnings:
            text = warning.translated(translate, with_hand=False)
            if text not in warnings:
                warnings.append(text)
        self._show(warnings=warnings, preview=result.summary(list(self.game.players), translate))

    def _show(self, hint: str = "", errors=(), warnings=(), preview: str = "") -> None:
        label = self.ui.problemLabel
        if errors:
            show_problem(label, "\n".join(errors))
        elif warnings:
            label.setText("\n".join(f"⚠ {w}" for w in [*warnings, *([hint] if hint else [])]))
            label.setStyleSheet("color: #8a5a00;")
        else:
            label.setText(hint or translate("HandDialog", "Enter records the hand."))
            label.setStyleSheet("color: #555;")
        self.ui.previewLabel.setText(
            translate("HandDialog", "Writes: {summary}").format(summary=preview) if preview else ""
        )
        self.ok_button.setEnabled(self._hand is not None)

    def message(self) -> str:
        """What the dialog tells the player right now (errors, warnings or a hint)."""
        return self.ui.problemLabel.text()

    def preview(self) -> str:
        return self.ui.previewLabel.text()

    def _accept(self) -> None:
        if self._hand is None:
            return
        if self.editing:  # the hands after an edited one must still score
            try:
                score(self.game.replace_hand(self.index, self._hand))
            except HandError as error:
                self._hand = None
                self._show(errors=[error.problem.translated(translate)])
                return
        self.accept()

    # -- the keyboard ---------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Keys typed elsewhere (the main window) that belong to this hand."""
        self.feed([TypedKey(0, 0, char) for char in text])

    def feed(self, keys: list[TypedKey]) -> list[TypedKey]:
        """Keys typed before the dialog had the focus, in order; those after an Enter that closed it."""
        keys = list(keys)
        while keys and not self.finished_:
            self.handle_key(keys.pop(0))
        return keys

    @property
    def finished_(self) -> bool:
        """Recorded or cancelled (the window may not have closed yet)."""
        return self._finished

    def done(self, result: int) -> None:
        self._finished = True
        super().done(result)

    def exec(self) -> int:
        """Show the dialog and wait for the hand.

        The main window is not blocked (a modal dialog would make the window system drop
        the keys typed at it before this one has the focus): the main window hands every
        key typed at it to :meth:`handle_key` until the dialog is done.
        """
        if self._finished:
            return self.result()
        loop = QEventLoop()
        self.finished.connect(loop.quit)
        self.show()
        self.raise_()
        self.activateWindow()
        loop.exec()
        return self.result()

    def handle_key(self, typed: TypedKey) -> bool:
        """One key for the field in focus (wherever it was typed); whether it was used."""
        key, modifiers, text = typed
        if self._finished:
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or (not key and text in "\r\n" and text):
            if not modifiers & Qt.KeyboardModifier.AltModifier.value:
                self._accept()
                return True
        if key == Qt.Key.Key_Escape:
            self.reject()
            return True
        if modifiers & (Qt.KeyboardModifier.ControlModifier.value | Qt.KeyboardModifier.AltModifier.value):
            return False
        if self.entry.kind == HandKind.ADJUSTMENT:
            return False
        if key == Qt.Key.Key_Backtab:
            self.entry.back()
        elif key == Qt.Key.Key_Tab:
            self.entry.advance()
        elif key == Qt.Key.Key_Backspace:
            self.entry.backspace()
        elif text:
            used = self.entry.key(text)
            self.show_entry()
            return used
        else:
            return False
        self.show_entry()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind == QEvent.Type.FocusIn and not self._showing:
            field = next((f for f, w in self._field_widgets().items() if w is watched), None)
            if field is not None and field != self.entry.focus:
                self.entry.go_to(field)  # the player clicked another field
            elif watched is self.ok_button and self.entry.focus != DONE:
                self.entry.go_to(DONE)
            return False
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        typed = TypedKey.of(event)
        if typed.key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Backtab, Qt.Key.Key_Tab):
            return self.handle_key(typed)
        if watched not in self._field_widgets().values() and not self.entry.takes_whist_back(typed.text):
            return False
        return self.handle_key(typed)


class TypedKey(NamedTuple):
    """A key as typed: Qt's key code, its modifiers (as an int) and the text it makes."""

    key: int
    modifiers: int
    text: str

    @classmethod
    def of(cls, event) -> TypedKey:
        return cls(int(event.key()), int(event.modifiers().value), event.text())

    def starts_hand(self) -> bool:
        """A digit or a letter typed at the main window starts the next hand with it."""
        plain = not self.modifiers & (Qt.KeyboardModifier.ControlModifier.value | Qt.KeyboardModifier.AltModifier.value)
        return plain and len(self.text) == 1 and self.text.isalnum()


def _count(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.lstrip("-").isdigit() else None


def _message(error: Exception) -> str:
    """The entry's reason in words: the ledger's own errors are translated."""
    return error.translated(translate) if isinstance(error, LedgerError) else str(error)
