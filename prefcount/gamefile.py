"""Game files (``.pulka``, FORMAT.md): load and save, versioned and atomic.

Loading checks the file step by step so that every refusal says what is wrong
in words a player understands: not JSON, not a prefcount game, made by a newer
prefcount, an unknown key (named), a bad convention option (named), a bad hand
(its number). Saving writes a temporary file in the same folder, flushes and
fsyncs it, then renames it over the old file; on any failure the old file is
untouched and the temporary file is removed.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from prefcount.ledger import (
    BIDS,
    FORMAT_NAME,
    FORMAT_VERSION,
    Contract,
    FileFormatError,
    Game,
    Hand,
    LedgerError,
    PlayersError,
    check_players,
    convention_from_dict,
)
from prefcount.ledger.conventions import Shown
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

SUFFIX = ".pulka"
#: What a game file may hold. A real pulka has under a hundred hands and a few kilobytes; the caps keep
#: a damaged or hostile file from taking the machine's memory or time.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_HANDS = 20_000
MAX_TEXT = 10_000
MAX_DIGITS = 30
_GAME_KEYS = {"format", "version", "players", "convention", "title", "created", "finished", "notes", "hands"}
_HANDS: TypeAdapter[tuple[Hand, ...]] = TypeAdapter(tuple[Hand, ...])
_KINDS = ("game", "misere", "raspasy", "adjustment")
#: Contracts as the file writes them ("7H", "6NT"), ready made.
_CONTRACTS = {str(bid): bid for bid in BIDS if isinstance(bid, Contract)}


class _Refused(Exception):
    """Raised inside the JSON parser's hooks; turned into a :class:`FileFormatError` by :func:`loads`."""

    def __init__(self, error: FileFormatError) -> None:
        self.error = error


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (json would silently keep the last) and oversized text."""
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(
                    FileFormatError(N_("ledger", "The file is damaged: the key {key!r} is given twice"), key=key)
                )
            seen.add(key)
    for key, value in pairs:
        if type(value) is str and len(value) > MAX_TEXT:
            raise _Refused(
                FileFormatError(
                    N_("ledger", "The text of {key!r} is too long: {length} characters, at most {maximum}"),
                    key=key,
                    length=len(value),
                    maximum=MAX_TEXT,
                )
            )
    return data


def _integer(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise _Refused(
            FileFormatError(
                N_("ledger", "The file holds a number of {digits} digits; no number in a game has more than {maximum}"),
                digits=len(text.lstrip("-")),
                maximum=MAX_DIGITS,
            )
        )
    return int(text)


def _constant(text: str) -> Any:
    raise _Refused(
        FileFormatError(N_("ledger", "The file is damaged: {value} is not a number a game can hold"), value=text)
    )


def _has_broken_text(data: Any) -> bool:
    """Whether any text in ``data`` holds a lone surrogate (a ``\\ud800`` escape without its pair)."""
    if isinstance(data, str):
        try:
            data.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(data, dict):
        return any(_has_broken_text(key) or _has_broken_text(value) for key, value in data.items())
    if isinstance(data, list):
        return any(_has_broken_text(item) for item in data)
    return False


#: A lone surrogate can only come from a ``\\uD800``–``\\uDFFF`` escape: only then is the parsed game searched.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


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
        data = json.loads(text, object_pairs_hook=_object, parse_int=_integer, parse_constant=_constant)
    except _Refused as refused:
        raise refused.error from None
    except json.JSONDecodeError as error:
        raise FileFormatError(
            N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: {what})"),
            line=error.lineno,
            column=error.colno,
            what=error.msg,
        ) from None
    except RecursionError:
        raise FileFormatError(N_("ledger", "The file is damaged: it is nested too deeply")) from None
    if _SURROGATE_ESCAPE.search(text) and _has_broken_text(data):
        raise FileFormatError(N_("ledger", "The file is damaged: it holds text with a broken character (\\ud800…)"))
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
        raise FileFormatError(
            N_("ledger", "Unknown key in the game file: {keys}"), keys=", ".join(map(repr, map(Shown, unknown)))
        )
    try:
        players = check_players(data.get("players"))
    except PlayersError as error:
        raise FileFormatError(error.template, **error.args_) from None
    convention = convention_from_dict(data.get("convention", {"preset": "sochi"}))
    raw_hands = data.get("hands", [])
    if not isinstance(raw_hands, list):
        raise FileFormatError(N_("ledger", '"hands" must be a list'))
    if len(raw_hands) > MAX_HANDS:
        raise FileFormatError(
            N_("ledger", "The game has {count} hands; a game file may hold at most {maximum}"),
            count=len(raw_hands),
            maximum=MAX_HANDS,
        )
    hands = _hands(raw_hands)
    texts = {key: data[key] for key in ("title", "created", "finished", "notes") if data.get(key) is not None}
    for key, value in texts.items():
        if not isinstance(value, str):
            raise FileFormatError(N_("ledger", '"{key}" must be text'), key=key)
    return Game(players=players, convention=convention, hands=tuple(hands), **texts)


def _hands(raw_hands: list[Any]) -> tuple[Hand, ...]:
    """The hands, validated in one pass; a bad one raises :class:`FileFormatError` naming its number."""
    prepared = list(raw_hands)  # the caller's objects stay as they are
    for number, raw in enumerate(raw_hands, start=1):
        if not isinstance(raw, dict):
            raise FileFormatError(N_("ledger", 'Hand {hand}: a hand must be an object with a "kind"'), hand=number)
        kind = raw.get("kind")
        if kind is None:
            raise FileFormatError(
                N_("ledger", 'Hand {hand}: it has no "kind" (game, misere, raspasy or adjustment)'), hand=number
            )
        if kind not in _KINDS:
            raise FileFormatError(
                N_("ledger", "Hand {hand}: unknown kind {kind!r}; it is game, misere, raspasy or adjustment"),
                hand=number,
                kind=Shown(kind),
            )
        contract = raw.get("contract")
        if type(contract) is str and contract in _CONTRACTS:  # the file's own notation: no parsing needed
            prepared[number - 1] = {**raw, "contract": _CONTRACTS[contract]}
    try:
        return _HANDS.validate_python(prepared)
    except ValidationError as error:
        first = error.errors()[0]
        raise FileFormatError(
            N_("ledger", "Hand {hand}: {problem}"),
            hand=int(first["loc"][0]) + 1,
            problem=_describe({**first, "loc": first["loc"][1:]}),
        ) from None


def _describe(error: dict) -> str:
    loc = [
        part
        for part in error["loc"][1:]
        if not isinstance(part, str) or part not in ("game", "misere", "raspasy", "adjustment")
    ]
    where = ".".join(str(part) for part in loc) or "hand"
    if error["type"] == "extra_forbidden":
        return f"unknown key {where!r}"
    if error["type"] == "missing":
        return f"{where!r} is missing"
    if error["type"] == "value_error" and isinstance(error.get("ctx", {}).get("error"), LedgerError):
        return error["ctx"]["error"].translated()
    return f"{where!r}: {error['msg']} (got {Shown(error.get('input'))!r})"


def dumps(game: Game) -> str:
    """The game file's text: pretty JSON, UTF-8, names as they are."""
    return json.dumps(game.to_dict(), ensure_ascii=False, indent=1) + "\n"


