"""Invariants of the ledger over random valid games (hypothesis).

The strategy builds hands that satisfy RULES §7, §9.9 and §10.5 by construction
(no filtering): 2, 3 and 4 players, every preset with random option mixes (the
options of §9 included), games with every combination of calls (half-whist where
allowed, concessions, a returning dealer), misère, raspasy (the dealer's prikup
tricks), adjustments, dark hands and prikup counts; 4-player hands name a dealer.
"""

import copy
import json
from decimal import Decimal
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from prefcount.files.gamefile import dumps, loads
from prefcount.ledger import (
    BIDS,
    OPTIONS,
    PRESETS,
    Contract,
    Game,
    Hand,
    ReasonKind,
    convention_from_dict,
    defenders,
    score,
    settle,
    validate_hand,
)
from prefcount.ledger.conventions import VERSION_2_DEFAULTS, VERSION_2_VALUES
from prefcount.ledger.hands import made
from prefcount.ledger.validation import raspasy_run_before

HAND = TypeAdapter(Hand)
CONTRACTS = [bid for bid in BIDS if isinstance(bid, Contract)]
# examples per property: the profile's (tests/conftest.py: fewer when CI is set)
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ("Anya", "Boris", "Vera", "Gleb")


# -- strategies ---------------------------------------------------------------------


def option_values(info):
    if info.kind == "bool":
        return st.booleans()
    if info.kind == "choice":
        return st.sampled_from(info.choices)
    if info.kind == "decimal":
        return st.sampled_from(["0", "0.1", "0.25", "0.5", "1", "2", "0.33", "1.5"])
    if info.kind == "levels":
        return st.lists(st.integers(6, 10), min_size=1, max_size=4)
    if info.key == "pulya_target":
        return st.integers(1, 25)
    return st.integers(info.minimum or 0, 6 if info.key != "misere_gora_per_trick" else 20)


OPTION_VALUES = {info.key: option_values(info) for info in OPTIONS}
#: The options of RULES §6 only: the oracles below read §3 literally.
SECTION_6_VALUES = {key: value for key, value in OPTION_VALUES.items() if key not in VERSION_2_DEFAULTS}


@st.composite
def conventions(draw, section_9=True):
    preset = draw(st.sampled_from(sorted(PRESETS)))
    values = OPTION_VALUES if section_9 else SECTION_6_VALUES
    keys = draw(st.lists(st.sampled_from(sorted(values)), unique=True, max_size=12))
    overrides = {key: draw(values[key]) for key in keys}
    if not section_9:
        overrides = {k: v for k, v in overrides.items() if v not in VERSION_2_VALUES.get(k, ())}
    if "pulya_target" not in overrides:  # small targets make closing and overflow common
        overrides["pulya_target"] = draw(st.sampled_from([4, 6, 10, 10, 20]))
    return convention_from_dict({"preset": preset, **overrides})


def split_tricks(draw, seats, first=None, first_value=None):
    """Ten tricks over ``seats`` (each 0..10, summing to 10)."""
    left = 10
    out = {}
    order = list(seats)
    for i, seat in enumerate(order):
        if i == len(order) - 1:
            out[seat] = left
        elif seat == first and first_value is not None:
            out[seat] = min(first_value, left)
        else:
            out[seat] = draw(st.integers(0, left))
        left -= out[seat]
    return out


@st.composite
def game_hands(draw, n, convention, dealer):
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    declarer = draw(st.sampled_from(active))
    contract = draw(st.sampled_from(CONTRACTS))
    d1, d2 = defenders(declarer, n, dealer)
    stalingrad = convention.stalingrad and str(contract) == "6S"
    if n == 2:  # the other player speaks; the dummy (d2) never does
        choices = ["whist"]
        if not (stalingrad or convention.whist_forced):
            choices.append("pass")
            if convention.half_whist and contract.level in (6, 7):
                choices.append("half-whist")
        call = draw(st.sampled_from(choices))
        hand = {"kind": "game", "declarer": declarer, "contract": str(contract), "calls": [None, None, None]}
        hand["calls"][d1] = call
        if call == "whist":
            if draw(st.integers(0, 7)) == 0:
                hand["conceded"] = True
            else:
                near = draw(st.integers(max(0, contract.level - 3), 10))
                split = split_tricks(draw, [declarer, d1, d2], declarer, near)
                hand["tricks"] = [split[seat] for seat in range(3)]
        return hand
    patterns = ["whist-whist"]
    if not stalingrad:
        patterns += ["whist-pass", "pass-whist", "pass-pass"]
        if convention.half_whist and contract.level in (6, 7):
            patterns.append("pass-half")
        if n == 4 and convention.dealer_may_whist:
            patterns.append("pass-pass-dealer")
        if returned_whist_allowed(convention, contract):
            patterns.append("returned")
    pattern = draw(st.sampled_from(patterns))
    c1, c2 = {
        "whist-whist": ("whist", "whist"),
        "whist-pass": ("whist", "pass"),
        "pass-whist": ("pass", "whist"),
        "pass-pass": ("pass", "pass"),
        "pass-half": ("pass", "half-whist"),
        "pass-pass-dealer": ("pass", "pass"),
        "returned": ("whist", "half-whist"),  # RULES §11.5: d1 took the whist back after d2's half-whist
    }[pattern]
    calls = [None] * n
    calls[d1], calls[d2] = c1, c2
    if pattern == "pass-pass-dealer":
        calls[dealer] = "whist"
    hand = {"kind": "game", "declarer": declarer, "contract": str(contract), "calls": calls}
    if "whist" in calls:
        if draw(st.integers(0, 7)) == 0:
            hand["conceded"] = True
        else:
            # the declarer takes around his level, sometimes far off
            near = draw(st.integers(max(0, contract.level - 3), 10))
            split = split_tricks(draw, [declarer, d1, d2], declarer, near)
            tricks = [None] * n
            for seat, count in split.items():
                tricks[seat] = count
            hand["tricks"] = tricks
    return hand


