"""Every word the printed sheets use, in the current language (context "report").

Strings are looked up when called, so :func:`prefcount.i18n.set_language` may
switch language between two PDFs. Ledger strings (option labels, preset names,
choice words, hand summaries) keep the ledger's own context.
"""

from __future__ import annotations

from prefcount.i18n import translate
from prefcount.layout import Words


def sheet_words() -> Words:
    """The words printed on the pulka itself."""
    return Words(
        pulya=translate("report", "pulya"),
        gora=translate("report", "gora"),
        player=translate("report", "Player {n}"),
        legend_final=translate("report", "underlined: the final total"),
        legend_help=translate("report", "* help or gora written off (see the hand log)"),
    )


def call_word(call: str) -> str:
    """A defender's call as players say it."""
    return {
        "whist": translate("report", "whist"),
        "pass": translate("report", "pass"),
        "half-whist": translate("report", "half-whist"),
    }.get(call, call)


def suit_notrump() -> str:
    """How no-trumps are written after the level (6NT → 6БК in Russian)."""
    return translate("report", "NT", "no trumps after the level, e.g. 6NT")


def misere_word() -> str:
    return translate("report", "misère")


def raspasy_word() -> str:
    return translate("report", "raspasy")


def adjustment_word() -> str:
    return translate("report", "adjustment")
