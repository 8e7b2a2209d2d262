"""DejaVu Sans for the whole app, so it looks the same on every machine."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from prefcount.files.paths import resource_path

FAMILY = "DejaVu Sans"
_registered = False


def register_fonts() -> str:
    """Add the shipped DejaVu fonts to Qt (once); the family name."""
    global _registered
    if not _registered:
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        _registered = True
    return FAMILY


def app_font(point_size: float = 10.5) -> QFont:
    font = QFont(register_fonts())
    font.setPointSizeF(point_size)
    return font