def returned_whist_allowed(convention, contract):
    """RULES §11.5, §11.8: d1 may whist after d2's half-whist, the half-whister leaving the hand."""
    return (
        convention.returned_whist == "half_whister_out"
        and convention.half_whist
        and contract.level in (6, 7)
        and not (convention.stalingrad and str(contract) == "6S")
    )


@st.composite
def misere_hands(draw, n, convention, dealer):
    active = [s for s in range(n) if not (n == 4 and s == dealer)]  # two players: the dummy (2) is not a seat here
    tricks = draw(st.one_of(st.just(0), st.integers(0, 10)))
    return {"kind": "misere", "declarer": draw(st.sampled_from(active)), "tricks": tricks}


@st.composite
def raspasy_hands(draw, n, convention, dealer):
    seats = 3 if n == 2 else n  # two players: the dummy's tricks are recorded too
    active = [s for s in range(seats) if not (n == 4 and s == dealer)]
    if n == 4 and convention.dealer_on_raspasy == "takes_prikup_tricks":
        prikup = draw(st.integers(0, 2))
        split = split_tricks(draw, draw(st.permutations(active)))
        # the prikup's tricks are taken from the players', keeping the total at 10
        for _ in range(prikup):
            richest = max(active, key=lambda s: split[s])
            split[richest] -= 1
        split[dealer] = prikup
    else:
        split = split_tricks(draw, draw(st.permutations(active)))
    return {"kind": "raspasy", "tricks": [split.get(s) for s in range(seats)]}


@st.composite
def adjustment_hands(draw, n, convention, dealer):
    hand = {"kind": "adjustment", "note": "paper"}
    small = st.integers(-12, 12)
    if draw(st.booleans()):
        hand["pulya"] = draw(st.lists(st.integers(-3, 12), min_size=n, max_size=n))
    if draw(st.booleans()):
        hand["gora"] = draw(st.lists(small, min_size=n, max_size=n))
    if draw(st.booleans()):
        hand["whists"] = [[0 if i == j else draw(st.integers(-5, 40)) for j in range(n)] for i in range(n)]
    return hand


KINDS = {"game": game_hands, "misere": misere_hands, "raspasy": raspasy_hands, "adjustment": adjustment_hands}


@st.composite
def games(draw, players=st.sampled_from([2, 3, 3, 4]), max_hands=14, convention_strategy=None):
    n = draw(players)
    convention = draw(convention_strategy if convention_strategy is not None else conventions())
    count = draw(st.integers(0, max_hands))
    hands = []
    rotate = draw(st.booleans())
    for index in range(count):
        kind = draw(st.sampled_from(["game", "game", "game", "misere", "raspasy", "raspasy", "adjustment"]))
        if n == 4:
            dealer = index % 4 if rotate else draw(st.integers(0, 3))
        else:
            dealer = draw(st.sampled_from([None, None, *range(n)]))
        hand = draw(KINDS[kind](n, convention, dealer))
        if dealer is not None and kind != "adjustment":
            hand["dealer"] = dealer
        if kind != "adjustment" and draw(st.integers(0, 5)) == 0:  # a dark hand (RULES §9.8)
            hand["multiplier"] = draw(st.sampled_from([2, 4]))
        if kind == "game" and convention.prikup_premium and draw(st.booleans()):
            hand["prikup"] = draw(st.integers(0, 3))
        hands.append(HAND.validate_python(hand))
    return Game(players=NAMES[:n], convention=convention, hands=tuple(hands))


# -- helpers --------------------------------------------------------------------------


def nets(game):
    return settle(score(game)).net


def settles_to_zero_and_keeps_its_file(game) -> str:
    """Assert RULES §5.5 on ``game`` (nets, money and whole whists sum to zero; the pairwise table is antisymmetric
    and adds up to the nets) and that its file reads back the same; the file's text."""
    from prefcount.files.gamefile import dumps, loads

    settlement = settle(score(game))
    assert sum(settlement.net, Fraction(0)) == 0 and sum(settlement.money_cents) == 0
    assert sum(settlement.rounded_whists) == 0
    for i in range(game.n):
        assert sum(settlement.pairwise[i], Fraction(0)) == settlement.net[i]
        assert all(settlement.pairwise[i][j] == -settlement.pairwise[j][i] for j in range(game.n))
    text = dumps(game)
    assert loads(text) == game and dumps(loads(text)) == text
    return text


