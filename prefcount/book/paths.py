"""Where a book lives by default, and where its index is kept.

The default book is a "prefcount" folder in the user's documents. The index
goes into the app's data folder (:func:`prefcount.paths.data_dir`, where the
app keeps its settings and autosaves), one SQLite file per book folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from prefcount.book.index import default_index_name
from prefcount.paths import data_dir


def default_folder() -> Path:
    """The default book folder: ``<documents>/prefcount`` (not created here)."""
    return Path(platformdirs.user_documents_dir()) / "prefcount"


def index_path_for(folder: str | os.PathLike[str], data: Path | None = None) -> Path:
    """The index file of the book ``folder`` inside the data folder ``data`` (default :func:`data_dir`)."""
    return (data or data_dir()) / "book" / default_index_name(Path(folder))
