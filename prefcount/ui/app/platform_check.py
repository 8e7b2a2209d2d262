"""A first start on a bare Linux desktop: say which system packages are missing instead of Qt's abort.

Qt aborts the process (SIGABRT, a core dump) when it cannot load its platform plugin, printing
a paragraph that does not say what to install. :func:`platform_problem` checks the cheap things
before the application is created (no display); :func:`guard_platform` catches Qt's fatal message
while it is created, names the missing libraries (``ldd`` on the xcb plugin, only then) and
exits with one line and the ``apt-get install`` line. Nothing here runs on a normal start but
two environment look-ups.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from prefcount.desktop.system_packages import WINDOW, apt_packages
from prefcount.words.i18n import translate

EXIT_NO_WINDOW = 1

# The Debian/Ubuntu package of each library the xcb platform plugin loads.
PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
}

# The one line that makes the window work on a bare Debian/Ubuntu (run.py installs it, README.md shows it too).
APT_PACKAGES = " ".join(apt_packages(WINDOW))


def apt_line(packages: list[str] | None = None) -> str:
    return "sudo apt-get install " + (" ".join(packages) if packages else APT_PACKAGES)


def _wants_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will try the xcb plugin (X11): asked for it, or nothing asked and no Wayland."""
    if not sys.platform.startswith("linux"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if requested:
        return requested == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"


def missing_libraries(plugin: Path | None = None) -> list[str]:
    """The libraries the xcb plugin needs that the system does not have (``ldd``'s "not found")."""
    import subprocess  # only on the way to an error: not on every start

    plugin = plugin or xcb_plugin()
    try:
        out = subprocess.run(
            ["ldd", str(plugin)], capture_output=True, text=True, timeout=10, env={**os.environ, "LC_ALL": "C"}
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    missing = []
    for line in out.splitlines():
        name, _, where = line.strip().partition("=>")
        if "not found" in where and name.strip() not in missing:
            missing.append(name.strip())
    return missing


def _missing_message(missing: list[str]) -> str:
    packages = sorted({PACKAGES[lib] for lib in missing if lib in PACKAGES})
    unknown = [lib for lib in missing if lib not in PACKAGES]
    return translate(
        "Platform", "prefcount cannot open its window: system libraries are missing ({libraries}). Install them: {apt}"
    ).format(libraries=", ".join(missing), apt=apt_line(packages + unknown if packages else None))


def platform_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """Why the window cannot open here, in one line (before Qt tries and aborts); None when nothing is known."""
    environ = os.environ if environ is None else environ
    if not _wants_xcb(environ) or environ.get("DISPLAY"):
        return None
    missing = missing_libraries()
    if missing:
        return _missing_message(missing)
    return translate(
        "Platform",
        "prefcount cannot open its window: there is no display (DISPLAY is not set). Start it in a desktop session; "
        "'prefcount score FILE' works without one.",
    )


def _fatal_message(qt_message: str, warnings: list[tuple[str, str]]) -> str:
    missing = missing_libraries() if _wants_xcb(os.environ) else []
    if missing:
        return _missing_message(missing)
    # the platform's own warning says what went wrong ("could not connect to display :9"); the
    # plugin loader's hints after it guess at libraries, and ldd has just found none missing
    own = [m.strip() for c, m in warnings if c.startswith("qt.qpa.") and c != "qt.qpa.plugin" and m.strip()]
    if own:
        return translate("Platform", "prefcount cannot open its window: {reason}.").format(reason=own[0].rstrip("."))
    ranked = [m for c, m in warnings if c == "qt.qpa.plugin"] + [qt_message]
    reason = next((line.strip() for text in ranked for line in text.splitlines() if line.strip()), qt_message)
    return translate("Platform", "prefcount cannot open its window: {reason}. On Debian or Ubuntu: {apt}").format(
        reason=reason.rstrip("."), apt=apt_line()
    )


@contextmanager
def guard_platform(exit: Callable[[int], object] = os._exit) -> Iterator[None]:
    """While the QApplication is created: Qt's fatal "no platform plugin" becomes one line and exit status 1.

    Qt calls abort() right after its message handler returns, so the handler itself ends the
    process (``os._exit``: nothing else can run safely at that point). Qt's warnings meanwhile
    are held back and printed afterwards, so a failed start says one thing only.
    """
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    warnings: list[tuple[str, str]] = []  # (category, message)

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(_fatal_message(message, warnings) + "\n")
            sys.stderr.flush()
            exit(EXIT_NO_WINDOW)
        elif kind != QtMsgType.QtDebugMsg:
            warnings.append((str(getattr(context, "category", "") or ""), message))

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for category, message in warnings:
            sys.stderr.write(f"{category}: {message}\n" if category and category != "default" else message + "\n")
