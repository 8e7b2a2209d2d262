"""``prefcount stats FOLDER``: the club book's statistics as a table, JSON, CSV or a season report PDF.

Progress goes to stderr while the index is brought up to date; files that do
not count are listed on stderr with their reason (the rest still counts).
Bad arguments: one line on stderr, status 2. A file it writes (``--pdf``) or the
index it keeps (``--index``) is checked as ``pdf -o`` checks its file: never a
folder, a device, a pipe or a link.

It asks the book (:mod:`prefcount.book`) and the season report (:mod:`prefcount.report`),
so it lives above both: the book never imports the report.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sqlite3
import sys
from dataclasses import replace
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any

from prefcount.book import Book, FileProblem, Filter, PersonStats
from prefcount.book.model import (
    CUSTOM,
    LEVELS,
    HeadToHead,
    PulkaResult,
    Rating,
    plain_money,
    shown_name,
    standings,
)
from prefcount.cli.output import CommandError, check_output_path, one_line_errors, print_output, write_output_file
from prefcount.cli.text import json_number, text_table
from prefcount.ledger import PRESETS, LedgerError


def run_stats(args: argparse.Namespace) -> int:
    """``prefcount stats``: its output on stdout, progress and the files not counted on stderr; any problem
    one line and status 2."""
    if isinstance(sys.stderr, io.TextIOWrapper):  # a terminal that cannot show a name gets it escaped
        sys.stderr.reconfigure(errors="backslashreplace")
    return _run(args)


def _day(text: str | None, option: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise CommandError(f"{option}: {text!r} is not a date; write it as YYYY-MM-DD") from None


@one_line_errors
def _run(args: argparse.Namespace) -> int:
    folder = Path(args.folder).expanduser()
    if not folder.is_dir():
        raise CommandError(f"{args.folder}: there is no such folder")
    date_from, date_to = _day(args.date_from, "--from"), _day(args.date_to, "--to")
    if date_from and date_to and date_from > date_to:
        raise CommandError(f"--from {date_from} is after --to {date_to}")
    presets = frozenset(args.convention or ())
    known = (*PRESETS, CUSTOM)
    unknown = presets - set(known)
    if unknown:
        raise CommandError(f"--convention: unknown preset {sorted(unknown)[0]!r} ({', '.join(known)})")
    out = check_output_path(args.pdf) if args.pdf else None
    index = check_output_path(args.index) if args.index else None
    try:
        book = Book.open(folder, index)
    except (OSError, LedgerError, sqlite3.Error) as error:
        raise CommandError(f"cannot open the book {shown_name(args.folder)}: {error}") from None
    with book:
        problems = book.refresh(_Progress())
        for problem in problems:
            print(f"prefcount: {problem}", file=sys.stderr)
        people: frozenset[str] = frozenset()
        if args.player:
            person = book.person(args.player)
            if person not in {p.name for p in book.people()}:
                raise CommandError(f"--player: nobody called {args.player!r} played in this book")
            people = frozenset({person})
        flt = Filter(date_from, date_to, presets, people, args.unfinished)
        if out is not None:
            from prefcount.report.season import render_season
            from prefcount.words.i18n import set_language

            set_language(args.lang)
            write_output_file(out, render_season(book, flt))
            return 0
        data = stats_json(book, flt)
        if args.json:
            print_output(json.dumps(data, ensure_ascii=False, indent=1))
        elif args.csv:
            print_output(stats_csv(data).removesuffix("\n"))
        else:
            print_output(stats_table(data))
    return 0


class _Progress:
    """Progress of the indexing on stderr: one line rewritten on a terminal, a few lines otherwise."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        if not total:
            return
        step = done * 10 // total
        if self.tty:
            print(f"\rprefcount: reading the book: {done} of {total} files", end="", file=sys.stderr, flush=True)
            if done == total:
                print(file=sys.stderr)
        elif step != self.shown:
            self.shown = step
            print(f"prefcount: reading the book: {done} of {total} files", file=sys.stderr, flush=True)


# -- the shapes -----------------------------------------------------------------------------


