"""Money and prices as the player reads them, on screen and on paper alike: «0,50 ₽» in Russian, «0.50 €» in English.

Numbers follow the language of the moment (a decimal comma in Russian and
Ukrainian); the currency is the game's own, or the usual one of the language
when the game names none. The ledger keeps money exact and language-free; only
these functions dress it up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefcount.words.i18n import current_language

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

    from prefcount.ledger import Game

#: The currency shown when a game names none: what the language's players usually pay in.
DEFAULT_CURRENCY = {"ru": "₽", "uk": "₴", "en": ""}
#: The decimal sign of each language (as Qt's locales have it), known here so a PDF is printed without Qt.
DECIMAL_POINT = {"ru": ",", "uk": ",", "en": "."}
#: What a game may be settled in (the "" is no currency at all).
CURRENCIES = ("₽", "₴", "€", "$", "")


def decimal_point(language: str | None = None) -> str:
    """ "," in Russian and Ukrainian, "." in English."""
    return DECIMAL_POINT.get(language or current_language(), ".")


def default_currency(language: str | None = None) -> str:
    return DEFAULT_CURRENCY.get(language or current_language(), "")


def game_currency(game: Game, default: str | None = None) -> str:
    """The currency a game is settled in: its own; when it names none, ``default`` or the language's usual one."""
    if game.currency is not None:
        return str(game.currency)
    return default_currency() if default is None else default


def decimal_text(value: Fraction | float, places: int) -> str:
    """A figure that is not money (whists, tricks) with ``places`` decimals: ``8.333`` → ``"8,33"`` in Russian."""
    return f"{float(value):.{places}f}".replace(".", decimal_point())


def with_currency(number: str, currency: str) -> str:
    return f"{number} {currency}" if currency else number


def money_text(cents: int | Fraction, currency: str = "", signed: bool = False) -> str:
    """Cents as money: ``-6900`` → ``"-69,00 ₽"`` (Russian) or ``"-69.00"`` (English, no currency);
    ``signed`` writes a gain as ``"+12,50"``.

    Rounded to the cent as :func:`prefcount.ledger.format_money` does (half to even): ``-16100/3`` →
    ``"-53,67"``. Machine output (``prefcount stats --json``, CSV) keeps the dot: ``format_money`` itself.
    """
    from prefcount.ledger.settlement import format_money  # here: the first paint does not need the ledger

    return with_currency(format_money(cents, signed).replace(".", decimal_point()), currency)


def price_text(price: Decimal | str, currency: str = "") -> str:
    """A whist price as the game has it: ``Decimal("0.5")`` → ``"0,5 ₽"``, ``Decimal("1")`` → ``"1 ₽"``."""
    from decimal import Decimal  # here, not at the top: the first paint does not need it

    return with_currency(format(Decimal(price), "f").replace(".", decimal_point()), currency)
