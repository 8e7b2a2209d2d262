import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests: thorough at a desk, quick in CI (which sets CI=true); HYPOTHESIS_PROFILE picks one.
settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile("ci", max_examples=25, deadline=None, derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    return DATA


# Hypothesis: ``ci`` keeps the suite quick and repeatable (.ci/run selects it); ``long`` hunts harder.
settings.register_profile("ci", max_examples=40, derandomize=True, deadline=None)
settings.register_profile("long", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