def marks(sheet):
    n = sheet.n
    return (
        [sheet.pulya_marks(s) for s in range(n)],
        [sheet.gora_marks(s) for s in range(n)],
        [[sheet.whist_marks(s, o) for o in range(n)] for s in range(n)],
    )


# -- properties -------------------------------------------------------------------------


@SETTINGS
@given(games())
def test_generated_hands_are_valid(game):
    """The strategy itself: every hand passes the validator where it stands (warnings allowed)."""
    for index, hand in enumerate(game.hands):
        prefix = game.model_copy(update={"hands": game.hands[:index]})
        assert [p for p in validate_hand(prefix, hand) if p.is_error] == []
    assert len(score(game).hands) == len(game.hands)


@SETTINGS
@given(games())
def test_nets_sum_to_zero(game):
    settlement = settle(score(game))
    assert sum(settlement.net, Fraction(0)) == 0
    assert all(isinstance(v, Fraction) for v in settlement.net)
    assert sum(settlement.money, Fraction(0)) == 0
    # the pairwise table is antisymmetric and sums to the nets
    n = game.n
    for i in range(n):
        assert sum(settlement.pairwise[i], Fraction(0)) == settlement.net[i]
        for j in range(n):
            assert settlement.pairwise[i][j] == -settlement.pairwise[j][i]


@SETTINGS
@given(games())
def test_net_closed_form(game):
    """RULES §5.5: net_i = Σ_j (W_ij − W_ji) + 10 · (mean(E) − E_i); ×N/(N − 1) with gora_divisor = opponents;
    §12.3: with settle_open_pulya = ignore, E_i = gora_i − r · max(0, pulya_i − T)."""
    sheet = score(game)
    settlement = settle(sheet)
    n, c = sheet.n, game.convention
    r, T = c.pulya_to_gora, c.pulya_target
    if c.settle_open_pulya == "ignore":
        E = [Fraction(sheet.gora[i]) - r * max(0, sheet.pulya[i] - T) for i in range(n)]
    else:
        E = [Fraction(sheet.gora[i]) + r * (T - sheet.pulya[i]) for i in range(n)]
    mean = sum(E, Fraction(0)) / n
    for i in range(n):
        factor = Fraction(n, n - 1) if c.gora_divisor == "opponents" else 1
        want = sum(Fraction(sheet.whists[i][j] - sheet.whists[j][i]) for j in range(n)) + 10 * factor * (mean - E[i])
        assert settlement.net[i] == want
    assert min(settlement.amnesty) == 0


@SETTINGS
@given(games())
def test_overflow_modes_give_the_same_money(game):
    """RULES §4, §11.7: help, write-off, count and American help settle alike (gora shared by all players,
    a write-off free to go below zero, an unfinished pulya charged to the gora: §12.3's ``ignore`` settles them
    differently)."""
    results = {}
    for overflow in ("help", "write_off", "count", "american"):
        for order in ("closest_first", "clockwise"):
            convention = game.convention.model_copy(
                update={
                    "overflow": overflow,
                    "help_order": order,
                    "gora_divisor": "players",
                    "write_off_below_zero": True,
                    "settle_open_pulya": "to_gora",
                }
            )
            results[(overflow, order)] = nets(game.model_copy(update={"convention": convention}))
    first = next(iter(results.values()))
    assert all(value == first for value in results.values()), results


@SETTINGS
@given(games(), st.integers(-50, 50), st.data())
def test_the_same_gora_for_everyone_changes_no_net(game, amount, data):
    # a write-off that stops at gora 0 (RULES §11.7) depends on the gora itself: let it go below
    convention = game.convention.model_copy(update={"write_off_below_zero": True})
    game = game.model_copy(update={"convention": convention})
    before = nets(game)
    where = data.draw(st.integers(0, len(game.hands)))
    adjustment = HAND.validate_python({"kind": "adjustment", "gora": [amount] * game.n})
    after = nets(game.insert_hand(where, adjustment))
    assert after == before


@SETTINGS
@given(games(), st.integers(1, 20))
def test_whist_price_only_scales_money(game, factor):
    settlement = settle(score(game))
    scaled = game.convention.model_copy(update={"whist_price": game.convention.whist_price * factor})
    other = settle(score(game.model_copy(update={"convention": scaled})))
    assert other.net == settlement.net
    assert other.money == [m * factor for m in settlement.money]


@SETTINGS
@given(games(max_hands=12).filter(lambda g: g.hands))
def test_dropping_the_last_hand_restores_the_previous_sheet(game):
    full = score(game)
    less = score(game.without_hand(len(game.hands) - 1))
    last = full.hands[-1]
    n = game.n
    assert less.pulya == [full.pulya[s] - last.pulya[s] for s in range(n)]
    assert less.gora == [full.gora[s] - last.gora[s] for s in range(n)]
    assert less.whists == [[full.whists[s][o] - last.whists[s][o] for o in range(n)] for s in range(n)]
    index = len(game.hands) - 1
    strip = lambda ms: [m for m in ms if m.hand != index]  # noqa: E731
    fp, fg, fw = marks(full)
    lp, lg, lw = marks(less)
    assert lp == [strip(ms) for ms in fp]
    assert lg == [strip(ms) for ms in fg]
    assert lw == [[strip(ms) for ms in row] for row in fw]
    assert [(r.pulya, r.gora, r.whists, r.entries) for r in less.hands] == [
        (r.pulya, r.gora, r.whists, r.entries) for r in full.hands[:-1]
    ]
    assert less.raspasy_run == raspasy_run_before(game.hands, index, game.convention)
    assert score(game.without_hand(index).with_hand(game.hands[-1])).whists == full.whists


