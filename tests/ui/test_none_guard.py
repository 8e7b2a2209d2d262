"""Painting for a long evening must not abort the interpreter (PySide6 6.12 on Python 3.11)."""

import sys

from PySide6.QtGui import QImage

from prefcount import gamefile
from prefcount.ui.none_guard import keep_none_alive, needs_guard, none_leaks_per_call
from prefcount.ui.sheet_view import SheetView


def test_many_paints_do_not_exhaust_none(qtbot, data_dir):
    keep_none_alive()
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.set_sheet(
        __import__("prefcount.ledger", fromlist=["score"]).score(gamefile.load(data_dir / "game-sochi-3p.json"))
    )
    image = QImage(900, 700, QImage.Format.Format_ARGB32)
    for _ in range(300):  # without the guard this aborts on Python 3.11
        view.render(image)
    assert sys.getrefcount(None) > 1_000_000 or sys.version_info >= (3, 12) or none_leaks_per_call() == 0


def test_true_and_false_are_guarded_too():
    """A Python Signal(bool) drops a reference to the bool on each emit in PySide6 6.12 on 3.11."""
    keep_none_alive()
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        fired = Signal(bool)

    emitter = Emitter()
    emitter.fired.connect(lambda value: None)
    before = min(sys.getrefcount(True), sys.getrefcount(False))
    for _ in range(20_000):  # far more than True's natural reference count
        emitter.fired.emit(True)
        emitter.fired.emit(False)
    after = min(sys.getrefcount(True), sys.getrefcount(False))
    if needs_guard():
        assert after > 1_000_000
    else:  # bindings that keep their references: nothing was lost
        assert after >= before - 100


def test_the_guard_acts_exactly_where_the_bindings_leak():
    """The guard's version rule matches what this PySide6 and Python really do (pyproject.toml pins around it)."""
    from prefcount.ui.none_guard import bool_leaks_per_emit

    leaks = none_leaks_per_call() > 0 or bool_leaks_per_emit() > 0
    assert needs_guard() == leaks
