"""Entering or editing one hand, keyboard first.

Typical hand: declarer (seat digit or first letter), level and suit ("7ч"),
each defender's call ("в", "п"), the declarer's and the first defender's tricks
(the last count fills itself in), Enter — eight keys. Every keystroke
re-validates the candidate hand with the ledger's own ``validate_hand``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidgetItem,
    QWidget,
)

from prefcount.i18n import translate
from prefcount.ledger import (
    BIDS,
    MISERE,
    AdjustmentHand,
    Game,
    GameHand,
    HandError,
    LedgerError,
    MisereHand,
    RaspasyHand,
    score,
    validate_hand,
    was_played,
)
from prefcount.ledger.hands import TRICKS
from prefcount.ledger.validation import active_seats, defenders
from prefcount.ui import hand_keys
from prefcount.ui.forms.hand_dialog_ui import Ui_HandDialog
from prefcount.ui.suits import colour_bid_box
from prefcount.words import CALLS, KINDS, bid_text, call_name, kind_name


class HandDialog(QDialog):
    """Asks for one hand; :meth:`get_hand` returns it, or ``None`` when cancelled."""

    def __init__(
        self, game: Game, index: int | None = None, hand=None, parent: QWidget | None = None, first_key: str = ""
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_HandDialog()
        self.ui.setupUi(self)
        self.game = game
        self.n = game.n
        self.index = len(game.hands) if index is None else index
        self.editing = hand is not None
        self.problems: list = []
        self._hand = None
        self._level_pending: int | None = None
        self._ten_pending = False
        self._filling = False
        self.calls = [getattr(self.ui, f"callBox{seat}") for seat in range(4)]
        self.tricks = [getattr(self.ui, f"tricksEdit{seat}") for seat in range(4)]
        self.names = [getattr(self.ui, f"seatName{seat}") for seat in range(4)]
        self.ok_button = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(
            translate("HandDialog", "&Record") if not self.editing else translate("HandDialog", "&Save changes")
        )
        self.derived_dealer = self._derived_dealer()
        self.ui.previewLabel.setStyleSheet("color: #0b5d1e; font-weight: bold;")
        font = self.ui.contractBox.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.ui.contractBox.setFont(font)
        self._fill_choices()
        self._connect()
        if hand is not None:
            self._load(hand)
        self.setWindowTitle(
            (
                translate("HandDialog", "Edit hand {number}")
                if self.editing
                else translate("HandDialog", "Hand {number}")
            ).format(number=self.index + 1)
        )
        self._refresh()
        self.ui.declarerBox.setFocus()
        if first_key:  # typed in the main window: it opened the dialog and counts as the first key
            self._declarer_key(first_key.lower())

    # -- opening -------------------------------------------------------------
    @classmethod
    def get_hand(cls, parent: QWidget | None, game: Game, index: int | None = None, hand=None, first_key: str = ""):
        """Open the dialog; the hand it records, or ``None``."""
        dialog = cls(game, index, hand, parent, first_key)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.hand()
        return None

    def hand(self):
        return self._hand

    def _derived_dealer(self) -> int | None:
        try:
            before = self.game.model_copy(update={"hands": self.game.hands[: self.index]})
            return score(before).next_dealer
        except LedgerError:
            return None

    def _fill_choices(self) -> None:
        ui = self.ui
        for kind in KINDS:
            ui.kindBox.addItem(kind_name(kind), kind)
        for seat, name in enumerate(self.game.players):
            ui.dealerBox.addItem(f"{seat + 1}. {name}", seat)
            ui.declarerBox.addItem(f"{seat + 1}. {name}", seat)
            self.names[seat].setText(f"{seat + 1}. {name}")
        ui.declarerBox.insertItem(0, "—", None)
        ui.declarerBox.setCurrentIndex(0)
        ui.contractBox.addItem("—", None)
        for bid in BIDS:
            ui.contractBox.addItem(bid_text(bid), bid)
        ui.contractBox.setMaxVisibleItems(len(BIDS) + 1)
        colour_bid_box(ui.contractBox)
        for box in self.calls:
            box.addItem("", None)
            for call in CALLS:
                box.addItem(call_name(call), call)
        for seat in range(self.n, 4):
            for widget in (self.names[seat], self.calls[seat], self.tricks[seat]):
                widget.hide()
        if self.derived_dealer is not None:
            ui.dealerBox.setCurrentIndex(self.derived_dealer)
        if self.n == 3 and self.derived_dealer is None:
            ui.dealerBox.setCurrentIndex(-1)
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

    def _connect(self) -> None:
        ui = self.ui
        ui.kindBox.currentIndexChanged.connect(self._kind_changed)
        for widget in (ui.dealerBox, ui.declarerBox, ui.contractBox, *self.calls):
            widget.currentIndexChanged.connect(self._refresh)
        for edit in self.tricks:
            edit.textChanged.connect(self._refresh)
        for box in (ui.concededBox, ui.openBox):
            box.toggled.connect(self._refresh)
        ui.adjustmentTable.itemChanged.connect(self._refresh)
        ui.noteEdit.textChanged.connect(self._refresh)
        ui.buttons.accepted.connect(self._accept)
        ui.buttons.rejected.connect(self.reject)
        for widget in (
            ui.declarerBox,
            ui.contractBox,
            *self.calls,
            *self.tricks,
            ui.kindBox,
            ui.dealerBox,
            ui.concededBox,
            ui.openBox,
            self.ok_button,
        ):
            widget.installEventFilter(self)

    def _load(self, hand) -> None:
        ui = self.ui
        ui.kindBox.setCurrentIndex(KINDS.index(hand.kind))
        if hand.dealer is not None:
            ui.dealerBox.setCurrentIndex(hand.dealer)
        ui.openBox.setChecked(bool(hand.open))
        if hand.kind in ("game", "misere"):
            ui.declarerBox.setCurrentIndex(hand.declarer + 1)
        if hand.kind == "game":
            ui.contractBox.setCurrentIndex(BIDS.index(hand.contract) + 1)
            ui.concededBox.setChecked(hand.conceded)
            for seat, call in enumerate(hand.calls):
                self.calls[seat].setCurrentIndex(CALLS.index(call) + 1 if call else 0)
            if hand.tricks:
                self._set_tricks(hand.tricks)
        elif hand.kind == "misere":
            self.tricks[hand.declarer].setText(str(hand.tricks))
        elif hand.kind == "raspasy":
            self._set_tricks(hand.tricks)
        elif hand.kind == "adjustment":
            table = ui.adjustmentTable
            for seat in range(self.n):
                if hand.pulya:
                    table.item(seat, 0).setText(str(hand.pulya[seat]))
                if hand.gora:
                    table.item(seat, 1).setText(str(hand.gora[seat]))
                if hand.whists:
                    for on in range(self.n):
                        if on != seat:
                            table.item(seat, 2 + on).setText(str(hand.whists[seat][on]))
            ui.noteEdit.setText(hand.note or "")

    def _set_tricks(self, tricks) -> None:
        for seat, value in enumerate(tricks):
            self.tricks[seat].setText("" if value is None else str(value))

    # -- what the form says --------------------------------------------------
    def kind(self) -> str:
        return self.ui.kindBox.currentData() or "game"

    def dealer(self) -> int | None:
        seat = self.ui.dealerBox.currentData()
        if self.n == 3 and seat == self.derived_dealer:
            return None  # three players: the ledger knows who deals; don't repeat it
        return seat

    def table_dealer(self) -> int | None:
        """The dealer as far as seating goes (sits out with four players)."""
        return self.ui.dealerBox.currentData()

    def declarer(self) -> int | None:
        return self.ui.declarerBox.currentData()

    def bid(self):
        return self.ui.contractBox.currentData()

    def active(self) -> list[int]:
        return active_seats(self.n, self.table_dealer())

    def defenders(self) -> tuple[int, int] | None:
        declarer = self.declarer()
        if declarer is None:
            return None
        return defenders(declarer, self.n, self.table_dealer())

    def call(self, seat: int) -> str | None:
        return self.calls[seat].currentData()

    def trick_count(self, seat: int) -> int | None:
        text = self.tricks[seat].text().strip()
        return int(text) if text.lstrip("-").isdigit() else None  # the filled-in count may be negative

    def played(self) -> bool:
        """Whether the hand as entered so far is played out (the ledger's rule), so it has tricks."""
        pair = self.defenders()
        if pair is None:
            return False
        return was_played([self.call(seat) for seat in pair], self.ui.concededBox.isChecked())

    def trick_seats(self) -> list[int]:
        """Whose tricks are asked for, in the order they are typed."""
        kind = self.kind()
        if kind == "raspasy":
            return self.active()
        declarer = self.declarer()
        if declarer is None:
            return []
        if kind == "misere":
            return [declarer]
        if kind == "game" and self.played():
            return [declarer, *self.defenders()]
        return []

    def auto_seat(self) -> int | None:
        """The count that fills itself in so the tricks add up to ten."""
        seats = self.trick_seats()
        return seats[-1] if len(seats) > 1 else None

    # -- building and checking the hand ---------------------------------------
    def build(self):
        """The hand the form describes, or a hint (str) of what is still missing."""
        kind, dealer, declarer = self.kind(), self.dealer(), self.declarer()
        common = {"dealer": dealer, "open": self.ui.openBox.isChecked()}
        if kind == "adjustment":
            return self._build_adjustment(dealer)
        if kind == "raspasy":
            tricks = [self.trick_count(seat) if seat in self.active() else None for seat in range(self.n)]
            if any(tricks[seat] is None for seat in self.active()):
                return translate("HandDialog", "Enter everybody's tricks.")
            return RaspasyHand(tricks=tuple(tricks), **common)
        if declarer is None:
            return translate(
                "HandDialog", "Who played? Press the seat number or the first letter of the name (0 — raspasy)."
            )
        if kind == "misere":
            tricks = self.trick_count(declarer)
            if tricks is None:
                return translate("HandDialog", "How many tricks did the misère player take?")
            return MisereHand(declarer=declarer, tricks=tricks, **common)
        bid = self.bid()
        if bid is None:
            return translate("HandDialog", "Which contract? Type the level and the suit, e.g. 7 ч.")
        calls = [None] * self.n
        for seat in self.defenders():
            calls[seat] = self.call(seat)
            if calls[seat] is None:
                return translate("HandDialog", "What did {name} say: whist, pass or half-whist?").format(
                    name=self.game.players[seat]
                )
        tricks = None
        if self.played():
            seats = self.trick_seats()
            tricks = [self.trick_count(seat) if seat in seats else None for seat in range(self.n)]
            if any(tricks[seat] is None for seat in seats):
                return translate("HandDialog", "Enter the tricks.")
            tricks = tuple(tricks)
        return GameHand(
            declarer=declarer,
            contract=bid,
            calls=tuple(calls),
            tricks=tricks,
            conceded=self.ui.concededBox.isChecked(),
            **common,
        )

    def _build_adjustment(self, dealer):
        table = self.ui.adjustmentTable

        def number(row, column):
            item = table.item(row, column)
            text = item.text().strip() if item else ""
            try:
                return int(text or 0)
            except ValueError:
                raise ValueError(translate("HandDialog", "“{text}” is not a whole number.").format(text=text))

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
            dealer=dealer,
        )

    def _refresh(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._update_enabled()
            self._fill_auto_tricks()
            self._check()
        finally:
            self._filling = False

    def _check(self) -> None:
        self._hand = None
        self.problems = []
        try:
            hand = self.build()
        except (LedgerError, ValueError) as error:
            hand = _message(error)
        if isinstance(hand, str):
            self._show(hint=hand)
            return
        self.problems = validate_hand(self.game, hand, self.index)
        errors = [p for p in self.problems if p.severity == "error"]
        if errors:
            self._show(errors=[p.translated(translate, with_hand=False) for p in errors])
            return
        warnings = [p.translated(translate, with_hand=False) for p in self.problems]
        try:
            result_game = (
                self.game.replace_hand(self.index, hand) if self.editing else self.game.insert_hand(self.index, hand)
            )
            sheet = score(result_game)
        except HandError as error:
            self._show(errors=[error.problem.translated(translate)])
            return
        self._hand = hand
        result = sheet.hands[self.index]
        preview = result.summary(list(self.game.players), translate)
        warnings += [
            w.translated(translate, with_hand=False)
            for w in result.warnings
            if w.translated(translate, with_hand=False) not in warnings
        ]
        self._show(warnings=warnings, preview=preview)

    def _show(self, hint: str = "", errors=(), warnings=(), preview: str = "") -> None:
        label = self.ui.problemLabel
        if errors:
            label.setText("\n".join(errors))
            label.setStyleSheet("color: #b00020; font-weight: bold;")
        elif warnings:
            label.setText("\n".join(f"⚠ {w}" for w in warnings))
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

    def _update_enabled(self) -> None:
        kind = self.kind()
        ui = self.ui
        ui.pages.setCurrentIndex(1 if kind == "adjustment" else 0)
        is_game = kind == "game"
        ui.declarerBox.setEnabled(kind in ("game", "misere"))
        ui.contractBox.setEnabled(kind in ("game", "misere"))
        ui.concededBox.setEnabled(is_game)
        ui.dealerLabel.setVisible(True)
        pair = self.defenders() if is_game else None
        seats = self.trick_seats()
        auto = self.auto_seat()
        for seat in range(self.n):
            box = self.calls[seat]
            box.setEnabled(bool(pair) and seat in pair)
            if not box.isEnabled() and box.currentIndex() != 0:
                box.setCurrentIndex(0)
            edit = self.tricks[seat]
            edit.setEnabled(seat in seats)
            edit.setReadOnly(seat == auto)
            edit.setFocusPolicy(Qt.FocusPolicy.NoFocus if seat == auto else Qt.FocusPolicy.StrongFocus)
            if seat not in seats and edit.text():
                edit.clear()
            role = ""
            if seat == self.table_dealer() and self.n == 4:
                role = translate("HandDialog", "deals, sits out")
            elif kind in ("game", "misere") and seat == self.declarer():
                role = translate("HandDialog", "declarer")
            elif pair and seat == pair[0]:
                role = translate("HandDialog", "speaks first")
            elif pair and seat == pair[1]:
                role = translate("HandDialog", "speaks second")
            self.names[seat].setText(f"{seat + 1}. {self.game.players[seat]}" + (f" — {role}" if role else ""))

    def _fill_auto_tricks(self) -> None:
        auto = self.auto_seat()
        if auto is None:
            return
        others = [self.trick_count(seat) for seat in self.trick_seats() if seat != auto]
        edit = self.tricks[auto]
        if all(value is not None for value in others):
            edit.setText(str(TRICKS - sum(others)))
        else:
            edit.clear()

    def _kind_changed(self) -> None:
        kind = self.kind()
        if kind == "misere" and self.bid() is not MISERE:
            self.ui.contractBox.setCurrentIndex(BIDS.index(MISERE) + 1)
        elif kind != "misere" and self.bid() is MISERE:
            self.ui.contractBox.setCurrentIndex(0)
        self._refresh()

    def _accept(self) -> None:
        self._refresh()
        if self._hand is not None:
            self.accept()

    # -- the keyboard ---------------------------------------------------------
    def focus_order(self) -> list[QWidget]:
        """The fields to type into for this kind of hand, in order."""
        kind = self.kind()
        ui = self.ui
        order: list[QWidget] = []
        if kind in ("game", "misere"):
            order += [ui.declarerBox, ui.contractBox]
        if kind == "game" and self.defenders():
            order += [self.calls[seat] for seat in self.defenders()]
        auto = self.auto_seat()
        order += [self.tricks[seat] for seat in self.trick_seats() if seat != auto]
        return order

    def advance(self, widget: QWidget) -> None:
        order = self.focus_order()
        after = order[order.index(widget) + 1 :] if widget in order else order
        for target in after:
            if target.isEnabled():
                target.setFocus()
                return
        self.ok_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & Qt.KeyboardModifier.AltModifier:
            self._accept()
            return True
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        text = event.text().lower()
        if watched is self.ui.declarerBox:
            return self._declarer_key(text)
        if watched is self.ui.contractBox:
            return self._contract_key(text, key)
        if watched in self.calls:
            return self._call_key(watched, text)
        if watched in self.tricks:
            return self._tricks_key(watched, text, key)
        return False

    def _declarer_key(self, text: str) -> bool:
        if not text:
            return False
        box = self.ui.declarerBox
        seat = None
        if text.isdigit() and 1 <= int(text) <= self.n:
            seat = int(text) - 1
        elif text in hand_keys.RASPASY_KEYS:
            self.ui.kindBox.setCurrentIndex(KINDS.index("raspasy"))
            self.advance(box)
            return True
        else:
            matches = [s for s, name in enumerate(self.game.players) if name.lower().startswith(text)]
            if len(matches) == 1:
                seat = matches[0]
        if seat is None:
            return text.isprintable()
        if self.kind() not in ("game", "misere"):
            self.ui.kindBox.setCurrentIndex(KINDS.index("game"))
        box.setCurrentIndex(seat + 1)
        self.advance(box)
        return True

    def _contract_key(self, text: str, key: int) -> bool:
        box = self.ui.contractBox
        if key == Qt.Key.Key_Backspace:
            self._level_pending, self._ten_pending = None, False
            box.setCurrentIndex(0)
            return True
        if not text:
            return False
        if self._ten_pending and text == "0":
            self._ten_pending, self._level_pending = False, 10
            return True
        if self._level_pending is not None and text in hand_keys.SUIT_KEYS:
            suit = hand_keys.SUIT_KEYS[text]
            bid = next(b for b in BIDS if getattr(b, "suit", None) == suit and b.level == self._level_pending)
            self._level_pending = None
            if self.kind() != "game":
                self.ui.kindBox.setCurrentIndex(KINDS.index("game"))
            box.setCurrentIndex(BIDS.index(bid) + 1)
            self.advance(box)
            return True
        if text in hand_keys.LEVEL_KEYS:
            self._level_pending, self._ten_pending = hand_keys.LEVEL_KEYS[text], False
            return True
        if text == "1":
            self._ten_pending, self._level_pending = True, None
            return True
        if text in hand_keys.MISERE_KEYS:
            self._level_pending = None
            self.ui.kindBox.setCurrentIndex(KINDS.index("misere"))
            self.advance(box)
            return True
        return text.isprintable()

    def _call_key(self, box, text: str) -> bool:
        call = hand_keys.CALL_KEYS.get(text)
        if call is None:
            return bool(text) and text.isprintable()
        box.setCurrentIndex(CALLS.index(call) + 1)
        self.advance(box)
        return True

    def _tricks_key(self, edit, text: str, key: int) -> bool:
        if key == Qt.Key.Key_Backspace:
            edit.clear()
            return True
        if not text:
            return False
        if text in hand_keys.CONCEDE_KEYS and self.kind() == "game":
            self.ui.concededBox.setChecked(not self.ui.concededBox.isChecked())
            self.ok_button.setFocus()
            return True
        if not text.isdigit():
            return text.isprintable()
        if edit.text() == "1" and edit.property("pending"):
            edit.setProperty("pending", False)
            if text == "0":
                edit.setText("10")
                self.advance(edit)
                return True
            self.advance(edit)
            target = self.focusWidget()
            if target in self.tricks and target is not edit:
                return self._tricks_key(target, text, key)
            return True
        edit.setText(text)
        if text == "1":
            edit.setProperty("pending", True)  # 1 or 10: wait for the next key
            return True
        edit.setProperty("pending", False)
        self.advance(edit)
        return True


def _message(error: Exception) -> str:
    if isinstance(error, LedgerError) and hasattr(error, "translated"):
        return error.translated(translate)
    errors = getattr(error, "errors", None)
    if callable(errors):  # pydantic ValidationError: the first reason, without the noise
        try:
            first = errors()[0]
            return str(first.get("ctx", {}).get("error") or first.get("msg"))
        except Exception:  # noqa: BLE001
            pass
    return str(error)
