"""The lock that says a session lives, without Qt: who holds it, and whether that app is gone.

A session's lock file is written as :class:`QLockFile` writes one (what prefcount used before, so the locks of an
older prefcount, running or crashed, are read alike): one field a line — the process id, the program's name, the
machine's name, the machine's id, the boot's id (the last two empty where the system names none). The app that
holds it keeps it open with an operating-system lock on it (``flock`` on POSIX, as QLockFile takes one too;
``msvcrt.locking`` of a byte past the end on Windows, where a locked range cannot even be read), which the system
drops the moment the process ends, zombie or not.

A lock is the holder's until both say otherwise: another app can take the system lock (nobody holds it) *and* the
fields name an app that is gone (as QLockFile judges a stale lock): a machine that is this one (by its id, else by
its name) and either another boot of it — whatever process has the number now, after a power cut often another
program — or a process that no longer runs (or runs another program: the number was reused, which Windows does
soon). A lock of another machine is never judged here. A lock file whose fields cannot be read (an app killed while
it wrote them) is gone once it is a minute old, or a minute young (the clock was put back). The system lock alone
would do on a local disk; the fields alone are what is left where the system has no locks (some network folders) or
where nothing can be opened to take one: a data folder that cannot be written or a full disk never hides a crashed
session (issue 25 item 2).

Judging takes nothing from the holder: the lock of a session found to be over is *claimed* — kept open with the
system lock held — until its files are restored or set aside, so two apps starting at once never offer the
same game. Nothing here calls ``os.kill`` on Windows (it would end the process it asks about).
"""

from __future__ import annotations

import errno
import logging
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

#: A lock file whose fields cannot be read (a crash while it was being made) is gone after this long (s).
UNREADABLE_AFTER = 60.0
#: Where the Windows system lock sits: one byte far past the fields, which stay readable by everyone.
_WINDOWS_LOCKED_BYTE = 1 << 30
_STILL_ACTIVE = 259  # GetExitCodeProcess of a process that runs
_ACCESS_DENIED = 5
#: The largest process number any of the systems gives (a larger one, in a damaged file's name, names no process).
MAX_PID = 0x7FFFFFFF
#: The program an older prefcount's lock names: QLockFile writes the application's name there, not a program's.
QT_APP_NAME = "prefcount"
# the system has no locks there (a network folder): the fields decide alone
_NO_LOCKS = {errno.ENOLCK, errno.EINVAL, getattr(errno, "ENOTSUP", errno.EINVAL), getattr(errno, "EOPNOTSUPP", 0)}


@dataclass(frozen=True)
class Holder:
    """What a lock file says of the app that holds it."""

    pid: int
    program: str
    host: str
    machine: str
    boot: str

    def line(self) -> bytes:
        return "".join(f"{field}\n" for field in (self.pid, self.program, self.host, self.machine, self.boot)).encode(
            "utf-8", "replace"
        )


def this_app() -> Holder:
    """This process, as its lock file names it."""
    return Holder(os.getpid(), program_name(os.getpid()), machine_name(), machine_id(), boot_id())


def read_holder(data: bytes) -> Holder | None:
    """The holder a lock file's bytes name; ``None`` when they name nobody (empty, cut short, not a lock)."""
    lines = data.decode("utf-8", "replace").split("\n")
    # (at least three whole lines: pid, program, host; a number int() reads, "²" is a digit it refuses)
    if len(lines) < 4 or not (lines[0].isascii() and lines[0].isdigit()) or int(lines[0]) > MAX_PID:
        return None
    fields = [*lines[1:5], "", ""]
    return Holder(int(lines[0]), fields[0], fields[1], fields[2].strip(), fields[3].strip())


def holder_gone(holder: Holder) -> bool:
    """Whether the app ``holder`` names has ended, on this machine (another machine's: never judged, False)."""
    if holder.pid <= 0:
        return False
    ours = machine_id()
    if holder.machine and ours:
        same_machine = holder.machine == ours
    else:
        same_machine = not holder.host or holder.host == machine_name()
    if not same_machine:
        return False
    boot = boot_id()
    if holder.boot and boot and holder.boot != boot:
        return True  # held before this machine's last start: the number may be another program's now
    if holder.pid == os.getpid():
        return True  # an earlier app with this number (a container, a fresh boot): not this one, which asks
    if not process_alive(holder.pid):
        return True
    running = program_name(holder.pid)
    if sys.platform == "win32":  # Windows gives numbers out again soon, and its names ignore case
        # an older prefcount's QLockFile names the app there, not its program, and holds no lock of ours (on POSIX
        # its flock does): it cannot be told from another program by its name
        if holder.program == QT_APP_NAME:
            return False
        return bool(running and holder.program and running.casefold() != holder.program.casefold())
    return bool(running and holder.program and running != holder.program)  # the number was given to another program


# -- this machine and its processes ----------------------------------------------------------------


