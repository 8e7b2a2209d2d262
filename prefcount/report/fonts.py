"""DejaVu Sans for ReportLab: the only fonts the sheets use (Cyrillic and ♠♣♦♥ included)."""

from __future__ import annotations

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from prefcount.files.paths import resource_path

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"

_registered = False


def register_fonts() -> None:
    """Register DejaVu Sans (regular and bold) with ReportLab, once; they are embedded as subsets."""
    global _registered
    if _registered:
        return
    pdfmetrics.registerFont(TTFont(REGULAR, str(resource_path("fonts", "DejaVuSans.ttf"))))
    pdfmetrics.registerFont(TTFont(BOLD, str(resource_path("fonts", "DejaVuSans-Bold.ttf"))))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    for bold in (0, 1):
        for italic in (0, 1):
            addMapping(REGULAR, bold, italic, BOLD if bold else REGULAR)
    _registered = True


def font_name(bold: bool) -> str:
    return BOLD if bold else REGULAR
