"""Render the app's icon, ``resources/icons/prefcount.svg``, for every desktop.

    python tools/build_icons.py

* PNGs at the sizes of the freedesktop icon theme, laid out as the ``hicolor`` theme is
  (``resources/icons/hicolor/<n>x<n>/apps/prefcount.png``): ``prefcount
  --install-desktop`` copies them as they are, and they ship in the wheel;
* ``resources/icons/prefcount.ico`` (Windows: the standalone app's .exe, and the icon of
  ``.pulka`` files that ``prefcount --install-desktop`` registers, so it ships in the wheel too) and
  ``packaging/icons/prefcount.icns`` (macOS: the .app), each holding the sizes its system asks for.

Qt's SVG renderer draws each size (antialiased, from the vector, not scaled from one bitmap);
Pillow packs the ICO and the ICNS. Run it again after changing the SVG; the outputs are committed
and ``tests/test_desktop.py`` checks that they are all there at their sizes.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "prefcount.svg"
PACKAGING = ROOT / "packaging" / "icons"
ICO = ICONS / "prefcount.ico"
ICNS = PACKAGING / "prefcount.icns"
#: The sizes of the hicolor theme's fixed-size folders (the freedesktop icon theme specification).
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def png_path(size: int) -> Path:
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / "prefcount.png"


def render(size: int) -> bytes:
    """The icon as a PNG of ``size`` × ``size`` pixels, transparent around it."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def main() -> int:
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["build_icons", "-platform", "offscreen"])  # noqa: F841
    images = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        png_path(size).parent.mkdir(parents=True, exist_ok=True)
        png_path(size).write_bytes(images[size])
    PACKAGING.mkdir(parents=True, exist_ok=True)
    for path, sizes in ((ICO, ICO_SIZES), (ICNS, ICNS_SIZES)):
        frames = [Image.open(io.BytesIO(images[size])) for size in reversed(sizes)]
        # the largest first; the others are appended as drawn at their own size, not scaled from it
        frames[0].save(path, append_images=frames[1:], sizes=[(s, s) for s in sizes])
    for path in [*map(png_path, PNG_SIZES), ICO, ICNS]:
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
