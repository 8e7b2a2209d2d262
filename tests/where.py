"""Where the tests find the project's own files, wherever a test file sits under tests/: the checkout (or the
unpacked source release) and the reference data copied into tests/data."""

from pathlib import Path

#: The checkout, or the unpacked source release.
ROOT = Path(__file__).resolve().parent.parent
#: The reference games and examples (copied from the rules' reference data).
DATA = ROOT / "tests" / "data"