def machine_name() -> str:
    """The name QLockFile writes for this machine: ``COMPUTERNAME`` on Windows (not the DNS host name, which may
    differ from it), the host name elsewhere."""
    if sys.platform == "win32":
        return os.environ.get("COMPUTERNAME", "")
    import socket

    return socket.gethostname()


def machine_id() -> str:
    """This machine's lasting id, as Qt reads it (``QSysInfo.machineUniqueId``): ``/etc/machine-id`` (Linux), the
    hardware UUID (macOS), the ``MachineGuid`` of the registry (Windows); empty when the system names none."""
    if sys.platform == "win32":
        return _windows_machine_guid()
    if sys.platform == "darwin":
        return _mac_host_uuid()
    for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        text = _read_text(path)
        if text:
            return text
    return ""


def boot_id() -> str:
    """The id of this start of the machine, as Qt reads it (``QSysInfo.bootUniqueId``): Linux's ``boot_id``,
    macOS's ``kern.bootsessionuuid``; empty elsewhere (Windows names none)."""
    if sys.platform == "darwin":
        return _mac_sysctl_text(b"kern.bootsessionuuid")
    if sys.platform.startswith("linux"):
        return _read_text("/proc/sys/kernel/random/boot_id")
    return ""


def program_name(pid: int) -> str:
    """The name of the program process ``pid`` runs, as QLockFile reads it: the file ``/proc/<pid>/exe`` links to
    (Linux), the process's image (Windows: ``QueryFullProcessImageNameW``; macOS: ``proc_pidpath``); for this
    process, where the system does not say, the interpreter's; empty when it cannot be known."""
    if sys.platform.startswith("linux"):
        try:
            return os.path.basename(os.readlink(f"/proc/{pid}/exe")).removesuffix(" (deleted)")
        except OSError:
            return ""
    name = ""
    try:
        if sys.platform == "win32":
            name = _windows_program(pid)
        elif sys.platform == "darwin":
            name = _mac_program(pid)
    except (OSError, AttributeError, ValueError):  # (no such call here: unknown)
        name = ""
    if not name and pid == os.getpid():
        return os.path.basename(sys.executable)
    return name


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this machine (a zombie, killed but not yet reaped, does not)."""
    if not 0 < pid <= MAX_PID:  # (no process has such a number, and os.kill, OpenProcess would overflow)
        return False
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    if Path("/proc/self/stat").exists():  # Linux
        try:
            text = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
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


def _read_text(path: str) -> str:
    try:
        with open(path, encoding="ascii", errors="replace") as handle:
            return handle.read(200).strip()
    except OSError:
        return ""


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


def _windows_program(pid: int) -> str:
    """The file name of the program Windows process ``pid`` runs (``pythonw.exe``); empty when not ours to ask."""
    import ctypes
    import ntpath
    from ctypes import wintypes

    kernel32 = getattr(ctypes, "WinDLL")("kernel32", use_last_error=True)  # noqa: B009 - Windows only
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return ""
    try:
        size = wintypes.DWORD(32768)
        buffer = ctypes.create_unicode_buffer(size.value)
        if not kernel32.QueryFullProcessImageNameW(handle, 0, buffer, ctypes.byref(size)):
            return ""
        return ntpath.basename(buffer.value)
    finally:
        kernel32.CloseHandle(handle)


def _mac_program(pid: int) -> str:
    """The file name of the program macOS process ``pid`` runs (``proc_pidpath``); empty when it cannot be known."""
    import ctypes

    libc = _mac_libc()
    if libc is None:
        return ""
    buffer = ctypes.create_string_buffer(4096)  # PROC_PIDPATHINFO_MAXSIZE
    if getattr(libc, "proc_pidpath")(pid, buffer, 4096) <= 0:  # noqa: B009 - macOS only
        return ""
    return os.path.basename(os.fsdecode(buffer.value))


def _windows_machine_guid() -> str:
    if sys.platform != "win32":
        return ""
    try:
        import winreg

        flags = winreg.KEY_READ | getattr(winreg, "KEY_WOW64_64KEY", 0)
        with winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r"SOFTWARE\Microsoft\Cryptography", 0, flags) as key:
            value, _kind = winreg.QueryValueEx(key, "MachineGuid")
    except (ImportError, OSError):
        return ""
    return str(value)


def _mac_libc() -> object | None:
    import ctypes
    import ctypes.util

    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.dylib", use_errno=True)
    except OSError:
        return None


def _mac_host_uuid() -> str:
    """The hardware UUID (``gethostuuid``), written as ``IOPlatformUUID`` is: upper case with dashes."""
    import ctypes
    import uuid

    libc = _mac_libc()
    if libc is None:
        return ""
    raw = ctypes.create_string_buffer(16)
    wait = (ctypes.c_long * 2)(0, 0)  # a timespec: do not wait
    try:
        if getattr(libc, "gethostuuid")(raw, wait) != 0:  # noqa: B009 - macOS only
            return ""
    except AttributeError:
        return ""
    return str(uuid.UUID(bytes=raw.raw)).upper()


def _mac_sysctl_text(name: bytes) -> str:
    import ctypes

    libc = _mac_libc()
    if libc is None:
        return ""
    size = ctypes.c_size_t(100)
    buffer = ctypes.create_string_buffer(size.value)
    try:
        if getattr(libc, "sysctlbyname")(name, buffer, ctypes.byref(size), None, 0) != 0:  # noqa: B009 - macOS only
            return ""
    except AttributeError:
        return ""
    return buffer.value.decode("ascii", "replace")


# -- the system lock -------------------------------------------------------------------------------


def _system_lock(fd: int) -> bool | None:
    """Take the system's lock on the open file ``fd`` without waiting: True, False (another process holds it), or
    ``None`` when the system has no locks there (the fields decide alone)."""
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, _WINDOWS_LOCKED_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl  # windows: not reached there (msvcrt above); fcntl is the POSIX systems' own

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except ImportError:  # a system without either
        return None
    except OSError as error:
        if error.errno in _NO_LOCKS:
            return None
        return False  # EWOULDBLOCK / EACCES: held
    return True


def _close(fd: int | None) -> None:
    if fd is not None:
        try:
            os.close(fd)  # (the system lock goes with it)
        except OSError:
            pass


_HELD: set[Path] = set()  # this process's own locks: never another app's to claim
_OPEN = getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0) | getattr(os, "O_CLOEXEC", 0)


class SessionLock:
    """This app's lock on one of its sessions: made before the session's first file, held while it lives."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._fd: int | None = None
        self.error: OSError | None = None  # why it could not be taken, the last time it was tried

    @property
    def held(self) -> bool:
        return self._fd is not None

    def hold(self) -> bool:
        """Take the lock (a no-op while held); whether it is held. The file is new: never another app's."""
        if self._fd is not None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | _OPEN, 0o644)
        except OSError as error:
            self.error = error
            log.warning("cannot lock %s: %s", self.path, error)
            return False
        try:
            _system_lock(fd)  # before the fields: an app that takes it now finds no fields, and a young file
            os.lseek(fd, 0, os.SEEK_SET)  # (Windows locked a byte far past them)
            os.write(fd, this_app().line())
        except OSError as error:  # (a full disk: the file stays, empty or cut short, and ages into a dead one)
            self.error = error
            log.warning("cannot write the lock %s: %s", self.path, error)
            _close(fd)
            self._remove()
            return False
        self._fd, self.error = fd, None
        _HELD.add(self.path.absolute())
        return True

    def release(self) -> None:
        """The session is over (a clean exit): the lock file goes."""
        if self._fd is None:
            return
        _close(self._fd)  # (Windows deletes no open file)
        self._fd = None
        _HELD.discard(self.path.absolute())
        self._remove()

    def _remove(self) -> None:
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:  # a folder that became read-only: the lock names a process that will be gone
            log.info("cannot remove %s: %s", self.path, error)


