"""Painting for a long evening must not abort the interpreter (PySide6 6.12 on Python 3.11).

On Python 3.11 the guard lifts the reference counts of None, True and False far out of
reach; from 3.12 on they are immortal and the guard does nothing. Each test runs only
where it can fail.
"""

import sys

import pytest
from PySide6.QtGui import QImage

from prefcount import gamefile
from prefcount.ledger import score
from prefcount.ui.none_guard import HEADROOM, keep_none_alive
from prefcount.ui.sheet_view import SheetView

MORTAL = sys.version_info < (3, 12) and sys.implementation.name == "cpython"
guarded = pytest.mark.skipif(not MORTAL, reason="None, True and False are immortal here: nothing to guard")


@guarded
def test_many_paints_leave_none_far_from_zero(qtbot, data_dir):
    keep_none_alive()
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.set_sheet(score(gamefile.load(data_dir / "game-sochi-3p.json")))
    image = QImage(900, 700, QImage.Format.Format_ARGB32)
    for _ in range(300):  # without the guard this aborts on Python 3.11 after a while
        view.render(image)
    assert sys.getrefcount(None) > HEADROOM // 2


@guarded
def test_true_and_false_are_guarded_too():
    """A Python Signal(bool) drops a reference to the bool on each emit in PySide6 6.12 on 3.11."""
    keep_none_alive()
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        fired = Signal(bool)

    emitter = Emitter()
    emitter.fired.connect(lambda value: None)
    for _ in range(20_000):  # far more than True's natural reference count
        emitter.fired.emit(True)
        emitter.fired.emit(False)
    assert min(sys.getrefcount(True), sys.getrefcount(False)) > HEADROOM // 2


@pytest.mark.skipif(MORTAL, reason="the guard is needed here")
def test_the_guard_does_nothing_where_none_is_immortal():
    before = sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)
    keep_none_alive()
    assert (sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)) == before
