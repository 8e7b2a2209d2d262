"""One pulka's figures: who whisted is the ledger's rule (``whisters``), the dealer's returned whist included."""

from __future__ import annotations

import pytest

from prefcount.book.figures import game_figures, game_when, problem_of
from prefcount.files import gamefile
from prefcount.ledger import PRESETS, Game, GameHand, LedgerError, RaspasyHand


def whisted(game: Game) -> list[int]:
    return [seat["whisted"] for seat in game_figures(gamefile.dumps(game).encode(), 0.0)["seats"]]


def test_the_four_player_dealer_who_returns_the_whist_whisted():
    rules = PRESETS["sochi"].model_copy(update={"dealer_may_whist": True})
    hands = (
        # Борис 7♥, Вера and Глеб pass, Аня (dealing) returns the whist
        GameHand(declarer=1, contract="7H", calls=("whist", None, "pass", "pass"), tricks=(None, 7, 3, 0), dealer=0),
        # Вера 6♠, Глеб whists, Аня passes, Борис deals
        GameHand(declarer=2, contract="6S", calls=("pass", None, None, "whist"), tricks=(0, None, 6, 4), dealer=1),
        RaspasyHand(tricks=(3, 3, None, 4), dealer=2),
    )
    game = Game(players=("Аня", "Борис", "Вера", "Глеб"), convention=rules, hands=hands)
    assert whisted(game) == [1, 0, 0, 1]


def test_two_players_the_dummy_is_nobody_and_three_players_both_whisters_count():
    two = Game(
        players=("Аня", "Борис"),
        hands=(GameHand(declarer=0, contract="7H", calls=(None, "whist", None), tricks=(7, 2, 1)),),
    )
    assert whisted(two) == [0, 1]
    three = Game(
        players=("Аня", "Борис", "Вера"),
        hands=(
            GameHand(declarer=0, contract="6S", calls=(None, "whist", "whist"), tricks=(6, 2, 2)),
            GameHand(declarer=1, contract="7H", calls=("pass", None, "pass")),
            GameHand(declarer=2, contract="6D", calls=("pass", "half-whist", None)),
        ),
    )
    assert whisted(three) == [0, 1, 1]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (b"\xff\xfe not text", "foreign"),
        (b'{"format": "something-else", "version": 1}', "foreign"),
        (b'{"format": "prefcount-game", "version": 99}', "newer"),
        (b'{"format": "prefcount-game", "version": 0}', "damaged"),
        (b"{not json", "damaged"),
    ],
)
def test_a_refused_file_is_named_by_the_kind_of_its_error(text: bytes, kind: str):
    with pytest.raises(LedgerError) as refused:
        gamefile.loads(text)
    assert problem_of(refused.value)["kind"] == kind


@pytest.mark.parametrize(
    ("created", "finished", "day"),
    [
        ("2024-03-08T19:30:00", "2024-03-09T01:00:00", "08.03.2024"),
        ("8 марта", "2024-03-09T01:00:00", "09.03.2024"),  # a hand-edited date is passed over, not printed
        ("8 марта", None, "01.01.1970"),  # then the book takes the file's time
    ],
)
def test_the_book_and_the_sheet_agree_when_a_pulka_was_played(created: str, finished: str | None, day: str):
    from prefcount.report.game import game_date

    game = Game(players=("Аня", "Борис", "Вера"), created=created, finished=finished)
    when = game_when(game, 12 * 3600)
    assert when.strftime("%d.%m.%Y") == day
    if gamefile.played_at(game) is not None:
        assert game_date(game) == day
