"""Starting from a terminal (issue 16 item 6): ``--version``, a game file that is not there, and the language
of a system whose locale prefcount does not speak. Real processes, with the environment a user would have."""

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from locale_helpers import with_locale
from pypdf import PdfReader
from where import DATA, ROOT


def prefcount(*args: str, locale: dict[str, str] | None = None, cwd: Path | None = None):
    return subprocess.run(
        [sys.executable, "-m", "prefcount", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=with_locale(locale),
        cwd=cwd,
    )


def pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def test_version_is_the_one_in_pyproject():
    done = prefcount("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"prefcount {pyproject_version()}\n"
    assert done.stderr == ""


def test_version_of_an_installed_package_comes_from_its_metadata(tmp_path):
    """Outside a source tree (no pyproject.toml beside the package) the installed metadata tells; with no
    metadata either, the version is "unknown", not an error."""
    package = tmp_path / "prefcount"
    package.mkdir()
    (package / "__init__.py").write_text((ROOT / "prefcount" / "__init__.py").read_text(encoding="utf-8"), "utf-8")
    code = (
        "import importlib.metadata, sys\n"
        "import prefcount\n"
        "assert prefcount.__file__.startswith(sys.argv[1]), prefcount.__file__\n"
        "real = importlib.metadata.version\n"
        "importlib.metadata.version = lambda name: '7.8.9' if name == 'prefcount' else real(name)\n"
        "print(prefcount.version())\n"
        "prefcount.version.cache_clear()\n"
        "def missing(name):\n"
        "    raise importlib.metadata.PackageNotFoundError(name)\n"
        "importlib.metadata.version = missing\n"
        "print(prefcount.__version__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["7.8.9", "unknown"]


@pytest.mark.parametrize("argv", [["missing.pulka"], ["open", "missing.pulka"], ["no/such/folder/game"]])
def test_a_missing_game_file_is_no_such_file(tmp_path, argv):
    done = prefcount(*argv, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr == f"prefcount: {argv[-1]}: there is no such file\n"
    assert "invalid choice" not in done.stderr


def test_a_folder_is_not_a_game_file(tmp_path):
    (tmp_path / "old.pulka").mkdir()
    done = prefcount("old.pulka", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (2, "prefcount: old.pulka is a folder, not a game file\n")


def test_a_mistyped_subcommand_is_still_named_as_one(tmp_path):
    done = prefcount("scroe", cwd=tmp_path)
    assert done.returncode == 2
    assert "invalid choice: 'scroe'" in done.stderr and "'score'" in done.stderr


def test_a_file_named_like_a_subcommand_does_not_hide_it(tmp_path):
    (tmp_path / "score").write_text("not a game")
    done = prefcount("score", cwd=tmp_path)
    assert done.returncode == 2 and "the following arguments are required: file" in done.stderr


BAD_GAME = json.dumps({"format": "prefcount-game", "version": 1, "players": ["A", "B", "C"], "colour": "red"})


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ({"LANG": "C"}, "Unknown key in the game file: 'colour'"),
        ({"LANG": "C.UTF-8"}, "Unknown key in the game file: 'colour'"),
        ({}, "Unknown key in the game file: 'colour'"),
        ({"LANG": "de_DE.UTF-8"}, "Unknown key in the game file: 'colour'"),
        ({"LANG": "ru_RU.UTF-8", "LC_ALL": "C"}, "Unknown key in the game file: 'colour'"),
        ({"LANG": "ru_RU.UTF-8"}, "Неизвестный ключ в файле игры: 'colour'"),
        ({"LANG": "uk_UA.UTF-8"}, "Невідомий ключ у файлі гри: 'colour'"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "de:uk"}, "Невідомий ключ у файлі гри: 'colour'"),
    ],
    ids=["C", "C.UTF-8", "no locale", "German", "LC_ALL=C over Russian", "Russian", "Ukrainian", "German, then uk"],
)
def test_pdf_speaks_the_system_language_and_english_when_it_speaks_not_that(tmp_path, locale, expected):
    path = tmp_path / "game.pulka"
    path.write_text(BAD_GAME, encoding="utf-8")
    done = prefcount("pdf", str(path), "-o", str(tmp_path / "game.pdf"), locale=locale)
    assert done.returncode == 2
    assert done.stderr == f"prefcount: {path}: {expected}\n"


@pytest.mark.parametrize(("locale", "title"), [({"LANG": "C"}, "Pulka"), ({"LANG": "ru_RU.UTF-8"}, "Пулька")])
def test_a_blank_sheet_is_in_the_system_language(tmp_path, locale, title):
    out = tmp_path / "blank.pdf"
    done = prefcount("blank", "-o", str(out), locale=locale)
    assert done.returncode == 0, done.stderr
    assert PdfReader(out).pages[0].extract_text().splitlines()[0] == title


@pytest.mark.parametrize(
    ("locale", "language"),
    [({"LANG": "C"}, "en"), ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "uk_UA.UTF-8"}, "uk"), ({}, "en")],
)
def test_the_app_starts_in_the_system_language_or_english(locale, language):
    """The app's language before the player picks one (ui.app.start_language, with no setting saved)."""
    code = "from prefcount.words.i18n import system_language; print(system_language())"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=with_locale(locale)
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == language


