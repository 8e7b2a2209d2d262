"""RULES §3–§5 by hand: options the reference examples do not reach, each worked out from the text.

Players A, B, C (and D) clockwise; unless a case says otherwise A declares, so B
is the first defender (d1) and C the second (d2). Expected numbers are the change
the last hand makes, written as {"pulya": {seat: n}, "gora": {...}, "whists": {(writer, on): n}}.
"""

from fractions import Fraction

import pytest

from prefcount.files.gamefile import from_dict
from prefcount.ledger import HandError, Mark, format_marks, score, settle

ABC = ["A", "B", "C"]
ABCD = ["A", "B", "C", "D"]


def game(hands, players=ABC, **convention):
    convention.setdefault("preset", "sochi")
    return from_dict(
        {"format": "prefcount-game", "version": 1, "players": players, "convention": convention, "hands": hands}
    )


def trick(contract, calls, tricks=None, declarer=0, **extra):
    hand = {"kind": "game", "declarer": declarer, "contract": contract, "calls": calls, **extra}
    if tricks is not None:
        hand["tricks"] = tricks
    return hand


def raspasy(tricks, **extra):
    return {"kind": "raspasy", "tricks": tricks, **extra}


def paper(pulya=None, gora=None):
    hand = {"kind": "adjustment"}
    if pulya is not None:
        hand["pulya"] = pulya
    if gora is not None:
        hand["gora"] = gora
    return hand


def change(n, pulya=None, gora=None, whists=None):
    out = {"pulya": [0] * n, "gora": [0] * n, "whists": [[0] * n for _ in range(n)]}
    for seat, amount in (pulya or {}).items():
        out["pulya"][seat] = amount
    for seat, amount in (gora or {}).items():
        out["gora"][seat] = amount
    for (seat, on), amount in (whists or {}).items():
        out["whists"][seat][on] = amount
    return out


A, B, C, D = 0, 1, 2, 3
WW = [None, "whist", "whist"]
WP = [None, "whist", "pass"]
H = Fraction(1, 2)

