"""Conventions: every option of RULES §6, §9, §11 and §12, the four presets, overrides on top of a preset.

A :class:`Convention` is a frozen value. A game stores its convention in full,
so changing what a preset means later never re-scores a saved game.

For the convention editor, the read-only rules view and the printed convention
page (one way of showing options everywhere):

* :data:`OPTIONS` — every option in display order, each an :class:`OptionInfo`
  (key, kind of value, its :data:`GROUPS` key, the player counts it matters for);
* :data:`GROUPS` — the option groups in the order a player thinks of them, each an
  :class:`OptionGroup` (key, its options);
  :func:`groups_for` gives the groups (and options) that apply to a game of 2, 3 or 4;
* :func:`changed_options` — which options of a convention differ from its preset.

What the options, their values and the presets are called in ru/uk/en lives with the words:
:mod:`prefcount.words.options`.
"""

from __future__ import annotations

import re
import reprlib
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import ConventionError, visible

LEVELS = (6, 7, 8, 9, 10)
#: The largest whist price and the finest step of one (a file beyond these is refused, not computed for hours).
MAX_WHIST_PRICE = Decimal(1_000_000)
WHIST_PRICE_PLACES = 4
#: The most entries the raspasy exit may list.
MAX_EXIT_LEVELS = 10


def file_value(value: Any) -> Any:
    """An option's value as a game file (JSON) writes it: a price as text ("0.5"), levels as a list."""
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, tuple):
        return list(value)
    return value


def levels_text(levels: Collection[int]) -> str:
    """Levels written for a person: ``"6, 7, 8"``, as :func:`levels_from_text` reads them back."""
    return ", ".join(str(level) for level in levels)


def levels_from_text(text: str) -> list[int] | str:
    """Levels as a person types them and as :func:`levels_text` writes them: ``"6, 7, 8"`` → ``[6, 7, 8]``;
    ``"7"`` → ``[7]``. Commas, semicolons or spaces go between; the whole may stand in brackets, as a game file
    writes it (``[6, 7, 8]``). Any other text is returned as it is, for the option's check to refuse: unbalanced
    brackets (``"[6, 7"``), and ``"6-8"``, which could mean 6 and 8 or 6 to 8 (RULES §6 lists the levels)."""
    inner = text.strip()
    if inner.startswith("[") and inner.endswith("]"):
        inner = inner[1:-1]
    parts = [part for part in re.split(r"[\s,;]+", inner) if part]
    if parts and all(part.isascii() and part.isdigit() and len(part) <= 2 for part in parts):
        return [int(part) for part in parts]
    return text


