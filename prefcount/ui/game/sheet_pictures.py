"""What the sheet view keeps between paints, in one object that knows what goes stale with what.

The empty sheet (lines, names, header, target) is laid out and painted once for what it shows and the
widget's size; the sheet with its totals once per sheet and size; each total's pixels and each zone's
pixels once for that empty sheet. Another empty sheet (a name, a size, a language) drops everything
made from the one before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

    from PySide6.QtCore import QRect
    from PySide6.QtGui import QPixmap

    from prefcount import layout

#: the widget's size: width, height, pixel ratio
Size = tuple[int, int, float]


class Empty(NamedTuple):
    """The empty sheet laid out for ``key`` (what it shows, the size, the language), and its picture once painted."""

    key: Hashable
    pulka: layout.Pulka
    picture: QPixmap | None = None


class Filled(NamedTuple):
    """The sheet with its totals laid out for ``size`` (on the empty one), and its picture once painted."""

    size: Size
    pulka: layout.Pulka
    picture: QPixmap | None = None


class SheetPictures:
    """The sheet view's layouts, pictures and pixel places (see the module)."""

    def __init__(self) -> None:
        self.empty: Empty | None = None
        self.filled: Filled | None = None  # None after a change of the sheet
        self.places: dict[layout.TextBox, QRect] = {}  # each total's pixels, on the empty sheet shown
        self.zones: dict[layout.ZoneKey, QRect] | None = None  # each zone's pixels, once worked out

    def empty_for(self, key: Hashable, lay_out: Callable[[], layout.Pulka]) -> layout.Pulka:
        """The empty sheet for ``key``, laid out by ``lay_out`` when it is not the one kept (and then nothing
        made from the one before is kept)."""
        if self.empty is None or self.empty.key != key:
            self.empty = Empty(key, lay_out())
            self.filled = None
            self.places = {}
            self.zones = None
        return self.empty.pulka

    def filled_for(self, size: Size, fill: Callable[[layout.Pulka], layout.Pulka]) -> layout.Pulka:
        """The sheet with its totals at ``size``, filled by ``fill`` on the empty sheet when not kept."""
        assert self.empty is not None  # (laid out first: the totals go on it)
        if self.filled is None or self.filled.size != size:
            self.filled = Filled(size, fill(self.empty.pulka))
        return self.filled.pulka

    def sheet_changed(self) -> None:
        """The sheet is another: its totals are laid out again (the empty sheet and the places stay)."""
        self.filled = None

    def keep_empty_picture(self, picture: QPixmap) -> None:
        assert self.empty is not None
        self.empty = self.empty._replace(picture=picture)

    def keep_filled(self, filled: Filled) -> None:
        self.filled = filled

    def forget_places(self, gone: set[layout.TextBox]) -> None:
        """The pixels of totals no longer on the sheet are not kept."""
        for box in gone:
            self.places.pop(box, None)
