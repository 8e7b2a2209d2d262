"""Work around PySide6 6.12+ on Python 3.11: its bindings drop references to ``None``, ``True`` and ``False``.

PySide6 6.12 returns ``Py_None`` from every ``void`` Qt method without adding a
reference, and a Python-defined ``Signal(bool)`` loses a reference to the bool
it carries on every emit (both measured: one reference per call; 6.11.3, the
newest release before, and 6.11.0 drop none). On Python ≥ 3.12 these objects
are immortal and nothing happens. On 3.11 each ``painter.drawLine(...)``,
``font.setBold(...)`` or ``widget.update()`` lowers ``None``'s reference count
by one; after a few tens of thousands of calls — a minute of painting the sheet —
the interpreter aborts with "none_dealloc: deallocating None" (or "bool_dealloc").

pyproject.toml keeps Python 3.11 on PySide6 < 6.12, so no supported install
needs this; it stays as a safety net for an environment installed before that
pin (Python 3.11 with PySide6 6.12 or newer), raising the counts far out of
reach once at start (these objects are never freed anyway). Delete it when no
such environment is left. Verified by ``tests/ui/test_none_guard.py``.
"""

from __future__ import annotations

import sys

HEADROOM = 1 << 52
SINGLETONS = (None, True, False)
#: The first PySide6 release with the leak.
LEAKING_SINCE = (6, 12)


def needs_guard() -> bool:
    """Whether this interpreter and PySide6 are the combination that leaks (CPython 3.11, PySide6 ≥ 6.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import PySide6

    return tuple(PySide6.__version_info__[:2]) >= LEAKING_SINCE


def keep_none_alive() -> None:
    """Give ``None``, ``True`` and ``False`` reference counts no run of the app can exhaust.

    A no-op wherever the bindings are right (see :func:`needs_guard`).
    """
    if not needs_guard():
        return
    import ctypes  # only where the guard acts: ctypes costs start-up time

    for singleton in SINGLETONS:
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < HEADROOM:
            refcount.value += HEADROOM


def none_leaks_per_call() -> float:
    """How many references to None one void Qt call drops (0 when the bindings are right)."""
    from PySide6.QtGui import QFont

    font = QFont()
    before = sys.getrefcount(None)
    for _ in range(1000):
        font.setBold(True)
    return (before - sys.getrefcount(None)) / 1000


def bool_leaks_per_emit() -> float:
    """How many references to True one emit of a Python ``Signal(bool)`` drops (0 when right)."""
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        fired = Signal(bool)

    emitter = Emitter()
    emitter.fired.connect(lambda value: None)
    before = sys.getrefcount(True)
    for _ in range(100):
        emitter.fired.emit(True)
    return (before - sys.getrefcount(True)) / 100
