"""A small book whose figures are worked out by hand in test_stats.py (see the comments there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from prefcount.gamefile import save
from prefcount.ledger import Convention, Game, GameHand, MisereHand, RaspasyHand


def small_book(folder: Path) -> Path:
    """Three pulkas (two finished, one not), a damaged file and a foreign one."""
    folder.mkdir(parents=True, exist_ok=True)
    sochi2 = Convention.from_preset("sochi", pulya_target=2)
    friday = Game(
        players=("Аня", "Борис", "Вера"),
        convention=sochi2,
        created="2026-11-06T19:30:00+02:00",
        hands=(
            GameHand(declarer=0, contract="6S", calls=[None, "whist", "whist"], tricks=[6, 3, 1]),
            GameHand(declarer=1, contract="6C", calls=["whist", None, "pass"], tricks=[3, 5, 2]),
            MisereHand(declarer=2, tricks=0),
        ),
    )
    second = Game(
        players=("Боря", "Вера", "Гриша"),
        convention=Convention.from_preset("sochi", pulya_target=2, whist_price="0.5"),
        created="2026-11-13T19:30:00+02:00",
        hands=(
            RaspasyHand(tricks=[0, 4, 6]),
            GameHand(declarer=2, contract="7H", calls=["pass", "pass", None]),
            GameHand(declarer=1, contract="6D", calls=["whist", None, "whist"], tricks=[1, 8, 1]),
        ),
    )
    unfinished = Game(
        players=("Аня", "Борис", "Вера"),
        created="2026-11-20T19:30:00+02:00",
        hands=(GameHand(declarer=0, contract="6S", calls=[None, "pass", "pass"]),),
    )
    save(friday, folder / "2026-11-06.pulka")
    (folder / "season").mkdir(exist_ok=True)
    save(second, folder / "season" / "2026-11-13.pulka")
    save(unfinished, folder / "2026-11-20.pulka")
    (folder / "broken.pulka").write_text('{"format": "prefcount-game", "version": 1, "players": ["A", "B"', "utf-8")
    (folder / "notes.pulka").write_text('{"format": "somebody-else", "rows": []}', "utf-8")
    return folder


@pytest.fixture
def book_folder(tmp_path: Path) -> Path:
    return small_book(tmp_path / "book")


@pytest.fixture
def index_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "index.sqlite"
