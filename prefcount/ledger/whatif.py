""" "What if we had played by…?": the same hands re-scored under another convention, beside the game's own result.

Tables argue about conventions; this lets them see the difference. Typical use::

    other = variant(game.convention, preset="leningrad", options={"overflow": "count"})
    comparison = what_if(game, other)
    for row in comparison.rows:
        print(row.name, row.own.net_whists, row.other.net_whists, row.net_difference)

:func:`variant` keeps the game's stake (``pulya_target`` and ``whist_price``)
when it switches to another preset — a pulka to 20 at 0.5 a whist compared as a
pulka to 10 at 1 would compare two different games — unless ``options`` set them.
A hand that the other convention does not allow (a half-whist where it is not
played, a returned whist, a prikup count …) raises :class:`HandError` naming the hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from prefcount.ledger.conventions import STAKE, Convention, changed_options, convention_from_dict
from prefcount.ledger.errors import HandError, LedgerError
from prefcount.ledger.game import Game
from prefcount.ledger.scoring import Amount
from prefcount.ledger.settlement import settle
from prefcount.ledger.sheet import score
from prefcount.ledger.validation import ALLOWED_BY


@dataclass(frozen=True)
class Standing:
    """One player's result under one convention: the zones and what he would settle now."""

    pulya: Amount
    gora: Amount
    net_whists: Fraction  # exact
    rounded_whists: int  # whole whists, rounded so the table's sum stays zero
    money_cents: int


@dataclass(frozen=True)
class Row:
    """One player: his result by the game's own convention and by the other one, and the difference."""

    name: str
    own: Standing
    other: Standing

    @property
    def net_difference(self) -> Fraction:
        """Net whists by the other convention minus by the game's own (positive: he would win more)."""
        return self.other.net_whists - self.own.net_whists

    @property
    def money_difference_cents(self) -> int:
        return self.other.money_cents - self.own.money_cents


@dataclass(frozen=True)
class Comparison:
    """The game's own result and the other convention's, player by player (clockwise)."""

    own_convention: Convention
    other_convention: Convention
    rows: tuple[Row, ...]

    @property
    def changed(self) -> dict[str, tuple[Any, Any]]:
        """The options that differ between the two conventions and matter to this game's number of players:
        key → (own value, other value)."""
        own, other = self.own_convention, self.other_convention
        return {
            key: (getattr(own, key), getattr(other, key)) for key in changed_options(other, len(self.rows), base=own)
        }


def variant(base: Convention, preset: str | None = None, options: Mapping[str, Any] | None = None) -> Convention:
    """The convention ``base`` switched to ``preset`` (keeping the stake) and/or with ``options`` changed.

    Options are given as in a game file (``{"overflow": "count", "whist_price": "0.5"}``);
    an unknown key or value raises :class:`ConventionError` naming it.
    """
    data = base.to_dict()
    if preset is not None:  # the other preset's rules at this table's stake
        data = {"preset": preset, **{key: data[key] for key in STAKE}}
    return convention_from_dict({**data, **(options or {})})


def standings(game: Game) -> tuple[Standing, ...]:
    """Each player's standing in ``game`` by its own convention (raises :class:`HandError` on a refused hand)."""
    sheet = score(game)
    settlement = settle(sheet)
    return tuple(
        Standing(
            sheet.pulya[seat],
            sheet.gora[seat],
            settlement.net[seat],
            settlement.rounded_whists[seat],
            settlement.money_cents[seat],
        )
        for seat in range(game.n)
    )


def what_if(game: Game, convention: Convention) -> Comparison:
    """The same hands scored by the game's own convention and by ``convention``, side by side.

    Pure: the game is not changed. Raises :class:`HandError` (naming the hand)
    when ``convention`` refuses one of the hands.
    """
    own = standings(game)
    other = standings(game.model_copy(update={"convention": convention}))
    rows = tuple(Row(name, mine, theirs) for name, mine, theirs in zip(game.players, own, other, strict=True))
    return Comparison(game.convention, convention, rows)


def option_that_allows(error: LedgerError) -> str | None:
    """The option (its key) whose being off made the ledger refuse a hand, when ``error`` is such a refusal
    (RULES §9: a prikup count, the dealer's whist or raspasy tricks, a half-whist); otherwise ``None``.
    A table comparing conventions can turn it on to re-score the game."""
    return ALLOWED_BY.get(error.problem.code) if isinstance(error, HandError) else None
