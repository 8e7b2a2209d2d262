"""Conventions (RULES §6): the presets, overrides, errors that name the key, options for the editor."""

import json
import typing
from decimal import Decimal

import pytest
from pydantic import ValidationError

from prefcount.ledger import (
    OPTIONS,
    PRESETS,
    Convention,
    ConventionError,
    LedgerError,
    convention_from_dict,
)
from prefcount.ledger.conventions import (
    GROUPS,
    OPTION_BY_KEY,
    changed_options,
    groups_for,
    levels_text,
)

# RULES §6, copied row by row: key → (sochi, leningrad, rostov, classic), values as in a game file.
TABLE = {
    "pulya_target": (10, 10, 10, 10),
    "whist_price": ("1", "1", "1", "1"),
    "whist_multiplier": (1, 2, 1, 1),
    "remiz_multiplier": (1, 2, 1, 1),
    "pulya_to_gora": (1, 2, 1, 1),
    "misere_gora_per_trick": (10, 20, 10, 10),
    "whister_responsibility": ("full", "half", "half", "full"),
    "two_whisters": ("individual", "individual", "individual", "individual"),
    "high_contract_liability": ("second", "second", "second", "second"),
    "lone_whister_on_remiz": ("greedy", "gentleman", "gentleman", "greedy"),
    "consolation": (True, True, True, True),
    "consolation_to_passer": (True, True, True, True),
    "consolation_to_dealer": (True, True, True, True),
    "half_whist": (True, True, True, True),
    "ten_whisted": (True, True, True, True),
    "stalingrad": (False, False, False, False),
    "concede_trick_whists": ("as_if_taken", "as_if_taken", "as_if_taken", "as_if_taken"),
    "raspasy_scoring": ("gora", "gora", "whists", "gora"),
    "raspasy_trick_price": (1, 2, 1, 1),
    "raspasy_progression": ("arithmetic", "arithmetic", "none", "geometric"),
    "raspasy_progression_cap": (3, 3, 3, 3),
    "raspasy_zero_tricks": ("pulya_1", "pulya_1", "pulya_1", "pulya_1"),
    "raspasy_whists_per_trick": (5, 5, 5, 5),
    "raspasy_tie": ("each_writes", "each_writes", "each_writes", "each_writes"),
    "raspasy_exit": ([6, 7, 8], [6, 7, 7], [6, 6, 6], [7]),
    "overflow": ("help", "count", "help", "write_off"),
    "help_order": ("closest_first", "closest_first", "closest_first", "closest_first"),
    "end_condition": ("all_closed", "all_closed", "all_closed", "all_closed"),
    # RULES §9: every new option defaults to today's behaviour in every preset.
    "prikup_premium": (False,) * 4,
    "dealer_on_raspasy": ("sits_out",) * 4,
    "dealer_zero_premium": (False,) * 4,
    "dealer_may_whist": (False,) * 4,
    "raspasy_run_ends": ("any_hand",) * 4,
    "raspasy_amnesty": (False,) * 4,
    "gentleman_on_made": (False,) * 4,
    "remiz_scoring": ("gora",) * 4,
    "gora_divisor": ("players",) * 4,
    "end_rounds": (4,) * 4,
    "whist_forced": (False,) * 4,
    # RULES §11: the same promise.
    "checked_ten_whists": ("as_played",) * 4,
    "two_whister_quota": ("covered",) * 4,
    "dealer_whist_shape": ("shared",) * 4,
    "prikup_premium_writer": ("defenders",) * 4,
    "returned_whist": ("as_pass",) * 4,
    "write_off_below_zero": (True,) * 4,
    # RULES §12: the presets do not change.
    "lone_whister_tricks": ("all",) * 4,
    "settle_open_pulya": ("to_gora",) * 4,
}
#: The options of RULES §9–§12 (left out of a version-1 file).
VERSION_2_KEYS = set(list(TABLE)[list(TABLE).index("prikup_premium") :])
PRESET_ORDER = ("sochi", "leningrad", "rostov", "classic")


def file_values(preset: str) -> dict:
    column = PRESET_ORDER.index(preset)
    return {key: values[column] for key, values in TABLE.items()}


def test_the_four_presets():
    assert set(PRESETS) == set(PRESET_ORDER)


