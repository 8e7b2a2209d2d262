"""An SVG (the result's picture) as a PNG, drawn by QtSvg in DejaVu Sans — offscreen on the command line.

Qt is the one rasteriser the app already ships (QtSvg is in PySide6-Essentials); the same
fonts are registered as for the window, so the picture reads as the screen does.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QImage

#: Wide enough to read on a phone, small enough that messengers send it as it is (they shrink past ~1280 px).
WIDTH_PX = 1080


def gui_application() -> QCoreApplication:
    """The running QGuiApplication, or one made for drawing offscreen (the command line has no display)."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["prefcount"])
    return app


def _register_fonts() -> None:
    """The shipped DejaVu Sans, for QtSvg to draw the picture's text in (the window registers the same files)."""
    from PySide6.QtGui import QFontDatabase

    from prefcount.files.paths import resource_path
    from prefcount.layout import FONT_FILES

    for name in FONT_FILES.values():
        QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))


def svg_image(svg: str, width: int = WIDTH_PX) -> QImage:
    """``svg`` drawn ``width`` pixels wide (its height follows the picture's proportions) as a QImage."""
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    gui_application()
    _register_fonts()
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError("the picture could not be drawn")
    box = renderer.viewBoxF()
    height = max(1, round(width * box.height() / box.width()))
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def image_png(image: QImage) -> bytes:
    """A QImage as PNG file data."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 6.11's stub wants the format as bytes, but save() takes a str only (b"PNG" raises ValueError)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise ValueError("the picture could not be saved as PNG")
    buffer.close()
    return bytes(data.data())


def png_bytes(svg: str, width: int = WIDTH_PX) -> bytes:
    """``svg`` as PNG file data."""
    return image_png(svg_image(svg, width))
