"""Compile the Designer forms and the Qt Linguist translations.

    python tools/build_forms.py            # forms/*.ui -> prefcount/ui/forms/*_ui.py, *.ts -> *.qm
    python tools/build_forms.py --lupdate  # also refresh every *.ts (ui, ledger, report, words, cli) first

Each generated module starts with a "generated from forms/x.ui — do not edit"
header; tests/ui/test_forms_fresh.py fails when one is stale.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORMS = ROOT / "forms"
GENERATED = ROOT / "prefcount" / "ui" / "forms"
TRANSLATIONS = ROOT / "resources" / "translations"
UI_LANGUAGES = ("ru", "uk")


def tool(name: str) -> str:
    """A PySide6 tool (``pyside6-uic`` …): the one beside this Python (a venv not activated), else from PATH."""
    beside = Path(sys.executable).parent / (name + (".exe" if sys.platform == "win32" else ""))
    return str(beside) if beside.is_file() else name


def uic_version() -> str:
    out = subprocess.run([tool("pyside6-uic"), "--version"], check=True, capture_output=True, text=True).stdout
    return out.split()[-1] if out.split() else "?"


def header(ui_file: Path) -> str:
    return (
        f"# generated from forms/{ui_file.name} — do not edit; run tools/build_forms.py (pyside6-uic {uic_version()})\n"
    )


def module_name(ui_file: Path) -> str:
    return f"{ui_file.stem}_ui.py"


def compile_form(ui_file: Path) -> str:
    """The Python module pyside6-uic makes of ``ui_file``, with our header and only the imports it uses."""
    out = subprocess.run(
        [tool("pyside6-uic"), "--no-autoconnection", str(ui_file)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return header(ui_file) + prune_imports(strip_uic_banner(out))


def prune_imports(source: str) -> str:
    """Drop the Qt classes uic imports but the form never uses.

    Importing a PySide6 class builds its Python enums (QGradient alone has ~180
    presets): the unused ones cost the main window ~7 ms of start-up.
    """
    tree = ast.parse(source)
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    lines = source.splitlines(keepends=True)
    for node in sorted((n for n in tree.body if isinstance(n, ast.ImportFrom)), key=lambda n: -n.lineno):
        if not (node.module or "").startswith("PySide6"):
            continue
        names = [alias.name for alias in node.names if alias.name in used]
        text = ""
        if names:
            text = (
                f"from {node.module} import ("
                + ",\n    ".join(", ".join(names[i : i + 4]) for i in range(0, len(names), 4))
                + ")\n"
            )
        lines[node.lineno - 1 : node.end_lineno] = [text]
    return "".join(lines)


def strip_uic_banner(text: str) -> str:
    """Drop uic's own comment banner (it names the Qt version, which churns)."""
    lines = text.splitlines(keepends=True)
    body = [line for line in lines if not line.startswith("##") and not line.startswith("# -*-")]
    while body and not body[0].strip():
        body.pop(0)
    return "".join(body)


def build_forms(target: Path = GENERATED) -> list[Path]:
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ui_file in sorted(FORMS.glob("*.ui")):
        path = target / module_name(ui_file)
        path.write_text(compile_form(ui_file), encoding="utf-8")
        written.append(path)
    return written


def _sources(area: str) -> list[str]:
    """The files whose marked strings make up one translation area."""
    package = ROOT / "prefcount"
    files = {
        "ui": sorted(path for path in package.joinpath("ui").rglob("*.py") if "forms" not in path.parent.parts)
        + sorted(package.joinpath("share").glob("*.py"))
        + [package / "words" / "status.py", package / "words" / "standings.py"]  # shared by the window and the phones
        + sorted(FORMS.glob("*.ui")),
        "ledger": sorted(package.joinpath("ledger").glob("*.py"))
        + [package / "words" / "options.py"]  # the options in words: context "ledger", as when they lived there
        + [package / "files" / "gamefile.py"]
        + sorted(package.joinpath("book").glob("*.py")),
        "report": sorted(package.joinpath("report").glob("*.py")) + sorted(package.joinpath("layout").glob("*.py")),
        "words": [package / "words" / "hands.py"],
        "cli": [package / "cli" / "score.py", package / "cli" / "main.py"],  # what prefcount score prints and says
    }[area]
    return [str(path) for path in files]


AREAS = ("ui", "ledger", "report", "words", "cli")


def lupdate() -> None:
    for area in AREAS:
        for lang in UI_LANGUAGES:
            # the ledger marks its strings with N_ = QT_TRANSLATE_NOOP
            alias = ["-tr-function-alias", "QT_TRANSLATE_NOOP+=N_"] if area == "ledger" else []
            subprocess.run(
                [
                    tool("pyside6-lupdate"),
                    "-no-obsolete",
                    # no line numbers: they churn on every edit and make branches conflict
                    "-locations",
                    "none",
                    *alias,
                    *_sources(area),
                    "-ts",
                    str(TRANSLATIONS / f"{area}_{lang}.ts"),
                ],
                check=True,
            )


def lrelease() -> None:
    for area in AREAS:
        for ts in sorted(TRANSLATIONS.glob(f"{area}_*.ts")):
            qm = ts.with_suffix(".qm")
            subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lupdate", action="store_true", help="refresh the .ts files from the sources first")
    args = parser.parse_args(argv)
    for path in build_forms():
        print("wrote", path.relative_to(ROOT))
    if args.lupdate:
        lupdate()
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    lrelease()
    return 0


if __name__ == "__main__":
    sys.exit(main())
