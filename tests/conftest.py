import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

import prefcount

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The suite speaks English whatever the developer's desktop speaks (a Russian desktop's LANGUAGE=ru would make every
# command line the tests start answer in Russian); a test of another language, or of how the system's language is
# found, sets the locale variables itself. (LANGUAGE comes first for prefcount and for Qt alike.)
os.environ["LANGUAGE"] = "en"

# Every process a test starts imports the prefcount this run tests: the installed one in CI (.ci/run runs the
# tests of the unpacked source release against the package installed from it), the checkout's in development.
# (A test never puts the source folder on the path itself: that would test the source, not what was installed.)
CODE = str(Path(prefcount.__file__).resolve().parent.parent)
# The benchmarks and the sample games they share (benchmarks/, beside tests/, not shipped in the wheel) are
# found after the installed prefcount: last on this path, and after CODE on the path of every process started.
SOURCE = str(Path(__file__).resolve().parent.parent)
if SOURCE not in sys.path:
    sys.path.append(SOURCE)
os.environ["PYTHONPATH"] = os.pathsep.join([CODE, *filter(None, [os.environ.get("PYTHONPATH")]), SOURCE])

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


@pytest.fixture
def sochi(data_dir: Path):
    """The 3-player Sochi reference game (tests/data/game-sochi-3p.json)."""
    from prefcount.files import gamefile

    return gamefile.load(data_dir / "game-sochi-3p.json")
