"""Printing and PDF: the ReportLab PDF of the game, painted page by page onto the printer.

The PDF is the one thing that is printed, exported and opened in a viewer, so
paper always looks the same. Pages are rendered by QPdfDocument at 300 dpi.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, QUrl
from PySide6.QtGui import QDesktopServices, QPageLayout, QPainter
from PySide6.QtWidgets import QWidget

from prefcount.files.paths import cache_dir
from prefcount.ui.app.settings import currency
from prefcount.ui.dialogs import prompts
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from prefcount.ledger import Game
    from prefcount.ui.printing.blank_dialog import BlankChoices

PRINT_DPI = 300


SETTLEMENT_PAGE = 1  # the report puts the pulka on page 1, the settlement on page 2


def pdf_bytes(game: Game) -> bytes:
    """The PDF of the game: the pulka, the settlement, the hand-by-hand log (UI language).

    Money is printed in the currency the window shows (the game's, else the app's setting).
    """
    from prefcount.report.game import render_game

    return render_game(game.model_copy(update={"currency": currency(game)}))


def write_pdf(game: Game, path: str | Path) -> Path:
    """Write the game's PDF atomically."""
    from prefcount.files.gamefile import atomic_write

    path = Path(path)
    atomic_write(path, pdf_bytes(game))
    return path


def render_pages(pdf_path: str | Path, printer: QPrinter, pages: list[int] | None = None) -> int:
    """Paint ``pages`` (default: all) of ``pdf_path`` onto ``printer`` (a QPagedPaintDevice); how many.

    A page range chosen in the print dialog counts among those pages («2-3»: the second and third of them).
    """
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(pdf_path))
    count = document.pageCount()
    pages = list(range(count)) if pages is None else [page for page in pages if 0 <= page < count]
    pages = [page for number, page in enumerate(pages, 1) if in_range(printer, number)]
    painter = QPainter()
    try:
        for number, page in enumerate(pages):
            size_pt = document.pagePointSize(page)
            # the pulka is landscape, the settlement portrait: turn the paper to match each page
            orientation = (
                QPageLayout.Orientation.Landscape
                if size_pt.width() > size_pt.height()
                else QPageLayout.Orientation.Portrait
            )
            printer.setPageOrientation(orientation)
            if number == 0:
                if not painter.begin(printer):
                    raise OSError(translate("Printing", "The printer could not be started."))
            else:
                printer.newPage()
            target = printer.pageLayout().paintRectPixels(printer.resolution())
            scale = min(target.width() / size_pt.width(), target.height() / size_pt.height())
            pixels = QSize(int(size_pt.width() * scale), int(size_pt.height() * scale))
            image = document.render(page, pixels)
            painter.drawImage(QRect(0, 0, pixels.width(), pixels.height()), image)
    finally:
        if painter.isActive():
            painter.end()
        document.close()
    return len(pages)


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


def _temp_path() -> Path:
    folder = cache_dir() / "pdf"
    folder.mkdir(exist_ok=True)
    handle = tempfile.NamedTemporaryFile(prefix="pulka-", suffix=".pdf", dir=folder, delete=False)
    handle.close()
    return Path(handle.name)


def _temp_pdf(game: Game) -> Path:
    return write_pdf(game, _temp_path())


def print_pdf(parent: QWidget | None, pdf: Path, page: int | None = None) -> bool:
    """Show the print preview of ``pdf`` (or only its page ``page``); True when something was printed."""
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setResolution(PRINT_DPI)
    failures: list[OSError] = []

    def paint(target: QPrinter) -> int:  # the printer chosen from the preview: how many pages it printed
        try:
            return render_pages(pdf, target, None if page is None else [page])
        except OSError as error:
            failures.append(error)
            return 0

    printed = prompts.print_preview(parent, printer, paint, pdf, page)
    if failures:
        prompts.error(parent, translate("Printing", "Cannot print"), str(failures[-1]))
        return False
    return printed


def _print(parent: QWidget | None, game: Game, what: str) -> bool:
    try:
        pdf = _temp_pdf(game)
    except Exception as error:  # report the failure, keep the game
        prompts.error(parent, translate("Printing", "Cannot make the PDF"), str(error))
        return False
    try:
        return print_pdf(parent, pdf, SETTLEMENT_PAGE if what == "settlement" else None)
    finally:
        pdf.unlink(missing_ok=True)  # printed or not, nothing is left in the data folder


def print_blank(parent: QWidget | None, choices: BlankChoices) -> bool:
    """Print blank pulka sheets: ``choices`` as ``prefcount blank`` takes them (players, names, target, two_up)."""
    from prefcount.files.gamefile import atomic_write
    from prefcount.report.blank import render_blank

    try:
        pdf = _temp_path()
        atomic_write(pdf, render_blank(**choices))
    except Exception as error:
        prompts.error(parent, translate("Printing", "Cannot make the PDF"), str(error))
        return False
    try:
        return print_pdf(parent, pdf)
    finally:
        pdf.unlink(missing_ok=True)


def print_sheet(parent: QWidget | None, game: Game) -> bool:
    return _print(parent, game, "sheet")


def print_settlement(parent: QWidget | None, game: Game) -> bool:
    return _print(parent, game, "settlement")


def export_pdf(parent: QWidget | None, game: Game) -> Path | None:
    from prefcount.ui.widgets.file_names import suggested_path

    suggestion = str(suggested_path(game, ".pdf"))
    path = prompts.save_file_name(parent, suggestion, pdf=True)
    if not path:
        return None
    try:
        return write_pdf(game, path)
    except Exception as error:
        prompts.error(parent, translate("Printing", "Cannot make the PDF"), str(error))
        return None


def open_in_viewer(parent: QWidget | None, game: Game) -> Path | None:
    try:
        pdf = _temp_pdf(game)
    except Exception as error:
        prompts.error(parent, translate("Printing", "Cannot make the PDF"), str(error))
        return None
    if not pdf_viewer_known() or not QDesktopServices.openUrl(QUrl.fromLocalFile(str(pdf))):
        prompts.error(
            parent,
            translate("Printing", "No PDF viewer"),
            translate(
                "Printing",
                "No program to show PDF files was found. The PDF is saved as {path}: open it with any PDF viewer, "
                "or use Export PDF… or Print.",
            ).format(path=pdf),
        )
        return None
    return pdf


def pdf_viewer_known() -> bool:
    """False when the desktop surely has no PDF viewer (Linux: ``xdg-mime`` knows no program for PDF).

    Qt's ``openUrl`` only says whether it could start the opener, not whether that found a viewer.
    """
    import shutil
    import subprocess
    import sys

    if not sys.platform.startswith("linux"):
        return True
    query = shutil.which("xdg-mime")
    if query is None:
        return True  # cannot tell: let openUrl try
    try:
        answer = subprocess.run(
            [query, "query", "default", "application/pdf"], capture_output=True, text=True, timeout=3
        )
    except (OSError, subprocess.SubprocessError):
        return True
    return bool(answer.stdout.strip())