@pytest.mark.parametrize("preset", PRESET_ORDER)
def test_preset_matches_the_rules_table(preset):
    want = file_values(preset)
    convention = PRESETS[preset]
    assert convention.preset == preset
    # every key, in the file's notation
    data = convention.to_dict()
    assert data == {"preset": preset, **want}
    # and as Python values
    options = convention.options()
    assert set(options) == set(TABLE)
    for key, value in want.items():
        got = options[key]
        if key == "whist_price":
            assert got == Decimal(value) and isinstance(got, Decimal)
        elif key == "raspasy_exit":
            assert got == tuple(value)
        else:
            assert got == value and type(got) is type(value), key
    assert convention.overrides() == {}


@pytest.mark.parametrize("preset", PRESET_ORDER)
def test_from_preset_is_the_preset(preset):
    assert Convention.from_preset(preset) == PRESETS[preset]
    assert convention_from_dict({"preset": preset}) == PRESETS[preset]


def test_preset_relations_stated_in_rules():
    sochi, leningrad, rostov, classic = (PRESETS[name].options() for name in PRESET_ORDER)
    diff = lambda a, b: {k for k in a if a[k] != b[k]}  # noqa: E731
    assert diff(sochi, rostov) == {
        "whister_responsibility",
        "lone_whister_on_remiz",
        "raspasy_scoring",
        "raspasy_progression",
        "raspasy_exit",
    }
    assert diff(sochi, classic) == {"raspasy_progression", "raspasy_exit", "overflow"}
    assert leningrad["whist_multiplier"] == 2 and leningrad["pulya_to_gora"] == 2


def test_overrides_on_top_of_a_preset():
    convention = Convention.from_preset(
        "sochi", pulya_target=20, whist_price="0.5", overflow="count", raspasy_exit=[7, 8]
    )
    assert convention.preset == "sochi"
    assert convention.pulya_target == 20
    assert convention.whist_price == Decimal("0.5")
    assert convention.overflow == "count"
    assert convention.raspasy_exit == (7, 8)
    assert convention.overrides() == {
        "pulya_target": 20,
        "whist_price": Decimal("0.5"),
        "overflow": "count",
        "raspasy_exit": (7, 8),
    }
    assert convention.consolation is True  # untouched keys keep the preset


def test_override_equal_to_the_preset_is_no_override():
    assert Convention.from_preset("rostov", raspasy_scoring="whists") == PRESETS["rostov"]


def test_full_convention_without_a_preset():
    data = file_values("leningrad")
    convention = convention_from_dict(data)
    assert convention.preset is None
    assert convention.options() == PRESETS["leningrad"].options()
    assert convention.overrides() == convention.options()
    assert convention.to_dict() == data


def test_no_preset_and_missing_options_names_them():
    data = file_values("sochi")
    del data["overflow"], data["help_order"]
    with pytest.raises(ConventionError) as caught:
        convention_from_dict(data)
    assert "overflow" in str(caught.value) and "help_order" in str(caught.value)


@pytest.mark.parametrize("data", [None, [], "sochi", 1])
def test_convention_must_be_an_object(data):
    with pytest.raises(ConventionError, match="object"):
        convention_from_dict(data)


@pytest.mark.parametrize(
    "key, close",
    [
        ("overflw", "overflow"),
        ("pulya_targt", "pulya_target"),
        ("whist_prise", "whist_price"),
        ("halfwhist", "half_whist"),
        ("raspasy_exits", "raspasy_exit"),
        ("stalingrat", "stalingrad"),
    ],
)
def test_misspelled_key_is_named_with_a_suggestion(key, close):
    with pytest.raises(ConventionError) as caught:
        Convention.from_preset("sochi", **{key: 1})
    message = str(caught.value)
    assert repr(key) in message
    assert repr(close) in message and "did you mean" in message
    assert isinstance(caught.value, LedgerError)


def test_unknown_key_far_from_any_option_is_named():
    with pytest.raises(ConventionError) as caught:
        convention_from_dict({"preset": "sochi", "zzz": 1})
    assert "'zzz'" in str(caught.value) and "did you mean" not in str(caught.value)


