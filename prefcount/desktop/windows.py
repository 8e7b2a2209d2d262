"""prefcount on a Windows desktop: a double-click on a ``.pulka`` file opens it (``prefcount --install-desktop``).

Neither the standalone zip nor ``pip install`` has an installer to tell Windows about the file type,
so ``--install-desktop`` does it, for this user only (no administrator rights), in the registry's
``HKEY_CURRENT_USER\\Software\\Classes``, as Windows documents for a per-user file type:

* ``.pulka`` — its default value the ProgID ``prefcount.pulka``, which is also listed in its
  ``OpenWithProgids`` ("Open with" offers it even where another program took the default);
* ``prefcount.pulka`` — "Preferans game (pulka)", its ``DefaultIcon`` (the standalone app's
  ``prefcount.exe``, or the shipped ``prefcount.ico`` beside a pip install) and its
  ``shell\\open\\command``: ``"…\\prefcount.exe" "%1"`` — the window program of this very install
  (the standalone folder's ``prefcount.exe``, or ``prefcount-gui.exe`` of a pip install), so no
  console opens.

Then the shell is told that file types changed (``SHChangeNotify``), so Explorer shows the icon at
once. ``--uninstall-desktop`` removes only what is prefcount's: the ProgID, and ``.pulka``'s default
value and ``OpenWithProgids`` entry only where they still name it.

``winreg`` exists on Windows alone; the functions take it as an argument, so the tests pass a fake one.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import ModuleType

EXTENSION = ".pulka"
PROG_ID = "prefcount.pulka"
DESCRIPTION = "Preferans game (pulka)"
CLASSES = "Software\\Classes"
#: SHChangeNotify's "file associations changed" event.
SHCNE_ASSOCCHANGED = 0x08000000


def window_program() -> Path | None:
    """This install's window program (no console): the standalone folder's ``prefcount.exe``, or the
    ``prefcount-gui.exe`` pip put in the scripts folder of this Python; ``None`` when there is none."""
    import shutil
    import sysconfig

    executable = Path(sys.executable)
    if getattr(sys, "frozen", False):
        program = executable.with_name("prefcount.exe")
        return program if program.is_file() else None
    for folder in (executable.parent, Path(sysconfig.get_path("scripts"))):
        program = folder / "prefcount-gui.exe"
        if program.is_file():
            return program
    found = shutil.which("prefcount-gui")
    return Path(found).resolve() if found else None


def icon_value(program: Path) -> str:
    """``DefaultIcon``: the standalone app's own icon (in its .exe), else the shipped ``prefcount.ico``."""
    from prefcount.files.paths import resource_path

    if getattr(sys, "frozen", False):
        return f'"{program}",0'
    return str(resource_path("icons", "prefcount.ico"))


def open_command(program: Path) -> str:
    """``shell\\open\\command``: the program, then the file double-clicked (both quoted: paths have spaces)."""
    return f'"{program}" "%1"'


def _registry() -> ModuleType:
    import winreg

    return winreg


def install(program: Path, registry: ModuleType | None = None) -> list[str]:
    """Register ``.pulka`` for this user, opened by ``program``; the registry keys written (for the report)."""
    reg = registry or _registry()
    values = {
        f"{CLASSES}\\{PROG_ID}": DESCRIPTION,
        f"{CLASSES}\\{PROG_ID}\\DefaultIcon": icon_value(program),
        f"{CLASSES}\\{PROG_ID}\\shell\\open\\command": open_command(program),
        f"{CLASSES}\\{EXTENSION}": PROG_ID,
    }
    for path, value in values.items():
        with reg.CreateKeyEx(reg.HKEY_CURRENT_USER, path, 0, reg.KEY_WRITE) as key:
            reg.SetValueEx(key, "", 0, reg.REG_SZ, value)
    with reg.CreateKeyEx(reg.HKEY_CURRENT_USER, f"{CLASSES}\\{EXTENSION}\\OpenWithProgids", 0, reg.KEY_WRITE) as key:
        reg.SetValueEx(key, PROG_ID, 0, reg.REG_SZ, "")
    return ["HKEY_CURRENT_USER\\" + path for path in values]