@SETTINGS
@given(games(max_hands=12).filter(lambda g: g.hands))
def test_extending_a_sheet_by_the_last_hand_equals_scoring_the_whole_game(game):
    index = len(game.hands) - 1
    before = score(game.without_hand(index))
    snapshot = (
        before.pulya[:],
        before.gora[:],
        [row[:] for row in before.whists],
        marks(before),
        len(before.hands),
        before.raspasy_run,
        before.next_dealer,
    )
    extended = before.extended(game.hands[-1])
    full = score(game)
    assert (extended.pulya, extended.gora, extended.whists) == (full.pulya, full.gora, full.whists)
    assert marks(extended) == marks(full)
    assert [(r.entries, r.dealer, r.raspasy_k) for r in extended.hands] == [
        (r.entries, r.dealer, r.raspasy_k) for r in full.hands
    ]
    assert (extended.raspasy_run, extended.next_dealer, extended.is_over) == (
        full.raspasy_run,
        full.next_dealer,
        full.is_over,
    )
    assert snapshot == (
        before.pulya,
        before.gora,
        before.whists,
        marks(before),
        len(before.hands),
        before.raspasy_run,
        before.next_dealer,
    )


@SETTINGS
@given(games())
def test_marks_read_after_every_hand_are_those_of_a_replay_and_leave_the_earlier_sheets_alone(game):
    # a sheet whose marks were read hands them to the next (only that hand's added): an evening under a view
    sheet = score(game.model_copy(update={"hands": ()}))
    sheets, seen = [sheet], [marks(sheet)]
    for count, hand in enumerate(game.hands, start=1):
        sheet = sheet.extended(hand)
        sheets.append(sheet)
        seen.append(copy.deepcopy(marks(sheet)))
        assert seen[-1] == marks(score(game.model_copy(update={"hands": game.hands[:count]})))
    assert [marks(each) for each in sheets] == seen


@SETTINGS
@given(games())
def test_marks_and_per_hand_changes_add_up(game):
    sheet = score(game)
    n = game.n
    for s in range(n):
        assert sum((r.pulya[s] for r in sheet.hands), 0) == sheet.pulya[s]
        assert sum((r.gora[s] for r in sheet.hands), 0) == sheet.gora[s]
        pm, gm = sheet.pulya_marks(s), sheet.gora_marks(s)
        assert (pm[-1].value if pm else 0) == sheet.pulya[s]
        assert (gm[-1].value if gm else 0) == sheet.gora[s]
        for o in range(n):
            assert sum((r.whists[s][o] for r in sheet.hands), 0) == sheet.whists[s][o]
            wm = sheet.whist_marks(s, o)
            assert (wm[-1].value if wm else 0) == sheet.whists[s][o]
            assert [m.hand for m in wm] == sorted({m.hand for m in wm})
        assert sheet.whists[s][s] == 0
    for result in sheet.hands:  # a hand's change is the sum of its entries
        for s in range(n):
            assert sum((e.amount for e in result.entries if e.zone == "pulya" and e.seat == s), 0) == result.pulya[s]
            assert sum((e.amount for e in result.entries if e.zone == "gora" and e.seat == s), 0) == result.gora[s]


@SETTINGS
@given(games())
def test_whist_entries_are_never_negative(game):
    sheet = score(game)
    for result in sheet.hands:
        if result.hand.kind == "adjustment":
            continue
        for entry in result.entries:
            if entry.zone == "whists":
                assert entry.amount > 0, entry
                assert entry.seat != entry.on
        assert all(amount >= 0 for row in result.whists for amount in row)


@SETTINGS
@given(games())
def test_the_dealer_sits_out(game):
    """With 4 players nothing but consolation and help is written by or for the dealer (RULES §9 options aside)."""
    c = game.convention
    if game.n != 4 or c.dealer_may_whist or c.prikup_premium or c.dealer_zero_premium:
        return
    if c.dealer_on_raspasy == "takes_prikup_tricks":
        return
    sheet = score(game)
    for result in sheet.hands:
        if result.hand.kind == "adjustment":
            continue
        dealer = result.dealer
        assert dealer == result.hand.dealer
        for entry in result.entries:
            if entry.seat == dealer or entry.on == dealer:
                assert entry.reason.kind.name in {"CONSOLATION", "REMIZ_WHISTS", "HELP", "HELP_WHISTS", "WRITE_OFF"}, (
                    entry
                )