@pytest.mark.parametrize("name", ["moscow", "Sochi", "", 3])
def test_unknown_preset_is_named(name):
    with pytest.raises(ConventionError) as caught:
        convention_from_dict({"preset": name})
    message = str(caught.value)
    assert repr(name) in message
    assert "sochi" in message and "classic" in message


BAD_VALUES = [
    ("pulya_target", 0),
    ("pulya_target", -5),
    ("pulya_target", "10"),
    ("pulya_target", 10.0),
    ("pulya_target", True),
    ("pulya_target", None),
    ("whist_price", "abc"),
    ("whist_price", "-1"),
    ("whist_price", -0.5),
    ("whist_price", "NaN"),
    ("whist_price", "Infinity"),
    ("whist_price", True),
    ("whist_price", None),
    ("whist_price", [1]),
    ("whist_multiplier", 3),
    ("whist_multiplier", "2"),
    ("whist_multiplier", 2.0),
    ("whist_multiplier", True),
    ("remiz_multiplier", 0),
    ("pulya_to_gora", 4),
    ("misere_gora_per_trick", -1),
    ("misere_gora_per_trick", 1.5),
    ("whister_responsibility", "partial"),
    ("whister_responsibility", None),
    ("two_whisters", "together"),
    ("high_contract_liability", "first"),
    ("lone_whister_on_remiz", "kind"),
    ("consolation", 1),
    ("consolation", "true"),
    ("consolation_to_passer", None),
    ("consolation_to_dealer", 0),
    ("half_whist", "yes"),
    ("ten_whisted", 1),
    ("stalingrad", "false"),
    ("concede_trick_whists", "all"),
    ("raspasy_scoring", "pulya"),
    ("raspasy_trick_price", -1),
    ("raspasy_progression", "exponential"),
    ("raspasy_progression_cap", 0),
    ("raspasy_zero_tricks", "pulya_3"),
    ("raspasy_whists_per_trick", "5"),
    ("raspasy_tie", "share"),
    ("raspasy_exit", []),
    ("raspasy_exit", [5]),
    ("raspasy_exit", [6, 11]),
    ("raspasy_exit", "678"),
    ("raspasy_exit", [6, "7"]),
    ("raspasy_exit", 6),
    ("raspasy_exit", [6, True]),
    ("overflow", "helps"),
    ("overflow", "Help"),
    ("help_order", "counterclockwise"),
    ("end_condition", "never"),
]


@pytest.mark.parametrize("key, value", BAD_VALUES, ids=[f"{k}={v!r}" for k, v in BAD_VALUES])
def test_bad_value_is_refused_naming_the_key(key, value):
    with pytest.raises(ConventionError) as caught:
        Convention.from_preset("sochi", **{key: value})
    message = str(caught.value)
    assert repr(key) in message
    assert repr(value) in message


def test_every_choice_option_refusal_lists_the_choices():
    with pytest.raises(ConventionError) as caught:
        Convention.from_preset("sochi", overflow="helps")
    assert "help, write_off, count" in str(caught.value)


@pytest.mark.parametrize(
    "key, value, want",
    [
        ("whist_price", "0.50", Decimal("0.50")),
        ("whist_price", 2, Decimal(2)),
        ("whist_price", " 0.1 ", Decimal("0.1")),
        ("whist_price", "0", Decimal(0)),
        ("pulya_target", 1, 1),
        ("raspasy_exit", [8], (8,)),
        ("raspasy_exit", [6, 6, 6, 7, 8, 9, 10], (6, 6, 6, 7, 8, 9, 10)),
        ("misere_gora_per_trick", 0, 0),
    ],
)
def test_good_values_are_normalised(key, value, want):
    assert getattr(Convention.from_preset("classic", **{key: value}), key) == want


@pytest.mark.parametrize("preset", PRESET_ORDER)
def test_to_dict_round_trip(preset):
    convention = PRESETS[preset]
    data = convention.to_dict()
    assert convention_from_dict(data) == convention
    assert convention_from_dict(json.loads(json.dumps(data))) == convention


def test_to_dict_round_trip_with_overrides():
    convention = Convention.from_preset(
        "leningrad",
        pulya_target=30,
        whist_price="0.25",
        raspasy_exit=[7],
        stalingrad=True,
        overflow="help",
        help_order="clockwise",
    )
    data = json.loads(json.dumps(convention.to_dict()))
    assert set(data) == {"preset", *TABLE}  # a game stores its convention in full
    back = convention_from_dict(data)
    assert back == convention
    assert back.overrides() == convention.overrides()


