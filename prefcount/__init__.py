"""prefcount — the score of a game of preferans, kept the way it looks on paper."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    __version__: str


def __getattr__(name: str) -> str:
    # the version is written once, in pyproject.toml; read from the installed metadata only when asked,
    # so that importing prefcount (every command, the window's first paint) does not load importlib.metadata
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("prefcount")
        except PackageNotFoundError:  # a source tree used without installing it
            return "unknown (not installed)"
    raise AttributeError(f"module 'prefcount' has no attribute {name!r}")
