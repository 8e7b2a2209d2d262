"""Benchmark: ``python -m prefcount.book.bench`` prints median times of the club book on a big book.

The book: 1,000 pulkas of 100 random valid hands (:mod:`prefcount.sample`),
3 and 4 players drawn from a club of eight, over three years, in three
conventions. Figures, not assertions — these machines are shared and noisy.

* first indexing: open the book with no index and read every file;
* opening again: open the book and refresh with nothing changed;
* one file changed: an open book refreshed after one pulka was saved again (as a window does);
* changing a filter: statistics, head to head and money over time for a new filter;
  the rating history (openskill over every pulka the filter keeps) is timed on its own.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path

from prefcount.book import Book, Filter
from prefcount.gamefile import dumps, loads
from prefcount.sample import random_game

CLUB = ("Аня", "Борис", "Вера", "Григорий", "Дима", "Елена", "Жора", "Зоя")
PRESETS = ("sochi", "sochi", "leningrad", "rostov")


def make_book(folder: Path, pulkas: int, hands: int, seed: int = 7) -> None:
    """Write ``pulkas`` random games of ``hands`` hands into ``folder`` (plain writes: this is test data)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    start = datetime(2024, 1, 5, 19, 30)
    for number in range(pulkas):
        players = rng.choice((3, 3, 4))
        names = tuple(rng.sample(CLUB, players))
        game = random_game(hands, players, seed=seed * 100_000 + number, preset=rng.choice(PRESETS), names=names)
        when = start + timedelta(days=number * 3 * 365 // pulkas, minutes=rng.randint(0, 120))
        game = game.model_copy(update={"created": when.isoformat(timespec="minutes")})
        season = folder / str(when.year)
        season.mkdir(exist_ok=True)
        (season / f"{when:%Y-%m-%d}-{number:04d}.pulka").write_text(dumps(game), "utf-8")


def book_arguments(prog: str, description: str, repeat: int) -> argparse.ArgumentParser:
    """The options of every book benchmark: the book's size, the runs per figure, a folder to keep the book in."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--pulkas", type=int, default=1000)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=repeat, help="runs per figure (median is printed)")
    parser.add_argument("--folder", type=Path, help="keep the book here (made if missing) instead of a temp folder")
    return parser


@contextmanager
def bench_book(args: argparse.Namespace, prefix: str) -> Iterator[tuple[Path, Path]]:
    """A work folder (removed afterwards) and the book to time: ``--folder``, made there if it holds no pulka."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    folder = args.folder or work / "book"
    try:
        if not folder.exists() or not any(folder.rglob("*.pulka")):
            print(f"making a book of {args.pulkas} pulkas of {args.hands} hands …", flush=True)
            print(f"  {timed(lambda: make_book(folder, args.pulkas, args.hands)):.1f} s")
        yield work, folder
    finally:
        shutil.rmtree(work, ignore_errors=True)


def timed(func: Callable[[], object]) -> float:
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def index_afresh(folder: Path, index: Path, workers: int | None = None) -> None:
    with Book.open(folder, index) as book:
        book.refresh(workers=workers)


def cpu_seconds() -> float:
    """Processor time of this process and its finished children (the indexing's worker processes)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def median_ms(func: Callable[[], object], repeat: int) -> float:
    return statistics.median(timed(func) for _ in range(repeat)) * 1000


def median_cpu_ms(func: Callable[[], object], repeat: int) -> float:
    """Median processor time of ``func()``: what it costs when the machine is not shared."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        func()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = book_arguments("python -m prefcount.book.bench", __doc__.splitlines()[0], repeat=5)
    parser.add_argument("--first-repeat", type=int, default=3, help="runs of the first indexing")
    parser.add_argument("--workers", type=int, help="processes for the first indexing (default: one per core)")
    args = parser.parse_args(argv)

    with bench_book(args, "prefcount-book-bench-") as (work, folder):
        files = sum(1 for _ in folder.rglob("*.pulka"))
        print(f"book: {files} files in {folder}")

        print(f"load average before: {', '.join(f'{x:.1f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
        first: list[float] = []
        cpu: list[float] = []
        for run in range(args.first_repeat):
            index = work / f"first-{run}.sqlite"
            before = cpu_seconds()
            first.append(timed(partial(index_afresh, folder, index, args.workers)))
            cpu.append(cpu_seconds() - before)
        runs = ", ".join(f"{t:.2f}" for t in first)
        print(
            f"first indexing:       median {statistics.median(first):6.2f} s   (runs: {runs}; "
            f"processor time of all processes {statistics.median(cpu):.2f} s)"
        )

        index = work / "first-0.sqlite"
        again = median_ms(partial(index_afresh, folder, index), args.repeat)
        again_cpu = median_cpu_ms(partial(index_afresh, folder, index), args.repeat)
        print(
            f"opening again:        median {again:6.0f} ms  (open + refresh, nothing changed; "
            f"processor {again_cpu:.0f} ms)"
        )

        book = Book.open(folder, index)
        book.refresh()
        one_ms, one_cpu = _one_file_changed(book, folder, args.repeat)
        print(
            f"one file changed:     median {one_ms:6.0f} ms  (refresh of the open book after one pulka was saved "
            f"again; processor {one_cpu:.0f} ms)"
        )
        filters = [
            Filter(),
            Filter(date_from=date(2025, 1, 1), date_to=date(2025, 12, 31)),
            Filter(presets=frozenset({"sochi"})),
            Filter(date_from=date(2026, 9, 1), people=frozenset({"Аня"})),
            Filter(include_unfinished=True),
        ]
        cycle = iter(filters * (args.repeat * 4))

        def change_filter() -> None:
            flt = next(cycle)
            book.stats(flt)
            book.head_to_head(flt)
            book.money_over_time(flt)

        filter_ms = median_ms(change_filter, args.repeat * 4)
        filter_cpu = median_cpu_ms(change_filter, args.repeat * 4)
        print(
            f"changing a filter:    median {filter_ms:6.0f} ms  (stats + head to head + money over time; "
            f"processor {filter_cpu:.0f} ms)"
        )
        rating_cycle = iter(filters * (args.repeat * 2))

        def rating() -> None:
            book._rating_cache = None  # time the computation, not the cache
            book.rating_history(next(rating_cycle))

        rating_ms = median_ms(rating, args.repeat * 2)
        rating_cpu = median_cpu_ms(rating, args.repeat * 2)
        print(
            f"rating history:       median {rating_ms:6.0f} ms  (openskill over the filter's pulkas; "
            f"processor {rating_cpu:.0f} ms)"
        )
        book.close()
    return 0


def _one_file_changed(book: Book, folder: Path, repeat: int) -> tuple[float, float]:
    """Median wall and processor milliseconds of ``book.refresh()`` after one pulka's file was saved again."""
    path = min(folder.rglob("*.pulka"))
    original = path.read_bytes()
    game = loads(original)
    walls, cpus = [], []
    try:
        for run in range(repeat):
            path.write_text(dumps(game.model_copy(update={"title": f"bench {run}"})), "utf-8")
            start, start_cpu = time.perf_counter(), time.process_time()
            book.refresh(workers=1)
            walls.append(time.perf_counter() - start)
            cpus.append(time.process_time() - start_cpu)
    finally:
        path.write_bytes(original)
        book.refresh(workers=1)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


if __name__ == "__main__":
    raise SystemExit(main())
