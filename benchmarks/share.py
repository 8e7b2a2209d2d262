"""What showing the game on phones costs the app: ``python -m benchmarks.share`` prints medians and totals.

* making one version of the page after a hand (the hand rows, the sheet as SVG, the standings, the
  JSON and the page's bytes), on the GUI thread, after 50, 200 and 500 hands; and its size;
* a session: the real window (offscreen) recording a hand every ``--every`` seconds for
  ``--seconds``, once with sharing off and once with it on and a phone watching (another process
  reading the event stream on loopback): the app's CPU time and memory, and what the phone received;
* sharing on, a phone watching, nobody playing: the CPU time of the quiet stream.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from benchmarks.ledger import remove_scratch, resident_mb

PHONE = """
import json, socket, sys
from urllib.parse import urlsplit
url = urlsplit(sys.argv[1])
sock = socket.create_connection((url.hostname, url.port))
sock.sendall(f"GET {url.path}events HTTP/1.1\\r\\nHost: phone\\r\\n\\r\\n".encode())
events = received = 0
for line in sock.makefile("rb"):
    received += len(line)
    events += line.startswith(b"id: ")
print(json.dumps({"events": events, "bytes": received}))
"""


def switching_on() -> tuple[float, float, float]:
    """The first Show on phones of a fresh app: ms until the page is served (the imports of segno, the
    server and the page included), the memory it added (MB), and ms for a second switch on."""
    from benchmarks.app import _window
    from benchmarks.sample import random_game

    window = _window(random_game(40, seed=9))
    before = resident_mb()
    started = time.perf_counter()
    window.ui.actionShowOnPhones.setChecked(True)  # no network here but this computer: the first choice
    first = time.perf_counter() - started
    added = resident_mb() - before
    window.ui.actionShowOnPhones.setChecked(False)
    started = time.perf_counter()
    window.ui.actionShowOnPhones.setChecked(True)
    again = time.perf_counter() - started
    window.ui.actionShowOnPhones.setChecked(False)
    window.close()
    return first * 1000, added, again * 1000


def page_cost(hands: int, repeat: int) -> tuple[float, int]:
    """Median ms to make the page's next version after one more hand, and its bytes."""
    from benchmarks.app import _record, _window
    from benchmarks.sample import random_game
    from prefcount.ui.dialogs.share_panel import SharePanel

    game = random_game(hands + repeat + 1, seed=5)
    window = _window(game.model_copy(update={"hands": game.hands[:hands]}))
    panel = SharePanel(window)  # not started: only what publishing makes
    panel.state()  # every row once, as when sharing starts
    times: list[float] = []
    size = 0
    for hand in game.hands[hands : hands + repeat]:
        _record(window, hand)
        panel._publish_timer.stop()
        started = time.perf_counter()
        from prefcount.share.page import snapshot

        shot = snapshot(len(times), panel.state())
        times.append(time.perf_counter() - started)
        size = len(shot.page)
    window.close()
    return statistics.median(times) * 1000, size


def session(seconds: float, every: float, share: bool) -> dict:
    """Record a hand every ``every`` seconds for ``seconds``: the app's CPU time, memory, the phone's take."""
    from PySide6.QtCore import QEventLoop, QTimer

    from benchmarks.app import _record, _window
    from benchmarks.sample import random_game
    from prefcount.share.addresses import THIS_COMPUTER
    from prefcount.ui.dialogs import share_panel

    count = int(seconds / every) + 1
    game = random_game(40 + count, seed=9)
    window = _window(game.model_copy(update={"hands": game.hands[:40]}))
    share_panel.machine_interfaces = lambda: []  # this computer only: the phone is another process here
    before = resident_mb()
    phone = None
    if share:
        window.ui.actionShowOnPhones.setChecked(True)
        panel = window.findChild(share_panel.SharePanel, "sharePanel")
        assert panel is not None and panel.server is not None and panel.server.address[0] == THIS_COMPUTER
        phone = subprocess.Popen([sys.executable, "-c", PHONE, panel.server.url], stdout=subprocess.PIPE, text=True)
        while panel.server.watchers < 1:
            time.sleep(0.01)
    hands = iter(game.hands[40:])
    loop = QEventLoop()
    cpu, wall = time.process_time(), time.monotonic()

    def next_hand() -> None:
        if time.monotonic() - wall >= seconds:
            loop.quit()
            return
        _record(window, next(hands))

    timer = QTimer()
    timer.timeout.connect(next_hand)
    timer.start(int(every * 1000))
    loop.exec()
    out = {"cpu_s": time.process_time() - cpu, "wall_s": time.monotonic() - wall, "mb_before": before}
    out["mb_after"] = resident_mb()
    if phone is not None:
        window.ui.actionShowOnPhones.setChecked(False)  # the phone's stream ends
        out.update(json.loads(phone.communicate(timeout=30)[0]))
    window.close()
    return out


def quiet(seconds: float) -> float:
    """CPU seconds the app spends over ``seconds`` with a phone watching and nobody playing."""
    from PySide6.QtCore import QEventLoop, QTimer

    from benchmarks.app import _window
    from benchmarks.sample import random_game
    from prefcount.ui.dialogs import share_panel

    window = _window(random_game(40, seed=9))
    share_panel.machine_interfaces = lambda: []
    window.ui.actionShowOnPhones.setChecked(True)
    panel = window.findChild(share_panel.SharePanel, "sharePanel")
    assert panel is not None and panel.server is not None
    phone = subprocess.Popen([sys.executable, "-c", PHONE, panel.server.url], stdout=subprocess.PIPE, text=True)
    while panel.server.watchers < 1:
        time.sleep(0.01)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    cpu = time.process_time()
    loop.exec()
    spent = time.process_time() - cpu
    window.ui.actionShowOnPhones.setChecked(False)
    phone.communicate(timeout=30)
    window.close()
    return spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="what showing the game on phones costs the app")
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each session (default 60)")
    parser.add_argument("--every", type=float, default=2.0, help="seconds between hands (default 2)")
    parser.add_argument("--repeat", type=int, default=15, help="hands timed for the page's cost")
    args = parser.parse_args(argv)
    try:
        return _measure(args)
    finally:
        remove_scratch()  # the app's data folder (benchmarks.app._app)


def _measure(args: argparse.Namespace) -> int:
    from benchmarks.app import _app

    app = _app()
    first, added, again = switching_on()
    print(
        f"Show on phones, the first time: {first:.0f} ms, +{added:.1f} MB (segno, the server, the page); "
        f"again {again:.0f} ms"
    )
    for hands in (50, 200, 500):
        ms, size = page_cost(hands, args.repeat)
        print(f"page after hand {hands + 1}: {ms:.1f} ms to make (median of {args.repeat}), {size / 1024:.0f} kB")
    for share in (False, True):
        run = session(args.seconds, args.every, share)
        what = "sharing on, one phone watching" if share else "sharing off"
        line = (
            f"{what}: a hand every {args.every:g} s for {run['wall_s']:.0f} s: app CPU {run['cpu_s']:.2f} s, "
            f"memory {run['mb_before']:.0f} -> {run['mb_after']:.0f} MB"
        )
        if share:
            line += f"; the phone got {run['events']} versions, {run['bytes'] / 1024:.0f} kB"
        print(line, flush=True)
    print(f"sharing on, one phone watching, nobody playing for {args.seconds:g} s: app CPU {quiet(args.seconds):.2f} s")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
