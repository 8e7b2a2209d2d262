"""Qt's compiled translations (``.qm``, made by lrelease) read without Qt: the command line speaks Russian and
Ukrainian without loading QtCore (``prefcount blank`` and ``score`` start in a fraction of the time).

A ``.qm`` file is a 16-byte magic number and blocks (a tag byte, a 32-bit big-endian length, the data). The
messages block holds one message after another, each a run of items (a tag byte, then for most a 32-bit length
and the bytes): the translations (UTF-16 big-endian; several for a message with plural forms), the source text,
the context and the disambiguating comment (UTF-8), ended by an end tag. :func:`read_qm` reads every message into
a table; :func:`lookup` finds one as ``QTranslator.translate`` does — the context, the source text and the comment
matching, and failing that the same without the comment. tests/words/test_qm.py holds it to QTranslator's answer for
every message prefcount ships.
"""

from __future__ import annotations

import struct

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")

_MESSAGES = 0x69  # the block of messages (the others: hashes 0x42, contexts 0x2f, plural rules 0x88, language 0xa7)
_END, _SOURCE16, _TRANSLATION, _CONTEXT16, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE2 = range(1, 10)

#: (context, source text, comment) → the translations (one, or one per plural form).
Catalogue = dict[tuple[str, str, str], tuple[str, ...]]


class QmError(ValueError):
    """A file that is not a ``.qm`` file lrelease writes."""


def read_qm(data: bytes) -> Catalogue:
    """Every translated message of the ``.qm`` file ``data``."""
    if not data.startswith(MAGIC):
        raise QmError("not a Qt translation file")
    catalogue: Catalogue = {}
    position = len(MAGIC)
    while position + 5 <= len(data):
        tag, length = data[position], struct.unpack_from(">I", data, position + 1)[0]
        start = position + 5
        if start + length > len(data):
            raise QmError("a block runs past the end of the file")
        if tag == _MESSAGES:
            _read_messages(data[start : start + length], catalogue)
        position = start + length
    return catalogue


def _read_messages(block: bytes, catalogue: Catalogue) -> None:
    position = 0
    while position < len(block):
        translations: list[str] = []
        fields = {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
        while True:
            tag = block[position]
            position += 1
            if tag == _END:
                break
            if tag == _OBSOLETE1:  # a 32-bit value, no length before it
                position += 4
                continue
            if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT, _SOURCE16, _CONTEXT16):
                raise QmError(f"an unknown item {tag:#x} in a message")
            (length,) = struct.unpack_from(">I", block, position)
            position += 4
            if length == 0xFFFFFFFF:  # a null string
                continue
            raw = block[position : position + length]
            position += length
            if tag == _TRANSLATION:
                translations.append(raw.decode("utf-16-be"))
            elif tag in (_SOURCE16, _CONTEXT16):  # (the oldest files: UTF-16)
                fields[_SOURCE if tag == _SOURCE16 else _CONTEXT] = raw.decode("utf-16-be")
            else:
                fields[tag] = raw.decode("utf-8")
        if translations:
            catalogue.setdefault((fields[_CONTEXT], fields[_SOURCE], fields[_COMMENT]), tuple(translations))


def plural_form(language: str, n: int) -> int:
    """Which of a message's plural forms ``n`` takes (Qt's rules for prefcount's languages): Russian and Ukrainian
    have three (1, 21 …; 2–4, 22–24 …; the rest), English two."""
    if language in ("ru", "uk"):
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def lookup(catalogue: Catalogue, language: str, context: str, text: str, comment: str = "", n: int = -1) -> str:
    """The translation of ``text`` in ``context`` (with the disambiguating ``comment``), or "" when there is none;
    ``n`` (when not -1) picks the plural form."""
    found = catalogue.get((context, text, comment))
    if found is None and comment:
        found = catalogue.get((context, text, ""))
    if not found:
        return ""
    if n < 0 or len(found) == 1:
        return found[0]
    return found[min(plural_form(language, n), len(found) - 1)]
