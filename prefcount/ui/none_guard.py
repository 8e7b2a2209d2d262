"""Work around PySide6 6.12 on Python 3.11: every ``void`` Qt method drops a reference to ``None``.

PySide6 6.12's bindings return ``Py_None`` without adding a reference (harmless on
Python ≥ 3.12, where ``None`` is immortal). On 3.11 each call such as
``painter.drawLine(...)``, ``font.setBold(...)`` or ``widget.update()`` lowers
``None``'s reference count by one; after a few tens of thousands of calls —
a minute of painting the sheet — the interpreter aborts with
"none_dealloc: deallocating None". Nobody may lose a game to that, so the app
raises ``None``'s count far out of reach once at start (``None`` is never
freed anyway). Verified by ``tests/ui/test_none_guard.py``.
"""

from __future__ import annotations

import ctypes
import sys

HEADROOM = 1 << 52


def keep_none_alive() -> None:
    """Give ``None`` a reference count no run of the app can exhaust (no-op on Python ≥ 3.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))
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
