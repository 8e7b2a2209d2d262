"""The ``.qm`` reader (prefcount.words.qm) answers as Qt's QTranslator does, for every message prefcount ships; the
system's language is read without Qt as Qt reads it; and the command line's translations load no Qt at all."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from locale_helpers import with_locale
from PySide6.QtCore import QTranslator

from prefcount.files.paths import resource_path
from prefcount.words.qm import MAGIC, QmError, lookup, read_qm

QM_FILES = sorted(resource_path("translations").glob("*.qm"))


@pytest.mark.parametrize("qm", QM_FILES, ids=[path.name for path in QM_FILES])
def test_every_message_is_translated_as_qt_translates_it(qm):
    catalogue = read_qm(qm.read_bytes())
    assert len(catalogue) > 5
    language = qm.stem.rsplit("_", 1)[1]
    qt = QTranslator()
    assert qt.load(str(qm))
    for (context, text, comment), forms in catalogue.items():
        for n in [-1] if len(forms) == 1 else [-1, *range(0, 130)]:
            ours = lookup(catalogue, language, context, text, comment, n)
            assert ours == qt.translate(context, text, comment or None, n), (context, text, n)
        # the comment is only a tie-break: asked with another one, Qt and the reader fall back alike
        assert lookup(catalogue, language, context, text, "no such comment") == qt.translate(
            context, text, "no such comment"
        )
    assert lookup(catalogue, language, "report", "no such text") == "" == qt.translate("report", "no such text")


def test_what_is_not_a_qm_file_is_refused():
    with pytest.raises(QmError):
        read_qm(b"<TS version='2.1'></TS>")
    with pytest.raises(QmError):
        read_qm(MAGIC + bytes([0x69, 0, 0, 1, 0]))  # a block longer than the file


LOCALES = [
    {"LANG": "ru_RU.UTF-8"},
    {"LANG": "uk_UA.UTF-8"},
    {"LANG": "C"},
    {"LANG": "ru_RU.UTF-8", "LC_ALL": "C"},
    {"LANG": "de_DE.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"},
    {"LANG": "de_DE.UTF-8", "LANGUAGE": "de:uk"},
    {"LANG": "C", "LANGUAGE": "ru"},
    {},
]
BOTH = """
import json
from PySide6.QtCore import QLocale
from prefcount.words.i18n import system_language, system_languages
print(json.dumps([list(QLocale.system().uiLanguages()), system_languages(), system_language()]))
"""


def language_of(name: str) -> str:
    return name.replace("-", "_").split("_")[0].split(".")[0].lower()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the environment variables are the Unix way")
@pytest.mark.parametrize("locale", LOCALES, ids=[" ".join(f"{k}={v}" for k, v in lc.items()) for lc in LOCALES])
def test_the_system_language_is_read_as_qt_reads_it(locale):
    done = subprocess.run(
        [sys.executable, "-c", BOTH], capture_output=True, text=True, timeout=60, env=with_locale(locale)
    )
    assert done.returncode == 0, done.stderr
    qt, ours, chosen = json.loads(done.stdout)
    assert language_of(ours[0]) == language_of(qt[0]) or (ours == ["C"] and qt[0] in ("C", "en-US")), (qt, ours)
    assert chosen == next((language_of(n) for n in qt if language_of(n) in ("ru", "uk", "en")), "en")