@SETTINGS
@given(games())
def test_pulya_stays_within_the_target_unless_counting(game):
    sheet = score(game)
    c = game.convention
    if c.overflow in ("count", "american"):  # §11.7: American help never caps either
        return
    for result in sheet.hands:
        if result.hand.kind == "adjustment":
            continue
        for entry in result.entries:
            if entry.zone == "gora" and entry.reason.kind.name == "WRITE_OFF":
                assert entry.amount < 0
    adjusted = any(h.kind == "adjustment" and h.pulya for h in game.hands)
    if not adjusted:
        assert all(p <= c.pulya_target for p in sheet.pulya)


@SETTINGS
@given(games())
def test_saved_and_reloaded_game_scores_identically(game):
    text = dumps(game)
    again = loads(text)
    assert again == game
    assert dumps(again) == text
    one, two = score(game), score(again)
    assert (one.pulya, one.gora, one.whists) == (two.pulya, two.gora, two.whists)
    assert [r.entries for r in one.hands] == [r.entries for r in two.hands]
    assert settle(one) == settle(two)


@SETTINGS
@given(games())
def test_rounding_keeps_the_sum_and_stays_within_one(game):
    settlement = settle(score(game))
    assert sum(settlement.rounded_whists) == 0
    assert sum(settlement.money_cents) == 0
    for exact, whole in zip(settlement.net, settlement.rounded_whists):
        assert isinstance(whole, int)
        assert abs(whole - exact) < 1
    price = Fraction(game.convention.whist_price)
    for exact, money, cents in zip(settlement.net, settlement.money, settlement.money_cents):
        assert isinstance(cents, int)
        assert money == exact * price
        assert abs(cents - money * 100) < 1


@SETTINGS
@given(games())
def test_payments_settle_every_balance_in_at_most_n_minus_1(game):
    settlement = settle(score(game))
    balance = list(settlement.money_cents)
    assert len(settlement.payments) <= game.n - 1
    for payment in settlement.payments:
        assert payment.cents > 0
        assert payment.payer != payment.payee
        balance[payment.payer] += payment.cents
        balance[payment.payee] -= payment.cents
    assert balance == [0] * game.n


@SETTINGS
@given(st.lists(st.integers(-(10**6), 10**6), min_size=3, max_size=4).map(lambda xs: xs + [-sum(xs)]))
def test_payments_for_any_zero_sum_balances(cents):
    from prefcount.ledger.settlement import payments

    balance = list(cents)
    done = payments(cents)
    assert len(done) <= max(0, len([c for c in cents if c]) - 1)
    for payment in done:
        assert payment.cents > 0
        balance[payment.payer] += payment.cents
        balance[payment.payee] -= payment.cents
    assert balance == [0] * len(cents)


@SETTINGS
@given(st.lists(st.fractions(min_value=-1000, max_value=1000, max_denominator=12), min_size=1, max_size=5))
def test_round_to_sum(values):
    from prefcount.ledger import round_to_sum

    values = values + [-sum(values, Fraction(0))]
    rounded = round_to_sum(values)
    assert sum(rounded) == 0
    assert all(abs(r - v) < 1 for r, v in zip(rounded, values))
    assert all(r == v for r, v in zip(rounded, values) if v.denominator == 1)


@SETTINGS
@given(games(players=st.just(4)))
def test_four_player_games_have_a_dealer_every_hand(game):
    sheet = score(game)
    for result in sheet.hands:
        if result.hand.kind != "adjustment":
            assert result.dealer is not None


def test_decimal_price_is_exact():
    convention = convention_from_dict({"preset": "sochi", "whist_price": "0.1"})
    assert convention.whist_price == Decimal("0.1")
    assert Fraction(convention.whist_price) == Fraction(1, 10)


def rotate_game(game, shift):
    """The same game with every seat moved ``shift`` places clockwise (old seat s sits at (s + shift) % n)."""
    n = game.n
    new = lambda seat: None if seat is None else (seat + shift) % n  # noqa: E731

    def per_seat(values):
        if values is None:
            return None
        out = list(values)  # two players: the dummy's entry (seat 2) stays where it is
        for seat, value in enumerate(values[:n]):
            out[new(seat)] = value
        return out

    # hands without a dealer get the one the sheet derived, so the rotated game is dealt the same way
    dealt = [result.dealer for result in score(game).hands]
    hands = []
    for hand, dealer in zip(game.hands, dealt):
        data = hand.to_dict()
        if hand.kind != "adjustment" and "dealer" not in data:
            data["dealer"] = dealer
        for key in ("declarer", "dealer"):
            if key in data:
                data[key] = new(data[key])
        for key in ("calls", "pulya", "gora"):
            if key in data:
                data[key] = per_seat(data[key])
        if "tricks" in data and isinstance(data["tricks"], list):
            data["tricks"] = per_seat(data["tricks"])
        if "whists" in data:
            data["whists"] = per_seat([per_seat(row) for row in data["whists"]])
        hands.append(HAND.validate_python(data))
    players = tuple(per_seat(list(game.players)))
    return game.model_copy(update={"players": players, "hands": tuple(hands)})


