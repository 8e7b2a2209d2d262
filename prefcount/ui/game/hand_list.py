"""The hand list beside the sheet: one row per hand of the document's sheet, as the table would say it.

Texts are made when a row is shown, from the document's sheet; an edit only
tells the view which rows came, went or may read differently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QResizeEvent
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView

from prefcount.ledger import HandKind
from prefcount.ui.widgets.colours import Shade, colour
from prefcount.words.hands import (
    call_letter,
    calls_in_full,
    hand_label,
    is_red,
    seat_names,
)
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ledger import HandResult
    from prefcount.ui.game.document import Change, GameDocument

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
ROLES = frozenset((DISPLAY, FOREGROUND, TOOLTIP, ALIGNMENT))
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
COLUMNS = ("number", "dealer", "declarer", "contract", "calls", "tricks", "wrote")


def column_title(column: str) -> str:
    return {
        "number": "#",
        "dealer": translate("HandList", "Dealer"),
        "declarer": translate("HandList", "Declarer"),
        "contract": translate("HandList", "Contract"),
        "calls": translate("HandList", "Calls"),
        "tricks": translate("HandList", "Tricks"),
        "wrote": translate("HandList", "What it wrote"),
    }[column]


class HandListModel(QAbstractTableModel):
    """The document's hands as rows; follows the document's :class:`~prefcount.ui.game.document.Change`."""

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._rows = len(document.game.hands)
        document.changed.connect(self.follow)

    def follow(self, change: Change) -> None:
        """Insert, remove or refresh the rows one change touched (hands after an edit may score anew)."""
        rows = len(self.document.game.hands)
        if change.kind == "append":
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()
            return
        if change.kind == "insert":
            self.beginInsertRows(QModelIndex(), change.index, change.index)
            self._rows = rows
            self.endInsertRows()
        elif change.kind == "remove":
            self.beginRemoveRows(QModelIndex(), change.index, change.index)
            self._rows = rows
            self.endRemoveRows()
        elif rows != self._rows:  # another game
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        first = 0 if change.kind == "reset" else change.index
        if rows > first:
            self.dataChanged.emit(self.index(first, 0), self.index(rows - 1, len(COLUMNS) - 1))

    def retranslate(self) -> None:
        """Another language: every text and the headers again."""
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(COLUMNS) - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # Qt override
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # Qt override
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:  # Qt override
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return column_title(COLUMNS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> object:
        # called for every visible cell and role on each repaint: answer the common "no" first
        role = int(role)
        if role not in ROLES or not index.isValid():
            return None
        column = COLUMNS[index.column()]
        row = index.row()
        if role == DISPLAY:
            return self.text(row, column)
        if role == FOREGROUND:
            if column != "contract":
                return None
            hand = self.document.game.hands[row]
            red = hand.kind == HandKind.GAME and is_red(hand.contract)
            return QBrush(colour(Shade.RED_SUIT)) if red else None  # (in the scheme shown now)
        if role == TOOLTIP:
            return self.tooltip(row, column) or None
        return CENTRE if column in ("number", "tricks") else None

    def _result(self, row: int) -> HandResult | None:
        """The sheet's record of hand ``row``, or None when the game does not score (a damaged file)."""
        if self.document.error is not None:
            return None
        return self.document.sheet.hands[row]

    def text(self, row: int, column: str) -> str:
        """What cell (``row``, ``column``) shows."""
        game = self.document.game
        hand = game.hands[row]
        players = game.players
        result = self._result(row)
        if column == "number":
            return str(row + 1)
        if column == "dealer":
            dealer = result.dealer if result is not None else hand.dealer
            return players[dealer] if dealer is not None else ""
        if column == "declarer":
            return players[hand.declarer] if hand.declared else ""
        if column == "contract":  # without the dealer's whist: the calls beside it show it
            return hand_label(hand, result.raspasy_k if result is not None else 0, game.n, dealer_whist=False)
        if column == "calls":  # short: the seat (the number a hand is typed by) and a letter, «2 В, 3 П»
            if hand.kind != HandKind.GAME:
                return ""
            return ", ".join(f"{seat + 1} {call_letter(call)}" for seat, call in enumerate(hand.calls) if call)
        if column == "tricks":
            if hand.kind == HandKind.MISERE:
                return str(hand.tricks)
            tricks = getattr(hand, "tricks", None)
            if not tricks:
                return ""
            return "-".join("·" if t is None else str(t) for t in tricks)  # · the dealer sitting out
        if column == "wrote":
            return result.summary(list(players), translate) if result is not None else ""
        return ""

    def tooltip(self, row: int, column: str) -> str:
        """The cell said in full: names with every call and count, the contract in words."""
        game = self.document.game
        hand = game.hands[row]
        players = game.players
        if column == "calls" and hand.kind == HandKind.GAME:
            return calls_in_full(hand.calls, players)
        if column == "tricks":
            if hand.kind == HandKind.MISERE:
                counts = [(hand.declarer, hand.tricks)]
            else:
                tricks = getattr(hand, "tricks", None) or ()
                counts = [(seat, t) for seat, t in enumerate(tricks) if t is not None]
            if not counts:
                return ""
            names = seat_names(players)  # with two players the dummy's tricks too
            lines = [f"{names[seat]}: {count}" for seat, count in counts]
            return "\n".join([translate("HandList", "Tricks") + ":", *lines])
        if column == "contract":
            result = self._result(row)
            return hand_label(hand, result.raspasy_k if result is not None else 0, game.n)
        if column in ("dealer", "declarer", "wrote"):
            return self.text(row, column)
        return ""


