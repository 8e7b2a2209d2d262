"""run.py, the README's two commands (issue 26 §1): what it installs on which system, when it may and when it must
stop and print the line, when it makes or updates .venv, and where the arguments go. The system is faked (its
os-release, ldconfig's list, the commands on PATH, root or not, sudo); nothing is installed. The whole path on a
real fresh Debian 12 is the README's own commands, run in a chroot (the delivery note gives the figures)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest
from where import ROOT

spec = importlib.util.spec_from_file_location("run_script", ROOT / "run.py")
assert spec is not None and spec.loader is not None
run = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run)
packages = run.system_packages_module()

DEBIAN = {"ID": "debian", "VERSION_ID": "12"}
UBUNTU = {"ID": "ubuntu", "ID_LIKE": "debian", "VERSION_ID": "24.04"}
FEDORA = {"ID": "fedora", "VERSION_ID": "41"}
ALL_LIBRARIES = {need.name for need in packages.WINDOW}


def patched(module: types.ModuleType, **overrides) -> types.ModuleType:
    """A copy of ``module`` with ``overrides``, for run.py alone (the real module stays as it is for the rest)."""
    copy = types.ModuleType(module.__name__)
    copy.__dict__.update(module.__dict__)
    copy.__dict__.update(overrides)
    return copy


class FakeSystem:
    """A Linux machine: its release, the libraries ldconfig lists, the commands on PATH, the user, sudo."""

    def __init__(self, monkeypatch, release, libraries, commands=(), root=True, sudo=None, ensurepip=True):
        self.ran: list[list[str]] = []
        self.sudo = sudo
        tools = {"apt-get", "dnf"} | set(commands) | ({"sudo"} if sudo is not None else set())
        find_spec = importlib.util.find_spec
        monkeypatch.setattr(
            run, "sys", patched(sys, platform="linux", stdin=types.SimpleNamespace(isatty=lambda: False))
        )
        monkeypatch.setattr(run, "os_release", lambda: release)
        monkeypatch.setattr(run, "venv_works", lambda: False)  # (no .venv yet: python3-venv is asked for)
        monkeypatch.setattr(run, "known_libraries", lambda: set(libraries))
        monkeypatch.setattr(
            run, "shutil", patched(shutil, which=lambda name: f"/usr/bin/{name}" if name in tools else None)
        )
        monkeypatch.setattr(run, "os", patched(os, geteuid=lambda: 0 if root else 1000))
        util = patched(
            importlib.util, find_spec=lambda name: None if name == "ensurepip" and not ensurepip else find_spec(name)
        )
        monkeypatch.setattr(run, "importlib", types.SimpleNamespace(util=util))
        monkeypatch.setattr(run, "subprocess", patched(subprocess, run=self.run))

    def run(self, command, **kwargs):
        self.ran.append(list(command))
        status = 0 if command[:2] != ["sudo", "-n"] or self.sudo == "without password" else 1
        return subprocess.CompletedProcess(command, status, b"", b"")


def test_nothing_is_installed_when_nothing_is_missing(monkeypatch, capsys):
    system = FakeSystem(monkeypatch, DEBIAN, ALL_LIBRARIES, commands={"desktop-file-validate", "update-mime-database"})
    run.ensure_system_packages("test")
    assert system.ran == [] and capsys.readouterr().out == ""


def test_as_root_on_debian_the_line_is_printed_then_run(monkeypatch, capsys):
    system = FakeSystem(monkeypatch, DEBIAN, ALL_LIBRARIES - {"libxcb-cursor.so.0", "libEGL.so.1"}, ensurepip=False)
    run.ensure_system_packages("window")
    install = ["apt-get", "install", "-y", "--no-install-recommends", f"python3.{sys.version_info.minor}-venv"]
    install += ["libegl1", "libxcb-cursor0"]
    assert system.ran == [["apt-get", "update"], install]
    assert f"    apt-get update && {' '.join(install)}\n" in capsys.readouterr().out  # the exact line, shown


def test_through_sudo_when_it_needs_no_password(monkeypatch):
    system = FakeSystem(monkeypatch, UBUNTU, ALL_LIBRARIES - {"libGL.so.1"}, root=False, sudo="without password")
    run.ensure_system_packages("window")
    assert system.ran[-2:] == [
        ["sudo", "apt-get", "update"],
        ["sudo", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "--no-install-recommends", "libgl1"],
    ]


@pytest.mark.parametrize("sudo", [None, "with password"], ids=["no sudo", "sudo asks a password, no terminal"])
def test_a_user_who_may_not_install_gets_the_line_and_a_stop(monkeypatch, sudo):
    system = FakeSystem(monkeypatch, DEBIAN, ALL_LIBRARIES - {"libxcb-cursor.so.0"}, root=False, sudo=sudo)
    with pytest.raises(run.Stop) as stop:
        run.ensure_system_packages("window")
    assert "sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y" in str(stop.value)
    assert "libxcb-cursor0" in str(stop.value) and "then run this again" in str(stop.value)
    assert [command for command in system.ran if "apt-get" in command] == []


def test_fedora_asks_dnf_for_the_libraries_themselves(monkeypatch):
    system = FakeSystem(monkeypatch, FEDORA, ALL_LIBRARIES - {"libxcb-cursor.so.0"}, commands={"update-mime-database"})
    run.ensure_system_packages("test")
    assert system.ran == [["dnf", "install", "-y", "libxcb-cursor.so.0()(64bit)", "desktop-file-utils"]]


def test_an_unknown_system_is_told_what_is_missing(monkeypatch):
    FakeSystem(monkeypatch, {"ID": "arch"}, ALL_LIBRARIES - {"libEGL.so.1"})
    with pytest.raises(run.Stop, match="lacks libEGL.so.1; install them with its package manager"):
        run.ensure_system_packages("window")


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_need_no_system_packages(monkeypatch, platform):
    system = FakeSystem(monkeypatch, {}, set(), ensurepip=False)
    monkeypatch.setattr(run.sys, "platform", platform)  # (run.sys is the test's copy here)
    run.ensure_system_packages("test")
    assert system.ran == []


def test_ci_adds_the_x_server_and_a_browser_where_there_is_none(monkeypatch):
    system = FakeSystem(
        monkeypatch,
        DEBIAN,
        ALL_LIBRARIES | {f"libpython3.{sys.version_info.minor}.so.1.0"},
        commands={"desktop-file-validate", "update-mime-database", "objdump", "google-chrome"},
    )
    run.ensure_system_packages("ci", with_venv=False)
    installed = system.ran[-1][system.ran[-1].index("--no-install-recommends") + 1 :]
    assert installed[:4] == ["xvfb", "xauth", "xdotool", "x11-xkb-utils"]
    assert "chromium" not in installed  # GitHub's runners: Chrome is there


def test_the_checks_add_what_pyinstaller_needs(monkeypatch):
    """``run.py check`` builds the standalone app (tests/packaging): PyInstaller asks objdump on Linux, and takes
    Python's shared library into the app."""
    system = FakeSystem(monkeypatch, DEBIAN, ALL_LIBRARIES, commands={"desktop-file-validate", "update-mime-database"})
    run.ensure_system_packages("dev", with_venv=False)
    assert system.ran[-1][-2:] == ["binutils", f"libpython3.{sys.version_info.minor}"]  # (Debian's Python: apart)


