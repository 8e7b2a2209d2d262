"""What the screen shows as recorded is on disk (DESIGN 15, issue 15 item 2): every change is in the session's
journal before any view hears of it, whatever the autosave or a question on screen does."""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

import pytest
from crashed import crash
from journal_helpers import empty, on_disk

from prefcount.files import gamefile, journal
from prefcount.files import session as session_module
from prefcount.ui.app import start as app
from prefcount.ui.game.commands import AnotherPulka, ChangeMoney, DeleteHand, EditHand, RecordHand, RenamePlayer
from prefcount.ui.game.document import GameDocument


@pytest.fixture
def no_autosave(monkeypatch):
    """The background autosave never lands (too slow, or the app killed first): only the journal is on disk."""

    def never(game, state, path):
        raise OSError("killed before the autosave landed")

    monkeypatch.setattr(gamefile, "save_autosave", never)


@pytest.fixture
def never_waits(monkeypatch):
    """Nothing a change does may wait for the autosave (a slow disk would freeze the window)."""

    def wait(self):
        raise AssertionError("a change waited for the autosave")

    monkeypatch.setattr(GameDocument, "wait_autosave", wait)


def test_each_change_is_on_disk_before_any_view_hears_of_it(qtbot, sochi, tmp_path, no_autosave):
    document = GameDocument(empty(sochi))
    seen: list[bool] = []
    document.changed.connect(lambda change: seen.append(on_disk(document).game == document.game))
    document.state_changed.connect(lambda: seen.append(on_disk(document).game == document.game))
    steps = [
        lambda d: d.push(RecordHand(d, sochi.hands[0])),
        lambda d: d.push(RecordHand(d, sochi.hands[1])),
        lambda d: d.push(RecordHand(d, sochi.hands[2])),
        lambda d: d.push(EditHand(d, 1, sochi.hands[5])),
        lambda d: d.push(DeleteHand(d, 0)),
        lambda d: d.undo_stack.undo(),
        lambda d: d.undo_stack.undo(),
        lambda d: d.undo_stack.redo(),
        lambda d: d.push(RenamePlayer(d, 2, "Вера")),
        lambda d: d.push(ChangeMoney(d, Decimal("1.5"), "€")),
        lambda d: d.save(tmp_path / "friday.pulka"),
        lambda d: d.push(AnotherPulka(d, empty(sochi))),
        lambda d: d.push(RecordHand(d, sochi.hands[0])),
        lambda d: d.undo_stack.undo(),
        lambda d: d.undo_stack.undo(),  # the game before "another pulka" comes back
        lambda d: d.replace(sochi, None),
    ]
    for number, step in enumerate(steps, start=1):
        seen.clear()
        step(document)
        assert seen and all(seen), f"step {number}: a view heard of a change the disk did not hold yet"
    replayed = on_disk(document)
    assert replayed.note is None and replayed.game == sochi


def test_the_save_is_on_disk_before_the_title_says_saved(qtbot, sochi, tmp_path, no_autosave):
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    states = []
    document.state_changed.connect(lambda: states.append(on_disk(document).state))
    document.save(tmp_path / "friday.pulka")
    assert len(states) >= 2  # the clean mark, then the file's name
    for state in states:
        assert state.clean and state.game_path == str((tmp_path / "friday.pulka").resolve())
        assert state.stamp == document.file_stamp


def test_while_the_game_over_bar_shows_every_hand_is_on_disk(qtbot, sochi, no_autosave):
    """The question once ran inside the undo command, before the autosave was even asked for: 39 of 39 kills
    there lost the last hand. The bar shows once the hand is in the journal."""
    from prefcount.ui.game.main_window import MainWindow

    window = MainWindow(GameDocument(empty(sochi)))
    qtbot.addWidget(window)
    window.show()
    document = window.document
    found = []

    def over() -> None:  # the player reads «Пулька окончена.» on the bar … and the app dies
        assert window.game_over_bar.isVisible()
        found.append(on_disk(document).game)

    document.game_over.connect(over)  # (after the bar's own: it shows first)
    for hand in sochi.hands:
        document.push(RecordHand(document, hand))
    assert len(found) == 1 and found[0] is not None and found[0].hands == sochi.hands


def test_a_crash_before_any_autosave_landed_loses_no_hand(qtbot, sochi, no_autosave, asked):
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:5]:
        document.push(RecordHand(document, hand))
    document.push(RenamePlayer(document, 0, "Аня"))
    crash(document)
    asked.yes = True
    restored = app.restore_or_new()
    assert restored.game == empty(sochi).with_player(0, "Аня").model_copy(update={"hands": sochi.hands[:5]})
    assert restored.modified and "5 hands" in asked.questions[0]


def test_the_journal_starts_over_once_an_autosave_holds_it(qtbot, sochi, monkeypatch):
    monkeypatch.setattr(session_module, "JOURNAL_START_OVER", 0)
    document = GameDocument(empty(sochi))
    for hand in sochi.hands[:4]:
        document.push(RecordHand(document, hand))
        document.wait_autosave()
    assert document.session.journal.read_bytes().count(b"\n") == 2  # the first line and the last change
    assert gamefile.load_autosave(document.autosave_file)[1].journal_seq == 5  # the game, then 4 hands
    assert on_disk(document).game == document.game


