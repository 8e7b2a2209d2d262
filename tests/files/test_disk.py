"""Atomic writes on every platform (prefcount.files.disk): Windows faked, and the leftovers of a killed save."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from prefcount.files import disk, gamefile


def age(path: Path, seconds: float) -> None:
    """Make ``path`` look ``seconds`` old."""
    then = time.time() - seconds
    os.utime(path, (then, then))


def temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# -- Windows and Python before 3.13: no os.fchmod ------------------------------------------------------


def test_without_fchmod_a_save_works_and_keeps_the_file_mode(data_dir, tmp_path, monkeypatch):
    monkeypatch.delattr(os, "fchmod")
    path = tmp_path / "friday.pulka"
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    gamefile.save(game, path)
    path.chmod(0o640)
    gamefile.save(game.model_copy(update={"hands": game.hands[:3]}), path)
    assert len(gamefile.load(path).hands) == 3
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert temps(tmp_path) == []


def test_on_windows_no_mode_is_set_and_the_folder_is_not_synced(tmp_path, monkeypatch):
    """Windows has no permission bits (a read-only flag would only block the rename) and cannot open a folder."""
    monkeypatch.setattr(disk, "WINDOWS", True)
    monkeypatch.setitem(sys.modules, "fcntl", None)
    monkeypatch.delattr(os, "fchmod")

    def no_chmod(*args, **kwargs):
        raise AssertionError("no chmod on Windows")

    monkeypatch.setattr(os, "chmod", no_chmod)
    real_open = os.open

    def open_(path, flags, *args):
        if Path(path).is_dir():
            raise AssertionError("a folder is not opened on Windows")
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", open_)
    path = tmp_path / "friday.pulka"
    disk.atomic_write(path, b"one")
    disk.atomic_write(path, b"two")
    assert path.read_bytes() == b"two" and temps(tmp_path) == []


def test_on_windows_a_file_another_program_holds_for_a_moment_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setattr(disk, "WINDOWS", True)
    real_replace = os.replace
    tries = []

    def replace(src, dst):
        tries.append(dst)
        if len(tries) < 3:  # a virus scanner or a sync client has it open for a moment
            raise PermissionError(13, "Access is denied")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    path = tmp_path / "friday.pulka"
    path.write_bytes(b"old")
    disk.atomic_write(path, b"new")
    assert path.read_bytes() == b"new" and len(tries) == 3 and temps(tmp_path) == []


def test_on_windows_a_file_held_open_is_refused_clearly_and_left_as_it_was(tmp_path, monkeypatch):
    monkeypatch.setattr(disk, "WINDOWS", True)
    monkeypatch.setattr(disk, "REPLACE_PATIENCE", 0.2)

    def replace(src, dst):
        raise PermissionError(13, "Access is denied")

    monkeypatch.setattr(os, "replace", replace)
    path = tmp_path / "friday.pulka"
    path.write_bytes(b"old")
    with pytest.raises(disk.FileInUseError) as refused:
        disk.atomic_write(path, b"new")
    assert "open in another program" in str(refused.value) and refused.value.path == path
    assert isinstance(refused.value, PermissionError)  # every caller that handles OSError handles it
    assert path.read_bytes() == b"old" and temps(tmp_path) == []


def test_elsewhere_a_refused_rename_is_not_retried(tmp_path, monkeypatch):
    monkeypatch.setattr(disk, "WINDOWS", False)
    tries = []

    def replace(src, dst):
        tries.append(dst)
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(PermissionError):
        disk.atomic_write(tmp_path / "x.pulka", b"new")
    assert len(tries) == 1 and temps(tmp_path) == []


# -- the hidden temporary files of a killed save --------------------------------------------------------

KILLED_SAVE = """
import os, sys
from pathlib import Path
from prefcount.files import disk
def stop(src, dst):
    print("WRITTEN", flush=True)   # the temporary file is whole and synced, the rename not done
    if sys.argv[2] == "kill":
        os._exit(9)
    sys.stdin.readline()            # a save that takes its time: still running
    os._exit(0)