def test_convention_is_frozen():
    with pytest.raises(ValidationError):
        PRESETS["sochi"].pulya_target = 20
    assert PRESETS["sochi"].pulya_target == 10


def test_options_cover_every_convention_field():
    keys = [info.key for info in OPTIONS]
    assert len(keys) == len(set(keys))
    assert set(keys) == set(Convention.model_fields) - {"preset"}
    assert set(keys) == set(TABLE)


def test_the_editor_offers_the_raspasy_premiums_from_pulya_to_gora_then_none():
    assert OPTION_BY_KEY["raspasy_zero_tricks"].choices == (
        "pulya_1",
        "pulya_2",
        "trick_price",
        "pulya_price",
        "pulya_step",
        "gora_two_tricks",
        "gora_write_off",
        "none",
    )


@pytest.mark.parametrize("info", [i for i in OPTIONS if i.kind == "choice"], ids=lambda i: i.key)
def test_choice_options_list_exactly_the_allowed_values(info):
    """The editor offers the Convention field's Literal values, in the Literal's order (one list, kept once)."""
    annotation = Convention.model_fields[info.key].annotation
    assert typing.get_args(annotation) == info.choices
    for value in info.choices:  # each is accepted
        assert getattr(Convention.from_preset("sochi", **{info.key: value}), info.key) == value


# -- RULES §9: version-2 options, groups, what differs from the preset ------------------------------


@pytest.mark.parametrize(
    "key, value",
    [
        ("raspasy_zero_tricks", "pulya_2"),
        ("raspasy_zero_tricks", "gora_two_tricks"),
        ("end_condition", "rounds"),
        ("end_rounds", 1),
        ("end_rounds", 12),
        ("prikup_premium", True),
        ("dealer_on_raspasy", "takes_prikup_tricks"),
        ("dealer_zero_premium", True),
        ("dealer_may_whist", True),
        ("raspasy_run_ends", "played_hand"),
        ("raspasy_run_ends", "whisted_made_game"),
        ("raspasy_amnesty", True),
        ("gentleman_on_made", True),
        ("remiz_scoring", "whists"),
        ("gora_divisor", "opponents"),
        ("whist_forced", True),
    ],
)
def test_version_2_values_are_accepted_and_make_version_2(key, value):
    convention = Convention.from_preset("sochi", **{key: value})
    assert getattr(convention, key) == value
    assert convention.uses_version_2()
    assert convention_from_dict(json.loads(json.dumps(convention.to_dict()))) == convention


@pytest.mark.parametrize(
    "key, value",
    [
        ("end_rounds", 0),
        ("end_rounds", -3),
        ("end_rounds", "4"),
        ("raspasy_run_ends", "never"),
        ("dealer_on_raspasy", True),
        ("gora_divisor", 3),
        ("remiz_scoring", "pulya"),
        ("prikup_premium", "yes"),
        ("raspasy_zero_tricks", "pulya_3"),
        ("end_condition", "hands"),
    ],
)
def test_bad_version_2_values_are_refused_naming_the_key(key, value):
    with pytest.raises(ConventionError) as caught:
        Convention.from_preset("sochi", **{key: value})
    assert key in str(caught.value)


@pytest.mark.parametrize("preset", PRESET_ORDER)
def test_presets_need_no_version_2_and_a_version_1_file_has_only_section_6(preset):
    convention = PRESETS[preset]
    assert not convention.uses_version_2()
    data = convention.to_dict(version=1)
    assert set(data) == {"preset", *(set(TABLE) - VERSION_2_KEYS)}
    assert convention_from_dict(data) == convention  # the missing §9 options are their defaults


def test_a_full_version_1_convention_without_preset_still_loads():
    data = PRESETS["classic"].to_dict(version=1)
    del data["preset"]
    assert convention_from_dict(data).options() == PRESETS["classic"].options()


