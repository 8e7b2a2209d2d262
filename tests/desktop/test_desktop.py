"""On a Linux desktop: `prefcount --install-desktop`, then a double-click (the entry's Exec line) opens a game,
and a second one hands its game to the window already open — real processes, offscreen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from where import DATA, ROOT

from prefcount.desktop import install as desktop
from prefcount.files import gamefile
from prefcount.files.paths import resource_path

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the freedesktop desktop is Linux's")


def exec_arguments(entry: Path, file: Path) -> list[str]:
    """What a desktop runs for a double-click on ``file``: the entry's Exec, unescaped and unquoted as the
    Desktop Entry Specification says, ``%f`` replaced by the file."""
    line = next(x for x in entry.read_text(encoding="utf-8").splitlines() if x.startswith("Exec="))
    value = line.removeprefix("Exec=").replace("\\\\", "\\")  # the string escape first, then the quoting
    arguments, current, quoted, escaped, started = [], "", False, False, False
    for char in value:
        if escaped:
            current, escaped = current + char, False
        elif quoted and char == "\\":
            escaped = True
        elif char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if started or current:
                arguments.append(current)
            current, started = "", False
        else:
            current += char
    arguments.append(current)
    return [str(file) if arg == "%f" else arg.replace("%%", "%") for arg in arguments]


def test_installed_files_are_where_the_desktop_looks_and_go_again(tmp_path):
    written = desktop.install(tmp_path, ["/opt/prefcount/prefcount-gui"])
    names = {path.relative_to(tmp_path).as_posix() for path in written}
    assert {"applications/prefcount.desktop", "mime/packages/prefcount-pulka.xml"} <= names
    sizes = (16, 22, 24, 32, 48, 64, 128, 256, 512)
    assert {f"icons/hicolor/{n}x{n}/apps/prefcount.png" for n in sizes} <= names
    assert "icons/hicolor/scalable/apps/prefcount.svg" in names
    entry = (tmp_path / "applications" / "prefcount.desktop").read_text(encoding="utf-8")
    assert "Exec=/opt/prefcount/prefcount-gui %f\n" in entry and "MimeType=application/x-prefcount-pulka;\n" in entry
    assert sorted(desktop.uninstall(tmp_path)) == sorted(written)
    assert not [p for p in tmp_path.rglob("*") if p.is_file() and "prefcount" in p.name]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils (.ci/run installs it)")
def test_the_entry_is_valid_with_any_path(tmp_path):
    desktop.install(tmp_path, ["/home/a b/venv $1/bin/prefcount-gui"])
    done = subprocess.run(["desktop-file-validate", str(tmp_path / "applications" / "prefcount.desktop")], text=True)
    assert done.returncode == 0


@pytest.mark.parametrize("path", ["/usr/bin/prefcount-gui", "/home/a b/x", 'C:\\Program Files\\pre"f`c$o%unt.exe'])
def test_exec_quoting_reads_back_as_the_same_argument(tmp_path, path):
    (tmp_path / "applications").mkdir()
    entry = tmp_path / "applications" / "prefcount.desktop"
    entry.write_text(desktop.desktop_entry([path, "-m", "prefcount"]), encoding="utf-8")
    assert exec_arguments(entry, Path("/g 1.pulka")) == [path, "-m", "prefcount", "/g 1.pulka"]


@linux_only
def test_the_pulka_type_is_known_by_name_and_by_content(tmp_path):
    desktop.install(tmp_path / "share", ["prefcount-gui"])
    shutil.copy(DATA / "game-sochi-3p.json", tmp_path / "game.pulka")
    script = (
        "import sys; from PySide6.QtCore import QMimeDatabase as D; d = D();"
        "print(d.mimeTypeForFile(sys.argv[1]).name()); print(d.mimeTypeForData(open(sys.argv[2], 'rb').read()).name())"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")}
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "game.pulka"), str(DATA / "game-sochi-3p.json")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.stdout.split() == [desktop.MIME_TYPE, desktop.MIME_TYPE], done.stderr


def _opened(data: Path) -> str | None:
    """The file of the game the running app holds, as its autosave says."""
    for path in data.rglob("autosave-*"):
        try:
            return gamefile.load_autosave(path)[1].game_path
        except Exception:  # being written right now
            continue
    return None


def _wait_until_opened(data: Path, game: Path, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if _opened(data) == str(game):
            return
        assert process.poll() is None, process.communicate()
        time.sleep(0.2)
    raise AssertionError(f"the app did not open {game.name}; it holds {_opened(data)}")


@linux_only
def test_a_double_click_opens_the_game_and_a_second_one_hands_it_to_the_open_window(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "QT_QPA_PLATFORM": "offscreen"}
    env["PREFCOUNT_DATA_DIR"] = str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "--install-desktop"], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    entry = tmp_path / "share" / "applications" / "prefcount.desktop"
    first, second = tmp_path / "first game.pulka", tmp_path / "second.pulka"
    shutil.copy(DATA / "game-sochi-3p.json", first)
    shutil.copy(DATA / "game-leningrad-3p.json", second)

    app = subprocess.Popen(exec_arguments(entry, first), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_until_opened(tmp_path / "data", first, app)
        started = time.monotonic()
        handed = subprocess.run(exec_arguments(entry, second), env=env, capture_output=True, text=True, timeout=60)
        assert handed.returncode == 0, handed.stderr
        assert time.monotonic() - started < 30
        _wait_until_opened(tmp_path / "data", second, app)
        assert app.poll() is None  # one app, now holding the second game
    finally:
        app.terminate()
        app.communicate(timeout=60)


def test_icons_are_rendered_at_every_size():
    """tools/build_icons.py's outputs are all there, each at its size (ICO and ICNS with theirs)."""
    from PIL import Image

    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        with Image.open(resource_path("icons", "hicolor", f"{size}x{size}", "apps", "prefcount.png")) as image:
            assert image.size == (size, size) and image.mode == "RGBA"
    with Image.open(resource_path("icons", "prefcount.ico")) as ico:  # shipped: the icon of .pulka files on Windows
        assert {16, 32, 48, 256} <= {w for w, h in ico.info["sizes"]}
    root = ROOT / "packaging" / "icons"
    if not root.is_dir():
        pytest.skip("run from an installed copy: the packaging folder is the source tree's")
    with Image.open(root / "prefcount.icns") as icns:
        assert {(512, 512, 2), (256, 256, 1), (16, 16, 2)} <= set(icns.info["sizes"])


