"""RULES §12 beyond the reference examples: a literal reading of the text against random hands, random version-2
games with every §12 option for 2, 3 and 4 players (zero-sum, their file), the defaults that move nothing, the
checks of §12.5, the floor of §12.4, the settlement of §12.3 and the hand's remarks (what nobody wrote)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import (
    HAND,
    NAMES,
    OPTION_VALUES,
    conventions,
    game_hands,
    games,
    rules_oracle,
    settles_to_zero_and_keeps_its_file,
)
from where import DATA

from benchmarks.sample import EVERY_OPTION_12, SECTION_12_VALUES, random_game
from prefcount.files.gamefile import from_dict, load, loads
from prefcount.ledger import (
    PRESETS,
    Convention,
    ConventionError,
    Game,
    GameHand,
    ReasonKind,
    Remark,
    convention_from_dict,
    defenders,
    score,
    settle,
)
from prefcount.ledger.conventions import VERSION_2_DEFAULTS, VERSION_2_VALUES

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
#: The §12 options a trick game reads (§12.1, §12.2), every value each.
TRICK_KEYS = ("two_whister_quota", "lone_whister_tricks")


@st.composite
def section_12_conventions(draw, base=conventions()):
    """A random convention (any option of §6–§11) with every §12 option drawn, and §11.7's floor half the time."""
    convention = draw(base)
    options = {key: draw(OPTION_VALUES[key]) for key in (*TRICK_KEYS, "settle_open_pulya", "raspasy_zero_tricks")}
    options["write_off_below_zero"] = draw(st.booleans())
    return convention.model_copy(update=options)


# -- RULES §3.1 with §12.1–§12.2, read literally (test_properties.rules_oracle) ----------------------------------


@SETTINGS
@given(st.sampled_from([3, 4]), section_12_conventions(conventions(section_9=False)), st.data())
def test_trick_games_follow_the_rules_text_with_section_12(n, convention, data):
    convention = convention.model_copy(update={"overflow": "count", "remiz_scoring": "gora"})
    dealer = data.draw(st.sampled_from([None, 0, 1, 2])) if n == 3 else data.draw(st.integers(0, 3))
    raw = data.draw(game_hands(n, convention, dealer))
    if dealer is not None:
        raw["dealer"] = dealer
    hand = HAND.validate_python(raw)
    result = score(Game(players=NAMES[:n], convention=convention, hands=(hand,))).hands[0]
    dealt_by = 0 if dealer is None else dealer
    assert (result.pulya, result.gora, result.whists) == rules_oracle(hand, convention, n, dealt_by)


@SETTINGS
@given(games(players=st.just(2)), st.sampled_from(SECTION_12_VALUES["two_whister_quota"]))
def test_two_players_the_trick_options_of_section_12_change_nothing(game, quota):
    """RULES §12.1, §12.2, §12.5: with two players (one whister, the dummy's tricks his) neither applies."""
    plain = game.convention.model_copy(update={"two_whister_quota": "covered", "lone_whister_tricks": "all"})
    other = plain.model_copy(update={"two_whister_quota": quota, "lone_whister_tricks": "own"})
    before = score(game.model_copy(update={"convention": plain}))
    after = score(game.model_copy(update={"convention": other}))
    assert [result.changes() for result in after.hands] == [result.changes() for result in before.hands]


@pytest.mark.parametrize("shape", ["shared", "dealer_alone", "whole_defence"])
def test_a_dealer_who_whists_is_not_a_lone_whister_of_section_12_2(shape):
    """RULES §12.2, §12.5: accepted, and ignored, on a hand the 4-player dealer whists."""
    hand = {"kind": "game", "dealer": 3, "declarer": 0, "contract": "7S", "calls": [None, "pass", "pass", "whist"]}
    hand["tricks"] = [6, 3, 1, None]
    changes = []
    for tricks in ("all", "own"):
        convention = Convention.from_preset(
            "sochi", dealer_may_whist=True, dealer_whist_shape=shape, lone_whister_tricks=tricks
        )
        game = Game(players=NAMES, convention=convention, hands=(HAND.validate_python(hand),))
        changes.append(score(game).hands[0].changes())
    assert changes[0] == changes[1]


# -- random version-2 games with every §12 option (2, 3 and 4 players) ---------------------------------------------


