"""Where the shipped resources (fonts, translations, icons) are.

Installed, they live in the package ``prefcount.resources`` (mapped from the
repository's ``resources/`` folder by pyproject.toml); in a source checkout
they are the ``resources/`` folder beside the package.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resources_dir() -> Path:
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, e.g. ``resource_path("fonts", "DejaVuSans.ttf")``."""
    return resources_dir().joinpath(*parts)
