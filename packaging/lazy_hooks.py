"""The standalone app's cold start: PyInstaller's run-time hooks, run when they are needed instead of before every
start (used by prefcount.spec).

PyInstaller runs the run-time hook of every package it collected before the program's first line. Three of them
made ``prefcount-cli --version`` cost 2.8 times and ``score --json`` 1.8 times the same command in a venv (measured
with ``-X importtime`` in the frozen app): ``pyi_rth_pyside6`` imports ``PySide6.QtCore`` (shiboken, its signature
machinery and Qt's libraries) to register a ``qt.conf``; ``pyi_rth_inspect`` imports ``inspect`` and ``zipfile``
and lists ``base_library.zip``; ``pyi_rth_multiprocessing`` imports ``multiprocessing`` and ``subprocess``. None is
needed by a command that never touches Qt, inspects no source and starts no worker. Each is wrapped here:

* ``after``: run once its module is first imported (``PySide6``: before the first Qt class can be used, so the
  plugin paths and the ``qt.conf`` are in place exactly as before; ``inspect``);
* ``helper``: run only in a process that multiprocessing (or pyqtgraph) started — ``--multiprocessing-fork``, the
  resource tracker's ``-c``, pyqtgraph's ``bootstrap.py`` — where it turns the program into that helper.

The wrapped hook's own code is PyInstaller's, read from PyInstaller at build time and run unchanged. The rest
of the difference was the archive the modules were packed in (prefcount.spec: ``noarchive``). Measured with
farm-bench on Linux, the frozen app against the same commands in a venv (the medians of the paired ratios of CPU
time): ``--version`` 2.52 → 1.28 (the hooks) → 1.05 (and no archive); ``score --json`` 1.63 → 1.19 → 1.02.
"""

from __future__ import annotations

from pathlib import Path

#: PyInstaller's run-time hook → when to run it: ("after", module) or ("helper", "").
LAZY = {
    "pyi_rth_pyside6": ("after", "PySide6"),
    "pyi_rth_inspect": ("after", "inspect"),
    "pyi_rth_multiprocessing": ("helper", ""),
    "pyi_rth_pyqtgraph_multiprocess": ("helper", ""),
}

HELPER = '''\
import sys as _sys


def _is_helper(argv):
    """A process multiprocessing or pyqtgraph started (prefcount_main.py asks the same)."""
    rest = argv[1:]
    return bool(rest) and (rest[0] == "--multiprocessing-fork" or "-c" in rest or rest[0].endswith("bootstrap.py"))


if _is_helper(_sys.argv):
    exec(compile({source!r}, {name!r}, "exec"), {{"__name__": {name!r}}})
del _sys, _is_helper
'''

AFTER = '''\
class _Loader:
    """The module's own loader, then the hook."""

    def __init__(self, loader, then):
        self._loader, self._then = loader, then

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._loader.exec_module(module)
        self._then()

    def __getattr__(self, name):
        return getattr(self._loader, name)


class _After:
    """Runs the hook once {module!r} has been imported. (Everything it needs is its own: PyInstaller clears a
    hook's globals once the hook has run.)"""

    def __init__(self):
        import sys

        self.sys, self.loader_class = sys, _Loader
        if {module!r} in sys.modules:
            self.run()
        else:
            sys.meta_path.insert(0, self)

    def find_spec(self, fullname, path=None, target=None):
        if fullname != {module!r}:
            return None
        self.sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(fullname)
        if spec is not None and spec.loader is not None:
            spec.loader = self.loader_class(spec.loader, self.run)
        return spec

    def run(self):
        exec(compile({source!r}, {name!r}, "exec"), {{"__name__": {name!r}}})


_After()
'''


def wrapper(name: str, source: str) -> str:
    """The source of a run-time hook that runs PyInstaller's ``name`` (its ``source``) when :data:`LAZY` says."""
    when, module = LAZY[name]
    if when == "helper":
        return HELPER.format(source=source, name=name)
    return AFTER.format(source=source, name=name, module=module)


def make_lazy(scripts: list[tuple[str, str, str]], folder: Path) -> list[tuple[str, str, str]]:
    """``Analysis.scripts`` with each hook of :data:`LAZY` replaced by its wrapper, written into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    lazy = []
    for name, path, kind in scripts:
        if name in LAZY:
            wrapped = folder / f"{name}.py"
            wrapped.write_text(wrapper(name, Path(path).read_text(encoding="utf-8")), encoding="utf-8")
            path = str(wrapped)
        lazy.append((name, path, kind))
    return lazy
