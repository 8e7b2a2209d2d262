"""RULES §11 beyond the reference examples: a literal reading of the text against random hands, random games
with every §11 option (zero-sum), the validation of §11.8, versions, what-if, words, and the UI's questions."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter
from test_properties import (
    NAMES,
    OPTION_VALUES,
    conventions,
    game_hands,
    games,
    rules_oracle,
    settles_to_zero_and_keeps_its_file,
)
from where import DATA

from prefcount.files.gamefile import from_dict, loads
from prefcount.ledger import (
    OPTIONS,
    Contract,
    Convention,
    Game,
    GameHand,
    Hand,
    HandError,
    ReasonKind,
    defenders,
    score,
    settle,
    validate_hand,
    variant,
    what_if,
)
from prefcount.ledger.conventions import OPTION_BY_KEY, VERSION_2_DEFAULTS
from prefcount.ledger.hands import MULTIPLIERS, made, may_return_whist_after_half, may_take_whist_back, whist_returned
from prefcount.ledger.scoring import zero_trick_premium
from prefcount.ledger.validation import run_after
from prefcount.ledger.whatif import option_that_allows
from prefcount.words.options import CHOICE_WORDS, describe_value, option_help, option_label

HAND = TypeAdapter(Hand)
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
P3 = ("A", "B", "C")
P4 = ("A", "B", "C", "D")
#: The keys of RULES §11, and the §6/§9 keys to which §11 adds a value.
SECTION_11_KEYS = (
    "checked_ten_whists",
    "two_whister_quota",
    "dealer_whist_shape",
    "prikup_premium_writer",
    "returned_whist",
    "write_off_below_zero",
)
WIDENED_KEYS = ("concede_trick_whists", "raspasy_run_ends", "raspasy_zero_tricks", "overflow", "end_condition")


def game(players, hands, preset="sochi", **options) -> Game:
    return Game(
        players=players,
        convention=Convention.from_preset(preset, **options),
        hands=tuple(HAND.validate_python(h) for h in hands),
    )


@st.composite
def section_11_conventions(draw, base=conventions()):
    """A random convention with every §11 option drawn (and the §9 options §11.3–§11.4 need, half the time)."""
    convention = draw(base)
    keys = SECTION_11_KEYS + WIDENED_KEYS
    options = {key: draw(OPTION_VALUES[key]) for key in keys}
    options["dealer_may_whist"] = draw(st.booleans())
    options["prikup_premium"] = draw(st.booleans())
    if draw(st.booleans()):  # a checked ten, so that checked_ten_whists matters
        options["ten_whisted"] = False
    return convention.model_copy(update=options)


# -- RULES §3.1 with §9.1, §9.3 and §11.1–§11.5, read literally (test_properties.rules_oracle) --------------------


@SETTINGS
@given(st.sampled_from([3, 4]), section_11_conventions(conventions(section_9=False)), st.data())
def test_trick_games_follow_the_rules_text_with_section_11(n, convention, data):
    convention = convention.model_copy(
        update={"overflow": "count", "remiz_scoring": "gora", "gentleman_on_made": False}
    )
    dealer = data.draw(st.sampled_from([None, 0, 1, 2])) if n == 3 else data.draw(st.integers(0, 3))
    raw = data.draw(game_hands(n, convention, dealer))
    if dealer is not None:
        raw["dealer"] = dealer
    if convention.prikup_premium and data.draw(st.booleans()):
        raw["prikup"] = data.draw(st.integers(0, 3))
    hand = HAND.validate_python(raw)
    result = score(Game(players=NAMES[:n], convention=convention, hands=(hand,))).hands[0]
    dealt_by = 0 if dealer is None else dealer  # the first hand without a dealer: seat 0 deals (§9.7)
    assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, n, dealt_by)
    if whist_returned(n, hand.declarer, hand.dealer, hand.calls):
        d2 = defenders(hand.declarer, n, hand.dealer)[1]
        # the half-whister is out: he writes nothing but his share of the prikup (§9.1, written played or not)
        prikup = {ReasonKind.PRIKUP_1, ReasonKind.PRIKUP_2, ReasonKind.PRIKUP_3}
        assert all(entry.reason.kind in prikup for entry in result.entries if entry.seat == d2)


# -- random games with every §11 option ------------------------------------------------------------------------


@SETTINGS
@given(games(convention_strategy=section_11_conventions()))
def test_games_with_section_11_settle_to_zero_and_keep_their_file(game):
    text = settles_to_zero_and_keeps_its_file(game)
    assert loads(text).file_version == game.file_version == 2 or not game.convention.uses_version_2()


@SETTINGS
@given(games(convention_strategy=section_11_conventions()))
def test_write_offs_stop_at_gora_zero_when_asked(game):
    """RULES §11.7: with ``write_off_below_zero`` off, a write-off leaves the gora at 0 or above; it never
    takes off more than the overflow."""
    convention = game.convention.model_copy(update={"write_off_below_zero": False})
    sheet = score(game.model_copy(update={"convention": convention}))
    gora = [0] * game.n
    for result in sheet.hands:
        before = list(gora)
        gora = [gora[seat] + result.gora[seat] for seat in range(game.n)]
        for entry in result.entries:
            if entry.reason.kind is ReasonKind.WRITE_OFF:
                assert entry.amount < 0 and gora[entry.seat] >= 0, (before, result.gora)


@SETTINGS
@given(games(convention_strategy=section_11_conventions()))
def test_american_help_never_caps_and_gives_away_only_a_closed_players_points(game):
    """RULES §11.7: under American help no write-off is made, and a player closed before the hand gains no
    pulya for a contract or a misère (it went to another, who may pass his target)."""
    convention = game.convention.model_copy(update={"overflow": "american"})
    sheet = score(game.model_copy(update={"convention": convention}))
    pulya = [0] * game.n
    target = convention.pulya_target
    for result in sheet.hands:
        kinds = {entry.reason.kind for entry in result.entries}
        assert ReasonKind.WRITE_OFF not in kinds
        for entry in result.entries:
            if entry.zone == "pulya" and entry.reason.kind in (ReasonKind.CONTRACT_MADE, ReasonKind.MISERE_MADE):
                assert pulya[entry.seat] < target
            if entry.reason.kind is ReasonKind.HELP:
                whists = [e for e in result.entries if e.reason.kind is ReasonKind.HELP_WHISTS and e.on == entry.seat]
                assert whists and whists[0].amount == 10 * convention.pulya_to_gora * entry.amount
        pulya = [pulya[seat] + result.pulya[seat] for seat in range(game.n)]


@SETTINGS
@given(games(convention_strategy=section_11_conventions()))
def test_closed_and_gora_zero_is_over_when_every_pulya_is_closed_and_every_gora_written_off(game):
    convention = game.convention.model_copy(update={"end_condition": "closed_and_gora_zero"})
    sheet = score(game.model_copy(update={"convention": convention}))
    target = convention.pulya_target
    assert sheet.is_over == all(sheet.pulya[s] >= target and sheet.gora[s] <= 0 for s in range(game.n))


@SETTINGS
@given(games(convention_strategy=section_11_conventions()))
def test_a_made_misere_ends_the_run_under_whisted_made_game_or_misere(game):
    """RULES §11.6: as ``whisted_made_game``, and a made misère ends the run too."""
    convention = game.convention.model_copy(update={"raspasy_run_ends": "whisted_made_game_or_misere"})
    older = game.convention.model_copy(update={"raspasy_run_ends": "whisted_made_game"})
    run = run_old = 0
    for hand in game.hands:
        after, after_old = run_after(convention, run, hand), run_after(older, run_old, hand)
        if hand.kind == "misere" and run:
            assert after == (0 if made(hand) else run)
        elif run == run_old:
            assert after == after_old
        run, run_old = after, after_old


def test_the_zero_trick_premium_follows_the_price_or_the_step():
    """RULES §11.6 (and test_properties.test_raspasy_follow_the_rules_text): Leningrad 2-4-6, the step 1-2-3."""
    leningrad = Convention.from_preset("leningrad", raspasy_zero_tricks="pulya_price")
    assert [zero_trick_premium(leningrad, k) for k in (1, 2, 3, 4)] == [2, 4, 6, 6]
    step = Convention.from_preset("classic", raspasy_zero_tricks="pulya_step", raspasy_trick_price=5)
    assert [zero_trick_premium(step, k) for k in (1, 2, 3, 4)] == [1, 2, 4, 4]
    rostov = Convention.from_preset("rostov", raspasy_zero_tricks="pulya_price", raspasy_progression="arithmetic")
    assert [zero_trick_premium(rostov, k) for k in (1, 2, 3)] == [1, 2, 3]  # in whists scoring too


# -- single hands: words, numbers and refusals -----------------------------------------------------------------

RETURNED = {
    "kind": "game",
    "declarer": 0,
    "contract": "7D",
    "calls": [None, "whist", "half-whist"],
    "tricks": [6, 3, 1],
}


def test_the_returned_whist_is_named_where_its_numbers_came_from():
    sheet = score(game(P3, [RETURNED], returned_whist="half_whister_out"))
    assert [entry.describe(P3) for entry in sheet.hands[-1].entries] == [
        "A: +4 in the gora — hand 1, contract failed (7♦)",
        "B writes 16 whists on A — hand 1, whist taken back after a half-whist (7♦)",
        "B writes 4 whists on A — hand 1, consolation (7♦)",
    ]


@pytest.mark.parametrize(
    "overrides, hand, code, words",
    [
        ({}, RETURNED, "half_whist_after_whist", ["B whist, C pass", "taken back"]),
        (
            {"returned_whist": "half_whister_out"},
            {**RETURNED, "contract": "8D"},
            "half_whist_level",
            ["six or a seven", "8♦"],
        ),
        ({"returned_whist": "half_whister_out", "half_whist": False}, RETURNED, "half_whist_off", ["C"]),
        (
            {"returned_whist": "half_whister_out", "stalingrad": True},
            {**RETURNED, "contract": "6S", "tricks": [6, 3, 1]},
            "stalingrad",
            ["both defenders"],
        ),
    ],
)
def test_section_11_8_refuses_a_returned_whist_where_it_is_not_played(overrides, hand, code, words):
    before = game(P3, [], **overrides)
    problems = [problem for problem in validate_hand(before, HAND.validate_python(hand)) if problem.is_error]
    assert problems and problems[0].code == code
    for word in words:
        assert word in problems[0].message
    with pytest.raises(HandError) as caught:
        score(before.with_hand(HAND.validate_python(hand)))
    assert caught.value.hand == 1 and caught.value.problem.code == code


def test_the_what_if_hint_names_the_option_that_allows_a_returned_whist():
    own = game(P3, [RETURNED], returned_whist="half_whister_out")
    with pytest.raises(HandError) as caught:
        what_if(own, variant(own.convention, preset="leningrad"))
    assert caught.value.hand == 1
    assert option_that_allows(caught.value) == "returned_whist"
    allowed = what_if(own, variant(own.convention, preset="leningrad", options={"returned_whist": "half_whister_out"}))
    assert "returned_whist" not in allowed.changed and "whist_multiplier" in allowed.changed
    assert [row.other.net_whists for row in allowed.rows] == settle(
        score(own.model_copy(update={"convention": allowed.other_convention}))
    ).net


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize(
    "key, value",
    [(info.key, value) for info in OPTIONS if info.key in SECTION_11_KEYS + WIDENED_KEYS for value in info.choices]
    + [("write_off_below_zero", False)],
)
def test_what_if_compares_with_any_section_11_option(key, value, players):
    """Every §11 option and value can be compared with; the comparison is zero-sum and names what changed
    (when it matters to a game of so many players)."""
    from benchmarks.sample import random_game

    base = random_game(120, players, seed=3, target=12, every_option=True)
    other = variant(base.convention, options={key: value})
    comparison = what_if(base, other)
    assert sum(row.net_difference for row in comparison.rows) == 0
    assert sum(row.money_difference_cents for row in comparison.rows) == 0
    differs = getattr(base.convention, key) != value
    assert (key in comparison.changed) == (differs and OPTION_BY_KEY[key].applies_to(players))


def test_a_version_1_game_stays_version_1_and_a_section_11_game_is_version_2():
    old = game(
        P3, [{"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "whist", "pass"], "tricks": [6, 3, 1]}]
    )
    data = old.to_dict()
    assert data["version"] == 1 and not set(data["convention"]) & set(VERSION_2_DEFAULTS)
    for key in SECTION_11_KEYS:
        info = OPTION_BY_KEY[key]
        other = True if info.kind == "bool" else next(v for v in info.choices if v != getattr(old.convention, key))
        if info.kind == "bool":
            other = not getattr(old.convention, key)
        changed = old.model_copy(update={"convention": Convention.from_preset("sochi", **{key: other})})
        assert changed.to_dict()["version"] == 2 and changed.to_dict()["convention"][key] == other
        assert from_dict(changed.to_dict()) == changed
    for key, value in [
        ("concede_trick_whists", "nothing"),
        ("raspasy_zero_tricks", "pulya_price"),
        ("raspasy_zero_tricks", "pulya_step"),
        ("overflow", "american"),
        ("end_condition", "closed_and_gora_zero"),
        ("raspasy_run_ends", "whisted_made_game_or_misere"),
    ]:
        changed = old.model_copy(update={"convention": Convention.from_preset("sochi", **{key: value})})
        assert changed.file_version == 2, key


def test_a_returned_whist_makes_a_version_2_file_and_loads_back():
    played = game(P3, [RETURNED], returned_whist="half_whister_out")
    data = played.to_dict()
    assert data["version"] == 2 and data["hands"][0]["calls"] == [None, "whist", "half-whist"]
    assert from_dict(data) == played
    # the hand alone is version 2 whatever the convention says (a version-1 reader refuses such a hand)
    assert HAND.validate_python(RETURNED).needs_version_2(3)


def test_every_new_value_has_words_and_every_new_option_a_label_and_help():
    for key in SECTION_11_KEYS:
        info = OPTION_BY_KEY[key]
        assert option_label(key) and len(option_help(key)) > len(option_label(key)) and info.group
    for key in SECTION_11_KEYS + WIDENED_KEYS:
        for value in OPTION_BY_KEY[key].choices:
            if isinstance(value, str):
                assert value in CHOICE_WORDS and describe_value(key, value) == CHOICE_WORDS[value]  # no override
    assert describe_value("overflow", "american") == "American help"
    assert describe_value("write_off_below_zero", False) == "no"
    assert OPTION_BY_KEY["dealer_whist_shape"].players == {4}
    assert OPTION_BY_KEY["prikup_premium_writer"].players == {3}
    assert OPTION_BY_KEY["returned_whist"].players == {3, 4}


@pytest.mark.parametrize(
    "players, contract, calls, options, allowed",
    [
        (3, "7D", [None, "pass", "half-whist"], {"returned_whist": "half_whister_out"}, True),
        (3, "7D", [None, "whist", "half-whist"], {"returned_whist": "half_whister_out"}, True),
        (3, "7D", [None, "pass", "half-whist"], {}, False),  # as_pass: recorded whist and pass instead
        (3, "8D", [None, "pass", "half-whist"], {"returned_whist": "half_whister_out"}, False),
        (3, "7D", [None, "pass", "pass"], {"returned_whist": "half_whister_out"}, False),
        (3, "7D", [None, "pass", "half-whist"], {"returned_whist": "half_whister_out", "half_whist": False}, False),
        (3, "6S", [None, "pass", "half-whist"], {"returned_whist": "half_whister_out", "stalingrad": True}, False),
        (4, "6C", [None, "pass", "half-whist", None], {"returned_whist": "half_whister_out"}, True),
        (2, "6C", [None, "half-whist", None], {"returned_whist": "half_whister_out"}, False),
    ],
)
def test_the_entry_asks_whether_d1_may_whist_after_the_half_whist(players, contract, calls, options, allowed):
    convention = Convention.from_preset("sochi", **options)
    dealer = 3 if players == 4 else None
    got = may_return_whist_after_half(convention, players, Contract.parse(contract), 0, dealer, calls)
    assert got is allowed
    if allowed:  # and the hand it leads to is one the validator takes
        hand = {"kind": "game", "declarer": 0, "contract": contract, "calls": list(calls), "tricks": [7, 2, 1]}
        hand["calls"][1] = "whist"
        if players == 4:
            hand.update(dealer=3, tricks=[7, 2, 1, None])
        before = Game(players=P4[:players], convention=convention)
        assert [p for p in validate_hand(before, HAND.validate_python(hand)) if p.is_error] == []


@pytest.mark.parametrize(
    "players, contract, calls, conceded, options, may",
    [
        (3, "7D", [None, "pass", "half-whist"], False, {"returned_whist": "half_whister_out"}, True),
        (4, "6C", [None, "pass", "half-whist", None], False, {"returned_whist": "half_whister_out"}, True),
        (3, "7D", [None, "whist", "half-whist"], False, {"returned_whist": "half_whister_out"}, False),  # taken
        (3, "7D", [None, "pass", "half-whist"], True, {"returned_whist": "half_whister_out"}, False),  # conceded
        (3, "7D", [None, "pass", "half-whist"], False, {}, False),  # as_pass
        (3, "8D", [None, "pass", "half-whist"], False, {"returned_whist": "half_whister_out"}, False),
        (3, "7D", [None, "pass", "pass"], False, {"returned_whist": "half_whister_out"}, False),
        (
            3,
            "6S",
            [None, "pass", "half-whist"],
            False,
            {"returned_whist": "half_whister_out", "stalingrad": True},
            False,
        ),
        (2, "6C", [None, "pass", None], False, {"returned_whist": "half_whister_out"}, False),
    ],
)
def test_d1_takes_the_whist_back_only_from_a_pass_before_a_half_whist(players, contract, calls, conceded, options, may):
    """«Пас – полвиста – вист» (RULES §11.5): the ledger says whether the hand as it stands lets d1's pass
    become a whist — the whole condition, which the keyboard entry only asks."""
    convention = Convention.from_preset("sochi", **options)
    dealer = 3 if players == 4 else None
    hand = GameHand(declarer=0, contract=contract, calls=calls, conceded=conceded, dealer=dealer)
    assert may_take_whist_back(convention, players, hand) is may


def test_american_help_picks_as_help_order_says_and_among_all_when_everybody_closed():
    closed = {"kind": "adjustment", "pulya": [10, 10, 10, 4], "gora": [0, 0, 0, 0]}
    six = {"kind": "game", "dealer": 3, "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass", None]}
    sheet = score(game(P4, [closed, six], overflow="american"))
    assert sheet.hands[-1].pulya == [0, 0, 0, 2] and sheet.whists[0][3] == 20  # D, the only open one
    everybody = {"kind": "adjustment", "pulya": [10, 12, 11, 10]}
    sheet = score(game(P4, [everybody, six], overflow="american"))
    assert sheet.hands[-1].pulya == [0, 2, 0, 0]  # all closed: the highest pulya among the others
    sheet = score(game(P4, [everybody, six], overflow="american", help_order="clockwise"))
    assert sheet.hands[-1].pulya == [0, 2, 0, 0]  # the next clockwise (B)
    two = Game(
        players=("A", "B"),
        convention=Convention.from_preset("sochi", overflow="american"),
        hands=tuple(
            HAND.validate_python(h)
            for h in (
                {"kind": "adjustment", "pulya": [10, 12]},
                {"kind": "game", "declarer": 0, "contract": "7S", "calls": [None, "pass", None]},
            )
        ),
    )
    assert score(two).hands[-1].pulya == [0, 4] and score(two).whists[0][1] == 40


def test_a_dark_american_help_gives_the_doubled_points():
    hands = [
        {"kind": "adjustment", "pulya": [10, 6, 3]},
        {"kind": "game", "declarer": 0, "contract": "6D", "calls": [None, "pass", "pass"], "multiplier": 2},
    ]
    assert 2 in MULTIPLIERS
    sheet = score(game(P3, hands, overflow="american"))
    assert sheet.hands[-1].pulya == [0, 4, 0] and sheet.hands[-1].whists[0][1] == 40


def test_the_prikup_premium_writer_is_the_seat_in_turn_when_the_hand_names_no_dealer():
    """RULES §11.4: «the seat that dealt the hand (its dealer, or as in §9.7)» — seat 0 deals the first hand,
    seat 1 the second."""
    hands = [
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "prikup": 1},
        {"kind": "game", "declarer": 0, "contract": "6S", "calls": [None, "pass", "pass"], "prikup": 1},
    ]
    sheet = score(game(P3, hands, prikup_premium=True, prikup_premium_writer="dealer"))
    assert sheet.hands[0].whists == [[0, 0, 0]] * 3  # A dealt and declared: nobody writes it
    assert sheet.hands[1].whists[1][0] == 2  # B dealt


def every_split(declarer, d1, d2, n, dealer):
    """Every way ten tricks fall between the declarer and the two defenders."""
    for mine in range(11):
        for first in range(11 - mine):
            tricks = [None] * n
            tricks[declarer], tricks[d1], tricks[d2] = mine, first, 10 - mine - first
            yield tricks


@pytest.mark.parametrize("shape", ["shared", "dealer_alone", "whole_defence"])
@pytest.mark.parametrize("consolation, to_passer", [(True, True), (True, False), (False, True)])
@pytest.mark.parametrize("level", [6, 7, 8, 10])
def test_every_deal_of_the_returning_dealer_follows_the_text(shape, consolation, to_passer, level):
    """RULES §9.3, §11.3, every split of the tricks and a concession: 4 players, D deals and whists."""
    convention = Convention.from_preset(
        "sochi",
        overflow="count",
        dealer_may_whist=True,
        dealer_whist_shape=shape,
        consolation=consolation,
        consolation_to_passer=to_passer,
        ten_whisted=level != 10,
    )
    base = {
        "kind": "game",
        "dealer": 3,
        "declarer": 0,
        "contract": f"{level}H",
        "calls": [None, "pass", "pass", "whist"],
    }
    deals = [{**base, "tricks": tricks} for tricks in every_split(0, 1, 2, 4, 3)] + [{**base, "conceded": True}]
    for raw in deals:
        hand = HAND.validate_python(raw)
        result = score(Game(players=P4, convention=convention, hands=(hand,))).hands[0]
        assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, 4, 3), raw


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("level", [6, 7])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"lone_whister_on_remiz": "gentleman", "consolation_to_passer": False},
        {"consolation_to_dealer": False, "whister_responsibility": "half"},
        {"consolation": False, "concede_trick_whists": "none"},
        {"concede_trick_whists": "nothing"},
    ],
)
def test_every_deal_of_a_returned_whist_follows_the_text(players, level, options):
    """RULES §11.5, every split and a concession: d1 whists after d2's half-whist, d2 is out."""
    convention = Convention.from_preset("sochi", overflow="count", returned_whist="half_whister_out", **options)
    dealer = 3 if players == 4 else None
    calls = [None, "whist", "half-whist"] + ([None] if players == 4 else [])
    base = {"kind": "game", "declarer": 0, "contract": f"{level}S", "calls": calls}
    if dealer is not None:
        base["dealer"] = dealer
    deals = [{**base, "tricks": tricks} for tricks in every_split(0, 1, 2, players, dealer)] + [
        {**base, "conceded": True}
    ]
    for raw in deals:
        hand = HAND.validate_python(raw)
        result = score(Game(players=P4[:players], convention=convention, hands=(hand,))).hands[0]
        assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, players, 0), raw


