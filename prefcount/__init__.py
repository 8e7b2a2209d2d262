"""prefcount — the score of a game of preferans, kept the way it looks on paper."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """prefcount's version, written only in ``pyproject.toml``: from there when this is a source tree (a
    checkout, even one installed in editable mode, whose metadata may be older), else from the installed
    package's metadata; ``"unknown"`` when neither is there (a build that left its metadata out)."""
    import importlib.metadata
    import tomllib
    from pathlib import Path

    try:
        with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as handle:
            project = tomllib.load(handle).get("project", {})
        if project.get("name") == "prefcount" and isinstance(project.get("version"), str):
            return str(project["version"])
    except (OSError, tomllib.TOMLDecodeError):
        pass
    try:
        return importlib.metadata.version("prefcount")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def __getattr__(name: str) -> str:
    """``prefcount.__version__``, read when asked for (the metadata takes a while to load)."""
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'prefcount' has no attribute {name!r}")
