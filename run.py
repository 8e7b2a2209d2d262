"""Set prefcount up in this folder and start it, or run its tests: the two commands of the README.

    python3 run.py                   set up (the first time) and start prefcount: a new 3-player Sochi game
    python3 run.py game.pulka        ... and open that game (``python3 run.py -- ARGS`` hands any arguments over)
    python3 run.py test [ARGS]       run the whole test suite (ARGS go to pytest)
    python3 run.py check             the static checks (ruff, ruff format, mypy) and the packaging tests
    python3 run.py system-packages GROUP   only install the system packages of GROUP (window, test, dev, ci)

(``python run.py`` on Windows.) The set-up: a virtual environment of its own, ``.venv`` in this folder, created
on first use and reused after; prefcount installed into it in editable mode with the extra the command needs
(``test``, ``dev``), again whenever ``pyproject.toml`` changes; and on Linux the system libraries Qt's window
needs (and the tests' tools), installed with ``apt-get`` or ``dnf`` when this may (as root, or through sudo),
the exact line printed first — otherwise the line is printed and the command stops. The same for Debian's and
Ubuntu's ``python3-venv``, without which Python cannot make a virtual environment.

Only the standard library, so that it runs on a bare system Python 3.11 or newer; it downloads nothing but
packages from the package index (pip) and the system's package manager.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
#: What the last set-up installed (the ``pyproject.toml`` it read, the extras, the folder it installed from).
STAMP = VENV / "prefcount-setup.json"
MINIMUM = (3, 11)
#: The extras each command installs (``dev`` is ``test`` and the static checks' tools).
EXTRAS = {"app": (), "test": ("test",), "check": ("dev",)}
#: The tests the ``dev`` extra's ``build`` lets run (the test suite skips them without it).
PACKAGING_TESTS = ["tests/packaging"]
USAGE = __doc__.split("\n\n")[1]


class Stop(Exception):
    """A reason to stop, said in one paragraph; exit status 1."""


def say(text: str) -> None:
    print(f"run.py: {text}", flush=True)


def shown(command: list[str]) -> str:
    return " ".join(shlex.quote(part) for part in command)


# --------------------------------------------------------------------------- the system's packages (Linux)


def system_packages_module() -> ModuleType:
    """prefcount's list of system packages, loaded by its path: nothing of prefcount is installed yet."""
    path = ROOT / "prefcount" / "desktop" / "system_packages.py"
    spec = importlib.util.spec_from_file_location("prefcount_system_packages", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its NamedTuple looks itself up there)
    spec.loader.exec_module(module)
    return module


def os_release(path: Path = Path("/etc/os-release")) -> dict[str, str]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return {}
    fields = {}
    for line in lines:
        key, sep, value = line.partition("=")
        if sep:
            fields[key.strip()] = value.strip().strip("\"'")
    return fields


def package_manager(release: dict[str, str]) -> str | None:
    """``apt`` on Debian, Ubuntu and their kin, ``dnf`` on Fedora and its kin, else None (nothing installed)."""
    family = {release.get("ID", ""), *release.get("ID_LIKE", "").split()}
    if family & {"debian", "ubuntu"} and shutil.which("apt-get"):
        return "apt"
    if family & {"fedora", "rhel", "centos"} and shutil.which("dnf"):
        return "dnf"
    return None


def known_libraries() -> set[str] | None:
    """The sonames in ``ldconfig``'s cache; None when there is no ldconfig to ask."""
    ldconfig = shutil.which("ldconfig") or next(
        (p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if os.access(p, os.X_OK)), None
    )
    if ldconfig is None:
        return None
    try:
        listed = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return {line.split()[0] for line in listed.splitlines()[1:] if line.strip()}


def missing(needs: tuple, libraries: set[str] | None) -> list:
    """The needs this system does not meet (a library is taken as there when ldconfig cannot be asked)."""
    absent = []
    for need in needs:
        if need.kind == "library":
            there = libraries is None or need.name in libraries
        elif need.kind == "command":
            there = any(shutil.which(name) for name in need.name.split("|"))
        else:
            there = Path(need.name).exists()
        if not there:
            absent.append(need)
    return absent


