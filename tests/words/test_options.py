"""The convention's options in words (prefcount.words.options): labels, explanations, values, preset names —
the catalogue that used to sit inside the ledger, moved where the words live (issue 29 §4), context "ledger" kept."""

from decimal import Decimal

import pytest

from prefcount.ledger import OPTIONS, PRESETS, Convention, convention_from_dict
from prefcount.ledger.conventions import GROUPS
from prefcount.words.options import (
    CHOICE_WORDS,
    GROUP_TITLES,
    OPTION_CHOICE_WORDS,
    OPTION_WORDS,
    PRESET_NAMES,
    convention_title,
    describe_value,
    group_title,
    option_help,
    option_label,
    preset_title,
)

PRESET_ORDER = ("sochi", "leningrad", "rostov", "classic")


def test_every_preset_and_group_has_a_name():
    assert list(PRESET_NAMES) == list(PRESETS) == list(PRESET_ORDER)
    assert all(PRESET_NAMES[name] for name in PRESET_ORDER)
    assert list(GROUP_TITLES) == [group.key for group in GROUPS]
    assert all(group_title(group.key).strip() for group in GROUPS)
    assert group_title("raspasy", lambda context, text: f"{context}:{text}") == "ledger:Raspasy"


@pytest.mark.parametrize("info", OPTIONS, ids=[info.key for info in OPTIONS])
def test_every_option_has_label_and_help(info):
    label, help_text = option_label(info.key), option_help(info.key)
    assert isinstance(label, str) and label.strip()
    assert isinstance(help_text, str) and len(help_text.strip()) > len(label.strip())
    assert set(OPTION_WORDS) == {info.key for info in OPTIONS}  # no words for an option nobody has


def test_labels_are_distinct():
    labels = [option_label(info.key) for info in OPTIONS]
    assert len(labels) == len(set(labels))


@pytest.mark.parametrize("info", [i for i in OPTIONS if i.kind == "choice"], ids=lambda i: i.key)
def test_every_word_choice_has_words(info):
    for value in info.choices:
        if isinstance(value, str):
            words = OPTION_CHOICE_WORDS.get((info.key, value)) or CHOICE_WORDS[value]
            assert describe_value(info.key, value) == words


@pytest.mark.parametrize(
    "key, value, want",
    [
        ("overflow", "help", "help the others close"),
        ("overflow", "write_off", "write off the gora"),
        ("lone_whister_on_remiz", "gentleman", "gentleman (джентльменский)"),
        ("whister_responsibility", "half", "half (полуответственный)"),
        ("raspasy_progression", "geometric", "geometric (1-2-4)"),
        ("consolation", True, "yes"),
        ("stalingrad", False, "no"),
        ("raspasy_exit", (6, 7, 8), "6, 7, 8"),
        ("raspasy_exit", [7], "7"),
        ("pulya_target", 20, "20"),
        ("whist_price", Decimal("0.5"), "0.5"),
        ("whist_multiplier", 2, "×2"),
        ("remiz_multiplier", 1, "×1"),
        ("pulya_to_gora", 2, "2"),  # an amount: gora points a pulya point is worth
    ],
)
def test_describe_value(key, value, want):
    assert describe_value(key, value) == want


def test_describe_value_translates():
    seen = []

    def translate(context, text):
        seen.append((context, text))
        return text.upper()

    assert describe_value("consolation", True, translate) == "YES"
    assert describe_value("overflow", "count", translate) == "COUNT IT IN THE PULYA"
    assert seen == [("ledger", "yes"), ("ledger", "count it in the pulya")]


@pytest.mark.parametrize("preset", PRESET_ORDER)
def test_describe_every_value_of_every_preset(preset):
    for key, value in PRESETS[preset].options().items():
        text = describe_value(key, value)
        assert isinstance(text, str) and text


@pytest.mark.parametrize(
    ("preset", "title"),
    [("sochi", "Sochi"), ("leningrad", "Leningrad"), ("rostov", "Rostov"), ("classic", "Classic"), (None, "Own rules")],
)
def test_preset_title_names_a_preset_or_own_rules(preset, title):
    assert preset_title(preset) == title
    assert preset_title(preset, lambda context, text: f"{context}:{text}!") == f"ledger:{title}!"


def test_a_convention_without_preset_is_titled_own_rules():
    assert preset_title(convention_from_dict(PRESETS["sochi"].to_dict()).preset) == "Sochi"
    custom = convention_from_dict({k: v for k, v in PRESETS["rostov"].to_dict().items() if k != "preset"})
    assert custom.preset is None
    assert preset_title(custom.preset) == "Own rules"


@pytest.mark.parametrize(
    ("convention", "players", "title"),
    [
        (PRESETS["sochi"], 3, "Sochi"),
        (Convention.from_preset("sochi", whist_price="0.5", pulya_target=20), 3, "Sochi"),  # the stake, not a rule
        (Convention.from_preset("leningrad", overflow="help"), 3, "Leningrad, changed"),
        (Convention.from_preset("leningrad", dealer_may_whist=True), 3, "Leningrad"),  # a 4-player rule only
        (Convention.from_preset("leningrad", dealer_may_whist=True), 4, "Leningrad, changed"),
        (Convention.from_preset("leningrad", dealer_may_whist=True), None, "Leningrad, changed"),
    ],
)
def test_a_games_convention_is_titled_changed_when_a_rule_differs_from_its_preset(convention, players, title):
    assert convention_title(convention, players) == title


def test_a_convention_of_its_own_is_titled_own_rules_not_changed():
    own = convention_from_dict({k: v for k, v in PRESETS["sochi"].to_dict().items() if k != "preset"})
    assert convention_title(own, 3) == "Own rules"
