"""The hypothesis profile of a test run is the one HYPOTHESIS_PROFILE (or CI) asks for, loaded once by conftest.py."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CONFTEST = Path(__file__).parent / "conftest.py"
READ_PROFILE = (
    "import json, runpy; from hypothesis import settings; runpy.run_path({path!r}); "
    "d = settings.default; print(json.dumps([d.max_examples, d.deadline is None, d.derandomize]))"
)


def loaded_profile(**environ: str) -> list:
    env = {k: v for k, v in os.environ.items() if k not in ("HYPOTHESIS_PROFILE", "CI")}
    env.update(environ)
    out = subprocess.run(
        [sys.executable, "-c", READ_PROFILE.format(path=str(CONFTEST))],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, [100, True, False]),  # the README's own command: thorough, and no 200 ms deadline on a busy machine
        ({"CI": "true"}, [40, True, True]),
        ({"HYPOTHESIS_PROFILE": "ci"}, [40, True, True]),  # .ci/run
        ({"HYPOTHESIS_PROFILE": "long"}, [3000, True, False]),
    ],
)
def test_the_profile_asked_for_is_the_one_loaded(environ, expected):
    assert loaded_profile(**environ) == expected
