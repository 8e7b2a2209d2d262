"""A crashed game is offered when the data folder is full or read-only (issue 25 item 2): the crashed session is
judged by its lock's holder, never by whether a lock can be written; the question says the game cannot be kept
there until room or write access returns, and where it can be saved; its files stay as they are."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from crashed import crash

from prefcount.files import gamefile, leftovers
from prefcount.ledger import Game
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument


def crashed_game(data_dir, hands: int = 4) -> Game:
    """A game of ``hands`` hands left by a crashed app in the data folder."""
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    document = GameDocument(Game(players=sochi.players, convention=sochi.convention))
    for hand in sochi.hands[:hands]:
        document.push(RecordHand(document, hand))
    crash(document)
    document.session._journal.close()  # (the killed app's files are open nowhere)
    return document.game


def session_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("autosave-4000001"))


@pytest.fixture
def make_read_only(monkeypatch, data_folder):
    """Makes the data folder as a read-only disk does: nothing can be made, written or removed there."""

    def make() -> None:
        real_open, real_unlink = os.open, os.unlink

        def inside(path) -> bool:
            return Path(os.fsdecode(path)).parent == data_folder

        def refused_open(path, flags, *args, **kwargs):
            if inside(path) and flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
                raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(path))
            return real_open(path, flags, *args, **kwargs)

        def refused_unlink(path, *args, **kwargs):
            if inside(path):
                raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(path))
            return real_unlink(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", refused_open)
        monkeypatch.setattr(os, "unlink", refused_unlink)
        monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: refused_unlink(self))

    return make


def test_a_crashed_game_in_a_read_only_folder_is_offered_and_says_where_to_save(
    qtbot, data_dir, data_folder, asked, tmp_path, monkeypatch, make_read_only
):
    game = crashed_game(data_dir)
    before = session_files(data_folder)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: home))
    make_read_only()
    (leftover,) = leftovers.leftover_autosaves()
    assert leftover.read_only and leftover.cannot_write.errno == errno.EROFS
    asked.yes = True
    document = app.restore_or_new()
    (question,) = asked.questions
    assert "Restore the game it was keeping (4 hands)?" in question
    assert "until it can be written again" in question and str(data_folder) in question
    assert f"{home} has room for it." in question
    assert document.game == game and document.modified
    assert asked.errors == []  # (told once, in the question)
    assert session_files(data_folder) == before  # its files stay where they are


def _can_mount() -> bool:
    return sys.platform.startswith("linux") and os.geteuid() == 0


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """A real 2 MB disk (tmpfs) as the data folder: filled, or made read-only, by the test."""
    if not _can_mount():
        pytest.skip("mounting a small disk needs root on Linux")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode().strip()}")
    folder = mount / "data"
    folder.mkdir()
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(folder))
    yield mount, folder
    subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.mark.parametrize("how", ["full", "read-only"])
def test_on_a_real_full_or_read_only_disk_the_crashed_game_is_offered(qtbot, data_dir, asked, small_disk, how):
    mount, folder = small_disk
    game = crashed_game(data_dir, 5)
    before = session_files(folder)
    if how == "full":
        with open(mount / "filler", "wb") as filler:
            try:
                while True:
                    filler.write(b"\0" * 65536)
                    filler.flush()
            except OSError as error:
                assert error.errno == errno.ENOSPC
    else:
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    asked.yes = True
    document = app.restore_or_new()
    (question,) = asked.questions
    assert "Restore the game it was keeping (5 hands)?" in question
    assert ("until there is room on that disk" if how == "full" else "until it can be written again") in question
    assert document.game == game
    assert session_files(folder) == before
    document.discard_autosave()  # quitting there says nothing (issue 25 item 5)
    assert asked.errors == []


def test_quitting_when_the_data_folder_became_read_only_says_nothing(qtbot, data_dir, asked, make_read_only, caplog):
    """Issue 25 item 5: the session's files cannot be removed; quitting shows no error, one line in the log."""
    from prefcount.ui.game.main_window import MainWindow

    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    window = MainWindow(GameDocument(sochi))
    qtbot.addWidget(window)
    window.document.wait_autosave()
    make_read_only()
    caplog.clear()
    assert window.close()
    assert asked.errors == []
    assert len([r for r in caplog.records if "cannot remove" in r.getMessage()]) <= 2  # the session's, its lock's


def test_a_damaged_session_in_a_read_only_folder_says_its_files_stay_where_they_are(
    qtbot, data_dir, data_folder, asked, make_read_only
):
    """No raw copy can be made in the backups there: the question must not say one was."""
    from prefcount.files import journal

    crashed_game(data_dir, 3)
    (path,) = data_folder.glob("autosave-4000001-*.journal")
    path.write_bytes(path.read_bytes() + b"{not json}\n" + journal.line(99, {"op": "remove", "index": 0}))
    make_read_only()
    asked.yes = True
    app.restore_or_new()
    (question,) = asked.questions
    assert f"Both files of that session stay as they were in {data_folder}." in question
    assert "backups" not in question
