"""The print preview: the PDF's pages as they will print, each on its own paper.

Qt's own preview (QPrintPreviewDialog) lays every page on one paper shape, the
printer's last: the landscape pulka came out on a portrait page with its right
third cut off. Here each page of the PDF (the one thing that is printed,
exported and opened in a viewer) is shown whole in its own orientation (or, to
read it, all at one scale across the window's width); «Print…» then asks for the printer.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPalette, QPixmap, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from prefcount.i18n import translate
from prefcount.ui.forms.print_preview_ui import Ui_PrintPreview

# Pixels per point shown at most when fitting (a small page is not blown up past twice its size).
MOST = 2.0
# Fitting the window: each page whole in it (the default), or the widest page across its width.
WHOLE, WIDTH = "whole", "width"
ZOOM_STEP = 1.25
# Room around the pages in the scroll area.
MARGIN = 16
DESK = QColor("#8a8d91")


class PrintPreview(QDialog):
    """``pages`` of ``pdf`` (default: all), each page whole in its own orientation; accepted by «Print…»."""

    def __init__(self, pdf: str | Path, pages: list[int] | None = None, parent: QWidget | None = None) -> None:
        from PySide6.QtPdf import QPdfDocument

        super().__init__(parent)
        self.ui = Ui_PrintPreview()
        self.ui.setupUi(self)
        # read into memory: no file is held open (Windows could not remove the printed PDF behind the preview)
        self._data = QBuffer(self)
        self._data.setData(QByteArray(Path(pdf).read_bytes()))
        self._data.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document = QPdfDocument(self)
        self.document.load(self._data)
        count = self.document.pageCount()
        self.pages = list(range(count)) if pages is None else [page for page in pages if page < count]
        self.zoom: float | str = WHOLE  # pixels per point, or how to fit the window
        self.page_labels: list[QLabel] = []
        self._rendered: tuple[list[float], float] | None = None
        ui = self.ui
        self.print_button = ui.buttons.addButton(
            translate("PrintPreview", "&Print…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.print_button.setDefault(True)
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)
        ui.zoomInButton.clicked.connect(lambda: self.set_zoom(self.scale() * ZOOM_STEP))
        ui.zoomOutButton.clicked.connect(lambda: self.set_zoom(self.scale() / ZOOM_STEP))
        ui.fitButton.clicked.connect(lambda: self.set_zoom(WHOLE))
        ui.widthButton.clicked.connect(lambda: self.set_zoom(WIDTH))
        keys = {
            ui.zoomInButton: (QKeySequence.StandardKey.ZoomIn, "Ctrl+="),
            ui.zoomOutButton: (QKeySequence.StandardKey.ZoomOut,),
            ui.fitButton: ("Ctrl+0",),
            ui.widthButton: ("Ctrl+9",),
        }
        for button, sequences in keys.items():
            for sequence in sequences:
                QShortcut(QKeySequence(sequence), self).activated.connect(button.click)
        self._build()
        self._resized = QTimer(self, singleShot=True, interval=80)
        self._resized.timeout.connect(self.draw_pages)

    def _build(self) -> None:
        content = QWidget()
        content.setAutoFillBackground(True)
        palette = content.palette()
        palette.setColor(QPalette.ColorRole.Window, DESK)
        content.setPalette(palette)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.setSpacing(MARGIN)
        for number in range(1, len(self.pages) + 1):
            label = QLabel(content)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("QLabel { background: white; border: 1px solid #555; }")
            label.setToolTip(
                translate("PrintPreview", "Page {page} of {count}").format(page=number, count=len(self.pages))
            )
            layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
            self.page_labels.append(label)
        layout.addStretch(1)
        self.ui.pagesArea.setWidget(content)
        self.ui.pagesLabel.setText(translate("PrintPreview", "Pages: {count}").format(count=len(self.pages)))

    # -- sizes ---------------------------------------------------------------------
    def page_size(self, index: int) -> QSizeF:
        """The size in points of the ``index``-th page shown (its paper, turned as it prints)."""
        return self.document.pagePointSize(self.pages[index])

    def _room(self) -> QSizeF:
        viewport = self.ui.pagesArea.viewport()
        return QSizeF(viewport.width() - 2 * MARGIN - 2, viewport.height() - 2 * MARGIN - 2)

    def scale(self, index: int = 0) -> float:
        """Pixels per point of the ``index``-th page: the zoom chosen, or as large as the window shows it."""
        if isinstance(self.zoom, float):
            return self.zoom
        room = self._room()
        if self.zoom == WIDTH:  # one scale, as on paper: the widest page fills the window's width
            widest = max((self.page_size(i).width() for i in range(len(self.pages))), default=1.0)
            return max(0.1, min(MOST, room.width() / widest))
        size = self.page_size(index)  # each page whole in the window, however it is turned
        return max(0.1, min(MOST, room.width() / size.width(), room.height() / size.height()))

    def set_zoom(self, zoom: float | str) -> None:
        """Pixels per point, or :data:`WHOLE` (each page whole) or :data:`WIDTH` (fill the width); draw again."""
        self.zoom = zoom if isinstance(zoom, str) else max(0.2, min(6.0, zoom))
        self.draw_pages()

    # -- drawing -------------------------------------------------------------------
    def draw_pages(self) -> None:
        """Draw every page at its scale (each whole: nothing of a page is cut)."""
        ratio = self.devicePixelRatioF()
        scales = [self.scale(index) for index in range(len(self.pages))]
        if self._rendered == (scales, ratio):
            return
        self._rendered = (scales, ratio)
        for index, label in enumerate(self.page_labels):
            size = self.page_size(index)
            shown = QSize(max(1, round(size.width() * scales[index])), max(1, round(size.height() * scales[index])))
            image = self.document.render(self.pages[index], shown * ratio)
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(ratio)
            label.setPixmap(pixmap)
            label.setFixedSize(shown + QSize(2, 2))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.draw_pages()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if isinstance(self.zoom, str):
            self._resized.start()  # once the resizing stops: rendering every step would lag
