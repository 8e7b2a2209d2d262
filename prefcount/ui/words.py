"""How the app names contracts, calls and kinds of hand in the player's language."""

from __future__ import annotations

from prefcount.i18n import translate

KINDS = ("game", "misere", "raspasy", "adjustment")
CALLS = ("whist", "pass", "half-whist")


def kind_name(kind: str) -> str:
    return {
        "game": translate("words", "game"),
        "misere": translate("words", "misère"),
        "raspasy": translate("words", "raspasy"),
        "adjustment": translate("words", "adjustment"),
    }[kind]


def call_name(call: str | None) -> str:
    if call is None:
        return "—"
    return {
        "whist": translate("words", "whist"),
        "pass": translate("words", "pass"),
        "half-whist": translate("words", "half-whist"),
    }[call]


def call_letter(call: str | None) -> str:
    """A one-letter mark for the hand list: В / П / ½."""
    if call is None:
        return ""
    return {
        "whist": translate("words", "W", "whist, one letter"),
        "pass": translate("words", "P", "pass, one letter"),
        "half-whist": "½",
    }[call]


def no_trump() -> str:
    return translate("words", "NT", "no trump")


def bid_text(bid) -> str:
    """``7♥``, ``6БК`` / ``6NT``, ``мизер`` — a bid as the table says it."""
    suit = getattr(bid, "suit", None)
    if suit is None:
        return translate("words", "misère")
    if suit == "NT":
        return f"{bid.level}{no_trump()}"
    return bid.symbol


def is_red(bid) -> bool:
    return getattr(bid, "suit", None) in ("D", "H")
