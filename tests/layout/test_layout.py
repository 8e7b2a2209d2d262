"""The pulka's geometry: zones inside the margins, no overlaps, text that fits and reads the right way."""

import math
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from where import ROOT

from benchmarks.sample import random_game
from prefcount import layout
from prefcount.layout import (
    Circle,
    Line,
    Polygon,
    TextBox,
    Token,
    ZoneText,
    blank_pulka,
    fill_zones,
    fit_text,
    geometry,
    hit_test,
    page_frame,
    page_size,
    point_in_polygon,
    sheet_contents,
    text_width,
    two_up_frames,
)
from prefcount.ledger import score

CONFIGS = [(n, paper, landscape) for n in (2, 3, 4) for paper in ("a4", "letter") for landscape in (False, True)]
NAMES = ["Аня", "Борис", "Вера", "Григорий"]


def expected_refs(n: int) -> set:
    refs = {("target",)}
    for seat in range(n):
        refs |= {("name", seat), ("pulya", seat), ("gora", seat)}
        refs |= {("whists", seat, on) for on in range(n) if on != seat}
    return refs


def zone_refs(pulka) -> set:
    return {zone.ref for zone in pulka.zones} | {("target",)}


@pytest.mark.parametrize("n,paper,landscape", CONFIGS)
def test_every_zone_is_there_once(n, paper, landscape):
    pulka = blank_pulka(page_frame(paper, landscape), n, NAMES[:n], 20)
    assert zone_refs(pulka) == expected_refs(n)
    assert len(pulka.zones) == len(expected_refs(n)) - 1


@pytest.mark.parametrize("n,paper,landscape", CONFIGS)
def test_zones_inside_margins(n, paper, landscape):
    frame = page_frame(paper, landscape, margin=12)
    pulka = blank_pulka(frame, n, NAMES[:n], 20, ["t", "c", "d"])
    for prim in pulka.primitives:
        points = []
        if isinstance(prim, Polygon):
            points = prim.points
        elif isinstance(prim, Line):
            points = [(prim.x1, prim.y1), (prim.x2, prim.y2)]
        elif isinstance(prim, TextBox):
            points = prim.corners()
        elif isinstance(prim, Circle):
            points = [(prim.cx - prim.r, prim.cy - prim.r), (prim.cx + prim.r, prim.cy + prim.r)]
        for x, y in points:
            assert frame.x - 1e-6 <= x <= frame.right + 1e-6, prim
            assert frame.y - 1e-6 <= y <= frame.top + 1e-6, prim


@pytest.mark.parametrize("n,paper,landscape", CONFIGS)
def test_zones_do_not_overlap_and_cover_the_sheet(n, paper, landscape):
    frame = page_frame(paper, landscape)
    pulka = blank_pulka(frame, n, NAMES[:n], 20)
    step = 1.7
    inside = covered = 0
    y = frame.y + step / 3
    while y < frame.top:
        x = frame.x + step / 3
        while x < frame.right:
            hits = [zone.ref for zone in pulka.zones if point_in_polygon((x, y), zone.outline)]
            assert len(hits) <= 1, (x, y, hits)
            if math.dist((x, y), pulka.centre) > pulka.radius:
                inside += 1
                covered += bool(hits)
            x += step
        y += step
    # the whole sheet belongs to some zone, except hairlines along the edges
    assert covered / inside > 0.99


def test_three_players_sit_bottom_left_right_and_read_towards_the_centre():
    pulka = blank_pulka(page_frame("a4", True), 3, NAMES[:3], 20)
    names = {
        box.ref[1]: box for box in pulka.primitives if isinstance(box, TextBox) and box.ref and box.ref[0] == "name"
    }
    assert [names[seat].rotation for seat in range(3)] == [0, 270, 90]
    cx, cy = pulka.centre
    assert names[0].corners()[0][1] < cy  # bottom
    assert names[1].corners()[0][0] < cx  # left
    assert names[2].corners()[0][0] > cx  # right


