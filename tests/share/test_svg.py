"""The third painter of the layout: SVG, for the phones' page and the result picture."""

import xml.etree.ElementTree as ET

import pytest

from prefcount import layout
from prefcount.share.svg import number, svg_document, svg_elements, xml_text

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def test_every_painted_primitive_is_drawn_in_order_and_zone_outlines_are_not(sochi):
    _game, sheet, _settlement = sochi
    frame = layout.Rect(0, 0, 190, 186)
    pulka = layout.filled_pulka(frame, sheet, ("Pulka", "Sochi", "01.12.2026"))
    root = parse(svg_document(pulka.primitives, frame))
    painted = [
        p
        for p in pulka.primitives
        if not (isinstance(p, layout.Polygon) and p.fill is None and p.stroke is None)
        and not (isinstance(p, layout.TextBox) and not p.text)
    ]
    drawn = [child for child in root if child.tag != f"{SVG}rect"]  # the paper first
    assert len(drawn) == len(painted)
    kinds = {layout.Line: "line", layout.Polygon: "polygon", layout.Circle: "circle", layout.TextBox: "g"}
    assert [child.tag.removeprefix(SVG) for child in drawn] == [kinds[type(p)] for p in painted]
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert texts == [p.text for p in painted if isinstance(p, layout.TextBox)]
    assert "10*" in texts  # a final total: bold and underlined
    assert root.get("viewBox") == "0 0 190 186"


def test_y_is_flipped_and_the_unit_scales_everything():
    frame = layout.Rect(10, 20, 100, 50)
    line = layout.Line(10, 20, 110, 70, 0.5)  # bottom-left corner to top-right corner
    (drawn,) = svg_elements([line], frame)
    element = parse(drawn)
    assert [element.get(k) for k in ("x1", "y1", "x2", "y2", "stroke-width")] == ["0", "50", "100", "0", "0.5"]
    (scaled,) = svg_elements([line], frame, unit=4)
    element = parse(scaled)
    assert [element.get(k) for k in ("x1", "y1", "x2", "y2", "stroke-width")] == ["0", "200", "400", "0", "2"]


def test_text_keeps_its_measured_width_and_turns_as_its_box_does():
    box = layout.TextBox(50, 50, 40, 6, "Аня 7♥", 10, bold=True, underline=True, rotation=90, align="center")
    (drawn,) = svg_elements([box], layout.Rect(0, 0, 100, 100))
    group = parse(drawn)
    text = group.find("text")  # a bare element: no namespace
    assert text.text == "Аня 7♥" and text.get("font-weight") == "bold"
    assert float(text.get("textLength")) == pytest.approx(layout.text_width("Аня 7♥", 10, True), abs=0.01)
    assert float(text.get("font-size")) == pytest.approx(10 * layout.MM_PER_PT, abs=0.01)
    assert "rotate(-90)" in group.get("transform")
    ox, oy = box.to_page(*box.text_origin())
    assert f"translate({number(ox)} {number(100 - oy)})" in group.get("transform")
    assert group.find("line") is not None  # the underline of a final total


@pytest.mark.parametrize("name", ["<script>alert(1)</script>", 'A & "B"', "Вера's", "x\x00\x1fy"])
def test_a_name_is_text_never_markup(name):
    box = layout.TextBox(0, 0, 30, 5, name, 8)
    svg = svg_document([box], layout.Rect(0, 0, 30, 5), label=name)
    root = parse(svg)  # well-formed XML whatever the name
    clean = name.replace("\x00", "").replace("\x1f", "")
    assert root.find(f".//{SVG}text").text == clean and root.get("aria-label") == clean
    assert "<script" not in svg and "<" not in xml_text(name)


def test_numbers_are_short():
    assert [number(v) for v in (12.5, -3.0, 0.0, -0.001, 1 / 3, 190.0)] == ["12.5", "-3", "0", "0", "0.33", "190"]
