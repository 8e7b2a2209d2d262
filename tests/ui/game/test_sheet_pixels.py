"""The sheet view's one mapping between the layout's millimetres (y up) and the widget's pixels (y down)."""

from __future__ import annotations

import pytest

from prefcount.ui.game.sheet_view import SheetView


@pytest.fixture
def view(qtbot):
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.set_blank(3, ("Аня", "Борис", "Вера"), 20)
    return view


def test_the_frame_is_centred_and_pixels_come_back_to_the_same_millimetres(view):
    mapping = view.pixel_map()
    frame = view.frame_mm()
    top_left, bottom_right = view.to_pixels(frame.x, frame.top), view.to_pixels(frame.right, frame.y)
    width, height = bottom_right.x() - top_left.x(), bottom_right.y() - top_left.y()
    assert width == pytest.approx(frame.width * mapping.scale) and height == pytest.approx(frame.height * mapping.scale)
    assert top_left.x() == pytest.approx(view.width() - bottom_right.x())  # centred across
    strip = view.height() - view.legend_height()
    assert top_left.y() == pytest.approx(strip - bottom_right.y())  # and down, above the legend
    for x, y in ((frame.x, frame.top), (frame.x + 31.5, frame.y + 12.25), (frame.right, frame.y)):
        point = view.to_pixels(x, y)
        assert view.to_mm(point.x(), point.y()) == pytest.approx((x, y))
