"""The pages of a PDF the app made (ReportLab's), read back as drawing operations — no Qt.

Printing paints these operations on the printer (:mod:`prefcount.ui.printing.pdf_painter`): lines, filled
shapes and text stay lines, shapes and text on the paper, a job of some kilobytes a page, where a picture of
the page at 300 dpi took megabytes. This reader knows what ReportLab writes — a cross-reference table,
streams in ``FlateDecode`` and ``ASCII85Decode``, TrueType subsets with a ``ToUnicode`` map and ``Widths`` —
not every PDF there is; what it does not know it refuses (:class:`UnreadablePdf`) rather than print wrong.
"""

from __future__ import annotations

import base64
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any


class UnreadablePdf(ValueError):
    """The PDF is not one this reader knows how to print."""


@dataclass(frozen=True)
class Ref:
    """``n 0 R``: another object of the file."""

    number: int


class Name(str):
    """A PDF name (``/Font``), without its slash; a string otherwise."""


class Operator(str):
    """A content stream's operator (``re``, ``Tj``)."""


@dataclass
class Font:
    """A font of a page: its style, each code's text and width (thousandths of the size)."""

    bold: bool = False
    italic: bool = False
    text: dict[int, str] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)
    missing_width: float = 0.0

    def decode(self, data: bytes) -> str:
        return "".join(self.text.get(code, "\ufffd") for code in data)

    def width(self, code: int) -> float:
        return self.widths.get(code, self.missing_width)


@dataclass
class Page:
    """One page: its size in points (as it is shown, turned by ``rotate`` degrees), its drawing and fonts."""

    box: tuple[float, float, float, float]  # the media box: x0, y0, x1, y1
    rotate: int
    content: bytes
    fonts: dict[str, Font]

    @property
    def size(self) -> tuple[float, float]:
        """(width, height) in points, turned as the page is shown."""
        width, height = self.box[2] - self.box[0], self.box[3] - self.box[1]
        return (height, width) if self.rotate % 180 else (width, height)


# -- the tokens of a PDF -------------------------------------------------------------------------------------
_SPACE = b" \t\r\n\f\x00"
_DELIMITERS = b"()<>[]{}/%"
_NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)")
_REGULAR = re.compile(rb"[^ \t\r\n\f\x00()<>\[\]{}/%]+")
_REF_TAIL = re.compile(rb"\s+(\d+)\s+R(?![^ \t\r\n\f\x00()<>\[\]{}/%])")
_OCTAL = re.compile(rb"[0-7]{1,3}")
_ESCAPES = {ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("b"): b"\b", ord("f"): b"\f"}


