"""Game files (``.pulka``, FORMAT.md): load and save, versioned and atomic.

Loading checks the file step by step so that every refusal says what is wrong
in words a player understands: not JSON, not a prefcount game, made by a newer
prefcount, an unknown key (named), a bad convention option (named), a bad hand
(its number). Saving writes a temporary file in the same folder, flushes and
fsyncs it, then renames it over the old file; on any failure the old file is
untouched and the temporary file is removed.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from prefcount.ledger import (
    FORMAT_NAME,
    FORMAT_VERSION,
    FileFormatError,
    Game,
    Hand,
    HandKind,
    LedgerError,
    PlayersError,
    check_players,
    convention_from_dict,
)
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

SUFFIX = ".pulka"
_GAME_KEYS = {"format", "version", "players", "convention", "title", "created", "finished", "notes", "hands"}
_HAND = TypeAdapter(Hand)


def loads(text: str | bytes) -> Game:
    """A game from the text of a game file; raises :class:`LedgerError` with a clear message."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")  # an editor's byte order mark is harmless
        except UnicodeDecodeError:
            raise FileFormatError(N_("ledger", "This is not a prefcount game: the file is not UTF-8 text")) from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise FileFormatError(N_("ledger", "The file is empty: it holds no game"))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise FileFormatError(
            N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: {what})"),
            line=error.lineno,
            column=error.colno,
            what=error.msg,
        ) from None
    except RecursionError:
        raise FileFormatError(N_("ledger", "The file is damaged: it is nested too deeply")) from None
    return from_dict(data)


def from_dict(data: Any) -> Game:
    """A game from a parsed game file object (FORMAT.md)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise FileFormatError(
            N_("ledger", 'This is not a prefcount game (it has no "format": "{format}")'), format=FORMAT_NAME
        )
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise FileFormatError(N_("ledger", "The game file has no valid version number"))
    if version > FORMAT_VERSION:
        raise FileFormatError(
            N_(
                "ledger",
                "This game was made by a newer prefcount (file version {version}); this one reads version {supported}. Please update prefcount.",
            ),
            version=version,
            supported=FORMAT_VERSION,
        )
    unknown = sorted(set(data) - _GAME_KEYS)
    if unknown:
        raise FileFormatError(N_("ledger", "Unknown key in the game file: {keys}"), keys=", ".join(map(repr, unknown)))
    try:
        players = check_players(data.get("players"))
    except PlayersError as error:
        raise FileFormatError(error.template, **error.args_) from None
    convention = convention_from_dict(data.get("convention", {"preset": "sochi"}))
    raw_hands = data.get("hands", [])
    if not isinstance(raw_hands, list):
        raise FileFormatError(N_("ledger", '"hands" must be a list'))
    hands = [_hand(raw, number) for number, raw in enumerate(raw_hands, start=1)]
    texts = {key: data[key] for key in ("title", "created", "finished", "notes") if data.get(key) is not None}
    for key, value in texts.items():
        if not isinstance(value, str):
            raise FileFormatError(N_("ledger", '"{key}" must be text'), key=key)
    return Game(players=players, convention=convention, hands=tuple(hands), **texts)


def _hand(raw: Any, number: int):
    if not isinstance(raw, dict):
        raise FileFormatError(N_("ledger", 'Hand {hand}: a hand must be an object with a "kind"'), hand=number)
    kind = raw.get("kind")
    if kind is None:
        raise FileFormatError(
            N_("ledger", 'Hand {hand}: it has no "kind" (game, misere, raspasy or adjustment)'), hand=number
        )
    if kind not in tuple(HandKind):
        raise FileFormatError(
            N_("ledger", "Hand {hand}: unknown kind {kind!r}; it is game, misere, raspasy or adjustment"),
            hand=number,
            kind=kind,
        )
    try:
        return _HAND.validate_python(raw)
    except LedgerError as error:  # a bad contract, raised inside pydantic
        raise FileFormatError(N_("ledger", "Hand {hand}: {problem}"), hand=number, problem=error.translated()) from None
    except ValidationError as error:
        raise FileFormatError(
            N_("ledger", "Hand {hand}: {problem}"), hand=number, problem=_describe(error.errors()[0])
        ) from None


def _describe(error: dict) -> str:
    loc = [part for part in error["loc"][1:] if not isinstance(part, str) or part not in tuple(HandKind)]
    where = ".".join(str(part) for part in loc) or "hand"
    if error["type"] == "extra_forbidden":
        return f"unknown key {where!r}"
    if error["type"] == "missing":
        return f"{where!r} is missing"
    if error["type"] == "value_error" and isinstance(error.get("ctx", {}).get("error"), LedgerError):
        return error["ctx"]["error"].translated()
    return f"{where!r}: {error['msg']} (got {error.get('input')!r})"


def dumps(game: Game) -> str:
    """The game file's text: pretty JSON, UTF-8, names as they are."""
    return json.dumps(game.to_dict(), ensure_ascii=False, indent=1) + "\n"


def load(path: str | os.PathLike) -> Game:
    """Read a game file; a missing, unreadable, damaged, foreign or newer file raises :class:`LedgerError`."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise FileFormatError(N_("ledger", "There is no file {path}"), path=str(path)) from None
    except IsADirectoryError:
        raise FileFormatError(N_("ledger", "{path} is a folder, not a game file"), path=str(path)) from None
    except OSError as error:
        raise FileFormatError(N_("ledger", "Cannot read {path}: {why}"), path=str(path), why=error.strerror) from None
    return loads(data)


def save(game: Game, path: str | os.PathLike) -> None:
    """Write ``game`` atomically: temp file beside it, flush, fsync, rename. A failure leaves the old file.

    Saving through a symbolic link writes the file it points to and keeps the link.
    """
    atomic_write(Path(os.path.realpath(path)), dumps(game).encode("utf-8"))


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once, or not at all."""
    folder = path.parent if str(path.parent) else Path(".")
    try:  # keep the old file's permissions; a new file gets the usual ones (mkstemp would make it 0600)
        mode = path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