os.replace = stop
disk.atomic_write(Path(sys.argv[1]), b"x" * 100_000)
"""


def killed_save(path: Path, how: str) -> subprocess.Popen:
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_SAVE, str(path), how],
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "WRITTEN"
    return child


def test_a_save_killed_mid_write_leaves_a_temp_that_the_next_open_clears(data_dir, tmp_path):
    path = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), path)
    child = killed_save(path, "kill")
    assert child.wait(timeout=30) == 9
    (left,) = temps(tmp_path)
    assert left.startswith(".friday.pulka.")
    assert disk.stale_temps(path) == []  # just now: it might be a save starting
    age(tmp_path / left, 60)
    mine = tmp_path / ".friday.pulka.tmp"  # not a name our writes make
    other = tmp_path / ".saturday.pulka.abcdefgh.tmp"  # another game's: not this file's to clear
    for keep in (mine, other):
        keep.write_bytes(b"x")
        age(keep, 3600)
    assert disk.stale_temps(path) == [tmp_path / left]
    gamefile.load(path)  # reading never deletes anything
    assert left in temps(tmp_path)
    assert disk.remove_stale_temps(path) == 1
    assert temps(tmp_path) == sorted([mine.name, other.name])


def test_a_temp_another_save_is_writing_is_never_cleared(tmp_path):
    path = tmp_path / "friday.pulka"
    path.write_bytes(b"old")
    child = killed_save(path, "wait")  # alive, its temporary file open and locked
    try:
        (left,) = temps(tmp_path)
        age(tmp_path / left, 3600)
        assert disk.stale_temps(path) == []
        disk.atomic_write(path, b"mine")  # our own save beside it clears only what is stale
        assert temps(tmp_path) == [left]
    finally:
        assert child.stdin is not None
        child.stdin.write("\n")
        child.stdin.close()
        child.wait(timeout=30)
    assert disk.stale_temps(path) == [tmp_path / left]  # its writer has gone: now it is a leftover


def test_the_next_save_clears_what_a_killed_one_left(tmp_path):
    path = tmp_path / "friday.pulka"
    child = killed_save(path, "kill")
    child.wait(timeout=30)
    for left in temps(tmp_path):
        age(tmp_path / left, 60)
    gamefile.save_bytes(b"{}", path)
    assert temps(tmp_path) == []


def test_a_real_sigkill_during_saves_leaves_nothing_after_the_next_save(data_dir, tmp_path):
    """SIGKILL at random moments of a loop of saves of a long game: the file is always whole, and what a kill
    in the middle of a write leaves is gone after the next save (the kill lands there about one time in three)."""
    import random

    seed = int(os.environ.get("PREFCOUNT_KILL_SEED") or random.randrange(2**32))
    print(f"kill seed {seed} (PREFCOUNT_KILL_SEED={seed} replays it)")
    rng = random.Random(seed)
    path = tmp_path / "friday.pulka"
    script = (
        "import sys\nfrom prefcount.files import gamefile\nfrom benchmarks.sample import random_game\n"
        "data = gamefile.dumps(random_game(1500, 3, target=9999)).encode()\nprint('READY', flush=True)\n"
        "while True:\n    gamefile.save_bytes(data, sys.argv[1])\n"
    )
    left_behind = 0
    for _ in range(5):
        child = subprocess.Popen(
            [sys.executable, "-c", script, str(path)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "READY"
        time.sleep(rng.uniform(0.05, 0.4))
        child.kill()  # SIGKILL (windows: TerminateProcess, as abrupt)
        child.wait(timeout=30)
        child.stdout.close()
        assert len(gamefile.load(path).hands) == 1500, f"seed {seed}"  # the file is whole, always
        for left in temps(tmp_path):
            left_behind += 1
            age(tmp_path / left, 60)
        gamefile.save(gamefile.load(path), path)
        assert temps(tmp_path) == [], f"seed {seed}"
    print(f"{left_behind} of 5 kills left a temporary file; each was cleared")


# -- Windows, faked as Windows is: no fcntl at all ----------------------------------------------------------------

WAITING_RENAME = """
import os, sys, time
sys.modules["fcntl"] = None            # as on Windows: there is no fcntl
from pathlib import Path
from prefcount.files import disk
disk.WINDOWS = True
tries = []
def busy(src, dst):                    # an editor holds the game open: Windows refuses the rename for a while
    tries.append(dst)
    if len(tries) == 2:                # (tried again once: the save is waiting, its temporary file closed)
        print("WAITING", flush=True)
        sys.stdin.readline()           # the test has looked: the save gives up
        raise OSError(5, "gave up")
    raise PermissionError(13, "Access is denied")
