"""The app's settings, each declared once with its type and default (the game's own rules live in the game file).

Every module reads and writes a setting through its :class:`Setting` here, never
by a bare key: ``LANGUAGE.get()``, ``CURRENCY.set("€")``. They are kept in
``settings.ini`` in the config folder (:func:`prefcount.files.paths.config_dir`). The window reads
its settings before it first paints, so this module stays light (a plain class: no ``dataclasses``, whose import
costs the first paint more than this whole module).
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from PySide6.QtCore import QSettings

from prefcount.files.paths import config_dir

if TYPE_CHECKING:
    from prefcount.ledger import Game


def settings_file() -> QSettings:
    """The settings file, ``settings.ini`` in the config folder."""
    return QSettings(str(config_dir() / "settings.ini"), QSettings.Format.IniFormat)


T = TypeVar("T")


def _bytes(value: object, default: bytes) -> bytes:
    """Bytes stored as base64 text; as an older prefcount stored them (a Python object PySide6 read back as bytes), or
    as Qt stores a byte array; else (a hand-edited file) ``default``."""
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    if isinstance(value, str):
        try:
            return base64.b64decode(value, validate=True)
        except ValueError:
            return default
    data = getattr(value, "data", None)  # a QByteArray
    return bytes(data()) if callable(data) else default


class Setting(Generic[T]):
    """One setting: its key in the file, its default, and how a stored value is read back."""

    __slots__ = ("key", "default", "help")

    def __init__(self, key: str, default: T, help: str = "") -> None:
        self.key = key
        self.default = default
        self.help = help

    def __repr__(self) -> str:
        return f"Setting({self.key!r}, {self.default!r})"

    def get(self) -> T:
        """The stored value, or the default when there is none or it cannot be read as one."""
        value = settings_file().value(self.key)
        if value is None:
            return self.default
        return self._read(value)

    def set(self, value: T) -> None:
        settings = settings_file()
        # bytes as base64 text: PySide6 would keep Python bytes as a pickled Python object, which only PySide6 reads
        stored = base64.b64encode(value).decode("ascii") if isinstance(value, bytes) else value
        settings.setValue(self.key, stored)
        settings.sync()

    def _read(self, value: object) -> T:
        # what the file holds is taken to be of the default's kind (a list of words, a word, bytes as base64 text)
        default = self.default
        if isinstance(default, bytes):
            return cast(T, _bytes(value, default))
        if isinstance(default, list):
            items = [value] if isinstance(value, str) else list(cast("Iterable[object]", value or []))
            return cast(T, [str(item) for item in items])
        if isinstance(default, str) or default is None:
            return cast(T, str(value))
        return cast(T, value)


#: The UI language ("ru", "uk", "en"); empty: the system's.
LANGUAGE: Setting[str] = Setting("language", "", "the UI language; empty for the system's")
#: The currency shown beside money; None: the language's own (₽, ₴, none).
CURRENCY: Setting[str | None] = Setting("currency", None, "the currency sign beside money")
#: The club book's folder last opened; empty: the default one.
BOOK_FOLDER: Setting[str] = Setting("book/folder", "", "the club book's folder last opened")
#: Game files opened or saved lately, newest first.
RECENT_FILES: Setting[list[str]] = Setting("recent", [], "game files opened lately, newest first")
#: The main window's size, place and maximised state (QWidget.saveGeometry); empty: fit the screen.
WINDOW_GEOMETRY: Setting[bytes] = Setting("window/geometry", b"", "the main window's size and place")
#: The main window's splitters, each "name=state" (QSplitter.saveState, base64).
WINDOW_SPLITTERS: Setting[list[str]] = Setting("window/splitters", [], "the main window's splitters")


def currency(game: Game | None = None) -> str:
    """The currency shown beside ``game``'s money: its own; when it names none (or no game), the setting,
    else the language's usual one."""
    from prefcount.words.money import default_currency, game_currency

    value = CURRENCY.get()
    if game is not None:
        return game_currency(game, value)
    return default_currency() if value is None else value