@pytest.mark.parametrize("liability", ["second", "both", "split"])
@pytest.mark.parametrize("level", [6, 7, 8, 9, 10])
@pytest.mark.parametrize("responsibility", ["full", "half"])
def test_every_deal_of_two_whisters_with_their_own_quota_follows_the_text(liability, level, responsibility):
    """RULES §11.2, every split: both defenders whist, each answers for his own tricks."""
    convention = Convention.from_preset(
        "sochi",
        overflow="count",
        two_whister_quota="own",
        high_contract_liability=liability,
        whister_responsibility=responsibility,
    )
    base = {"kind": "game", "declarer": 0, "contract": f"{level}C", "calls": [None, "whist", "whist"]}
    for tricks in every_split(0, 1, 2, 3, None):
        hand = HAND.validate_python({**base, "tricks": tricks})
        result = score(Game(players=P3, convention=convention, hands=(hand,))).hands[0]
        assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, 3, 0), tricks


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("concede", ["as_if_taken", "none", "nothing"])
@pytest.mark.parametrize("calls", [("whist", "whist"), ("whist", "pass"), ("pass", "whist")])
def test_every_deal_of_a_checked_ten_without_whists_follows_the_text(players, concede, calls):
    """RULES §11.1, every split and a concession: a checked ten writes no whists; a concession, as chosen."""
    convention = Convention.from_preset(
        "leningrad",
        overflow="count",
        ten_whisted=False,
        checked_ten_whists="none",
        concede_trick_whists=concede,
        prikup_premium=True,
    )
    dealer = 3 if players == 4 else None
    base = {"kind": "game", "declarer": 0, "contract": "10D", "calls": [None, *calls] + ([None] if dealer else [])}
    base |= {"prikup": 1} | ({"dealer": dealer} if dealer else {})
    deals = [{**base, "tricks": t} for t in every_split(0, 1, 2, players, dealer)] + [{**base, "conceded": True}]
    for raw in deals:
        hand = HAND.validate_python(raw)
        result = score(Game(players=P4[:players], convention=convention, hands=(hand,))).hands[0]
        assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, players, 0), raw


