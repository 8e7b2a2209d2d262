"""Real X keystrokes into the real app: every hand typed is the hand recorded (issue 15 items 1 and 3).

Run under an X server with xdotool (``.ci/run`` does it under Xvfb)::

    xvfb-run -a python tools/type_ahead_x.py                   # 1 run per speed, Latin and Cyrillic, game over
    xvfb-run -a python tools/type_ahead_x.py --runs 10         # the full check: 10 runs of each
    xvfb-run -a python tools/type_ahead_x.py --delays 15 --layouts ru --no-game-over
    xvfb-run -a python tools/type_ahead_x.py --per-hand    # each hand one xdotool call, its Enter the next
    xvfb-run -a python tools/type_ahead_x.py --only-escape --runs 10   # the Escape check alone, 10 runs

Each run opens a 150-hand game in a fresh ``prefcount`` process, gives its window the X focus,
types ten whole hands back to back with ``xdotool type`` at the given delay a key (while two
CPU-bound processes run), saves with Ctrl+S, quits with Ctrl+Q, and compares the saved file with
the ten hands the keys mean. The Cyrillic runs switch the X keyboard to a Russian layout
(``setxkbmap ru``) and type the same hands with Cyrillic letters. The game-over run types the hand
that ends a game and, at once, the next hand: both must be in the file (the "game over" notice
must not eat the second hand's Enter, and no window may open by itself). The Escape runs (issue 27
item 1) type a whole hand, one Escape, and the next hand with its Enter, fast, Latin and Cyrillic: the
first key of the next hand records the hand the Escape asked about, so both must be in the file. The
menu runs (issue 27 item 2) type Alt+letter, F10 and a shortcut into a Russian window on a Latin and a
Russian layout: each must open its menu or window.

Prints one line a run and the counts; exits 1 when any run failed. Linux/X only (it is a test tool).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not os.environ.get("PYTHONPATH"):  # a checkout run as it is; with PYTHONPATH, the prefcount it names
    sys.path.insert(0, str(ROOT))
else:  # the sample games of benchmarks/ (not installed) in any case
    sys.path.append(str(ROOT))

from benchmarks.sample import random_game  # noqa: E402
from prefcount.entry.draft import HandDraft  # noqa: E402
from prefcount.files import gamefile  # noqa: E402
from prefcount.ledger import PRESETS, Game, score  # noqa: E402

#: The ten hands of issue 15, Latin keys ("\n" is Enter).
LATIN = "17hwp72\n26sww62\n38dww62\n1m0\n025\n27hpp\n39swp91\n16cww42\n2m1\n310nwp100\n"
#: The same hands typed on a Russian layout: ч hearts, п spades and pass, б diamonds, т clubs, н no trump,
#: в whist, м misère.
CYRILLIC = "17чвп72\n26пвв62\n38бвв62\n1м0\n025\n27чпп\n39пвп91\n16твв42\n2м1\n310нвп100\n"
#: The hand that ends the game-over game, and the next hand typed straight after it.
GAME_OVER_KEYS = "36sww62\n17hwp72\n"
#: Issue 27 item 1: a whole hand, one Escape (\x1b: "not recorded — Escape again throws it away"), then the
#: next hand typed at once. The keys mean the two hands of ESCAPE_MEANS.
ESCAPE_KEYS = {"us": "26sww62\x1b37hwp72\n", "ru": "26пвв62\x1b37чвп72\n"}
ESCAPE_MEANS = "26sww62\n37hwp72\n"
ESCAPE_DELAYS = (15, 60)
BASE_HANDS = 150
NAMES = ("Anna", "Boris", "Vera")


def expected_hands(game: Game, keys: str) -> list:
    """The hands ``keys`` mean when typed after ``game``'s hands (the entry model, without Qt)."""
    sheet = score(game)
    hands = []
    for typed in keys.split("\n")[:-1]:
        entry = HandDraft(
            players=game.players,
            convention=game.convention,
            raspasy_run=sheet.raspasy_run,
            number=len(sheet.hands) + 1,
            expected_dealer=sheet.next_dealer,
        )
        for char in typed:
            entry.key(char)
        hand = entry.build()
        sheet = sheet.extended(hand)
        hands.append(hand)
    return hands


def long_game() -> Game:
    """150 random hands (nobody closes), ending on a game so no raspasy run is open."""
    game = random_game(BASE_HANDS + 20, 3, seed=15, target=9999, names=NAMES)
    hands = list(game.hands[:BASE_HANDS])
    while hands[-1].kind == "raspasy":
        hands.pop()
    hands += [h for h in game.hands[BASE_HANDS:] if h.kind == "game"][: BASE_HANDS - len(hands)]
    return game.model_copy(update={"hands": tuple(hands)})


