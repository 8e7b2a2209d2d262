"""Rotating backups of each game: the last few saves plus one a day; other copies are never rotated away early."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from prefcount.files import gamefile

START = datetime(2026, 11, 1, 20, 0)


def data(n: int) -> bytes:
    return f'{{"format": "prefcount-game", "version": 1, "players": ["A", "B", "C"], "hands": {[{}] * n}}}'.encode()


def test_last_few_plus_one_a_day(tmp_path):
    game = tmp_path / "friday.pulka"
    root = tmp_path / "backups"
    moments = [START + timedelta(days=day, minutes=10 * k) for day in range(3) for k in range(8)]
    for number, moment in enumerate(moments):
        gamefile.keep_backup(root, game, data(number), now=moment)
    kept = gamefile.list_backups(root)
    assert [b.hand_count() for b in kept[: gamefile.BACKUP_KEEP_LAST]] == list(range(23, 18, -1))
    # besides the last five: the last save of each earlier day
    assert sorted(b.hand_count() for b in kept[gamefile.BACKUP_KEEP_LAST :]) == [7, 15]
    assert all(b.origin == str(game.resolve()) and b.kind == "saved" for b in kept)


def test_daily_copies_expire_but_the_last_few_stay(tmp_path):
    root = tmp_path / "backups"
    game = tmp_path / "g.pulka"
    for day in range(gamefile.BACKUP_DAILY_DAYS + 10):
        gamefile.keep_backup(root, game, data(day), now=START + timedelta(days=day))
    kept = gamefile.list_backups(root)
    assert len(kept) == gamefile.BACKUP_DAILY_DAYS
    assert kept[0].hand_count() == gamefile.BACKUP_DAILY_DAYS + 9


def test_an_unchanged_save_is_not_copied_twice(tmp_path):
    root = tmp_path / "backups"
    assert gamefile.keep_backup(root, tmp_path / "g.pulka", data(3), now=START)
    assert gamefile.keep_backup(root, tmp_path / "g.pulka", data(3), now=START + timedelta(minutes=1)) is None
    assert len(gamefile.list_backups(root)) == 1


def test_games_are_kept_apart_and_unsaved_ones_are_not_rotated_with_saves(tmp_path):
    root = tmp_path / "backups"
    for k in range(12):
        gamefile.keep_backup(root, tmp_path / "a.pulka", data(k), now=START + timedelta(minutes=k))
        gamefile.keep_backup(
            root, tmp_path / "a.pulka", data(100 + k), kind="unsaved", now=START + timedelta(minutes=k)
        )
        gamefile.keep_backup(root, None, data(200 + k), kind="unsaved", now=START + timedelta(minutes=k))
    # a second file of the same name elsewhere is another game
    gamefile.keep_backup(root, tmp_path / "other" / "a.pulka", data(1), now=START)
    backups = gamefile.list_backups(root)
    assert len([b for b in backups if b.kind == "unsaved"]) == 24
    assert len([b for b in backups if b.kind == "saved" and b.origin == str((tmp_path / "a.pulka").resolve())]) == 5
    assert [b for b in backups if b.origin is None and b.kind == "unsaved"]
    times = [b.time for b in backups]
    assert times == sorted(times, reverse=True)


def test_copies_in_the_same_microsecond_are_both_kept(tmp_path):
    root = tmp_path / "backups"
    gamefile.keep_backup(root, None, data(1), kind="unsaved", now=START)
    gamefile.keep_backup(root, None, data(2), kind="unsaved", now=START)
    assert sorted(b.hand_count() for b in gamefile.list_backups(root)) == [1, 2]


def test_a_backup_is_an_ordinary_game_file(tmp_path, data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    path = gamefile.keep_backup(tmp_path, tmp_path / "g.pulka", gamefile.dumps(game).encode("utf-8"))
    assert path is not None and gamefile.load(path) == game


def test_unknown_kind_is_refused(tmp_path):
    with pytest.raises(ValueError):
        gamefile.keep_backup(tmp_path, None, data(1), kind="whatever")


def test_when_the_clock_goes_back_the_backup_just_made_stays_and_the_last_five_are_by_writing(tmp_path):
    """Issue 25 item 4: the end of summer time puts the clock back an hour; each save's backup must survive its own
    rotation, and "the last five" are the last five written."""
    root, game = tmp_path / "backups", tmp_path / "friday.pulka"
    for k in range(8):
        gamefile.keep_backup(root, game, data(k), now=START + timedelta(minutes=30 + k))
    for k in range(8, 14):  # an hour earlier by the clock, written later
        made = gamefile.keep_backup(root, game, data(k), now=START + timedelta(minutes=k - 8))
        assert made is not None and made.exists()
        kept = gamefile.backups_of(root, game)
        assert kept[0].path == made
        assert [b.hand_count() for b in kept[: gamefile.BACKUP_KEEP_LAST]] == list(range(k, k - 5, -1))
    assert gamefile.keep_backup(root, game, data(13), now=START) is None  # (the newest written: not twice)


def test_a_day_keeps_its_last_written_save_whatever_the_clock_said(tmp_path):
    root, game = tmp_path / "backups", tmp_path / "g.pulka"
    gamefile.keep_backup(root, game, data(1), now=START - timedelta(days=2, minutes=-50))
    gamefile.keep_backup(root, game, data(2), now=START - timedelta(days=2))  # the same day, later, the clock back
    for k in range(3, 9):
        gamefile.keep_backup(root, game, data(k), now=START + timedelta(minutes=k))
    assert sorted(b.hand_count() for b in gamefile.backups_of(root, game)) == [2, 4, 5, 6, 7, 8]


def test_an_older_prefcounts_backups_count_as_written_before(tmp_path):
    root, game = tmp_path / "backups", tmp_path / "g.pulka"
    old = gamefile.keep_backup(root, game, data(1), now=START + timedelta(days=1))
    old = old.rename(old.with_name(old.name.replace(".000001", "")))  # as an older prefcount named it
    gamefile.keep_backup(root, game, data(2), now=START)
    assert [b.hand_count() for b in gamefile.backups_of(root, game)] == [2, 1]
    assert [b.order for b in gamefile.backups_of(root, game)] == [1, 0]
