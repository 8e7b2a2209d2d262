"""Game files (FORMAT.md): round trips, atomic saves, and a clear message for every broken file."""

import json
import os
import re
from pathlib import Path

import pytest
from where import DATA

from prefcount.files import gamefile
from prefcount.files.gamefile import atomic_write, dumps, from_dict, load, loads, save
from prefcount.ledger import (
    PRESETS,
    ConventionError,
    FileFormatError,
    Game,
    HandError,
    LedgerError,
    Sheet,
    score,
    settle,
)
from prefcount.ledger.conventions import VERSION_2_DEFAULTS

GAMES = sorted(p.name for p in DATA.glob("game-*.json") if not p.name.endswith(".expected.json"))
EXAMPLES = json.loads((DATA / "examples.json").read_text(encoding="utf-8"))


def replay(game) -> Sheet:
    """The sheet replayed hand by hand without validation."""
    sheet = Sheet(game.players, game.convention)
    for hand in game.hands:
        sheet = sheet.extended(hand, validate=False)
    return sheet


def snapshot(sheet) -> tuple:
    return (
        sheet.pulya,
        sheet.gora,
        sheet.whists,
        [(r.pulya, r.gora, r.whists) for r in sheet.hands],
        settle(sheet).net,
    )


# -- round trips ------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_reference_game_round_trip(name, tmp_path):
    original = load(DATA / name)
    path = tmp_path / "copy.pulka"
    save(original, path)
    again = load(path)
    assert again == original
    assert dumps(again) == dumps(original)
    assert path.read_text(encoding="utf-8") == dumps(original)
    assert snapshot(replay(again)) == snapshot(replay(original))
    # the hands are written back exactly as the reference file has them
    raw = json.loads((DATA / name).read_text(encoding="utf-8"))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["hands"] == raw["hands"]
    assert saved["players"] == raw["players"]
    assert saved["format"] == "prefcount-game" and saved["version"] == raw["version"]
    # the convention is stored in full (a version-1 file: the options of RULES §6), and means the same
    assert saved["convention"]["preset"] == raw["convention"]["preset"]
    version_2 = set(VERSION_2_DEFAULTS) if raw["version"] == 1 else set()
    assert set(saved["convention"]) == {"preset", *PRESETS["sochi"].options()} - version_2
    assert from_dict(raw).convention == again.convention


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["name"] for example in EXAMPLES])
def test_example_game_round_trip(example):
    game = from_dict(example["game"])
    again = loads(dumps(game))
    assert again == game
    assert snapshot(score(again)) == snapshot(score(game))
    assert json.loads(dumps(game))["hands"] == example["game"]["hands"]


def test_round_trip_keeps_text_fields_and_unicode(tmp_path):
    game = Game(
        players=("Аня", "Борис", "Вера"),
        convention=PRESETS["leningrad"],
        title="Пятничная пулька",
        created="2026-11-27T19:30:00+02:00",
        finished="2026-11-28T01:10:00+02:00",
        notes="♠♣♦♥ «ёлка»",
    )
    path = tmp_path / "пулька.pulka"
    save(game, path)
    text = path.read_text(encoding="utf-8")
    assert "Аня" in text and "\\u" not in text  # names as they are
    assert load(path) == game
    assert loads(path.read_bytes()) == game