@SETTINGS
@given(games(convention_strategy=section_12_conventions()))
def test_games_with_section_12_settle_to_zero_and_keep_their_version_2_file(game):
    text = settles_to_zero_and_keeps_its_file(game)
    uses = any(getattr(game.convention, key) != VERSION_2_DEFAULTS.get(key) for key in TRICK_KEYS) or any(
        getattr(game.convention, key) in VERSION_2_VALUES.get(key, ()) for key in ("raspasy_zero_tricks",)
    )
    if uses or game.convention.settle_open_pulya == "ignore":
        assert game.file_version == 2 and loads(text).file_version == 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_sample_games_with_every_section_12_option_settle_to_zero(players, seed):
    """benchmarks.sample's games with every option of §9, §11 and §12 on: the same hands as with §9 and §11,
    version 2, zero-sum."""
    game = random_game(200, players, seed=seed, target=6, section_12=True)
    assert game.hands == random_game(200, players, seed=seed, target=6, section_11=True).hands
    assert all(getattr(game.convention, key) == value for key, value in EVERY_OPTION_12.items())
    settlement = settle(score(game))
    assert sum(settlement.net, Fraction(0)) == 0 and game.file_version == 2


@pytest.mark.parametrize(
    ("key", "value"), [(key, value) for key, values in SECTION_12_VALUES.items() for value in values]
)
def test_a_file_using_a_section_12_value_is_version_2_and_a_default_is_not(key, value):
    plain = from_dict(
        {"format": "prefcount-game", "version": 1, "players": ["A", "B", "C"], "convention": {"preset": "sochi"}}
    )
    assert plain.file_version == 1
    convention = Convention.from_preset("sochi", **{key: value})
    game = plain.model_copy(update={"convention": convention})
    default = VERSION_2_DEFAULTS.get(key)
    assert game.file_version == (1 if value == default else 2)
    data = game.to_dict()
    assert from_dict(data) == game and (key in data["convention"]) == (data["version"] == 2)


# -- what §12 writes, checked against the text ----------------------------------------------------------------------


@SETTINGS
@given(games(convention_strategy=section_12_conventions()))
def test_the_premium_off_the_gora_stops_at_zero_when_asked(game):
    """RULES §12.4: with ``write_off_below_zero`` off, a premium written off the gora leaves it at 0 or above and
    takes at most one pulya point (× the hand's multiplier); with it on, exactly that."""
    sheet = score(game)
    convention = game.convention
    gora = [0] * game.n
    for result in sheet.hands:
        running = list(gora)
        for entry in result.entries:
            if entry.zone == "gora":
                running[entry.seat] += entry.amount
            if entry.reason.kind is ReasonKind.RASPASY_ZERO_WRITE_OFF:
                assert convention.raspasy_zero_tricks == "gora_write_off"
                full = convention.pulya_to_gora * result.hand.multiplier
                if convention.write_off_below_zero:
                    assert entry.amount == -full
                else:
                    assert -full <= entry.amount < 0 and running[entry.seat] >= 0
        gora = [gora[seat] + result.gora[seat] for seat in range(game.n)]
        if convention.raspasy_zero_tricks == "gora_write_off":
            assert not any(entry.reason.kind is ReasonKind.RASPASY_ZERO for entry in result.entries)


@SETTINGS
@given(games(convention_strategy=section_12_conventions()))
def test_settling_without_the_open_pulya_is_section_5_once_every_pulya_is_closed(game):
    """RULES §12.3: ``E_i = gora_i − r · max(0, pulya_i − T)``; when every pulya has reached T it is §5.1 exactly,
    and only then does the settlement not say that it left an open pulya out."""
    ignore = game.model_copy(update={"convention": game.convention.model_copy(update={"settle_open_pulya": "ignore"})})
    to_gora = game.model_copy(
        update={"convention": game.convention.model_copy(update={"settle_open_pulya": "to_gora"})}
    )
    sheet = score(ignore)
    settled = settle(sheet)
    r, target = game.convention.pulya_to_gora, game.convention.pulya_target
    assert settled.effective_gora == [g - r * max(0, p - target) for g, p in zip(sheet.gora, sheet.pulya, strict=True)]
    closed = all(pulya >= target for pulya in sheet.pulya)
    assert settled.open_pulya_left_out == (not closed)
    assert not settle(score(to_gora)).open_pulya_left_out
    if closed:
        assert settle(score(to_gora)).net == settled.net