# --------------------------------------------------------------------------- .venv


@pytest.fixture
def checkout(tmp_path, monkeypatch):
    """run.py's folder in ``tmp_path``: a pyproject.toml, .venv said to work, pip recorded."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'prefcount'\n", encoding="utf-8")
    monkeypatch.setattr(run, "ROOT", tmp_path)
    monkeypatch.setattr(run, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(run, "STAMP", tmp_path / ".venv" / "prefcount-setup.json")
    (tmp_path / ".venv").mkdir()
    monkeypatch.setattr(run, "venv_works", lambda: True)
    pip: list[list[str]] = []
    record = lambda command, **kw: pip.append(command) or subprocess.CompletedProcess(command, 0)  # noqa: E731
    monkeypatch.setattr(run, "subprocess", patched(subprocess, run=record))
    return types.SimpleNamespace(folder=tmp_path, pip=pip)


def test_venv_installed_once_then_reused_and_updated_when_pyproject_changes(checkout):
    run.ensure_venv(())
    assert checkout.pip[-1][-2:] == ["--editable", str(checkout.folder)]
    run.ensure_venv(())
    assert len(checkout.pip) == 1  # nothing changed: no pip at all
    run.ensure_venv(("test",))
    assert checkout.pip[-1][-1] == f"{checkout.folder}[test]"  # the test extra, the first time
    run.ensure_venv(())
    assert len(checkout.pip) == 2  # (the test extra stays installed: the app needs nothing more)
    (checkout.folder / "pyproject.toml").write_text("[project]\nname = 'prefcount'\nversion = '2'\n")
    run.ensure_venv(())
    assert checkout.pip[-1][-1] == f"{checkout.folder}[test]"  # brought up to date, the extras kept


def test_a_failed_install_is_tried_again(checkout, monkeypatch):
    failed = lambda command, **kw: subprocess.CompletedProcess(command, 1)  # noqa: E731
    monkeypatch.setattr(run, "subprocess", patched(subprocess, run=failed))
    with pytest.raises(run.Stop, match="pip could not install"):
        run.ensure_venv(())
    assert not run.STAMP.exists()


def test_the_venv_python_on_windows(monkeypatch):
    monkeypatch.setattr(run, "os", patched(os, name="nt"))
    assert run.venv_python(Path("v")) == Path("v/Scripts/python.exe")


# --------------------------------------------------------------------------- the arguments


@pytest.mark.parametrize(
    ("argv", "called"),
    [
        ([], ("start", [])),
        (["game.pulka"], ("start", ["game.pulka"])),
        (["--", "--version"], ("start", ["--version"])),
        (["--", "test"], ("start", ["test"])),  # a game file called "test"
        (["test"], ("test", [])),
        (["test", "tests/ledger", "-x"], ("test", ["tests/ledger", "-x"])),
        (["check"], ("check", [])),
    ],
)
def test_the_arguments_go_where_they_belong(monkeypatch, argv, called):
    seen = []
    monkeypatch.setattr(run, "start", lambda args: seen.append(("start", args)) or 0)
    monkeypatch.setitem(run.COMMANDS, "test", lambda args: seen.append(("test", args)) or 0)
    monkeypatch.setitem(run.COMMANDS, "check", lambda args: seen.append(("check", args)) or 0)
    assert run.main(argv) == 0
    assert seen == [called]


def test_an_old_python_is_told_plainly(monkeypatch):
    monkeypatch.setattr(run, "sys", patched(sys, version_info=(3, 10, 12)))
    with pytest.raises(run.Stop, match="needs Python 3.11 or newer"):
        run.main([])
