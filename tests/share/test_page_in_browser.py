"""The page in a real browser engine (headless Chromium, when the machine has it): its script runs under its
own strict Content-Security-Policy and draws the state it was served with."""

import importlib.util
import os
import re
import threading
import time
from contextlib import contextmanager

import pytest
from where import ROOT

from prefcount.share.page import HandRow, page_state, snapshot
from prefcount.share.server import ShareServer
from prefcount.words.i18n import set_language

TOOL = ROOT / "tools" / "phone_screenshots.py"
spec = importlib.util.spec_from_file_location("phone_screenshots", TOOL)
phone_screenshots = importlib.util.module_from_spec(spec)
spec.loader.exec_module(phone_screenshots)  # its Chromium and the flags it runs it with

# Skipped on a machine without Chromium, but not in CI, whose .ci/run installs it: there it must run.
pytestmark = pytest.mark.skipif(
    phone_screenshots.chromium() is None and not os.environ.get("CI"),
    reason="no Chromium on this machine (apt-get install chromium)",
)


def rendered(url: str, *how: str) -> str:
    """The page's DOM once its script ran, at a phone's width."""
    return phone_screenshots.run_chromium(url, 360, 740, *how, "--dump-dom")


@contextmanager
def serving(state: dict):
    """A server on loopback showing ``state``, stopped at the end."""
    srv = ShareServer("127.0.0.1")
    srv.publish(snapshot(1, state))
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def test_the_script_draws_the_sheet_the_money_and_the_hands(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    rows = [HandRow("1", "C", "A", "7♥", "B В, C П", "7-2-1", "A +4 в пулю", red=True)]
    with serving(page_state(game, sheet, settlement, "₽", rows)) as srv:
        dom = rendered(srv.url)
    assert '<h1 id="title">Пулька: A, B, C</h1>' in dom
    assert re.search(r'<div id="over">Пулька окончена\.</div>', dom)  # shown: no "hidden" left on it
    assert '<div id="sheet"><svg' in dom
    money = re.findall(r'<td class="(won|lost)">([^<]*)</td>', dom)
    assert money == [("won", "61,00"), ("lost", "−69,00"), ("won", "8,00")]
    assert '<span class="contract red">7♥</span>' in dom and "A +4 в пулю" in dom
    assert 'id="link" class="live"' in dom


@pytest.fixture
def old_phone(monkeypatch):
    """The page as a phone with an older browser runs it (Safari before 14, Chrome before 86): no
    ``replaceChildren``. A script of the test's own removes it before the page's script runs."""
    from prefcount.share import page

    template = page.page_template()
    old = "<script>delete Element.prototype.replaceChildren; delete Document.prototype.replaceChildren;</script>\n"
    monkeypatch.setattr(page, "page_template", lambda: template.replace("<script>", old + "<script>", 1))
    page.content_security_policy.cache_clear()  # the policy allows that script too (by its hash)
    yield
    page.content_security_policy.cache_clear()


def test_an_older_phone_draws_the_page_too(sochi, old_phone):
    game, sheet, settlement = sochi
    rows = [HandRow("1", "C", "A", "7♥", "B W, C P", "7-2-1", "A +4 to pulya", red=True)]
    with serving(page_state(game, sheet, settlement, "", rows)) as srv:
        dom = rendered(srv.url)
    assert "delete Element.prototype.replaceChildren" in dom  # it ran on a browser without it
    money = re.findall(r'<td class="(won|lost)">([^<]*)</td>', dom)
    assert money == [("won", "61.00"), ("lost", "−69.00"), ("won", "8.00")]
    assert '<span class="contract red">7♥</span>' in dom


def test_too_many_phones_is_said_and_tried_again(sochi, monkeypatch):
    """A refused stream (503) is not the end of the showing: the page says so and tries again."""
    from prefcount.share import server as share_server

    game, sheet, settlement = sochi
    set_language("ru")
    with serving(page_state(game, sheet, settlement, "₽")) as srv:
        monkeypatch.setattr(share_server, "MAX_STREAMS", 0)
        dom = rendered(srv.url, "--virtual-time-budget=2000")  # the stream refused, the state asked: no waiting
        assert '<span id="link" class="busy">Слишком много зрителей: пробую снова…</span>' in dom
        tries = []
        real = ShareServer.begin_stream

        def first_refused(self, address):
            tries.append(address)
            return real(self, address) if len(tries) > 1 else None

        monkeypatch.setattr(share_server, "MAX_STREAMS", 16)
        monkeypatch.setattr(ShareServer, "begin_stream", first_refused)

        def stop_once_followed() -> None:  # an open stream would keep the browser's clock from running out
            deadline = time.monotonic() + 120
            while not srv.watchers and time.monotonic() < deadline:
                time.sleep(0.05)
            srv.stop()

        threading.Thread(target=stop_once_followed, daemon=True).start()
        dom = rendered(srv.url, "--virtual-time-budget=20000")  # refused, then tried again 5 to 8 s later
        # it followed the game on its second try, until the showing stopped
        assert len(tries) == 2 and '<span id="link" class="stopped">Показ пульки остановлен.</span>' in dom


def cut_streams(monkeypatch, how_many: int, after: float = 0.0) -> list[float]:
    """The first ``how_many`` event streams end ``after`` seconds after they sent the state (a connection that
    broke: no «stopped»); the times the page opened each stream."""
    from prefcount.share import server as share_server

    opened: list[float] = []
    real = share_server._Handler._follow

    def follow(handler, share):
        opened.append(time.monotonic())
        if len(opened) > how_many:
            return real(handler, share)
        handler.wfile.write(share.current().event)
        handler.wfile.flush()
        time.sleep(after)
        return None  # the connection closes: the page's stream breaks

    monkeypatch.setattr(share_server._Handler, "_follow", follow)
    return opened


def test_a_page_that_lost_the_scorer_says_so_at_the_top_and_tries_again_later_and_later(sochi, monkeypatch):
    """Issue 27 item 11: the only sign of a lost connection was a footer line 4,298 px down. Now a bar at the top
    says it and the sheet turns grey, and the page tries again after 1, 2, 4 … seconds."""
    game, sheet, settlement = sochi
    set_language("ru")
    opened = cut_streams(monkeypatch, 99)
    with serving(page_state(game, sheet, settlement, "₽")) as srv:
        dom = rendered(srv.url, "--virtual-time-budget=60000")  # a minute on the page's clock
    assert re.search(r'<p id="bar" role="status" aria-live="polite" class="lost">Нет связи[^<]*</p>', dom)
    assert '<body class="stale"' in dom  # the sheet and the tables greyed
    # tries at about 0, 1, 3, 7, 15, 31 s (each wait up to half longer): 5 to 7 in a minute, not one every 3 s
    assert 5 <= len(opened) <= 7, len(opened)


@pytest.fixture
def bar_watched(monkeypatch):
    """The page with a script of the test's own that notes every bar it shows, in order, on ``<html data-seen>``
    (the bar that says «connected again» is gone by the time the browser hands the page over)."""
    from prefcount.share import page

    template = page.page_template()
    watch = (
        "<script>new MutationObserver(function () { var b = document.getElementById('bar'), d = "
        "document.documentElement; if (!b.hidden) { d.setAttribute('data-seen', (d.getAttribute('data-seen') || '')"
        " + ' ' + b.className); } }).observe(document.getElementById('bar'), {attributes: true});</script>\n"
    )
    monkeypatch.setattr(page, "page_template", lambda: template.replace("<script>", watch + "<script>", 1))
    page.content_security_policy.cache_clear()  # the policy allows that script too (by its hash)
    yield
    page.content_security_policy.cache_clear()


def stop_when(srv, condition) -> None:
    """Stop ``srv`` (in a thread) once ``condition()`` holds: an open stream keeps the browser's clock from
    running out."""

    def wait_then_stop() -> None:
        deadline = time.monotonic() + 60
        while not condition() and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.3)
        srv.stop()

    threading.Thread(target=wait_then_stop, daemon=True).start()


def test_a_page_that_finds_the_scorer_again_says_it_is_live(sochi, monkeypatch, bar_watched):
    game, sheet, settlement = sochi
    set_language("ru")
    opened = cut_streams(monkeypatch, 1)
    with serving(page_state(game, sheet, settlement, "₽")) as srv:
        stop_when(srv, lambda: len(opened) >= 2 and srv.watchers)
        dom = rendered(srv.url, "--virtual-time-budget=20000")
    assert len(opened) == 2
    # lost, found again («Связь восстановлена»), and at last the share stopped
    assert 'data-seen=" lost back stopped"' in dom


def test_a_stopped_share_greys_the_page_under_a_bar(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    with serving(page_state(game, sheet, settlement, "₽")) as srv:
        stop_when(srv, lambda: srv.watchers)
        dom = rendered(srv.url, "--virtual-time-budget=20000")
    assert '<p id="bar" role="status" aria-live="polite" class="stopped">Показ пульки остановлен.</p>' in dom
    assert '<body class="stale"' in dom
