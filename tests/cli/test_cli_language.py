"""Every command speaks the system's language, as ``share`` does, and ``--lang`` chooses (issue 26 §4); reading the
language and the translations loads no Qt, and ``blank`` loads no ledger either (pydantic) unless it has names to
check. Real processes, with the locale a user would have."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from locale_helpers import with_locale
from where import DATA

BAD_GAME = json.dumps({"format": "prefcount-game", "version": 1, "players": ["A", "B", "C"], "colour": "red"})
RUSSIAN = "Неизвестный ключ в файле игры: 'colour'"
UKRAINIAN = "Невідомий ключ у файлі гри: 'colour'"
ENGLISH = "Unknown key in the game file: 'colour'"


def prefcount(*args: str, lang: str | None = "ru_RU.UTF-8", code: str | None = None):
    env = with_locale({"LANG": lang} if lang else None)
    command = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "prefcount", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)


@pytest.fixture
def bad_game(tmp_path):
    path = tmp_path / "game.pulka"
    path.write_text(BAD_GAME, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("command", "lang", "extra", "expected"),
    [
        ("score", "ru_RU.UTF-8", [], RUSSIAN),
        ("score", "uk_UA.UTF-8", [], UKRAINIAN),
        ("score", "C", [], ENGLISH),
        ("score", "ru_RU.UTF-8", ["--lang", "en"], ENGLISH),
        ("score", "C", ["--lang", "uk"], UKRAINIAN),
        ("score", "ru_RU.UTF-8", ["--json"], RUSSIAN),
        ("score", "ru_RU.UTF-8", ["--as", "leningrad"], RUSSIAN),
        ("pdf", "ru_RU.UTF-8", ["-o", "out.pdf"], RUSSIAN),
        ("pdf", "C", ["-o", "out.pdf", "--lang", "uk"], UKRAINIAN),
    ],
)
def test_a_game_file_refused_in_the_system_language(bad_game, command, lang, extra, expected):
    extra = [str(bad_game.parent / arg) if arg.endswith(".pdf") else arg for arg in extra]
    done = prefcount(command, str(bad_game), *extra, lang=lang)
    assert (done.returncode, done.stderr) == (2, f"prefcount: {bad_game}: {expected}\n")


def test_blank_names_are_checked_in_the_system_language(tmp_path):
    done = prefcount("blank", "--names", "Аня", "Аня", "Вера", "-o", str(tmp_path / "b.pdf"))
    assert (done.returncode, done.stderr) == (
        2,
        "prefcount: --names: Двух игроков зовут Аня: имена должны различаться\n",
    )


def test_stats_speaks_the_system_language(tmp_path):
    """``stats`` without ``--pdf`` read the system's language too (it used English there, to keep Qt out)."""
    book = tmp_path / "book"
    book.mkdir()
    (book / "a.pulka").write_text((DATA / "game-sochi-3p.json").read_text(encoding="utf-8"), encoding="utf-8")
    code = (
        "import sys\n"
        "from prefcount.cli import stats\n"
        "seen = []\n"
        "stats.run_stats = lambda args: seen.append(args.lang) or 0\n"
        "from prefcount.cli.main import main\n"
        "from prefcount.words.i18n import current_language\n"
        "assert main(sys.argv[1:]) == 0\n"
        "print(seen[0], current_language(), 'PySide6.QtCore' in sys.modules)\n"
    )
    assert prefcount("stats", str(book), code=code).stdout.split() == ["ru", "ru", "False"]
    assert prefcount("stats", str(book), "--json", code=code, lang="uk_UA.UTF-8").stdout.split() == [
        "uk",
        "uk",
        "False",
    ]
    assert prefcount("stats", str(book), "--lang", "en", code=code).stdout.split() == ["en", "en", "False"]


LOADED = """
import sys
from prefcount.cli.main import main
status = main(sys.argv[1:])
heavy = sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "pydantic")})
print(status, " ".join(heavy) or "-", "prefcount.ledger" in sys.modules)
"""


def test_blank_in_russian_loads_neither_qt_nor_the_ledger(tmp_path):
    done = prefcount("blank", "--players", "4", "-o", str(tmp_path / "b.pdf"), code=LOADED)
    assert done.stdout.split() == ["0", "-", "False"], done.stderr
    from pypdf import PdfReader

    assert PdfReader(tmp_path / "b.pdf").pages[0].extract_text().splitlines()[0] == "Пулька"


def test_blank_with_names_loads_the_ledger_to_check_them_and_still_no_qt(tmp_path):
    done = prefcount("blank", "--names", "Аня", "Борис", "Вера", "-o", str(tmp_path / "b.pdf"), code=LOADED)
    assert done.stdout.split() == ["0", "pydantic", "True"], done.stderr


@pytest.mark.parametrize("args", [["--json"], [], ["--as", "leningrad"]], ids=["json", "table", "what-if"])
def test_score_in_russian_loads_no_qt(args):
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), *args, code=LOADED)
    assert done.stdout.splitlines()[-1].split() == ["0", "pydantic", "True"], done.stderr


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru_RU.UTF-8", ["Как записано на листе:", "Расчёт:", "B платит A 61.00", "Игра окончена: все пули закрыты."]),
        ("uk_UA.UTF-8", ["Як записано на аркуші:", "Розрахунок:", "B платить A 61.00", "вісти на B: 20.50.56"]),
        ("C", ["As written on the sheet:", "Settlement:", "B pays A 61.00", "whists on B: 20.50.56"]),
    ],
)
def test_the_score_table_speaks_the_system_language(lang, words):
    done = prefcount("score", str(DATA / "game-sochi-3p.json"), lang=lang)
    assert done.returncode == 0, done.stderr
    for word in words:
        assert word in done.stdout


def test_the_json_is_the_same_in_every_language():
    russian = prefcount("score", str(DATA / "game-sochi-3p.json"), "--json", lang="ru_RU.UTF-8")
    assert json.loads(russian.stdout) == json.loads((DATA / "game-sochi-3p.expected.json").read_text(encoding="utf-8"))
