"""Every string of the app, the sheets and the ledger has a Russian and a Ukrainian translation.

Each translation keeps its {fields}.
"""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from where import ROOT

from prefcount.files.paths import resource_path

# The .ts are sources: in the checkout and the source release, not in the installed package (which has the .qm)
SOURCES = ROOT / "resources" / "translations"
FILES = [f"{area}_{lang}.ts" for area in ("ui", "ledger", "report", "words") for lang in ("ru", "uk")]
FIELD = re.compile(r"\{[a-z_]+(?:![rs])?\}")
# beside this Python when its venv is not activated, else from PATH
_BESIDE = Path(sys.executable).parent / "pyside6-lrelease"
LRELEASE = str(_BESIDE) if _BESIDE.is_file() else "pyside6-lrelease"


def messages(name):
    root = ET.parse(SOURCES / name).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message.findtext("source"), message.find("translation")


def texts(translation) -> list[str]:
    """A translation's text, or each of its plural forms («%n раздача», «%n раздачи», «%n раздач»)."""
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


@pytest.mark.parametrize("name", FILES)
def test_everything_is_translated(name):
    missing = [
        (ctx, src)
        for ctx, src, tr in messages(name)
        if tr is None
        or tr.get("type") in ("unfinished", "vanished", "obsolete")
        or not all(text.strip() for text in texts(tr))
    ]
    assert not missing, missing[:10]


@pytest.mark.parametrize("name", FILES)
def test_fields_survive_translation(name):
    for ctx, src, tr in messages(name):
        for text in texts(tr):
            assert sorted(FIELD.findall(src)) == sorted(FIELD.findall(text)), (ctx, src, text)


@pytest.mark.parametrize("name", FILES)
def test_compiled_file_is_fresh(name, tmp_path):
    """The .qm prefcount loads (the installed one in CI) is what pyside6-lrelease makes of the .ts source (run
    tools/build_forms.py)."""
    fresh = tmp_path / "fresh.qm"
    subprocess.run([LRELEASE, "-silent", str(SOURCES / name), "-qm", str(fresh)], check=True)
    assert resource_path("translations", name).with_suffix(".qm").read_bytes() == fresh.read_bytes()


@pytest.mark.parametrize(
    "lang, words",
    [
        ("ru", ["пуля", "гора", "висты", "распасы", "мизер", "полвиста"]),
        ("uk", ["пуля", "гора", "висти", "розпаси", "мізер", "піввіста"]),
    ],
)
def test_players_words(lang, words):
    text = " ".join(
        (tr.text or "").lower() for name in (f"ui_{lang}.ts", f"ledger_{lang}.ts") for _c, _s, tr in messages(name)
    )
    for word in words:
        assert word in text, word
