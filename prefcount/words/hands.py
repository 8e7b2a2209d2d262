"""How prefcount names the game's things in the player's language — on screen and on paper alike.

Kinds of hand, calls, bids and the words printed on the pulka itself, in the
translation context "words" (``resources/translations/words_*.ts``). Strings
are looked up when called, so a language switch takes effect at once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.layout import Words
    from prefcount.ledger.hands import Bid, Hand

# Kinds of hand and calls are the ledger's HandKind and Call, imported where a hand or a call is named (the
# ledger is loaded by then), not at the top: the window paints its blank pulka before the ledger loads.


def kind_name(kind: str) -> str:
    """A kind of hand (:class:`~prefcount.ledger.HandKind`, or its file word) in words."""
    from prefcount.ledger.hands import HandKind

    return {
        HandKind.GAME: translate("words", "game"),
        HandKind.MISERE: translate("words", "misère"),
        HandKind.RASPASY: translate("words", "raspasy"),
        HandKind.ADJUSTMENT: translate("words", "adjustment"),
    }[HandKind(kind)]


def call_name(call: str | None) -> str:
    """A call (:class:`~prefcount.ledger.Call`, or its file word) in words; «—» for none."""
    if call is None:
        return "—"
    from prefcount.ledger.hands import Call

    return {
        Call.WHIST: translate("words", "whist"),
        Call.PASS: translate("words", "pass"),
        Call.HALF_WHIST: translate("words", "half-whist"),
    }[Call(call)]


def calls_in_full(calls: Sequence[str | None], players: Sequence[str], separator: str = "\n") -> str:
    """The calls of a game said by name, in seat order: «Борис: вист» one a line (or ``separator`` between)."""
    return separator.join(f"{players[seat]}: {call_name(call)}" for seat, call in enumerate(calls) if call)


def call_letter(call: str | None) -> str:
    """A one-letter mark for the hand list: В / П / ½."""
    if call is None:
        return ""
    from prefcount.ledger.hands import Call

    return {
        Call.WHIST: translate("words", "W", "whist, one letter"),
        Call.PASS: translate("words", "P", "pass, one letter"),
        Call.HALF_WHIST: "½",
    }[Call(call)]


def dummy_name() -> str:
    """The third hand of a game of two (болван): it holds cards and takes tricks, never speaks."""
    return translate("words", "dummy", "the third hand in a game of two (болван)")


def seat_names(players: Sequence[str]) -> list[str]:
    """A name for every seat of a hand (its ``calls`` and ``tricks``): the players, and with two the dummy."""
    return [*players, dummy_name()] if len(players) == 2 else list(players)


def no_trump() -> str:
    return translate("words", "NT", "no trump")


def bid_text(bid: Bid) -> str:
    """``7♥``, ``6БК`` / ``6NT``, ``мизер`` — a bid as the table says it."""
    suit = getattr(bid, "suit", None)
    if suit is None:
        return translate("words", "misère")
    if suit == "NT":
        return f"{bid.level}{no_trump()}"
    return bid.symbol


# Hearts and diamonds are red wherever a bid is shown: hand panel, hand list, explanations, printed log.
RED_SUIT = "#c00000"
_RED_BID = re.compile(r"(?:10|[6-9])?[♦♥]")


def is_red(bid: Bid | None) -> bool:
    return getattr(bid, "suit", None) in ("D", "H")


def red_suits_markup(text: str, start: str = f'<font color="{RED_SUIT}">', end: str = "</font>") -> str:
    """``text`` escaped for rich text, each ♦ or ♥ bid (``7♥``) wrapped in ``start`` … ``end``.

    Qt's rich text and ReportLab's paragraphs both read ``<font color>``; newlines become ``<br/>``.
    """
    from html import escape  # here, not at the top: the first paint does not need it

    escaped = escape(text, quote=False)
    return _RED_BID.sub(lambda m: f"{start}{m.group(0)}{end}", escaped).replace("\n", "<br/>")


def hand_title(hand: Hand, raspasy_k: int = 0) -> str:
    """What a hand was, in a word: ``7♥``, ``мизер``, ``распасы ×2`` (the k-th in a row)."""
    from prefcount.ledger.hands import HandKind

    if hand.kind == HandKind.GAME:
        return bid_text(hand.contract)
    if hand.kind == HandKind.RASPASY and raspasy_k > 1:
        return f"{kind_name(HandKind.RASPASY)} ×{raspasy_k}"
    return kind_name(hand.kind)


def hand_extras(hand: Hand, players: int = 3, dealer_whist: bool = True) -> list[str]:
    """What RULES §9 and §11 add to a hand, in words for the hand log: ``×2, dark``, ``prikup 2``, ``the dealer
    whists`` (unless ``dealer_whist`` is false: where the calls are shown beside it), ``whist taken back``
    (d1 whisted after d2's half-whist, the half-whister out: §11.5)."""
    out: list[str] = []
    if hand.multiplier == 2:
        out.append(translate("words", "×2, dark"))
    elif hand.multiplier != 1:
        out.append(f"×{hand.multiplier}")
    if hand.prikup:
        out.append(translate("words", "prikup {count}").format(count=hand.prikup))
    from prefcount.ledger.hands import HandKind, dealer_returns_whist, whist_returned

    calls = getattr(hand, "calls", None)
    if dealer_whist and calls and dealer_returns_whist(players, hand.dealer, calls):
        out.append(translate("words", "the dealer whists"))
    if hand.kind == HandKind.GAME and whist_returned(players, hand.declarer, hand.dealer, hand.calls):
        out.append(returned_whist_words())
    return out


def returned_whist_words() -> str:
    """The whist d1 took back after d2's half-whist, the half-whister leaving the hand (RULES §11.5): «возврат
    виста» — in a hand's label, and for a view that names the calls."""
    return translate("words", "whist taken back", "RULES §11.5: after pass, half-whist, whist (возврат виста)")


def hand_label(hand: Hand, raspasy_k: int = 0, players: int = 3, dealer_whist: bool = True) -> str:
    """A hand's title with its notes in one bracket: a concession and what RULES §9 adds, e.g.
    ``7♥ (×2, dark; prikup 2)``, ``10♥ (down three; prikup 1)`` — the hand list and the log
    (``dealer_whist``: see :func:`hand_extras`)."""
    from prefcount.ledger.hands import HandKind

    notes = [translate("words", "down three")] if hand.kind == HandKind.GAME and hand.conceded else []
    notes += hand_extras(hand, players, dealer_whist)
    title = hand_title(hand, raspasy_k)
    return f"{title} ({'; '.join(notes)})" if notes else title


def sheet_words() -> Words:
    """The few words printed on the pulka itself."""
    from prefcount.layout import Words  # here: naming a hand (``prefcount score``) needs no sheet geometry

    return Words(
        pulya=translate("words", "pulya"),
        gora=translate("words", "gora"),
        player=translate("words", "Player {n}"),
        legend_final=translate("words", "underlined: the final total"),
        legend_help=translate("words", "* help or gora written off (see the hand log)"),
    )
