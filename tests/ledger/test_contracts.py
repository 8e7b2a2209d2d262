"""Contracts (RULES §2): parsing what players type, the bidding order, prices, symbols."""

import dataclasses

import pytest

from prefcount.ledger import BIDS, MISERE, Contract, ContractError, LedgerError, parse_bid

LEVELS = (6, 7, 8, 9, 10)
SUITS = ("S", "C", "D", "H", "NT")
FILE_NOTATION = [f"{level}{suit}" for level in LEVELS for suit in SUITS]


@pytest.mark.parametrize("text", FILE_NOTATION)
def test_file_notation_round_trips(text):
    contract = parse_bid(text)
    assert isinstance(contract, Contract)
    assert str(contract) == text
    assert Contract.parse(text) == contract
    assert eval(repr(contract), {"Contract": Contract}) == contract  # repr rebuilds


def test_there_are_25_contracts_and_misere():
    assert len(FILE_NOTATION) == 25
    assert len(BIDS) == 26
    assert sum(isinstance(bid, Contract) for bid in BIDS) == 25
    assert BIDS.count(MISERE) == 1


@pytest.mark.parametrize(
    "text, level, suit",
    [
        ("6S", 6, "S"),
        ("10NT", 10, "NT"),
        ("7♥", 7, "H"),
        ("7ч", 7, "H"),
        ("7Ч", 7, "H"),
        ("6БК", 6, "NT"),
        ("6бк", 6, "NT"),
        ("8♠", 8, "S"),
        ("9♣", 9, "C"),
        ("10♦", 10, "D"),
        ("6п", 6, "S"),
        ("7т", 7, "C"),
        ("8б", 8, "D"),
        ("7h", 7, "H"),
        ("6nt", 6, "NT"),
        (" 7 H ", 7, "H"),
        ("10 бк", 10, "NT"),
        ("9♡", 9, "H"),
        ("6Б/К", 6, "NT"),
    ],
)
def test_parse_bid_accepts_what_players_write(text, level, suit):
    assert parse_bid(text) == Contract(level, suit)


@pytest.mark.parametrize("text", ["мизер", "Мизер", "МИЗЕР", "misere", "misère", "Misere", " мизер "])
def test_parse_bid_misere(text):
    assert parse_bid(text) is MISERE


@pytest.mark.parametrize(
    "junk",
    [
        "",
        " ",
        "5S",
        "11S",
        "0NT",
        "6",
        "S",
        "6X",
        "6SS",
        "66S",
        "7 H H",
        "six spades",
        "мизерок",
        "6♠♠",
        "-6S",
        "6.5S",
        "10",
        "NT6",
        "бк",
        "1 0NT",
    ],
)
def test_parse_bid_rejects_junk(junk):
    with pytest.raises(ContractError) as caught:
        parse_bid(junk)
    assert isinstance(caught.value, LedgerError)
    assert repr(junk) in str(caught.value) or junk.strip() in str(caught.value)
    assert "not a contract" in str(caught.value)


@pytest.mark.parametrize("junk", [None, 7, 6.0, ["6S"], b"6S"])
def test_parse_bid_rejects_non_text(junk):
    with pytest.raises(ContractError):
        parse_bid(junk)


def test_contract_parse_refuses_misere():
    with pytest.raises(ContractError):
        Contract.parse("мизер")


@pytest.mark.parametrize("level, suit", [(5, "S"), (11, "NT"), (6, "X"), (7, "♥")])
def test_contract_constructor_refuses_impossible(level, suit):
    with pytest.raises(ContractError):
        Contract(level, suit)


def test_bidding_order():
    names = [str(bid) for bid in BIDS]
    assert names == [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "misere",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "10H",
        "10NT",
    ]
    assert [bid.rank for bid in BIDS] == list(range(26))
    assert parse_bid("8NT").rank < MISERE.rank < parse_bid("9S").rank
    assert MISERE.rank == 15


def test_contract_order_is_the_bidding_order():
    contracts = [bid for bid in BIDS if isinstance(bid, Contract)]
    assert sorted(reversed(contracts), key=lambda c: c.rank) == contracts
    assert parse_bid("6NT") < parse_bid("7S")


@pytest.mark.parametrize(
    "text, symbol",
    [
        ("6S", "6♠"),
        ("7C", "7♣"),
        ("8D", "8♦"),
        ("9H", "9♥"),
        ("10NT", "10NT"),
        ("6NT", "6NT"),
    ],
)
def test_symbols(text, symbol):
    assert parse_bid(text).symbol == symbol
    assert parse_bid(symbol) == parse_bid(text)  # a symbol reads back


def test_misere_symbol_and_text():
    assert MISERE.symbol == "misère"
    assert str(MISERE) == "misere"
    assert parse_bid(MISERE.symbol) is MISERE
    assert parse_bid(str(MISERE)) is MISERE


@pytest.mark.parametrize("level, price, obligation", [(6, 2, 4), (7, 4, 2), (8, 6, 1), (9, 8, 1), (10, 10, 1)])
def test_prices_and_obligations(level, price, obligation):
    for suit in SUITS:
        contract = Contract(level, suit)
        assert contract.price == price
        assert contract.obligation == obligation


def test_contracts_are_values():
    assert parse_bid("7ч") == parse_bid("7♥") == Contract(7, "H")
    assert hash(parse_bid("7ч")) == hash(Contract(7, "H"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        Contract(7, "H").level = 8  # type: ignore[misc]


@pytest.mark.parametrize(
    "calls, conceded, played",
    [
        (("whist", "pass"), False, True),
        (("whist", "whist"), False, True),
        (("pass", "whist"), False, True),
        (("pass", "pass"), False, False),
        (("pass", "half-whist"), False, False),
        (("whist", "pass"), True, False),
        (("whist", "half-whist"), False, True),  # d1 took the whist back (RULES §11.5)
    ],
)
def test_which_hands_are_played_out(calls, conceded, played):
    from prefcount.ledger import was_played

    assert was_played(calls, conceded) is played
