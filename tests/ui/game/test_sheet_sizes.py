"""The sheet on screen is read across a table: its names, zone captions and totals grow with the room the window
gives it and never fall below legible sizes in pixels, while paper keeps the paper's sizes (issue 27 §7)."""

from __future__ import annotations

import pytest
from windows import main_window_at

from prefcount import layout
from prefcount.files import gamefile
from prefcount.ui.game.sheet_view import CAPTION_PX, NUMBER_PX


def pixels(view, box: layout.TextBox) -> float:
    """The size of ``box``'s text on screen, in (device-independent) pixels."""
    return box.size * layout.MM_PER_PT * view.pixel_map().scale


def shown_sheet(qtbot, game, width, height):
    return main_window_at(qtbot, game, width, height).ui.sheetView


def texts(view):
    pulka = view.pulka()
    empty = len(view.empty_pulka().primitives)
    boxes = [p for p in pulka.primitives if isinstance(p, layout.TextBox) and p.text]
    names = [b for b in boxes if b.ref and b.ref[0] == "name"]
    captions = [b for b in boxes if b.color == layout.GREY]
    totals = [p for p in pulka.primitives[empty:] if isinstance(p, layout.TextBox) and p.text]
    return names, captions, totals


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_names_captions_and_totals_are_legible_at_every_screen_size(qtbot, data_dir, size):
    view = shown_sheet(qtbot, gamefile.load(data_dir / "game-sochi-3p.json"), *size)
    names, captions, totals = texts(view)
    assert len(names) == 3 and len(captions) == 3 * 2 + 3 * 2 and totals
    assert min(pixels(view, b) for b in names) >= 18  # bold: 19 px and up
    assert min(pixels(view, b) for b in captions) >= CAPTION_PX - 0.01
    assert min(pixels(view, b) for b in totals) >= NUMBER_PX - 0.01


def test_the_text_grows_with_the_room(qtbot, data_dir):
    game = gamefile.load(data_dir / "game-sochi-3p.json")
    small, large = shown_sheet(qtbot, game, 1024, 600), shown_sheet(qtbot, game, 1920, 1080)
    small_names, _, small_totals = texts(small)
    large_names, _, large_totals = texts(large)
    assert pixels(large, large_names[0]) > pixels(small, small_names[0])
    assert max(pixels(large, b) for b in large_totals) > max(pixels(small, b) for b in small_totals)


def test_paper_keeps_its_sizes():
    """The screen passes its own scale; the paper's sheet (the PDF's) is laid out as before."""
    frame = layout.Rect(10, 10, 190, 260)
    pulka = layout.blank_pulka(frame, 3, ("Аня", "Борис", "Вера"), 10)
    captions = {b.text: b.size for b in pulka.primitives if isinstance(b, layout.TextBox) and b.color == layout.GREY}
    names = [b.size for b in pulka.primitives if isinstance(b, layout.TextBox) and b.ref and b.ref[0] == "name"]
    assert captions["пуля" if "пуля" in captions else "pulya"] == layout.CAPTION_SIZE == 7.5
    assert names == [13.0, 13.0, 13.0]