def test_the_standalone_app_names_its_window_program(tmp_path, monkeypatch):
    """`prefcount-cli --install-desktop` in the standalone folder: the entry starts `prefcount`, the window."""
    (tmp_path / "prefcount").write_text("", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "prefcount-cli"))
    assert desktop.launcher() == [str(tmp_path / "prefcount")]


@pytest.mark.skipif(shutil.which("gtk-update-icon-cache") is None, reason="gtk-update-icon-cache is not installed")
def test_no_icon_cache_is_made_and_one_already_there_is_refreshed(tmp_path):
    """A user icon cache made by the install would outlive the uninstall and hide other apps' icons: none is made.
    A cache the user has already is kept up to date, and still there after the uninstall, listing no prefcount."""
    cache = tmp_path / "icons" / "hicolor" / desktop.ICON_CACHE
    desktop.install(tmp_path, ["prefcount-gui"])
    assert not cache.exists()
    desktop.uninstall(tmp_path)
    assert not cache.exists()

    other = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(resource_path("icons", "hicolor", "48x48", "apps", "prefcount.png"), other)
    refresh = ["gtk-update-icon-cache", "--force", "--ignore-theme-index", "--quiet", str(cache.parent)]
    subprocess.run(refresh, check=True)
    assert b"prefcount" not in cache.read_bytes()
    desktop.install(tmp_path, ["prefcount-gui"])
    assert b"prefcount" in cache.read_bytes() and b"other" in cache.read_bytes()
    desktop.uninstall(tmp_path)
    assert b"prefcount" not in cache.read_bytes() and b"other" in cache.read_bytes()


def tree(folder):
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*"))


@linux_only
def test_the_uninstall_leaves_nothing_it_made(tmp_path):
    """An empty data folder is empty again: no file, no cache made of prefcount's files, no folder (issue 26 §4)."""
    home = tmp_path / "share"
    home.mkdir()
    desktop.install(home, ["prefcount-gui"])
    if shutil.which("update-mime-database"):
        assert (home / "mime" / "mime.cache").is_file()  # what the install made beside its own files
    desktop.uninstall(home)
    assert tree(home) == []


@linux_only
@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info (run.py test installs it)")
def test_the_uninstall_keeps_the_others_and_their_caches_up_to_date(tmp_path):
    home = tmp_path / "share"
    other_type = home / "mime" / "packages" / "other.xml"
    other_type.parent.mkdir(parents=True)
    other_type.write_text(
        '<?xml version="1.0"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">'
        '<mime-type type="application/x-other"><glob pattern="*.other"/></mime-type></mime-info>\n',
        encoding="utf-8",
    )
    other_app = home / "applications" / "other.desktop"
    other_app.parent.mkdir(parents=True)
    other_app.write_text(
        "[Desktop Entry]\nType=Application\nName=Other\nExec=other %f\nMimeType=application/x-other;\n", "utf-8"
    )
    desktop.install(home, ["prefcount-gui"])
    assert "*.pulka" in (home / "mime" / "globs2").read_text(encoding="utf-8")
    desktop.uninstall(home)
    globs = (home / "mime" / "globs2").read_text(encoding="utf-8")
    assert "*.other" in globs and "pulka" not in globs
    assert not (home / "mime" / "application" / "x-prefcount-pulka.xml").exists()
    assert other_type.is_file() and other_app.is_file()
    if shutil.which("update-desktop-database"):
        assert "prefcount" not in (home / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert not (home / "icons").exists()
