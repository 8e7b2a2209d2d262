"""The ledger's errors: typed, and worded for players.

Every message is a template with named fields, marked for translation in the
context "ledger" (see :mod:`prefcount.words.i18n`); callers that speak another
language translate the template and format it with the same arguments.
"""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prefcount.ledger.validation import Problem

Translate = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """Mark ``text`` for translation without importing Qt."""
    return text


def _identity(context: str, text: str) -> str:
    return text


#: The most characters of one name or value that a message shows: a file may hold a key of megabytes, and a
#: message box or a terminal line that tried to show it whole would freeze or flood.
MAX_SHOWN = 100


#: What a message never prints as it is: controls (a line break, a terminal's escape), invisible format
#: characters (zero-width spaces, right-to-left overrides that turn ``evil‮akulp.exe`` around), surrogates
#: (a file name's undecodable bytes), unassigned and private characters, and spaces other than the plain one.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})


def visible(text: str) -> str:
    """``text`` with every character that would hide, move or look like another one written as its escape
    (``\\n``, ``\\u200b``, ``\\u202e``): a name that differs from another only by them shows the difference,
    and the line stays one line. Letters of any script, marks and symbols stay as they are. The one place
    that decides it: an unknown option's name in a message, and every line the command line prints."""
    return "".join(ch if ch == " " or unicodedata.category(ch) not in _HIDDEN else ascii(ch)[1:-1] for ch in text)


class Phrase(str):
    """A message field that is a phrase made of parts already cut by :func:`brief` (a hand's problem in a
    damaged file): shown whole."""


def brief(value: Any) -> Any:
    """A message's field as shown: text longer than :data:`MAX_SHOWN` characters is cut in the middle
    (``"kkkk…kkkk"``), keeping both ends (a path keeps its file name); a :class:`Phrase` or any other value
    is returned as it is."""
    if isinstance(value, str) and len(value) > MAX_SHOWN and not isinstance(value, Phrase):
        head = MAX_SHOWN // 2
        return f"{value[:head]}…{value[head + 1 - MAX_SHOWN :]}"
    return value


class _ShownFormatter(string.Formatter):
    """``str.format`` whose every field is cut by :func:`brief` as it is shown: after its ``!r`` too (the repr of
    63 zero-width spaces is 378 characters long)."""

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        return brief(super().convert_field(brief(value), conversion))


_SHOWN = _ShownFormatter()


def message_text(template: str, args: Mapping[str, Any], translate: Translate = _identity) -> str:
    """``template`` (a "ledger" message) in the language of ``translate``, its fields filled in and cut by
    :func:`brief` as shown: every message of the ledger, the game files and the book is written by this one
    function."""
    return _SHOWN.vformat(translate("ledger", template), (), args)


class LedgerError(ValueError):
    """Anything the ledger refuses: a bad file, a bad hand, a bad option."""

    def __init__(self, template: str, **args: Any) -> None:
        self.template = template
        self.args_ = {key: brief(value) for key, value in args.items()}  # what is kept of a huge name is short too
        super().__init__(self.translated())

    def translated(self, translate: Translate = _identity) -> str:
        return message_text(self.template, self.args_, translate)


class FileFormatError(LedgerError):
    """The file cannot be read as a prefcount game: damaged, foreign, newer, or with unknown keys."""


class ForeignFileError(FileFormatError):
    """The file is not a prefcount game at all: not UTF-8 text, or without the game format's name."""


class NewerFileError(FileFormatError):
    """The game file was written by a newer prefcount, in a format version this one cannot read."""


class PlayersError(LedgerError):
    """Not 2, 3 or 4 players, a player without a name, or two with the same name."""


class ConventionError(LedgerError):
    """An unknown convention option or a value it does not allow."""


class ContractError(LedgerError):
    """A contract that is not one of the 25 (plus misère)."""


class HandError(LedgerError):
    """A hand breaks a rule (RULES §7). Carries the validator's problem."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.hand = problem.hand
        super().__init__(problem.template, **problem.args)

    def translated(self, translate: Translate = _identity) -> str:
        return self.problem.translated(translate)
