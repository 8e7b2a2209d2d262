"""A name in a narrow table cell, never broken inside a word: «Константинопольский» set smaller until it fits, or
«Вера-Виктория» broken after its hyphen.

ReportLab wraps a paragraph between words and, by default, breaks a word too long for its line anywhere in it
(«Константин|опольский»). A cell made by :func:`fitted` keeps every word whole: its words at the style's size if
they fit, else the size at which the longest word fits (down to :data:`SMALLEST`), else the size at which the
longest part between hyphens fits, each hyphen a place the line may break; a word that fits at no size down to
:data:`SMALLEST`, hyphens or not, is set smaller still, as small as it takes — never split.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph

#: The least size (points) a name is shrunk to before it may break at a hyphen.
SMALLEST = 6.0


def _widest(parts: list[str], font: str) -> float:
    """The width (points, at 1 pt) of the widest of ``parts``."""
    return max((stringWidth(part, font, 1.0) for part in parts), default=0.0)


def fitted_size(text: str, font: str, size: float, room: float, smallest: float = SMALLEST) -> tuple[float, bool]:
    """The size (points) to set ``text`` at in a line ``room`` points wide without breaking a word, and whether it
    must break at its hyphens to fit (see the module)."""
    words = text.split()
    whole = _widest(words, font)
    if whole * size <= room:
        return size, False
    if whole * smallest <= room:
        return room / whole, False
    pieces = [piece for word in words for piece in word.replace("-", "-\n").split("\n")]  # (the hyphen stays)
    broken = _widest(pieces, font)
    return min(size, room / broken) if broken else size, "-" in text


def fitted(text: str, style: ParagraphStyle, room: float, smallest: float = SMALLEST) -> Paragraph:
    """``text`` (plain, escaped here) as a paragraph whose lines fit ``room`` points (the cell's width inside its
    padding), never broken inside a word (see the module)."""
    size, hyphens = fitted_size(text, style.fontName, style.fontSize, room, smallest)
    fitted_style = ParagraphStyle(
        f"{style.name}_fitted",
        parent=style,
        fontSize=size,
        leading=style.leading * size / style.fontSize,
        splitLongWords=0,
        embeddedHyphenation=1 if hyphens else 0,
        hyphenationLang="",
    )
    return Paragraph(escape(text), fitted_style)
