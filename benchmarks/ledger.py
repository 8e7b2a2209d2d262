"""Benchmark: ``python -m benchmarks.ledger`` prints the median time to score and settle long games.

Games of 1,000 and 10,000 random valid hands, 3 and 4 players, under the
Sochi preset (help on overflow: the slowest path), then the same with every
option of RULES §9 on (dark hands, prikup, returned whists, the dealer's raspasy
tricks, amnesty …), then with every option of §9 and §11 on (American help, the
returned whist after a half-whist, each whister's own quota …), then with every option of §9, §11 and §12 on (the
shortfall on the whister with fewer tricks, the lone whister's own tricks, the unfinished pulya left out, the
zero-trick premium off the gora). ``--cli`` compares ``prefcount score --json`` on a
10,000-hand 4-player game with the ledger's own scoring of it. Figures, not
assertions — these machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.sample import random_game
from prefcount.ledger import score, settle

#: Where Linux tells a process's memory (pages: the whole, then the resident part).
STATM = "/proc/self/statm"
#: The folders :func:`scratch_folder` made and :func:`remove_scratch` has not removed yet.
_SCRATCH: list[tempfile.TemporaryDirectory[str]] = []


def scratch_folder(prefix: str = "prefcount-bench-") -> Path:
    """A new temporary folder for a benchmark's files, removed by :func:`remove_scratch` (each bench's ``main``
    calls it in its ``finally``) or else as the process ends. A file still open in it (Windows) is left behind;
    it does not stop the rest from going."""
    folder = tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True)
    _SCRATCH.append(folder)
    return Path(folder.name)


def remove_scratch() -> None:
    """Remove every folder :func:`scratch_folder` made."""
    while _SCRATCH:
        _SCRATCH.pop().cleanup()


def resident_mb() -> float:
    """This process's resident memory now, in MB (Linux); its peak where only that is told (macOS, other POSIX);
    NaN on Windows, where it is not measured."""
    try:
        with open(STATM, encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB elsewhere


def median_ms(func, repeat: int) -> float:
    """Median wall time of ``func()`` in milliseconds over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ledger", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median is printed)")
    parser.add_argument("--cli", action="store_true", help="prefcount score --json against the ledger alone")
    args = parser.parse_args(argv)
    if args.cli:
        return cli_bench(args.repeat)
    print("ledger: score + settle, median of", args.repeat, "runs")
    print(f"{'players':>7} {'hands':>7} {'ms':>9} {'µs/hand':>8}")
    for players in (2, 3, 4):
        for hands in (1_000, 10_000):
            game = random_game(hands, players)
            ms = median_ms(lambda game=game: settle(score(game)), args.repeat)
            print(f"{players:>7} {hands:>7} {ms:>9.1f} {ms * 1000 / hands:>8.1f}")
    for title, section_11, section_12 in (
        ("every option of RULES §9 on:", False, False),
        ("every option of RULES §9 and §11 on:", True, False),
        ("every option of RULES §9, §11 and §12 on:", True, True),
    ):
        print(title)
        for players in (2, 3, 4):
            game = random_game(10_000, players, every_option=True, section_11=section_11, section_12=section_12)
            ms = median_ms(lambda game=game: settle(score(game)), args.repeat)
            print(f"{players:>7} {10_000:>7} {ms:>9.1f} {ms * 1000 / 10_000:>8.1f}")
    from prefcount.files.gamefile import dumps, loads

    game = random_game(10_000, 3)
    text = dumps(game)
    ms = median_ms(lambda: loads(text), max(3, args.repeat // 2))
    print(f"game file: load 10,000 hands ({len(text) // 1024} KiB): {ms:.1f} ms")
    return 0


def cli_bench(repeat: int) -> int:
    """Medians: the ledger scoring a 10,000-hand 4-player game, and ``prefcount score --json`` on its file."""
    from prefcount.cli.main import main
    from prefcount.files.gamefile import load, save

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.pulka"
        save(random_game(10_000, 4, target=1000), path)
        game = load(path)

        def command() -> None:
            with contextlib.redirect_stdout(io.StringIO()):
                main(["score", "--json", str(path)])

        def process() -> None:
            subprocess.run([sys.executable, "-m", "prefcount", "score", "--json", str(path)], stdout=subprocess.DEVNULL)

        def bare_process() -> None:
            subprocess.run([sys.executable, "-c", "import prefcount.files.gamefile"])

        ledger = median_ms(lambda: settle(score(game)), repeat)
        whole = median_ms(command, repeat)
        started = median_ms(process, repeat)
        imports = median_ms(bare_process, repeat)
    print(f"10,000 hands, 4 players, median of {repeat} runs (ms):")
    print(f"  ledger: score + settle            {ledger:8.1f}")
    print(f"  prefcount score --json, in process {whole:8.1f}  ({whole / ledger:.2f}× the ledger)")
    print(f"  the same as a new process          {started:8.1f}  (of which Python + imports {imports:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