class Claim:
    """A crashed session's lock, held by the app that found it over: nobody else takes it while this lives."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self._fd = fd

    def release(self) -> None:
        """The session's files are gone (restored or set aside): its lock file goes too."""
        _close(self._fd)
        self._fd = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.info("cannot remove %s: %s", self.path, error)


def claim(path: Path, name_pid: int | None = None) -> Claim | None:
    """Claim the lock ``path`` of a session whose app is gone; ``None`` while its holder lives (or cannot be
    judged). A missing lock file names nobody: ``name_pid`` (the process in the session's file names) is asked."""
    if path.absolute() in _HELD:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | _OPEN)
    except FileNotFoundError:
        return _claim_missing(path, name_pid)
    except OSError as error:  # not ours to read: not ours to judge
        log.info("cannot read the lock %s: %s", path, error)
        return None
    locked = _system_lock(fd)
    if locked is False:
        _close(fd)
        return None  # its app holds it (or another app claimed it a moment ago)
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        holder = read_holder(os.read(fd, 4096))
        age = time.time() - os.fstat(fd).st_mtime
    except OSError:
        _close(fd)
        return None
    gone = holder_gone(holder) if holder is not None else abs(age) > UNREADABLE_AFTER  # (the clock may go back)
    if not gone:
        _close(fd)
        return None
    return Claim(path, fd)


def _claim_missing(path: Path, name_pid: int | None) -> Claim | None:
    """A session without its lock file: gone when the process its files name is; claimed by making the lock (in a
    folder that cannot be written, by nothing: its files then stay where they are)."""
    if name_pid is None or (name_pid != os.getpid() and process_alive(name_pid)):
        return None
    lock = SessionLock(path)
    if lock.hold():
        fd, lock._fd = lock._fd, None
        _HELD.discard(path.absolute())
        return Claim(path, fd)
    return Claim(path, None)