CASES = [
    # -- two whisters, pooled (§3.1 items 3 and 5) --------------------------------------
    (
        "pooled 6♠ made, defence 3+1: each writes half of 4·2, no shortfall",
        {"two_whisters": "pooled"},
        [trick("6S", WW, [6, 3, 1])],
        change(3, {A: 2}, {}, {(B, A): 4, (C, A): 4}),
    ),
    (
        "pooled 6♠ made, defence 3+0 (Sochi): shortfall 1·2 split",
        {"two_whisters": "pooled"},
        [trick("6S", WW, [7, 3, 0])],
        change(3, {A: 2}, {B: 1, C: 1}, {(B, A): 3, (C, A): 3}),
    ),
    (
        "pooled 6♠ made, defence 3+0 (Rostov, half): shortfall ½ each",
        {"preset": "rostov", "two_whisters": "pooled"},
        [trick("6S", WW, [7, 3, 0])],
        change(3, {A: 2}, {B: H, C: H}, {(B, A): 3, (C, A): 3}),
    ),
    (
        "pooled 8♦ down 1, defence 2+1: each writes 3·6/2 and consolation 6",
        {"two_whisters": "pooled"},
        [trick("8D", WW, [7, 2, 1])],
        change(3, {}, {A: 6}, {(B, A): 9 + 6, (C, A): 9 + 6}),
    ),
    # -- two whisters, individual, quotas -------------------------------------------------
    ("7♠ made, B 2 C 0: B's surplus covers C", {}, [trick("7S", WW, [8, 2, 0])], change(3, {A: 4}, {}, {(B, A): 8})),
    (
        "7♠ made, B 1 C 0: C short one of his quota of 1",
        {},
        [trick("7S", WW, [9, 1, 0])],
        change(3, {A: 4}, {C: 4}, {(B, A): 4}),
    ),
    ("6♠ made, B 0 C 4: C's surplus covers B", {}, [trick("6S", WW, [6, 0, 4])], change(3, {A: 2}, {}, {(C, A): 8})),
    (
        "whist_multiplier 2 alone: 6♠ down 1 B 3 C 2 writes 4 a trick",
        {"whist_multiplier": 2},
        [trick("6S", WW, [5, 3, 2])],
        change(3, {}, {A: 2}, {(B, A): 12 + 4, (C, A): 8 + 4}),
    ),
    # -- eights and up, both whisters took nothing ---------------------------------------
    (
        "8♥ 10-0-0, liability split (Sochi): 3 each",
        {"high_contract_liability": "split"},
        [trick("8H", WW, [10, 0, 0])],
        change(3, {A: 6}, {B: 3, C: 3}),
    ),
    (
        "8♥ 10-0-0, liability split (Rostov, half): 1½ each",
        {"preset": "rostov", "high_contract_liability": "split"},
        [trick("8H", WW, [10, 0, 0])],
        change(3, {A: 6}, {B: Fraction(3, 2), C: Fraction(3, 2)}),
    ),
    (
        "9♣ 9-1-0: the defence met its obligation of 1",
        {},
        [trick("9C", WW, [9, 1, 0])],
        change(3, {A: 8}, {}, {(B, A): 8}),
    ),
    (
        "10♠ 10-0-0 with ten_whisted off: nobody pays",
        {"ten_whisted": False},
        [trick("10S", WW, [10, 0, 0])],
        change(3, {A: 10}),
    ),
    (
        "10♠ 10-0-0 Rostov: the second whister pays half of 10",
        {"preset": "rostov"},
        [trick("10S", WW, [10, 0, 0])],
        change(3, {A: 10}, {C: 5}),
    ),
    # -- one whister --------------------------------------------------------------------------
    ("8♠ 10-0-0, lone whister B short one (full)", {}, [trick("8S", WP, [10, 0, 0])], change(3, {A: 6}, {B: 6})),
    (
        "8♠ 10-0-0, lone whister B short one (Rostov, half)",
        {"preset": "rostov"},
        [trick("8S", WP, [10, 0, 0])],
        change(3, {A: 6}, {B: 3}),
    ),
    (
        "gentleman only on a failed contract: Rostov 6♠ made, B whists 3 + C's 1",
        {"preset": "rostov"},
        [trick("6S", WP, [6, 3, 1])],
        change(3, {A: 2}, {}, {(B, A): 8}),
    ),
    (
        "C whists, B passes: the passer's tricks count for C",
        {},
        [trick("7D", [None, "pass", "whist"], [7, 2, 1])],
        change(3, {A: 4}, {}, {(C, A): 12}),
    ),
    (
        "greedy 7♦ down 2 with the passer: whister keeps 5·4, both console 2·4",
        {},
        [trick("7D", [None, "pass", "whist"], [5, 3, 2])],
        change(3, {}, {A: 8}, {(C, A): 20 + 8, (B, A): 8}),
    ),
    (
        "gentleman 7♦ down 1, odd defence: 3·4/2 each + 4",
        {"lone_whister_on_remiz": "gentleman"},
        [trick("7D", WP, [6, 2, 2])],
        change(3, {}, {A: 4}, {(B, A): 8 + 4, (C, A): 8 + 4}),
    ),
    (
        "gentleman 6♦ down 1, defence 5: 5·2/2 each, a fraction-free half",
        {"lone_whister_on_remiz": "gentleman"},
        [trick("6D", WP, [5, 4, 1])],
        change(3, {}, {A: 2}, {(B, A): 5 + 2, (C, A): 5 + 2}),
    ),
    # -- concessions (§3.1 item 6) --------------------------------------------------------------
    (
        "concession, two whisters, 7♥: 6 tricks split 3+3, consolation 3·4",
        {},
        [trick("7H", WW, conceded=True)],
        change(3, {}, {A: 12}, {(B, A): 12 + 12, (C, A): 12 + 12}),
    ),
    (
        "concession, two whisters, none: consolation only",
        {"concede_trick_whists": "none"},
        [trick("7H", WW, conceded=True)],
        change(3, {}, {A: 12}, {(B, A): 12, (C, A): 12}),
    ),
    (
        "concession Leningrad, lone whister: gentleman splits 7·4 with the passer",
        {"preset": "leningrad"},
        [trick("6C", WP, conceded=True)],
        change(3, {}, {A: 12}, {(B, A): 14 + 12, (C, A): 14 + 12}),
    ),
    (
        "concession 6♠ two whisters, pooled: 7 tricks → 7 whists each",
        {"two_whisters": "pooled"},
        [trick("6S", WW, conceded=True)],
        change(3, {}, {A: 6}, {(B, A): 7 + 6, (C, A): 7 + 6}),
    ),
    (
        "concession 6♠ two whisters, individual: 7 split as 3½ each",
        {},
        [trick("6S", WW, conceded=True)],
        change(3, {}, {A: 6}, {(B, A): 7 + 6, (C, A): 7 + 6}),
    ),
    (
        "concession with consolation off and none: only the gora",
        {"consolation": False, "concede_trick_whists": "none"},
        [trick("8NT", WP, conceded=True)],
        change(3, {}, {A: 18}),
    ),
    # -- 4 players (§3, dealer sits out) ----------------------------------------------------------
    (
        "4 players, consolation not to the dealer",
        {"consolation_to_dealer": False},
        [trick("7S", [None, "whist", "pass", None], [5, 3, 2, None], dealer=D)],
        change(4, {}, {A: 8}, {(B, A): 20 + 8, (C, A): 8}),
    ),
    (
        "4 players, dealer B: C and D defend, both whist",
        {},
        [trick("6H", [None, None, "whist", "whist"], [6, None, 3, 1], dealer=B)],
        change(4, {A: 2}, {}, {(C, A): 6, (D, A): 2}),
    ),
    (
        "4 players, dealer C: D whists, B passes; B is d1",
        {},
        [trick("6H", [None, "pass", None, "whist"], [7, 2, None, 1], dealer=C)],
        change(4, {A: 2}, {D: 2}, {(D, A): 6}),
    ),
    # -- half-whist ---------------------------------------------------------------------------------
    (
        "Leningrad half-whist on a seven: 1·8",
        {"preset": "leningrad"},
        [trick("7C", [None, "pass", "half-whist"])],
        change(3, {A: 4}, {}, {(C, A): 8}),
    ),
    (
        "half-whist, 4 players: B declares 6♥, D deals, so A is d2",
        {},
        [trick("6H", ["half-whist", None, "pass", None], declarer=B, dealer=D)],
        change(4, {B: 2}, {}, {(A, B): 4}),
    ),
    # -- raspasy (§3.3) -----------------------------------------------------------------------------
    (
        "Sochi raspasy fourth in a row: the cap keeps the step at 3",
        {},
        [raspasy([1, 3, 6])] * 4,
        change(3, {}, {A: 3, B: 9, C: 18}),
    ),
    (
        "raspasy cap 2, arithmetic: third in a row at 2",
        {"raspasy_progression_cap": 2},
        [raspasy([1, 3, 6])] * 3,
        change(3, {}, {A: 2, B: 6, C: 12}),
    ),
    (
        "Classic cap 2: third in a row at 2 (not 4)",
        {"preset": "classic", "raspasy_progression_cap": 2},
        [raspasy([1, 3, 6])] * 3,
        change(3, {}, {A: 2, B: 6, C: 12}),
    ),
    (
        "progression none: second raspasy at 1",
        {"raspasy_progression": "none"},
        [raspasy([1, 3, 6])] * 2,
        change(3, {}, {A: 1, B: 3, C: 6}),
    ),
    (
        "adjustments do not break the raspasy run",
        {},
        [raspasy([1, 3, 6]), paper(gora=[1, 1, 1]), raspasy([1, 3, 6])],
        change(3, {}, {A: 2, B: 6, C: 12}),
    ),
    (
        "a misère breaks the raspasy run",
        {},
        [raspasy([1, 3, 6]), {"kind": "misere", "declarer": 1, "tricks": 0}, raspasy([1, 3, 6])],
        change(3, {}, {A: 1, B: 3, C: 6}),
    ),
    (
        "zero-trick premium trick_price, Classic third raspasy: pulya +4",
        {"preset": "classic", "raspasy_zero_tricks": "trick_price"},
        [raspasy([0, 4, 6])] * 3,
        change(3, {A: 4}, {B: 16, C: 24}),
    ),
    (
        "zero-trick premium trick_price, Leningrad first: 2 / pulya_to_gora 2 = 1",
        {"preset": "leningrad", "raspasy_zero_tricks": "trick_price"},
        [raspasy([0, 4, 6])],
        change(3, {A: 1}, {B: 8, C: 12}),
    ),
    (
        "zero-trick premium trick_price, Leningrad with price 3: 1½",
        {"preset": "leningrad", "raspasy_zero_tricks": "trick_price", "raspasy_trick_price": 3},
        [raspasy([0, 4, 6])],
        change(3, {A: H * 3}, {B: 12, C: 18}),
    ),
    ("zero-trick premium none", {"raspasy_zero_tricks": "none"}, [raspasy([0, 4, 6])], change(3, {}, {B: 4, C: 6})),
    ("two players without a trick both get the premium", {}, [raspasy([0, 10, 0])], change(3, {A: 1, C: 1}, {B: 10})),
    (
        "Rostov raspasy tie split: 2·5·6/2 each",
        {"preset": "rostov", "raspasy_tie": "split"},
        [raspasy([2, 2, 6])],
        change(3, {}, {}, {(A, C): 15, (B, C): 15}),
    ),
    (
        "Rostov raspasy tie at zero, split: 5·10/2 each, both get the premium",
        {"preset": "rostov", "raspasy_tie": "split"},
        [raspasy([0, 10, 0])],
        change(3, {A: 1, C: 1}, {}, {(A, B): 25, (C, B): 25}),
    ),
    (
        "Rostov raspasy tie at zero, each writes in full",
        {"preset": "rostov"},
        [raspasy([0, 10, 0])],
        change(3, {A: 1, C: 1}, {}, {(A, B): 50, (C, B): 50}),
    ),
    (
        "Rostov raspasy with arithmetic progression, second in a row",
        {"preset": "rostov", "raspasy_progression": "arithmetic"},
        [raspasy([2, 3, 5])] * 2,
        change(3, {}, {}, {(A, B): 30, (A, C): 50}),
    ),
    (
        "Rostov raspasy, 4 players: the dealer neither writes nor is written on",
        {"preset": "rostov"},
        [raspasy([2, None, 3, 5], dealer=B)],
        change(4, {}, {}, {(A, C): 15, (A, D): 25}),
    ),
    (
        "Rostov raspasy, zero tricks, premium none",
        {"preset": "rostov", "raspasy_zero_tricks": "none"},
        [raspasy([0, 4, 6])],
        change(3, {}, {}, {(A, B): 20, (A, C): 30}),
    ),
    # -- misère ----------------------------------------------------------------------------------------
    (
        "misère, 4 players, the dealer writes nothing",
        {},
        [{"kind": "misere", "dealer": A, "declarer": C, "tricks": 3}],
        change(4, {}, {C: 30}),
    ),
    # -- closing the pulya (§4) ---------------------------------------------------------------------------
    (
        "help clockwise: the next open player gets it",
        {"help_order": "clockwise"},
        [paper([8, 3, 5]), trick("7S", [None, "pass", "pass"])],
        change(3, {A: 2, B: 2}, {}, {(A, B): 20}),
    ),
    (
        "help closest first, tie broken clockwise from the helper",
        {},
        [paper([8, 5, 5]), trick("7S", [None, "pass", "pass"])],
        change(3, {A: 2, B: 2}, {}, {(A, B): 20}),
    ),
    (
        "help closest first from C: tie of A and B goes to A (next after C)",
        {},
        [paper([5, 5, 8]), trick("7S", ["pass", "pass", None], declarer=C)],
        change(3, {C: 2, A: 2}, {}, {(C, A): 20}),
    ),
    (
        "help to everybody, the rest written off the helper's gora",
        {},
        [paper([9, 9, 8]), trick("8S", [None, "pass", "pass"])],
        change(3, {A: 1, B: 1, C: 2}, {A: -2}, {(A, B): 10, (A, C): 20}),
    ),
    (
        "help Leningrad-style, pulya_to_gora 2: 20 whists a point, 2 gora a point",
        {"preset": "leningrad", "overflow": "help"},
        [paper([9, 9, 8]), trick("8S", [None, "pass", "pass"])],
        change(3, {A: 1, B: 1, C: 2}, {A: -4}, {(A, B): 20, (A, C): 40}),
    ),
    (
        "already closed: everything is help",
        {},
        [paper([10, 0, 0]), {"kind": "misere", "declarer": A, "tricks": 0}],
        change(3, {B: 10}, {}, {(A, B): 100}),
    ),
    (
        "write_off with pulya_to_gora 2",
        {"overflow": "write_off", "pulya_to_gora": 2},
        [paper([8, 0, 0]), trick("7S", [None, "pass", "pass"])],
        change(3, {A: 2}, {A: -4}),
    ),
    (
        "count: the pulya goes past the target",
        {"overflow": "count"},
        [paper([8, 0, 0]), trick("7S", [None, "pass", "pass"])],
        change(3, {A: 4}),
    ),
    (
        "a raspasy premium past the target helps too",
        {},
        [paper([10, 9, 0]), raspasy([0, 4, 6])],
        change(3, {B: 1}, {B: 4, C: 6}, {(A, B): 10}),
    ),
    ("an adjustment is never capped", {}, [paper([8, 0, 0]), paper([5, 0, 0])], change(3, {A: 5})),
    (
        "help goes to the dealer too (4 players)",
        {},
        [paper([8, 0, 9, 5]), trick("7S", [None, "pass", None, "pass"], dealer=C)],
        change(4, {A: 2, C: 1, D: 1}, {}, {(A, C): 10, (A, D): 10}),
    ),
]