def venv_need(module: ModuleType) -> list:
    """Debian's and Ubuntu's Python makes no virtual environment without ``python3.X-venv`` (ensurepip)."""
    if importlib.util.find_spec("ensurepip") is not None and importlib.util.find_spec("venv") is not None:
        return []
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    return [module.Need("module", "venv (ensurepip)", f"python{version}-venv", "python3")]


def libpython_need(module: ModuleType) -> list:
    """PyInstaller (the dev extra's standalone build) takes Python's shared library into the app: Debian and Ubuntu
    ship it apart from their ``python3`` (``libpython3.X``)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    return [module.Need("library", f"libpython{version}.so.1.0", f"libpython{version}", "python3-libs")]


def privilege() -> list[str] | None:
    """How to run the package manager: as we are (root), through sudo (which may ask for the password at a
    terminal), or None when neither may."""
    if not hasattr(os, "geteuid") or os.geteuid() == 0:
        return []
    if shutil.which("sudo") is None:
        return None
    if sys.stdin is not None and sys.stdin.isatty():
        return ["sudo"]
    quiet = subprocess.run(["sudo", "-n", "true"], capture_output=True)  # (no terminal: only without a password)
    return ["sudo"] if quiet.returncode == 0 else None


def install_lines(manager: str, packages: list[str], prefix: list[str]) -> list[list[str]]:
    """The commands that install ``packages``; ``prefix`` is ``[]`` or ``["sudo"]``."""
    if manager == "apt":
        quiet = ["DEBIAN_FRONTEND=noninteractive"] if prefix else []  # (as root: set in the environment)
        return [
            [*prefix, "apt-get", "update"],
            [*prefix, *quiet, "apt-get", "install", "-y", "--no-install-recommends", *packages],
        ]
    return [[*prefix, "dnf", "install", "-y", *packages]]


def ensure_system_packages(group: str, with_venv: bool = True) -> None:
    """Install what ``group`` needs and the system lacks, or stop with the line that would (Linux only)."""
    if not sys.platform.startswith("linux"):
        return
    module = system_packages_module()
    needs = module.GROUPS[group] + tuple(libpython_need(module) if group in ("dev", "ci") else ())
    absent = (venv_need(module) if with_venv and not venv_works() else []) + missing(needs, known_libraries())
    if not absent:
        return
    manager = package_manager(os_release())
    what = ", ".join(need.name for need in absent)
    if manager is None:
        raise Stop(f"this system lacks {what}; install them with its package manager, then run this again")
    packages = module.apt_packages(absent) if manager == "apt" else module.dnf_packages(absent)
    prefix = privilege()
    lines = install_lines(manager, packages, ["sudo"] if prefix is None else prefix)
    text = " && ".join(shown(line) for line in lines)
    if prefix is None:
        raise Stop(
            f"prefcount needs system packages this system lacks ({what}), and this user may not install them.\n"
            f"Install them (as root or with sudo), then run this again:\n\n    {text}\n"
        )
    say(f"installing the system packages prefcount needs ({what}):\n    {text}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for line in lines:
        if subprocess.run(line, env=env).returncode != 0:
            raise Stop(f"this failed: {shown(line)}\nInstall the packages yourself, then run this again.")


# --------------------------------------------------------------------------- the virtual environment


def venv_python(venv: Path = VENV) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def read_stamp() -> dict:
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return stamp if isinstance(stamp, dict) else {}


def wanted_stamp(extras: tuple[str, ...]) -> dict:
    return {
        "pyproject": hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest(),
        "python": sys.version.split()[0],
        "folder": str(ROOT),
        "extras": sorted(extras),
    }


def venv_works() -> bool:
    python = venv_python()
    if not python.exists():
        return False
    try:
        done = subprocess.run([str(python), "-c", "import sys; print(sys.version.split()[0])"], capture_output=True)
    except OSError:
        return False
    return done.returncode == 0 and done.stdout.decode().strip() == sys.version.split()[0]


def ensure_venv(extras: tuple[str, ...]) -> Path:
    """``.venv`` made (or made again, when its Python is gone or another), prefcount installed into it with
    ``extras`` and every extra installed before, unless nothing changed since; its Python."""
    if not venv_works():
        if VENV.exists():
            say(f"{VENV} was made by another Python ({sys.executable} runs this): making it again")
            shutil.rmtree(VENV)
        say(f"making the virtual environment {VENV} (with {sys.executable})")
        import venv

        try:
            venv.create(VENV, with_pip=True)
        except (OSError, subprocess.CalledProcessError) as error:
            shutil.rmtree(VENV, ignore_errors=True)
            raise Stop(f"Python could not make a virtual environment in {VENV}: {error}") from None
    stamp = read_stamp()
    extras = tuple(sorted({*extras, *stamp.get("extras", ())}))
    wanted = wanted_stamp(extras)
    if stamp != wanted:
        python = str(venv_python())
        target = f"{ROOT}[{','.join(extras)}]" if extras else str(ROOT)
        line = [python, "-m", "pip", "install", "--disable-pip-version-check", "--editable", target]
        say(f"installing prefcount and its packages: {shown(line)}")
        STAMP.unlink(missing_ok=True)  # (a failed install is tried again next time)
        if subprocess.run(line).returncode != 0:
            raise Stop("pip could not install prefcount's packages (above: what it said)")
        STAMP.write_text(json.dumps(wanted, indent=1) + "\n", encoding="utf-8")
    return venv_python()


# --------------------------------------------------------------------------- the commands


def run(command: list[str], cwd: Path | None = ROOT) -> int:
    """Run ``command`` (in this folder); its exit status. Ctrl+C is the command's to handle: this waits for it."""
    process = subprocess.Popen(command, cwd=cwd)
    while True:
        try:
            return process.wait()
        except KeyboardInterrupt:
            continue


