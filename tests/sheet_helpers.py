"""Random games to edit (benchmarks/sample.py, under conventions that cap, help, count or floor the pulya and gora)
and the check that the sheets kept for a game are, hand by hand, the ones a fresh score makes."""

from __future__ import annotations

from hypothesis import strategies as st

from benchmarks.sample import random_game
from prefcount.ledger import AdjustmentHand, Game, Hand, LedgerError, Sheet, score


@st.composite
def tables(draw: st.DrawFn, most: int = 24) -> tuple[Game, tuple[Hand, ...]]:
    """A random game of up to ``most`` hands and spare hands of the same table to record, put in or edit in
    (raspasy, misères and games of benchmarks/sample.py, adjustments; some without a dealer)."""
    players = draw(st.sampled_from((2, 3, 4)))
    preset = draw(st.sampled_from(("sochi", "leningrad", "rostov", "classic")))
    sections = draw(st.sampled_from(((), ("every_option",), ("section_11",), ("section_12",))))
    target = draw(st.sampled_from((None, 2, 3, 5, 8)))  # a small one: players close, help and write-offs come
    made = {
        "players": players,
        "preset": preset,
        "target": target,
        **dict.fromkeys(sections, True),
    }
    game = random_game(draw(st.integers(0, most)), seed=draw(st.integers(0, 10_000)), **made)  # type: ignore[arg-type]
    spare = list(random_game(12, seed=draw(st.integers(0, 10_000)), **made).hands)  # type: ignore[arg-type]
    update = {}
    if draw(st.booleans()):  # every way the pulya past the target goes, the gora floored or not
        update["overflow"] = draw(st.sampled_from(("help", "write_off", "count", "american")))
    if draw(st.booleans()):
        update["write_off_below_zero"] = draw(st.booleans())
    convention = game.convention.model_copy(update=update)
    hands = list(game.hands)
    if players == 3 and draw(st.booleans()):  # who deals follows from the hands before
        hands = [hand.model_copy(update={"dealer": None}) for hand in hands]
        spare = [hand.model_copy(update={"dealer": None}) for hand in spare]
    amounts = st.tuples(*[st.integers(-3, 3)] * players)
    spare += [AdjustmentHand(pulya=draw(amounts), gora=draw(amounts)) for _ in range(2)]
    return game.model_copy(update={"convention": convention, "hands": tuple(hands)}), tuple(spare)


def fingerprint(sheet: Sheet) -> tuple[object, ...]:
    """Everything a sheet says: its zones, the state of play, and what every hand wrote."""
    return (
        sheet.players,
        sheet.pulya,
        sheet.gora,
        sheet.whists,
        sheet.raspasy_run,
        sheet.next_dealer,
        sheet.deals,
        sheet.is_over,
        sheet.run_left_open,
        sheet.exit_minimum,
        [(r.index, r.hand, r.dealer, r.raspasy_k, r.raw, r.scored, r.warnings) for r in sheet.hands],
    )


def marks(sheet: Sheet) -> dict[tuple[str, int, int | None], list[object]]:
    """The running totals of every zone, as paper writes them."""
    n = sheet.n
    out: dict[tuple[str, int, int | None], list[object]] = {}
    for seat in range(n):
        out["pulya", seat, None] = list(sheet.pulya_marks(seat))
        out["gora", seat, None] = list(sheet.gora_marks(seat))
        for on in range(n):
            out["whists", seat, on] = list(sheet.whist_marks(seat, on))
    return out


def assert_scored_afresh(sheets: tuple[Sheet, ...], game: Game) -> None:
    """``sheets[k]`` is the sheet a fresh score makes of the game's first ``k`` hands, for every ``k``, as far
    as the game scores; the last one's running totals too."""
    fresh = [Sheet(game.players, game.convention)]
    error = None
    try:
        for hand in game.hands:
            fresh.append(fresh[-1].extended(hand))
    except LedgerError as refused:  # (the kept sheets stop where these do)
        error = refused
    assert len(sheets) == len(fresh), (len(sheets), len(fresh), error)
    for k, (kept, made) in enumerate(zip(sheets, fresh, strict=True)):
        assert fingerprint(kept) == fingerprint(made), f"the sheet after {k} hands"
    assert marks(sheets[-1]) == marks(fresh[-1])
    if error is None:
        assert fingerprint(sheets[-1]) == fingerprint(score(game))
