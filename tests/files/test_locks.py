"""A session's lock without Qt (prefcount.files.locks): held while its app lives, judged gone by the system lock and
the fields QLockFile also writes (process, program, machine, boot), claimed by one app only; an older prefcount's
QLockFile read alike; Windows and macOS faked (their machine names, ids and process checks, no os.kill on Windows)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import types

import pytest

from prefcount.files import locks

LEFT_BEHIND = (
    "import os, sys; from prefcount.files.locks import SessionLock; SessionLock(sys.argv[1]).hold(); os._exit(0)"
)
QT_LEFT_BEHIND = (
    "import os, sys; from PySide6.QtCore import QLockFile; lock = QLockFile(sys.argv[1]); lock.tryLock(0); os._exit(0)"
)
HOLDS = "import sys; from prefcount.files.locks import SessionLock; SessionLock(sys.argv[1]).hold(); print('HELD', flush=True); sys.stdin.readline()"  # noqa: E501


def left_by_a_process_that_ended(path, script: str = LEFT_BEHIND) -> int:
    """A lock file as a crashed app leaves it; the number of the process that wrote it."""
    subprocess.run([sys.executable, "-c", script, str(path)], check=True)
    holder = locks.read_holder(path.read_bytes())
    assert holder is not None and holder.pid > 0
    return holder.pid


def lock_of(path, pid: int, host: str, machine: str = "machine-id", boot: str = "boot-id") -> None:
    """A lock file as QLockFile writes it (the process, the program, the machine's name, its ids)."""
    path.write_bytes(f"{pid}\nprefcount\n{host}\n{machine}\n{boot}\n".encode())


def test_the_fields_are_the_ones_qlockfile_writes(tmp_path):
    """An older prefcount (QLockFile) and this one read each other's locks: the same five lines."""
    pytest.importorskip("PySide6")
    from PySide6.QtCore import QLockFile, QSysInfo

    qt = QLockFile(str(tmp_path / "qt.lock"))
    assert qt.tryLock(0)
    ours = locks.SessionLock(tmp_path / "ours.lock")
    assert ours.hold()
    qt_holder = locks.read_holder((tmp_path / "qt.lock").read_bytes())
    our_holder = locks.read_holder((tmp_path / "ours.lock").read_bytes())
    assert qt_holder == our_holder
    assert (our_holder.machine, our_holder.boot) == (
        QSysInfo.machineUniqueId().data().decode(),
        QSysInfo.bootUniqueId().data().decode(),
    )
    assert QLockFile(str(tmp_path / "ours.lock")).getLockInfo()[0] == os.getpid()
    qt.unlock()
    ours.release()
    assert not (tmp_path / "ours.lock").exists()


def test_a_live_holder_is_never_claimed_not_even_by_its_own_process(tmp_path):
    lock = locks.SessionLock(tmp_path / "s.lock")
    assert lock.hold() and lock.hold()  # (a no-op while held)
    assert locks.claim(tmp_path / "s.lock", os.getpid()) is None
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDS, str(tmp_path / "c.lock")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline().strip() == "HELD"
        assert locks.claim(tmp_path / "c.lock", child.pid) is None
    finally:
        child.stdin.close()
        child.wait(timeout=30)
    lock.release()


@pytest.mark.parametrize("script", [LEFT_BEHIND, QT_LEFT_BEHIND], ids=["this prefcount", "an older one (QLockFile)"])
def test_a_holder_that_ended_is_claimed_once(tmp_path, script):
    path = tmp_path / "s.lock"
    pid = left_by_a_process_that_ended(path, script)
    assert not locks.process_alive(pid)
    claim = locks.claim(path, pid)
    assert claim is not None
    claimed_elsewhere = subprocess.run(
        [
            sys.executable,
            "-c",
            f"from prefcount.files import locks; print(locks.claim(__import__('pathlib').Path({str(path)!r}), {pid}))",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert claimed_elsewhere.stdout.strip() == "None"  # two apps starting at once never offer the same game
    claim.release()
    assert not path.exists()


def test_a_lock_of_another_machine_is_never_judged_here(tmp_path):
    path = tmp_path / "s.lock"
    lock_of(path, left_by_a_process_that_ended(path), "the-other-computer")
    assert locks.claim(path) is None


def test_a_missing_lock_asks_the_process_the_session_names(tmp_path):
    ended = left_by_a_process_that_ended(tmp_path / "ended.lock")
    assert locks.claim(tmp_path / "none.lock", os.getppid()) is None  # (alive)
    claim = locks.claim(tmp_path / "none.lock", ended)
    assert claim is not None and (tmp_path / "none.lock").exists()  # made, and held: nobody else claims it
    assert locks.claim(tmp_path / "none.lock", ended) is None
    claim.release()
    assert not (tmp_path / "none.lock").exists()


def test_a_lock_whose_fields_were_cut_short_is_gone_once_old(tmp_path):
    path = tmp_path / "s.lock"
    path.write_bytes(b"123")
    assert locks.claim(path, 999_999_999) is None  # being written a moment ago, maybe
    old = time.time() - 2 * locks.UNREADABLE_AFTER
    os.utime(path, (old, old))
    assert locks.claim(path, 999_999_999) is not None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux names a process's program in /proc")
def test_a_number_given_to_another_program_is_gone(tmp_path):
    """After a crash (no reboot) the crashed app's number may be another program's: QLockFile compares programs."""
    other = subprocess.Popen(["sleep", "30"])
    try:
        path = tmp_path / "s.lock"
        lock_of(path, other.pid, locks.machine_name(), locks.machine_id(), locks.boot_id())
        assert locks.claim(path) is not None
        path.write_bytes(path.read_bytes().replace(b"prefcount", b"sleep"))
        assert locks.claim(path) is None  # the program it names runs: alive
    finally:
        other.kill()
        other.wait()


def test_a_lock_from_before_this_machines_last_start_is_gone(tmp_path):
    """A power cut, then a start: the number the lock names now belongs to another live process (here: this
    one's parent). Written in an earlier boot of this machine, its holder is gone all the same (whatever name the
    network gave the machine since); of another machine, or of this boot, it is not judged so."""
    machine, boot = locks.machine_id(), locks.boot_id()
    if not machine or not boot:
        pytest.skip("this system names no machine or no boot")
    live = os.getppid()
    path = tmp_path / "s.lock"

    def holder(machine_id: str, boot_id: str, name: str = locks.machine_name()) -> locks.Holder:
        return locks.Holder(live, "", name, machine_id, boot_id)

    assert locks.holder_gone(holder(machine, "an-earlier-boot"))
    assert locks.holder_gone(holder(machine, "an-earlier-boot", "the-name-another-network-gave-it"))
    assert not locks.holder_gone(holder(machine, boot))
    assert not locks.holder_gone(holder("another-machine", "an-earlier-boot"))
    assert path.exists() is False


@pytest.fixture
def windows(monkeypatch):
    """Windows as QLockFile sees it: the machine named by COMPUTERNAME, its id in the registry (not readable here:
    none), no boot id, processes asked with OpenProcess, the system lock a byte far past the fields."""
    asked: list[int] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("COMPUTERNAME", "PC-ANYA")
    monkeypatch.setattr(locks, "_windows_process_alive", lambda pid: asked.append(pid) or pid == 4243)

    def no_kill(*args):
        raise AssertionError("os.kill ends the process it asks about on Windows")

    monkeypatch.setattr(os, "kill", no_kill)
    held: dict[int, int] = {}

    def locking(fd, mode, size):
        at = os.lseek(fd, 0, os.SEEK_CUR)
        assert at == locks._WINDOWS_LOCKED_BYTE and size == 1 and mode == 2
        inode = os.fstat(fd).st_ino
        if inode in held and held[inode] != fd:
            raise PermissionError(13, "Permission denied")
        held[inode] = fd

    monkeypatch.setitem(sys.modules, "msvcrt", types.SimpleNamespace(locking=locking, LK_NBLCK=2))
    return asked


def test_on_windows_the_machine_is_the_one_qlockfile_names(tmp_path, windows):
    """QLockFile writes COMPUTERNAME there, which is not always the host name; no boot id."""
    assert locks.machine_name() == "PC-ANYA" and locks.boot_id() == "" and locks.machine_id() == ""
    path = tmp_path / "s.lock"
    lock_of(path, 4242, "PC-ANYA")
    claim = locks.claim(path)
    assert claim is not None and windows == [4242]
    claim.release()
    lock_of(path, 4243, "PC-ANYA")
    windows.clear()
    assert locks.claim(path) is None and windows == [4243]
    lock_of(path, 4242, "PC-BORIS")
    assert locks.claim(path) is None  # another machine's name, on Windows


def test_on_windows_a_held_lock_is_held_by_its_byte(tmp_path, windows):
    lock = locks.SessionLock(tmp_path / "s.lock")
    assert lock.hold()
    assert locks.read_holder((tmp_path / "s.lock").read_bytes()).host == "PC-ANYA"  # (the fields stay readable)
    assert locks.claim(tmp_path / "s.lock") is None
    lock.release()


def test_on_macos_the_machine_is_known_by_its_id_whatever_its_name(tmp_path, monkeypatch):
    """A Mac's host name follows the network; QLockFile compares its hardware UUID, and its boot session."""
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(locks, "_mac_host_uuid", lambda: "0A1B2C3D-0000-1111-2222-333344445555")
    monkeypatch.setattr(locks, "_mac_sysctl_text", lambda name: "boot-2" if name == b"kern.bootsessionuuid" else "")
    alive = {os.getppid()}

    def kill(pid, signal):
        assert signal == 0
        if pid not in alive:
            raise ProcessLookupError(pid)

    monkeypatch.setattr(os, "kill", kill)
    monkeypatch.setattr(locks.Path, "exists", lambda self: False if str(self) == "/proc/self/stat" else True)
    mac = "0A1B2C3D-0000-1111-2222-333344445555"
    assert locks.holder_gone(locks.Holder(4242, "python3", "anyas-mbp.local", mac, "boot-2"))
    assert not locks.holder_gone(locks.Holder(os.getppid(), "python3", "anyas-mbp.home", mac, "boot-2"))
    assert locks.holder_gone(locks.Holder(os.getppid(), "python3", "anyas-mbp.home", mac, "boot-1"))
    assert not locks.holder_gone(locks.Holder(4242, "python3", "borises-mbp.local", "ANOTHER-MAC", "boot-1"))


def test_the_mac_ids_are_read_as_qt_reads_them(monkeypatch):
    """gethostuuid gives the IOPlatformUUID's 16 bytes, written in upper case with dashes."""
    import uuid

    raw = uuid.UUID("0a1b2c3d-0000-1111-2222-333344445555").bytes

    class Libc:
        def gethostuuid(self, buffer, wait):
            buffer.raw = raw
            return 0

        def sysctlbyname(self, name, buffer, size, new, new_size):
            assert name == b"kern.bootsessionuuid"
            buffer.value = b"B00T-1D"
            return 0

    monkeypatch.setattr(locks, "_mac_libc", lambda: Libc())
    assert locks._mac_host_uuid() == "0A1B2C3D-0000-1111-2222-333344445555"
    assert locks._mac_sysctl_text(b"kern.bootsessionuuid") == "B00T-1D"


def test_where_the_system_has_no_locks_the_fields_decide(tmp_path, monkeypatch):
    """Some network folders refuse every system lock (ENOLCK): a session is then judged by its fields alone."""
    import errno

    fcntl = pytest.importorskip("fcntl")  # windows: no flock; its lock is a byte, tested above

    def flock(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", flock)
    live = locks.SessionLock(tmp_path / "live.lock")
    assert live.hold()
    assert locks.claim(tmp_path / "live.lock") is None  # this process: alive by its fields
    path = tmp_path / "s.lock"
    pid = left_by_a_process_that_ended(path)
    assert locks.claim(path, pid) is not None
    live.release()


def test_on_windows_a_number_given_to_another_program_is_gone(tmp_path, windows, monkeypatch):
    """Windows gives a crashed app's number to another process soon (a service after a reboot, which Windows does
    not tell by a boot id): the program it runs is asked, as QLockFile asks it, names compared without case."""
    programs = {4243: "svchost.exe"}
    monkeypatch.setattr(locks, "_windows_program", lambda pid: programs.get(pid, ""), raising=False)
    path = tmp_path / "s.lock"
    path.write_bytes(b"4243\npythonw.exe\nPC-ANYA\n\n\n")
    claim = locks.claim(path)
    assert claim is not None  # alive, but another program: the number was given out again
    claim.release()
    path.write_bytes(b"4243\npythonw.exe\nPC-ANYA\n\n\n")
    programs[4243] = "PythonW.EXE"
    assert locks.claim(path) is None  # the program it names runs
    programs[4243] = ""
    assert locks.claim(path) is None  # not ours to ask: alive
    programs[4243] = "svchost.exe"
    path.write_bytes(b"4243\nprefcount\nPC-ANYA\n\n\n")
    assert locks.claim(path) is None  # an older prefcount's QLockFile names the app: never judged by the program


def test_on_windows_and_macos_this_app_names_the_program_the_system_names(monkeypatch):
    """What a lock says of this app is what another app will read of it (a Mac's framework Python runs "Python",
    not sys.executable's "python3.12")."""
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(locks, "_mac_program", lambda pid: "Python")
    assert locks.this_app().program == "Python" and locks.program_name(4242) == "Python"
    monkeypatch.setattr(locks, "_mac_program", lambda pid: "")
    assert locks.this_app().program == os.path.basename(sys.executable) and locks.program_name(4242) == ""
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(locks, "_windows_program", lambda pid: "pythonw.exe")
    assert locks.this_app().program == "pythonw.exe"


def test_a_lock_cut_short_is_judged_after_the_clock_was_put_back(tmp_path):
    """Its age counted from a clock put back an hour (the end of summer time where the clock keeps local time, a
    wrong clock corrected) would be negative for an hour: the crashed game hidden all that time."""
    path = tmp_path / "s.lock"
    path.write_bytes(b"")
    later = time.time() + 3600
    os.utime(path, (later, later))
    assert locks.claim(path) is not None


def test_the_mac_program_is_read_as_qt_reads_it(monkeypatch):
    class Libc:
        def proc_pidpath(self, pid, buffer, size):
            buffer.value = b"/Library/Frameworks/Python.framework/Versions/3.12/Resources/Python.app/Contents/MacOS/Pyt"
            buffer.value += b"hon"
            return len(buffer.value)

    monkeypatch.setattr(locks, "_mac_libc", lambda: Libc())
    assert locks._mac_program(4242) == "Python"


@pytest.mark.parametrize("first", [b"4\xc2\xb2", b"99999999999999999999"], ids=["superscript", "huge"])
def test_a_damaged_lock_never_stops_the_start(tmp_path, monkeypatch, first):
    """A number str.isdigit takes and int() refuses, or one no system gives (os.kill and OpenProcess overflow on
    it): a damaged lock file names nobody, and a session named with such a number is over, on every platform."""
    path = tmp_path / "s.lock"
    path.write_bytes(first + b"\nprefcount\nhost\n\n\n")
    assert locks.read_holder(path.read_bytes()) is None
    monkeypatch.setattr(locks.Path, "exists", lambda self: False if str(self) == "/proc/self/stat" else True)
    assert not locks.process_alive(99999999999999999999)  # (the POSIX branch, as on macOS: os.kill overflows)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(locks, "_windows_process_alive", lambda pid: pid.to_bytes(4, "little") and True)
    assert not locks.process_alive(99999999999999999999)
