"""Writing files so that a crash never leaves half of one (DESIGN 9), on Linux, macOS and Windows.

:func:`atomic_write` writes a hidden temporary file beside the target (``.<name>.<8 letters>.tmp``),
flushes and syncs it (:func:`sync`) and renames it over the target. A process killed in the middle leaves that
temporary file behind; :func:`remove_stale_temps` clears such leftovers of one file, but never one
that another save is still writing.

How a save in progress is told from a leftover differs by platform, and :data:`WINDOWS` is the one switch:

* POSIX: the writer holds an advisory lock (``fcntl.flock``) on its temporary file until the rename; the system
  drops it when the process dies. A locked file is never a leftover; an unlocked one is, once it is
  :data:`STALE_AFTER` seconds old. On a file system without locks only the age can tell: an hour
  (:data:`STALE_UNLOCKED_AFTER`).
* Windows (no ``fcntl``): a file that is open cannot be deleted, but the writer must close its temporary file
  before the rename, which it tries again for up to :data:`REPLACE_PATIENCE` seconds. A closed temporary file
  is therefore a leftover only once it is :data:`STALE_AFTER_WINDOWS` old, far longer than any rename waits.

The platforms differ in three more places, each with its fallback here: ``os.fchmod`` (missing on Windows
before Python 3.13; Windows has no permission bits to keep anyway), a rename over a file another
program holds open (Windows refuses it for a moment: tried again briefly, then refused in clear words),
and fsyncing a folder (not possible on Windows: skipped). What puts a file on the disk itself differs too
(:func:`sync`: ``fdatasync``, ``F_FULLFSYNC`` on macOS, ``fsync`` on Windows); :data:`MACOS` is its switch.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import time
from pathlib import Path
from typing import BinaryIO

#: Whether this is Windows: the one platform switch of this module (an attribute, so that tests can fake it).
WINDOWS = os.name == "nt"
#: Whether this is macOS, where ``fsync`` leaves the data in the drive's own cache (see :func:`sync`; faked by tests).
MACOS = sys.platform == "darwin"
#: POSIX: an unlocked temporary file younger than this is never taken for a leftover (seconds) ...
STALE_AFTER = 2.0
#: ... and on a file system without locks, where only its age can tell, one younger than this.
STALE_UNLOCKED_AFTER = 3600.0
#: How long a rename over a file another program holds open is tried again on Windows (seconds, in all).
REPLACE_PATIENCE = 2.0
#: Windows: a closed temporary file younger than this may be a save waiting for its rename (seconds).
STALE_AFTER_WINDOWS = 60.0


def _read_umask() -> int:
    """The process's umask. Read once, at import: asking for it means setting it, which is process-wide and would
    race with a save on another thread (the autosave's) were it done at each save. Linux tells it without that."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    umask = os.umask(0)
    os.umask(umask)
    return umask


_UMASK = _read_umask()

# tempfile.mkstemp's names: the prefix, eight of these letters, the suffix
_TEMP_TAIL = r"\.[a-z0-9_]{8}\.tmp"


class FileInUseError(PermissionError):
    """Windows would not replace the file: another program holds it open (an editor, a sync client, a virus scanner)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EACCES, f"{path} is open in another program; close it there and save again", str(path))
        self.path = path


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once, or not at all. Only a regular file is ever replaced."""
    folder = path.parent if str(path.parent) else Path(".")
    try:  # keep the old file's permissions; a new file gets the usual ones (mkstemp would make it 0600)
        old = path.stat()
        if not stat.S_ISREG(old.st_mode):  # a rename would put a file where a device or a pipe was
            raise OSError(errno.EINVAL, f"{path} is not a regular file", str(path))
        mode = old.st_mode & 0o777
    except FileNotFoundError:
        mode = 0o666 & ~_UMASK
    from tempfile import mkstemp  # here: reading a game needs no temp files (tempfile loads shutil, lzma, bz2)

    fd, temp = mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            _hold(fd)  # a save in progress, until it is renamed: no other process takes it for a leftover
            _set_mode(fd, temp, mode)
            handle.write(data)
            handle.flush()
            sync(fd)
            if WINDOWS:  # a file open there cannot be renamed (and cannot be deleted either: it was safe)
                handle.close()
            replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    sync_folder(folder)
    remove_stale_temps(path)


def sync(fd: int) -> None:
    """Put what was written to ``fd`` on the disk itself before returning: its data and its length, all a later
    read needs (a journal line, a save's temporary file before its rename).

    * Linux (and another POSIX system that has it): ``fdatasync``, which leaves out the times nobody reads;
    * macOS: ``fcntl(F_FULLFSYNC)``: its ``fsync`` only hands the data to the drive, whose cache a power cut
      empties; a file system that refuses it (some network shares) gets ``fsync``;
    * Windows: ``fsync``, which is ``_commit`` there (``FlushFileBuffers``).

    Raises OSError when the system could not write it.
    """
    if MACOS and _full_sync(fd):
        return
    if not WINDOWS and hasattr(os, "fdatasync"):
        os.fdatasync(fd)
    else:
        os.fsync(fd)


def _full_sync(fd: int) -> bool:
    """macOS: flush ``fd`` through the drive's cache (``F_FULLFSYNC``); False where its file system refuses it."""
    import fcntl  # windows: never reached there (macOS only)

    try:
        fcntl.fcntl(fd, getattr(fcntl, "F_FULLFSYNC"))  # noqa: B009 - typeshed has it on macOS only
    except OSError:
        return False
    return True


class NotRegularFile(OSError):
    """What :func:`open_regular` found is a device, a pipe or a folder, not a regular file."""


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened to read bytes, only when it is a regular file: raises :class:`NotRegularFile` for anything
    else, OSError when it cannot be opened. ``O_NONBLOCK``: should a pipe stand there, opening it must not wait for a
    writer; ``O_BINARY``: Windows would otherwise read it in text mode (``\\r\\n`` and Ctrl-Z changed)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    handle = os.fdopen(fd, "rb")
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        handle.close()
        raise
    if not regular:
        handle.close()
        raise NotRegularFile(f"{path} is not a regular file")
    return handle


def _hold(fd: int) -> None:
    """Lock the open temporary file (POSIX advisory lock; released by the system when the process dies)."""
    if WINDOWS:  # no fcntl: an open file cannot be deleted there (and a closed one is judged by its age)
        return
    import fcntl  # windows: never reached there (WINDOWS returns above)

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # a file system without locks: the long age rule protects the file
        pass


def _set_mode(fd: int, temp: str, mode: int) -> None:
    """Give the temporary file the old file's permission bits, where a platform has them."""
    if WINDOWS:  # no permission bits (a read-only flag at most, which would only block the rename): the folder's ACL
        return
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)  # windows: never reached there (returned above)
    else:
        os.chmod(temp, mode)