class RowPaint(QObject):
    """A row count change repaints only the rows it moved, not the whole list.

    Qt's table answers every row inserted or removed by laying out and repainting its whole viewport
    (its row header's ``sectionCountChanged`` → ``doItemsLayout``): about 170 cells asked for 7 roles
    each when a hand is recorded. Here the header's signal is held while the model's rows come or go;
    then the scroll bars are set anew and only the rows from the first one touched to the bottom of
    the viewport are painted (a hand appended: its row alone, and the scroll to it moves the rest).
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        model = view.model()
        model.rowsAboutToBeInserted.connect(self._hold)
        model.rowsAboutToBeRemoved.connect(self._hold)
        model.rowsInserted.connect(self._moved)
        model.rowsRemoved.connect(self._moved)

    def _hold(self, _parent: QModelIndex, _first: int, _last: int) -> None:
        self.view.verticalHeader().blockSignals(True)

    def _moved(self, _parent: QModelIndex, first: int, _last: int) -> None:
        header = self.view.verticalHeader()
        header.blockSignals(False)
        self.view.updateGeometries()  # the scroll bars' range: what the held signal would have set
        viewport = self.view.viewport()
        top = header.sectionViewportPosition(first) if first < header.count() else header.length() - header.offset()
        if top < viewport.height():
            viewport.update(0, max(0, top), viewport.width(), viewport.height() - max(0, top))


#: The least the last column ("What it wrote", which stretches) keeps when the others are squeezed.
WROTE_LEAST = 120
#: ... and the least it keeps when even the other columns' least leave it less (a narrow screen).
WROTE_NARROWEST = 40
#: The columns always as wide as their widest text (short by design): only the names and what a hand wrote
#: give way to a narrow list, elided, each said in full in its tooltip.
WHOLE = frozenset(("number", "contract", "calls", "tricks"))


#: The columns of names: squeezed, a name is cut at its end («Никола…») while that still tells the players apart,
#: else in its middle: at 1024×600 a new game's «Игрок 1», «Игрок 2» and «Игрок 3» all read «Игро…», and «Иг… 1»,
#: «Иг… 3» say who.
NAMES = ("dealer", "declarer")


class NameElision(QStyledItemDelegate):
    """A player's name too long for its column: cut at its end if every player's name cut so stays his own, else in
    the middle."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        if not isinstance(model, HandListModel):
            return
        metrics = option.fontMetrics
        width = option.rect.width() - 8  # (the cell's text margins)
        players = model.document.game.players
        cut = {metrics.elidedText(name, Qt.TextElideMode.ElideRight, width) for name in players}
        option.textElideMode = Qt.TextElideMode.ElideRight if len(cut) == len(players) else Qt.TextElideMode.ElideMiddle


