"""The season report PDF of the small book: its figures, its languages, its fonts, and the command."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader

from prefcount.book import Book, Filter
from prefcount.report.season import MARGIN, PAD, figures_table, render_season, season_styles
from prefcount.words.i18n import set_language


@pytest.fixture
def book(book_folder, index_path):
    with Book.open(book_folder, index_path) as book:
        book.refresh()
        book.merge("Боря", "Борис")
        yield book
    set_language("en")


def text_of(data: bytes) -> str:
    return re.sub(r"\s+", " ", " ".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages))


def fonts_of(data: bytes) -> set[str]:
    found = set()
    for page in PdfReader(io.BytesIO(data)).pages:
        for ref in page["/Resources"]["/Font"].values():
            found.add(re.sub(r"^/[A-Z]{6}\+", "", str(ref.get_object()["/BaseFont"])))
    return found


def test_figures_in_english(book):
    set_language("en")
    text = text_of(render_season(book, Filter()))
    assert "Season report" in text and "2 pulkas" in text
    # standings, best first, in the cents paid: Вера 70.33, Гриша -7.33, Аня -9.34, Борис -53.66 (test_stats.py)
    assert re.search(r"1\. Вера .*2\. Гриша .*3\. Аня .*4\. Борис", text)
    assert "70.33" in text and "-9.34" in text and "-53.66" in text
    assert "-9.33" not in text and "-53.67" not in text  # the exact money rounded on its own, which nobody paid
    assert "-46.00" in text  # Борис against Вера, head to head
    assert fonts_of(render_season(book, Filter())) <= {"DejaVuSans", "DejaVuSans-Bold"}


@pytest.mark.parametrize(("language", "words"), [("ru", "Итоги сезона"), ("uk", "Підсумки сезону")])
def test_translated(book, language, words):
    set_language(language)
    text = text_of(render_season(book, Filter(date_from=date(2026, 11, 1))))
    assert words in text
    assert "Season report" not in text and "Standings" not in text
    assert "-53,66" in text and "-46,00" in text and "-53.66" not in text  # the language's decimal comma
    assert "11,67" in text and "(4,0)" in text and "11.67" not in text  # Вера's whists per hand, raspasy tricks


def test_an_empty_period_says_so(book):
    set_language("en")
    assert "No finished pulkas" in text_of(render_season(book, Filter(date_from=date(2030, 1, 1))))


def test_command_writes_the_pdf(book_folder, tmp_path):
    out = tmp_path / "season.pdf"
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "stats", str(book_folder), "--pdf", str(out), "--lang", "uk"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "Підсумки сезону" in text_of(out.read_bytes())
    bad = subprocess.run(
        [sys.executable, "-m", "prefcount", "stats", str(book_folder), "--pdf", str(tmp_path / "no" / "x.pdf")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert bad.returncode == 2 and "cannot write" in bad.stderr


@pytest.mark.parametrize("language", ["ru", "uk", "en"])
def test_headings_wrap_between_words_in_a_crowded_table(book, language):
    """The «Play» table of a long season (big figures, long names): every heading word fits its column whole
    (in Ukrainian the headings at the usual size broke inside words: «недобі р», «найкращ а»)."""
    from dataclasses import replace

    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from prefcount.report.fonts import BOLD

    set_language(language)
    stats = [
        replace(
            s,
            person=name,
            hands=1050,
            best=replace(s.best, money_cents=1138000),
            worst=replace(s.worst, money_cents=-770000),
        )
        for s, name in zip(book.stats().values(), ["Александра", "Константин", "Елизавета", "Вероника"])
    ]
    table = figures_table(stats, season_styles(), A4[0] - 2 * MARGIN)
    for heading, width in zip(table._cellvalues[0][1:], table._colWidths[1:]):
        size = heading.style.fontSize
        words = heading.text.removeprefix("<b>").removesuffix("</b>").split()
        assert max(stringWidth(word, BOLD, size) for word in words) <= width - 2 * PAD, (words, width)


def test_a_long_title_is_shortened_in_the_footer_not_run_into_the_page_number(book):
    """The season's footer once drew the title whole (the game sheet's shortened it): now they share one."""
    set_language("en")
    title = "The Friday club of the Vasilyevsky Island, " * 6
    data = render_season(book, Filter(), title=title)
    for page in PdfReader(io.BytesIO(data)).pages:
        lines = (page.extract_text() or "").splitlines()
        assert any(line.startswith("The Friday club") and line.endswith("…") for line in lines)
        assert any(line.endswith(f"page {page.page_number + 1}") for line in lines)


@pytest.mark.skipif(os.name != "posix" or sys.platform == "darwin", reason="a file name that is not UTF-8")
def test_a_book_folder_whose_name_is_not_utf8_makes_its_pdf(tmp_path):
    """Issue 25 §14: ``stats --pdf`` on a folder named in cp1251 (unpacked from an old archive) ended in a
    UnicodeEncodeError from the PDF's metadata; the name is escaped as the tables write it."""
    from book_helpers import small_book

    folder = small_book(Path(os.fsdecode(bytes(tmp_path) + b"/\xca\xed\xe8\xe3\xe0")))  # «Книга» in cp1251
    out = tmp_path / "season.pdf"
    env = {**os.environ, "PREFCOUNT_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "stats", os.fsencode(folder), "--pdf", str(out), "--lang", "en"],
        capture_output=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    reader = PdfReader(out)
    assert reader.metadata.title == "Season report: \\xca\\xed\\xe8\\xe3\\xe0"
    assert "\\xca\\xed\\xe8\\xe3\\xe0" in text_of(out.read_bytes())