def test_a_long_journal_is_made_anew_from_the_whole_game_when_the_autosave_does_not_land(
    qtbot, sochi, monkeypatch, no_autosave, never_waits
):
    """The autosave failing all evening: the journal grew without end (and every change waited for the autosave
    once it passed 1 MB). It is made anew from the whole game instead, and nothing waits."""
    monkeypatch.setattr(session_module, "JOURNAL_COMPACT", 3000)
    document = GameDocument(empty(sochi))
    sizes = []
    for round_ in range(6):
        for hand in sochi.hands:
            document.push(RecordHand(document, hand))
        for index in reversed(range(len(sochi.hands))):
            document.push(DeleteHand(document, index))
        sizes.append(document.session.journal.stat().st_size)
        replayed = on_disk(document)
        assert replayed.note is None and replayed.game == document.game, f"round {round_}"
    assert max(sizes) < 3000 + 4 * 1000
    document.push(RecordHand(document, sochi.hands[0]))
    assert on_disk(document).game == document.game


def test_a_slow_autosave_is_never_waited_for(qtbot, sochi, monkeypatch, never_waits):
    import threading

    release = threading.Event()
    real = gamefile.save_autosave
    monkeypatch.setattr(gamefile, "save_autosave", lambda *args: (release.wait(30), real(*args)))
    monkeypatch.setattr(session_module, "JOURNAL_COMPACT", 2000)
    document = GameDocument(empty(sochi))
    try:
        for _ in range(4):
            for hand in sochi.hands[:5]:
                document.push(RecordHand(document, hand))
            for _hand in range(5):
                document.undo_stack.undo()
                document.undo_stack.redo()
                document.undo_stack.undo()
        assert on_disk(document).game == document.game
    finally:
        release.set()
        if document.session._pending is not None:  # (the fixture replaced wait_autosave)
            document.session._pending.result(timeout=30)


def test_a_journal_that_cannot_be_written_says_so_and_starts_again_from_the_whole_game(
    qtbot, sochi, no_autosave, monkeypatch
):
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    real = os.write

    def full(fd, data):
        real(fd, bytes(data[:7]))  # a part of the line, as a full disk writes it
        raise OSError(28, "No space left on device")

    def no_room(path, data):
        raise OSError(28, "No space left on device")

    real_atomic_write = journal.atomic_write
    monkeypatch.setattr(os, "write", full)
    monkeypatch.setattr(journal, "atomic_write", no_room)  # (the journal made anew: no room either)
    document.push(RecordHand(document, sochi.hands[1]))
    assert "No space left" in (document.autosave_error or "")
    assert isinstance(document.journal_error, OSError)
    seq = document.session._seq
    document.push(RecordHand(document, sochi.hands[2]))  # still full: tried anew, the number not spent
    assert document.session._seq == seq
    monkeypatch.setattr(os, "write", real)
    monkeypatch.setattr(journal, "atomic_write", real_atomic_write)
    document.push(RecordHand(document, sochi.hands[3]))
    assert document.journal_error is None
    replayed = on_disk(document)
    assert replayed.note is None and replayed.game is not None and replayed.game.hands == sochi.hands[:4]


def test_a_line_that_cannot_be_made_spends_no_number(qtbot, sochi, no_autosave, monkeypatch):
    """A failed line used to spend its ``seq``: the next line then followed a gap and the next start stopped there,
    at an old game."""
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    real = journal.line
    monkeypatch.setattr(journal, "line", lambda seq, record: (_ for _ in ()).throw(ValueError("cannot be written")))
    document.push(RecordHand(document, sochi.hands[1]))
    assert document.journal_error is not None
    monkeypatch.setattr(journal, "line", real)
    document.push(RecordHand(document, sochi.hands[2]))
    replayed = on_disk(document)
    assert replayed.note is None and replayed.game is not None and replayed.game.hands == sochi.hands[:3]


def test_the_journal_costs_no_more_for_a_long_game(qtbot):
    """One line per change, whatever the game's length (the autosave rewrites all of it)."""
    from benchmarks.sample import random_game

    game = random_game(1502, 3, target=9999)
    sizes = []
    for hands in (10, 1500):
        document = GameDocument(game.model_copy(update={"hands": game.hands[:hands]}))
        document.autosave()  # as the app does for a game it starts with
        document.wait_autosave()
        document.push(RecordHand(document, game.hands[hands]))  # (a long game's first line starts it over)
        before = Path(document.session.journal).stat().st_size
        document.push(RecordHand(document, game.hands[hands + 1]))
        sizes.append(Path(document.session.journal).stat().st_size - before)
    assert sizes[1] < 300 and abs(sizes[1] - sizes[0]) < 200


def test_a_clean_exit_leaves_no_journal(qtbot, sochi, data_folder):
    document = GameDocument(empty(sochi))
    document.push(RecordHand(document, sochi.hands[0]))
    document.save(data_folder.parent / "friday.pulka")
    document.discard_autosave()
    assert not document.session.journal.exists() and not list(data_folder.glob("autosave-*"))
    document.push(RecordHand(document, sochi.hands[1]))  # the game goes on after all: the journal starts whole
    replayed = on_disk(document)
    assert replayed.game == document.game
