"""The packaging/ scripts (not a package: PyInstaller and the release run them as files), loaded for a test."""

from __future__ import annotations

import importlib.util
import types

from where import ROOT


def packaging_module(name: str) -> types.ModuleType:
    """``packaging/<name>.py`` as a module."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
