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
import re
import stat
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from itertools import accumulate
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from prefcount.files.disk import NotRegularFile, open_regular
from prefcount.files.disk import atomic_write as atomic_write  # (where the app has always found it)
from prefcount.ledger import (
    CURRENCY_LENGTH,
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_ID,
    FileFormatError,
    ForeignFileError,
    Game,
    Hand,
    HandKind,
    LedgerError,
    NewerFileError,
    PlayersError,
    check_players,
    convention_from_dict,
)
from prefcount.ledger.conventions import Shown
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import Phrase, brief

SUFFIX = ".pulka"
# What a game file may hold. A real pulka has under a hundred hands and a few kilobytes; the caps keep
# a damaged or hostile file from taking the machine's memory or time.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_HANDS = 20_000
MAX_TEXT = 10_000
MAX_DIGITS = 30
MAX_DEPTH = 20  # the deepest a file goes is 6: an autosave's game, its hands, a hand, its whists, one row
_GAME_KEYS = {
    "format",
    "version",
    "id",
    "players",
    "convention",
    "title",
    "created",
    "finished",
    "notes",
    "currency",
    "hands",
}
_HANDS: TypeAdapter[tuple[Hand, ...]] = TypeAdapter(tuple[Hand, ...])
_KINDS = tuple(HandKind)


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
        if len(key) > MAX_TEXT:
            raise _Refused(
                FileFormatError(
                    N_("ledger", "The file is damaged: it holds a key of {length} characters, {key!r}"),
                    key=key,
                    length=len(key),
                )
            )
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


# Where a number could have more than MAX_DIGITS characters (its minus sign counted), the file's bytes with
# every digit made a 9 hold this run; where they do not, no number has (a byte translation takes a millisecond).
_DIGITS_AS_NINES = bytes.maketrans(b"0123456789", b"9" * 10)
_LONG_NUMBER = b"9" * MAX_DIGITS


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


def _too_deep() -> FileFormatError:
    return FileFormatError(N_("ledger", "The file is damaged: it is nested too deeply"))


# The bytes that show a JSON text's structure: brackets, and the quotes and backslashes that say what is text.
_NOT_STRUCTURE = bytes(byte for byte in range(256) if byte not in b'[]{}"\\')
_DEPTH_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # +1 and -1, as signed bytes


def _depth_of(raw: bytes) -> int | None:
    """How deeply the JSON text ``raw`` nests, told from its brackets by byte operations alone (a few
    milliseconds for 10,000 hands), or ``None`` when some text in it holds a bracket or an escape (the parsed
    data must tell then). Lets a file nested too deeply be refused before anything reads it."""
    structure = raw.translate(None, _NOT_STRUCTURE).replace(b'""', b"")  # a text without either leaves ""
    if b'"' in structure or b"\\" in structure:
        return None
    return max(accumulate(memoryview(structure.translate(_DEPTH_STEP)).cast("b")), default=0)


def _check_shape(data: Any, may_break: bool, paths: frozenset[str] = frozenset()) -> None:
    """Refuse ``data`` nested deeper than :data:`MAX_DEPTH`, or holding a lone surrogate (a ``\\ud800`` escape
    without its pair) in any key or text when ``may_break`` (but in the values of the top-level keys ``paths``).
    One level at a time, never recursively: a file of a few hundred brackets must not overflow the stack of
    whatever reads it."""
    level = [data] if type(data) is dict or type(data) is list else []
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            raise _too_deep()
        if may_break and any(map(_is_broken, _texts(level, paths if depth == 1 else frozenset()))):
            raise FileFormatError(N_("ledger", "The file is damaged: it holds text with a broken character (\\ud800…)"))
        level = [
            item
            for value in level
            for item in (value.values() if type(value) is dict else value)
            if type(item) is dict or type(item) is list
        ]


def _texts(level: list[Any], paths: frozenset[str]) -> Iterator[str]:
    """The keys and the text values of the containers ``level`` (but the values of the keys ``paths``)."""
    for value in level:
        if type(value) is dict:
            yield from value
            yield from (item for key, item in value.items() if type(item) is str and key not in paths)
        else:
            yield from (item for item in value if type(item) is str)


