"""A short run of tools/kill_bench.py: the real app killed while hands are typed loses none it showed.

The full run (``python tools/kill_bench.py --kills 200``) takes a quarter of an hour; this one a few seconds a
kill. Its kill times are seeded: PREFCOUNT_KILL_SEED replays a failure.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

from where import ROOT

BENCH = ROOT / "tools" / "kill_bench.py"


def test_sigkills_while_hands_are_typed_lose_no_hand_shown():
    seed = int(os.environ.get("PREFCOUNT_KILL_SEED") or random.randrange(2**32))
    result = subprocess.run(
        [sys.executable, str(BENCH), "--kills", "3", "--hands", "300", "--typing", "2.5", "--seed", str(seed)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    print(result.stdout)
    assert result.returncode == 0, f"seed {seed}:\n{result.stdout}\n{result.stderr[-3000:]}"
    assert "0 lost" in result.stdout and "0 rounds restored other hands" in result.stdout
    assert " 0 error messages" in result.stdout


def test_sigkills_of_the_headless_session_lose_no_hand_shown():
    """``--headless``: the game's session alone (prefcount.files.session), no window and no Qt, killed as the app is."""
    seed = int(os.environ.get("PREFCOUNT_KILL_SEED") or random.randrange(2**32))
    command = [sys.executable, str(BENCH), "--headless", "--kills", "4", "--hands", "300", "--typing", "2"]
    result = subprocess.run(command + ["--seed", str(seed)], capture_output=True, text=True, timeout=600)
    print(result.stdout)
    assert result.returncode == 0, f"seed {seed}:\n{result.stdout}\n{result.stderr[-3000:]}"
    assert "0 lost" in result.stdout and " 0 error messages" in result.stdout  # (Qt loaded would be an error)
