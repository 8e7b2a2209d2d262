"""The standalone app's recipe, checked without building it: the PyInstaller spec gives prefcount.app the project's
version and the ``.pulka`` document type and collects the top-level resources/ where the wheel has them; the Linux
zip keeps the folder's symbolic links as links (issue 26 §2, §3)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tomllib
import types
import zipfile

import pytest
from where import ROOT

SPEC = ROOT / "packaging" / "prefcount.spec"


def load_build_standalone() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("build_standalone", ROOT / "packaging" / "build_standalone.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    """Stands for one of PyInstaller's build steps: keeps what it was given."""

    def __init__(self, calls: dict[str, list], name: str) -> None:
        self.calls, self.name = calls, name

    def __call__(self, *args, **kwargs):
        self.calls.setdefault(self.name, []).append((args, kwargs))
        return types.SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[], args=args, kwargs=kwargs)


def run_spec(monkeypatch, platform: str) -> dict[str, list]:
    """Execute the spec as PyInstaller would on ``platform``, its build steps and hooks stood in for."""
    calls: dict[str, list] = {}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda *a, **k: []
    hooks.collect_submodules = lambda *a, **k: []
    hooks.copy_metadata = lambda *a, **k: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    names = {step: Recorder(calls, step) for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), {"SPECPATH": str(SPEC.parent), **names})
    return calls


def test_the_app_bundle_has_the_version_and_opens_pulka_files(monkeypatch):
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    ((_, bundle),) = run_spec(monkeypatch, "darwin")["BUNDLE"]
    assert bundle["version"] == version
    plist = bundle["info_plist"]
    assert plist["CFBundleShortVersionString"] == version
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["pulka"]
    assert document["LSItemContentTypes"] == ["org.prefcount.pulka"]
    (declared,) = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["pulka"]


def test_the_resources_are_collected_where_the_wheel_has_them(monkeypatch):
    calls = run_spec(monkeypatch, "linux")
    ((_, analysis),) = calls["Analysis"]
    assert (str(ROOT / "resources"), "prefcount/resources") in analysis["datas"]
    assert "BUNDLE" not in calls  # prefcount.app is macOS's


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows; its zip has none")
def test_the_zip_keeps_symbolic_links(tmp_path):
    folder = tmp_path / "prefcount"
    (folder / "_internal" / "lib").mkdir(parents=True)
    (folder / "_internal" / "lib" / "libQt6Core.so.6").write_bytes(b"x" * 100_000)
    (folder / "_internal" / "libQt6Core.so.6").symlink_to("lib/libQt6Core.so.6")
    (folder / "prefcount").write_bytes(b"#!program")
    (folder / "prefcount").chmod(0o755)
    archive = tmp_path / "app.zip"
    load_build_standalone().zip_folder(folder, archive)
    with zipfile.ZipFile(archive) as zipped:
        link = zipped.getinfo("prefcount/_internal/libQt6Core.so.6")
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert zipped.read(link) == b"lib/libQt6Core.so.6"  # the link, not 100 kB again
        assert (zipped.getinfo("prefcount/prefcount").external_attr >> 16) & 0o111  # still a program
    if shutil.which("unzip"):
        out = tmp_path / "out"
        subprocess.run(["unzip", "-q", str(archive), "-d", str(out)], check=True)
        restored = out / "prefcount" / "_internal" / "libQt6Core.so.6"
        assert restored.is_symlink() and restored.read_bytes() == b"x" * 100_000
        assert os.access(out / "prefcount" / "prefcount", os.X_OK)
