"""The system packages a Linux machine needs beside prefcount's Python packages, in one place: what Qt's window
loads (the xcb platform plugin), what the tests run, and what CI adds. Read by ``run.py`` (the checkout's set-up,
which loads this file by its path before any package is installed: standard library only, nothing imported) and by
the app's own start-up check (:mod:`prefcount.ui.app.platform_check`), so both name the same packages.

Each need is something ``run.py`` can look for without installing anything (a library in ``ldconfig``'s cache, a
command on the ``PATH``, a file) and the package that brings it on Debian/Ubuntu (apt) and on Fedora (dnf; a
library by what it provides, ``libxcb-cursor.so.0()(64bit)``, which dnf resolves to its package itself).
"""

from __future__ import annotations

from typing import NamedTuple


class Need(NamedTuple):
    """One thing a group needs: ``kind`` is ``library`` (a soname), ``command`` (any of ``a|b``) or ``file``; ``apt``
    and ``dnf`` the packages that bring it (``dnf`` empty for a library: its soname is asked for)."""

    kind: str
    name: str
    apt: str
    dnf: str = ""


#: The libraries Qt's window needs that a bare Debian, Ubuntu or Fedora may lack (the rest of what the xcb plugin
#: loads — libxcb, libX11, freetype — comes with these). Offscreen Qt (the tests) needs a part of them.
WINDOW = (
    Need("library", "libEGL.so.1", "libegl1"),
    Need("library", "libGL.so.1", "libgl1"),
    Need("library", "libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    Need("library", "libxcb-cursor.so.0", "libxcb-cursor0"),
    Need("library", "libxcb-icccm.so.4", "libxcb-icccm4"),
    Need("library", "libxcb-image.so.0", "libxcb-image0"),
    Need("library", "libxcb-keysyms.so.1", "libxcb-keysyms1"),
    Need("library", "libxcb-randr.so.0", "libxcb-randr0"),
    Need("library", "libxcb-render-util.so.0", "libxcb-render-util0"),
    Need("library", "libxcb-shape.so.0", "libxcb-shape0"),
    Need("library", "libxcb-xkb.so.1", "libxcb-xkb1"),
    Need("library", "libX11-xcb.so.1", "libx11-xcb1"),
    Need("library", "libfontconfig.so.1", "libfontconfig1"),
    Need("library", "libdbus-1.so.3", "libdbus-1-3"),
    Need("library", "libglib-2.0.so.0", "libglib2.0-0"),
)

#: What the test suite runs besides the window's libraries: the desktop integration's validators.
TESTS = (
    Need("command", "desktop-file-validate", "desktop-file-utils", "desktop-file-utils"),
    Need("command", "update-mime-database", "shared-mime-info", "shared-mime-info"),
)

#: What the dev extra's tools need besides (``python3 run.py check``): PyInstaller reads the libraries' links with
#: objdump on Linux.
DEV = (Need("command", "objdump", "binutils", "binutils"),)

#: What CI adds (``.ci/run``): a real X server, xdotool and the keyboard layouts for the real-keystroke check, and
#: Chromium for the phone page's test (skipped elsewhere without it).
CI = (
    Need("command", "xvfb-run", "xvfb", "xorg-x11-server-Xvfb"),
    Need("command", "xauth", "xauth", "xorg-x11-xauth"),
    Need("command", "xdotool", "xdotool", "xdotool"),
    Need("command", "setxkbmap", "x11-xkb-utils", "setxkbmap"),
    Need("file", "/usr/share/X11/xkb/symbols/ru", "xkb-data", "xkeyboard-config"),
    Need("command", "chromium|chromium-browser|google-chrome", "chromium", "chromium"),  # (GitHub's runners: Chrome)
)

GROUPS = {"window": WINDOW, "test": WINDOW + TESTS, "dev": WINDOW + TESTS + DEV, "ci": WINDOW + TESTS + DEV + CI}


def apt_packages(needs: tuple[Need, ...] | list[Need]) -> list[str]:
    """The Debian/Ubuntu packages of ``needs``, each once, in order."""
    return list(dict.fromkeys(need.apt for need in needs))


def dnf_packages(needs: tuple[Need, ...] | list[Need]) -> list[str]:
    """What ``dnf install`` is given for ``needs``: a library by its soname (64-bit), anything else by package."""
    return list(dict.fromkeys(need.dnf or f"{need.name}()(64bit)" for need in needs))