def hand_over(command: list[str], cwd: Path | None = None) -> int:
    """Become ``command`` (in ``cwd``, or where we are), so that signals and the exit status are its own; on
    Windows, which has no exec, run it and pass its status on."""
    if os.name == "nt":
        return run(command, cwd)
    sys.stdout.flush()
    if cwd is not None:
        os.chdir(cwd)
    os.execv(command[0], command)


def start(args: list[str]) -> int:
    ensure_system_packages("window")
    python = ensure_venv(EXTRAS["app"])
    return hand_over([str(python), "-m", "prefcount", *args])  # (where we are: a game's path is the user's)


def test(args: list[str]) -> int:
    ensure_system_packages("test")
    python = ensure_venv(EXTRAS["test"])
    return hand_over([str(python), "-m", "pytest", *args], cwd=ROOT)


def check(args: list[str]) -> int:
    ensure_system_packages("dev")
    python = str(ensure_venv(EXTRAS["check"]))
    steps = [
        [python, "-m", "ruff", "check", "."],
        [python, "-m", "ruff", "format", "--check", "."],
        [python, "-m", "mypy"],
        [python, "-m", "pytest", *PACKAGING_TESTS, *args],
    ]
    for step in steps:
        say(shown(step))
        if (status := run(step)) != 0:
            return status
    return 0


def system_packages(args: list[str]) -> int:
    groups = system_packages_module().GROUPS
    if len(args) != 1 or args[0] not in groups:
        raise Stop(f"system-packages takes one group: {', '.join(groups)}")
    ensure_system_packages(args[0], with_venv=False)
    return 0


COMMANDS = {"test": test, "check": check, "system-packages": system_packages}


def main(argv: list[str]) -> int:
    if sys.version_info < MINIMUM:
        raise Stop(f"prefcount needs Python {'.'.join(map(str, MINIMUM))} or newer; this is {sys.version.split()[0]}")
    if argv[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if argv[:1] == ["--"]:
        return start(argv[1:])
    if argv and argv[0] in COMMANDS:
        return COMMANDS[argv[0]](argv[1:])
    return start(argv)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Stop as stop:
        print(f"run.py: {stop}", file=sys.stderr)
        sys.exit(1)
