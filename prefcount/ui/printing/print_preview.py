"""The print preview: the PDF's pages as they will print, each on its own paper.

Qt's own preview (QPrintPreviewDialog) lays every page on one paper shape, the
printer's last: the landscape pulka came out on a portrait page with its right
third cut off. Here each page of the PDF (the one thing that is printed,
exported and opened in a viewer) is shown whole in its own orientation, or as wide
as the window to read it; «Print…» then asks for the printer.

The pages are Qt's own PDF viewer (``QPdfView``): it draws only the pages in sight,
in a worker thread, and keeps a few of them (at most about 20) to scroll back to. A
1,500-hand game has over 40 pages: drawing them all at every zoom step took seconds
and gigabytes. What is left to bound is the size of one drawn page: no zoom (and no
fitting on a large or HiDPI screen) draws a page larger than :data:`MOST_PIXELS`.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QMargins, QObject, QSizeF
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from prefcount.ui.forms.print_preview_ui import Ui_PrintPreview
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

# Fitting the window: each page whole in it (the default), or each page across its width.
WHOLE, WIDTH = "whole", "width"
ZOOM_STEP = 1.25
# The zoom chosen stays within these (1.0: the paper's own size on the screen).
LEAST_ZOOM, MOST_ZOOM = 0.1, 4.0
# The most device pixels one page is drawn with (4 MB each): about 2,400 × 1,700 for the landscape pulka, enough
# to read its smallest figures; the viewer keeps about 20 drawn pages, so at most some 300 MB, at any zoom.
MOST_PIXELS = 4_000_000
# Room around the pages, and between two pages (twice the room: a page fitted whole has the room above and below).
MARGIN = 16
DESK = QColor("#8a8d91")


class PrintPreview(QDialog):
    """The pages of ``pdf``, each whole in its own orientation; accepted by «Print…»."""

    def __init__(self, pdf: str | Path, parent: QWidget | None = None) -> None:
        from PySide6.QtPdf import QPdfDocument
        from PySide6.QtPdfWidgets import QPdfView

        super().__init__(parent)
        self.ui = Ui_PrintPreview()
        self.ui.setupUi(self)
        # read into memory: no file is held open (Windows could not remove the printed PDF behind the preview)
        self._data = QBuffer(self)
        self._data.setData(QByteArray(Path(pdf).read_bytes()))
        self._data.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document = QPdfDocument(self)
        self.document.load(self._data)
        # The pages of the PDF shown and printed (numbered from 0): none when it could not be read.
        self.pages = list(range(self.document.pageCount()))
        self.zoom: float | str = WHOLE  # the zoom chosen (1.0: the paper's size), or how to fit the window
        self.view = view = self.ui.pagesView
        if self.pages:  # (else an empty desk)
            view.setDocument(self.document)
        view.setPageMode(QPdfView.PageMode.MultiPage)
        view.setDocumentMargins(QMargins(MARGIN, MARGIN, MARGIN, MARGIN))
        view.setPageSpacing(2 * MARGIN)
        palette = view.palette()
        palette.setColor(QPalette.ColorRole.Dark, DESK)  # what the viewer paints around the pages
        view.setPalette(palette)
        view.pageNavigator().currentPageChanged.connect(self._show_page_number)
        # the viewer draws a page at (logical dots per inch of the primary screen) / 72 pixels a point, times the zoom
        screen = QGuiApplication.primaryScreen()
        self._pixels_per_point = screen.logicalDotsPerInch() / 72 if screen is not None else 96 / 72
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
        if not self.pages:  # nothing to show, so nothing to zoom or print
            for widget in (*keys, self.print_button):
                widget.setEnabled(False)
            self.print_button.setDefault(False)
        self._show_page_number()
        view.viewport().installEventFilter(self)  # a fit is checked again whenever the room for the pages changes
        self._apply_zoom()

    # -- sizes ---------------------------------------------------------------------
    def page_size(self, index: int) -> QSizeF:
        """The size in points of the ``index``-th page shown (its paper, turned as it prints)."""
        return self.document.pagePointSize(self.pages[index])

    def current(self) -> int:
        """The index (among the pages shown) of the page in the middle of the window."""
        if len(self.pages) <= 1:
            return 0
        return max(0, min(len(self.pages) - 1, self.view.pageNavigator().currentPage()))

    def fitted(self, index: int, how: str) -> float:
        """The zoom at which the viewer fits the ``index``-th page: whole (:data:`WHOLE`) or across (:data:`WIDTH`)."""
        view = self.view
        size = self.page_size(index) * self._pixels_per_point
        margins = view.documentMargins()
        room = view.viewport().size()
        across = (room.width() - margins.left() - margins.right()) / max(1.0, size.width())
        if how == WIDTH:
            return across
        return min(across, (room.height() - view.pageSpacing()) / max(1.0, size.height()))

    def page_pixels(self, index: int, zoom: float) -> float:
        """How many device pixels the ``index``-th page is drawn with at ``zoom``."""
        size = self.page_size(index) * self._pixels_per_point * zoom * self.devicePixelRatioF()
        return size.width() * size.height()

    def most_zoom(self) -> float:
        """The largest zoom at which no page shown is drawn with more than :data:`MOST_PIXELS` pixels."""
        largest = max((self.page_pixels(index, 1.0) for index in range(len(self.pages))), default=1.0)
        return min(MOST_ZOOM, math.sqrt(MOST_PIXELS / max(1.0, largest)))

    def scale(self) -> float:
        """The zoom of the page in the middle of the window now: the one chosen, or the one that fits it."""
        from PySide6.QtPdfWidgets import QPdfView

        if not self.pages:
            return 1.0
        mode = self.view.zoomMode()
        if mode == QPdfView.ZoomMode.Custom:
            return self.view.zoomFactor()
        return self.fitted(self.current(), WIDTH if mode == QPdfView.ZoomMode.FitToWidth else WHOLE)

    def set_zoom(self, zoom: float | str) -> None:
        """A zoom (1.0: the paper's size), or :data:`WHOLE` (each page whole) or :data:`WIDTH` (across the window)."""
        self.zoom = zoom if isinstance(zoom, str) else max(LEAST_ZOOM, min(self.most_zoom(), zoom))
        self._apply_zoom()

    def _apply_zoom(self) -> None:
        """Hand the zoom to the viewer; a fit that would draw a page past :data:`MOST_PIXELS` becomes that zoom."""
        from PySide6.QtPdfWidgets import QPdfView

        if not self.pages:
            return
        view = self.view
        zoom = self.zoom
        if isinstance(zoom, str):
            fits = [self.fitted(index, zoom) for index in range(len(self.pages))]
            if all(self.page_pixels(index, fit) <= MOST_PIXELS for index, fit in enumerate(fits)):
                view.setZoomMode(QPdfView.ZoomMode.FitToWidth if zoom == WIDTH else QPdfView.ZoomMode.FitInView)
                return
            zoom = self.most_zoom()  # a large (or HiDPI) screen: as large as a page may be drawn
        view.setZoomFactor(zoom)
        view.setZoomMode(QPdfView.ZoomMode.Custom)

    def _show_page_number(self) -> None:
        count = len(self.pages)
        self.ui.pagesLabel.setText(
            translate("PrintPreview", "Page {page} of {count}").format(page=self.current() + 1, count=count)
            if count
            else translate("PrintPreview", "Nothing to print: no page of the PDF could be read.")
        )

    # -- Qt ------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        super().showEvent(event)
        self._apply_zoom()  # on its screen now: its pixel ratio is known

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        # before the viewer paints at the new size: a fit may now draw a page too large (or no longer)
        if event.type() == QEvent.Type.Resize and isinstance(self.zoom, str):
            self._apply_zoom()
        return False