STARTUP = """
import contextlib, io, json, sys
before = set(sys.modules)
from prefcount.cli.main import build_parser, main
build_parser().parse_args(["score", "x"])
parser_loaded = set(sys.modules) - before
with contextlib.redirect_stdout(io.StringIO()):
    assert main(["score", sys.argv[1]] + sys.argv[2:]) == 0
print(json.dumps([sorted(parser_loaded), sorted(set(sys.modules) - before)]))
"""

# What the libraries the command cannot do without load by themselves: an argument parser printing its help
# and a validated pydantic model. Which of tempfile, hashlib or shutil they pull in depends on their versions
# (argparse's help formatter imports shutil; pydantic's plugin loader reaches importlib.resources), so the
# test asks only that prefcount adds none of the heavy modules beyond them.
BASELINE = """
import argparse, contextlib, io, json, sys
before = set(sys.modules)
import pydantic
class Hand(pydantic.BaseModel):
    tricks: list[int]
Hand.model_validate({"tricks": [1, 2]})
with contextlib.redirect_stdout(io.StringIO()):
    argparse.ArgumentParser(prog="x").print_help()
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def loaded_modules(code: str, *args: str):
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("args", [[], ["--json"]])
def test_score_loads_only_what_it_needs(args):
    """The import picture of ``prefcount score`` (start-up time, issue 19 item 7): the parser loads neither the
    ledger nor the sheet's layout; scoring loads no layout, no folders, no what-if, no Qt or ReportLab, and none of
    temp files, hashing or asyncio beyond what argparse and pydantic load by themselves (who asks for those:
    ``tests/test_cli_imports.py``)."""
    parser_loaded, loaded = loaded_modules(STARTUP, str(DATA / "game-sochi-3p.json"), *args)
    libraries = set(loaded_modules(BASELINE))
    assert not [m for m in parser_loaded if m.startswith(("prefcount.layout", "prefcount.ledger", "pydantic"))]
    ours = (
        "prefcount.layout",
        "prefcount.files.paths",
        "platformdirs",
        "prefcount.ledger.whatif",
    )  # what-if: --as, --set
    heavy = ("asyncio", "tempfile", "hashlib", "shutil", "difflib")  # difflib: a mistyped option's suggestion
    assert "prefcount.ledger" in loaded
    assert not [m for m in loaded if m.split(".")[0] in {"PySide6", "reportlab"} or m.startswith(ours)]
    assert not [m for m in loaded if m.startswith(heavy) and m not in libraries]


@pytest.mark.parametrize(
    ("locale", "argv", "expected"),
    [
        ({"LANG": "ru_RU.UTF-8"}, ["missing.pulka"], "missing.pulka: такого файла нет"),
        ({"LANG": "uk_UA.UTF-8"}, ["open", "missing.pulka"], "missing.pulka: такого файлу немає"),
        ({"LANG": "ru_RU.UTF-8"}, ["old"], "old — это папка, а не файл пульки"),
        (
            {"LANG": "C"},
            ["score", "game.pulka", "--lang", "uk", "--set", "overflow"],
            "--set overflow: пишіть КЛЮЧ=ЗНАЧЕННЯ, умову та її значення, наприклад --set overflow=count",
        ),
        (
            {"LANG": "ru_RU.UTF-8"},
            ["score", "game.pulka", "--as", "overflow=count"],
            "--as overflow=count: после --as пишется конвенция (sochi, leningrad, rostov, classic); чтобы изменить "
            "одно условие: --set overflow=count",
        ),
    ],
    ids=["missing, Russian", "missing, Ukrainian", "a folder, Russian", "--set, --lang uk", "--as, Russian"],
)
def test_the_command_lines_own_refusals_speak_the_commands_language(tmp_path, locale, argv, expected):
    (tmp_path / "old").mkdir()
    (tmp_path / "game.pulka").write_bytes((DATA / "game-sochi-3p.json").read_bytes())
    done = prefcount(*argv, cwd=tmp_path, locale=locale)
    assert (done.returncode, done.stderr) == (2, f"prefcount: {expected}\n")
