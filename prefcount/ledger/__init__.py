"""The ledger: every scoring rule of preferans, in pure Python (no Qt, no ReportLab).

Hands go in, the sheet and the settlement come out; the app, the PDF sheets
and the command line only ask. See docs/RULES.md for the rules it implements.
"""

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from prefcount.ledger.conventions import (
    GROUPS,
    OPTIONS,
    PRESETS,
    Convention,
    OptionGroup,
    OptionInfo,
    changed_options,
    convention_from_dict,
    groups_for,
)
from prefcount.ledger.errors import (
    QT_TRANSLATE_NOOP,
    ContractError,
    ConventionError,
    FileFormatError,
    ForeignFileError,
    HandError,
    LedgerError,
    NewerFileError,
    PlayersError,
)
from prefcount.ledger.game import (
    CURRENCY_LENGTH,
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_ID,
    Game,
    check_players,
    new_game_id,
)
from prefcount.ledger.hands import (
    BIDS,
    MISERE,
    AdjustmentHand,
    Call,
    Contract,
    GameHand,
    Hand,
    HandKind,
    MisereHand,
    RaspasyHand,
    active_seats,
    defenders,
    parse_bid,
    trick_seats,
    was_played,
)
from prefcount.ledger.scoring import HandRemark, Reason, ReasonKind, Remark, SheetEntry, Zone, ZoneRef, format_amount
from prefcount.ledger.settlement import Payment, Settlement, format_money, gora_divisor, round_to_sum, settle
from prefcount.ledger.sheet import HandResult, Mark, Sheet, score
from prefcount.ledger.validation import Problem, ProblemCode, validate_hand

if TYPE_CHECKING:
    from prefcount.ledger.whatif import Comparison, Row, Standing, variant, what_if

#: The what-if comparison (:mod:`prefcount.ledger.whatif`), imported when first asked for (:func:`__getattr__`):
#: reading and scoring a game, as ``prefcount score`` does, never needs it.
_WHAT_IF = frozenset({"Comparison", "Row", "Standing", "variant", "what_if"})


def __getattr__(name: str) -> Any:
    if name in _WHAT_IF:
        from prefcount.ledger import whatif

        return getattr(whatif, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def format_marks(marks: Iterable[Mark]) -> str:
    """Running totals the paper way: ``2.4.10``."""
    return ".".join(format_amount(mark.value) for mark in marks)


__all__ = [
    "GROUPS",
    "OPTIONS",
    "PRESETS",
    "Convention",
    "OptionGroup",
    "OptionInfo",
    "changed_options",
    "convention_from_dict",
    "groups_for",
    "ContractError",
    "ConventionError",
    "FileFormatError",
    "ForeignFileError",
    "NewerFileError",
    "HandError",
    "LedgerError",
    "PlayersError",
    "QT_TRANSLATE_NOOP",
    "FORMAT_NAME",
    "CURRENCY_LENGTH",
    "MAX_ID",
    "new_game_id",
    "FORMAT_VERSION",
    "Game",
    "check_players",
    "BIDS",
    "MISERE",
    "AdjustmentHand",
    "Call",
    "Contract",
    "GameHand",
    "Hand",
    "HandKind",
    "MisereHand",
    "RaspasyHand",
    "active_seats",
    "defenders",
    "parse_bid",
    "trick_seats",
    "was_played",
    "SheetEntry",
    "HandRemark",
    "Remark",
    "Reason",
    "ReasonKind",
    "Zone",
    "ZoneRef",
    "format_amount",
    "Payment",
    "Settlement",
    "format_money",
    "round_to_sum",
    "settle",
    "gora_divisor",
    "HandResult",
    "Mark",
    "Sheet",
    "score",
    "format_marks",
    "Problem",
    "ProblemCode",
    "validate_hand",
    "Comparison",
    "Row",
    "Standing",
    "variant",
    "what_if",
]
