"""The rating: the Weng–Lin Bayesian model (openskill's Plackett–Luce) over pulkas in time order.

Each pulka is a free-for-all of its 2–4 people, ranked by the money each won
in its settlement (equal money, equal rank): by the exact net whists, which order
the players as the exact money does, not by the cents paid, whose rounding gives
a tie's leftover cent to the lower seat. Every person starts at
``mu = 25``, ``sigma = 25/3`` (openskill's defaults); after each pulka the
model moves ``mu`` towards the results and shrinks ``sigma``. The rating
shown is a cautious estimate, ``1500 + 24 · (mu − 3·sigma)``: it starts at
1500 and grows as the book becomes sure a person is strong. The history
depends only on the pulkas a filter keeps, in order of play.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from openskill.models import PlackettLuce, PlackettLuceRating

from prefcount.book.figures import GameRecord
from prefcount.book.model import Rating
from prefcount.book.stats import PersonOf

BASE = 1500.0
SCALE = 24.0


def shown(mu: float, sigma: float) -> float:
    """The rating players see for a model estimate."""
    return BASE + SCALE * (mu - 3 * sigma)


def ranks(money: Sequence[Fraction]) -> list[float]:
    """1 for the most money, equal money equal rank: ``[5, -2, 5]`` → ``[1, 3, 1]``."""
    return [1.0 + sum(1 for other in money if other > value) for value in money]


def rating_history(records: Sequence[GameRecord], person_of: PersonOf) -> dict[str, list[Rating]]:
    """Each person's rating after every pulka he played, oldest first."""
    model = PlackettLuce()
    current: dict[str, PlackettLuceRating] = {}
    out: dict[str, list[Rating]] = {}
    for record in records:
        people = [person_of(name) for name in record.names]
        if len(set(people)) < len(people):
            continue  # one person in two seats cannot be ranked against himself
        teams = [[current.get(person) or model.rating(name=person)] for person in people]
        rated = model.rate(teams, ranks=ranks([seat.whists for seat in record.seats]))
        for person, (player,) in zip(people, rated):
            current[person] = player
            out.setdefault(person, []).append(
                Rating(record.when, record.file, player.mu, player.sigma, shown(player.mu, player.sigma))
            )
    return out
