"""The app's settings, each declared once with its type and default (the game's own rules live in the game file).

Every module reads and writes a setting through its :class:`Setting` here, never
by a bare key: ``LANGUAGE.get()``, ``CURRENCY.set("€")``. They are kept in
``settings.ini`` in the data folder (``storage.settings()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: its key in the file, its default, and how a stored value is read back."""

    key: str
    default: T
    help: str = ""

    def get(self) -> T:
        """The stored value, or the default when there is none or it cannot be read as one."""
        from prefcount.ui import storage

        value = storage.settings().value(self.key)
        if value is None:
            return self.default
        return self._read(value)

    def set(self, value: T) -> None:
        from prefcount.ui import storage

        settings = storage.settings()
        settings.setValue(self.key, value)
        settings.sync()

    def _read(self, value) -> T:
        default = self.default
        if isinstance(default, list):
            items = [value] if isinstance(value, str) else list(value or [])
            return [str(item) for item in items]  # type: ignore[return-value]
        if isinstance(default, str) or default is None:
            return str(value)  # type: ignore[return-value]
        return value


#: The UI language ("ru", "uk", "en"); empty: the system's.
LANGUAGE: Setting[str] = Setting("language", "", "the UI language; empty for the system's")
#: The currency shown beside money; None: the language's own (₽, ₴, none).
CURRENCY: Setting[str | None] = Setting("currency", None, "the currency sign beside money")
#: Game files opened or saved lately, newest first.
RECENT_FILES: Setting[list[str]] = Setting("recent", [], "game files opened lately, newest first")
