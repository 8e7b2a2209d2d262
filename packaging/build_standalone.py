"""Build the standalone prefcount (PyInstaller, one folder) and smoke-test what was built.

    python -m pip install . pyinstaller          # into the Python that builds (a venv)
    python packaging/build_standalone.py         # -> dist/prefcount/ (+ dist/prefcount-<system>-<machine>.zip)
    python packaging/build_standalone.py --test-only   # test a folder built before

The tests run the built programs as a person would, in a clean environment (no PYTHONPATH,
a temporary data folder, Qt offscreen):

* ``prefcount-cli blank`` writes a blank sheet (a PDF with the DejaVu fonts embedded);
* ``prefcount-cli score GAME --json`` prints exactly ``tests/data/*.expected.json``;
* ``prefcount-cli pdf GAME`` prints the filled sheet in Russian;
* ``prefcount-cli stats FOLDER --json`` rates the players (openskill's compiled helper);
* ``prefcount GAME`` starts the window and opens the game (seen in its autosave), and the
  Russian and Ukrainian translations, prefcount's and Qt's own, are in the folder.

It prints the build time and the folder's size, and exits non-zero on the first failure.
``.github/workflows/release.yml`` runs it on Linux, Windows and macOS.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "prefcount.spec"
DATA = ROOT / "tests" / "data"
EXE = ".exe" if os.name == "nt" else ""


class SmokeFailure(Exception):
    pass


def artefact_name() -> str:
    """``prefcount-linux-x86_64``, ``prefcount-windows-amd64``, ``prefcount-macos-arm64``: what a release publishes."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"prefcount-{system}-{platform.machine().lower()}"


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on the spec; the seconds it took."""
    started = time.perf_counter()
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    return time.perf_counter() - started


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def clean_env(data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PREFCOUNT_DATA_DIR")}
    env.update(PREFCOUNT_DATA_DIR=str(data), QT_QPA_PLATFORM=os.environ.get("SMOKE_QT_PLATFORM", "offscreen"))
    return env


def run(args: list[str], env: dict[str, str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, env=env, capture_output=True, text=True, encoding="utf-8", timeout=timeout)
    if done.returncode != 0:
        raise SmokeFailure(f"{' '.join(args)} exited {done.returncode}:\n{done.stdout}\n{done.stderr}")
    return done


def check_pdf(path: Path, *words: bytes) -> None:
    data = path.read_bytes() if path.is_file() else b""
    if not data.startswith(b"%PDF") or b"DejaVuSans" not in data:
        raise SmokeFailure(f"{path.name} is not a PDF set in DejaVu Sans ({len(data)} bytes)")
    for word in words:
        if word not in data:
            raise SmokeFailure(f"{path.name} lacks {word!r}")


def wait_for_game(data: Path, game: Path, app: subprocess.Popen[bytes], seconds: float = 120) -> None:
    """Until the window's autosave says it holds ``game``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for autosave in data.rglob("autosave-*"):
            try:
                if json.loads(autosave.read_text(encoding="utf-8")).get("file") in (str(game), str(game.resolve())):
                    return
            except (OSError, ValueError):
                pass  # being written
        if app.poll() is not None:
            out, err = app.communicate()
            raise SmokeFailure(f"the window exited ({app.returncode}):\n{out.decode()}\n{err.decode()}")
        time.sleep(0.25)
    raise SmokeFailure(f"the window did not open {game.name} within {seconds:.0f} s")


