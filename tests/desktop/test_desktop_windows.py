"""Windows: `prefcount --install-desktop` registers .pulka for this user (HKCU\\Software\\Classes) and
`--uninstall-desktop` removes only prefcount's part. Run with the platform faked and a dict-backed winreg."""

from __future__ import annotations

import argparse
import sys
import types
from pathlib import Path

import pytest

from prefcount.cli import desktop as desktop_options
from prefcount.desktop import windows as desktop_windows

HKCU = "HKEY_CURRENT_USER"


class FakeRegistry(types.ModuleType):
    """The part of winreg prefcount uses, over a dict {key path: {value name: value}}; keys are case-insensitive
    as Windows' are, and DeleteKey refuses a key with subkeys, as Windows does."""

    HKEY_CURRENT_USER = HKCU
    KEY_READ, KEY_WRITE, KEY_ALL_ACCESS = 1, 2, 3
    REG_SZ = 1

    def __init__(self) -> None:
        super().__init__("winreg")
        self.keys: dict[str, dict[str, object]] = {}

    class Key:
        def __init__(self, path: str) -> None:
            self.path = path

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            pass

    def _find(self, path: str) -> str:
        for known in self.keys:
            if known.lower() == path.lower():
                return known
        raise FileNotFoundError(2, "The system cannot find the file specified", path)

    def CreateKeyEx(self, root, path, reserved=0, access=KEY_WRITE):
        parts = path.split("\\")
        for end in range(1, len(parts) + 1):
            sub = "\\".join(parts[:end])
            try:
                self._find(sub)
            except FileNotFoundError:
                self.keys[sub] = {}
        return self.Key(self._find(path))

    def OpenKey(self, root, path, reserved=0, access=KEY_READ):
        return self.Key(self._find(path))

    def SetValueEx(self, key, name, reserved, kind, value):
        self.keys[key.path][name] = value

    def QueryValueEx(self, key, name):
        values = self.keys[key.path]
        if name not in values:
            raise FileNotFoundError(2, "The system cannot find the file specified", name)
        return values[name], self.REG_SZ

    def DeleteValue(self, key, name):
        self.QueryValueEx(key, name)
        del self.keys[key.path][name]

    def _subkeys(self, path: str) -> list[str]:
        prefix = path.lower() + "\\"
        return [k[len(prefix) :] for k in self.keys if k.lower().startswith(prefix) and "\\" not in k[len(prefix) :]]

    def EnumKey(self, key, index):
        subkeys = self._subkeys(key.path)
        if index >= len(subkeys):
            raise OSError(259, "No more data is available")
        return subkeys[index]

    def QueryInfoKey(self, key):
        return len(self._subkeys(key.path)), len(self.keys[key.path]), 0

    def DeleteKey(self, root, path):
        found = self._find(path)
        if self._subkeys(found):
            raise PermissionError(5, "Access is denied", path)
        del self.keys[found]

    def value(self, path: str, name: str = "") -> object:
        return self.keys[self._find(path)].get(name)


@pytest.fixture
def windows(monkeypatch, tmp_path):
    """Windows, with a fake registry and shell, and the standalone app's folder in tmp_path."""
    registry = FakeRegistry()
    monkeypatch.setitem(sys.modules, "winreg", registry)
    monkeypatch.setattr(sys, "platform", "win32")
    notified = []
    shell32 = types.SimpleNamespace(SHChangeNotify=lambda *args: notified.append(args))
    monkeypatch.setattr("ctypes.windll", types.SimpleNamespace(shell32=shell32), raising=False)
    (tmp_path / "prefcount.exe").write_bytes(b"MZ")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "prefcount-cli.exe"))
    registry.notified = notified
    return registry


def run(install: bool) -> int | None:
    return desktop_options.run(argparse.Namespace(install_desktop=install, uninstall_desktop=not install, command=None))


CLASSES = "Software\\Classes"


