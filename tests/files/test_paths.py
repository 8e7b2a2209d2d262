"""The user's folders: one name each, the platform's own places (Windows, macOS faked), the old folder moved once."""

import os
import subprocess
import sys
from pathlib import Path, PureWindowsPath

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from prefcount.book import index_path_for
from prefcount.files import paths

KINDS = ("data", "config", "cache", "log")


@pytest.fixture
def standard(monkeypatch):
    """No PREFCOUNT_DATA_DIR; the old folder not yet looked for in this process."""
    monkeypatch.delenv(paths.DATA_DIR_VARIABLE, raising=False)
    monkeypatch.setattr(paths, "_moved_old_folder", False)


@pytest.fixture
def linux(standard, monkeypatch, tmp_path):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
    for variable, folder in [("XDG_DATA_HOME", "share"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")]:
        monkeypatch.setenv(variable, str(tmp_path / folder))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return tmp_path


@pytest.fixture
def windows(standard, monkeypatch, tmp_path):
    """Windows' known folders, answered from a temporary profile (as SHGetKnownFolderPath would)."""
    folders = {"CSIDL_APPDATA": str(tmp_path / "Roaming"), "CSIDL_LOCAL_APPDATA": str(tmp_path / "Local")}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", folders.__getitem__)
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    return tmp_path


@pytest.fixture
def macos(standard, monkeypatch, tmp_path):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def folders() -> dict[str, Path]:
    return {kind: getattr(paths, f"{kind}_dir")() for kind in KINDS}


def test_linux_folders_follow_xdg_and_name_the_app_once(linux):
    assert folders() == {
        "data": linux / "share" / "prefcount",
        "config": linux / "config" / "prefcount",
        "cache": linux / "cache" / "prefcount",
        "log": linux / "state" / "prefcount" / "log",
    }
    assert all(folder.is_dir() for folder in folders().values())


def test_windows_folders_roam_what_the_user_owns_and_keep_the_rest_local(windows):
    found = {kind: PureWindowsPath(str(folder)) for kind, folder in folders().items()}
    roaming, local = PureWindowsPath(str(windows / "Roaming")), PureWindowsPath(str(windows / "Local"))
    assert found == {
        "data": roaming / "prefcount",  # not prefcount\prefcount: no author folder
        "config": roaming / "prefcount",
        "cache": local / "prefcount" / "Cache",
        "log": local / "prefcount" / "Logs",
    }


def test_macos_folders_are_the_library_ones(macos):
    library = macos / "Library"
    assert folders() == {
        "data": library / "Application Support" / "prefcount",
        "config": library / "Application Support" / "prefcount",
        "cache": library / "Caches" / "prefcount",
        "log": library / "Logs" / "prefcount",
    }


def _old_folder(root: Path) -> Path:
    old = root / "prefcount" / "prefcount"
    (old / "backups").mkdir(parents=True)
    (old / "backups" / "game.pulka").write_text("backup", encoding="utf-8")
    (old / "book").mkdir()
    (old / "book" / "club-1234.sqlite").write_text("index", encoding="utf-8")
    (old / "settings.ini").write_text("[General]\nlanguage=uk\n", encoding="utf-8")
    (old / "errors.log").write_text("old error\n", encoding="utf-8")
    (old / "autosave-12-ab.autosave").write_text("game", encoding="utf-8")
    return old


@pytest.mark.parametrize("platform", ["linux", "windows", "macos"])
def test_the_old_folder_is_moved_once_each_thing_to_its_place(platform, request):
    root = request.getfixturevalue(platform)
    base = {"linux": root / "share", "windows": root / "Roaming", "macos": root / "Library" / "Application Support"}
    old = _old_folder(base[platform])
    assert paths.old_data_dir() == old
    found = folders()
    assert not old.exists()
    assert (found["data"] / "backups" / "game.pulka").read_text(encoding="utf-8") == "backup"
    assert (found["data"] / "autosave-12-ab.autosave").read_text(encoding="utf-8") == "game"
    assert (found["config"] / "settings.ini").read_text(encoding="utf-8").endswith("language=uk\n")
    assert (found["cache"] / "book" / "club-1234.sqlite").read_text(encoding="utf-8") == "index"
    assert (found["log"] / "errors.log").read_text(encoding="utf-8") == "old error\n"


def test_nothing_is_overwritten_by_the_move(linux):
    old = _old_folder(linux / "share")
    (linux / "config" / "prefcount").mkdir(parents=True)
    (linux / "config" / "prefcount" / "settings.ini").write_text("new", encoding="utf-8")
    (linux / "share" / "prefcount" / "backups").mkdir()
    (linux / "share" / "prefcount" / "backups" / "other.pulka").write_text("other", encoding="utf-8")
    found = folders()
    assert (found["config"] / "settings.ini").read_text(encoding="utf-8") == "new"
    assert (old / "settings.ini").read_text(encoding="utf-8").endswith("language=uk\n")  # kept where it was
    assert sorted(p.name for p in (found["data"] / "backups").iterdir()) == ["game.pulka", "other.pulka"]
    assert sorted(p.name for p in old.iterdir()) == ["settings.ini"]


def test_one_override_puts_everything_in_one_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(tmp_path / "portable"))
    portable = tmp_path / "portable"
    assert folders() == {"data": portable, "config": portable, "cache": portable / "cache", "log": portable / "log"}
    assert index_path_for(tmp_path / "club").parent == portable / "cache" / "book"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG variables are Linux's")
def test_qt_names_the_same_folders(tmp_path):
    """The window's QStandardPaths and the command line's platformdirs agree on every folder."""
    script = """
from PySide6.QtCore import QStandardPaths as S
from prefcount.ui.app.start import create_app
from prefcount.files import paths
create_app(["prefcount"])
for kind, location in [("data", S.AppDataLocation), ("config", S.AppConfigLocation), ("cache", S.CacheLocation)]:
    print(S.writableLocation(location), getattr(paths, kind + "_dir")())
"""
    env = {key: value for key, value in os.environ.items() if key != paths.DATA_DIR_VARIABLE}
    env.update(XDG_DATA_HOME=str(tmp_path / "share"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.update(XDG_CACHE_HOME=str(tmp_path / "cache"), XDG_STATE_HOME=str(tmp_path / "state"))
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    pairs = [line.split(" ") for line in done.stdout.splitlines()]
    assert len(pairs) == 3 and all(qt == ours for qt, ours in pairs), pairs


def test_resources_are_package_data():
    """Beside the package where it is installed (a wheel, a bundle), else the checkout's top-level resources/."""
    package = Path(paths.__file__).resolve().parent.parent
    assert paths.resources_dir() in (package / "resources", package.parent / "resources")
    assert (paths.resources_dir() / "fonts" / "DejaVuSans.ttf").is_file()
    assert paths.resource_path("fonts", "DejaVuSans.ttf").is_file()
    assert paths.resource_path("icons", "prefcount.svg").is_file()