def test_format_md_example_loads_and_scores():
    text = """{
      "format": "prefcount-game", "version": 1, "players": ["Аня", "Борис", "Вера"],
      "convention": {"preset": "sochi", "pulya_target": 20, "whist_price": "0.5"},
      "title": "Пятничная пулька", "created": "2026-11-27T19:30:00+02:00",
      "hands": [
        {"kind": "game", "declarer": 0, "contract": "7H", "calls": [null, "whist", "pass"], "tricks": [7, 2, 1]},
        {"kind": "game", "declarer": 1, "contract": "6S", "calls": ["half-whist", null, "pass"]},
        {"kind": "game", "declarer": 2, "contract": "6C", "calls": ["pass", "pass", null]},
        {"kind": "game", "declarer": 0, "contract": "6D", "calls": [null, "whist", "pass"], "conceded": true},
        {"kind": "misere", "declarer": 2, "tricks": 1},
        {"kind": "raspasy", "tricks": [2, 5, 3]},
        {"kind": "adjustment", "pulya": [4, 0, 2], "gora": [0, 6, 0],
         "whists": [[0, 12, 0], [0, 0, 0], [8, 0, 0]], "note": "carried over from paper"}
      ]}"""
    game = loads(text)
    assert game.convention.pulya_target == 20
    assert len(score(game).hands) == 7
    assert loads(dumps(game)) == game


# -- atomic saves -------------------------------------------------------------------


def leftovers(folder: Path, keep: str) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != keep)


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "game.pulka"
    save(load(DATA / "game-sochi-3p.json"), path)
    return path


@pytest.fixture
def other_game():
    return load(DATA / "game-leningrad-3p.json")


def test_save_replaces_the_old_file(saved, other_game):
    save(other_game, saved)
    assert load(saved) == other_game
    assert leftovers(saved.parent, saved.name) == []


def test_failed_rename_leaves_the_old_file_and_no_temp(saved, other_game, monkeypatch):
    before = saved.read_bytes()

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(gamefile.os, "replace", refuse)
    with pytest.raises(OSError):
        save(other_game, saved)
    assert saved.read_bytes() == before
    assert leftovers(saved.parent, saved.name) == []


def test_failed_sync_leaves_the_old_file_and_no_temp(saved, other_game, monkeypatch):
    from prefcount.files import disk

    before = saved.read_bytes()
    calls = []

    def refuse(fd):
        calls.append(fd)
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(disk, "sync", refuse)
    with pytest.raises(OSError):
        save(other_game, saved)
    assert calls, "save must sync before renaming"
    assert saved.read_bytes() == before
    assert leftovers(saved.parent, saved.name) == []


