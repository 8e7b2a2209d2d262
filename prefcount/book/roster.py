"""The roster: each person once, with the other names he appears under («Боря» = «Борис»).

The roster is the user's own data, so it lives in the book folder
(``prefcount-roster.json``, written atomically), not in the index: deleting
the index loses nothing. A name written in a game file that the roster does
not know is a person of its own. Names are compared as written, with
surrounding and repeated spaces ignored.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from prefcount.files.disk import NotRegularFile, open_regular
from prefcount.files.gamefile import atomic_write
from prefcount.ledger import LedgerError
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_

ROSTER_FILE = "prefcount-roster.json"
ROSTER_FORMAT = "prefcount-roster"
ROSTER_VERSION = 1
#: The largest roster file read (a roster of a thousand people with ten names each is under 200 KB).
MAX_ROSTER_BYTES = 4 * 1024 * 1024


class RosterError(LedgerError):
    """A roster edit that cannot be made, or a roster file that cannot be read."""


def clean(name: str) -> str:
    """A name as the roster compares it: no surrounding or repeated spaces."""
    return " ".join(name.split())


@dataclass(frozen=True)
class RosterPerson:
    """A person the roster knows: the name shown and the other names that mean him."""

    name: str
    aliases: tuple[str, ...]


class Roster:
    """People and aliases, read from and written to the book folder's roster file."""

    def __init__(self, entries: list[RosterPerson] | None = None, path: Path | None = None) -> None:
        self.path = path
        self.entries: list[RosterPerson] = list(entries or [])
        self._index()

    def _index(self) -> None:
        self._memo: dict[str, str] = {}  # names as written in files → person: asked thousands of times a query
        self._person: dict[str, str] = {}
        for entry in self.entries:
            for alias in entry.aliases:
                self._person[clean(alias)] = entry.name
            self._person[clean(entry.name)] = entry.name

    # -- reading -----------------------------------------------------------------
    @classmethod
    def load(cls, folder: Path) -> Roster:
        """The roster of the book ``folder`` (empty when there is none); raises :class:`RosterError` if damaged."""
        path = Path(folder) / ROSTER_FILE
        try:
            data = _read(path)
            if data is None:
                return cls([], path)
            text = data.decode("utf-8")
        except (OSError, UnicodeDecodeError) as error:
            why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            raise RosterError(N_("ledger", "Cannot read the roster {path}: {why}"), path=str(path), why=why) from None
        try:
            data = json.loads(text)
            return cls(_entries(data), path)
        except (ValueError, TypeError, KeyError):
            raise RosterError(
                N_("ledger", "The roster {path} is damaged; it is left as it is and not used"), path=str(path)
            ) from None

    def person(self, name: str) -> str:
        """The person a name written in a game file means."""
        person = self._memo.get(name)
        if person is None:
            cleaned = clean(name)
            person = self._memo[name] = self._person.get(cleaned, cleaned)
        return person

    def entry(self, person: str) -> RosterPerson | None:
        person = self.person(person)
        for entry in self.entries:
            if entry.name == person:
                return entry
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": ROSTER_FORMAT,
            "version": ROSTER_VERSION,
            "people": [{"name": e.name, "aliases": list(e.aliases)} for e in self.entries],
        }

    # -- edits (each one is written to the file at once) ---------------------------
    def merge(self, alias: str, into: str) -> None:
        """Every name of the person ``alias`` becomes a name of the person ``into``."""
        self.reload()
        source, target = self.person(alias), self.person(into)
        if not clean(alias) or not clean(into):
            raise RosterError(N_("ledger", "Every player needs a name"))
        if source == target:
            return
        names = [source, *self._aliases(source)]
        kept = self.entry(target)
        merged = RosterPerson(target, _unique([*(kept.aliases if kept else ()), *names]))
        self._replace([source, target], merged)

    def split(self, alias: str) -> None:
        """The name ``alias`` stops meaning the person it was merged into and becomes a person of its own."""
        self.reload()
        alias = clean(alias)
        person = self.person(alias)
        if person == alias:
            raise RosterError(N_("ledger", "{name} is nobody else's alias"), name=alias)
        entry = self.entry(person)
        assert entry is not None
        rest = RosterPerson(entry.name, tuple(a for a in entry.aliases if clean(a) != alias))
        self._replace([person], rest)

    def rename(self, person: str, new_name: str, written: Collection[str] | None = None) -> None:
        """Show the person ``person`` as ``new_name``; his old name stays one of his aliases.

        With ``written`` (the names the game files use), the old name stays only if a file uses it: a name
        that was only ever shown (a typo renamed again) is dropped, not kept as an alias.
        """
        self.reload()
        person, new_name = self.person(person), clean(new_name)
        if not new_name:
            raise RosterError(N_("ledger", "Every player needs a name"))
        if new_name == person:
            return
        owner = self.person(new_name)
        if owner != person and (owner != new_name or self.entry(new_name) is not None):
            raise RosterError(N_("ledger", "{name} is another person already: merge them instead"), name=new_name)
        old = [person] if written is None or person in {clean(name) for name in written} else []
        aliases = [a for a in (*old, *self._aliases(person)) if clean(a) != new_name]
        self._replace([person], RosterPerson(new_name, _unique(aliases)))

    def _aliases(self, person: str) -> tuple[str, ...]:
        entry = self.entry(person)
        return entry.aliases if entry else ()

    def reload(self) -> None:
        """Read the file again: another window may have edited the roster since."""
        if self.path is not None:
            self.entries = Roster.load(self.path.parent).entries
            self._index()

    def _replace(self, people: list[str], new: RosterPerson) -> None:
        """Drop the entries of ``people``, add ``new`` (unless it says nothing), and save."""
        entries = [e for e in self.entries if e.name not in people and e.name != new.name]
        if new.aliases:
            entries.append(new)
        entries.sort(key=lambda e: e.name.casefold())
        self.entries = entries
        self._index()
        self.save()

    def save(self) -> None:
        if self.path is None:
            return
        text = json.dumps(self.to_dict(), ensure_ascii=False, indent=1) + "\n"
        atomic_write(self.path, text.encode("utf-8"))


