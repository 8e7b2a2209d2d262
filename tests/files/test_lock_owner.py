"""Whether a session's lock in a folder nobody can write names a process that is gone (prefcount.files.lock_owner):
judged from what QLockFile says of its holder, on this machine only; Windows faked (its machine name, no
os.kill)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QLockFile, QSysInfo

from prefcount.files import lock_owner

LEFT_BEHIND = (
    "import os, sys; from PySide6.QtCore import QLockFile; lock = QLockFile(sys.argv[1]); lock.tryLock(0); os._exit(0)"
)


def left_by_a_process_that_ended(path) -> int:
    """A lock file as a crashed app leaves it; the number of the process that wrote it."""
    done = subprocess.run([sys.executable, "-c", LEFT_BEHIND, str(path)], check=True)
    assert done.returncode == 0 and path.exists()
    pid, _host, _program = QLockFile(str(path)).getLockInfo()
    assert pid > 0
    return pid


def lock_of(path, pid: int, host: str) -> None:
    """A lock file as QLockFile writes it (the process, the program, the machine's name, its ids)."""
    path.write_bytes(f"{pid}\nprefcount\n{host}\nmachine-id\nboot-id\n".encode())


def test_a_live_holder_is_not_gone(tmp_path):
    lock = QLockFile(str(tmp_path / "s.lock"))
    assert lock.tryLock(0)
    assert not lock_owner.holder_gone(tmp_path / "s.lock")
    lock.unlock()


def test_a_holder_that_ended_is_gone(tmp_path):
    path = tmp_path / "s.lock"
    pid = left_by_a_process_that_ended(path)
    assert not lock_owner.process_alive(pid)
    assert lock_owner.holder_gone(path)


def test_a_lock_of_another_machine_is_never_judged_here(tmp_path):
    path = tmp_path / "s.lock"
    lock_of(path, left_by_a_process_that_ended(path), "the-other-computer")
    assert not lock_owner.holder_gone(path)


def test_a_missing_lock_asks_the_process_the_session_names(tmp_path):
    path = tmp_path / "none.lock"
    ended = left_by_a_process_that_ended(tmp_path / "ended.lock")
    assert lock_owner.holder_gone(path, ended)
    assert not lock_owner.holder_gone(path, os.getpid())
    assert not lock_owner.holder_gone(path)


def test_an_unreadable_lock_is_not_judged(tmp_path):
    path = tmp_path / "s.lock"
    path.write_bytes(b"not a lock\n")
    assert not lock_owner.holder_gone(path, 999_999_999)


@pytest.fixture
def windows(monkeypatch):
    """Windows as QLockFile sees it: the machine named by COMPUTERNAME, processes asked with OpenProcess."""
    asked: list[int] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("COMPUTERNAME", "PC-ANYA")
    monkeypatch.setattr(lock_owner, "_windows_process_alive", lambda pid: asked.append(pid) or pid == os.getpid())

    def no_kill(*args):
        raise AssertionError("os.kill ends the process it asks about on Windows")

    monkeypatch.setattr(os, "kill", no_kill)
    return asked


def test_on_windows_the_machine_is_the_one_qlockfile_names(tmp_path, windows):
    """QLockFile writes COMPUTERNAME there, which is not always the host name QSysInfo gives."""
    path = tmp_path / "s.lock"
    lock_of(path, 4242, "PC-ANYA")
    assert lock_owner.holder_gone(path) and windows == [4242]
    lock_of(path, os.getpid(), "PC-ANYA")
    assert not lock_owner.holder_gone(path)
    if QSysInfo.machineHostName() != "PC-ANYA":
        lock_of(path, 4242, QSysInfo.machineHostName())
        assert not lock_owner.holder_gone(path)  # another machine's name, on Windows


def test_a_lock_from_before_this_machines_last_start_is_gone(tmp_path):
    """A power cut, then a start: the number the lock names now belongs to another live process (here: this
    one). Written in an earlier boot of this machine, its holder is gone all the same; of another machine, or
    of this boot, it is not judged so."""
    machine, boot = QSysInfo.machineUniqueId().data(), QSysInfo.bootUniqueId().data()
    if not machine or not boot:
        pytest.skip("this system names no machine or no boot")
    path = tmp_path / "s.lock"
    live, host = os.getpid(), lock_owner.machine_name()

    def lock(machine_id: bytes, boot_id: bytes, name: str = host) -> None:
        path.write_bytes(b"%d\nprefcount\n%s\n%s\n%s\n" % (live, name.encode(), machine_id, boot_id))

    lock(machine, b"an-earlier-boot")
    assert lock_owner.holder_gone(path)
    lock(machine, b"an-earlier-boot", "the-name-another-network-gave-it")  # (a Mac's host name follows the network)
    assert lock_owner.holder_gone(path)
    lock(machine, boot)
    assert not lock_owner.holder_gone(path)
    lock(b"another-machine", b"an-earlier-boot")  # (its boots are not ours to compare)
    assert not lock_owner.holder_gone(path)