class ColumnFit(QObject):
    """The hand list's columns as wide as their texts, squeezed to the view's width when they would not fit.

    Each column (but the last, which stretches) would like its widest text; when together they leave the
    last column less than :data:`WROTE_LEAST`, the widest of the names' columns are narrowed alike (never
    below their headers) and their texts elided: every cell's tooltip says it in full. The columns of
    :data:`WHOLE` (the number, the contract and the calls in short form, the tricks) are never cut. A
    four-player §9 game's list thus shows every column without scrolling sideways.
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        self.liked: list[int] = []  # each column's widest text (with its margins), last column excluded
        # the last column takes what is left (a header's stretch keeps it 100 px or more, which at 1024×600
        # pushes the list sideways: what it wrote is in its tooltip and under the list anyway)
        view.horizontalHeader().setStretchLastSection(False)
        view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # a narrow column's title: «Что з…»
        self.names = NameElision(view)
        for name in NAMES:
            view.setItemDelegateForColumn(COLUMNS.index(name), self.names)
        view.viewport().installEventFilter(self)

    def measure(self, rows: range, start_over: bool = False) -> None:
        """Widen the columns to fit the texts of ``rows``.

        A change measures only the rows it brought, so a long game stays quick to extend;
        ``start_over`` (another game or language) first narrows every column to its header.
        """
        model = self.view.model()
        assert isinstance(model, HandListModel)
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        padding = 16  # the cell's margins on both sides
        rows = range(max(0, rows.start), min(rows.stop, model.rowCount()))
        count = model.columnCount() - 1
        before = None if start_over else list(self.liked)
        if start_over or len(self.liked) != count:
            self.liked = [header.sectionSizeFromContents(column).width() for column in range(count)]
        for column in range(count):
            name = COLUMNS[column]
            widest = max((metrics.horizontalAdvance(model.text(row, name)) for row in rows), default=0) + padding
            self.liked[column] = max(self.liked[column], widest)  # only ever wider: a new hand never narrows one
        if self.liked != before:  # (a new width of the view applies them itself: see eventFilter)
            self.apply()

    def apply(self) -> None:
        """Set the columns' widths: as liked, or squeezed to leave the last column its least."""
        header = self.view.horizontalHeader()
        room = self.view.viewport().width() - max(WROTE_LEAST, header.sectionSizeFromContents(len(COLUMNS) - 1).width())
        least = [
            liked if COLUMNS[column] in WHOLE else header.sectionSizeFromContents(column).width()
            for column, liked in enumerate(self.liked)
        ]
        widths = [max(width, header.minimumSectionSize()) for width in squeeze(self.liked, least, room)]
        widths.append(max(WROTE_NARROWEST, self.view.viewport().width() - sum(widths)))
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        # (only a new width: the list grows shorter when the hand panel opens under it, no narrower)
        if event.type() == QEvent.Type.Resize and self.liked and isinstance(event, QResizeEvent):
            if event.size().width() != event.oldSize().width():
                self.apply()
        return False


def squeeze(liked: list[int], least: list[int], room: int) -> list[int]:
    """Widths as ``liked`` when they fit in ``room``; else the widest are cut to one width (never below
    ``least``), the widest cut that fits — as water finds its level."""
    if sum(liked) <= room:
        return list(liked)
    top = max(liked)
    for cap in range(top, -1, -1):
        widths = [max(low, min(want, cap)) for want, low in zip(liked, least)]
        if sum(widths) <= room or all(w == low for w, low in zip(widths, least)):
            return widths
    return list(least)
