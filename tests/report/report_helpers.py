"""Helpers for the PDF tests: reading PDFs back with pypdf."""

import io
import json
import re

from pypdf import PdfReader
from where import DATA


def reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def page_texts(data: bytes) -> list[str]:
    return [page.extract_text() or "" for page in reader(data).pages]


def flat(text: str) -> str:
    """Whitespace collapsed, for phrases that may wrap inside a table cell."""
    return re.sub(r"\s+", " ", text)


def fonts_of(data: bytes) -> list[tuple[str, bool]]:
    """(BaseFont, has an embedded font file) for every font any page uses."""
    found = []
    for page in reader(data).pages:
        resources = page["/Resources"].get_object() if "/Resources" in page else {}
        fonts = resources["/Font"].get_object() if "/Font" in resources else {}
        for ref in fonts.values():
            font = ref.get_object()
            descriptor = font.get("/FontDescriptor")
            embedded = False
            if descriptor is not None:
                descriptor = descriptor.get_object()
                embedded = any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
            found.append((str(font.get("/BaseFont")), embedded))
    return found


def assert_only_dejavu(data: bytes) -> None:
    fonts = fonts_of(data)
    assert fonts, "no fonts at all"
    for name, embedded in fonts:
        assert re.fullmatch(r"/[A-Z]{6}\+DejaVuSans(-Bold)?", name), name
        assert embedded, f"{name} is not embedded"


def expected(name: str) -> dict:
    return json.loads((DATA / name.replace(".json", ".expected.json")).read_text(encoding="utf-8"))


def bold_texts(data: bytes, page: int) -> str:
    """Everything set in DejaVu Sans Bold on one page, pieces joined by spaces."""
    found: list[str] = []

    def visit(text, _cm, _tm, font, _size):
        if font is not None and "Bold" in str(font.get("/BaseFont", "")) and text.strip():
            found.append(text.strip())

    reader(data).pages[page].extract_text(visitor_text=visit)
    return " ".join(found)


def zone_texts(data: bytes, pulka) -> dict:
    """The texts on the first page, by the zone of ``pulka`` (its layout) their origin lies in."""
    from prefcount.layout import hit_test

    points_per_mm = 72 / 25.4
    found: dict = {}

    def visit(text, cm, tm, _font, _size):
        if not text.strip():
            return
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        found.setdefault(hit_test(pulka, x / points_per_mm, y / points_per_mm), []).append(text.strip())

    reader(data).pages[0].extract_text(visitor_text=visit)
    return found