os.replace = busy
disk.REPLACE_PATIENCE = 3600.0
try:
    disk.atomic_write(Path(sys.argv[1]), b"x" * 1000)
except OSError:
    pass
"""


@pytest.fixture
def windows(monkeypatch):
    """Windows as it is: ``disk.WINDOWS`` and no ``fcntl`` module (any import of it fails)."""
    monkeypatch.setattr(disk, "WINDOWS", True)
    monkeypatch.setitem(sys.modules, "fcntl", None)


def test_on_windows_a_save_and_its_leftovers_need_no_fcntl(tmp_path, windows):
    path = tmp_path / "friday.pulka"
    disk.atomic_write(path, b"one")
    left = tmp_path / ".friday.pulka.abcdefgh.tmp"
    left.write_bytes(b"x")
    age(left, disk.STALE_AFTER_WINDOWS + 1)
    assert disk.stale_temps(path) == [left]
    disk.atomic_write(path, b"two")
    assert path.read_bytes() == b"two" and temps(tmp_path) == []


def test_on_windows_a_save_waiting_for_its_rename_keeps_its_temp(tmp_path, windows):
    """Windows closes the temporary file before the rename, then tries the rename for up to REPLACE_PATIENCE: the
    file is unprotected meanwhile. It was taken for a leftover once 2 s old (STALE_AFTER == REPLACE_PATIENCE), and
    the save it belonged to failed."""
    assert disk.STALE_AFTER_WINDOWS >= 10 * disk.REPLACE_PATIENCE
    path = tmp_path / "friday.pulka"
    path.write_bytes(b"old")
    child = subprocess.Popen(
        [sys.executable, "-c", WAITING_RENAME, str(path)],
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "WAITING"
        (left,) = temps(tmp_path)
        age(tmp_path / left, 3 * disk.REPLACE_PATIENCE)  # a rename tried a while, on a slow machine
        assert disk.stale_temps(path) == []
        assert disk.remove_stale_temps(path) == 0
    finally:
        assert child.stdin is not None
        child.stdin.write("\n")
        child.stdin.close()
        child.wait(timeout=30)
    assert temps(tmp_path) == []  # the failed save removed its own


def test_the_umask_is_read_once_never_set_while_saving(tmp_path, monkeypatch):
    """Setting the umask to read it is process-wide: the autosave thread's save could make a file meanwhile with
    the wrong mode. It is read once, at start."""

    def umask(mask):
        raise AssertionError("os.umask called while saving")

    monkeypatch.setattr(os, "umask", umask)
    path = tmp_path / "new.pulka"
    disk.atomic_write(path, b"x")
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~disk._UMASK
    real = subprocess.run(
        [sys.executable, "-c", "import os; os.umask(0o027); from prefcount.files import disk; print(oct(disk._UMASK))"],
        capture_output=True,
        text=True,
    )
    assert real.stdout.strip() == "0o27"


# -- syncing a file: Linux, macOS, Windows (the platform faked) ---------------------------------------------------


class Syncs:
    """Which of the system's sync calls were made, on which descriptors (each still does its work)."""

    def __init__(self, monkeypatch) -> None:
        fcntl = pytest.importorskip("fcntl")  # windows: there is no fcntl to fake F_FULLFSYNC on; its own test is above

        self.calls: list[tuple[str, int]] = []
        self.refused = False
        for name in ("fsync", "fdatasync"):
            real = getattr(os, name, None)
            if real is None:
                continue
            monkeypatch.setattr(os, name, lambda fd, name=name, real=real: (self.calls.append((name, fd)), real(fd))[1])
        monkeypatch.setattr(fcntl, "F_FULLFSYNC", 51, raising=False)  # (macOS's value; Linux has none)
        real_fcntl = fcntl.fcntl

        def fake_fcntl(fd, command, *args):
            if command != 51:
                return real_fcntl(fd, command, *args)
            self.calls.append(("F_FULLFSYNC", fd))
            if self.refused:  # a network share
                raise OSError(45, "Operation not supported")
            return 0

        monkeypatch.setattr(fcntl, "fcntl", fake_fcntl)

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


