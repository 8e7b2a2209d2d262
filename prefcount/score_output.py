"""What ``prefcount score`` prints: the sheet and the settlement as a table or as the JSON of FORMAT.md, and
the what-if comparison (``--as``/``--set``) as a table or JSON. Pure text: no Qt, no ReportLab."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prefcount.ledger import Comparison, Convention, Game, Settlement, Sheet, Standing


def convention_name(convention: Convention, players: int) -> str:
    """``leningrad``, ``leningrad (changed)`` when a rule that matters to ``players`` (not the stake) differs
    from the preset, or ``custom``."""
    from prefcount.ledger.conventions import rules_changed

    if not convention.preset:
        return "custom"
    return convention.preset + (" (changed)" if rules_changed(convention, players) else "")


def _standing_json(standings: list[Standing]) -> dict[str, Any]:
    from prefcount.ledger import format_money

    return {
        "pulya": [_number(s.pulya) for s in standings],
        "gora": [_number(s.gora) for s in standings],
        "net_whists": [_number(s.net_whists) for s in standings],
        "net_whists_exact": [_fraction_text(s.net_whists) for s in standings],
        "rounded_whists": [s.rounded_whists for s in standings],
        "money": [format_money(s.money_cents) for s in standings],
    }


def what_if_json(comparison: Comparison) -> dict[str, Any]:
    """The ``prefcount score FILE --as … --set … --json`` object (README: "What if")."""
    from prefcount.ledger import format_money
    from prefcount.ledger.conventions import file_value

    rows = comparison.rows
    return {
        "players": [row.name for row in rows],
        "changed": {
            key: {"own": file_value(own), "as": file_value(other)} for key, (own, other) in comparison.changed.items()
        },
        "own": {"convention": comparison.own_convention.to_dict(), **_standing_json([row.own for row in rows])},
        "as": {"convention": comparison.other_convention.to_dict(), **_standing_json([row.other for row in rows])},
        "difference": {
            "net_whists": [_number(row.net_difference) for row in rows],
            "net_whists_exact": [_fraction_text(row.net_difference) for row in rows],
            "money": [format_money(row.money_difference_cents) for row in rows],
        },
    }


def what_if_table(comparison: Comparison) -> str:
    """The game's own result and the other convention's, side by side, as plain text."""
    from prefcount.ledger import describe_value, format_amount, format_money

    own, other = comparison.own_convention, comparison.other_convention
    n = len(comparison.rows)
    lines = [f"What if: {convention_name(own, n)} as played, and as {convention_name(other, n)}"]
    changed = comparison.changed
    if changed:
        lines.append(
            "Changed: "
            + "; ".join(f"{key} {describe_value(key, a)} → {describe_value(key, b)}" for key, (a, b) in changed.items())
        )
    else:
        lines.append("Changed: nothing — the same convention")
    rows = [["", "pulya", "as", "gora", "as", "net whists", "as", "difference", "money", "as", "difference"]]
    for row in comparison.rows:
        rows.append(
            [
                row.name,
                format_amount(row.own.pulya),
                format_amount(row.other.pulya),
                format_amount(row.own.gora),
                format_amount(row.other.gora),
                str(row.own.rounded_whists),
                str(row.other.rounded_whists),
                format_amount(row.net_difference, signed=True),
                format_money(row.own.money_cents),
                format_money(row.other.money_cents),
                format_money(row.money_difference_cents, signed=True),
            ]
        )
    lines += ["", _table(rows)]
    return "\n".join(lines)


# -- JSON (FORMAT.md) --------------------------------------------------------------


def _number(value: Any) -> int | float:
    """Whole numbers as JSON integers; others as decimals rounded to four places (exact ones go beside)."""
    if type(value) is int:
        return value
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    decimal = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.0001"), ROUND_HALF_EVEN)
    return float(decimal)


def score_json_text(sheet: Sheet, settlement: Settlement) -> str:
    """The ``prefcount score --json`` text of FORMAT.md: one key a line and one hand a line.

    Amounts are written by json's C encoder (exact fractions through :func:`_number`).
    """
    from prefcount.ledger import format_money

    dumps = json.JSONEncoder(ensure_ascii=False, default=_number).encode  # one encoder for the thousands of hands

    head = {"players": list(sheet.players), "pulya": sheet.pulya, "gora": sheet.gora, "whists": sheet.whists}
    settled = {
        "net_whists": settlement.net,
        "net_whists_exact": [_fraction_text(v) for v in settlement.net],
        "rounded_whists": settlement.rounded_whists,
        "money": [format_money(cents) for cents in settlement.money_cents],
    }
    lines = [f" {dumps(key)}: {dumps(value)}" for key, value in head.items()]
    hands = ",\n".join(f"  {line}" for line in _per_hand(sheet, dumps))
    lines.append(f' "per_hand": [\n{hands}\n ]' if hands else ' "per_hand": []')
    lines.append(f' "settlement": {dumps(settled)}')
    return "{\n" + ",\n".join(lines) + "\n}"


def _per_hand(sheet: Sheet, dumps: Callable[[Any], str]) -> Iterator[str]:
    """Each hand's change to every zone as one JSON object (``HandResult``'s ``pulya``, ``gora``, ``whists``)."""
    for result in sheet.hands:
        pulya, gora, whists = result.changes()
        yield dumps({"pulya": pulya, "gora": gora, "whists": whists})


def _fraction_text(value: Fraction) -> str:
    return str(Fraction(value))


# -- the readable table ---------------------------------------------------------------


def _table(rows: list[list[str]], right_from: int = 1) -> str:
    widths = [max(len(row[col]) for row in rows) for col in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.ljust(widths[col]) if col < right_from else cell.rjust(widths[col]) for col, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def score_table(game: Game, sheet: Sheet, settlement: Settlement) -> str:
    """The sheet and the settlement as plain text."""
    from prefcount.ledger import format_amount, format_marks, format_money

    c = game.convention
    players = sheet.players
    n = sheet.n
    title = game.title or "prefcount"
    preset = convention_name(c, n)
    lines = [f"{title} — {preset}, target {c.pulya_target}, whist price {c.whist_price}, {len(game.hands)} hands", ""]

    rows = [["", "pulya", "gora", *[f"whists on {name}" for name in players]]]
    for i, name in enumerate(players):
        rows.append(
            [
                name,
                format_amount(sheet.pulya[i]),
                format_amount(sheet.gora[i]),
                *["—" if i == j else format_amount(sheet.whists[i][j]) for j in range(n)],
            ]
        )
    lines += [_table(rows), "", "As written on the sheet:"]
    for i, name in enumerate(players):
        lines.append(
            f"  {name}: pulya {format_marks(sheet.pulya_marks(i)) or '—'}; "
            f"gora {format_marks(sheet.gora_marks(i)) or '—'}"
        )
        for j in range(n):
            if j != i and sheet.whist_marks(i, j):
                lines.append(f"      whists on {players[j]}: {format_marks(sheet.whist_marks(i, j))}")

    if sheet.hands:
        from prefcount.ledger import ReasonKind
        from prefcount.words import hand_label

        # the entries of RULES §9 are named under the hand, so a table sees where each number came from
        named = {
            ReasonKind.PRIKUP_1,
            ReasonKind.PRIKUP_2,
            ReasonKind.PRIKUP_3,
            ReasonKind.DEALER_WHIST,
            ReasonKind.REMIZ_WHISTS,
            ReasonKind.RASPASY_AMNESTY,
            ReasonKind.RASPASY_DEALER,
            ReasonKind.RASPASY_ZERO_GORA,
        }
        lines += ["", "Hands:"]
        for result in sheet.hands:
            hand = result.hand
            title = hand_label(hand, result.raspasy_k, n)
            if result.dealer is not None:
                title = f"{players[result.dealer]} deals, " + (
                    f"{players[hand.declarer]} {title}" if hasattr(hand, "declarer") else title
                )
            lines.append(f"  {result.index + 1}. {title}: {result.summary(players)}")
            present = {entry.reason.kind for entry in result.entries}
            reasons = [kind for kind in ReasonKind if kind in named and kind in present]
            if reasons:
                lines.append("       " + "; ".join(kind.value for kind in reasons))

    lines += ["", "Settlement" + ("" if sheet.is_over else " (if the game stopped now)") + ":"]
    rows = [["", "effective gora", "amnesty", "net whists", "exact", "money"]]
    for i, name in enumerate(players):
        rows.append(
            [
                name,
                format_amount(settlement.effective_gora[i]),
                format_amount(settlement.amnesty[i]),
                str(settlement.rounded_whists[i]),
                str(settlement.net[i]),
                format_money(settlement.money_cents[i]),
            ]
        )
    lines.append(_table(rows))
    lines += ["", "Pairwise (row's balance against column, whists):"]
    rows = [["", *players]]
    for i, name in enumerate(players):
        rows.append([name, *["—" if i == j else format_amount(settlement.pairwise[i][j]) for j in range(n)]])
    lines.append(_table(rows))
    lines += ["", "Payments:"]
    if settlement.payments:
        lines += [f"  {players[p.payer]} pays {players[p.payee]} {format_money(p.cents)}" for p in settlement.payments]
    else:
        lines.append("  nobody owes anything")
    if sheet.is_over:
        lines += [
            "",
            "The game is over: every pulya is closed." if c.end_condition == "all_closed" else "The game is over.",
        ]
    return "\n".join(lines)
