"""A crashed session is recognised at once (issue 15 item 5, issue 16): each session holds a QLockFile; a killed
app's lock is dead the moment it dies, zombie or not, and nothing ever calls ``os.kill`` (on Windows that ends
the process it asks about)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from crashed import crash

from prefcount.files import leftovers
from prefcount.files.paths import data_dir
from prefcount.ui.app import start as app

SESSION = """
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
source = gamefile.load(sys.argv[1])
document = GameDocument(Game(players=source.players, convention=source.convention))
for hand in source.hands[:3]:
    document.push(RecordHand(document, hand))
print("READY", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def no_os_kill(monkeypatch):
    def kill(pid, sig):
        raise AssertionError("os.kill: on Windows it would end the process it asks about")

    monkeypatch.setattr(os, "kill", kill)


def start_session(data_dir_, data_folder) -> subprocess.Popen:
    child = subprocess.Popen(
        [sys.executable, "-c", SESSION, str(data_dir_ / "game-sochi-3p.json")],
        env={**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "READY"
    return child


@pytest.mark.skipif(not hasattr(os, "waitid"), reason="a zombie (a child ended, not reaped) is POSIX's")
def test_a_session_killed_a_moment_ago_is_offered_at_once_even_as_a_zombie(data_dir, data_folder, asked):
    child = start_session(data_dir, data_folder)
    try:
        assert leftovers.leftover_autosaves() == []  # alive: not ours to take
        os.kill(child.pid, signal.SIGKILL)  # (the test kills; the app never calls os.kill)
        os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)  # dead, and not reaped: a zombie
        if sys.platform.startswith("linux"):
            assert Path(f"/proc/{child.pid}/stat").read_text().split()[2] == "Z"
        (leftover,) = leftovers.leftover_autosaves()
        assert leftover.game is not None and len(leftover.game.hands) == 3
        asked.yes = True
        restored = app.restore_or_new()
        assert len(restored.game.hands) == 3 and restored.modified
        assert not [p for p in data_folder.glob("autosave-*") if not p.name.startswith(restored.autosave_file.stem)]
    finally:
        child.kill()
        child.wait(timeout=30)


def test_a_live_session_is_never_offered_and_never_asked_with_os_kill(data_dir, data_folder, asked, no_os_kill):
    child = start_session(data_dir, data_folder)
    try:
        assert leftovers.leftover_autosaves() == []
        assert leftovers.remove_stale_temp_files() == 0
        new = app.restore_or_new()
        assert new.game.hands == () and asked.questions == []
        assert len(list(data_folder.glob(f"autosave-{child.pid}-*.journal"))) == 1  # its files are untouched
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)


def test_two_apps_starting_at_once_never_offer_the_same_game(data_dir, data_folder, asked):
    child = start_session(data_dir, data_folder)
    child.kill()
    child.wait(timeout=30)
    (mine,) = leftovers.leftover_autosaves()  # this app found it first: it holds the crashed session's lock now
    other = subprocess.run(
        [
            sys.executable,
            "-c",
            "from prefcount.files import leftovers\nprint(len(leftovers.leftover_autosaves()))",
        ],
        env={**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert other.stdout.strip() == "0", other.stderr
    leftovers.set_aside(mine)  # dealt with: its files and its lock are gone
    assert not list(data_folder.glob(f"autosave-{child.pid}-*"))


def test_a_lock_left_from_a_session_of_this_process_id_is_not_taken_for_ours(qtbot, data_dir, asked, no_os_kill):
    """In a container the next start often gets the crashed app's process id; its lock then names us."""
    from prefcount.files import gamefile
    from prefcount.ledger import Game
    from prefcount.ui.game.commands import RecordHand
    from prefcount.ui.game.document import GameDocument

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    document = GameDocument(Game(players=sochi.players, convention=sochi.convention))
    for hand in sochi.hands[:2]:
        document.push(RecordHand(document, hand))
    crash(document, pid=os.getpid())  # its files and its lock stay, naming this very process
    files = document.session.files  # (its token is ours)
    files._lock = type(files._lock)(str(data_dir / "nothing.lock"))
    leftovers._OURS.discard(document.autosave_file.stem.rsplit("-", 1)[1])  # … from another life of this pid
    asked.yes = True
    restored = app.restore_or_new()
    assert len(restored.game.hands) == 2


def test_a_session_that_left_only_its_lock_is_closed_quietly(data_folder, asked):
    from PySide6.QtCore import QLockFile

    data_folder.mkdir(parents=True, exist_ok=True)
    lock = data_folder / "autosave-4000001-0badc0de.lock"
    live = QLockFile(str(data_folder / "live.lock"))
    assert live.tryLock(0)
    lines = (data_folder / "live.lock").read_text(encoding="utf-8").split("\n")
    live.unlock()
    lock.write_text("\n".join(["4000001", *lines[1:]]), encoding="utf-8")  # this machine, this boot, a dead process
    assert leftovers.leftover_autosaves() == []
    assert not lock.exists()
    app.restore_or_new()
    assert asked.questions == []


def test_every_platform_names_its_files_by_session(qtbot):
    from prefcount.ledger import Game
    from prefcount.ui.game.document import GameDocument

    one, two = GameDocument(Game(players=("A", "B", "C"))), GameDocument(Game(players=("A", "B", "C")))
    assert one.autosave_file != two.autosave_file  # two windows, two sessions
    assert one.autosave_file.parent == data_dir()
    assert one.session.journal.with_suffix(leftovers.AUTOSAVE_SUFFIX) == one.autosave_file


def test_a_crashed_sessions_temporary_file_that_cannot_be_removed_stays_for_the_next_start(
    data_dir, data_folder, monkeypatch
):
    """Windows: a file another program holds open cannot be deleted; the start-up housekeeping leaves it and goes on."""
    child = start_session(data_dir, data_folder)
    child.kill()
    child.wait(timeout=30)
    (journal,) = data_folder.glob(f"autosave-{child.pid}-*.journal")
    temp = journal.with_name(f".{journal.stem}.autosave.x1.tmp")
    temp.write_text("half written")

    def unlink(path, missing_ok=False):
        raise PermissionError(13, "held open by another program", str(path))

    with monkeypatch.context() as patched:
        patched.setattr(Path, "unlink", unlink)
        assert leftovers.remove_stale_temp_files() == 0
    assert temp.exists()
    assert leftovers.remove_stale_temp_files() >= 1 and not temp.exists()  # (the kill may have left others)