def replace(temp: str | Path, path: Path) -> None:
    """``os.replace``; on Windows a file another program holds open is tried again for a moment, then
    :class:`FileInUseError` (the old file untouched)."""
    if not WINDOWS:
        os.replace(temp, path)
        return
    deadline = time.monotonic() + REPLACE_PATIENCE
    pause = 0.02
    while True:
        try:
            os.replace(temp, path)
            return
        except PermissionError:
            if time.monotonic() + pause > deadline:
                raise FileInUseError(path) from None
            time.sleep(pause)
            pause = min(pause * 2, 0.25)


def sync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (POSIX); Windows cannot open a folder for that: skipped."""
    if WINDOWS:
        return
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            if not (MACOS and _full_sync(dir_fd)):  # (a folder: the rename in it is its metadata, so fsync)
                os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def stale_temps(path: Path, now: float | None = None) -> list[Path]:
    """The temporary files a killed :func:`atomic_write` of ``path`` left beside it (not one a save is writing)."""
    folder = path.parent if str(path.parent) else Path(".")
    pattern = re.compile(re.escape(f".{path.name}") + _TEMP_TAIL)
    moment = time.time() if now is None else now
    found = []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not pattern.fullmatch(name):
            continue
        temp = folder / name
        try:
            info = temp.lstat()
        except OSError:
            continue
        age = moment - info.st_mtime
        if not stat.S_ISREG(info.st_mode) or age < (STALE_AFTER_WINDOWS if WINDOWS else STALE_AFTER):
            continue
        written = _being_written(temp)
        if written is False or (written is None and age >= STALE_UNLOCKED_AFTER):
            found.append(temp)
    return found


def remove_stale_temps(path: Path) -> int:
    """Remove what :func:`stale_temps` finds; how many went. Never raises (it is housekeeping)."""
    removed = 0
    for temp in stale_temps(path):
        try:
            temp.unlink()
            removed += 1
        except OSError:  # Windows: opened meanwhile; anywhere: gone meanwhile
            pass
    return removed


def _being_written(temp: Path) -> bool | None:
    """Whether a live process holds ``temp``'s lock (POSIX); ``None`` when the file system cannot say.

    On Windows the delete itself fails for an open file, so nothing needs asking there (and its age rule,
    :data:`STALE_AFTER_WINDOWS`, covers a closed one waiting for its rename).
    """
    if WINDOWS:
        return False
    import fcntl  # windows: never reached there (returned above)

    try:
        fd = os.open(temp, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return True  # cannot look: leave it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:  # no locks on this file system
        return None
    finally:
        os.close(fd)  # (closing drops our lock too)
    return False


#: What :func:`cannot_write` writes to see whether a folder takes a file: more than a lock, about an autosave.
PROBE_BYTES = 64 * 1024


def cannot_write(folder: Path) -> OSError | None:
    """Why ``folder`` does not take a new file now (read-only, no permission, a full disk), or ``None``: a small
    file is written there, synced and removed."""
    probe = folder / f".prefcount-probe-{os.getpid()}-{os.urandom(4).hex()}.tmp"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except OSError as error:
        return error
    try:
        try:
            os.write(fd, bytes(PROBE_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as error:
        return error
    finally:
        try:
            probe.unlink()
        except OSError:
            pass
    return None
