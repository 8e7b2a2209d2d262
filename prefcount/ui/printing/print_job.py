"""A print job: the PDF's pages painted on the printer one at a time, the window responsive meanwhile.

The pages are painted in vector (:mod:`prefcount.ui.printing.pdf_painter`): lines, shapes and text, as the
PDF has them. Qt hands them to the system's printing as its own: a PDF to CUPS on Linux and macOS, GDI
drawing calls on Windows — the printer, copies, two-sided and paper chosen in the print dialog apply on
every platform alike. A PDF for another paper than the preview's is made in a thread of its own (ReportLab,
no Qt); each page is painted from the event loop, so the window repaints and answers between pages; a job
still running after :data:`PROGRESS_AFTER_MS` shows its progress, with Cancel.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtWidgets import QProgressDialog, QWidget

from prefcount.ui.printing.pdf_pages import Page, UnreadablePdf, read_pages
from prefcount.ui.printing.pdf_painter import paint_page
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

# A job that has not finished after this long shows its progress (and Cancel).
PROGRESS_AFTER_MS = 1000
# While the PDF is made in its thread, the event loop looks this often whether it is ready.
POLL_MS = 30

# The jobs running now: each keeps itself alive until it ends, whatever window started it.
RUNNING: set[PrintJob] = set()


class PrintJob(QObject):
    """Prints ``pdf`` (bytes, or a function that makes them in a thread) on ``printer``: ``pages`` (indices,
    default all) that the print dialog's range keeps. :meth:`start` returns at once; ``finished`` says whether
    every page went to the printer (False: cancelled or failed, ``error`` says why when it failed)."""

    finished = Signal(bool)

    def __init__(
        self,
        printer: QPrinter,
        pdf: bytes | Callable[[], bytes],
        parent: QWidget | None = None,
        pages: list[int] | None = None,
    ) -> None:
        super().__init__()
        self.printer = printer
        self.window = parent
        self.pdf = pdf
        self.wanted = pages
        self.pages: list[Page] = []
        self.order: list[int] = []  # the indices of the pages to paint, in order
        self.painted = 0
        self.done = False
        self.printed = False
        self.cancelled = False
        self.error = ""
        self.painter = QPainter()
        self.progress: QProgressDialog | None = None
        self._made: list[bytes | BaseException] = []
        self._thread: threading.Thread | None = None

    # -- the steps ---------------------------------------------------------------------------------
    def start(self) -> PrintJob:
        RUNNING.add(self)
        QTimer.singleShot(PROGRESS_AFTER_MS, self._show_progress)
        if callable(self.pdf):
            self._thread = threading.Thread(target=self._make, args=(self.pdf,), name="print-pdf", daemon=True)
            self._thread.start()
            QTimer.singleShot(POLL_MS, self._wait_for_pdf)
        else:
            QTimer.singleShot(0, lambda: self._read(self.pdf))  # type: ignore[arg-type]  # bytes here
        return self

    def _make(self, make: Callable[[], bytes]) -> None:  # the thread: ReportLab only, no Qt
        try:
            self._made.append(make())
        except Exception as error:  # reported by the GUI thread
            self._made.append(error)

    def _wait_for_pdf(self) -> None:
        if self.cancelled:
            return self._finish(False)
        if not self._made:
            QTimer.singleShot(POLL_MS, self._wait_for_pdf)
            return None
        made = self._made[0]
        if isinstance(made, BaseException):
            return self._fail(translate("Printing", "Cannot make the PDF"), made)
        return self._read(made)

    def _read(self, data: bytes) -> None:
        try:
            self.pages = read_pages(data)
        except UnreadablePdf as error:
            return self._fail(translate("Printing", "Cannot print"), error)
        indices = list(range(len(self.pages))) if self.wanted is None else self.wanted
        indices = [index for index in indices if 0 <= index < len(self.pages)]
        self.order = [index for number, index in enumerate(indices, 1) if in_range(self.printer, number)]
        if self.progress is not None:
            self.progress.setRange(0, len(self.order))
        QTimer.singleShot(0, self._paint_next)
        return None

    def _paint_next(self) -> None:
        if self.cancelled:
            return self._finish(False)
        if self.painted == len(self.order):
            return self._finish(bool(self.order))
        page = self.pages[self.order[self.painted]]
        printer = self.printer
        width, height = page.size
        # the pulka is landscape, the settlement portrait: the paper turns to match each page
        orientation = QPageLayout.Orientation.Landscape if width > height else QPageLayout.Orientation.Portrait
        printer.setPageOrientation(orientation)
        try:
            if self.painted == 0:
                printer.setFullPage(True)  # the page is laid out with its own margins: the whole paper is ours
                if not self.painter.begin(printer):
                    raise OSError(translate("Printing", "The printer could not be started."))
            elif not printer.newPage():
                raise OSError(translate("Printing", "The printer did not take the next page."))
            paint_page(self.painter, page, paper_rect(printer), most=printer.resolution() / 72)
        except (OSError, UnreadablePdf) as error:
            return self._fail(translate("Printing", "Cannot print"), error)
        self.painted += 1
        if self.progress is not None:
            self._say_progress(self.progress)
        QTimer.singleShot(0, self._paint_next)
        return None

    # -- the end -----------------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop after the page being painted; what was painted is thrown away (the job is aborted)."""
        self.cancelled = True

    def _fail(self, title: str, error: BaseException) -> None:
        from prefcount.ui.dialogs import prompts

        self.error = str(error)
        self._finish(False)
        prompts.error(self.window if _alive(self.window) else None, title, self.error)

    def _finish(self, printed: bool) -> None:
        if self.done:
            return
        if self.painter.isActive():
            if not printed:
                self.printer.abort()
            self.painter.end()
        self.done, self.printed = True, printed
        if self.progress is not None:
            progress, self.progress = self.progress, None
            progress.destroyed.disconnect(self._progress_gone)
            progress.reset()
            progress.deleteLater()
        RUNNING.discard(self)
        self.finished.emit(printed)

    def _show_progress(self) -> None:
        if self.done or self.progress is not None:
            return
        # the window's child: it takes clicks even while a modal dialog that printed (the settlement) is open
        progress = QProgressDialog(
            translate("Printing", "Printing…"),
            translate("Printing", "Cancel"),
            0,
            max(1, len(self.order)),
            self.window if _alive(self.window) else None,
        )
        progress.setWindowModality(Qt.WindowModality.NonModal)
        progress.destroyed.connect(self._progress_gone)  # with its window, if that closes first
        progress.setWindowTitle(translate("Printing", "Printing"))
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        self._say_progress(progress)
        progress.canceled.connect(self.cancel)
        progress.show()
        self.progress = progress

    def _progress_gone(self) -> None:
        self.progress = None

    def _say_progress(self, progress: QProgressDialog) -> None:
        progress.setValue(self.painted)
        if self.order:
            text = translate("Printing", "Printing page {page} of {count}…")
            progress.setLabelText(text.format(page=min(self.painted + 1, len(self.order)), count=len(self.order)))


def _alive(widget: QWidget | None) -> bool:
    """Whether ``widget`` is there to be a parent (not None, not deleted since the job began)."""
    from shiboken6 import isValid

    return widget is not None and isValid(widget)


def paper_rect(printer: QPrinter) -> QRectF:
    """The whole paper in the printer's device pixels (the painter's origin at its corner: full page)."""
    return QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))


def in_range(printer: QPrinter, number: int) -> bool:
    """Whether page ``number`` (from 1) is among those the print dialog chose (all, unless a range was)."""
    from PySide6.QtPrintSupport import QPrinter

    if not hasattr(printer, "printRange") or printer.printRange() != QPrinter.PrintRange.PageRange:
        return True
    ranges = printer.pageRanges()
    if not ranges.isEmpty():
        return ranges.contains(number)
    first, last = printer.fromPage(), printer.toPage()
    return first == 0 or first <= number <= (last or number)