def test_install_registers_the_file_type_for_the_window_program_and_tells_the_shell(windows, tmp_path, capsys):
    assert run(True) == 0
    program = tmp_path / "prefcount.exe"
    assert windows.value(f"{CLASSES}\\.pulka") == "prefcount.pulka"
    assert windows.value(f"{CLASSES}\\.pulka\\OpenWithProgids", "prefcount.pulka") == ""
    assert windows.value(f"{CLASSES}\\prefcount.pulka") == "Preferans game (pulka)"
    assert windows.value(f"{CLASSES}\\prefcount.pulka\\shell\\open\\command") == f'"{program}" "%1"'
    assert windows.value(f"{CLASSES}\\prefcount.pulka\\DefaultIcon") == f'"{program}",0'
    assert windows.notified == [(0x08000000, 0, None, None)]
    assert str(program) in capsys.readouterr().out
    assert not (tmp_path / ".local").exists()  # nothing of the Linux desktop's


def test_uninstall_removes_only_what_is_prefcounts(windows):
    other = f"{CLASSES}\\other.app"
    windows.CreateKeyEx(HKCU, f"{other}\\shell\\open\\command")
    windows.CreateKeyEx(HKCU, f"{CLASSES}\\.txt")
    assert run(True) == 0
    with windows.CreateKeyEx(HKCU, f"{CLASSES}\\.pulka\\OpenWithProgids") as key:
        windows.SetValueEx(key, "other.app", 0, windows.REG_SZ, "")
    assert run(False) == 0
    assert not any("prefcount" in path.lower() for path in windows.keys)
    assert windows.value(f"{CLASSES}\\.pulka\\OpenWithProgids", "other.app") == ""  # another program's entry stays
    assert windows.value(f"{CLASSES}\\.pulka") is None
    assert f"{other}\\shell\\open\\command" in windows.keys and f"{CLASSES}\\.txt" in windows.keys
    assert len(windows.notified) == 2


def test_uninstall_leaves_a_default_another_program_took(windows):
    assert run(True) == 0
    with windows.OpenKey(HKCU, f"{CLASSES}\\.pulka") as key:
        windows.SetValueEx(key, "", 0, windows.REG_SZ, "other.app")
    assert run(False) == 0
    assert windows.value(f"{CLASSES}\\.pulka") == "other.app"
    assert not any("prefcount.pulka" in path.lower() for path in windows.keys)


def test_uninstall_of_nothing_changes_nothing(windows):
    windows.CreateKeyEx(HKCU, f"{CLASSES}\\.txt")
    assert run(False) == 0
    assert list(windows.keys) == ["Software", CLASSES, f"{CLASSES}\\.txt"]


def test_a_pip_install_registers_prefcount_gui_and_the_shipped_icon(windows, monkeypatch, tmp_path):
    from prefcount.files.paths import resource_path

    monkeypatch.setattr(sys, "frozen", False)
    scripts = tmp_path / "venv" / "Scripts"
    scripts.mkdir(parents=True)
    (scripts / "prefcount-gui.exe").write_bytes(b"MZ")
    monkeypatch.setattr(sys, "executable", str(scripts / "python.exe"))
    assert run(True) == 0
    command = windows.value(f"{CLASSES}\\prefcount.pulka\\shell\\open\\command")
    assert command == f'"{scripts / "prefcount-gui.exe"}" "%1"'
    icon = windows.value(f"{CLASSES}\\prefcount.pulka\\DefaultIcon")
    assert icon == str(resource_path("icons", "prefcount.ico")) and Path(icon).is_file()


def test_no_window_program_is_one_line_and_nothing_written(windows, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(sys, "frozen", False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "elsewhere" / "python.exe"))
    monkeypatch.setattr(desktop_windows, "window_program", lambda: None)
    assert run(True) == 2
    err = capsys.readouterr().err
    assert err.startswith("prefcount: --install-desktop: found neither prefcount.exe") and err.count("\n") == 1
    assert not windows.keys


def test_macos_says_what_the_app_does_and_installs_nothing(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert run(True) == 2
    err = capsys.readouterr().err
    assert "prefcount.app" in err and "Finder" in err and "pip install" in err
    assert not list(tmp_path.iterdir())