@pytest.mark.parametrize("n", (2, 3, 4))
def test_text_reads_with_letters_up_towards_the_centre(n):
    pulka = blank_pulka(page_frame("a4", False), n, NAMES[:n], 20)
    filled, _ = fill_zones(
        pulka,
        {zone.ref: ZoneText((Token("12"), Token("24", final=True))) for zone in pulka.zones if zone.ref[0] != "name"},
    )
    rotations = set()
    for box in filled.primitives:
        if not isinstance(box, TextBox) or not box.ref or box.ref == ("target",):
            continue
        rotations.add(box.rotation)
        a = math.radians(box.rotation)
        up = (-math.sin(a), math.cos(a))
        middle = box.to_page(box.width / 2, box.height / 2)
        towards = (pulka.centre[0] - middle[0], pulka.centre[1] - middle[1])
        zone = pulka.zone(box.ref)
        # "up" is the owner's inward direction: straight at the centre's side of the sheet
        assert up == pytest.approx(zone.side.inward, abs=1e-9)
        assert up[0] * towards[0] + up[1] * towards[1] > 0
    assert rotations == {2: {0, 180}, 3: {0, 90, 270}, 4: {0, 90, 180, 270}}[n]


def synthetic(pulka, count: int, step: int) -> dict:
    """Every zone written on every one of ``count`` hands: more than a real game ever writes."""
    return {
        zone.ref: ZoneText(tuple(Token(str(step * (i + 1)), i == count - 1, i % 7 == 3) for i in range(count)))
        for zone in pulka.zones
        if zone.ref[0] in ("pulya", "gora", "whists")
    }


def assert_boxes_inside_zones(filled) -> None:
    for box in filled.primitives:
        if not isinstance(box, TextBox) or not box.ref or box.ref[0] not in ("pulya", "gora", "whists"):
            continue
        zone = filled.zone(box.ref)
        for corner in box.corners():
            # a hair inside the corner, so that points on the border count
            inner = box.to_page(box.width / 2, box.height / 2)
            probe = (corner[0] + (inner[0] - corner[0]) * 0.02, corner[1] + (inner[1] - corner[1]) * 0.02)
            assert point_in_polygon(probe, zone.outline), (box, zone.ref)
            assert math.dist(corner, filled.centre) > filled.radius
        assert text_width(box.text, box.size, box.bold) <= box.width + 1e-6


@pytest.mark.parametrize("n,paper,landscape", CONFIGS)
def test_sixty_hands_fit_every_zone_at_the_minimum_size(n, paper, landscape):
    pulka = blank_pulka(page_frame(paper, landscape), n, NAMES[:n], 20, ["t", "c", "d"])
    filled, report = fill_zones(pulka, synthetic(pulka, 60, 17))
    assert all(fit.dropped == 0 for fit in report.values()), report
    assert all(fit.size >= layout.MINIMUM_SIZE for fit in report.values())
    assert_boxes_inside_zones(filled)
    written = [
        box.text
        for box in filled.primitives
        if isinstance(box, TextBox) and box.ref == ("gora", 0) and box.color != layout.GREY
    ]
    assert "".join(written) == ".".join(str(17 * (i + 1)) + ("*" if i % 7 == 3 else "") for i in range(60))


@pytest.mark.parametrize("n", (2, 3, 4))
def test_a_real_sixty_hand_game_fits_at_full_size_or_a_legible_one(n):
    sheet = score(random_game(60, n, seed=11, target=30))
    pulka = blank_pulka(page_frame("a4", True), n, sheet.players, sheet.target)
    filled, report = fill_zones(pulka, sheet_contents(sheet))
    assert report and all(fit.dropped == 0 and fit.size >= layout.MINIMUM_SIZE for fit in report.values())
    assert_boxes_inside_zones(filled)


def test_too_much_text_keeps_the_latest_totals_and_the_final_one():
    pulka = blank_pulka(page_frame("a4", False), 4, None, 20)
    content = {("pulya", 1): ZoneText(tuple(Token(str(1000 + i), i == 399) for i in range(400)))}
    filled, report = fill_zones(pulka, content)
    assert report[("pulya", 1)].dropped > 0
    texts = [
        box.text
        for box in filled.primitives
        if isinstance(box, TextBox) and box.ref == ("pulya", 1) and box.color != layout.GREY
    ]
    assert texts[0] == "…" and texts[-1] == "1399"
    final = [box for box in filled.primitives if isinstance(box, TextBox) and box.text == "1399"][0]
    assert final.bold and final.underline
    assert_boxes_inside_zones(filled)


def test_few_totals_are_set_large():
    pulka = blank_pulka(page_frame("a4", True), 3, None, 20)
    _, report = fill_zones(pulka, {("gora", 0): ZoneText((Token("4"), Token("12", final=True)))})
    assert report[("gora", 0)].size == layout.NUMBER_SIZE


