"""Which key means what in the hand dialog, on a Latin or a Cyrillic layout.

Letters are accepted both by meaning (п — пики, ч — черви, в — вист, п — пас)
and by position (the Latin key under a Cyrillic one), so nobody has to switch
the keyboard layout at the table.
"""

from __future__ import annotations

SUIT_KEYS: dict[str, str] = {}
for suit, keys in {
    "S": "sып♠1",
    "C": "cстк♣2",
    "D": "dвб♦3",
    "H": "hрч♥4",
    "NT": "nн5",
}.items():
    for key in keys:
        SUIT_KEYS[key] = suit

MISERE_KEYS = set("mмь")
RASPASY_KEYS = set("0")

CALL_KEYS: dict[str, str] = {}
for call, keys in {"whist": "wцв1+", "pass": "pз0-", "half-whist": "h/½5"}.items():
    for key in keys:
        CALL_KEYS[key] = call
# п is pass in Russian; р (the key under h) is half-whist
CALL_KEYS["п"] = "pass"
CALL_KEYS["р"] = "half-whist"

LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9}

# in the tricks fields: the declarer gave up, «без трёх»
CONCEDE_KEYS = set("bб-и")