def game_one_hand_from_the_end() -> Game:
    """Sochi to 10: Anna and Boris have closed, Vera has 8 — her 6♠ made ends the game."""
    game = Game(players=NAMES, convention=PRESETS["sochi"])
    for keys in ("110nwp100\n", "210nwp100\n", "39swp91\n"):
        game = game.model_copy(update={"hands": (*game.hands, *expected_hands(game, keys))})
    ended = game.model_copy(update={"hands": (*game.hands, *expected_hands(game, GAME_OVER_KEYS[:8]))})
    assert not score(game).is_over and score(ended).is_over
    return game


# -- X -----------------------------------------------------------------------------
def xdotool(*args: str, timeout: float = 60) -> str:
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True, timeout=timeout).stdout


def set_layout(layout: str) -> None:
    subprocess.run(["setxkbmap", layout], check=True, timeout=30)


def wait_for_window(process: subprocess.Popen, name: str | None = None, timeout: float = 60) -> str:
    """The X id of the first visible window of ``process`` (with ``name``: the visible window whose title starts
    with it)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the app ended (status {process.returncode}) before its window showed")
        if name is None:
            found = windows_of(process.pid)
        else:
            search = ["xdotool", "search", "--onlyvisible", "--name", f"^{name}"]
            found = subprocess.run(search, capture_output=True, text=True).stdout.split()
        if found:
            return found[0]
        time.sleep(0.2)
    raise RuntimeError("the window never showed")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_idle(pid: int, quiet: float = 1.0, timeout: float = 120) -> None:
    """Until the app has used no CPU for ``quiet`` seconds: every key typed has been handled."""
    deadline = time.monotonic() + timeout
    last, since = cpu_seconds(pid), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.25)
        now = cpu_seconds(pid)
        if now - last > 0.02:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return


#: X keysym names of the keys typed (xdotool's ``type`` cannot be followed by other keys in one stream).
KEYSYMS = {
    "\n": "Return",
    "\x1b": "Escape",
    "ч": "Cyrillic_che",
    "в": "Cyrillic_ve",
    "п": "Cyrillic_pe",
    "б": "Cyrillic_be",
    "м": "Cyrillic_em",
    "т": "Cyrillic_te",
    "н": "Cyrillic_en",
}


def typing(keys: str, delay: int) -> list[str]:
    """xdotool's arguments to type ``keys`` at ``delay`` ms a key, in one stream (a newline is the Return key)."""
    return ["key", "--delay", str(delay), *(KEYSYMS.get(char, char) for char in keys)]


def type_keys(keys: str, delay: int, per_hand: bool) -> None:
    """Type ``keys``: in one xdotool stream, or (``per_hand``) each hand one xdotool call and its Enter the
    next, as the issue's second harness did (a new xdotool process between the keys: other gaps, other races)."""
    if not per_hand:
        xdotool(*typing(keys, delay), timeout=600)
        return
    for hand in keys.split("\n")[:-1]:
        xdotool(*typing(hand, delay))
        xdotool(*typing("\n", delay))


def windows_of(pid: int) -> list[str]:
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True)
    return found.stdout.split()


