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
