"""Conventions: every option of RULES §6, §9 and §11, the four presets, overrides on top of a preset.

A :class:`Convention` is a frozen value. A game stores its convention in full,
so changing what a preset means later never re-scores a saved game.

For the convention editor, the read-only rules view and the printed convention
page (one way of showing options everywhere):

* :data:`OPTIONS` — every option in display order, each an :class:`OptionInfo`
  (key, label, one-line help, kind of value, its :data:`GROUPS` key, the player
  counts it matters for);
* :data:`GROUPS` — the option groups in the order a player thinks of them, each an
  :class:`OptionGroup` (key, translatable title, its options);
  :func:`groups_for` gives the groups (and options) that apply to a game of 2, 3 or 4;
* :func:`changed_options` — which options of a convention differ from its preset;
* :func:`describe_value` — an option's value in words.

Labels, help texts and group titles are English templates marked for translation
in the context "ledger": show them through ``translate("ledger", text)``.
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
from prefcount.ledger.errors import ConventionError, Translate, _identity, visible

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
        "pulya_1", "pulya_2", "trick_price", "pulya_price", "pulya_step", "gora_two_tricks", "none"
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
    two_whister_quota: Literal["covered", "own"] = "covered"
    dealer_whist_shape: Literal["shared", "dealer_alone", "whole_defence"] = "shared"
    prikup_premium_writer: Literal["defenders", "dealer"] = "defenders"
    returned_whist: Literal["as_pass", "half_whister_out"] = "as_pass"
    write_off_below_zero: bool = True

    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> Convention:
        """The preset ``name`` with ``overrides`` on top; raises :class:`ConventionError`."""
        return convention_from_dict({"preset": name, **overrides})

    def options(self) -> dict[str, Any]:
        """Every option key with its value (no preset name)."""
        return {info.key: getattr(self, info.key) for info in OPTIONS}

    def uses_version_2(self) -> bool:
        """Whether any option of RULES §9–§11 differs from its default, or a §6 option has a value they add
        (the game file is version 2)."""
        return any(getattr(self, key) != value for key, value in VERSION_2_DEFAULTS.items()) or any(
            getattr(self, key) in values for key, values in VERSION_2_VALUES.items()
        )

    def to_dict(self, version: int = 2) -> dict[str, Any]:
        """The game file's ``convention`` object: the preset name and every option in full.

        For a ``version`` 1 file the options of RULES §9–§11 are left out (they
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
    """One option as the convention editor shows it.

    ``group`` is the key of its :class:`OptionGroup`; ``players`` the player
    counts for which it changes anything (e.g. ``{4}`` for the dealer's options).
    """

    key: str
    label: str
    help: str
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
    """A group of options as players think of them: ``title`` is a translatable template."""

    key: str
    title: str
    options: tuple[OptionInfo, ...]


_OPTION_LIST: tuple[OptionInfo, ...] = (
    OptionInfo(
        "pulya_target",
        N_("ledger", "Pulya target"),
        N_("ledger", "Points each player needs in the pulya to close it."),
        "int",
        minimum=1,
        maximum=9999,
    ),
    OptionInfo(
        "whist_price",
        N_("ledger", "Whist price"),
        N_("ledger", "Money one whist is worth when the game is settled."),
        "decimal",
    ),
    OptionInfo(
        "whist_multiplier",
        N_("ledger", "Whists per trick"),
        N_("ledger", "Whists per trick are the contract's price times this (1 or 2)."),
        "choice",
    ),
    OptionInfo(
        "remiz_multiplier",
        N_("ledger", "Gora per undertrick"),
        N_("ledger", "A failed contract writes the price times this into the gora for each missing trick."),
        "choice",
    ),
    OptionInfo(
        "pulya_to_gora",
        N_("ledger", "Gora per pulya point"),
        N_("ledger", "How many gora points one pulya point is worth (unfinished pulya, help, write-off)."),
        "choice",
    ),
    OptionInfo(
        "misere_gora_per_trick",
        N_("ledger", "Misère: gora per trick"),
        N_("ledger", "Gora written for each trick the misère player takes."),
        "int",
        minimum=0,
        maximum=100,
    ),
    OptionInfo(
        "whister_responsibility",
        N_("ledger", "Whister responsibility"),
        N_("ledger", "Full: a whister short of the quota pays the contract's price per trick; half: half of it."),
        "choice",
    ),
    OptionInfo(
        "two_whisters",
        N_("ledger", "Two whisters"),
        N_(
            "ledger",
            "Individual: each whister writes for his own tricks; pooled: the side shares tricks and shortfall.",
        ),
        "choice",
    ),
    OptionInfo(
        "high_contract_liability",
        N_("ledger", "Eight and up, defence took nothing"),
        N_("ledger", "Who pays when both whisters of an eight, nine or ten took no trick."),
        "choice",
    ),
    OptionInfo(
        "lone_whister_on_remiz",
        N_("ledger", "Lone whister on a failed contract"),
        N_("ledger", "Greedy: the whister keeps all the whists; gentleman: he shares them with the passer."),
        "choice",
    ),
    OptionInfo(
        "consolation",
        N_("ledger", "Consolation"),
        N_("ledger", "Defenders write whists on a declarer who failed, for each missing trick."),
        "bool",
    ),
    OptionInfo(
        "consolation_to_passer",
        N_("ledger", "Consolation to the passer"),
        N_("ledger", "The defender who passed gets consolation too."),
        "bool",
    ),
    OptionInfo(
        "consolation_to_dealer",
        N_("ledger", "Consolation to the dealer"),
        N_("ledger", "With four players the dealer sitting out gets consolation too."),
        "bool",
    ),
    OptionInfo(
        "half_whist",
        N_("ledger", "Half-whist"),
        N_("ledger", "On a six or seven the second defender may half-whist after the first passed."),
        "bool",
    ),
    OptionInfo(
        "ten_whisted",
        N_("ledger", "Ten is whisted"),
        N_("ledger", "If off, a ten is only checked: the defence has no obligation on it."),
        "bool",
    ),
    OptionInfo(
        "stalingrad",
        N_("ledger", "Stalingrad"),
        N_("ledger", "Six of spades must be whisted by both defenders."),
        "bool",
    ),
    OptionInfo(
        "concede_trick_whists",
        N_("ledger", "Whists on a concession"),
        N_(
            "ledger",
            "A declarer who concedes down three: the defence writes whists as if it took its tricks, consolation only, or nothing at all.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "raspasy_scoring",
        N_("ledger", "Raspasy scored in"),
        N_(
            "ledger",
            "Gora: each trick goes into the gora; whists: the player with fewest tricks writes whists on the others.",
        ),
        "choice",
    ),
    OptionInfo(
        "raspasy_trick_price",
        N_("ledger", "Raspasy: price of a trick"),
        N_("ledger", "Gora per trick on the first raspasy."),
        "int",
        minimum=0,
        maximum=100,
    ),
    OptionInfo(
        "raspasy_progression",
        N_("ledger", "Raspasy progression"),
        N_("ledger", "How the price grows over raspasy in a row: not at all, 1-2-3, or 1-2-4."),
        "choice",
    ),
    OptionInfo(
        "raspasy_progression_cap",
        N_("ledger", "Raspasy progression stops at"),
        N_("ledger", "After this many raspasy in a row the price stops growing."),
        "int",
        minimum=1,
        maximum=10,
    ),
    OptionInfo(
        "raspasy_zero_tricks",
        N_("ledger", "Raspasy: no tricks taken"),
        N_(
            "ledger",
            "What a player who took no trick on raspasy gets: pulya points, or the price of two tricks off the gora.",
        ),
        "choice",
    ),
    OptionInfo(
        "raspasy_whists_per_trick",
        N_("ledger", "Raspasy: whists per trick"),
        N_("ledger", "When raspasy are scored in whists: whists per trick of each other player."),
        "int",
        minimum=0,
        maximum=100,
    ),
    OptionInfo(
        "raspasy_tie",
        N_("ledger", "Raspasy: tie for fewest tricks"),
        N_("ledger", "When raspasy are scored in whists and two took fewest: each writes in full, or they split it."),
        "choice",
    ),
    OptionInfo(
        "raspasy_exit",
        N_("ledger", "Exit from raspasy"),
        N_("ledger", "The lowest contract allowed after one, two, three… raspasy in a row."),
        "levels",
    ),
    OptionInfo(
        "overflow",
        N_("ledger", "Pulya past the target"),
        N_(
            "ledger",
            "Help: the surplus closes other players' pulya; write off: it comes off your gora; count: it stays in the pulya; American: once closed, your points go to another player.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "help_order",
        N_("ledger", "Whom to help"),
        N_("ledger", "The open player closest to closing first, or the next open player clockwise."),
        "choice",
    ),
    OptionInfo(
        "end_condition",
        N_("ledger", "Game ends when"),
        N_(
            "ledger",
            "Every pulya is closed, the pulyas add up to players × target, by agreement, after so many rounds, or every pulya is closed and every gora written off.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "prikup_premium",
        N_("ledger", "Whists for the prikup"),
        N_("ledger", "The declarer pays whists for tricks the prikup sold him (an ace 1, two aces 3…)."),
        "bool",
    ),
    OptionInfo(
        "dealer_on_raspasy",
        N_("ledger", "Dealer on raspasy"),
        N_("ledger", "The dealer sits out, or the two prikup cards play for him and their tricks go to his gora."),
        "choice",
    ),
    OptionInfo(
        "dealer_zero_premium",
        N_("ledger", "Dealer's raspasy premium"),
        N_("ledger", "A dealer who took no trick on raspasy gets the no-trick premium like the players."),
        "bool",
    ),
    OptionInfo(
        "dealer_may_whist",
        N_("ledger", "Dealer returns the whist"),
        N_("ledger", "When both defenders pass, the dealer may whist and play a passer's cards."),
        "bool",
    ),
    OptionInfo(
        "raspasy_run_ends",
        N_("ledger", "Raspasy run ends with"),
        N_(
            "ledger",
            "Which hand ends raspasy in a row: any game, a game played out, only a whisted game made, or that or a made misère.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "raspasy_amnesty",
        N_("ledger", "Raspasy amnesty"),
        N_("ledger", "The fewest tricks anyone took on raspasy are struck from everyone before scoring."),
        "bool",
    ),
    OptionInfo(
        "gentleman_on_made",
        N_("ledger", "Gentleman whist on a made game"),
        N_("ledger", "With gentleman whist the lone whister shares the whists with the passer on a made game too."),
        "bool",
    ),
    OptionInfo(
        "remiz_scoring",
        N_("ledger", "Failed contract scored in"),
        N_("ledger", "Gora for the declarer, or instead every defender writes 10 whists per missing trick on him."),
        "choice",
    ),
    OptionInfo(
        "gora_divisor",
        N_("ledger", "Gora divided among"),
        N_("ledger", "At settlement a gora is shared out among all players, or among the opponents only."),
        "choice",
    ),
    OptionInfo(
        "end_rounds",
        N_("ledger", "Rounds to play"),
        N_("ledger", "When the game ends after rounds: how many full rounds of dealing."),
        "int",
        minimum=1,
        maximum=100,
    ),
    OptionInfo(
        "whist_forced",
        N_("ledger", "Whist is forced"),
        N_("ledger", "With two players the other player must whist every game."),
        "bool",
    ),
    # RULES §11
    OptionInfo(
        "checked_ten_whists",
        N_("ledger", "Checked ten: whists"),
        N_(
            "ledger",
            "When a ten is only checked: whists as on any game, or none at all (only the declarer's pulya or gora).",
        ),
        "choice",
    ),
    OptionInfo(
        "two_whister_quota",
        N_("ledger", "Two whisters' quota"),
        N_(
            "ledger",
            "Surplus covers: one whister's extra tricks count for his partner; each his own: each answers for his own share (on 8 and up, his own trick).",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "dealer_whist_shape",
        N_("ledger", "Dealer's returned whist"),
        N_(
            "ledger",
            "Shared: the passers may console too; dealer alone: only he writes; whole defence: he writes both consolations and answers for the quota.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "prikup_premium_writer",
        N_("ledger", "Prikup whists written by"),
        N_("ledger", "With three players: the two defenders write the prikup's whists half each, or the dealer all."),
        "choice",
    ),
    OptionInfo(
        "returned_whist",
        N_("ledger", "Whist returned after a half-whist"),
        N_(
            "ledger",
            "The first defender whists after the second's half-whist: recorded as whist and pass, or the half-whister leaves the hand and writes nothing.",  # noqa: E501
        ),
        "choice",
    ),
    OptionInfo(
        "write_off_below_zero",
        N_("ledger", "Write-off below zero"),
        N_("ledger", "A write-off may take the gora below zero; if not, it stops at 0 and the rest is dropped."),
        "bool",
    ),
)
_BY_KEY = {info.key: info for info in _OPTION_LIST}
_THREE_OR_FOUR = frozenset({3, 4})
#: Player counts of the options that do not matter in every game (RULES §9.7, §10).
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
}
#: The groups in the order a player thinks of them, with their options in order.
_GROUPING: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "whisting",
        N_("ledger", "Whisting"),
        (
            "whist_multiplier",
            "whister_responsibility",
            "two_whisters",
            "two_whister_quota",
            "high_contract_liability",
            "lone_whister_on_remiz",
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
        N_("ledger", "Remiz and consolation"),
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
        N_("ledger", "Raspasy"),
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
        N_("ledger", "Four players"),
        ("consolation_to_dealer", "dealer_may_whist", "dealer_whist_shape", "dealer_on_raspasy", "dealer_zero_premium"),
    ),
    (
        "closing",
        N_("ledger", "Closing and overflow"),
        ("pulya_target", "overflow", "help_order", "write_off_below_zero", "end_condition", "end_rounds"),
    ),
    ("settlement", N_("ledger", "Settlement"), ("pulya_to_gora", "gora_divisor")),
    ("money", N_("ledger", "Money"), ("whist_price",)),
)
#: The option groups in display order; every option is in exactly one.
GROUPS: tuple[OptionGroup, ...] = tuple(
    OptionGroup(
        key,
        title,
        tuple(replace(_BY_KEY[option], group=key, players=_PLAYERS.get(option, ALL_PLAYERS)) for option in options),
    )
    for key, title, options in _GROUPING
)
#: Every option, group by group in display order.
OPTIONS: tuple[OptionInfo, ...] = tuple(info for group in GROUPS for info in group.options)
OPTION_BY_KEY = {info.key: info for info in OPTIONS}

#: Words for each choice value (English source; context "ledger").
CHOICE_WORDS: dict[str, str] = {
    "full": N_("ledger", "full (ответственный)"),
    "half": N_("ledger", "half (полуответственный)"),
    "individual": N_("ledger", "individual"),
    "pooled": N_("ledger", "pooled"),
    "second": N_("ledger", "the second whister pays"),
    "both": N_("ledger", "both whisters pay"),
    "split": N_("ledger", "split"),
    "greedy": N_("ledger", "greedy (жлобский)"),
    "gentleman": N_("ledger", "gentleman (джентльменский)"),
    "as_if_taken": N_("ledger", "as if taken"),
    "gora": N_("ledger", "gora"),
    "whists": N_("ledger", "whists"),
    "arithmetic": N_("ledger", "arithmetic (1-2-3)"),
    "geometric": N_("ledger", "geometric (1-2-4)"),
    "pulya_1": N_("ledger", "one pulya point"),
    "trick_price": N_("ledger", "the trick price in pulya"),
    "each_writes": N_("ledger", "each writes in full"),
    "help": N_("ledger", "help the others close"),
    "write_off": N_("ledger", "write off the gora"),
    "count": N_("ledger", "count it in the pulya"),
    "closest_first": N_("ledger", "closest to closing first"),
    "clockwise": N_("ledger", "clockwise"),
    "all_closed": N_("ledger", "every pulya is closed"),
    "pulya_sum": N_("ledger", "the pulyas add up"),
    "manual": N_("ledger", "by agreement"),
    "none": N_("ledger", "none"),
    "pulya_2": N_("ledger", "two pulya points"),
    "gora_two_tricks": N_("ledger", "two tricks' price off the gora"),
    "rounds": N_("ledger", "after so many rounds"),
    "sits_out": N_("ledger", "sits out"),
    "takes_prikup_tricks": N_("ledger", "takes the prikup's tricks"),
    "any_hand": N_("ledger", "any game or misère"),
    "played_hand": N_("ledger", "a game played out"),
    "whisted_made_game": N_("ledger", "a whisted game made"),
    "players": N_("ledger", "all players"),
    "opponents": N_("ledger", "the opponents"),
    # RULES §11
    "nothing": N_("ledger", "nothing at all"),
    "as_played": N_("ledger", "as on any game"),
    "covered": N_("ledger", "the partner's surplus covers"),
    "own": N_("ledger", "each his own"),
    "shared": N_("ledger", "shared with the passers"),
    "dealer_alone": N_("ledger", "the dealer alone"),
    "whole_defence": N_("ledger", "the dealer as the whole defence"),
    "defenders": N_("ledger", "the defenders, half each"),
    "dealer": N_("ledger", "the dealer"),
    "as_pass": N_("ledger", "as whist and pass"),
    "half_whister_out": N_("ledger", "the half-whister is out"),
    "whisted_made_game_or_misere": N_("ledger", "a whisted game or a misère made"),
    "pulya_price": N_("ledger", "the raspasy price in pulya"),
    "pulya_step": N_("ledger", "the progression step in pulya"),
    "american": N_("ledger", "American help"),
    "closed_and_gora_zero": N_("ledger", "every pulya closed, every gora at zero"),
}
# Options that multiply a price rather than count something: shown as "×2", never as an amount.
MULTIPLIERS = frozenset({"whist_multiplier", "remiz_multiplier"})
YES = N_("ledger", "yes")
NO = N_("ledger", "no")

PRESET_NAMES: dict[str, str] = {
    "sochi": N_("ledger", "Sochi"),
    "leningrad": N_("ledger", "Leningrad"),
    "rostov": N_("ledger", "Rostov"),
    "classic": N_("ledger", "Classic"),
}
OWN_RULES = N_("ledger", "Own rules")
CHANGED_PRESET = N_("ledger", "{preset}, changed")
#: Options that are the table's stake rather than its rules: the pulya's length and a whist's price.
STAKE = ("pulya_target", "whist_price")


def preset_title(preset: str | None, translate: Translate = _identity) -> str:
    """The name a player reads for ``preset``: "Sochi" («Сочи»…), or "Own rules" for a convention without one."""
    return translate("ledger", PRESET_NAMES.get(preset or "", OWN_RULES))


def rules_changed(convention: Convention, players: int | None = None) -> bool:
    """Whether a rule (not the stake) differs from the convention's preset; with ``players``, a rule that
    matters in such a game. A convention without a preset has none to differ from."""
    return convention.preset in PRESET_NAMES and bool(set(changed_options(convention, players)) - set(STAKE))


def convention_title(convention: Convention, players: int | None = None, translate: Translate = _identity) -> str:
    """A game's convention as a player reads it: "Sochi"; "Sochi, changed" when :func:`rules_changed`;
    "Own rules"."""
    name = preset_title(convention.preset, translate)
    if rules_changed(convention, players):
        return translate("ledger", CHANGED_PRESET).format(preset=name)
    return name


def groups_for(players: int) -> tuple[OptionGroup, ...]:
    """The option groups that matter in a game of ``players`` (2, 3 or 4), each with only the options that do.

    E.g. the four-player group is left out for 2 and 3 players, ``whist_forced`` is only there for 2.
    """
    out = []
    for group in GROUPS:
        options = tuple(info for info in group.options if info.applies_to(players))
        if options:
            out.append(OptionGroup(group.key, group.title, options))
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


def describe_value(key: str, value: Any, translate: Translate = _identity) -> str:
    """An option's value in words, e.g. ``describe_value("overflow", "help")`` → "help the others close"."""
    info = OPTION_BY_KEY[key]
    if info.kind == "bool":
        return str(translate("ledger", YES if value else NO))
    if info.kind == "levels":
        return levels_text(value)
    if isinstance(value, str) and value in CHOICE_WORDS:
        return str(translate("ledger", CHOICE_WORDS[value]))
    if key in MULTIPLIERS:
        return f"×{value}"
    return str(value)


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
#: The options of RULES §9–§11 with their defaults (the behaviour of §3–§5, in every preset).
#: They are the fields of :class:`Convention` with a default (``preset`` aside), in its order.
VERSION_2_DEFAULTS: dict[str, Any] = {
    key: info.default for key, info in Convention.model_fields.items() if not info.is_required() and key != "preset"
}
#: Values RULES §9 and §11 add to options of §6.
VERSION_2_VALUES: dict[str, frozenset[str]] = {
    "raspasy_zero_tricks": frozenset({"pulya_2", "gora_two_tricks", "pulya_price", "pulya_step"}),
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
