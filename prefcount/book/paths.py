"""Where a book lives by default, and where its index is kept.

The default book is a "prefcount" folder in the user's documents. The index
goes into the app's cache folder (:func:`prefcount.files.paths.cache_dir`: it can always
be made again from the files), one SQLite file per book folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from prefcount.book.index import default_index_name
from prefcount.files.paths import cache_dir


def default_folder() -> Path:
    """The default book folder: ``<documents>/prefcount`` (not created here)."""
    return Path(platformdirs.user_documents_dir()) / "prefcount"


def index_path_for(folder: str | os.PathLike[str], cache: Path | None = None) -> Path:
    """The index file of the book ``folder`` inside the cache folder ``cache`` (default :func:`cache_dir`)."""
    return (cache or cache_dir()) / "book" / default_index_name(Path(folder))