def as_lists(result):
    return {"pulya": result.pulya, "gora": result.gora, "whists": result.whists}


@pytest.mark.parametrize("overrides, hands, want", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_hand(overrides, hands, want):
    players = ABC if len(want["pulya"]) == 3 else ABCD
    sheet = score(game(hands, players, **overrides))
    assert as_lists(sheet.hands[-1]) == want


@pytest.mark.parametrize("overrides, hands, want", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_overflow_never_changes_money(overrides, hands, want):
    players = ABC if len(want["pulya"]) == 3 else ABCD
    results = []
    for overflow in ("help", "write_off", "count"):
        results.append(settle(score(game(hands, players, **{**overrides, "overflow": overflow}))).net)
    assert results[0] == results[1] == results[2]


# -- settlement (§5) ------------------------------------------------------------------------------------------


def test_four_player_settlement_divides_by_all_players():
    """E' = 4/0/0/0: each other player writes 10·4/4 = 10 on A (not 10·4/3)."""
    sheet = score(game([paper([10, 10, 10, 10], [4, 0, 0, 0])], ABCD))
    settlement = settle(sheet)
    assert settlement.gora_whists == [10, 0, 0, 0]
    assert settlement.net == [-30, 10, 10, 10]


def test_unfinished_pulya_goes_to_the_gora():
    """T 10, r 2 (Leningrad): pulya 4/10/10 → E 12/0/0 → 10·12/3 = 40 from each other player."""
    sheet = score(game([paper([4, 10, 10])], preset="leningrad"))
    settlement = settle(sheet)
    assert settlement.effective_gora == [12, 0, 0]
    assert settlement.net == [-80, 40, 40]


def test_thirds_are_exact_and_rounded_by_largest_remainder():
    sheet = score(game([paper([10, 10, 10], [1, 0, 0])], whist_price="1"))
    settlement = settle(sheet)
    assert settlement.net == [Fraction(-20, 3), Fraction(10, 3), Fraction(10, 3)]
    # every remainder is ⅓: the unit goes to the largest amount (round_to_sum's documented tie rule)
    assert settlement.rounded_whists == [-6, 3, 3]
    assert settlement.money_cents == [-666, 333, 333]


def test_amnesty_is_cosmetic():
    one = settle(score(game([paper([10, 10, 10], [5, 20, 11])]))).net
    two = settle(score(game([paper([10, 10, 10], [105, 120, 111])]))).net
    assert one == two


def test_pairwise_table():
    sheet = score(
        game(
            [
                {
                    "kind": "adjustment",
                    "pulya": [10, 10, 10],
                    "gora": [2, 20, 11],
                    "whists": [[0, 56, 0], [18, 0, 0], [6, 10, 0]],
                }
            ]
        )
    )
    settlement = settle(sheet)
    # B_ij = (W_ij + 10·E'_j/N) − (W_ji + 10·E'_i/N); E' = 0/18/9 → 0/60/30
    assert settlement.gora_whists == [0, 60, 30]
    assert settlement.pairwise[0] == [0, (56 + 60) - (18 + 0), (0 + 30) - (6 + 0)]
    assert settlement.pairwise[1][2] == (0 + 30) - (10 + 60)


@pytest.mark.parametrize(
    ("price", "per_whist"), [("1", 1), ("0.5", Fraction(1, 2)), ("0.33", Fraction(33, 100)), ("1e1", 10)]
)
def test_pairwise_money_is_the_pairwise_table_at_the_whist_price(price, per_whist):
    adjustment = {
        "kind": "adjustment",
        "pulya": [10, 10, 10],
        "gora": [2, 20, 11],
        "whists": [[0, 56, 0], [18, 0, 0], [6, 10, 0]],
    }
    settlement = settle(score(game([adjustment], whist_price=price)))
    money = settlement.pairwise_money
    assert money == [[value * per_whist for value in row] for row in settlement.pairwise]
    assert money[0][1] == 98 * per_whist and money[1][0] == -98 * per_whist
    assert [sum(row, Fraction(0)) for row in money] == settlement.money


# -- the sheet ------------------------------------------------------------------------------------------------


def test_marks_are_running_totals():
    sheet = score(game([trick("6S", WW, [6, 3, 1]), raspasy([0, 6, 4]), trick("7H", WW, [7, 2, 1])]))
    assert format_marks(sheet.pulya_marks(A)) == "2.3.7"
    assert [m.hand for m in sheet.pulya_marks(A)] == [0, 1, 2]
    assert format_marks(sheet.whist_marks(B, A)) == "6.14"
    assert format_marks(sheet.gora_marks(B)) == "6"


def test_fraction_marks():
    sheet = score(
        game([trick("6S", WW, [7, 3, 0]), trick("6S", WW, [7, 3, 0])], preset="rostov", two_whisters="pooled")
    )
    assert format_marks(sheet.gora_marks(B)) == "½.1"


@pytest.mark.parametrize(
    "condition, pulya, over",
    [
        ("all_closed", [10, 10, 10], True),
        ("all_closed", [10, 10, 9], False),
        ("pulya_sum", [14, 10, 6], True),
        ("pulya_sum", [14, 10, 5], False),
        ("manual", [10, 10, 10], False),
    ],
)
def test_end_condition(condition, pulya, over):
    sheet = score(game([paper(pulya)], end_condition=condition))
    assert sheet.is_over is over


def test_next_dealer_and_raspasy_run():
    sheet = score(game([raspasy([1, 3, 6]), raspasy([1, 3, 6]), paper(gora=[0, 0, 1])]))
    assert sheet.raspasy_run == 2
    assert sheet.next_dealer == 2  # the adjustment deals no cards
    assert sheet.exit_minimum == 7
    assert [r.raspasy_k for r in sheet.hands] == [1, 2, 2]


def test_the_sheet_before_a_hand_is_scored_without_the_hands_after_it():
    """Editing hand i is checked against the sheet as it stood before it, whether or not the hands after it score."""
    hands = [raspasy([1, 3, 6]), raspasy([1, 3, 6]), trick("7S", WP, [7, 2, 1]), trick("6C", WP, [5, 3, 3])]
    played = game(hands)
    with pytest.raises(HandError):  # hand 4's tricks add up to 11
        score(played)
    for index in range(4):
        before, prefix = score(played, before=index), score(game(hands[:index]))
        assert [r.hand for r in before.hands] == list(played.hands[:index])
        assert (before.pulya, before.gora, before.whists) == (prefix.pulya, prefix.gora, prefix.whists)
        assert (before.raspasy_run, before.next_dealer) == (prefix.raspasy_run, prefix.next_dealer)
    assert score(played, before=2).exit_minimum == 7 and score(played, before=3).raspasy_run == 0


def test_entries_say_why():
    sheet = score(game([trick("6C", WP, [5, 3, 2])]))
    kinds = {(e.zone, e.seat, e.on, e.reason.kind.name) for e in sheet.hands[0].entries}
    assert kinds == {
        ("gora", A, None, "REMIZ"),
        ("whists", B, A, "WHISTS_FOR_TRICKS"),
        ("whists", B, A, "CONSOLATION"),
        ("whists", C, A, "CONSOLATION"),
    }
    text = sheet.entries_for("whists", B, A)[0].describe(ABC)
    assert "B" in text and "A" in text and "hand 1" in text and "6♣" in text


def test_only_the_marks_of_help_and_write_off_carry_the_note():
    # Classic (write_off): A is closed, takes no trick on raspasy → premium written off A's gora;
    # B and C only get raspasy tricks in their gora, which is no write-off.
    sheet = score(game([paper([10, 3, 0]), raspasy([0, 4, 6])], preset="classic"))
    assert sheet.gora_marks(A)[-1] == Mark(-1, 1, "write_off")
    assert sheet.gora_marks(B)[-1].note is None
    assert sheet.gora_marks(C)[-1].note is None


def test_help_notes_only_on_the_marks_help_touched():
    """A at 8 makes 7♠ (B whists 2 + C's 1): A closes, 2 go to C; B's whists for tricks are no help."""
    sheet = score(game([paper([8, 3, 5]), trick("7S", WP, [7, 2, 1])]))
    assert sheet.pulya_marks(A)[-1] == Mark(10, 1, "help")
    assert sheet.pulya_marks(C)[-1] == Mark(7, 1, "help")
    assert sheet.whist_marks(A, C) == [Mark(20, 1, "help")]
    assert sheet.whist_marks(B, A) == [Mark(12, 1, None)]
    assert sheet.pulya_marks(B) == [Mark(3, 0, None)]


def test_a_hands_notes_say_what_the_overflow_did():
    played = [paper([8, 3, 5]), trick("7S", WP, [7, 2, 1])]
    assert score(game(played)).hands[-1].notes() == {"help"}
    assert score(game(played, preset="classic")).hands[-1].notes() == {"write_off"}
    assert score(game([paper([8, 3, 5]), trick("6S", WP, [6, 2, 2])])).hands[-1].notes() == set()


def test_write_off_notes_only_on_the_overflowing_player():
    sheet = score(game([paper([8, 3, 5]), trick("7S", WP, [7, 2, 1])], preset="classic"))
    assert sheet.pulya_marks(A)[-1] == Mark(10, 1, "write_off")
    assert sheet.gora_marks(A) == [Mark(-2, 1, "write_off")]
    assert sheet.whist_marks(B, A) == [Mark(12, 1, None)]
    assert sheet.pulya_marks(C) == [Mark(5, 0, None)]


def test_help_then_write_off_of_the_rest():
    sheet = score(game([paper([9, 9, 8]), trick("8S", [None, "pass", "pass"])]))
    assert sheet.gora_marks(A) == [Mark(-2, 1, "write_off")]
    assert sheet.pulya_marks(B)[-1] == Mark(10, 1, "help")
    assert sheet.pulya_marks(C)[-1] == Mark(10, 1, "help")
    assert sheet.whist_marks(A, B) == [Mark(10, 1, "help")]
    assert sheet.pulya_marks(A)[-1].value == 10 and sheet.pulya_marks(A)[-1].note in ("help", "write_off")


@pytest.mark.parametrize("dealer, helper, writes_off", [(A, B, A), (B, A, B), (C, A, B), (None, B, A)])
def test_two_premiums_overflow_in_table_order_from_the_dealers_left(dealer, helper, writes_off):
    """A and B closed take no trick on raspasy; C at 9 is the only open player.

    The first premium from the dealer's left helps C, the other is written off.
    Without a dealer in the file, the first hand is dealt by seat 0 (the adjustment deals nothing).
    """
    extra = {} if dealer is None else {"dealer": dealer}
    sheet = score(game([paper([10, 10, 9]), raspasy([0, 0, 10], **extra)]))
    last = sheet.hands[-1]
    assert last.whists[helper][C] == 10
    assert last.gora[writes_off] == -1
    assert last.pulya == [0, 0, 1]
    assert sheet.hands[-1].dealer == (A if dealer is None else dealer)
