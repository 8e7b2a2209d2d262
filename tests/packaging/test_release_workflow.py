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


def test_the_linux_bundle_carries_the_xcb_libraries_and_opens_its_window_on_x():
    """The Linux build machine has the xcb libraries when PyInstaller runs (so the folder carries them), and the
    smoke test opens the window under Xvfb with the xcb platform, as on a desktop, not offscreen."""
    text = WORKFLOW.read_text(encoding="utf-8")
    install, build = text.index("run.py system-packages ci"), text.index("pip install . pyinstaller")
    assert install < build
    linux = text[text.index("Build and smoke-test (Linux") :].split("      - name:", 1)[0]
    assert "SMOKE_QT_PLATFORM: xcb" in linux and "xvfb-run" in linux and "runner.os == 'Linux'" in linux


def test_every_push_runs_the_readme_test_command_on_three_systems():
    text = (ROOT / ".github" / "workflows" / "tests.yml").read_text(encoding="utf-8")
    assert "on:\n  push:" in text
    assert "os: [ubuntu-latest, windows-latest, macos-14]" in text
    assert 'python: ["3.11", "3.13"]' in text
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "run: python3 run.py test" in text and "python3 run.py test" in readme
    assert "run: python run.py test" in text and "`python run.py test`" in readme  # Windows, as the README says
    assert "QT_QPA_PLATFORM: offscreen" in text