def person_json(stats: PersonStats, aliases: tuple[str, ...], rating: Rating | None) -> dict[str, Any]:
    def result(r: PulkaResult | None) -> dict[str, Any] | None:
        if r is None:
            return None
        return {
            "file": shown_name(r.path),
            "date": r.when.isoformat(),
            "money": plain_money(r.money_cents),
            "whists": json_number(r.whists),
        }

    return {
        "name": stats.person,
        "aliases": list(aliases),
        "pulkas": stats.pulkas,
        "won": stats.won,
        "lost": stats.lost,
        "hands": stats.hands,
        "money": plain_money(stats.money_cents),
        "money_per_pulka": plain_money(stats.money_cents_per_pulka),
        "whists": json_number(stats.whists),
        "whists_exact": str(stats.whists),
        "whists_per_pulka": json_number(stats.whists_per_pulka),
        "whists_per_hand": json_number(stats.whists_per_hand),
        "contracts": {
            str(level): {"declared": c.declared, "made": c.made, "failed": c.failed}
            for level, c in stats.contracts.items()
        },
        "misere": {"declared": stats.misere_declared, "made": stats.misere_made, "caught": stats.misere_caught},
        "whisted": stats.whisted,
        "remizes": stats.remizes,
        "raspasy": stats.raspasy,
        "raspasy_average_tricks": json_number(stats.raspasy_average_tricks),
        "raspasy_average_tricks_exact": str(stats.raspasy_average_tricks),
        "best": result(stats.best),
        "worst": result(stats.worst),
        "streaks": {
            "longest_won": stats.longest_winning_streak,
            "longest_lost": stats.longest_losing_streak,
            "current": stats.current_streak,
        },
        "rating": round(rating.rating, 1) if rating else None,
    }


def head_to_head_json(h2h: HeadToHead, only: frozenset[str]) -> list[dict[str, Any]]:
    rows = []
    for a in h2h.people:
        for b in h2h.people:
            if (a, b) in h2h.money and (not only or a in only):
                rows.append(
                    {
                        "player": a,
                        "against": b,
                        "pulkas": h2h.pulkas[(a, b)],
                        "whists": json_number(h2h.whists[(a, b)]),
                        "whists_exact": str(h2h.whists[(a, b)]),
                        "money": plain_money(h2h.money[(a, b)] * 100),
                        "money_exact": str(h2h.money[(a, b)]),
                    }
                )
    return rows


def problem_json(problem: FileProblem) -> dict[str, Any]:
    """A file that does not count: its name as the system gives it, the kind of problem, the reason (and for a
    copy or another version of a game, the file that counts)."""
    out = {"file": problem.shown_path, "kind": problem.kind, "reason": problem.message()}
    if problem.other is not None:
        out["counted"] = shown_name(problem.other)
    return out


def stats_json(book: Book, flt: Filter) -> dict[str, Any]:
    """The ``prefcount stats --json`` object (README, "The club book")."""
    stats = book.stats(flt)
    ratings = book.ratings(replace(flt, people=frozenset()))  # one person's rating is still rated against all
    aliases = {p.name: p.aliases for p in book.people()}
    order = standings(stats)
    if flt.people:
        order = [s for s in order if s.person in flt.people]
    return {
        "folder": shown_name(book.folder),
        "filter": {
            "from": flt.date_from.isoformat() if flt.date_from else None,
            "to": flt.date_to.isoformat() if flt.date_to else None,
            "conventions": sorted(flt.presets),
            "player": sorted(flt.people)[0] if flt.people else None,
            "unfinished": flt.include_unfinished,
        },
        "pulkas": book.count(flt)[0],
        "unfinished_not_counted": book.unfinished_left_out(flt),
        "problems": [problem_json(p) for p in book.problems()],
        "people": [person_json(s, aliases.get(s.person, ()), ratings.get(s.person)) for s in order],
        "head_to_head": head_to_head_json(book.head_to_head(flt), flt.people),
    }


