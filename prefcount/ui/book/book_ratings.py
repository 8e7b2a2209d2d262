"""Ratings of a big book made away from the window's thread.

Rating thousands of pulkas takes openskill a noticeable time the first time a filter is asked (the book
remembers it afterwards, across openings too): the window shows every other figure at once, the rating
column says "…", and :class:`Rater` fills it in when it is made. A small book is rated at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, QThread, Signal

from prefcount.book import Book, Filter, Rating
from prefcount.book.stats import Series

#: Pulkas a filter keeps from which its ratings, when not remembered, are made in the worker thread.
RATE_IN_THREAD_FROM = 400

T = TypeVar("T")


class Rater(QThread):
    """Makes the ratings of the filter asked last; ``rated(filter)`` says they are ready (in the book)."""

    rated = Signal(object)

    def __init__(self, book: Book, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self._lock = threading.Lock()
        self._wanted: Filter | None = None
        self._busy = False

    def ratings(self, flt: Filter) -> dict[str, Rating] | None:
        """The ratings of ``flt`` now (remembered, or a small book's), or ``None``: asked of the thread."""
        return self._now(flt, self.book.known_ratings(flt), self.book.ratings)

    def series(self, flt: Filter) -> Series | None:
        """The rating series of ``flt`` for a chart now (remembered, or a small book's), or ``None``: asked of the
        thread (:meth:`ratings` and then the series would make the run twice)."""
        return self._now(flt, self.book.known_rating_series(flt), self.book.rating_series)

    def _now(self, flt: Filter, known: T | None, make: Callable[[Filter], T]) -> T | None:
        """``known`` (remembered), else ``make(flt)`` for a small book, else ``None``: asked of the thread."""
        if known is not None:
            return known
        if self.book.count(flt)[0] < RATE_IN_THREAD_FROM:
            return make(flt)
        self.ask(flt)
        return None

    def ask(self, flt: Filter) -> None:
        """Make the ratings of ``flt`` (instead of any asked before and not begun)."""
        with self._lock:
            self._wanted = flt
            if self._busy:
                return
            self._busy = True
        self.wait()  # (a run that has just said it is done)
        self.start()

    def run(self) -> None:
        while True:
            with self._lock:
                flt, self._wanted = self._wanted, None
                if flt is None:
                    self._busy = False
                    return
            try:
                self.book.ratings(flt)
            except Exception:  # a rating not made stays "…"; the window goes on
                continue
            self.rated.emit(flt)