def test_failed_write_leaves_the_old_file_and_no_temp(saved, monkeypatch):
    before = saved.read_bytes()
    real_fdopen = os.fdopen

    class Broken:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()
            return False

        def write(self, data):
            self.handle.write(data[: len(data) // 2])  # half written, then the disk fails
            raise OSError(28, "No space left on device")

        def flush(self):
            self.handle.flush()

        def fileno(self):
            return self.handle.fileno()

    monkeypatch.setattr(gamefile.os, "fdopen", lambda fd, mode: Broken(real_fdopen(fd, mode)))
    with pytest.raises(OSError):
        atomic_write(saved, b"{}" * 1000)
    assert saved.read_bytes() == before
    assert leftovers(saved.parent, saved.name) == []


def test_interrupted_save_leaves_the_old_file(saved, other_game, monkeypatch):
    before = saved.read_bytes()

    def interrupt(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(gamefile.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        save(other_game, saved)
    assert saved.read_bytes() == before
    assert leftovers(saved.parent, saved.name) == []


def test_save_writes_through_a_temp_file_in_the_same_folder(saved, other_game, monkeypatch):
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append((Path(src), Path(dst)))
        assert Path(src).exists() and Path(src).read_bytes() == dumps(other_game).encode("utf-8")
        assert saved.read_bytes() != Path(src).read_bytes()  # old file untouched until the rename
        return real_replace(src, dst)

    monkeypatch.setattr(gamefile.os, "replace", spy)
    save(other_game, saved)
    ((src, dst),) = seen
    assert src.parent == saved.parent and dst == saved
    assert load(saved) == other_game


def test_save_into_a_missing_folder_fails_and_creates_nothing(tmp_path):
    target = tmp_path / "no such folder" / "game.pulka"
    with pytest.raises(OSError):
        save(load(DATA / "game-sochi-3p.json"), target)
    assert list(tmp_path.iterdir()) == []


# -- broken files ---------------------------------------------------------------------


def good() -> dict:
    return {
        "format": "prefcount-game",
        "version": 1,
        "players": ["Anya", "Boris", "Vera"],
        "convention": {"preset": "sochi"},
        "hands": [
            {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "whist"], "tricks": [6, 3, 1]}
        ],
    }


def write(tmp_path, content) -> Path:
    path = tmp_path / "broken.pulka"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    return path


def refused(tmp_path, content, error=FileFormatError) -> str:
    """Load ``content`` from a file and from text: both refuse with the same message; return it."""
    path = write(tmp_path, content)
    with pytest.raises(error) as caught:
        load(path)
    assert isinstance(caught.value, LedgerError) and isinstance(caught.value, ValueError)
    message = str(caught.value)
    with pytest.raises(error) as again:
        loads(path.read_bytes())
    assert str(again.value) == message
    assert "Traceback" not in message and message.strip()
    return message


def changed(**keys) -> dict:
    data = good()
    for key, value in keys.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return data


def with_hand(hand) -> dict:
    data = good()
    data["hands"] = [data["hands"][0], hand]
    return data


def test_good_file_loads(tmp_path):
    assert len(score(load(write(tmp_path, good()))).hands) == 1


def test_truncated_json(tmp_path):
    text = json.dumps(good())
    message = refused(tmp_path, text[: len(text) // 2])
    assert "damaged" in message and "not valid JSON" in message
    assert re.search(r"line \d+, column \d+", message)


def test_binary_junk(tmp_path):
    message = refused(tmp_path, bytes(range(256)) * 4)
    assert "not a prefcount game" in message or "damaged" in message


def test_binary_junk_that_is_valid_utf8(tmp_path):
    message = refused(tmp_path, b"\x00\x01\x02PK\x03\x04 junk")
    assert "damaged" in message and "JSON" in message


def test_zip_like_junk(tmp_path):
    message = refused(tmp_path, b"PK\x03\x04\x14\x00\x00\x00\x08\x00\xa1\xb2\xc3")
    assert "not UTF-8" in message or "damaged" in message


def test_empty_file(tmp_path):
    message = refused(tmp_path, b"")
    assert "The file is empty" in message


def test_whitespace_only_file(tmp_path):
    message = refused(tmp_path, "  \n\t ")
    assert "The file is empty" in message


def test_missing_file(tmp_path):
    path = tmp_path / "nowhere.pulka"
    with pytest.raises(FileFormatError) as caught:
        load(path)
    assert "no file" in str(caught.value) and str(path) in str(caught.value)


def test_a_folder(tmp_path):
    folder = tmp_path / "folder.pulka"
    folder.mkdir()
    with pytest.raises(FileFormatError) as caught:
        load(folder)
    assert "folder" in str(caught.value) and str(folder) in str(caught.value)


@pytest.mark.parametrize("content", ["[]", "[1, 2]", "null", "42", '"prefcount-game"', "true"])
def test_not_an_object(tmp_path, content):
    message = refused(tmp_path, content)
    assert "not a prefcount game" in message


@pytest.mark.parametrize("fmt", ["other-game", "prefcount", None, 1])
def test_foreign_format(tmp_path, fmt):
    message = refused(tmp_path, changed(format=fmt))
    assert "not a prefcount game" in message and "prefcount-game" in message


def test_no_format(tmp_path):
    assert "not a prefcount game" in refused(tmp_path, changed(format=...))


@pytest.mark.parametrize("version", [3, 99])
def test_newer_version(tmp_path, version):
    message = refused(tmp_path, changed(version=version))
    assert "newer prefcount" in message and str(version) in message


@pytest.mark.parametrize("version", [..., None, "1", 0, -1, 1.0, True])
def test_missing_or_bad_version(tmp_path, version):
    message = refused(tmp_path, changed(version=version))
    assert "version" in message


def test_unknown_top_level_key(tmp_path):
    message = refused(tmp_path, changed(colour="red"))
    assert "'colour'" in message and "Unknown key" in message


def test_unknown_hand_key_names_the_key_and_the_hand(tmp_path):
    message = refused(
        tmp_path,
        with_hand(
            {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["pass", None, "pass"], "trics": [1, 7, 2]}
        ),
    )
    assert message.startswith("Hand 2: ")
    assert "'trics'" in message and "unknown key" in message


def test_misspelled_convention_option(tmp_path):
    message = refused(tmp_path, changed(convention={"preset": "sochi", "overflw": "help"}), ConventionError)
    assert "'overflw'" in message and "'overflow'" in message and "did you mean" in message


def test_bad_convention_value(tmp_path):
    message = refused(tmp_path, changed(convention={"preset": "sochi", "whist_multiplier": 3}), ConventionError)
    assert "'whist_multiplier'" in message and "3" in message


def test_unknown_preset(tmp_path):
    message = refused(tmp_path, changed(convention={"preset": "moscow"}), ConventionError)
    assert "'moscow'" in message and "preset" in message


def test_convention_not_an_object(tmp_path):
    message = refused(tmp_path, changed(convention="sochi"), ConventionError)
    assert "convention" in message


def test_missing_convention_means_sochi(tmp_path):
    assert load(write(tmp_path, changed(convention=...))).convention == PRESETS["sochi"]


@pytest.mark.parametrize("players", [["A"], ["A", "B", "C", "D", "E"], [], "ABC"])
def test_wrong_players(tmp_path, players):
    message = refused(tmp_path, changed(players=players))
    assert "players" in message and "2, 3 or 4" in message


@pytest.mark.parametrize("players", [["A", "B", 3], ["A", "B", ""], ["A", "B", "  "]])
def test_a_player_without_a_name(tmp_path, players):
    message = refused(tmp_path, changed(players=players))
    assert "Every player needs a name" in message


@pytest.mark.parametrize("players", [["A", "B", "A"], ["Аня", "Борис", "Аня", "Вера"], ["A", "B", "A "]])
def test_duplicate_names(tmp_path, players):
    message = refused(tmp_path, changed(players=players))
    assert "every name must differ" in message and f"called {players[0].strip()}" in message


def test_no_players(tmp_path):
    assert "players" in refused(tmp_path, changed(players=...))


@pytest.mark.parametrize("hand", [[1, 2], "game", None, 6])
def test_hand_that_is_not_an_object(tmp_path, hand):
    message = refused(tmp_path, with_hand(hand))
    assert message.startswith("Hand 2: ") and "object" in message


def test_hands_not_a_list(tmp_path):
    assert '"hands" must be a list' in refused(tmp_path, changed(hands={"kind": "raspasy"}))


@pytest.mark.parametrize("kind", ["bid", "Game", "", 1])
def test_unknown_kind(tmp_path, kind):
    message = refused(tmp_path, with_hand({"kind": kind, "tricks": [3, 3, 4]}))
    assert message.startswith("Hand 2: ") and "unknown kind" in message and repr(kind) in message
    assert "game, misere, raspasy or adjustment" in message


def test_hand_without_a_kind(tmp_path):
    message = refused(tmp_path, with_hand({"tricks": [3, 3, 4]}))
    assert message.startswith("Hand 2: ") and "kind" in message


@pytest.mark.parametrize("contract", ["5S", "11NT", "6X", "seven hearts", "", 7, None])
def test_contract_not_one_of_the_25(tmp_path, contract):
    message = refused(
        tmp_path, with_hand({"kind": "game", "declarer": 1, "contract": contract, "calls": ["pass", None, "pass"]})
    )
    assert message.startswith("Hand 2: ") and "not a contract" in message


def test_misere_as_a_game_contract(tmp_path):
    message = refused(
        tmp_path, with_hand({"kind": "game", "declarer": 1, "contract": "мизер", "calls": ["pass", None, "pass"]})
    )
    assert message.startswith("Hand 2: ") and "misère" in message


@pytest.mark.parametrize(
    "hand, words",
    [
        ({"kind": "game", "contract": "7H", "calls": ["pass", None, "pass"]}, ["'declarer'", "missing"]),
        ({"kind": "game", "declarer": "1", "contract": "7H", "calls": ["pass", None, "pass"]}, ["'declarer'"]),
        ({"kind": "game", "declarer": 1, "contract": "7H", "calls": ["pas", None, "pass"]}, ["calls", "'pas'"]),
        ({"kind": "raspasy", "tricks": [3, "3", 4]}, ["tricks", "'3'"]),
        ({"kind": "misere", "declarer": 0, "tricks": 0, "open": "yes"}, ["'open'"]),
        ({"kind": "adjustment", "gora": [1, 2.5, 0]}, ["gora", "2.5"]),
    ],
)
def test_hand_field_of_the_wrong_type(tmp_path, hand, words):
    message = refused(tmp_path, with_hand(hand))
    assert message.startswith("Hand 2: ")
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("key", ["title", "created", "finished", "notes"])
def test_text_fields_must_be_text(tmp_path, key):
    message = refused(tmp_path, changed(**{key: 5}))
    assert key in message and "text" in message


# -- loaded but invalid: score() refuses with the hand's number ------------------------

INVALID = [
    (
        "tricks that don't add up",
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["whist", None, "pass"], "tricks": [3, 7, 1]},
        "tricks_sum",
        ["11", "not 10"],
    ),
    ("a trick count outside 0..10", {"kind": "raspasy", "tricks": [12, -1, -1]}, "tricks_range", ["Anya", "12"]),
    (
        "an impossible contract: tricks on a hand both defenders passed",
        {"kind": "game", "declarer": 1, "contract": "9NT", "calls": ["pass", None, "pass"], "tricks": [0, 10, 0]},
        "tricks_not_played",
        ["not played"],
    ),
    (
        "an impossible contract: declarer whists on his own game",
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["pass", "whist", "pass"]},
        "declarer_call",
        ["Boris", "7♥"],
    ),
    (
        "an impossible contract: a concession nobody whisted",
        {"kind": "game", "declarer": 1, "contract": "6D", "calls": ["pass", None, "pass"], "conceded": True},
        "concede_unwhisted",
        ["nobody whisted"],
    ),
    (
        "a half-whist by the wrong (first) defender",
        {"kind": "game", "declarer": 1, "contract": "7H", "calls": ["pass", None, "half-whist"]},
        "half_whist_first",
        ["Vera", "Anya"],
    ),
    (
        "a half-whist on an eight",
        {"kind": "game", "declarer": 1, "contract": "8H", "calls": ["half-whist", None, "pass"]},
        "half_whist_level",
        ["8♥"],
    ),
    ("a seat that doesn't exist", {"kind": "misere", "declarer": 3, "tricks": 0}, "seat_range", ["seat 3"]),
    (
        "a misère with calls",
        {"kind": "misere", "declarer": 0, "tricks": 0, "calls": [None, "whist", "whist"]},
        "calls_not_allowed",
        ["misère"],
    ),
]


@pytest.mark.parametrize("hand, code, words", [case[1:] for case in INVALID], ids=[case[0] for case in INVALID])
def test_loaded_but_invalid_game(tmp_path, hand, code, words):
    game = load(write(tmp_path, with_hand(hand)))  # the file itself is readable
    with pytest.raises(HandError) as caught:
        score(game)
    error = caught.value
    assert error.hand == 2 and error.problem.code == code
    message = str(error)
    assert message.startswith("Hand 2: ")
    for word in words:
        assert word in message, (word, message)


def test_four_player_hand_with_no_dealer(tmp_path):
    data = changed(players=["Anya", "Boris", "Vera", "Gleb"])
    data["hands"] = [
        {
            "kind": "game",
            "dealer": 3,
            "declarer": 0,
            "contract": "6S",
            "calls": [None, "whist", "whist", None],
            "tricks": [6, 3, 1, None],
        },
        {"kind": "raspasy", "tricks": [3, 3, 4, None]},
    ]
    game = load(write(tmp_path, data))
    with pytest.raises(HandError) as caught:
        score(game)
    assert caught.value.hand == 2 and caught.value.problem.code == "dealer_missing"
    assert str(caught.value).startswith("Hand 2: ") and "dealt" in str(caught.value)


def test_four_player_dealer_who_declares(tmp_path):
    data = changed(players=["Anya", "Boris", "Vera", "Gleb"])
    data["hands"] = [{"kind": "misere", "dealer": 2, "declarer": 2, "tricks": 0}]
    with pytest.raises(HandError) as caught:
        score(load(write(tmp_path, data)))
    assert caught.value.hand == 1 and "Vera" in str(caught.value)


def test_save_keeps_the_mode_of_the_old_file(saved, other_game):
    os.chmod(saved, 0o644)
    save(other_game, saved)
    assert saved.stat().st_mode & 0o777 == 0o644


def test_a_new_file_is_readable_like_any_other(tmp_path, other_game):
    umask = os.umask(0o022)
    try:
        save(other_game, tmp_path / "new.pulka")
    finally:
        os.umask(umask)
    assert (tmp_path / "new.pulka").stat().st_mode & 0o777 == 0o644


def test_save_in_the_current_folder(tmp_path, monkeypatch, other_game):
    monkeypatch.chdir(tmp_path)
    save(other_game, "here.pulka")
    assert load(tmp_path / "here.pulka") == other_game
    assert sorted(p.name for p in tmp_path.iterdir()) == ["here.pulka"]


def test_save_through_a_symlink_updates_the_target(saved, other_game):
    link = saved.parent / "link.pulka"
    link.symlink_to(saved)
    save(other_game, link)
    assert link.is_symlink()
    assert load(saved) == other_game


def test_a_byte_order_mark_is_tolerated(tmp_path):
    path = tmp_path / "bom.pulka"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good()).encode("utf-8"))
    assert load(path) == from_dict(good())


def test_a_hand_without_a_kind_says_so(tmp_path):
    data = good()
    data["hands"] = [{"declarer": 0, "tricks": 0}]
    message = refused(tmp_path, json.dumps(data))
    assert "Hand 1" in message and '"kind"' in message and "None" not in message


def test_a_null_title_is_no_title():
    data = good()
    data["title"] = None
    assert from_dict(data).title is None


def test_autosave_round_trip(saved, tmp_path):
    game = load(saved)
    path = tmp_path / ".autosave-1.autosave"
    gamefile.save_autosave(game, gamefile.AutosaveState(str(saved), True, None, "2026-01-01T10:00:00"), path)
    loaded, state = gamefile.load_autosave(path)
    assert loaded.hands == game.hands
    assert (state.game_path, state.clean, state.written) == (str(saved), True, "2026-01-01T10:00:00")


def test_autosave_with_a_key_given_twice_is_refused(saved, tmp_path):
    path = tmp_path / ".autosave-1.autosave"
    gamefile.save_autosave(load(saved), gamefile.AutosaveState(None, False, None), path)
    text = path.read_text(encoding="utf-8").replace('"clean": false,', '"clean": false, "clean": true,', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LedgerError, match="given twice"):
        gamefile.load_autosave(path)


def test_oversized_autosave_is_refused_without_reading_it(tmp_path):
    path = tmp_path / ".autosave-1.autosave"
    with path.open("wb") as handle:
        handle.truncate(gamefile.MAX_FILE_BYTES + 1)
    with pytest.raises(LedgerError, match="too big"):
        gamefile.load_autosave(path)