class Burners:
    """Two CPU-bound processes, as a busy machine has."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.processes: list[subprocess.Popen] = []

    def __enter__(self) -> Burners:
        for _ in range(self.count):
            self.processes.append(subprocess.Popen([sys.executable, "-c", "while True: pass"]))
        return self

    def __exit__(self, *_exc) -> None:
        for process in self.processes:
            process.kill()
            process.wait()


# -- one run ---------------------------------------------------------------------------
def run_once(
    game: Game,
    keys: str,
    layout: str,
    delay: int,
    burners: int,
    work: Path,
    shots: Path | None = None,
    label: str = "",
    per_hand: bool = False,
    means: str | None = None,
) -> tuple[bool, str]:
    """Type ``keys`` into the app showing ``game``; whether the saved file holds exactly the hands they mean
    (``means``: the same hands typed plainly, when ``keys`` hold more than a hand's keys and Enter)."""
    expected = expected_hands(game, means or keys)
    folder = Path(tempfile.mkdtemp(prefix="run-", dir=work))
    path = folder / "typed.pulka"
    gamefile.save(game, path)
    before = path.stat().st_mtime_ns
    env = {
        **os.environ,
        "PREFCOUNT_DATA_DIR": str(folder / "data"),
        "QT_QPA_PLATFORM": "xcb",
        "LANGUAGE": "en",
        "LANG": "en_US.UTF-8",
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "prefcount", str(path)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(folder / "stderr.txt", "w"),  # closed with the process
    )
    try:
        set_layout("us")
        window = wait_for_window(app, path.name)
        wait_idle(app.pid, quiet=0.5)
        xdotool("windowfocus", "--sync", window)
        if layout != "us":
            set_layout(layout)
        with Burners(burners):
            type_keys(keys, delay, per_hand)
            wait_idle(app.pid)
        if layout != "us":
            set_layout("us")
        extra = [w for w in windows_of(app.pid) if w != window]
        if shots is not None:
            subprocess.run(["import", "-window", "root", str(shots / f"{label}-{folder.name}.png")], check=False)
        xdotool("windowfocus", "--sync", window)  # as a player clicks on the window (no window manager gives it back)
        xdotool("key", "ctrl+s")
        deadline = time.monotonic() + 30
        while path.stat().st_mtime_ns == before and time.monotonic() < deadline:
            time.sleep(0.1)
        if path.stat().st_mtime_ns == before:
            return False, "not saved (Ctrl+S did nothing: " + (f"{len(extra)} other window(s) open)" if extra else "?)")
        saved = gamefile.load(path)
        got = list(saved.hands[len(game.hands) :])
        xdotool("key", "ctrl+q")
        ok = got == expected and saved.hands[: len(game.hands)] == game.hands
        if ok:
            note = "ok" + (f" (but {len(extra)} other window(s) opened)" if extra else "")
            return not extra, note
        words = [_short(hand) for hand in got]
        return False, f"{len(got)} hands: {' | '.join(words)}" + (f"; {len(extra)} window(s) opened" if extra else "")
    finally:
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
        set_layout("us")


#: The menus from real keys (issue 27 item 2), a Russian window: (label, layout, keys, what opens). On the Russian
#: layout the keys are given by their X key codes (27: the key of R and к, 54: of C and с), as the keyboard sends
#: them: xdotool would type a Cyrillic keysym on a spare key code, which is no key of the keyboard. The Russian
#: layout is "ru,us", Russian first with the Latin one beside it, as every Russian desktop has it (a keymap with
#: no Latin letter at all cannot type a Latin shortcut).
MENU_KEYS = (
    ("Alt+G on a Latin layout opens «Пулька»", "us", ["alt+g"], "a menu"),
    ("F10 opens the menu bar", "us", ["F10"], "a menu"),
    ("Ctrl+R (the к key) on a Russian layout opens the rules", "ru,us", ["ctrl+27"], "a window"),
    ("Alt+С (Справка), then К (Клавиатура), on a Russian layout", "ru,us", ["alt+54", "27"], "a window"),
)


def menus_check(work: Path) -> list[tuple[str, bool, str]]:
    """Each of :data:`MENU_KEYS` typed into a fresh Russian window: something must open (a menu, a window) that
    was not open before, and Escape closes it."""
    results = []
    for label, layout, keys, opens in MENU_KEYS:
        folder = Path(tempfile.mkdtemp(prefix="menus-", dir=work))
        env = {**os.environ, "PREFCOUNT_DATA_DIR": str(folder / "data"), "QT_QPA_PLATFORM": "xcb"}
        env.update({"LANGUAGE": "ru", "LANG": "ru_RU.UTF-8"})
        set_layout("us,ru" if "," in layout else "us")  # the desktop's layouts, Latin active, as the app starts
        app = subprocess.Popen(
            [sys.executable, "-m", "prefcount"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            window = wait_for_window(app)  # (its title is Russian)
            wait_idle(app.pid, quiet=0.5)
            xdotool("windowfocus", "--sync", window)
            before = len(windows_of(app.pid))
            set_layout(layout)
            time.sleep(1)  # (the app hears of the new keymap)
            for key in keys:
                xdotool("key", key)
                time.sleep(0.5)
            wait_idle(app.pid, quiet=1.0)
            after = len(windows_of(app.pid))
            ok = after > before
            results.append((label, ok, f"{opens} opened" if ok else f"nothing opened ({before} → {after} windows)"))
        finally:
            for _ in range(2):  # close what opened (a menu holds the keyboard: an X server lost its mind when its
                subprocess.run(["xdotool", "key", "Escape"], check=False, timeout=30)  # client was killed with it)
            app.kill()
            app.wait()
            time.sleep(1)
            set_layout("us")
    return results


def _menus_with_retry(work: Path) -> list[tuple[str, bool, str]]:
    """:func:`menus_check`, once more when a tool failed (setxkbmap or xdotool: an X server shared with others
    may stutter); a second failure is a failure."""
    for attempt in (1, 2):
        try:
            return menus_check(work)
        except (RuntimeError, subprocess.SubprocessError, OSError) as error:
            if attempt == 2:
                return [("the menus", False, f"error: {error}")]
            print(f"menus: an X tool failed, run again ({error})", flush=True)
    return []


def _app_stderr(work: Path) -> str:
    """The end of what the newest run's app wrote to stderr, for a run that failed outside the keys."""
    runs = sorted(work.glob("run-*/stderr.txt"), key=lambda path: path.stat().st_mtime)
    text = runs[-1].read_text(errors="replace").strip() if runs else ""
    return f"\n    app stderr: {text[-800:]}" if text else ""


def _lost_the_display(note: str) -> bool:
    return "connect to display" in note or "Cannot open display" in note or "Can't open display" in note


def _short(hand) -> str:
    if hand.kind == "game":
        return f"{hand.declarer + 1}{hand.contract}{''.join((c or '-')[0] for c in hand.calls)}{hand.tricks or ''}"
    if hand.kind == "misere":
        return f"{hand.declarer + 1}M{hand.tricks}"
    return f"{hand.kind}{getattr(hand, 'tricks', '')}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="runs of each speed and layout")
    parser.add_argument("--delays", default="15,30,60,100", help="ms a key, comma-separated")
    parser.add_argument("--layouts", default="us,ru", help="us (Latin keys) and/or ru (Cyrillic keys)")
    parser.add_argument("--burners", type=int, default=2, help="CPU-bound processes running meanwhile")
    parser.add_argument("--no-game-over", action="store_true", help="skip the game-over run")
    parser.add_argument("--no-escape", action="store_true", help="skip the Escape runs (issue 27 item 1)")
    parser.add_argument("--only-escape", action="store_true", help="the Escape runs alone")
    parser.add_argument("--no-menus", action="store_true", help="skip the menus from real keys (issue 27 item 2)")
    parser.add_argument("--per-hand", action="store_true", help="each hand one xdotool call, its Enter the next")
    parser.add_argument("--shots", type=Path, help="a folder for a screenshot of the screen after each run's keys")
    args = parser.parse_args(argv)
    for tool in ("xdotool", "setxkbmap"):
        if shutil.which(tool) is None:
            print(f"{tool} is needed", file=sys.stderr)
            return 2
    if not os.environ.get("DISPLAY"):
        print("no X display: run under xvfb-run -a", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="prefcount-xkeys-"))
    counts: dict[str, list[int]] = {}
    try:
        plans = []
        game = long_game()
        for layout in args.layouts.split(",") if not args.only_escape else ():
            keys = CYRILLIC if layout == "ru" else LATIN
            for delay in (int(d) for d in args.delays.split(",")):
                plans += [(f"{layout} {delay} ms", game, keys, layout, delay, None)] * args.runs
        if not args.no_game_over and not args.only_escape:
            plans += [("game over 15 ms", game_one_hand_from_the_end(), GAME_OVER_KEYS, "us", 15, None)] * args.runs
        if not args.no_escape:
            for layout in args.layouts.split(","):
                for delay in ESCAPE_DELAYS:
                    escape = (f"escape {layout} {delay} ms", game, ESCAPE_KEYS[layout], layout, delay, ESCAPE_MEANS)
                    plans += [escape] * args.runs
        for label, base, keys, layout, delay, means in plans:
            for attempt in (1, 2):
                try:
                    shot = label.replace(" ", "-")
                    ok, note = run_once(
                        base, keys, layout, delay, args.burners, work, args.shots, shot, args.per_hand, means
                    )
                except (RuntimeError, subprocess.SubprocessError, OSError) as error:
                    ok, note = False, f"error: {error}" + _app_stderr(work)
                if ok or attempt == 2 or not _lost_the_display(note):
                    break
                # the X server went away (a machine shared with other X servers): not a key lost — once more
                print(f"{label}: the X display failed, run again ({note.splitlines()[0]})", flush=True)
            counts.setdefault(label, [0, 0])[0] += ok
            counts[label][1] += 1
            print(f"{label}: {'PASS' if ok else 'FAIL'} {note}", flush=True)
        if not args.no_menus and not args.only_escape:
            for label, ok, note in _menus_with_retry(work):
                counts.setdefault("menus", [0, 0])[0] += ok
                counts["menus"][1] += 1
                print(f"menus: {label}: {'PASS' if ok else 'FAIL'} {note}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("summary: " + "; ".join(f"{label} {good}/{total}" for label, (good, total) in counts.items()))
    return 0 if all(good == total for good, total in counts.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
