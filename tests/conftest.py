import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests, one profile for the whole run. HYPOTHESIS_PROFILE picks it: ``ci`` (.ci/run) is quick and
# repeatable, ``long`` hunts harder; unset (the README's own command) it is ``dev``, or ``ci`` when CI=true.
# No profile has hypothesis's 200 ms deadline: a busy machine is slow, not wrong.
settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile("ci", max_examples=40, deadline=None, derandomize=True, print_blob=True)
settings.register_profile("long", max_examples=3000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    return DATA