class Convention(BaseModel):
    """The full set of scoring options a game is played under."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    preset: str | None = None
    pulya_target: int
    whist_price: Decimal
    whist_multiplier: Literal[1, 2]
    remiz_multiplier: Literal[1, 2]
    pulya_to_gora: Literal[1, 2]
    misere_gora_per_trick: int
    whister_responsibility: Literal["full", "half"]
    two_whisters: Literal["individual", "pooled"]
    high_contract_liability: Literal["second", "both", "split"]
    lone_whister_on_remiz: Literal["greedy", "gentleman"]
    consolation: bool
    consolation_to_passer: bool
    consolation_to_dealer: bool
    half_whist: bool
    ten_whisted: bool
    stalingrad: bool
    concede_trick_whists: Literal["as_if_taken", "none", "nothing"]
    raspasy_scoring: Literal["gora", "whists"]
    raspasy_trick_price: int
    raspasy_progression: Literal["none", "arithmetic", "geometric"]
    raspasy_progression_cap: int
    raspasy_zero_tricks: Literal[
        "pulya_1", "pulya_2", "trick_price", "pulya_price", "pulya_step", "gora_two_tricks", "gora_write_off", "none"
    ]
    raspasy_whists_per_trick: int
    raspasy_tie: Literal["each_writes", "split"]
    raspasy_exit: tuple[int, ...]
    overflow: Literal["help", "write_off", "count", "american"]
    help_order: Literal["closest_first", "clockwise"]
    end_condition: Literal["all_closed", "pulya_sum", "manual", "rounds", "closed_and_gora_zero"]
    # RULES §9: every default is the behaviour of §3–§5 (a version-1 game keeps every number).
    prikup_premium: bool = False
    dealer_on_raspasy: Literal["sits_out", "takes_prikup_tricks"] = "sits_out"
    dealer_zero_premium: bool = False
    dealer_may_whist: bool = False
    raspasy_run_ends: Literal["any_hand", "played_hand", "whisted_made_game", "whisted_made_game_or_misere"] = (
        "any_hand"
    )
    raspasy_amnesty: bool = False
    gentleman_on_made: bool = False
    remiz_scoring: Literal["gora", "whists"] = "gora"
    gora_divisor: Literal["players", "opponents"] = "players"
    end_rounds: int = 4
    whist_forced: bool = False
    # RULES §11: the same promise — every default keeps every number written before.
    checked_ten_whists: Literal["as_played", "none"] = "as_played"
    two_whister_quota: Literal["covered", "own", "each_whole", "fewer_pays"] = "covered"
    dealer_whist_shape: Literal["shared", "dealer_alone", "whole_defence"] = "shared"
    prikup_premium_writer: Literal["defenders", "dealer"] = "defenders"
    returned_whist: Literal["as_pass", "half_whister_out"] = "as_pass"
    write_off_below_zero: bool = True
    # RULES §12: the same promise again.
    lone_whister_tricks: Literal["all", "own"] = "all"
    settle_open_pulya: Literal["to_gora", "ignore"] = "to_gora"

    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> Convention:
        """The preset ``name`` with ``overrides`` on top; raises :class:`ConventionError`."""
        return convention_from_dict({"preset": name, **overrides})

    def options(self) -> dict[str, Any]:
        """Every option key with its value (no preset name)."""
        return {info.key: getattr(self, info.key) for info in OPTIONS}

    def uses_version_2(self) -> bool:
        """Whether any option of RULES §9–§12 differs from its default, or a §6 option has a value they add
        (the game file is version 2)."""
        return any(getattr(self, key) != value for key, value in VERSION_2_DEFAULTS.items()) or any(
            getattr(self, key) in values for key, values in VERSION_2_VALUES.items()
        )

    def to_dict(self, version: int = 2) -> dict[str, Any]:
        """The game file's ``convention`` object: the preset name and every option in full.

        For a ``version`` 1 file the options of RULES §9–§12 are left out (they
        are all at their defaults then, and a version-1 reader does not know them).
        """
        out: dict[str, Any] = {}
        if self.preset:
            out["preset"] = self.preset
        for key, value in self.options().items():
            if version < 2 and key in VERSION_2_DEFAULTS:
                continue
            out[key] = file_value(value)
        return out

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the preset this convention started from (all of them without a preset)."""
        base = PRESETS.get(self.preset or "")
        if base is None:
            return self.options()
        return {key: value for key, value in self.options().items() if getattr(base, key) != value}


_BRIEF = reprlib.Repr()  # keyword arguments only from Python 3.12
_BRIEF.maxstring = _BRIEF.maxlong = _BRIEF.maxother = 40


