"""``errors.log`` in the log folder: what went wrong, for a bug report; it rotates, so it never grows without limit.

The standard library's :class:`~logging.handlers.RotatingFileHandler` keeps the file under
:data:`MAX_BYTES` and the :data:`BACKUPS` files before it (``errors.log.1`` …). Nothing is
imported until the first error, so the app starts as fast without it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from prefcount.files.paths import log_dir

if TYPE_CHECKING:
    import logging

NAME = "errors.log"
MAX_BYTES = 1_000_000
BACKUPS = 3


def error_log_path() -> Path:
    """Where errors are written: ``errors.log`` in :func:`prefcount.files.paths.log_dir` (made if missing)."""
    return log_dir() / NAME


def _logger(path: Path) -> logging.Logger:
    """The ``prefcount.errors`` logger, writing to ``path`` (its handler follows the folder when it moves)."""
    import logging
    from logging.handlers import RotatingFileHandler

    class Handler(RotatingFileHandler):
        def handleError(self, record: logging.LogRecord) -> None:  # logging's name
            raise  # to log_error, which knows the log was not written (logging would print a traceback on stderr)

    logger = logging.getLogger("prefcount.errors")
    logger.propagate = False  # the caller shows the error itself: no second copy on stderr
    logger.setLevel(logging.ERROR)
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path:
            return logger
        logger.removeHandler(handler)
        handler.close()
    handler = Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
    logger.addHandler(handler)
    return logger


def log_error(text: str) -> Path | None:
    """Append ``text`` (a traceback, say) to the error log, rotating it when full; the log's path, or ``None``
    when it could not be written.

    It never raises: it runs inside the handler of unexpected errors, and a log that cannot be written (no
    folder and no way to make one, a file where the folder should be, a full disk, no rights) must not hide
    the error the player is about to be told of.
    """
    try:
        path = error_log_path()
        logger = _logger(path)
        logger.error("%s", text.rstrip("\n"))
        for handler in logger.handlers:
            handler.flush()
    except Exception:  # see above: whatever went wrong, the error itself is still shown
        return None
    return path
