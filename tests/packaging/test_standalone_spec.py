"""The standalone app's recipe, checked without building it: the PyInstaller spec gives prefcount.app the project's
version and the ``.pulka`` document type and collects the top-level resources/ where the wheel has them; the Linux
zip keeps the folder's symbolic links as links (issue 26 §2, §3)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tomllib
import types
import zipfile
from pathlib import Path

import pytest
from packaging_helpers import packaging_module
from where import ROOT

SPEC = ROOT / "packaging" / "prefcount.spec"


class Recorder:
    """Stands for one of PyInstaller's build steps: keeps what it was given."""

    def __init__(self, calls: dict[str, list], name: str) -> None:
        self.calls, self.name = calls, name

    def __call__(self, *args, **kwargs):
        self.calls.setdefault(self.name, []).append((args, kwargs))
        return types.SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[], args=args, kwargs=kwargs)


def run_spec(monkeypatch, platform: str, work: Path) -> dict[str, list]:
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
    monkeypatch.setattr(sys, "path", list(sys.path))  # (the spec adds packaging/ to it)
    names = {step: Recorder(calls, step) for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec_globals = {"SPECPATH": str(SPEC.parent), "workpath": str(work), **names}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), spec_globals)
    return calls


def test_the_app_bundle_has_the_version_and_opens_pulka_files(monkeypatch, tmp_path):
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    ((_, bundle),) = run_spec(monkeypatch, "darwin", tmp_path)["BUNDLE"]
    assert bundle["version"] == version
    plist = bundle["info_plist"]
    assert plist["CFBundleShortVersionString"] == version
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["pulka"]
    assert document["LSItemContentTypes"] == ["org.prefcount.pulka"]
    (declared,) = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["pulka"]


def test_the_resources_are_collected_where_the_wheel_has_them(monkeypatch, tmp_path):
    calls = run_spec(monkeypatch, "linux", tmp_path)
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
    packaging_module("build_standalone").zip_folder(folder, archive)
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


HOOK = "import sys\nsys.stdout.write('the hook ran\\n')\n"


def run_wrapped(tmp_path, name: str, program: str, *argv: str) -> list[str]:
    """Run the lazy wrapper of the hook ``name`` (its code: :data:`HOOK`) as PyInstaller would, then ``program``."""
    hook = tmp_path / f"{name}.py"
    hook.write_text(HOOK, encoding="utf-8")
    ((_, wrapped, _),) = packaging_module("lazy_hooks").make_lazy([(name, str(hook), "PYSOURCE")], tmp_path / "lazy")
    # (PyInstaller runs a hook in a namespace of its own and clears it afterwards: so does this)
    code = f"hook = {{'__name__': {name!r}}}\nexec(compile(open({wrapped!r}).read(), {name!r}, 'exec'), hook)\n"
    code += f"hook.clear()\n{program}"
    done = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_the_qt_hook_runs_once_pyside6_is_imported_and_not_before(tmp_path):
    program = "print('started')\nimport PySide6\nprint('imported')\nimport PySide6.QtCore\n"
    assert run_wrapped(tmp_path, "pyi_rth_pyside6", program) == ["started", "the hook ran", "imported"]
    assert run_wrapped(tmp_path, "pyi_rth_pyside6", "print('a command without Qt')") == ["a command without Qt"]


def test_a_hook_whose_module_is_loaded_already_runs_at_once(tmp_path):
    assert run_wrapped(tmp_path, "pyi_rth_inspect", "import sys\nprint('inspect' in sys.modules)")[0] in (
        "the hook ran",  # inspect was loaded by the interpreter's start-up here
        "False",
    )
    assert run_wrapped(tmp_path, "pyi_rth_inspect", "import inspect\nprint('done')")[-2:] == ["the hook ran", "done"]


@pytest.mark.parametrize(
    ("argv", "runs"),
    [
        ([], False),
        (["score", "game.pulka", "--json"], False),
        (["--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"], True),
        (["-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(6)"], True),
        (["/app/_internal/pyqtgraph/multiprocess/bootstrap.py"], True),
    ],
    ids=["window", "command", "worker", "resource tracker", "pyqtgraph"],
)
def test_the_multiprocessing_hook_runs_only_in_a_helper_process(tmp_path, argv, runs):
    seen = run_wrapped(tmp_path, "pyi_rth_multiprocessing", "print('main')", *argv)
    assert seen == (["the hook ran", "main"] if runs else ["main"])


def test_only_the_listed_hooks_are_wrapped(tmp_path):
    other = tmp_path / "pyi_rth_pkgutil.py"
    other.write_text(HOOK, encoding="utf-8")
    scripts = [("pyi_rth_pkgutil", str(other), "PYSOURCE"), ("prefcount_main", "/x/prefcount_main.py", "PYSOURCE")]
    assert packaging_module("lazy_hooks").make_lazy(scripts, tmp_path / "lazy") == scripts