def platform(monkeypatch, name: str) -> Syncs:
    """Fake the platform ``name``; the sync calls made from now on (Windows: no fcntl module at all)."""
    syncs = Syncs(monkeypatch)
    monkeypatch.setattr(disk, "WINDOWS", name == "windows")
    monkeypatch.setattr(disk, "MACOS", name == "macos")
    if name == "windows":
        monkeypatch.setitem(sys.modules, "fcntl", None)
    return syncs


def test_on_linux_a_file_is_fdatasynced(tmp_path, monkeypatch):
    syncs = platform(monkeypatch, "linux")
    with open(tmp_path / "f", "wb") as handle:
        handle.write(b"x")
        handle.flush()
        disk.sync(handle.fileno())
        assert syncs.calls == [("fdatasync", handle.fileno())]


def test_on_macos_a_file_goes_through_the_drives_cache(tmp_path, monkeypatch):
    """macOS's fsync leaves the data in the drive's cache: F_FULLFSYNC, for the file and for its folder."""
    syncs = platform(monkeypatch, "macos")
    disk.atomic_write(tmp_path / "game.pulka", b"one")
    assert syncs.names() == ["F_FULLFSYNC", "F_FULLFSYNC"]  # the temporary file, then the folder with its rename
    assert (tmp_path / "game.pulka").read_bytes() == b"one"


def test_on_macos_a_file_system_without_full_sync_gets_fsync(tmp_path, monkeypatch):
    monkeypatch.delattr(os, "fdatasync", raising=False)  # (macOS has none)
    syncs = platform(monkeypatch, "macos")
    syncs.refused = True
    disk.atomic_write(tmp_path / "game.pulka", b"one")
    assert syncs.names() == ["F_FULLFSYNC", "fsync", "F_FULLFSYNC", "fsync"]
    assert (tmp_path / "game.pulka").read_bytes() == b"one"


def test_on_windows_a_file_is_fsynced_and_no_fcntl_is_asked(tmp_path, monkeypatch):
    """Windows: os.fsync is _commit (FlushFileBuffers); there is no fdatasync and no fcntl."""
    syncs = platform(monkeypatch, "windows")
    disk.atomic_write(tmp_path / "game.pulka", b"one")
    assert syncs.names() == ["fsync"]  # the temporary file; a folder cannot be synced there


@pytest.mark.parametrize(("name", "called"), [("linux", "fdatasync"), ("macos", "F_FULLFSYNC"), ("windows", "fsync")])
def test_a_journal_line_is_synced_as_a_save_is(tmp_path, monkeypatch, name, called):
    from journal_helpers import EMPTY, write

    from benchmarks.sample import random_game
    from prefcount.files import journal

    game = random_game(2, 3)
    writer = write(tmp_path / "s.journal", [journal.game_record(game.model_copy(update={"hands": ()}), EMPTY)])
    syncs = platform(monkeypatch, name)
    writer.append([journal.line(2, journal.hand_record("append", game.hands[0]))])
    writer.close()
    assert syncs.names() == [called]