def test_two_players_face_each_other_across_the_circle():
    pulka = blank_pulka(page_frame("a4", False), 2, NAMES[:2], 20)
    cx, cy = pulka.centre
    frame = page_frame("a4", False)
    assert (cx, cy) == pytest.approx((frame.x + frame.width / 2, frame.y + frame.height / 2))
    names = {
        box.ref[1]: box for box in pulka.primitives if isinstance(box, TextBox) and box.ref and box.ref[0] == "name"
    }
    assert [names[seat].rotation for seat in range(2)] == [0, 180]
    assert names[0].corners()[2][1] < cy < names[1].corners()[2][1]
    # one whist column each, on the other player, labelled with his name
    whists = {zone.ref: zone for zone in pulka.zones if zone.ref[0] == "whists"}
    assert set(whists) == {("whists", 0, 1), ("whists", 1, 0)}
    assert whists[("whists", 0, 1)].caption == NAMES[1] and whists[("whists", 1, 0)].caption == NAMES[0]
    # from the edge to the centre: name, whists, pulya, gora; both gora zones touch the circle
    for seat in range(2):
        side = pulka.zone(("name", seat)).side
        order = [pulka.zone((kind, *rest)).depth_min for kind, *rest in (("name", seat), ("whists", seat, 1 - seat))]
        order += [pulka.zone((kind, seat)).depth_min for kind in ("pulya", "gora")]
        assert order == sorted(order)
        gora = pulka.zone(("gora", seat))
        assert min(math.dist(p, pulka.centre) for p in gora.outline) == pytest.approx(pulka.radius)
        assert side.local(pulka.centre)[0] == pytest.approx(gora.depth_max)
    # the heavy line across the middle stops at the circle
    heavy = [p for p in pulka.primitives if isinstance(p, Line) and p.y1 == pytest.approx(cy) and p.y2 == p.y1]
    assert len(heavy) == 2 and all(min(abs(p.x1 - cx), abs(p.x2 - cx)) == pytest.approx(pulka.radius) for p in heavy)


@pytest.mark.parametrize("n", (2, 3, 4))
def test_hit_test_finds_each_zone(n):
    pulka = blank_pulka(page_frame("a4", False), n, NAMES[:n], 20)
    assert hit_test(pulka, *pulka.centre) == ("target",)
    for zone in pulka.zones:
        xs = [p[0] for p in zone.outline]
        ys = [p[1] for p in zone.outline]
        # the centroid of a convex zone lies inside it
        centroid = (sum(xs) / len(xs), sum(ys) / len(ys))
        if zone.ref[0] != "gora":
            assert hit_test(pulka, *centroid) == zone.ref
    assert hit_test(pulka, 1.0, 1.0) is None


def test_metrics_agree_with_reportlab():
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from prefcount.report.fonts import BOLD, REGULAR, register_fonts

    register_fonts()
    for text in ("Аня 2.4.10", "Григорий", "7♥ 6♠ 8♦ 9♣", "Ґанна Їжак", "12½.4⅓", "WMQ"):
        for bold, name in ((False, REGULAR), (True, BOLD)):
            assert text_width(text, 11, bold) == pytest.approx(stringWidth(text, name, 11) * 25.4 / 72, abs=1e-6)


def test_the_width_tables_are_what_fonttools_reads_from_the_shipped_fonts():
    """tools/build_font_metrics.py wrote them from these very fonts (run it again after changing a font)."""
    import importlib.util

    from prefcount.files.paths import resource_path

    tool = ROOT / "tools" / "build_font_metrics.py"
    spec = importlib.util.spec_from_file_location("build_font_metrics", tool)
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    for name in layout.FONT_FILES.values():
        font = resource_path("fonts", name)
        written = build.widths_path(font).read_text(encoding="utf-8")
        assert written == build.text(build.metrics(font)), f"{font.name}: run tools/build_font_metrics.py"


