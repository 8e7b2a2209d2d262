"""A bare desktop: when Qt cannot load its platform plugin the app says what to install, in one line, and exits."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from where import ROOT

from prefcount.ui.app import platform_check


def start_app(tmp_path, display: str | None, missing: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    """``prefcount`` with no arguments and the xcb platform; a fake ``ldd`` reports the ``missing`` libraries.

    The fake is there even when nothing is missing: the real ``ldd`` would answer for this machine, and a machine
    without the xcb libraries (a bare CI image) would turn "no display" into "libraries missing".
    """
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LC_ALL", "LANG")}
    env.update(
        QT_QPA_PLATFORM="xcb",
        PREFCOUNT_DATA_DIR=str(tmp_path / "data"),
        LC_MESSAGES="en_US.UTF-8",
    )
    if display is not None:
        env["DISPLAY"] = display
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    lines = "".join(f"\\t{lib} => not found\\n" for lib in missing)
    (bin_dir / "ldd").write_text(f"#!/bin/sh\nprintf '\\tlibc.so.6 => /lib/libc.so.6\\n{lines}'\n")
    (bin_dir / "ldd").chmod(0o755)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(
        [sys.executable, "-m", "prefcount"], env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path
    )


def one_line(result: subprocess.CompletedProcess) -> str:
    assert result.returncode == platform_check.EXIT_NO_WINDOW, (result.returncode, result.stderr)  # not -6: no abort
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Aborted" not in result.stderr and "core dumped" not in result.stderr
    return lines[0]


def test_no_display(tmp_path):
    line = one_line(start_app(tmp_path, display=None))
    assert "there is no display" in line


def test_missing_libraries_named_with_the_apt_line(tmp_path):
    line = one_line(start_app(tmp_path, display=None, missing=("libxcb-cursor.so.0", "libxkbcommon-x11.so.0")))
    assert "libxcb-cursor.so.0, libxkbcommon-x11.so.0" in line
    assert line.endswith("sudo apt-get install libxcb-cursor0 libxkbcommon-x11-0")


def test_qt_failing_itself_is_caught_before_its_abort(tmp_path):
    """A display that is set but cannot be reached: Qt's fatal error becomes our line, not a core dump."""
    missing = platform_check.missing_libraries()  # this machine's own: Qt must load its xcb plugin to fail later
    if missing:
        pytest.skip(f"this machine cannot load Qt's xcb plugin ({', '.join(missing)}): Qt stops before the display")
    line = one_line(start_app(tmp_path, display=":4711"))
    assert line == "prefcount cannot open its window: could not connect to display :4711."


def test_missing_libraries_found_when_qt_fails(tmp_path):
    line = one_line(start_app(tmp_path, display=":4711", missing=("libxcb-icccm.so.4",)))
    assert line.endswith("sudo apt-get install libxcb-icccm4")


@pytest.mark.parametrize(
    ("environ", "checked"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "wayland"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, False),
        ({"DISPLAY": ":0"}, False),
        ({}, True),
        ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, True),
    ],
)
def test_only_a_missing_x_display_is_judged_before_qt_starts(environ, checked, monkeypatch):
    monkeypatch.setattr(platform_check, "missing_libraries", lambda plugin=None: [])
    monkeypatch.setattr(sys, "platform", "linux")
    assert (platform_check.platform_problem(environ) is not None) == checked


def test_the_readme_has_the_apt_line_before_the_first_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = platform_check.apt_line()
    assert line in readme
    assert readme.index(line) < readme.index("pip install")
