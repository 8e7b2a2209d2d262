"""Printing and PDF: the ReportLab PDF of the game, previewed, then painted in vector on the printer.

The PDF is the one thing that is printed, exported and opened in a viewer, so paper always looks the same.
It is laid out on the printer's paper (A4, or Letter for the American sizes: :func:`paper_of`) and each page
printed at its own size, centred (:mod:`prefcount.ui.printing.print_job`).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QPageSize
from PySide6.QtWidgets import QWidget

from prefcount.files.paths import cache_dir
from prefcount.ui.app.settings import currency
from prefcount.ui.dialogs import prompts
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from prefcount.ledger import Game
    from prefcount.ui.printing.blank_dialog import BlankChoices
    from prefcount.ui.printing.print_job import PrintJob

# The papers laid out as Letter (the rest of the world's sizes get A4, the layout's two papers).
LETTER_SIZES = {
    QPageSize.PageSizeId.Letter,
    QPageSize.PageSizeId.Legal,
    QPageSize.PageSizeId.Executive,
    QPageSize.PageSizeId.ExecutiveStandard,
    QPageSize.PageSizeId.Tabloid,
    QPageSize.PageSizeId.Ledger,
}


def pdf_bytes(game: Game, paper: str = "a4", parts: tuple[str, ...] | None = None) -> bytes:
    """The PDF of the game on ``paper``: the pulka, the settlement, the hand-by-hand log (UI language), or only
    the ``parts`` named (:data:`prefcount.report.game.PARTS`).

    Money is printed in the currency the window shows (the game's, else the app's setting).
    """
    from prefcount.report.game import PARTS, render_game

    return render_game(priced(game), paper, parts=parts or PARTS)


def priced(game: Game) -> Game:
    """``game`` with the currency the window shows it in (the app's setting, read here: in the GUI thread)."""
    return game.model_copy(update={"currency": currency(game)})


def write_pdf(game: Game, path: str | Path) -> Path:
    """Write the game's PDF atomically."""
    from prefcount.files.gamefile import atomic_write

    path = Path(path)
    atomic_write(path, pdf_bytes(game))
    return path


def paper_of(printer: QPrinter) -> str:
    """The layout's paper for the printer's: "letter" for the American sizes, "a4" for the rest."""
    return "letter" if printer.pageLayout().pageSize().id() in LETTER_SIZES else "a4"


def _temp_path() -> Path:
    folder = cache_dir() / "pdf"
    folder.mkdir(exist_ok=True)
    handle = tempfile.NamedTemporaryFile(prefix="pulka-", suffix=".pdf", dir=folder, delete=False)
    handle.close()
    return Path(handle.name)


def _temp_pdf(game: Game) -> Path:
    return write_pdf(game, _temp_path())


def print_document(parent: QWidget | None, make: Callable[[str], bytes]) -> PrintJob | None:
    """Preview the PDF ``make(paper)`` makes on the printer's paper, then print it (a :class:`PrintJob` that runs
    on from the event loop); None when nothing is to be printed (cancelled, or the PDF could not be made).

    A printer or paper chosen in the print dialog that takes another layout gets its own PDF, made by the job.
    """
    from PySide6.QtPrintSupport import QPrinter

    from prefcount.files.gamefile import atomic_write
    from prefcount.ui.printing.print_job import PrintJob

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    paper = paper_of(printer)
    try:
        data = make(paper)
        pdf = _temp_path()
        atomic_write(pdf, data)
    except Exception as error:  # report the failure, keep the game
        prompts.error(parent, translate("Printing", "Cannot make the PDF"), str(error))
        return None
    try:
        chosen = prompts.print_preview(parent, printer, pdf)
    finally:
        pdf.unlink(missing_ok=True)  # printed or not, nothing is left in the data folder
    if not chosen:
        return None
    now = paper_of(printer)
    return PrintJob(printer, data if now == paper else lambda: make(now), parent).start()


def print_blank(parent: QWidget | None, choices: BlankChoices) -> PrintJob | None:
    """Print blank pulka sheets: ``choices`` as ``prefcount blank`` takes them (players, names, target, two_up)."""
    from prefcount.report.blank import render_blank

    return print_document(parent, lambda paper: render_blank(**choices, paper=paper))


def print_sheet(parent: QWidget | None, game: Game) -> PrintJob | None:
    """Print the whole game: the pulka, the settlement, the hand log."""
    from prefcount.report.game import render_game

    ready = priced(game)  # a PDF for another paper is made in the job's thread: no setting is read there
    return print_document(parent, lambda paper: render_game(ready, paper))


def print_settlement(parent: QWidget | None, game: Game) -> PrintJob | None:
    """Print the settlement alone: its own pages, however many (with the convention it was played by)."""
    from prefcount.report.game import render_game

    ready = priced(game)
    return print_document(parent, lambda paper: render_game(ready, paper, parts=("settlement",)))


def export_pdf(parent: QWidget | None, game: Game, current: Path | None = None) -> Path | None:
    """Write the game's PDF where the player says: suggested beside its file (``current``), else in the documents
    folder."""
    from prefcount.ui.widgets.file_names import suggested_path

    suggestion = str(suggested_path(game, ".pdf", current))
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