@SETTINGS
@given(games(), st.integers(1, 3))
def test_moving_everybody_round_the_table_moves_the_results(game, shift):
    n = game.n
    shift %= n
    one, two = score(game), score(rotate_game(game, shift))
    new = lambda seat: (seat + shift) % n  # noqa: E731
    net_one, net_two = settle(one).net, settle(two).net
    assert [net_two[new(s)] for s in range(n)] == net_one
    for s in range(n):
        assert two.pulya[new(s)] == one.pulya[s]
        assert two.gora[new(s)] == one.gora[s]
        for o in range(n):
            assert two.whists[new(s)][new(o)] == one.whists[s][o]


def test_who_helps_does_not_depend_on_seat_numbers():
    """4 players, D deals: A and B (closed) take no trick, C (at 9) is the only open player.

    Renumbering the seats must not change who helps C and who writes the rest off.
    """
    hands = [
        HAND.validate_python({"kind": "adjustment", "pulya": [10, 10, 9, 10]}),
        HAND.validate_python({"kind": "raspasy", "dealer": 3, "tricks": [0, 0, 10, None]}),
    ]
    game = Game(players=("A", "B", "C", "D"), convention=PRESETS["sochi"], hands=tuple(hands))
    for shift in range(4):
        moved = rotate_game(game, shift)
        sheet = score(moved)
        seat = {name: moved.players.index(name) for name in "ABCD"}
        helpers = {name for name in "ABCD" if sheet.whists[seat[name]][seat["C"]]}
        written_off = {name for name in "ABCD" if sheet.hands[-1].gora[seat[name]] < 0}
        assert (shift, helpers, written_off) == (shift, {"A"}, {"B"})  # clockwise from the dealer: A first


@SETTINGS
@given(games(), st.data())
def test_with_count_a_game_or_misere_scores_the_same_whatever_came_before(game, data):
    """Without overflow handling, only raspasy depend on history (the run)."""
    convention = game.convention.model_copy(update={"overflow": "count"})
    game = game.model_copy(update={"convention": convention})
    sheet = score(game)
    for result in sheet.hands:
        if result.hand.kind in ("game", "misere"):
            # dealt by the same seat (with 3 players the dealer may write the prikup's whists, RULES §11.4)
            hand = result.hand.model_copy(update={"dealer": result.dealer})
            alone = score(game.model_copy(update={"hands": (hand,)})).hands[0]
            assert (alone.pulya, alone.gora, alone.whists) == (result.pulya, result.gora, result.whists)


def fewest_transfers(cents):
    """N_nonzero − the most zero-sum groups the balances split into (brute force over set partitions)."""
    seats = [i for i, c in enumerate(cents) if c]

    def most_groups(left):
        if not left:
            return 0
        first, rest = left[0], left[1:]
        best = -1
        for mask in range(1 << len(rest)):
            group = [first] + [rest[i] for i in range(len(rest)) if mask >> i & 1]
            if sum(cents[i] for i in group) == 0:
                others = [rest[i] for i in range(len(rest)) if not mask >> i & 1]
                sub = most_groups(others)
                if sub >= 0:
                    best = max(best, 1 + sub)
        return best

    return len(seats) - most_groups(seats) if seats else 0


@SETTINGS
@given(st.lists(st.integers(-4, 4), min_size=2, max_size=4).map(lambda xs: xs + [-sum(xs)]))
def test_payments_are_the_fewest(cents):
    from prefcount.ledger.settlement import payments

    assert len(payments(cents)) == fewest_transfers(cents)


@SETTINGS
@given(st.lists(st.fractions(min_value=-50, max_value=50, max_denominator=8), min_size=2, max_size=4))
def test_round_to_sum_gives_units_to_the_largest_remainders(values):
    import math

    from prefcount.ledger import round_to_sum

    values = values + [-sum(values, Fraction(0))]
    rounded = round_to_sum(values)
    up = [i for i, (r, v) in enumerate(zip(rounded, values)) if r == math.floor(v) + 1]
    down = [i for i, (r, v) in enumerate(zip(rounded, values)) if r == math.floor(v)]
    assert sorted(up + down) == list(range(len(values)))
    for i in up:
        for j in down:
            assert values[i] - math.floor(values[i]) >= values[j] - math.floor(values[j])


PRICE = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
OBLIGATION = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}


