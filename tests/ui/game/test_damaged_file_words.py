"""A damaged file's reason, in Russian and Ukrainian, has no English words of the JSON parser, and keeps where."""

import re

import pytest

from prefcount.files import gamefile
from prefcount.ledger import FileFormatError
from prefcount.words.i18n import set_language, translate

GOOD = '{"format": "prefcount-game", "version": 1, "players": ["Аня", "Борис", "Вера"], "hands": []}'
DAMAGED = {
    "cut off": GOOD[:60],
    "a quote never closed": '{"format": "prefcount-game", "players": ["Аня, "Борис"]}'.replace('"Борис"]}', "Борис]}"),
    "no comma": GOOD.replace(', "version"', ' "version"'),
    "no colon": GOOD.replace('"version":', '"version"'),
    "a key without quotes": GOOD.replace('"version"', "version"),
    "a value missing": GOOD.replace('"hands": []', '"hands": ]'),
    "a trailing comma": GOOD.replace('"hands": []', '"hands": [],'),
    "something after the game": GOOD + " ]",
    "a line break in a name": GOOD.replace('"Аня"', '"А\nня"'),
    "a bad escape": GOOD.replace('"Аня"', '"А\\qня"'),
}


@pytest.mark.parametrize("language", ["ru", "uk"])
@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_the_reason_for_a_damaged_file_is_in_the_players_language(case, language):
    with pytest.raises(FileFormatError) as refused:
        gamefile.loads(DAMAGED[case])
    set_language(language)
    said = refused.value.translated(translate)
    assert set(re.findall(r"[A-Za-z]+", said)) <= {"JSON"}, said  # «Unterminated string starting at» was shown
    assert re.search(r"\d+, \w+ \d+", said)  # line and column kept
    english = refused.value.translated()
    assert "line" in english and "column" in english and "Expecting" not in english


def test_each_kind_of_damage_is_said_in_its_own_words():
    said = set()
    for text in DAMAGED.values():
        with pytest.raises(FileFormatError) as refused:
            gamefile.loads(text)
        said.add(refused.value.template)
    assert len(said) >= 8
