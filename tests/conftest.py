import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    return DATA


# Hypothesis: ``ci`` keeps the suite quick and repeatable (.ci/run selects it); ``long`` hunts harder.
settings.register_profile("ci", max_examples=40, derandomize=True, deadline=None)
settings.register_profile("long", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
