"""Kill ``prefcount stats`` at random moments while it writes the club book's index; check the figures after.

    python tools/index_kill_bench.py --kills 50                # a book of 300 pulkas, seeded at random
    python tools/index_kill_bench.py --kills 50 --seed 7       # the same kills again
    python tools/index_kill_bench.py --pulkas 60 --kills 5     # a quick look

A sibling of ``tools/kill_bench.py`` (which kills the app while hands are typed). It makes a book of random pulkas
(:func:`benchmarks.book.make_book`: copies and earlier versions among them), asks ``prefcount stats BOOK --json``
once with a fresh index (the reference), then, round after round: starts ``prefcount stats BOOK --json --index
KILLED`` and sends it SIGKILL (the whole process group: its reading processes too) at a random moment of the
build, sometimes twice in a row on the same index, and finally runs it to the end. Its ``--json`` must equal the
reference byte for byte (ratings, streaks, records, money: everything), and so must the run after it (a wrong
figure that stays wrong is the failure issue 25 §10 describes). The index is started again from nothing every
few rounds, so kills land both in a first build and in the catching-up of a half-made index.

Prints every round that differed, the totals, and exits 1 if any did.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def command(folder: Path, index: Path) -> list[str]:
    return [sys.executable, "-m", "prefcount", "stats", str(folder), "--json", "--index", str(index)]


def environment(data: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env["PREFCOUNT_DATA_DIR"] = str(data)
    return env


def run(folder: Path, index: Path, env: dict[str, str]) -> bytes:
    """``prefcount stats --json`` to the end: its stdout (raises if it failed)."""
    return run_timed(folder, index, env)[0]


def run_timed(folder: Path, index: Path, env: dict[str, str]) -> tuple[bytes, float]:
    """``prefcount stats --json`` to the end: its stdout, and how long it wrote its index (from the moment the
    index file appeared to the end)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command(folder, index), env=env, stdout=out, stderr=err)
        while process.poll() is None and not index.exists():
            time.sleep(0.005)
        appeared = time.perf_counter()
        process.wait(timeout=600)
        writing = time.perf_counter() - appeared
        out.seek(0)
        err.seek(0)
        if process.returncode != 0:
            raise RuntimeError(
                f"prefcount stats ended with {process.returncode}: {err.read().decode(errors='replace')}"
            )
        return out.read(), writing


def kill_after(
    folder: Path, index: Path, env: dict[str, str], delay: float, group: bool = True, new_index: bool = False
) -> bool:
    """Start ``prefcount stats`` and kill it (and its reading processes) ``delay`` seconds after it started, or
    (``new_index``) after its index file appeared; whether it was still running then."""
    kwargs: dict[str, object] = {}
    if os.name == "posix":
        kwargs["start_new_session"] = True  # its own process group: the pool's workers die with it
    else:
        kwargs["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
    process = subprocess.Popen(
        command(folder, index), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs
    )
    while new_index and process.poll() is None and not index.exists():
        time.sleep(0.002)
    try:
        process.wait(timeout=delay)
        return False
    except subprocess.TimeoutExpired:
        pass
    if os.name == "posix" and group:
        os.killpg(process.pid, signal.SIGKILL)
    else:
        process.kill()
    process.wait()
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pulkas", type=int, default=300, help="pulkas in the book (default 300)")
    parser.add_argument("--hands", type=int, nargs=2, default=(20, 80), help="hands per pulka, least and most")
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--fresh-every", type=int, default=1, help="start the index again every N rounds")
    parser.add_argument(
        "--main-only", action="store_true", help="kill only the command's own process, not its reading processes"
    )
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder (its path is printed)")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    print(f"seed {seed}", flush=True)
    scratch = Path(tempfile.mkdtemp(prefix="prefcount-index-kill-"))
    try:
        return _bench(args, rng, seed, scratch)
    finally:
        if args.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


def _bench(args: argparse.Namespace, rng: random.Random, seed: int, scratch: Path) -> int:
    sys.path.insert(0, str(ROOT))
    from benchmarks.book import make_book

    folder = scratch / "book"
    make_book(folder, args.pulkas, seed=seed % 1000 + 1, hands=tuple(args.hands))
    env = environment(scratch / "data")
    builds, writes = [], []
    for number in range(3):  # (the machine may be shared: the middle of three)
        fresh_index = scratch / f"fresh-{number}.sqlite"
        start = time.perf_counter()
        reference, writing = run_timed(folder, fresh_index, env)
        builds.append(time.perf_counter() - start)
        writes.append(writing)
    build, writing = sorted(builds)[1], sorted(writes)[1]
    print(
        f"{args.pulkas} pulkas; a fresh index is built and answered in {build:.1f} s ({writing:.1f} s from its "
        "file's making to the end)",
        flush=True,
    )
    index = scratch / "killed.sqlite"
    kills = killed = written = rounds = differed = stayed = 0
    while kills < args.kills:
        rounds += 1
        if (rounds - 1) % args.fresh_every == 0:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{index}{suffix}").unlink(missing_ok=True)
        moments = []
        for _ in range(rng.choice((1, 1, 2))):
            new_index = not index.exists()  # a first build: killed at a moment of its writing, else of the run
            delay = rng.uniform(0.0, writing) if new_index else rng.uniform(0.05, build)
            moments.append(delay)
            kills += 1
            was_killed = kill_after(folder, index, env, delay, not args.main_only, new_index)
            killed += was_killed
            written += was_killed and new_index
        after = run(folder, index, env)
        again = run(folder, index, env)
        if after != reference:
            differed += 1
            print(f"round {rounds}: killed at {', '.join(f'{m:.2f} s' for m in moments)}: the next run differs")
            _show_difference(reference, after)
        if again != reference:
            stayed += 1
            print(f"round {rounds}: and the run after it differs too")
    print(
        f"{kills} kills ({killed} while running, {written} of them in a first build's writing) in {rounds} rounds: "
        f"{differed} next runs differed from a fresh index, {stayed} stayed different"
    )
    return 1 if differed or stayed else 0


def _show_difference(reference: bytes, other: bytes) -> None:
    import difflib

    lines = difflib.unified_diff(
        reference.decode("utf-8", "replace").splitlines(), other.decode("utf-8", "replace").splitlines(), lineterm=""
    )
    for number, line in enumerate(lines):
        if number > 12:
            print("    …")
            break
        print(f"    {line}")


if __name__ == "__main__":
    raise SystemExit(main())