def _is_broken(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


# A lone surrogate can only come from a ``\\uD800``–``\\uDFFF`` escape: only then is every text searched.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


# What the JSON parser says (English, its own words, which may change from one Python to the next), by the start
# of its message, as a player reads it; the line and column come from the parser.
# fmt: off
_JSON_PROBLEMS: tuple[tuple[str, str], ...] = (
    ("Expecting value", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a value is missing)")),  # noqa: E501
    ("Expecting property name", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a name in double quotes is expected)")),  # noqa: E501
    ("Expecting ':'", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a colon is missing)")),  # noqa: E501
    ("Expecting ','", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a comma is missing)")),  # noqa: E501
    ("Unterminated string", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a text in quotes starts here and is never closed)")),  # noqa: E501
    ("Invalid control character", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a line break or another control character)")),  # noqa: E501
    ("Invalid \\", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a text holds a broken backslash escape)")),  # noqa: E501
    ("Extra data", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: something follows the end of the game)")),  # noqa: E501
    ("Illegal trailing comma", N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: a comma stands before a closing bracket)")),  # noqa: E501
)
# fmt: on
_JSON_CUT_OFF = N_(
    "ledger", "The file is damaged: it is not valid JSON (line {line}, column {column}: the text ends there, cut off)"
)
_JSON_DAMAGED = N_("ledger", "The file is damaged: it is not valid JSON (line {line}, column {column})")


def _json_problem(error: json.JSONDecodeError) -> str:
    """The translatable template for what the parser found (never the parser's English itself)."""
    if error.pos >= len(error.doc.rstrip()) and not error.msg.startswith("Unterminated string"):
        return _JSON_CUT_OFF  # a file cut short (a full disk, a copy stopped): "a comma is missing" would mislead
    return next((template for start, template in _JSON_PROBLEMS if error.msg.startswith(start)), _JSON_DAMAGED)


def loads(text: str | bytes) -> Game:
    """A game from the text of a game file; raises :class:`LedgerError` with a clear message."""
    return from_dict(parse(text))


def parse(text: str | bytes, paths: frozenset[str] = frozenset()) -> Any:
    """The JSON of a game file, an autosave or a journal line, refusing repeated keys, oversized text and numbers,
    broken characters and nesting deeper than any game's.

    ``paths``: the keys of the top-level object whose values are file paths. A file's name need not be text
    (bytes of another encoding on Linux, a lone surrogate on Windows): Python holds such a name with lone
    surrogates, written as ``\\udcXX`` escapes, and those are let through there and nowhere else.
    """
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")  # an editor's byte order mark is harmless
        except UnicodeDecodeError:
            raise ForeignFileError(N_("ledger", "This is not a prefcount game: the file is not UTF-8 text")) from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise FileFormatError(N_("ledger", "The file is empty: it holds no game"))
    depth = _depth_of(raw)
    if depth is not None and depth > MAX_DEPTH:
        raise _too_deep()
    try:
        # a number's digits are counted only when the text has a long run of them: json's own ints are quicker
        parse_int = _integer if _LONG_NUMBER in raw.translate(_DIGITS_AS_NINES) else int
        data = json.loads(text, object_pairs_hook=_object, parse_int=parse_int, parse_constant=_constant)
    except _Refused as refused:
        raise refused.error from None
    except json.JSONDecodeError as error:
        raise FileFormatError(_json_problem(error), line=error.lineno, column=error.colno) from None
    except RecursionError:
        raise _too_deep() from None
    may_break = _SURROGATE_ESCAPE.search(text) is not None
    if depth is None or may_break:
        _check_shape(data, may_break, paths)
    return data


def _check_version(version: Any, supported: int) -> None:
    """Refuse a file whose ``version`` is no version number, or one newer than the ``supported`` one."""
    if type(version) is not int or version < 1:
        raise FileFormatError(N_("ledger", "The game file has no valid version number"))
    if version > supported:
        raise NewerFileError(
            N_(
                "ledger",
                "This game was made by a newer prefcount (file version {version}); this one reads version {supported}. Please update prefcount.",  # noqa: E501
            ),
            version=version,
            supported=supported,
        )


def from_dict(data: Any) -> Game:
    """A game from a parsed game file object (FORMAT.md)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise ForeignFileError(
            N_("ledger", 'This is not a prefcount game (it has no "format": "{format}")'), format=FORMAT_NAME
        )
    _check_version(data.get("version"), FORMAT_VERSION)
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
    hands = parse_hands(raw_hands)
    texts = {key: data[key] for key in ("title", "created", "finished", "notes") if data.get(key) is not None}
    for key, value in texts.items():
        if not isinstance(value, str):
            raise FileFormatError(N_("ledger", '"{key}" must be text'), key=key)
    currency = data.get("currency")
    if currency is not None:
        if not isinstance(currency, str) or len(currency) > CURRENCY_LENGTH:
            raise FileFormatError(
                N_("ledger", '"currency" must be a short text such as "₽", "€" or "" (none), at most {length} letters'),
                length=CURRENCY_LENGTH,
            )
        texts["currency"] = currency
    game_id = data.get("id")
    if game_id is not None:
        if not isinstance(game_id, str) or not 0 < len(game_id) <= MAX_ID or not game_id.isprintable():
            raise FileFormatError(
                N_("ledger", '"id" must be a text of at most {length} characters (the game\'s identifier)'),
                length=MAX_ID,
            )
        texts["id"] = game_id
    return Game(players=players, convention=convention, hands=tuple(hands), **texts)


def parse_hands(raw_hands: list[Any]) -> tuple[Hand, ...]:
    """The hands, validated in one pass; a bad one raises :class:`FileFormatError` naming its number."""
    try:
        return _HANDS.validate_python(raw_hands)
    except ValidationError as error:
        _check_kinds(raw_hands)  # a hand without a known kind is said so, before the validator's words
        first = error.errors()[0]
        raise FileFormatError(
            N_("ledger", "Hand {hand}: {problem}"),
            hand=int(first["loc"][0]) + 1,
            problem=Phrase(_describe({**first, "loc": first["loc"][1:]})),
        ) from None


def _check_kinds(raw_hands: list[Any]) -> None:
    """Raise :class:`FileFormatError` for the first hand that is not an object with a known ``kind``."""
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


def _describe(error: Mapping[str, Any]) -> str:
    loc = [part for part in error["loc"][1:] if not isinstance(part, str) or part not in _KINDS]
    # cut as shown, after repr(): a key may be 10,000 characters long, and repr() writes one zero-width space in 6
    where = brief(repr(".".join(str(part) for part in loc) or "hand"))
    if error["type"] == "extra_forbidden":
        return f"unknown key {where}"
    if error["type"] == "missing":
        return f"{where} is missing"
    if error["type"] == "value_error" and isinstance(error.get("ctx", {}).get("error"), LedgerError):
        problem: str = error["ctx"]["error"].translated()
        return problem
    return f"{where}: {brief(error['msg'])} (got {Shown(error.get('input'))!r})"


def played_at(game: Game) -> datetime | None:
    """When the game was played: its ``created`` time, else its ``finished`` one; a time that is not ISO 8601 is
    passed over (a hand-edited file), and ``None`` when neither is written."""
    for text in (game.created, game.finished):
        if text:
            try:
                return datetime.fromisoformat(text)
            except ValueError:
                continue
    return None


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
            raise NotRegularFile(str(path))
        _check_size(path, info.st_size)
        with open_regular(path) as handle:  # (should it have become a pipe since stat(), it is refused, not waited on)
            data = handle.read(MAX_FILE_BYTES + 1)
    except NotRegularFile:
        raise FileFormatError(
            N_("ledger", "{path} is not a regular file: it cannot be a game"), path=str(path)
        ) from None
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


def save(game: Game, path: str | os.PathLike[str]) -> FileStamp:
    """Write ``game`` atomically: temp file beside it, flush, fsync, rename. A failure leaves the old file.

    Saving through a symbolic link writes the file it points to and keeps the link. Returns the
    stamp of what was written (to notice later when someone else changes the file).
    """
    return save_bytes(dumps(game).encode("utf-8"), path)


def save_bytes(data: bytes, path: str | os.PathLike[str]) -> FileStamp:
    """:func:`save` for a game already turned into its file's bytes (by :func:`dumps`): its stamp."""
    target = Path(os.path.realpath(path))
    atomic_write(target, data)
    return FileStamp.of_bytes(data, os.stat(target).st_mtime_ns)


def load_stamped(path: str | os.PathLike[str]) -> tuple[Game, FileStamp | None]:
    """:func:`load`, and the file's stamp as it was just before reading it.

    If the file changes while it is read the stamp is of the older version, so a later save asks
    rather than silently overwriting the newer one.
    """
    stamp = FileStamp.of(path)
    return load(path), stamp


@dataclass(frozen=True)
class FileStamp:
    """What a game file held when it was last read or written: its size, modification time and SHA-256."""

    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of_bytes(cls, data: bytes, mtime_ns: int) -> FileStamp:
        from hashlib import sha256  # here: reading a game (``prefcount score``) needs no hashing

        return cls(len(data), mtime_ns, sha256(data).hexdigest())

    @classmethod
    def of(cls, path: str | os.PathLike[str]) -> FileStamp | None:
        """The file's stamp now; ``None`` if it is missing, unreadable or not a regular file."""
        try:
            if not stat.S_ISREG(os.stat(path).st_mode):  # opening a pipe would wait for a writer
                return None
            with open(path, "rb") as handle:
                info = os.fstat(handle.fileno())
                if not stat.S_ISREG(info.st_mode):
                    return None
                return cls.of_bytes(handle.read(MAX_FILE_BYTES + 1), info.st_mtime_ns)
        except OSError:
            return None

    def same_content(self, other: FileStamp | None) -> bool:
        """Whether ``other`` stamps the same bytes (the time may differ: a copy, a touch)."""
        return other is not None and (self.size, self.sha256) == (other.size, other.sha256)

    def to_dict(self) -> dict[str, Any]:
        return {"size": self.size, "mtime_ns": self.mtime_ns, "sha256": self.sha256}

    @classmethod
    def from_dict(cls, data: Any) -> FileStamp | None:
        try:
            return cls(int(data["size"]), int(data["mtime_ns"]), str(data["sha256"]))
        except (TypeError, KeyError, ValueError):
            return None


# -- autosave ----------------------------------------------------------------------------------------
#
# The autosave is one file holding the game *and* its state, written in one atomic write, so a
# crash can never leave a game beside a note that belongs to another moment.

AUTOSAVE_FORMAT = "prefcount-autosave"
# 2: the last journal line the game holds (``journal``) and who deals hand 1 (``first_dealer``). An older
# prefcount refuses it (and keeps it as a damaged session) rather than restore it without the journal's tail.
AUTOSAVE_VERSION = 2
# The keys of an autosave that hold a file's path (which need not be text: see :func:`parse`).
_AUTOSAVE_PATHS = frozenset({"file"})


@dataclass(frozen=True)
class AutosaveState:
    """Where an autosaved game belongs: its file (if any), whether it was saved there, and that file's stamp."""

    game_path: str | None
    clean: bool
    stamp: FileStamp | None
    written: str = ""  # ISO 8601, local time of the write
    journal_seq: int = 0  # the last change of the session's journal (:mod:`prefcount.files.journal`) the game holds
    first_dealer: int | None = None  # who deals hand 1 of a game without hands (chosen for a new game)


def first_dealer_of(value: Any, game: Game | None = None) -> int | None:
    """An autosave's or journal's ``first_dealer``: a seat of ``game``, else ``None``."""
    if type(value) is not int or value < 0 or (game is not None and value >= game.n):
        return None
    return value


def dumps_autosave(game: Game, state: AutosaveState) -> bytes:
    """The autosave's bytes. ASCII with escapes: a file's name that is not text (see :func:`parse`) stays exact."""
    data = {
        "format": AUTOSAVE_FORMAT,
        "version": AUTOSAVE_VERSION,
        "file": state.game_path,
        "clean": state.clean,
        "stamp": state.stamp.to_dict() if state.stamp else None,
        "written": state.written or datetime.now().isoformat(timespec="seconds"),
        "journal": state.journal_seq,
        "first_dealer": state.first_dealer,
        "game": game.to_dict(),
    }
    return (json.dumps(data, indent=1) + "\n").encode("ascii")


def save_autosave(game: Game, state: AutosaveState, path: Path) -> None:
    """Write the game and its state together, atomically."""
    atomic_write(path, dumps_autosave(game, state))


def load_autosave(path: Path) -> tuple[Game, AutosaveState]:
    """An autosave's game and state. A plain game file (an older prefcount's autosave) has no state:
    it counts as not saved. Read like a game file (size cap, guarded parser); raises :class:`LedgerError`."""
    data = parse(read_limited(path), _AUTOSAVE_PATHS)
    if not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT:
        return from_dict(data), AutosaveState(None, False, None)
    _check_version(data.get("version"), AUTOSAVE_VERSION)
    game_path = data.get("file")
    seq = data.get("journal")
    game = from_dict(data.get("game"))
    state = AutosaveState(
        game_path if isinstance(game_path, str) else None,
        data.get("clean") is True,
        FileStamp.from_dict(data.get("stamp")),
        str(data.get("written") or ""),
        seq if type(seq) is int and seq >= 0 else 0,
        first_dealer_of(data.get("first_dealer"), game),
    )
    return game, state


# -- backups ---------------------------------------------------------------------------------------
#
# The backups folder (in the app's data folder) holds one sub-folder per game file, named after the
# file and a short hash of its full path, plus ``unsaved`` for games that never had a file. Every
# backup is an ordinary game file, so it opens like any other; its name says when and why it was
# kept, and its number in the order of writing: ``20261127-213005-123456-saved.000042.pulka`` (an older
# prefcount's have no number: ``…-saved.pulka``). ``origin.json`` in each folder names the game file.

BACKUP_KEEP_LAST = 5  # the last few saves of each game ...
BACKUP_DAILY_DAYS = 60  # ... plus the last save of each day, this far back
BACKUP_KEEP_OTHER = 50  # copies of games that were never saved, per folder (oldest go first)
UNSAVED_FOLDER = "unsaved"
_ORIGIN = "origin.json"
_STAMP_FORMAT = "%Y%m%d-%H%M%S-%f"

# Why a backup was kept: a save; a game that was not saved (a declined restore, a game replaced or
# closed without saving); the file's own version, overwritten after the player chose to.
BACKUP_KINDS = ("saved", "unsaved", "on-disk")


def backup_folder(root: Path, game_path: str | os.PathLike[str] | None) -> Path:
    """The folder under ``root`` that holds the backups of ``game_path`` (``None``: a game without a file)."""
    if game_path is None:
        return root / UNSAVED_FOLDER
    full = str(Path(game_path).resolve())
    from hashlib import sha256

    digest = sha256(full.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    stem = "".join(c if c.isalnum() or c in "-_." else "_" for c in Path(full).stem)[:40] or "game"
    return root / f"{stem}-{digest}"


def keep_backup(
    root: Path,
    game_path: str | os.PathLike[str] | None,
    data: bytes,
    kind: str = "saved",
    now: datetime | None = None,
) -> Path | None:
    """Keep ``data`` (a game file's bytes) as a backup of ``game_path``; the backup's path.

    A ``saved`` copy identical to the newest one is not kept twice (``None``). Old copies rotate:
    see :func:`rotate_backups`.
    """
    if kind not in BACKUP_KINDS:
        raise ValueError(f"unknown backup kind {kind!r}")
    folder = backup_folder(root, game_path)
    folder.mkdir(parents=True, exist_ok=True)
    if game_path is not None and not (folder / _ORIGIN).exists():
        origin = {"path": str(Path(game_path).resolve())}
        atomic_write(folder / _ORIGIN, json.dumps(origin).encode("ascii"))  # (a name that is not text: escaped)
    if kind == "saved":
        newest = [b for b in _backups_in(folder) if b.kind == "saved"][:1]
        if newest and newest[0].path.read_bytes() == data:
            return None
    moment = now or datetime.now()
    order = max((b.order for b in _backups_in(folder)), default=0) + 1  # the clock may go back; this never does
    target = folder / f"{moment.strftime(_STAMP_FORMAT)}-{kind}.{order:06d}{SUFFIX}"
    while target.exists():  # (a copy of that number made by another app a moment ago: keep both)
        order += 1
        target = folder / f"{moment.strftime(_STAMP_FORMAT)}-{kind}.{order:06d}{SUFFIX}"
    atomic_write(target, data)
    rotate_backups(folder, moment, just_made=target)
    return target


def rotate_backups(folder: Path, now: datetime | None = None, just_made: Path | None = None) -> list[Path]:
    """Remove the copies no longer kept; the removed paths.

    Kept, in the order they were written (their number: the clock may have gone back since): the last
    :data:`BACKUP_KEEP_LAST` saves, the last save written on each of the last :data:`BACKUP_DAILY_DAYS` days, the
    last :data:`BACKUP_KEEP_OTHER` copies of other kinds, and always ``just_made``.
    """
    moment = now or datetime.now()
    backups = _backups_in(folder)  # last written first
    saved = [b for b in backups if b.kind == "saved"]
    keep = {b.path for b in saved[:BACKUP_KEEP_LAST]}
    if just_made is not None:
        keep.add(just_made)
    days: set[date] = set()
    for backup in saved:
        day = backup.time.date()
        if day not in days and (moment.date() - day).days < BACKUP_DAILY_DAYS:
            days.add(day)
            keep.add(backup.path)
    others = [b for b in backups if b.kind != "saved"]
    keep |= {b.path for b in others[:BACKUP_KEEP_OTHER]}
    removed = []
    for backup in backups:
        if backup.path not in keep:
            backup.path.unlink(missing_ok=True)
            removed.append(backup.path)
    return removed


@dataclass(frozen=True)
class Backup:
    """One kept copy of a game: where it is, which game file it belongs to, when and why it was kept."""

    path: Path
    origin: str | None  # the game file's full path; None for a game that had no file
    time: datetime
    kind: str
    order: int = 0  # its number in the order of writing (0: kept by an older prefcount, before any numbered one)

    def hand_count(self) -> int | None:
        """How many hands the copy holds (``None`` if it cannot be read)."""
        return self.peek()[0]

    def peek(self) -> tuple[int | None, list[str]]:
        """The copy's hand count and players, read without checking the game (``None``, ``[]``: unreadable)."""
        try:
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError, RecursionError):
            return None, []
        if not isinstance(data, dict):
            return None, []
        hands, players = data.get("hands", []), data.get("players")
        names = [str(p) for p in players] if isinstance(players, list) else []
        return (len(hands) if isinstance(hands, list) else None), names


def _backups_in(folder: Path) -> list[Backup]:
    origin: str | None = None
    try:
        value = json.loads((folder / _ORIGIN).read_text(encoding="utf-8")).get("path")
        origin = value if isinstance(value, str) else None
    except (OSError, ValueError, AttributeError):
        pass
    found = []
    for path in folder.glob(f"*{SUFFIX}"):
        parts = path.stem.split("-", 3)  # date, time, microseconds, kind
        try:
            moment = datetime.strptime("-".join(parts[:3]), _STAMP_FORMAT)
        except ValueError:
            continue
        kind, _dot, number = (parts[3] if len(parts) == 4 else "").partition(".")
        found.append(Backup(path, origin, moment, kind, int(number) if number.isdigit() else 0))
    found.sort(key=lambda b: (b.order, b.time, b.path.name), reverse=True)
    return found


def backups_of(root: Path, game_path: str | os.PathLike[str] | None) -> list[Backup]:
    """The backups under ``root`` of the game file ``game_path`` (``None``: games without a file), last written
    first."""
    return _backups_in(backup_folder(root, game_path))


def list_backups(root: Path) -> list[Backup]:
    """Every backup under ``root``, newest first."""
    if not root.is_dir():
        return []
    found = [b for folder in root.iterdir() if folder.is_dir() for b in _backups_in(folder)]
    found.sort(key=lambda b: (b.time, b.order, b.path.name), reverse=True)
    return found