class Shown:
    """A value as a message shows it: its ``repr``, shortened (a damaged file may hold a list of a million)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __repr__(self) -> str:
        return _BRIEF.repr(self.value)

    __str__ = __repr__


#: The player counts a game can have.
ALL_PLAYERS = frozenset({2, 3, 4})


@dataclass(frozen=True)
class OptionInfo:
    """One option of the convention: its key, its kind of value (with a whole number's bounds), its
    :data:`GROUPS` key, the player counts it matters for (e.g. ``{4}`` for the dealer's options).
    What it is called and explained in, ru/uk/en, is :mod:`prefcount.words.options`."""

    key: str
    kind: Literal["int", "decimal", "bool", "choice", "levels"]
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    group: str = ""
    players: frozenset[int] = ALL_PLAYERS

    def __post_init__(self) -> None:
        # A choice's values are those of its Convention field's Literal, in their order (the editor's order):
        # one list, not two that may drift apart.
        if self.kind == "choice" and not self.choices:
            object.__setattr__(self, "choices", get_args(Convention.model_fields[self.key].annotation))

    def applies_to(self, players: int) -> bool:
        """Whether this option changes anything in a game of ``players`` players."""
        return players in self.players


@dataclass(frozen=True)
class OptionGroup:
    """A group of options as players think of them (its title: ``words.options.group_title(key)``)."""

    key: str
    options: tuple[OptionInfo, ...]


_OPTION_LIST: tuple[OptionInfo, ...] = (
    OptionInfo("pulya_target", "int", minimum=1, maximum=9999),
    OptionInfo("whist_price", "decimal"),
    OptionInfo("whist_multiplier", "choice"),
    OptionInfo("remiz_multiplier", "choice"),
    OptionInfo("pulya_to_gora", "choice"),
    OptionInfo("misere_gora_per_trick", "int", minimum=0, maximum=100),
    OptionInfo("whister_responsibility", "choice"),
    OptionInfo("two_whisters", "choice"),
    OptionInfo("high_contract_liability", "choice"),
    OptionInfo("lone_whister_on_remiz", "choice"),
    OptionInfo("consolation", "bool"),
    OptionInfo("consolation_to_passer", "bool"),
    OptionInfo("consolation_to_dealer", "bool"),
    OptionInfo("half_whist", "bool"),
    OptionInfo("ten_whisted", "bool"),
    OptionInfo("stalingrad", "bool"),
    OptionInfo("concede_trick_whists", "choice"),
    OptionInfo("raspasy_scoring", "choice"),
    OptionInfo("raspasy_trick_price", "int", minimum=0, maximum=100),
    OptionInfo("raspasy_progression", "choice"),
    OptionInfo("raspasy_progression_cap", "int", minimum=1, maximum=10),
    OptionInfo("raspasy_zero_tricks", "choice"),
    OptionInfo("raspasy_whists_per_trick", "int", minimum=0, maximum=100),
    OptionInfo("raspasy_tie", "choice"),
    OptionInfo("raspasy_exit", "levels"),
    OptionInfo("overflow", "choice"),
    OptionInfo("help_order", "choice"),
    OptionInfo("end_condition", "choice"),
    OptionInfo("prikup_premium", "bool"),
    OptionInfo("dealer_on_raspasy", "choice"),
    OptionInfo("dealer_zero_premium", "bool"),
    OptionInfo("dealer_may_whist", "bool"),
    OptionInfo("raspasy_run_ends", "choice"),
    OptionInfo("raspasy_amnesty", "bool"),
    OptionInfo("gentleman_on_made", "bool"),
    OptionInfo("remiz_scoring", "choice"),
    OptionInfo("gora_divisor", "choice"),
    OptionInfo("end_rounds", "int", minimum=1, maximum=100),
    OptionInfo("whist_forced", "bool"),
    OptionInfo("checked_ten_whists", "choice"),
    OptionInfo("two_whister_quota", "choice"),
    OptionInfo("dealer_whist_shape", "choice"),
    OptionInfo("prikup_premium_writer", "choice"),
    OptionInfo("returned_whist", "choice"),
    OptionInfo("write_off_below_zero", "bool"),
    # RULES §12
    OptionInfo("lone_whister_tricks", "choice"),
    OptionInfo("settle_open_pulya", "choice"),
)
_BY_KEY = {info.key: info for info in _OPTION_LIST}
_THREE_OR_FOUR = frozenset({3, 4})
#: Player counts of the options that do not matter in every game (RULES §9.7, §10, §12.2).
_PLAYERS: dict[str, frozenset[int]] = {
    "two_whisters": _THREE_OR_FOUR,
    "high_contract_liability": _THREE_OR_FOUR,
    "lone_whister_on_remiz": _THREE_OR_FOUR,
    "gentleman_on_made": _THREE_OR_FOUR,
    "consolation_to_passer": _THREE_OR_FOUR,
    "raspasy_tie": _THREE_OR_FOUR,
    "help_order": _THREE_OR_FOUR,
    "consolation_to_dealer": frozenset({4}),
    "dealer_on_raspasy": frozenset({4}),
    "dealer_zero_premium": frozenset({4}),
    "dealer_may_whist": frozenset({4}),
    "whist_forced": frozenset({2}),
    "two_whister_quota": _THREE_OR_FOUR,
    "returned_whist": _THREE_OR_FOUR,
    "prikup_premium_writer": frozenset({3}),
    "dealer_whist_shape": frozenset({4}),
    "lone_whister_tricks": _THREE_OR_FOUR,
}
#: The groups in the order a player thinks of them, with their options in order.
_GROUPING: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "whisting",
        (
            "whist_multiplier",
            "whister_responsibility",
            "two_whisters",
            "two_whister_quota",
            "high_contract_liability",
            "lone_whister_on_remiz",
            "lone_whister_tricks",
            "gentleman_on_made",
            "half_whist",
            "returned_whist",
            "ten_whisted",
            "checked_ten_whists",
            "stalingrad",
            "whist_forced",
            "prikup_premium",
            "prikup_premium_writer",
        ),
    ),
    (
        "remiz",
        (
            "remiz_multiplier",
            "remiz_scoring",
            "consolation",
            "consolation_to_passer",
            "concede_trick_whists",
            "misere_gora_per_trick",
        ),
    ),
    (
        "raspasy",
        (
            "raspasy_scoring",
            "raspasy_trick_price",
            "raspasy_progression",
            "raspasy_progression_cap",
            "raspasy_zero_tricks",
            "raspasy_amnesty",
            "raspasy_whists_per_trick",
            "raspasy_tie",
            "raspasy_exit",
            "raspasy_run_ends",
        ),
    ),
    (
        "four_players",
        ("consolation_to_dealer", "dealer_may_whist", "dealer_whist_shape", "dealer_on_raspasy", "dealer_zero_premium"),
    ),
    (
        "closing",
        ("pulya_target", "overflow", "help_order", "write_off_below_zero", "end_condition", "end_rounds"),
    ),
    ("settlement", ("pulya_to_gora", "gora_divisor", "settle_open_pulya")),
    ("money", ("whist_price",)),
)
#: The option groups in display order; every option is in exactly one.
#: The option groups in display order; every option is in exactly one.
GROUPS: tuple[OptionGroup, ...] = tuple(
    OptionGroup(
        key,
        tuple(replace(_BY_KEY[option], group=key, players=_PLAYERS.get(option, ALL_PLAYERS)) for option in options),
    )
    for key, options in _GROUPING
)
#: Every option, group by group in display order.
OPTIONS: tuple[OptionInfo, ...] = tuple(info for group in GROUPS for info in group.options)
OPTION_BY_KEY = {info.key: info for info in OPTIONS}
#: Options that are the table's stake rather than its rules: the pulya's length and a whist's price.
STAKE = ("pulya_target", "whist_price")


def rules_changed(convention: Convention, players: int | None = None) -> bool:
    """Whether a rule (not the stake) differs from the convention's preset; with ``players``, a rule that
    matters in such a game. A convention without a preset has none to differ from."""
    return convention.preset in PRESETS and bool(set(changed_options(convention, players)) - set(STAKE))


def groups_for(players: int) -> tuple[OptionGroup, ...]:
    """The option groups that matter in a game of ``players`` (2, 3 or 4), each with only the options that do.

    E.g. the four-player group is left out for 2 and 3 players, ``whist_forced`` is only there for 2.
    """
    out = []
    for group in GROUPS:
        options = tuple(info for info in group.options if info.applies_to(players))
        if options:
            out.append(OptionGroup(group.key, options))
    return tuple(out)


def changed_options(
    convention: Convention, players: int | None = None, base: Convention | None = None
) -> tuple[str, ...]:
    """The keys of the options that differ from the convention's preset (or from ``base``), in display order.

    With ``players``, only options that matter in such a game. Without ``base``, a convention
    without a preset has nothing to differ from: every option is its own choice.
    """
    if base is None:
        changed: Collection[str] = convention.overrides()
    else:
        changed = {info.key for info in OPTIONS if getattr(base, info.key) != getattr(convention, info.key)}
    return tuple(info.key for info in OPTIONS if info.key in changed and (players is None or info.applies_to(players)))


def _check_option(key: str, value: Any) -> Any:
    """The option's value normalised, or a :class:`ConventionError` naming the key."""
    info = OPTION_BY_KEY.get(key)
    if info is None:
        raise _unknown_option(key)
    return _CHECK_KIND[info.kind](info, value)


def _unknown_option(key: str) -> ConventionError:
    """The error for an option nobody knows, with the closest known key when there is one."""
    shown = visible(key)  # a key with a newline or an invisible character is named escaped: one line, no disguise
    import difflib  # here: only a mistyped option needs it, and every game read (``prefcount score``) loads this module

    close = difflib.get_close_matches(key, OPTION_BY_KEY, n=1)
    if close:
        return ConventionError(
            N_("ledger", "Unknown convention option '{key}' (did you mean '{close}'?)"), key=shown, close=close[0]
        )
    return ConventionError(N_("ledger", "Unknown convention option '{key}'"), key=shown)


def _check_int(info: OptionInfo, value: Any) -> int:
    """A whole number within the option's bounds (0 to 9999 where it names none)."""
    minimum = info.minimum if info.minimum is not None else 0
    maximum = info.maximum if info.maximum is not None else 9999
    if type(value) is not int or not minimum <= value <= maximum:
        raise ConventionError(
            N_("ledger", "Convention option '{key}' must be a whole number from {minimum} to {maximum}, not {value!r}"),
            key=info.key,
            minimum=minimum,
            maximum=maximum,
            value=Shown(value),
        )
    return value


def _check_bool(info: OptionInfo, value: Any) -> bool:
    """True or false (not 1 or "yes")."""
    if type(value) is not bool:
        raise ConventionError(
            N_("ledger", "Convention option '{key}' must be true or false, not {value!r}"),
            key=info.key,
            value=Shown(value),
        )
    return value


def _check_decimal(info: OptionInfo, value: Any) -> Decimal:
    """An amount of money: a finite decimal ≥ 0, at most :data:`MAX_WHIST_PRICE` with
    :data:`WHIST_PRICE_PLACES` decimals (text, a whole number or a float as written)."""
    try:
        if isinstance(value, bool) or not isinstance(value, (str, int, float, Decimal)):
            raise InvalidOperation
        text = str(value).strip()
        if len(text) > 40:
            raise InvalidOperation
        amount = Decimal(text)
        if not amount.is_finite() or amount < 0:
            raise InvalidOperation
    except InvalidOperation:
        raise ConventionError(
            N_("ledger", "Convention option '{key}' must be an amount of money such as \"0.5\", not {value!r}"),
            key=info.key,
            value=Shown(value),
        ) from None
    if amount > MAX_WHIST_PRICE or amount != amount.quantize(Decimal(1).scaleb(-WHIST_PRICE_PLACES)):
        raise ConventionError(
            N_(
                "ledger",
                "Convention option '{key}' must be at most {maximum}, with {places} decimals at most, not {value!r}",
            ),
            key=info.key,
            maximum=MAX_WHIST_PRICE,
            places=WHIST_PRICE_PLACES,
            value=Shown(value),
        )
    return amount


def _check_levels(info: OptionInfo, value: Any) -> tuple[int, ...]:
    """A list of 1 to :data:`MAX_EXIT_LEVELS` contract levels 6–10."""
    if (
        not isinstance(value, (list, tuple))
        or not 1 <= len(value) <= MAX_EXIT_LEVELS
        or any(type(level) is not int or level not in LEVELS for level in value)
    ):
        raise ConventionError(
            N_(
                "ledger",
                "Convention option '{key}' must be a list of contract levels 6–10 such as [6, 7, 8], not {value!r}",
            ),
            key=info.key,
            value=Shown(value),
        )
    return tuple(value)


def _check_choice(info: OptionInfo, value: Any) -> Any:
    """One of the option's choices, as itself (a word, or a whole number such as the multipliers' 1 and 2)."""
    if not (isinstance(value, str) or type(value) is int) or value not in info.choices:
        raise ConventionError(
            N_("ledger", "Convention option '{key}' cannot be {value!r}; it is one of: {choices}"),
            key=info.key,
            value=Shown(value),
            choices=", ".join(str(choice) for choice in info.choices),
        )
    return value


_CHECK_KIND: dict[str, Callable[[OptionInfo, Any], Any]] = {
    "int": _check_int,
    "bool": _check_bool,
    "decimal": _check_decimal,
    "levels": _check_levels,
    "choice": _check_choice,
}


def convention_from_dict(data: Any) -> Convention:
    """Build a convention from a game file's ``convention`` object: a preset plus overrides.

    Without a preset every option must be given. Unknown keys or values raise
    :class:`ConventionError` naming the key.
    """
    if not isinstance(data, dict):
        raise ConventionError(N_("ledger", "The convention must be an object with a preset and options"))
    preset = data.get("preset")
    values: dict[str, Any] = {}
    if preset is not None:
        if not isinstance(preset, str) or preset not in _PRESET_VALUES:
            raise ConventionError(
                N_("ledger", "Unknown convention preset {value!r}; it is one of: {choices}"),
                value=Shown(preset),
                choices=", ".join(_PRESET_VALUES),
            )
        values.update(_PRESET_VALUES[preset])
    for key, value in data.items():
        if key == "preset":
            continue
        values[key] = _check_option(key, value)
    missing = [info.key for info in OPTIONS if info.key not in values and info.key not in VERSION_2_DEFAULTS]
    if missing:
        raise ConventionError(
            N_("ledger", "The convention has no preset and misses options: {keys}"), keys=", ".join(missing)
        )
    return Convention(preset=preset, **values)


_SOCHI: dict[str, Any] = {
    "pulya_target": 10,
    "whist_price": Decimal("1"),
    "whist_multiplier": 1,
    "remiz_multiplier": 1,
    "pulya_to_gora": 1,
    "misere_gora_per_trick": 10,
    "whister_responsibility": "full",
    "two_whisters": "individual",
    "high_contract_liability": "second",
    "lone_whister_on_remiz": "greedy",
    "consolation": True,
    "consolation_to_passer": True,
    "consolation_to_dealer": True,
    "half_whist": True,
    "ten_whisted": True,
    "stalingrad": False,
    "concede_trick_whists": "as_if_taken",
    "raspasy_scoring": "gora",
    "raspasy_trick_price": 1,
    "raspasy_progression": "arithmetic",
    "raspasy_progression_cap": 3,
    "raspasy_zero_tricks": "pulya_1",
    "raspasy_whists_per_trick": 5,
    "raspasy_tie": "each_writes",
    "raspasy_exit": (6, 7, 8),
    "overflow": "help",
    "help_order": "closest_first",
    "end_condition": "all_closed",
}
#: The options of RULES §9–§12 with their defaults (the behaviour of §3–§5, in every preset).
#: They are the fields of :class:`Convention` with a default (``preset`` aside), in its order.
VERSION_2_DEFAULTS: dict[str, Any] = {
    key: info.default for key, info in Convention.model_fields.items() if not info.is_required() and key != "preset"
}
#: Values RULES §9, §11 and §12 add to options of §6.
VERSION_2_VALUES: dict[str, frozenset[str]] = {
    "raspasy_zero_tricks": frozenset({"pulya_2", "gora_two_tricks", "pulya_price", "pulya_step", "gora_write_off"}),
    "end_condition": frozenset({"rounds", "closed_and_gora_zero"}),
    "concede_trick_whists": frozenset({"nothing"}),
    "overflow": frozenset({"american"}),
}
_SOCHI.update(VERSION_2_DEFAULTS)
_PRESET_VALUES: dict[str, dict[str, Any]] = {
    "sochi": _SOCHI,
    "leningrad": {
        **_SOCHI,
        "whist_multiplier": 2,
        "remiz_multiplier": 2,
        "pulya_to_gora": 2,
        "misere_gora_per_trick": 20,
        "whister_responsibility": "half",
        "lone_whister_on_remiz": "gentleman",
        "raspasy_trick_price": 2,
        "raspasy_exit": (6, 7, 7),
        "overflow": "count",
    },
    "rostov": {
        **_SOCHI,
        "whister_responsibility": "half",
        "lone_whister_on_remiz": "gentleman",
        "raspasy_scoring": "whists",
        "raspasy_progression": "none",
        "raspasy_exit": (6, 6, 6),
    },
    "classic": {**_SOCHI, "raspasy_progression": "geometric", "raspasy_exit": (7,), "overflow": "write_off"},
}
PRESETS: dict[str, Convention] = {name: Convention(preset=name, **values) for name, values in _PRESET_VALUES.items()}
