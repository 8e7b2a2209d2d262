"""A crash without a process: a document's session left behind as a killed app leaves it (imported as ``crashed``)."""

from __future__ import annotations

import os

from prefcount.files import leftovers
from prefcount.files.paths import data_dir
from prefcount.ui.game.document import GameDocument

DEAD_PID = 4_000_001  # above Linux's pid_max: never a live process


def crash(document: GameDocument, pid: int = DEAD_PID) -> None:
    """Leave the document's session behind as if its app (process ``pid``) had been killed: its autosave and
    journal stay, and so does its lock file, which names a process that is gone."""
    try:
        document.wait_autosave()
    except BaseException:  # the kill itself, raised in the writer
        pass
    lock = document.autosave_file.with_suffix(leftovers.LOCK_SUFFIX)
    lines = lock.read_text(encoding="utf-8").split("\n")
    document.session.files.release()
    own = f"autosave-{os.getpid()}"
    for path in list(data_dir().iterdir()):
        if path.name.startswith(document.autosave_file.stem):
            path.rename(path.with_name(path.name.replace(own, f"autosave-{pid}")))
    lines[0] = str(pid)
    lock.with_name(lock.name.replace(own, f"autosave-{pid}")).write_text("\n".join(lines), encoding="utf-8")
