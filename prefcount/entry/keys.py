"""The keys of a hand: what each character means in each field, on a Latin or a Cyrillic layout.

Keys are taken by meaning and by position (п — пики and пас, ч — черви, в — вист; the Latin key
under each Cyrillic letter works too). Only the key map lives here; which field takes a key is
the state machine's (:mod:`prefcount.entry.draft`).
"""

from __future__ import annotations

from collections.abc import Sequence

from prefcount.ledger.hands import Call

SUIT_KEYS: dict[str, str] = {
    key: suit
    for suit, keys in {"S": "sып♠1", "C": "cстк♣2", "D": "dвб♦3", "H": "hрч♥4", "NT": "nн5"}.items()
    for key in keys
}
MISERE_KEYS = frozenset("mмь")
RASPASY_KEYS = frozenset("0")
CALL_KEYS: dict[str, Call] = {
    key: call
    for call, keys in {Call.WHIST: "wцв1+", Call.PASS: "pзп0-", Call.HALF_WHIST: "hр/½5"}.items()
    for key in keys
}
LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9}
#: The digits a count is typed with. Only these: ``str.isdigit`` also says yes to '²' (a key of its own on
#: AZERTY keyboards) or '٣', which ``int`` then refuses — such a key is an unknown key like any other.
DIGITS = {str(digit): digit for digit in range(10)}
#: in a tricks field: the declarer gave up, «без трёх»
CONCEDE_KEYS = frozenset("bб-и")
#: after the contract, anywhere: the prikup sold tricks (a digit follows), RULES §9.1
PRIKUP_KEYS = frozenset("kк")
#: after the contract (or on raspasy), anywhere: played dark, ×2; again ×4; again ×1 (RULES §9.8), stepping
#: through the ledger's MULTIPLIERS
DARK_KEYS = frozenset("dт")

#: Keys that are not characters, as :meth:`prefcount.entry.draft.HandDraft.press` takes them.
ENTER, ESCAPE, TAB, BACKTAB, BACKSPACE = "enter", "escape", "tab", "backtab", "backspace"


def count_typed(text: str) -> int | None:
    """A count typed (or pasted) into a tricks field by other means than a key at a time: the digits of
    :data:`DIGITS` only ('²' is no count), a minus allowed in front (the validator then says why it cannot be)."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits or any(digit not in DIGITS for digit in digits):
        return None
    return int(text)


def declarer_key(text: str, players: Sequence[str]) -> int | None:
    """The seat a key names in the declarer field: its digit (1 … n), or the first letter of exactly one
    player's name (lower case). None for any other key (0, raspasy, is not a seat)."""
    if text in DIGITS:
        return DIGITS[text] - 1 if 1 <= DIGITS[text] <= len(players) else None
    matches = [seat for seat, name in enumerate(players) if name.lower().startswith(text)]
    return matches[0] if len(matches) == 1 else None


def starts_a_hand(text: str, players: Sequence[str]) -> bool:
    """Whether a new hand's first field takes ``text``: a seat (:func:`declarer_key`) or raspasy's 0."""
    text = text.lower()
    return len(text) == 1 and (text in RASPASY_KEYS or declarer_key(text, players) is not None)
