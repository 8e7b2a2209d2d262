"""Benchmark: ``python -m benchmarks.book`` prints median times of the club book at 100, 1,000 and
10,000 pulkas, the ratios between the sizes, and the targets.

Each book: pulkas of 40–200 random valid hands (:mod:`benchmarks.sample`), 3 and 4 players drawn from
a club of eight, over three years, in three conventions; half of them with an ``id``, and one in a
hundred saved twice more (a copy and a longer version, as a sync service leaves them). Figures, not
assertions — these machines are shared and noisy: the load average is printed with them.

* first indexing: open the book with no index and read every file (processor time per pulka: all processes);
* opening again: open the book and refresh with nothing changed;
* one file changed: an open book refreshed after one pulka was saved again (as a window does);
* changing a filter: statistics, head to head and counts for a new filter;
* money chart: the money series the window's chart draws (arrays) for a new filter;
* rating: a filter's rating history the first time (openskill), and again (remembered);
* ``prefcount stats --json``: the whole command on an index already made.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.ledger import remove_scratch, scratch_folder
from benchmarks.sample import random_game
from prefcount.files.gamefile import dumps, loads

if TYPE_CHECKING:
    from prefcount.book import Book

# The book is imported where it is used, not here: the first indexing's worker processes import the main
# module again (multiprocessing's "spawn"), and the app's and the command's main modules import no book,
# so neither may this one, or every worker would pay for the statistics it never computes.

CLUB = ("Аня", "Борис", "Вера", "Григорий", "Дима", "Елена", "Жора", "Зоя")
PRESETS = ("sochi", "sochi", "leningrad", "rostov")
SIZES = (100, 1000, 10_000)
#: The targets of issue 18 at 10,000 pulkas (milliseconds; CPU per pulka for the first indexing).
TARGETS = {
    "opening again": 300,
    "one file changed": 200,
    "changing a filter": 100,
    "stats --json": 1000,
    "first indexing": 8,  # ms of processor time per pulka
}


def make_book(folder: Path, pulkas: int, seed: int = 7, hands: tuple[int, int] = (40, 200)) -> None:
    """Write ``pulkas`` random games into ``folder`` (plain writes: this is test data)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    start = datetime(2024, 1, 5, 19, 30)
    for number in range(pulkas):
        players = rng.choice((3, 3, 4))
        names = tuple(rng.sample(CLUB, players))
        count = rng.randint(*hands)
        game = random_game(count, players, seed=seed * 100_000 + number, preset=rng.choice(PRESETS), names=names)
        when = start + timedelta(days=number * 3 * 365 // pulkas, minutes=rng.randint(0, 120))
        update: dict[str, object] = {"created": when.isoformat(timespec="minutes")}
        if number % 2:
            update["id"] = f"{rng.getrandbits(128):032x}"
        game = game.model_copy(update=update)
        season = folder / str(when.year)
        season.mkdir(exist_ok=True)
        name = f"{when:%Y-%m-%d}-{number:05d}"
        (season / f"{name}.pulka").write_text(dumps(game), "utf-8")
        if number % 100 == 50:  # a sync service's copy, and an earlier version left behind
            (season / f"{name} (conflicted copy).pulka").write_text(dumps(game), "utf-8")
            earlier = game.model_copy(update={"hands": game.hands[: len(game.hands) // 2]})
            (season / f"{name}.sync-conflict.pulka").write_text(dumps(earlier), "utf-8")


def timed(func: Callable[[], object]) -> float:
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def index_afresh(folder: Path, index: Path, workers: int | None = None) -> None:
    from prefcount.book import Book

    with Book.open(folder, index) as book:
        book.refresh(workers=workers)


def cpu_seconds() -> float:
    """Processor time of this process and its finished children (the indexing's worker processes, a command)."""
    try:
        import resource  # POSIX: to the microsecond (os.times counts clock ticks, a hundredth of a second)

        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime
    except ImportError:
        t = os.times()
        return time.process_time() + t.children_user + t.children_system


def medians(func: Callable[[], object], repeat: int) -> tuple[float, float]:
    """The median wall time and the median processor time of ``func()``, in milliseconds."""
    walls, cpus = [], []
    for _ in range(repeat):
        cpu = cpu_seconds()
        walls.append(timed(func))
        cpus.append(cpu_seconds() - cpu)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def load() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def bench_folder(root: Path | None, prefix: str) -> Path:
    """The folder of the books: ``root`` (kept), or a scratch folder (:func:`benchmarks.ledger.scratch_folder`:
    gone with :func:`~benchmarks.ledger.remove_scratch`, which the bench's ``main`` calls at its end)."""
    if root is None:
        return scratch_folder(prefix)
    root.mkdir(parents=True, exist_ok=True)
    return root


def book_of(root: Path, pulkas: int) -> Path:
    """The book of ``pulkas`` pulkas under ``root``, made if missing."""
    folder = root / f"book-{pulkas}"
    if not folder.exists() or not any(folder.rglob("*.pulka")):
        print(f"making a book of {pulkas} pulkas …", flush=True)
        print(f"  {timed(lambda: make_book(folder, pulkas)):.1f} s", flush=True)
    return folder


Figures = dict[str, tuple[float, float]]


def measure(folder: Path, work: Path, repeat: int, first_repeat: int, workers: int | None) -> Figures:
    """The figures of one book: name → (wall, processor) milliseconds (the first indexing: seconds, and
    processor milliseconds per pulka of all its processes)."""
    from prefcount.book import Book, Filter

    files = sum(1 for _ in folder.rglob("*.pulka"))
    out: Figures = {}
    first: list[float] = []
    cpu: list[float] = []
    for run in range(first_repeat):
        index = work / f"first-{run}.sqlite"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{index}{suffix}").unlink(missing_ok=True)
        before = cpu_seconds()
        first.append(timed(partial(index_afresh, folder, index, workers)))
        cpu.append(cpu_seconds() - before)
    if first:
        out["first indexing"] = (statistics.median(first), statistics.median(cpu) * 1000 / files)
    index = work / "first-0.sqlite"
    if not index.exists():  # (--first-repeat 0 on a work folder without an index)
        index_afresh(folder, index, workers)
    out["opening again"] = medians(partial(index_afresh, folder, index), repeat)
    book = Book.open(folder, index)
    book.refresh()
    out["one file changed"] = _one_file_changed(book, folder, repeat)
    filters = [
        Filter(),
        Filter(date_from=date(2025, 1, 1), date_to=date(2025, 12, 31)),
        Filter(presets=frozenset({"sochi"})),
        Filter(date_from=date(2026, 9, 1), people=frozenset({"Аня"})),
        Filter(include_unfinished=True),
    ]
    cycle = iter(filters * (repeat * 4))

    def change_filter() -> None:
        flt = next(cycle)
        book.stats(flt)
        book.head_to_head(flt)
        book.count(flt)

    out["changing a filter"] = medians(change_filter, repeat * 4)
    charts = iter(filters * (repeat * 2))
    out["money chart"] = medians(lambda: book.money_series(next(charts)), repeat * 2)  # the window's arrays
    # time openskill, not what the book remembers (in memory, or in the index from an earlier run)
    book._index.keep_rating = lambda key, value: None  # type: ignore[method-assign]
    book._index.rating = lambda key: None  # type: ignore[method-assign]
    firsts = iter(filters * repeat)

    def rate_afresh() -> None:
        book._ratings.clear()
        book.ratings(next(firsts))

    out["rating, first time"] = medians(rate_afresh, len(filters))
    del book._index.keep_rating, book._index.rating
    for flt in filters:
        book.ratings(flt)  # made and remembered (in the index too)
    again = iter(filters * repeat)

    def rate_again() -> None:
        book._ratings.clear()  # as a book opened again: from the index
        book.ratings(next(again))

    out["rating, again"] = medians(rate_again, repeat)
    book.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    command = [sys.executable, "-m", "prefcount", "stats", str(folder), "--index", str(index), "--json"]
    subprocess.run(command, capture_output=True, env=env, check=True)  # its ratings remembered
    out["stats --json"] = medians(lambda: subprocess.run(command, capture_output=True, env=env, check=True), repeat)
    return out


def _one_file_changed(book: Book, folder: Path, repeat: int) -> tuple[float, float]:
    """Median wall and processor milliseconds of ``book.refresh()`` after one pulka's file was saved again."""
    path = min(folder.rglob("*.pulka"))
    original = path.read_bytes()
    game = loads(original)
    runs = iter(range(repeat))

    def saved_and_read() -> None:
        path.write_text(dumps(game.model_copy(update={"title": f"bench {next(runs)}"})), "utf-8")
        book.refresh(workers=1)

    try:
        return medians(saved_and_read, repeat)  # (the save is a few milliseconds of it)
    finally:
        path.write_bytes(original)
        book.refresh(workers=1)


def _measure(args: argparse.Namespace) -> dict[int, Figures]:
    """Each size's figures, printed as they come."""
    results: dict[int, Figures] = {}
    root = bench_folder(args.folder, "prefcount-book-bench-")
    for size in args.sizes:
        folder = book_of(root, size)
        keep = args.folder is not None and args.first_repeat == 0  # an index made before is timed again
        work = root / f"index-{size}" if keep else scratch_folder("prefcount-book-index-")
        work.mkdir(exist_ok=True)
        print(f"\n{size} pulkas (load average before: {load()}; {os.cpu_count()} cores)", flush=True)
        results[size] = measure(folder, work, args.repeat, args.first_repeat, args.workers)
        for name, (wall, cpu) in results[size].items():
            target = TARGETS.get(name)
            if name == "first indexing":
                line = f"{wall:9.2f} s     (processor {cpu:.2f} ms a pulka, all processes)"
                goal = f"   target: ≤ {target} ms a pulka" if target else ""
            else:
                line = f"{wall:9.1f} ms    (processor {cpu:.1f} ms)"
                goal = f"   target at 10,000: ≤ {target} ms" if target else ""
            print(f"  {name:20} {line}{goal if size == max(args.sizes) else ''}", flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.book", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="pulkas of each book")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (the median is printed)")
    parser.add_argument(
        "--first-repeat",
        type=int,
        default=1,
        help="runs of the first indexing (0 with --folder: keep the index there and time the rest again)",
    )
    parser.add_argument("--workers", type=int, help="processes for the first indexing (default: one per core)")
    parser.add_argument("--folder", type=Path, help="keep the books here (made if missing), not in a temp folder")
    args = parser.parse_args(argv)

    try:
        results = _measure(args)
    finally:
        remove_scratch()  # the books and the indexes, unless --folder keeps them
    sizes = sorted(results)
    if len(sizes) > 1:
        print("\nratios of the processor times (each size against the one before; ×10 pulkas each step):")
        for name in results[sizes[-1]]:
            ratios = [
                results[b][name][1] / results[a][name][1]
                for a, b in zip(sizes, sizes[1:])
                if name in results[a] and results[a][name][1]
            ]
            print(f"  {name:20} " + "   ".join(f"×{r:.1f}" for r in ratios))
    print(f"\nload average after: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
