"""Where a book lives by default, and where its index is kept.

The default book is a "prefcount" folder in the user's documents. The index
goes into the app's data folder (the folder Qt calls AppDataLocation for
organisation and application "prefcount"; ``PREFCOUNT_DATA_DIR`` overrides it,
as for the app's autosaves), one SQLite file per book folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from prefcount.book.index import default_index_name

DATA_DIR_VARIABLE = "PREFCOUNT_DATA_DIR"


def default_folder() -> Path:
    """The default book folder: ``<documents>/prefcount`` (not created here)."""
    return Path(platformdirs.user_documents_dir()) / "prefcount"


def data_dir() -> Path:
    """The app's data folder, as the app finds it (without Qt)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(roaming=True)) / "prefcount" / "prefcount"


def index_path_for(folder: str | os.PathLike[str], data: Path | None = None) -> Path:
    """The index file of the book ``folder`` inside the data folder ``data`` (default :func:`data_dir`)."""
    return (data or data_dir()) / "book" / default_index_name(Path(folder))