def rules_oracle(hand, c, n, dealt_by=0):
    """RULES §3.1 read literally, for one trick game dealt by ``dealt_by``: (pulya, gora, whists) changes, without
    overflow, with the remiz in gora and gentleman whist only on a failed contract — and with §9.1 (the prikup),
    §9.3 (the returning dealer), §11.1–§11.5 and §12.1–§12.2, which change nothing at their defaults."""
    pulya, gora = [Fraction(0)] * n, [Fraction(0)] * n
    W = [[Fraction(0)] * n for _ in range(n)]
    L, decl, dealer = hand.contract.level, hand.declarer, hand.dealer
    p = PRICE[L]
    wpt = p * c.whist_multiplier
    pen = Fraction(p * c.remiz_multiplier) / (2 if c.whister_responsibility == "half" else 1)
    checked = L == 10 and not c.ten_whisted
    obl = 0 if checked else OBLIGATION[L]
    d1, d2 = defenders(decl, n, dealer)
    c1, c2 = hand.calls[d1], hand.calls[d2]
    if c.prikup_premium and hand.prikup:  # §9.1, §11.4
        sold = hand.prikup * wpt
        if n == 4:
            W[dealer][decl] += sold
        elif c.prikup_premium_writer == "dealer":
            if dealt_by != decl:
                W[dealt_by][decl] += sold
        else:
            W[d1][decl] += Fraction(sold, 2)
            W[d2][decl] += Fraction(sold, 2)
    dealer_whist = n == 4 and hand.calls[dealer] == "whist"
    if not dealer_whist and "whist" not in (c1, c2):
        pulya[decl] += p
        if c2 == "half-whist":
            W[d2][decl] += Fraction(OBLIGATION[L], 2) * wpt
        return pulya, gora, W
    if hand.conceded:
        u, t = 3, None
        dt = 10 - L + 3 if c.concede_trick_whists == "as_if_taken" else 0
    else:
        t = hand.tricks
        u = max(0, L - t[decl])
        dt = t[d1] + t[d2]
    if u == 0:
        pulya[decl] += p
    else:
        gora[decl] += u * p * c.remiz_multiplier
    silent = (checked and c.checked_ten_whists == "none") or (hand.conceded and c.concede_trick_whists == "nothing")
    consoles = bool(u) and c.consolation and not silent
    if dealer_whist:  # §9.3, §11.3
        shape = c.dealer_whist_shape
        if not silent:
            W[dealer][decl] += dt * wpt
        if consoles:
            W[dealer][decl] += (2 if shape == "whole_defence" else 1) * u * wpt
            if shape == "shared" and c.consolation_to_passer:
                W[d1][decl] += u * wpt
                W[d2][decl] += u * wpt
        if shape == "whole_defence" and t is not None and obl:
            gora[dealer] += max(0, obl - dt) * pen
        return pulya, gora, W
    own = c.lone_whister_tricks == "own"  # §12.2: the lone whister's own tricks (a concession: all credited)
    if (c1, c2) == ("whist", "half-whist"):  # §11.5: d1 the lone whister, d2 out
        if not silent:
            W[d1][decl] += (t[d1] if own and t is not None else dt) * wpt
        if consoles:
            W[d1][decl] += u * wpt
            if n == 4 and c.consolation_to_dealer:
                W[dealer][decl] += u * wpt
        if t is not None and obl:
            gora[d1] += max(0, obl - dt) * pen
        return pulya, gora, W
    whisters = [d for d in (d1, d2) if hand.calls[d] == "whist"]
    passer = None if len(whisters) == 2 else ({d1, d2} - set(whisters)).pop()
    if not silent:
        if passer is None:
            for w in whisters:
                W[w][decl] += Fraction(dt * wpt, 2) if c.two_whisters == "pooled" or t is None else t[w] * wpt
        elif own:
            W[whisters[0]][decl] += (dt if t is None else t[whisters[0]]) * wpt
        elif u > 0 and c.lone_whister_on_remiz == "gentleman":
            W[whisters[0]][decl] += Fraction(dt * wpt, 2)
            W[passer][decl] += Fraction(dt * wpt, 2)
        else:
            W[whisters[0]][decl] += dt * wpt
    if consoles:
        writers = list(whisters)
        if passer is not None and c.consolation_to_passer:
            writers.append(passer)
        if n == 4 and c.consolation_to_dealer:
            writers.append(dealer)
        for w in writers:
            W[w][decl] += u * wpt
    if t is None or not obl:
        return pulya, gora, W
    if passer is not None:
        gora[whisters[0]] += max(0, obl - dt) * pen
    elif c.two_whisters == "pooled":
        for w in whisters:
            gora[w] += max(0, obl - dt) * pen / 2
    elif c.two_whister_quota == "own":  # §11.2
        if L in (6, 7):
            for i in (d1, d2):
                gora[i] += max(0, Fraction(obl, 2) - t[i]) * pen
        else:
            answer = {"second": [d2], "both": [d1, d2], "split": [d1, d2]}[c.high_contract_liability]
            for i in answer:
                gora[i] += max(0, 1 - t[i]) * (pen / 2 if c.high_contract_liability == "split" else pen)
    elif c.two_whister_quota == "fewer_pays":  # §12.1: the one with fewer tricks, a tie halves it
        s = max(0, obl - dt)
        if t[d1] == t[d2]:
            gora[d1] += s * pen / 2
            gora[d2] += s * pen / 2
        else:
            gora[d1 if t[d1] < t[d2] else d2] += s * pen
    elif L in (6, 7) and c.two_whister_quota == "each_whole":  # §12.1: each the whole shortfall
        for i in (d1, d2):
            gora[i] += max(0, obl - dt) * pen
    elif L in (6, 7):
        q = obl // 2
        for i, j in ((d1, d2), (d2, d1)):
            gora[i] += max(0, q - t[i] - max(0, t[j] - q)) * pen
    elif t[d1] == 0 and t[d2] == 0:
        share = {"second": None, "both": pen, "split": pen / 2}[c.high_contract_liability]
        if share is None:
            gora[d2] += pen
        else:
            gora[d1] += share
            gora[d2] += share
    return pulya, gora, W


