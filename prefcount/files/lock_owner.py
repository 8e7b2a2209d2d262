"""Whether the app that holds a session's lock (a :class:`~PySide6.QtCore.QLockFile`) is gone, from what the
lock file says of its holder (:meth:`QLockFile.getLockInfo`: the process, the machine's name, the program).

QLockFile judges a lock by taking it, and it cannot take one in a folder it cannot write (a read-only
data folder, another user's): it then says only "permission denied", and a crashed session there was
never offered. A lock of another machine cannot be judged from here: it counts as alive. One written before
this machine last started (its boot id, as QLockFile itself judges it) is gone, whatever process has its
number now (after a power cut that is often another program's); otherwise one whose process number belongs to
a live process counts as alive (the session waits, its files untouched). Nothing here ever calls ``os.kill``
on Windows (it would end the process it asks about).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

_STILL_ACTIVE = 259  # GetExitCodeProcess of a process that runs
_ACCESS_DENIED = 5


def holder_gone(lock: Path, name_pid: int | None = None) -> bool:
    """Whether the process that holds ``lock`` has ended, on this machine.

    A missing lock file names nobody: ``name_pid`` (the process named in the session's file names) is asked then.
    Unknown (another machine, an unreadable lock): False.
    """
    pid, host, _program = QLockFile(str(lock)).getLockInfo()  # (0, "", "") when missing or unreadable
    if not pid:
        try:
            lock.stat()
        except FileNotFoundError:
            return name_pid is not None and not process_alive(name_pid)
        except OSError:
            pass
        return False
    if _earlier_boot(lock):  # (this machine by its id, whatever name the network gave it since: macOS's may change)
        return True  # held before this machine's last start: the number may be another program's now
    if host and host != machine_name():
        return False
    return not process_alive(pid)


def _earlier_boot(lock: Path) -> bool:
    """Whether ``lock`` was written by this machine before its last start: QLockFile's fourth and fifth lines
    (the machine's id, the boot's id, which :meth:`QLockFile.getLockInfo` does not give) are this machine's
    and another boot's. False where the system names no boot (Windows) or the file cannot say."""
    try:
        with open(lock, "rb") as handle:
            lines = handle.read(4096).splitlines()
    except OSError:
        return False
    machine, boot = QSysInfo.machineUniqueId().data(), QSysInfo.bootUniqueId().data()
    if len(lines) < 5 or not machine or not boot:
        return False
    return lines[3] == machine and lines[4] not in (b"", boot)


def machine_name() -> str:
    """The name QLockFile writes for this machine: ``COMPUTERNAME`` on Windows (not the DNS host name, which
    may differ from it), the host name elsewhere."""
    if sys.platform == "win32":
        return os.environ.get("COMPUTERNAME", "")
    return QSysInfo.machineHostName()


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this machine (a zombie, killed but not yet reaped, does not)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    stat = Path(f"/proc/{pid}/stat")
    if Path("/proc/self/stat").exists():  # Linux
        try:
            text = stat.read_text(encoding="ascii", errors="replace")
        except FileNotFoundError:
            return False
        except OSError:
            return True
        fields = text.rsplit(")", 1)[-1].split()  # after the program's name, which may hold anything
        return not fields or fields[0] not in ("Z", "X")
    try:  # macOS and other POSIX: signal 0 asks and sends nothing
        os.kill(pid, 0)  # windows: never reached there (the win32 branch above asks OpenProcess)
    except ProcessLookupError:
        return False
    except OSError:  # not ours to signal: it exists
        return True
    return True


def _windows_process_alive(pid: int) -> bool:
    import ctypes
    from ctypes import wintypes

    kernel32 = getattr(ctypes, "WinDLL")("kernel32", use_last_error=True)  # noqa: B009 - Windows only
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return bool(getattr(ctypes, "get_last_error")() == _ACCESS_DENIED)  # noqa: B009 - it exists, and is not ours
    try:
        code = wintypes.DWORD()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == _STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)