def smoke_test(app_folder: Path) -> list[str]:
    """Run the built programs; the checks passed (raises :class:`SmokeFailure` on the first that fails)."""
    window, cli = app_folder / f"prefcount{EXE}", app_folder / f"prefcount-cli{EXE}"
    passed = []
    with tempfile.TemporaryDirectory(prefix="prefcount-smoke-") as scratch:
        work = Path(scratch)
        env = clean_env(work / "data")

        run(
            [str(cli), "blank", "--players", "4", "--names", "Аня", "Борис", "Вера", "Гена", "-o", str(work / "b.pdf")],
            env,
        )
        check_pdf(work / "b.pdf")
        passed.append("blank sheet PDF (fonts embedded)")

        game = work / "game.pulka"
        shutil.copy(DATA / "game-sochi-3p.json", game)
        scored = json.loads(run([str(cli), "score", str(game), "--json"], env).stdout)
        if scored != json.loads((DATA / "game-sochi-3p.expected.json").read_text(encoding="utf-8")):
            raise SmokeFailure("score --json differs from tests/data/game-sochi-3p.expected.json")
        passed.append("score --json = the reference")

        run([str(cli), "pdf", str(game), "--lang", "ru", "-o", str(work / "filled.pdf")], env)
        check_pdf(work / "filled.pdf")
        passed.append("filled sheet PDF")

        book = work / "book"
        book.mkdir()
        for name in ("game-sochi-3p.json", "game-leningrad-3p.json"):
            shutil.copy(DATA / name, book / name.replace(".json", ".pulka"))
        stats = json.loads(run([str(cli), "stats", str(book), "--json"], env).stdout)
        if not stats["people"] or any("rating" not in person for person in stats["people"]):
            raise SmokeFailure(f"stats --json has no ratings: {stats}")
        passed.append("stats --json with ratings (openskill)")

        # a club's folder big enough to be read by worker processes: each starts the frozen program again
        # (multiprocessing.freeze_support in prefcount_main.py), and each needs the modules the book
        # imports only by name (collect_submodules in the spec)
        from prefcount.book.index import PARALLEL_FROM

        club = work / "club"
        club.mkdir()
        for number in range(PARALLEL_FROM + 1):
            shutil.copy(DATA / "game-sochi-3p.json", club / f"game-{number:03}.pulka")
        stats = json.loads(run([str(cli), "stats", str(club), "--json"], env, timeout=300).stdout)
        if not stats["people"]:
            raise SmokeFailure(f"stats --json of {PARALLEL_FROM + 1} files (worker processes) counted nobody: {stats}")
        passed.append(f"stats --json of {PARALLEL_FROM + 1} files, read by worker processes")

        for name in ("ui_ru.qm", "ui_uk.qm", "report_ru.qm", "page.html"):
            if not list(app_folder.rglob(name)):
                raise SmokeFailure(f"{name} is not in the folder")
        if not list(app_folder.rglob("qtbase_ru.qm")) or not list(app_folder.rglob("qtbase_uk.qm")):
            raise SmokeFailure("Qt's own translations (qtbase_ru.qm, qtbase_uk.qm) are not in the folder")
        passed.append("translations (prefcount's and Qt's), the share page")

        app = subprocess.Popen([str(window), str(game)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            wait_for_game(work / "data", game, app)
        finally:
            app.terminate()
            try:
                app.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                app.kill()
                app.communicate()
        passed.append(f"window started ({env['QT_QPA_PLATFORM']}) and opened the game")
    return passed


def pack(dist: Path) -> Path:
    """``dist/<artefact>.zip``: the folder (macOS: prefcount.app, packed by ditto to keep its links and signature)."""
    archive = dist / f"{artefact_name()}.zip"
    archive.unlink(missing_ok=True)
    if sys.platform == "darwin" and (dist / "prefcount.app").is_dir():
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(dist / "prefcount.app"), str(archive)], check=True)
    else:
        zip_folder(dist / "prefcount", archive)
    return archive


def zip_folder(folder: Path, archive: Path) -> None:
    """Zip ``folder`` (as its own name, at the top) keeping symbolic links as links and each file's permissions,
    as ``unzip`` and file managers restore them: PyInstaller's Linux folder links 38 Qt libraries from
    ``_internal/`` to their place in ``PySide6/Qt/lib``, which a zip that followed the links (``shutil.make_archive``)
    stored twice — 120 MB more to download, 382 MB unpacked instead of 295."""
    import stat
    import zipfile

    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as out:
        paths = [folder]
        for top, dirs, files in os.walk(folder):  # (a link to a folder is listed, not followed)
            paths += [Path(top, entry) for entry in dirs + files]
        for path in sorted(paths):
            name = (Path(folder.name) / path.relative_to(folder)).as_posix()
            mode = path.lstat().st_mode
            if stat.S_ISLNK(mode):
                info = zipfile.ZipInfo(name, date_time=time.localtime(path.lstat().st_mtime)[:6])
                info.create_system = 3  # Unix: the mode below is read
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                out.writestr(info, os.readlink(path), zipfile.ZIP_STORED)
            elif path.is_dir():
                out.write(path, name + "/")
            else:
                out.write(path, name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's work folder")
    parser.add_argument("--test-only", action="store_true", help="smoke-test a folder built before")
    parser.add_argument("--zip", action="store_true", help="also pack the folder as dist/<artefact>.zip")
    args = parser.parse_args(argv)
    app_folder = args.dist / "prefcount"
    if not args.test_only:
        seconds = build(args.dist, args.work)
        print(f"built {app_folder} in {seconds:.0f} s")
    print(f"size: {folder_size(app_folder) / 1e6:.0f} MB in {sum(1 for _ in app_folder.rglob('*'))} files")
    try:
        for check in smoke_test(app_folder):
            print(f"ok: {check}")
    except SmokeFailure as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    if args.zip:
        archive = pack(args.dist)
        print(f"artefact: {archive} ({archive.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