def test_each_character_measures_as_its_run_in_the_table_says():
    """A character's width is looked up in its run when first measured: every code point of the table, those
    between its runs and those past its last give the table's advance, or glyph 0's."""
    import json

    from prefcount.files.paths import resource_path

    for bold, name in layout.FONT_FILES.items():
        font = resource_path("fonts", name)
        table = json.loads(font.with_name(font.stem + ".widths.json").read_bytes())
        units, missing = table["units_per_em"], table["missing"] / table["units_per_em"]
        expected = {
            first + i: advance / units for first, advances in table["runs"] for i, advance in enumerate(advances)
        }
        metrics = geometry._FontMetrics(table)
        for code in [*range(0x3000), *expected, 0x10FFFF]:
            assert metrics.width(chr(code)) == expected.get(code, missing), (name, hex(code))
        assert text_width("Аня", 10, bold) == sum(expected[ord(c)] for c in "Аня") * 10 * layout.MM_PER_PT


def test_fit_text_shrinks_then_shortens():
    assert fit_text("Аня", 50, 12, 6) == ("Аня", 12)
    text, size = fit_text("Константин Константинопольский", 40, 12, 6)
    assert size < 12 and text_width(text, size) <= 40
    text, size = fit_text("Константин Константинопольский", 15, 12, 6)
    assert size == 6 and text.endswith("…") and text_width(text, size) <= 15


def test_papers_and_frames():
    assert page_size("a4") == (210, 297)
    assert page_size("letter", landscape=True) == (279.4, 215.9)
    with pytest.raises(ValueError):
        page_size("a5")
    top, bottom = two_up_frames("a4")
    assert top.y > bottom.top and top.width > top.height
    left, right = two_up_frames("a4", landscape=True)
    assert right.x > left.right and left.height > left.width


def test_layout_imports_neither_qt_nor_reportlab():
    code = (
        "import sys, prefcount.layout as l; l.text_width('x', 10);"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'reportlab'))]; print(bad); assert not bad"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@settings(deadline=None)  # examples: the profile's (tests/conftest.py)
@given(n=st.sampled_from((2, 3, 4)), width=st.floats(90, 400), height=st.floats(90, 400), header=st.booleans())
def test_any_frame_gives_disjoint_zones_inside_it(n, width, height, header):
    frame = layout.Rect(5, 7, width, height)
    pulka = blank_pulka(frame, n, NAMES[:n], 10, ["t", "c", "d"] if header else ())
    for zone in pulka.zones:
        for x, y in zone.outline:
            assert frame.x - 1e-6 <= x <= frame.right + 1e-6 and frame.y - 1e-6 <= y <= frame.top + 1e-6
    step = min(width, height) / 23
    # offsets that never put a sample exactly on a shared border (where both sides count it)
    y = frame.y + step * 0.2718
    while y < frame.top:
        x = frame.x + step * 0.4142
        while x < frame.right:
            assert sum(point_in_polygon((x, y), zone.outline) for zone in pulka.zones) <= 1
            x += step
        y += step
    filled, report = fill_zones(pulka, synthetic(pulka, 12, 7))
    assert all(fit.size >= layout.MINIMUM_SIZE for fit in report.values())
    assert_boxes_inside_zones(filled)


def test_the_screen_shows_each_zones_latest_totals_marked_where_earlier_ones_are_left_out():
    from benchmarks.sample import random_game
    from prefcount.ledger import score

    sheet = score(random_game(300, 3, target=10_000))
    everything = layout.sheet_contents(sheet)
    latest = layout.sheet_contents(sheet, latest=40)
    assert everything.keys() == latest.keys()
    for ref, text in everything.items():
        shown = latest[ref].tokens
        if len(text.tokens) <= 40:
            assert shown == text.tokens
        else:
            assert len(shown) == 40 and shown[-1] == text.tokens[-1] and shown[-1].final
            assert shown[0].text == "…" + text.tokens[-40].text and shown[1:] == text.tokens[-39:]
    assert any(len(text.tokens) > 40 for text in everything.values())


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=60), st.floats(5, 200))
def test_fit_text_fits_or_keeps_the_longest_prefix(text, width):
    fitted, size = layout.fit_text(text, width, 12, 6)
    assert 6 <= size <= 12
    if fitted == text:
        assert layout.text_width(text, size) <= width + 1e-9
    else:
        assert size == 6 and fitted.endswith("…") and text.startswith(fitted[:-1])
        kept = len(fitted) - 1
        assert kept == 1 or layout.text_width(fitted, size) <= width + 1e-9
        assert kept == len(text) or layout.text_width(text[: kept + 1] + "…", size) > width


