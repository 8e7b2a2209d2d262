"""The small book of tests/book_helpers.py as fixtures, and where its index goes."""

from __future__ import annotations

from pathlib import Path

import pytest
from book_helpers import small_book


@pytest.fixture
def book_folder(tmp_path: Path) -> Path:
    return small_book(tmp_path / "book")


@pytest.fixture
def index_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "index.sqlite"