def test_a_mid_game_settlement_leaves_the_open_pulya_out_as_rules_12_3_says():
    """RULES §12.3's example: Sochi, pulya 4/0/0, gora 0/2/0, B wrote 6 on A → +2/3, −22/3, +20/3 (to_gora:
    +82/3, −62/3, −20/3)."""
    adjustment = {
        "kind": "adjustment",
        "pulya": [4, 0, 0],
        "gora": [0, 2, 0],
        "whists": [[0, 0, 0], [6, 0, 0], [0] * 3],
    }
    nets = {}
    for value in ("ignore", "to_gora"):
        game = Game(
            players=("A", "B", "C"),
            convention=Convention.from_preset("sochi", settle_open_pulya=value),
            hands=(HAND.validate_python(adjustment),),
        )
        nets[value] = settle(score(game)).net
    assert nets["ignore"] == [Fraction(2, 3), Fraction(-22, 3), Fraction(20, 3)]
    assert nets["to_gora"] == [Fraction(82, 3), Fraction(-62, 3), Fraction(-20, 3)]


@pytest.mark.parametrize(
    ("calls", "tricks", "remarked"),
    [
        ([None, "whist", "pass"], [4, 3, 3], True),  # §12.2's example: C's 3 tricks are nobody's
        ([None, "whist", "pass"], [7, 3, 0], False),  # the passer took none: nothing to say
        ([None, "whist", "whist"], [6, 2, 2], False),  # two whisters: each writes his own anyway
        ([None, "pass", "whist"], [6, 1, 3], True),
    ],
)
def test_the_tricks_nobody_writes_are_remarked(calls, tricks, remarked):
    hand = HAND.validate_python({"kind": "game", "declarer": 0, "contract": "6S", "calls": calls, "tricks": tricks})
    for value in ("own", "all"):
        convention = Convention.from_preset("sochi", lone_whister_tricks=value)
        sheet = score(Game(players=("Anya", "Boris", "Vera"), convention=convention, hands=(hand,)))
        remarks = sheet.remarks(0)
        assert bool(remarks) == (remarked and value == "own")
        for remark in remarks:
            whister = calls.index("whist")
            assert remark.remark is Remark.NOBODYS_TRICKS
            passer = defenders(0, 3, None)[0] if whister != 1 else 2
            assert remark.describe(sheet.players) == (
                f"{sheet.players[passer]}'s tricks are nobody's: "
                f"{sheet.players[whister]} writes whists for his own tricks only"
            )


def test_whole_and_fewer_shortfalls_name_what_they_wrote():
    """The reasons the sheet's explanation reads: the whole shortfall on each, on the one with fewer, split on a tie."""
    kinds = {}
    for quota, tricks in (("each_whole", [10, 0, 0]), ("fewer_pays", [9, 1, 0]), ("fewer_pays", [8, 1, 1])):
        hand = GameHand(declarer=0, contract="7H" if quota == "each_whole" else "6S", calls=(None, "whist", "whist"))
        hand = hand.model_copy(update={"tricks": tuple(tricks)})
        sheet = score(
            Game(
                players=("A", "B", "C"),
                convention=PRESETS["sochi"].model_copy(update={"two_whister_quota": quota}),
                hands=(hand,),
            )
        )
        kinds[(quota, tricks[1])] = [entry.reason.kind for entry in sheet.hands[0].entries if entry.zone == "gora"]
    assert kinds[("each_whole", 0)] == [ReasonKind.WHOLE_SHORTFALL] * 2
    assert kinds[("fewer_pays", 1)] in ([ReasonKind.FEWER_PAYS], [ReasonKind.SHORTFALL_TIE] * 2)


# -- RULES §12.5: what entry must reject ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("two_whister_quota", "both"),
        ("lone_whister_tricks", "none"),
        ("settle_open_pulya", True),
        ("raspasy_zero_tricks", "gora"),
        ("settle_open_pulya", "ignored"),
    ],
)
def test_a_value_outside_rules_12_is_refused_naming_the_option(key, value, tmp_path):
    with pytest.raises(ConventionError) as caught:
        convention_from_dict({"preset": "sochi", key: value})
    message = caught.value.translated()
    assert key in message and repr(value) in message and "\n" not in message
    # a game file with it: the same one line, naming the option (and the value it cannot be)
    game = (
        (DATA / "game-sochi-3p.json")
        .read_text(encoding="utf-8")
        .replace(
            '"preset": "sochi"', f'"preset": "sochi", "{key}": {value!r}'.replace("'", '"').replace("True", "true"), 1
        )
    )
    path = tmp_path / "bad.pulka"
    path.write_text(game, encoding="utf-8")
    with pytest.raises(ConventionError) as loaded:
        load(path)
    assert key in loaded.value.translated()