CSV_COLUMNS = (
    "name",
    "pulkas",
    "won",
    "lost",
    "hands",
    "money",
    "money_per_pulka",
    "whists",
    "whists_per_pulka",
    "whists_per_hand",
    *[f"{level}_{what}" for level in LEVELS for what in ("declared", "made", "failed")],
    "misere_declared",
    "misere_made",
    "misere_caught",
    "whisted",
    "remizes",
    "raspasy",
    "raspasy_average_tricks",
    "best_money",
    "worst_money",
    "longest_won",
    "longest_lost",
    "current_streak",
    "rating",
)


def stats_csv(data: dict[str, Any]) -> str:
    """One row per person, the columns of :data:`CSV_COLUMNS`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for p in data["people"]:
        row = {key: p.get(key) for key in CSV_COLUMNS}
        for level, c in p["contracts"].items():
            for what in ("declared", "made", "failed"):
                row[f"{level}_{what}"] = c[what]
        for what in ("declared", "made", "caught"):
            row[f"misere_{what}"] = p["misere"][what]
        row["best_money"] = p["best"]["money"] if p["best"] else ""
        row["worst_money"] = p["worst"]["money"] if p["worst"] else ""
        row["longest_won"] = p["streaks"]["longest_won"]
        row["longest_lost"] = p["streaks"]["longest_lost"]
        row["current_streak"] = p["streaks"]["current"]
        writer.writerow(["" if row[key] is None else row[key] for key in CSV_COLUMNS])
    return out.getvalue()


def stats_table(data: dict[str, Any]) -> str:
    """The statistics as plain text: standings, then head to head. Whists as the sheet writes them."""
    from prefcount.ledger import format_amount

    left_out = data.get("unfinished_not_counted", 0)
    if not data["people"]:
        unfinished = f" ({_unfinished_note(left_out)})" if left_out else ""
        return f"No pulkas to count in {data['folder']}{unfinished}."
    rows = [
        [
            "",
            "pulkas",
            "won",
            "lost",
            "hands",
            "money",
            "per pulka",
            "whists",
            "contracts",
            "misère",
            "remizes",
            "raspasy hands",
            "tricks a raspasy",
            "rating",
        ]
    ]
    for p in data["people"]:
        declared = sum(c["declared"] for c in p["contracts"].values())
        made = sum(c["made"] for c in p["contracts"].values())
        tricks = Fraction(p["raspasy_average_tricks_exact"]) if p["raspasy"] else None
        rows.append(
            [
                p["name"],
                str(p["pulkas"]),
                str(p["won"]),
                str(p["lost"]),
                str(p["hands"]),
                p["money"],
                p["money_per_pulka"],
                format_amount(Fraction(p["whists_exact"]), signed=True),
                f"{made}/{declared}",
                f"{p['misere']['made']}/{p['misere']['declared']}",
                str(p["remizes"]),
                str(p["raspasy"]),
                format_amount(tricks).replace(",", ".") if tricks is not None else "",  # (English text: 3.35)
                f"{p['rating']:.0f}" if p["rating"] is not None else "",
            ]
        )
    count = data["pulkas"]
    head = f"{count} {'pulka' if count == 1 else 'pulkas'}"
    if left_out:
        head += f" ({_unfinished_note(left_out)})"
    lines = [
        f"{head} in {data['folder']}",
        "",
        text_table(rows),
        "",
        "Head to head (row won from column, money):",
    ]
    names = [p["name"] for p in data["people"]]
    against = sorted(
        {r["against"] for r in data["head_to_head"]} | set(names),
        key=lambda n: names.index(n) if n in names else len(names),
    )
    money = {(r["player"], r["against"]): r["money"] for r in data["head_to_head"]}
    rows = [["", *against]]
    for a in names:
        rows.append([a, *["—" if a == b else money.get((a, b), "") for b in against]])
    lines.append(text_table(rows))
    return "\n".join(lines)


def _unfinished_note(count: int) -> str:
    if count == 1:
        return "1 unfinished not counted: --unfinished to count it"
    return f"{count} unfinished not counted: --unfinished to count them"
