"""What the journal's tests share (tests/test_journal.py, tests/ui/test_journal_first.py, the session tests):
imported as ``journal_helpers`` (pytest puts tests/ on the path for tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

from prefcount.files import gamefile, journal
from prefcount.files.gamefile import AutosaveState
from prefcount.ledger import Game

EMPTY = AutosaveState(None, False, None)


def empty(game: Game) -> Game:
    """``game``'s table with no hand played yet."""
    return Game(players=game.players, convention=game.convention)


def write(path: Path, records: list[dict], first_seq: int = 1) -> journal.JournalWriter:
    """A journal at ``path`` made of ``records``, numbered from ``first_seq``, as a session writes it."""
    writer = journal.JournalWriter(path)
    writer.rebuild([journal.line(seq, record) for seq, record in enumerate(records, start=first_seq)])
    return writer


def on_disk(document) -> journal.Replayed:
    """What a restart would find of a document's session now: its autosave (if any) and its journal replayed onto
    it."""
    game, state = None, EMPTY
    if document.autosave_file.exists():
        game, state = gamefile.load_autosave(document.autosave_file)
    return journal.replay(document.session.journal, game, state)