class _Lexer:
    """Reads PDF objects (and, in a content stream, operators) from ``data`` at ``pos``."""

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = data
        self.pos = pos

    def skip(self) -> None:
        data, pos = self.data, self.pos
        while pos < len(data):
            if data[pos] in _SPACE:
                pos += 1
            elif data[pos] == ord("%"):  # a comment, to the end of its line
                while pos < len(data) and data[pos] not in b"\r\n":
                    pos += 1
            else:
                break
        self.pos = pos

    def at_end(self) -> bool:
        self.skip()
        return self.pos >= len(self.data)

    def value(self) -> Any:
        """The next object: a number, string (bytes), name, list, dict, ``Ref``, bool or None; or an
        :class:`Operator` (a bare word)."""
        self.skip()
        data, pos = self.data, self.pos
        if pos >= len(data):
            raise UnreadablePdf("the PDF ends too early")
        char = data[pos]
        if char == ord("/"):
            match = _REGULAR.match(data, pos + 1)
            self.pos = match.end() if match else pos + 1
            return Name(_unescape_name(match.group(0)) if match else "")
        if char == ord("("):
            return self._literal()
        if data.startswith(b"<<", pos):
            return self._dictionary()
        if char == ord("<"):
            end = data.index(b">", pos)
            self.pos = end + 1
            digits = re.sub(rb"\s", b"", data[pos + 1 : end])
            return bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode("ascii"))
        if char == ord("["):
            self.pos += 1
            items: list[Any] = []
            while True:
                self.skip()
                if self.data[self.pos : self.pos + 1] == b"]":
                    self.pos += 1
                    return items
                items.append(self.value())
        match = _NUMBER.match(data, pos)
        if match and (match.end() >= len(data) or data[match.end()] in _SPACE + _DELIMITERS):
            self.pos = match.end()
            return self._maybe_ref(match.group(0))
        match = _REGULAR.match(data, pos)
        if match is None:
            raise UnreadablePdf(f"unexpected {data[pos : pos + 10]!r} in the PDF")
        self.pos = match.end()
        word = match.group(0)
        return {b"true": True, b"false": False, b"null": None}.get(word, Operator(word.decode("latin-1")))

    def _maybe_ref(self, number: bytes) -> Any:
        """``12 0 R`` is a reference; a lone number is a number."""
        if b"." not in number:
            match = _REF_TAIL.match(self.data, self.pos)
            if match:
                self.pos = match.end()
                return Ref(int(number))
            return int(number)
        return float(number)

    def _literal(self) -> bytes:
        data, pos = self.data, self.pos + 1
        out = bytearray()
        depth = 1
        while True:
            char = data[pos]
            if char == ord("\\"):
                pos += 1
                char = data[pos]
                if char in _ESCAPES:
                    out += _ESCAPES[char]
                elif ord("0") <= char <= ord("7"):
                    digits = _OCTAL.match(data, pos)
                    assert digits is not None
                    out.append(int(digits.group(0), 8) & 0xFF)
                    pos = digits.end() - 1
                elif char in b"\r\n":  # a line continued
                    if data[pos : pos + 2] == b"\r\n":
                        pos += 1
                else:
                    out.append(char)
            elif char == ord("("):
                depth += 1
                out.append(char)
            elif char == ord(")"):
                depth -= 1
                if depth == 0:
                    self.pos = pos + 1
                    return bytes(out)
                out.append(char)
            else:
                out.append(char)
            pos += 1

    def _dictionary(self) -> dict[str, Any]:
        self.pos += 2
        items: dict[str, Any] = {}
        while True:
            self.skip()
            if self.data.startswith(b">>", self.pos):
                self.pos += 2
                return items
            key = self.value()
            if not isinstance(key, Name):
                raise UnreadablePdf("a dictionary key is not a name")
            items[str(key)] = self.value()