def _read(path: Path) -> bytes | None:
    """The roster file's bytes (``None``: there is none), read as game files are read: a regular file only (a
    pipe would wait for ever, a link to a device never end) and at most :data:`MAX_ROSTER_BYTES`."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise _not_regular(path)
    if info.st_size > MAX_ROSTER_BYTES:
        raise _too_big(path, info.st_size)
    try:
        with open_regular(path) as handle:  # (should it have become a pipe since stat(), it is refused, not waited on)
            data = handle.read(MAX_ROSTER_BYTES + 1)
    except NotRegularFile:
        raise _not_regular(path) from None
    if len(data) > MAX_ROSTER_BYTES:
        raise _too_big(path, len(data))
    return data


def _not_regular(path: Path) -> RosterError:
    return RosterError(
        N_("ledger", "The roster {path} is not a regular file; it is left as it is and not used"), path=str(path)
    )


def _too_big(path: Path, size: int) -> RosterError:
    return RosterError(
        N_(
            "ledger", "The roster {path} is too big ({size} MB, at most {maximum} MB); it is left as it is and not used"
        ),
        path=str(path),
        size=size // (1024 * 1024),
        maximum=MAX_ROSTER_BYTES // (1024 * 1024),
    )


def _unique(names: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for name in names:
        seen.setdefault(clean(name), None)
    return tuple(seen)


def _entries(data: Any) -> list[RosterPerson]:
    if not isinstance(data, dict) or data.get("format") != ROSTER_FORMAT:
        raise ValueError("not a roster")
    if not isinstance(data.get("version"), int) or data["version"] > ROSTER_VERSION:
        raise ValueError("unknown roster version")
    entries = []
    for item in data["people"]:
        name = item["name"]
        aliases = item.get("aliases", [])
        if not isinstance(name, str) or not clean(name) or not all(isinstance(a, str) for a in aliases):
            raise ValueError("bad person")
        entries.append(RosterPerson(clean(name), _unique(aliases)))
    return entries
