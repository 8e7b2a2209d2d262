"""The printed sheets need no Qt: every module of ``prefcount.report`` imports without PySide6, and printing a
game in English loads none (Russian and Ukrainian read their translations with QtCore's QTranslator)."""

import json
import pkgutil
import subprocess
import sys

from where import DATA

import prefcount.report

QT = ("PySide6", "shiboken6")


def loaded_after(code: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport json, sys; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_every_report_module_imports_without_qt():
    names = ["prefcount.report." + info.name for info in pkgutil.iter_modules(prefcount.report.__path__)]
    assert {"prefcount.report.game", "prefcount.report.blank", "prefcount.report.season"} <= set(names)
    loaded = loaded_after(f"import prefcount.report, {', '.join(names)}")
    assert "prefcount.report.game" in loaded and "prefcount.words.money" in loaded
    assert not [m for m in loaded if m.split(".")[0] in QT]


def test_printing_a_game_in_english_loads_no_qt(tmp_path):
    out = tmp_path / "game.pdf"
    code = (
        "from prefcount.cli.main import main\n"
        f"assert main(['pdf', {str(DATA / 'game-sochi-3p.json')!r}, '--lang', 'en', '-o', {str(out)!r}]) == 0"
    )
    loaded = loaded_after(code)
    assert out.stat().st_size > 10_000
    assert "reportlab" in loaded and not [m for m in loaded if m.split(".")[0] in QT]


def test_the_decimal_sign_of_each_language_is_qts():
    """money.DECIMAL_POINT (known without Qt) says what Qt's locale of each language says."""
    from PySide6.QtCore import QLocale

    from prefcount.words.i18n import LANGUAGES
    from prefcount.words.money import DECIMAL_POINT, decimal_point

    assert set(DECIMAL_POINT) == set(LANGUAGES)
    for language in LANGUAGES:
        assert decimal_point(language) == QLocale(language).decimalPoint(), language