def test_a_whist_beside_a_half_whist_is_played_only_where_the_convention_plays_it():
    from prefcount.ledger import was_played

    calls = [None, "whist", "half-whist"]
    assert was_played(calls, convention=Convention.from_preset("sochi", returned_whist="half_whister_out"))
    assert not was_played(calls, convention=Convention.from_preset("sochi"))  # as_pass: recorded whist and pass
    assert was_played(calls)  # a hand already recorded (the validator let it through)
    assert not was_played(calls, conceded=True, convention=Convention.from_preset("sochi"))


def test_a_game_file_with_section_11_is_saved_as_version_2_and_an_old_one_stays_version_1(tmp_path):
    import json as json_module

    from prefcount.files.gamefile import load, save

    data = DATA
    old = load(data / "game-sochi-3p.json")
    save(old, tmp_path / "old.pulka")
    saved = json_module.loads((tmp_path / "old.pulka").read_text(encoding="utf-8"))
    assert saved["version"] == 1 and not set(saved["convention"]) & set(SECTION_11_KEYS)
    new = game(P3, [RETURNED], returned_whist="half_whister_out", overflow="american")
    save(new, tmp_path / "new.pulka")
    saved = json_module.loads((tmp_path / "new.pulka").read_text(encoding="utf-8"))
    assert saved["version"] == 2 and saved["convention"]["returned_whist"] == "half_whister_out"
    assert saved["convention"]["overflow"] == "american" and load(tmp_path / "new.pulka") == new