def uninstall(registry: ModuleType | None = None) -> list[str]:
    """Remove what :func:`install` wrote and nothing else; the registry keys removed or changed."""
    reg = registry or _registry()
    changed = []
    if _delete_tree(reg, f"{CLASSES}\\{PROG_ID}"):
        changed.append(f"HKEY_CURRENT_USER\\{CLASSES}\\{PROG_ID}")
    extension = f"{CLASSES}\\{EXTENSION}"
    if _delete_value(reg, f"{extension}\\OpenWithProgids", PROG_ID, None):
        _delete_if_empty(reg, f"{extension}\\OpenWithProgids")
        changed.append(f"HKEY_CURRENT_USER\\{extension}\\OpenWithProgids")
    if _delete_value(reg, extension, "", PROG_ID):  # the default only while it names prefcount
        changed.append(f"HKEY_CURRENT_USER\\{extension}")
    _delete_if_empty(reg, extension)
    return changed


def _delete_value(reg: ModuleType, path: str, name: str, only_if: str | None) -> bool:
    """Delete the value ``name`` of ``path`` (only while it is ``only_if``, when given); whether it was."""
    try:
        with reg.OpenKey(reg.HKEY_CURRENT_USER, path, 0, reg.KEY_ALL_ACCESS) as key:
            if only_if is not None and reg.QueryValueEx(key, name)[0] != only_if:
                return False
            reg.DeleteValue(key, name)
    except FileNotFoundError:
        return False
    return True


def _delete_if_empty(reg: ModuleType, path: str) -> None:
    try:
        with reg.OpenKey(reg.HKEY_CURRENT_USER, path, 0, reg.KEY_READ) as key:
            subkeys, values, _ = reg.QueryInfoKey(key)
        if not subkeys and not values:
            reg.DeleteKey(reg.HKEY_CURRENT_USER, path)
    except FileNotFoundError:
        pass


def _delete_tree(reg: ModuleType, path: str) -> bool:
    """Delete the key ``path`` with its subkeys (``DeleteKey`` takes a key without any); whether it was there."""
    try:
        with reg.OpenKey(reg.HKEY_CURRENT_USER, path, 0, reg.KEY_READ) as key:
            subkeys = [reg.EnumKey(key, index) for index in range(reg.QueryInfoKey(key)[0])]
    except FileNotFoundError:
        return False
    for subkey in subkeys:
        _delete_tree(reg, f"{path}\\{subkey}")
    reg.DeleteKey(reg.HKEY_CURRENT_USER, path)
    return True


def notify_shell() -> None:
    """Tell Explorer that file types changed: the icon and the double-click work without logging off."""
    import ctypes

    windll = getattr(ctypes, "windll", None)  # Windows only
    if windll is not None:
        windll.shell32.SHChangeNotify(SHCNE_ASSOCCHANGED, 0, None, None)


class NoWindowProgram(RuntimeError):
    """Neither the standalone app's window program nor pip's is beside this Python: nothing to register."""


def run(install_it: bool, registry: ModuleType | None = None) -> str:
    """``--install-desktop`` (``install_it``) or ``--uninstall-desktop`` on Windows: what to say.

    Raises :class:`NoWindowProgram` when there is no window program to register.
    """
    if not install_it:
        keys = uninstall(registry)
        notify_shell()
        return f"Removed prefcount's .pulka file type for this user ({len(keys)} registry keys)."
    program = window_program()
    if program is None:
        raise NoWindowProgram(
            "--install-desktop: found neither prefcount.exe (the standalone app) nor prefcount-gui.exe "
            f"(pip's window program) beside {os.path.dirname(sys.executable)}; reinstall prefcount"
        )
    keys = install(program, registry)
    notify_shell()
    return f"A double-click on a .pulka file now opens it with {program} (for this user)."
