"""The page in a real browser engine (headless Chromium, when the machine has it): its script runs under its
own strict Content-Security-Policy and draws the state it was served with."""

import importlib.util
import re
from pathlib import Path

import pytest

from prefcount.i18n import set_language
from prefcount.share.page import HandRow, page_state, snapshot
from prefcount.share.server import ShareServer

TOOL = Path(__file__).resolve().parents[2] / "tools" / "phone_screenshots.py"
spec = importlib.util.spec_from_file_location("phone_screenshots", TOOL)
phone_screenshots = importlib.util.module_from_spec(spec)
spec.loader.exec_module(phone_screenshots)  # its Chromium and the flags it runs it with

pytestmark = pytest.mark.skipif(
    phone_screenshots.chromium() is None, reason="no Chromium on this machine (apt-get install chromium)"
)


def rendered(url: str) -> str:
    """The page's DOM once its script ran, at a phone's width."""
    return phone_screenshots.run_chromium(url, 360, 740, "--dump-dom")


def test_the_script_draws_the_sheet_the_money_and_the_hands(sochi):
    game, sheet, settlement = sochi
    set_language("ru")
    rows = [HandRow("1", "C", "A", "7♥", "B В, C П", "7-2-1", "A +4 в пулю", red=True)]
    srv = ShareServer("127.0.0.1")
    srv.publish(snapshot(1, page_state(game, sheet, settlement, "₽", rows)))
    srv.start()
    try:
        dom = rendered(srv.url)
    finally:
        srv.stop()
    assert '<h1 id="title">Пулька: A, B, C</h1>' in dom
    assert re.search(r'<div id="over">Пулька окончена\.</div>', dom)  # shown: no "hidden" left on it
    assert '<div id="sheet"><svg' in dom
    money = re.findall(r'<td class="(won|lost)">([^<]*)</td>', dom)
    assert money == [("won", "61,00"), ("lost", "−69,00"), ("won", "8,00")]
    assert '<span class="contract red">7♥</span>' in dom and "A +4 в пулю" in dom
    assert 'id="link" class="live"' in dom