def load(path: str | os.PathLike[str]) -> Game:
    """Read a game file; a missing, unreadable, damaged, foreign or newer file raises :class:`LedgerError`.

    Only a regular file is read (a device or a pipe could be endless or never answer), and at most
    :data:`MAX_FILE_BYTES` of it.
    """
    return loads(read_limited(Path(path)))


def read_limited(path: Path) -> bytes:
    """The bytes of the regular file ``path``, refusing anything else and anything over :data:`MAX_FILE_BYTES`."""
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise FileFormatError(N_("ledger", "{path} is a folder, not a game file"), path=str(path))
        if not stat.S_ISREG(info.st_mode):
            raise FileFormatError(N_("ledger", "{path} is not a regular file: it cannot be a game"), path=str(path))
        _check_size(path, info.st_size)
        # O_NONBLOCK: should the file have become a pipe since stat(), opening it must not wait for a writer
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise FileFormatError(N_("ledger", "{path} is not a regular file: it cannot be a game"), path=str(path))
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise FileFormatError(N_("ledger", "There is no file {path}"), path=str(path)) from None
    except IsADirectoryError:
        raise FileFormatError(N_("ledger", "{path} is a folder, not a game file"), path=str(path)) from None
    except OSError as error:
        raise FileFormatError(N_("ledger", "Cannot read {path}: {why}"), path=str(path), why=error.strerror) from None
    _check_size(path, len(data))
    return data


def _check_size(path: Path, size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise FileFormatError(
            N_("ledger", "{path} is too big for a game file: {size} MB, at most {maximum} MB"),
            path=str(path),
            size=size // (1024 * 1024),
            maximum=MAX_FILE_BYTES // (1024 * 1024),
        )


def save(game: Game, path: str | os.PathLike) -> None:
    """Write ``game`` atomically: temp file beside it, flush, fsync, rename. A failure leaves the old file.

    Saving through a symbolic link writes the file it points to and keeps the link.
    """
    atomic_write(Path(os.path.realpath(path)), dumps(game).encode("utf-8"))


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once, or not at all. Only a regular file is ever replaced."""
    folder = path.parent if str(path.parent) else Path(".")
    try:  # keep the old file's permissions; a new file gets the usual ones (mkstemp would make it 0600)
        old = path.stat()
        if not stat.S_ISREG(old.st_mode):  # a rename would put a file where a device or a pipe was
            raise OSError(errno.EINVAL, f"{path} is not a regular file", str(path))
        mode = old.st_mode & 0o777
    except FileNotFoundError:
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