def test_fit_text_measures_a_long_text_once(monkeypatch):
    """A 10,000-character name froze the app: every shortening step measured the whole text again."""
    metrics = geometry._metrics(False)
    calls = []
    original = type(metrics).width
    monkeypatch.setattr(type(metrics), "width", lambda self, char: calls.append(char) or original(self, char))
    fitted, size = layout.fit_text("Ш" * 10_000, 40, 12, 6)
    assert fitted.endswith("…") and len(fitted) < 100 and size == 6
    assert len(calls) <= 10_000 + 10


def header_boxes(pulka) -> list[TextBox]:
    """The header's texts: above the sheet's top."""
    top = max(y for p in pulka.primitives if isinstance(p, Polygon) and p.stroke for _, y in p.points)
    return [p for p in pulka.primitives if isinstance(p, TextBox) and p.y >= top - 1e-6 and not p.ref]


def test_a_long_convention_in_the_header_is_whole_when_the_line_holds_it():
    """Beside a long title, «Ростов, с изменениями, пуля до 10, вист 0,5 ₽» takes the room the date leaves."""
    texts = ("Среда у Константина Михайловича", "Ростов, с изменениями, пуля до 10, вист 0,5 ₽", "19.07.2025")
    pulka = blank_pulka(layout.Rect(0, 0, 142, 138), 3, NAMES[:3], 10, texts)
    boxes = header_boxes(pulka)
    assert [box.text for box in boxes] == list(texts)
    spans = sorted(
        (box.x + box.text_origin()[0], box.x + box.text_origin()[0] + text_width(box.text, box.size, box.bold))
        for box in boxes
    )
    assert all(right <= left for (_, right), (left, _) in zip(spans, spans[1:]))  # side by side, none over another
    assert spans[0][0] >= 0 and spans[-1][1] <= 142 + 1e-6


def test_short_header_texts_keep_their_thirds():
    pulka = blank_pulka(layout.Rect(0, 0, 280, 190), 3, NAMES[:3], 10, ("Пулька", "Сочи · до 10", "01.12.2025"))
    boxes = header_boxes(pulka)
    assert [(round(box.x), round(box.width), box.align, box.size) for box in boxes] == [
        (0, 93, "left", 10.0),
        (93, 93, "center", 10.0),
        (187, 93, "right", 10.0),
    ]


def test_a_header_too_long_for_the_line_shortens_the_title_first_never_the_date():
    texts = [
        "Пятничная пулька в клубе «Семь треф» на Васильевском",
        "Ленинград, с изменениями, пуля до 30",
        "19.07.2025",
    ]
    boxes = header_boxes(blank_pulka(layout.Rect(0, 0, 100, 100), 3, NAMES[:3], 10, texts))
    assert boxes[0].text.endswith("…") and [box.text for box in boxes[1:]] == texts[1:]
    assert boxes[0].size == boxes[1].size == 6.0  # as small as the header goes, and no smaller
    texts[1] += ", вист 1 ₽, амнистия, без консоляции, распасы до выхода"  # too long even beside a short title
    boxes = header_boxes(blank_pulka(layout.Rect(0, 0, 100, 100), 3, NAMES[:3], 10, texts))
    assert boxes[0].text.endswith("…") and boxes[1].text.endswith("…") and boxes[2].text == "19.07.2025"


def test_small_text_for_a_phone_makes_the_captions_names_and_header_larger():
    frame = layout.Rect(0, 0, 190, 186)
    paper, phone = (blank_pulka(frame, 3, NAMES[:3], 10, ("t", "c", "d"), small_text=k) for k in (1.0, 2.0))

    def size(pulka, kind):
        return max(p.size for p in pulka.primitives if isinstance(p, TextBox) and p.ref and p.ref[0] == kind)

    assert size(phone, "pulya") == 2 * size(paper, "pulya") and size(phone, "whists") == 2 * size(paper, "whists")
    assert size(phone, "name") > 1.5 * size(paper, "name")
    assert header_boxes(phone)[0].size == 2 * header_boxes(paper)[0].size


def test_a_long_name_over_whists_takes_the_line_before_it_is_shortened():
    names = ["Аня", "Александра Константиновна", "Вера"]
    pulka = blank_pulka(layout.Rect(0, 0, 190, 186), 3, names, 10, small_text=2.0)
    captions = [p.text for p in pulka.primitives if isinstance(p, TextBox) and p.ref and p.ref[0] == "whists"]
    assert "Александра Константиновна" in captions or any(c.startswith("Александра Конст") for c in captions)