@SETTINGS
@given(st.sampled_from([3, 4]), conventions(section_9=False), st.data())
def test_trick_games_follow_the_rules_text(n, convention, data):
    convention = convention.model_copy(update={"overflow": "count"})
    dealer = data.draw(st.integers(0, n - 1)) if n == 4 else None
    raw = data.draw(game_hands(n, convention, dealer))
    if dealer is not None:
        raw["dealer"] = dealer
    hand = HAND.validate_python(raw)
    game = Game(players=NAMES[:n], convention=convention, hands=(hand,))
    result = score(game).hands[0]
    pulya, gora, whists = rules_oracle(hand, convention, n)
    assert (result.pulya, result.gora, result.whists) == (pulya, gora, whists)


def raspasy_oracle(tricks, c, n, dealer, k):
    """RULES §3.3 read literally: the k-th raspasy in a row (with §11.6's zero-trick premiums: the raspasy's
    price ``raspasy_trick_price · step(k)`` or its step, under gora and whists scoring alike)."""
    pulya, gora = [Fraction(0)] * n, [Fraction(0)] * n
    W = [[Fraction(0)] * n for _ in range(n)]
    capped = min(k, c.raspasy_progression_cap)
    step = {"none": 1, "arithmetic": capped, "geometric": 2 ** (capped - 1)}[c.raspasy_progression]
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    section_11 = {"pulya_price": c.raspasy_trick_price * step, "pulya_step": step}
    if c.raspasy_scoring == "gora":
        price = c.raspasy_trick_price * step
        for s in active:
            gora[s] += tricks[s] * price
            if tricks[s] == 0:
                pulya[s] += {"pulya_1": 1, "none": 0, "trick_price": Fraction(price, c.pulya_to_gora), **section_11}[
                    c.raspasy_zero_tricks
                ]
        return pulya, gora, W
    fewest = min(tricks[s] for s in active)
    low = [s for s in active if tricks[s] == fewest]
    for j in low:
        for o in active:
            if o not in low:
                amount = Fraction(c.raspasy_whists_per_trick * step * tricks[o])
                W[j][o] += amount / len(low) if c.raspasy_tie == "split" else amount
        if fewest == 0 and c.raspasy_zero_tricks != "none":
            pulya[j] += section_11.get(c.raspasy_zero_tricks, 1)
    return pulya, gora, W


@SETTINGS
@given(st.sampled_from([3, 4]), conventions(section_9=False), st.integers(1, 6), st.data())
def test_raspasy_follow_the_rules_text(n, convention, run, data):
    convention = convention.model_copy(update={"overflow": "count"})
    if data.draw(st.booleans()):  # RULES §11.6: the raspasy's price or step as the zero-trick premium
        convention = convention.model_copy(
            update={"raspasy_zero_tricks": data.draw(st.sampled_from(["pulya_price", "pulya_step"]))}
        )
    hands = []
    for _ in range(run):
        dealer = data.draw(st.integers(0, n - 1)) if n == 4 else None
        raw = data.draw(raspasy_hands(n, convention, dealer))
        if dealer is not None:
            raw["dealer"] = dealer
        hands.append(HAND.validate_python(raw))
        if data.draw(st.integers(0, 4)) == 0:  # adjustments do not break the run
            hands.append(HAND.validate_python({"kind": "adjustment", "gora": [1] * n}))
    game = Game(players=NAMES[:n], convention=convention, hands=tuple(hands))
    sheet = score(game)
    last_raspasy = max(i for i, h in enumerate(hands) if h.kind == "raspasy")
    result = sheet.hands[last_raspasy]
    assert result.raspasy_k == run
    hand = hands[last_raspasy]
    want = raspasy_oracle(hand.tricks, convention, n, hand.dealer, run)
    assert (result.pulya, result.gora, result.whists) == want


@SETTINGS
@given(games(players=st.just(2)))
def test_two_player_games_settle_to_zero_the_same_whatever_the_overflow(game):
    """RULES §10: random 2-player games — zero-sum, and help, write-off and count settle alike."""
    assert score(game).n == 2
    results = []
    for overflow in ("help", "write_off", "count", "american"):
        convention = game.convention.model_copy(
            update={
                "overflow": overflow,
                "gora_divisor": "players",
                "write_off_below_zero": True,
                "settle_open_pulya": "to_gora",
            }
        )
        net = nets(game.model_copy(update={"convention": convention}))
        assert sum(net) == 0 and len(net) == 2
        results.append(net)
    assert results[0] == results[1] == results[2] == results[3]
    assert loads(dumps(game)) == game and json.loads(dumps(game))["version"] == 2


@SETTINGS
@given(games())
def test_made_says_what_the_sheet_wrote(game):
    """The ledger's ``made`` (the club book asks it) agrees with the sheet: a failed trick game writes
    its remiz (gora or whists), a caught misère its tricks."""
    c = game.convention
    for result in score(game).hands:
        hand = result.hand
        kinds = {entry.reason.kind for entry in result.entries if hand.kind != "adjustment"}
        if hand.kind == "game":
            assert made(hand) is not bool(kinds & {ReasonKind.REMIZ, ReasonKind.REMIZ_WHISTS}), hand
        elif hand.kind == "misere" and c.misere_gora_per_trick:
            assert made(hand) is (ReasonKind.MISERE_TRICKS not in kinds), hand