def _unescape_name(raw: bytes) -> str:
    return re.sub(rb"#([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), raw).decode("latin-1")


# -- the file ------------------------------------------------------------------------------------------------
class _File:
    """A PDF's objects, found through its cross-reference table."""

    def __init__(self, data: bytes) -> None:
        if not data.startswith(b"%PDF-"):
            raise UnreadablePdf("not a PDF")
        self.data = data
        self.offsets: dict[int, int] = {}
        start = data.rfind(b"startxref")
        if start < 0:
            raise UnreadablePdf("the PDF has no cross-reference table")
        lexer = _Lexer(data, start + len(b"startxref"))
        lexer = _Lexer(data, int(lexer.value()))
        if lexer.value() != "xref":
            raise UnreadablePdf("the PDF's cross-references are compressed")
        while True:
            word = lexer.value()
            if word == "trailer":
                break
            first, count = int(word), int(lexer.value())
            for number in range(first, first + count):
                offset, _generation, kind = lexer.value(), lexer.value(), lexer.value()
                if kind == "n":
                    self.offsets[number] = int(offset)
        self.trailer: dict[str, Any] = lexer.value()

    def resolve(self, value: Any) -> Any:
        """``value``, or the object it refers to."""
        while isinstance(value, Ref):
            value = self.object(value.number)[0]
        return value

    def object(self, number: int) -> tuple[Any, bytes | None]:
        """Object ``number`` and, for a stream, its decoded data."""
        if number not in self.offsets:
            raise UnreadablePdf(f"the PDF has no object {number}")
        lexer = _Lexer(self.data, self.offsets[number])
        lexer.value(), lexer.value()  # its number and generation
        if lexer.value() != "obj":
            raise UnreadablePdf(f"object {number} is not where the PDF says")
        value = lexer.value()
        lexer.skip()
        if not self.data.startswith(b"stream", lexer.pos):
            return value, None
        start = lexer.pos + len(b"stream")
        start += 2 if self.data.startswith(b"\r\n", start) else 1
        raw = self.data[start : start + int(self.resolve(value["Length"]))]
        return value, _decode(raw, self.resolve(value.get("Filter", [])))

    def stream(self, ref: Any) -> bytes:
        if not isinstance(ref, Ref):
            raise UnreadablePdf("a stream is not an object of its own")
        data = self.object(ref.number)[1]
        if data is None:
            raise UnreadablePdf(f"object {ref.number} is not a stream")
        return data


def _decode(raw: bytes, filters: Any) -> bytes:
    for name in filters if isinstance(filters, list) else [filters]:
        if name == "FlateDecode":
            raw = zlib.decompress(raw)
        elif name == "ASCII85Decode":
            raw = base64.a85decode(raw.strip().removeprefix(b"<~").removesuffix(b"~>"), adobe=False)
        else:
            raise UnreadablePdf(f"the PDF uses {name}, which printing does not read")
    return raw


def _to_unicode(cmap: bytes) -> dict[int, str]:
    """A ``ToUnicode`` CMap's codes and their text (``bfchar`` and ``bfrange``)."""

    def text(hex_digits: bytes) -> str:
        return bytes.fromhex(hex_digits.decode("ascii")).decode("utf-16-be", "replace")

    found: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, value in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>", block):
            found[int(code, 16)] = text(value)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for first, last, value in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            start = int(value, 16)
            for offset, code in enumerate(range(int(first, 16), int(last, 16) + 1)):
                found[code] = chr(start + offset)
    return found


def _font(pdf: _File, value: Any) -> Font:
    font = pdf.resolve(value)
    base = str(font.get("BaseFont", ""))
    descriptor = pdf.resolve(font.get("FontDescriptor")) or {}
    first = int(font.get("FirstChar", 0))
    widths = {first + index: float(width) for index, width in enumerate(pdf.resolve(font.get("Widths", [])))}
    text = _to_unicode(pdf.stream(font["ToUnicode"])) if "ToUnicode" in font else {}
    if not text:  # a standard font: its codes are Latin-1 (ReportLab writes only DejaVu, but a PDF may differ)
        text = {code: chr(code) for code in range(256)}
    return Font(
        bold="Bold" in base,
        italic="Oblique" in base or "Italic" in base,
        text=text,
        widths=widths,
        missing_width=float(descriptor.get("MissingWidth", 0)),
    )


def read_pages(data: bytes) -> list[Page]:
    """The pages of the PDF ``data``, in order. Raises :class:`UnreadablePdf`."""
    try:
        pdf = _File(data)
        root = pdf.resolve(pdf.trailer["Root"])
        pages: list[Page] = []
        fonts: dict[Ref, Font] = {}  # a font is read once, however many pages use it
        _walk(pdf, pdf.resolve(root["Pages"]), {}, pages, fonts)
        return pages
    except UnreadablePdf:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, zlib.error) as error:
        raise UnreadablePdf(f"the PDF could not be read ({error})") from error


def _walk(
    pdf: _File, node: dict[str, Any], inherited: dict[str, Any], pages: list[Page], fonts: dict[Ref, Font]
) -> None:
    own: dict[str, Any] = {key: node[key] for key in ("MediaBox", "Resources", "Rotate") if key in node}
    state: dict[str, Any] = {**inherited, **own}
    if node.get("Type") == "Pages" or "Kids" in node:
        for kid in pdf.resolve(node["Kids"]):
            _walk(pdf, pdf.resolve(kid), state, pages, fonts)
        return
    contents = pdf.resolve(node.get("Contents", []))
    parts = contents if isinstance(contents, list) else [node["Contents"]]
    content = b"\n".join(pdf.stream(part) for part in parts)
    resources = pdf.resolve(state.get("Resources", {}))
    page_fonts: dict[str, Font] = {}
    for name, ref in pdf.resolve(resources.get("Font", {})).items():
        key = ref if isinstance(ref, Ref) else Ref(-len(fonts) - 1)
        if key not in fonts:
            fonts[key] = _font(pdf, ref)
        page_fonts[name] = fonts[key]
    box = tuple(float(v) for v in pdf.resolve(state.get("MediaBox", [0, 0, 595.28, 841.89])))
    pages.append(Page((box[0], box[1], box[2], box[3]), int(state.get("Rotate", 0)) % 360, content, page_fonts))


def operations(content: bytes) -> Iterator[tuple[str, list[Any]]]:
    """A content stream's operators in order, each with its operands."""
    lexer = _Lexer(content)
    operands: list[Any] = []
    while not lexer.at_end():
        token = lexer.value()
        if isinstance(token, Operator):
            if token == "BI":
                raise UnreadablePdf("the PDF has an inline image, which printing does not read")
            yield str(token), operands
            operands = []
        else:
            operands.append(token)
