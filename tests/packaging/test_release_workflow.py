"""The release workflow builds with the Python the project is tested on (pyproject.toml's mypy ``python_version``,
the system Python of the tests): a newer one resolves other PySide6 packages (6.12 and PySide6-Pdf from 3.12
on), so the published app would be made of a Qt no test has run."""

import re
import tomllib

from where import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def test_every_build_pins_the_tested_python():
    tested = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["python_version"]
    text = WORKFLOW.read_text(encoding="utf-8")
    setups = re.findall(r"uses: actions/setup-python@\S+\n\s+with:\n\s+python-version: ['\"]?([\d.]+)['\"]?\n", text)
    assert len(setups) == text.count("actions/setup-python"), "a setup-python step without a python-version"
    assert setups and set(setups) == {tested}