def test_every_option_is_in_exactly_one_group_in_display_order():
    grouped = [info.key for group in GROUPS for info in group.options]
    assert sorted(grouped) == sorted(TABLE) and len(grouped) == len(set(grouped))
    assert [info.key for info in OPTIONS] == grouped
    assert [group.key for group in GROUPS] == [
        "whisting",
        "remiz",
        "raspasy",
        "four_players",
        "closing",
        "settlement",
        "money",
    ]
    for group in GROUPS:
        assert all(info.group == group.key for info in group.options)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_groups_for_a_game_of_n_players(players):
    groups = groups_for(players)
    keys = {info.key for group in groups for info in group.options}
    assert ("four_players" in [group.key for group in groups]) == (players == 4)
    assert ("whist_forced" in keys) == (players == 2)
    assert ("dealer_may_whist" in keys) == (players == 4)
    assert ("two_whisters" in keys) == (players != 2)
    assert {"pulya_target", "overflow", "raspasy_scoring", "gora_divisor", "whist_price"} <= keys
    assert all(info.applies_to(players) for group in groups for info in group.options)
    assert all(group.options for group in groups)


def test_changed_options_names_what_differs_from_the_preset_in_display_order():
    convention = Convention.from_preset("leningrad", overflow="help", dealer_may_whist=True, whist_price="0.5")
    assert changed_options(convention) == ("dealer_may_whist", "overflow", "whist_price")
    assert changed_options(convention, players=3) == ("overflow", "whist_price")
    assert changed_options(PRESETS["rostov"]) == ()
    assert changed_options(Convention.from_preset("sochi", overflow="help")) == ()


def test_changed_options_against_a_base_convention():
    base = Convention.from_preset("sochi", whist_price="0.5")
    other = Convention.from_preset("leningrad", whist_price="0.5", dealer_may_whist=True)
    differ = tuple(info.key for info in OPTIONS if getattr(base, info.key) != getattr(other, info.key))
    assert changed_options(other, base=base) == differ and "dealer_may_whist" in differ
    assert changed_options(other, players=3, base=base) == tuple(key for key in differ if key != "dealer_may_whist")
    assert changed_options(other, base=other) == ()
    assert changed_options(Convention.from_preset("sochi", overflow="help"), base=base) == ("whist_price",)


def test_rules_changed_counts_rules_that_matter_to_the_players_not_the_stake():
    from prefcount.ledger.conventions import rules_changed

    assert not rules_changed(Convention.from_preset("sochi", whist_price="2", pulya_target=30), 3)
    assert not rules_changed(Convention.from_preset("sochi", dealer_may_whist=True), 3)
    assert rules_changed(Convention.from_preset("sochi", dealer_may_whist=True), 4)
    own = convention_from_dict({k: v for k, v in PRESETS["sochi"].to_dict().items() if k != "preset"})
    assert not rules_changed(own, 3)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("6, 7, 8", [6, 7, 8]),
        ("6,7,7", [6, 7, 7]),
        (" 6 6 6 ", [6, 6, 6]),
        ("6;7", [6, 7]),
        ("[7]", [7]),
        ("7", [7]),
        (" [6, 7, 8] ", [6, 7, 8]),
        ("[6, 7", "[6, 7"),
        ("6]", "6]"),
        ("[[6]]", "[[6]]"),
        ("[]", "[]"),
        ("6" * 5000, "6" * 5000),
        ("6-8", "6-8"),
        ("6–8", "6–8"),
        ("6-7-8", "6-7-8"),
        ("6 to 8", "6 to 8"),
        ("６", "６"),
        ("", ""),
    ],
)
def test_levels_are_read_as_a_list_and_nothing_else(typed, read):
    """A typed raspasy exit: numbers between commas, semicolons or spaces; anything else is left for the check
    to refuse ("6-8" could be 6, 8 or 6, 7, 8)."""
    from prefcount.ledger.conventions import levels_from_text

    assert levels_from_text(typed) == read
    if isinstance(read, str):
        with pytest.raises(ConventionError, match="must be a list of contract levels"):
            Convention.from_preset("sochi", raspasy_exit=levels_from_text(typed))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_levels_are_read_back_as_they_are_written(preset):
    """One written form: what the app shows (the editor, ``score --as``, the settlement page) reads back the same."""
    from prefcount.ledger.conventions import levels_from_text

    levels = PRESETS[preset].raspasy_exit
    assert levels_text(levels) == ", ".join(str(level) for level in levels)
    assert tuple(levels_from_text(levels_text(levels))) == levels
