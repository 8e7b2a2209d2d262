"""A real app killed with SIGKILL, then started again: one question, one wiring, nothing lost."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from where import ROOT

from prefcount.files import gamefile

DRIVER = ROOT / "tests" / "ui" / "app_driver.py"
#: The exit status of a process ``Popen.kill`` ended: SIGKILL (windows: TerminateProcess, as abrupt, exit code 1).
KILLED = -signal.SIGKILL if os.name == "posix" else 1


def _env(data_folder: Path) -> dict[str, str]:
    return {**os.environ, "PREFCOUNT_DATA_DIR": str(data_folder), "QT_QPA_PLATFORM": "offscreen"}


def play_and_kill(data_folder: Path, game: Path, hands: int, into: Path | None = None) -> None:
    """Start the app, record ``hands`` hands (into the game of the file ``into``), and kill it with SIGKILL once
    the autosave is on disk."""
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), "play", str(game), str(hands), *([str(into)] if into else [])],
        env=_env(data_folder),
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = child.stdout.readline()
        assert line.strip() == "READY", line
        child.kill()
        assert child.wait(timeout=30) == KILLED
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()


def restart(data_folder: Path, answer: str, named: Path | None = None) -> dict:
    """Start the app again (``prefcount named``), answer the restore question: what it did."""
    result = subprocess.run(
        [sys.executable, str(DRIVER), "restart", answer, *([str(named)] if named else [])],
        env=_env(data_folder),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if line.startswith("REPORT ")]
    assert lines, result.stdout + result.stderr
    return json.loads(lines[0].removeprefix("REPORT "))


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_after_sigkill_one_question_one_wiring_nothing_lost(data_dir, data_folder, answer):
    play_and_kill(data_folder, data_dir / "game-sochi-3p.json", 4)
    report = restart(data_folder, answer)
    assert len(report["questions"]) == 1, report["questions"]
    assert "4 hands" in report["questions"][0]
    assert report["attached"] == 1 and not report["errors"]
    assert report["panels"] == 1 and report["recorded"] == 1  # one click, one hand panel, one hand
    assert report["undo_entries"] == 1
    if answer == "yes":
        assert report["hands_before"] == 4 and report["modified"]
    else:
        assert report["hands_before"] == 0
        # declined, yet recoverable: the 4 hands are in the backups and open like any game
        kept = [b for b in gamefile.list_backups(data_folder / "backups") if b.hand_count() == 4]
        assert len(kept) == 1
        assert len(gamefile.load(kept[0].path).hands) == 4
        # and nobody asks again
        again = restart(data_folder, "no")
        assert again["questions"] == []


def test_a_sigkill_while_the_game_over_bar_shows_restores_every_hand(data_dir, data_folder):
    """The question once ran inside the undo command, before the autosave was asked for: 39 of 39 kills there lost
    the last hand. Now a bar shows, and the journal has the hand before the sheet shows it."""
    game = data_dir / "game-sochi-3p.json"
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), "gameover", str(game)], env=_env(data_folder), stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ASKED"
        child.kill()  # at once: the background autosave of the last hand was never asked for
        assert child.wait(timeout=30) == KILLED
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
    report = restart(data_folder, "yes")
    assert report["hands_before"] == len(gamefile.load(game).hands) == 9
    assert "9 hands" in report["questions"][0]


def test_yes_to_a_restore_restores_when_a_file_is_named_too(data_dir, data_folder, tmp_path):
    """``prefcount C.pulka`` after a crash: the restored game went to the backups and C.pulka was shown instead."""
    source = gamefile.load(data_dir / "game-sochi-3p.json")
    named = tmp_path / "C.pulka"
    gamefile.save(source.model_copy(update={"hands": source.hands[:2]}), named)
    play_and_kill(data_folder, data_dir / "game-sochi-3p.json", 4, into=named)  # 2 more hands, not saved
    report = restart(data_folder, "yes", named)
    assert report["hands_before"] == 4 and report["modified"] and report["path"] == str(named)
    assert report["status"] == ""  # nothing to explain: the file named is the game restored


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_file_named_after_another_game_crashed_opens_as_asked_and_the_question_names_both(
    data_dir, data_folder, tmp_path, answer
):
    """Issue 27 item 10: ``prefcount D.pulka`` after another game crashed. The question is about both games; D.pulka
    opens whatever the answer; Yes brings the crashed game back in a window of its own, No keeps it in the
    backups. Nothing is lost, and nothing takes the place of what was asked."""
    other = tmp_path / "D.pulka"
    gamefile.save(gamefile.load(data_dir / "game-leningrad-3p.json"), other)
    play_and_kill(data_folder, data_dir / "game-sochi-3p.json", 4)
    report = restart(data_folder, answer, other)
    (question,) = report["questions"]
    assert "Restore the game of A, B, C (4 hands)?" in question
    assert "You asked to open D.pulka, and it opens either way" in question
    # the file asked for, in the first window (its hands, then the one the driver records)
    assert report["path"] == str(other) and report["hands_before"] == len(gamefile.load(other).hands)
    assert not report["errors"]
    if answer == "yes":
        assert report["beside"] == [{"hands": 4, "path": "None", "modified": True}]
    else:
        assert report["beside"] == []
        assert [b.hand_count() for b in gamefile.list_backups(data_folder / "backups")] == [4]
    again = restart(data_folder, "no", other)  # nothing left to restore: the file opens as always
    assert again["questions"] == [] and again["path"] == str(other)


def test_kills_in_the_middle_of_saves_never_mislabel_a_game(data_dir, data_folder, tmp_path, monkeypatch):
    """Killed at random moments while it records, undoes and saves: each autosave reads back whole, and a
    game restored as saved is exactly its file. The kill times are seeded (PREFCOUNT_KILL_SEED replays them)."""
    import random
    import time

    from prefcount.files import leftovers
    from prefcount.ui.app import start as app
    from prefcount.ui.dialogs import prompts

    seed = int(os.environ.get("PREFCOUNT_KILL_SEED") or random.randrange(2**32))
    print(f"kill seed {seed} (PREFCOUNT_KILL_SEED={seed} replays it)")
    rng = random.Random(seed)
    asked = []
    monkeypatch.setattr(prompts, "yes_no", lambda parent, title, text: asked.append(text) or True)
    for kill in range(4):
        target = tmp_path / f"game-{kill}.pulka"
        child = subprocess.Popen(
            [sys.executable, str(DRIVER), "churn", str(data_dir / "game-sochi-3p.json"), str(target)],
            env=_env(data_folder),
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert child.stdout.readline().strip() == "READY"
            time.sleep(rng.uniform(0.1, 1.0))
            child.kill()
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
            child.stdout.close()
        found = leftovers.leftover_autosaves()
        assert len(found) == 1 and found[0].error is None and found[0].note is None, f"seed {seed}"
        asked.clear()
        document = app.restore_or_new()
        if not asked:  # killed just after it started another pulka: a new game nobody touched, nothing to offer
            assert document.game.hands == () and not document.modified, f"seed {seed}"
        elif not document.modified:
            assert document.path is not None and gamefile.load(document.path) == document.game, f"seed {seed}"
        document.discard_autosave()
        assert not list(data_folder.glob(".autosave*.tmp")), f"seed {seed}"
