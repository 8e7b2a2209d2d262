"""The convention's options in words (ru/uk/en): each option's label and one-line explanation, the group
titles, every value, the presets' names — for the convention editor, the rules view, "What if…", the printed
convention page and the command line.

The ledger (:mod:`prefcount.ledger.conventions`) owns the options themselves — keys, kinds, bounds, groups,
presets; this module only says them. The strings are English templates marked for translation in the context
"ledger" (where they have always been, so no translation is lost): pass ``translate`` (``words.i18n.translate``)
to have them in the player's language; without it they are English.
"""

from __future__ import annotations

from typing import Any

from prefcount.ledger.conventions import OPTION_BY_KEY, Convention, levels_text, rules_changed
from prefcount.ledger.errors import QT_TRANSLATE_NOOP as N_
from prefcount.ledger.errors import Translate, _identity

#: Each option's label and one-line explanation, by key (RULES §6, §9, §11, §12).
OPTION_WORDS: dict[str, tuple[str, str]] = {
    "pulya_target": (
        N_("ledger", "Pulya target"),
        N_("ledger", "Points each player needs in the pulya to close it."),
    ),
    "whist_price": (
        N_("ledger", "Whist price"),
        N_("ledger", "Money one whist is worth when the game is settled."),
    ),
    "whist_multiplier": (
        N_("ledger", "Whists per trick"),
        N_("ledger", "Whists per trick are the contract's price times this (1 or 2)."),
    ),
    "remiz_multiplier": (
        N_("ledger", "Gora per undertrick"),
        N_("ledger", "A failed contract writes the price times this into the gora for each missing trick."),
    ),
    "pulya_to_gora": (
        N_("ledger", "Gora per pulya point"),
        N_("ledger", "How many gora points one pulya point is worth (unfinished pulya, help, write-off)."),
    ),
    "misere_gora_per_trick": (
        N_("ledger", "Misère: gora per trick"),
        N_("ledger", "Gora written for each trick the misère player takes."),
    ),
    "whister_responsibility": (
        N_("ledger", "Whister responsibility"),
        N_("ledger", "Full: a whister short of the quota pays the contract's price per trick; half: half of it."),
    ),
    "two_whisters": (
        N_("ledger", "Two whisters"),
        N_(
            "ledger",
            "Individual: each whister writes for his own tricks; pooled: the side shares tricks and shortfall.",
        ),
    ),
    "high_contract_liability": (
        N_("ledger", "Eight and up, defence took nothing"),
        N_("ledger", "Who pays when both whisters of an eight, nine or ten took no trick."),
    ),
    "lone_whister_on_remiz": (
        N_("ledger", "Lone whister on a failed contract"),
        N_("ledger", "Greedy: the whister keeps all the whists; gentleman: he shares them with the passer."),
    ),
    "consolation": (
        N_("ledger", "Consolation"),
        N_("ledger", "Defenders write whists on a declarer who failed, for each missing trick."),
    ),
    "consolation_to_passer": (
        N_("ledger", "Consolation to the passer"),
        N_("ledger", "The defender who passed gets consolation too."),
    ),
    "consolation_to_dealer": (
        N_("ledger", "Consolation to the dealer"),
        N_("ledger", "With four players the dealer sitting out gets consolation too."),
    ),
    "half_whist": (
        N_("ledger", "Half-whist"),
        N_("ledger", "On a six or seven the second defender may half-whist after the first passed."),
    ),
    "ten_whisted": (
        N_("ledger", "Ten is whisted"),
        N_("ledger", "If off, a ten is only checked: the defence has no obligation on it."),
    ),
    "stalingrad": (
        N_("ledger", "Stalingrad"),
        N_("ledger", "Six of spades must be whisted by both defenders."),
    ),
    "concede_trick_whists": (
        N_("ledger", "Whists on a concession"),
        N_(
            "ledger",
            "A declarer who concedes down three: the defence writes whists as if it took its tricks, consolation only, or nothing at all.",  # noqa: E501
        ),
    ),
    "raspasy_scoring": (
        N_("ledger", "Raspasy scored in"),
        N_(
            "ledger",
            "Gora: each trick goes into the gora; whists: the player with fewest tricks writes whists on the others.",
        ),
    ),
    "raspasy_trick_price": (
        N_("ledger", "Raspasy: price of a trick"),
        N_("ledger", "Gora per trick on the first raspasy."),
    ),
    "raspasy_progression": (
        N_("ledger", "Raspasy progression"),
        N_("ledger", "How the price grows over raspasy in a row: not at all, 1-2-3, or 1-2-4."),
    ),
    "raspasy_progression_cap": (
        N_("ledger", "Raspasy progression stops at"),
        N_("ledger", "After this many raspasy in a row the price stops growing."),
    ),
    "raspasy_zero_tricks": (
        N_("ledger", "Raspasy: no tricks taken"),
        N_(
            "ledger",
            "What a player who took no trick on raspasy gets: pulya points, the price of two tricks off the gora, or one pulya point off the gora.",  # noqa: E501
        ),
    ),
    "raspasy_whists_per_trick": (
        N_("ledger", "Raspasy: whists per trick"),
        N_("ledger", "When raspasy are scored in whists: whists per trick of each other player."),
    ),
    "raspasy_tie": (
        N_("ledger", "Raspasy: tie for fewest tricks"),
        N_("ledger", "When raspasy are scored in whists and two took fewest: each writes in full, or they split it."),
    ),
    "raspasy_exit": (
        N_("ledger", "Exit from raspasy"),
        N_("ledger", "The lowest contract allowed after one, two, three… raspasy in a row."),
    ),
    "overflow": (
        N_("ledger", "Pulya past the target"),
        N_(
            "ledger",
            "Help: the surplus closes other players' pulya; write off: it comes off your gora; count: it stays in the pulya; American: once closed, your points go to another player.",  # noqa: E501
        ),
    ),
    "help_order": (
        N_("ledger", "Whom to help"),
        N_("ledger", "The open player closest to closing first, or the next open player clockwise."),
    ),
    "end_condition": (
        N_("ledger", "Game ends when"),
        N_(
            "ledger",
            "Every pulya is closed, the pulyas add up to players × target, by agreement, after so many rounds, or every pulya is closed and every gora written off.",  # noqa: E501
        ),
    ),
    "prikup_premium": (
        N_("ledger", "Whists for the prikup"),
        N_("ledger", "The declarer pays whists for tricks the prikup sold him (an ace 1, two aces 3…)."),
    ),
    "dealer_on_raspasy": (
        N_("ledger", "Dealer on raspasy"),
        N_("ledger", "The dealer sits out, or the two prikup cards play for him and their tricks go to his gora."),
    ),
    "dealer_zero_premium": (
        N_("ledger", "Dealer's raspasy premium"),
        N_("ledger", "A dealer who took no trick on raspasy gets the no-trick premium like the players."),
    ),
    "dealer_may_whist": (
        N_("ledger", "Dealer returns the whist"),
        N_("ledger", "When both defenders pass, the dealer may whist and play a passer's cards."),
    ),
    "raspasy_run_ends": (
        N_("ledger", "Raspasy run ends with"),
        N_(
            "ledger",
            "Which hand ends raspasy in a row: any game, a game played out, only a whisted game made, or that or a made misère.",  # noqa: E501
        ),
    ),
    "raspasy_amnesty": (
        N_("ledger", "Raspasy amnesty"),
        N_("ledger", "The fewest tricks anyone took on raspasy are struck from everyone before scoring."),
    ),
    "gentleman_on_made": (
        N_("ledger", "Gentleman whist on a made game"),
        N_("ledger", "With gentleman whist the lone whister shares the whists with the passer on a made game too."),
    ),
    "remiz_scoring": (
        N_("ledger", "Failed contract scored in"),
        N_("ledger", "Gora for the declarer, or instead every defender writes 10 whists per missing trick on him."),
    ),
    "gora_divisor": (
        N_("ledger", "Gora divided among"),
        N_("ledger", "At settlement a gora is shared out among all players, or among the opponents only."),
    ),
    "end_rounds": (
        N_("ledger", "Rounds to play"),
        N_("ledger", "When the game ends after rounds: how many full rounds of dealing."),
    ),
    "whist_forced": (
        N_("ledger", "Whist is forced"),
        N_("ledger", "With two players the other player must whist every game."),
    ),
    "checked_ten_whists": (
        N_("ledger", "Checked ten: whists"),
        N_(
            "ledger",
            "When a ten is only checked: whists as on any game, or none at all (only the declarer's pulya or gora).",
        ),
    ),
    "two_whister_quota": (
        N_("ledger", "Two whisters' quota"),
        N_(
            "ledger",
            "Who answers for the whisters' shortfall: the partner's surplus covers; each his own share (on 8 and up, his own trick); each the whole of it; or the one who took fewer tricks.",  # noqa: E501
        ),
    ),
    "dealer_whist_shape": (
        N_("ledger", "Dealer's returned whist"),
        N_(
            "ledger",
            "Shared: the passers may console too; dealer alone: only he writes; whole defence: he writes both consolations and answers for the quota.",  # noqa: E501
        ),
    ),
    "prikup_premium_writer": (
        N_("ledger", "Prikup whists written by"),
        N_("ledger", "With three players: the two defenders write the prikup's whists half each, or the dealer all."),
    ),
    "returned_whist": (
        N_("ledger", "Whist returned after a half-whist"),
        N_(
            "ledger",
            "The first defender whists after the second's half-whist: recorded as whist and pass, or the half-whister leaves the hand and writes nothing.",  # noqa: E501
        ),
    ),
    "write_off_below_zero": (
        N_("ledger", "Write-off below zero"),
        N_("ledger", "A write-off may take the gora below zero; if not, it stops at 0 and the rest is dropped."),
    ),
    # RULES §12
    "lone_whister_tricks": (
        N_("ledger", "Lone whister's tricks"),
        N_(
            "ledger",
            "All: a lone whister writes whists for the passer's tricks too; own: only for his own, the passer's are nobody's.",  # noqa: E501
        ),
    ),
    "settle_open_pulya": (
        N_("ledger", "Unfinished pulya at settlement"),
        N_(
            "ledger",
            "To the gora: a pulya short of the target is charged to the gora; left out: a mid-game settlement ignores it.",  # noqa: E501
        ),
    ),
}
#: Each option group's title, by the ledger's group key.
GROUP_TITLES: dict[str, str] = {
    "whisting": N_("ledger", "Whisting"),
    "remiz": N_("ledger", "Remiz and consolation"),
    "raspasy": N_("ledger", "Raspasy"),
    "four_players": N_("ledger", "Four players"),
    "closing": N_("ledger", "Closing and overflow"),
    "settlement": N_("ledger", "Settlement"),
    "money": N_("ledger", "Money"),
}

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
    # RULES §12
    "each_whole": N_("ledger", "each pays the whole shortfall"),
    "fewer_pays": N_("ledger", "the one with fewer tricks pays"),
    "all": N_("ledger", "the passer's tricks too"),
    "to_gora": N_("ledger", "goes to the gora"),
    "ignore": N_("ledger", "left out"),
    "gora_write_off": N_("ledger", "one pulya point off the gora"),
}
#: Where one option's value reads differently from the same word of another option.
OPTION_CHOICE_WORDS: dict[tuple[str, str], str] = {
    ("lone_whister_tricks", "own"): N_("ledger", "his own tricks only"),
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


def option_label(key: str, translate: Translate = _identity) -> str:
    """An option's label: ``option_label("overflow")`` → "Pulya past the target"."""
    return translate("ledger", OPTION_WORDS[key][0])


def option_help(key: str, translate: Translate = _identity) -> str:
    """An option's one-line explanation."""
    return translate("ledger", OPTION_WORDS[key][1])


def group_title(key: str, translate: Translate = _identity) -> str:
    """An option group's title: ``group_title("raspasy")`` → "Raspasy"."""
    return translate("ledger", GROUP_TITLES[key])


def describe_value(key: str, value: Any, translate: Translate = _identity) -> str:
    """An option's value in words, e.g. ``describe_value("overflow", "help")`` → "help the others close"."""
    info = OPTION_BY_KEY[key]
    if info.kind == "bool":
        return str(translate("ledger", YES if value else NO))
    if info.kind == "levels":
        return levels_text(value)
    if isinstance(value, str):
        words = OPTION_CHOICE_WORDS.get((key, value)) or CHOICE_WORDS.get(value)
        if words is not None:
            return str(translate("ledger", words))
    if key in MULTIPLIERS:
        return f"×{value}"
    return str(value)


def preset_title(preset: str | None, translate: Translate = _identity) -> str:
    """The name a player reads for ``preset``: "Sochi" («Сочи»…), or "Own rules" for a convention without one."""
    return translate("ledger", PRESET_NAMES.get(preset or "", OWN_RULES))


def convention_title(convention: Convention, players: int | None = None, translate: Translate = _identity) -> str:
    """A game's convention as a player reads it: "Sochi"; "Sochi, changed" when the ledger's ``rules_changed``;
    "Own rules"."""
    name = preset_title(convention.preset, translate)
    if rules_changed(convention, players):
        return translate("ledger", CHANGED_PRESET).format(preset=name)
    return name
