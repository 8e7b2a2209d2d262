"""What ``prefcount score`` prints: the sheet and the settlement as a table or as the JSON of FORMAT.md, and
the what-if comparison (``--as``/``--set``) as a table or JSON. Pure text: no Qt, no ReportLab.

The tables speak the command's language (context "cli", resources/translations/cli_*.ts; the ledger's phrases
in its own); the JSON is the same in every language. The presets keep the names ``--as`` takes."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from prefcount.cli.text import json_number, text_table
from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ledger import Comparison, Convention, Game, Settlement, Sheet, Standing


def convention_name(convention: Convention, players: int) -> str:
    """``leningrad``, ``leningrad (changed)`` when a rule that matters to ``players`` (not the stake) differs
    from the preset, or ``custom``."""
    from prefcount.ledger.conventions import rules_changed

    if not convention.preset:
        return translate("cli", "custom")
    return convention.preset + (translate("cli", " (changed)") if rules_changed(convention, players) else "")


def _standing_json(standings: list[Standing]) -> dict[str, Any]:
    from prefcount.ledger import format_money

    return {
        "pulya": [json_number(s.pulya) for s in standings],
        "gora": [json_number(s.gora) for s in standings],
        "net_whists": [json_number(s.net_whists) for s in standings],
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
            "net_whists": [json_number(row.net_difference) for row in rows],
            "net_whists_exact": [_fraction_text(row.net_difference) for row in rows],
            "money": [format_money(row.money_difference_cents) for row in rows],
        },
    }


def what_if_table(comparison: Comparison) -> str:
    """The game's own result and the other convention's, side by side, as plain text."""
    from prefcount.ledger import format_amount, format_money
    from prefcount.words.options import describe_value

    own, other = comparison.own_convention, comparison.other_convention
    n = len(comparison.rows)
    what_if = translate("cli", "What if: {own} as played, and as {other}")
    lines = [what_if.format(own=convention_name(own, n), other=convention_name(other, n))]
    changed = comparison.changed
    if changed:
        lines.append(
            translate("cli", "Changed: {changes}").format(
                changes="; ".join(
                    f"{key} {describe_value(key, a, translate)} → {describe_value(key, b, translate)}"
                    for key, (a, b) in changed.items()
                )
            )
        )
    else:
        lines.append(translate("cli", "Changed: nothing — the same convention"))
    pulya, gora, whists = translate("cli", "pulya"), translate("cli", "gora"), translate("cli", "net whists")
    money, as_, difference = translate("cli", "money"), translate("cli", "as"), translate("cli", "difference")
    rows = [["", pulya, as_, gora, as_, whists, as_, difference, money, as_, difference]]
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
    lines += ["", text_table(rows)]
    return "\n".join(lines)


# -- JSON (FORMAT.md) --------------------------------------------------------------


def score_json_text(sheet: Sheet, settlement: Settlement) -> str:
    """The ``prefcount score --json`` text of FORMAT.md: one key a line and one hand a line.

    Amounts are written by json's C encoder (exact fractions through :func:`json_number`).
    """
    from prefcount.ledger import format_money

    dumps = json.JSONEncoder(ensure_ascii=False, default=json_number).encode  # one encoder for the thousands of hands

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


def score_table(game: Game, sheet: Sheet, settlement: Settlement) -> str:
    """The sheet and the settlement as plain text: the zones, the running totals, the hands, the settlement
    and who pays whom."""
    convention = game.convention
    head = translate("cli", "{title} — {preset}, target {target}, whist price {price}, {hands} hands").format(
        title=game.title or "prefcount",
        preset=convention_name(convention, sheet.n),
        target=convention.pulya_target,
        price=convention.whist_price,
        hands=len(game.hands),
    )
    lines = [head, "", _zones_table(sheet), "", translate("cli", "As written on the sheet:")]
    lines += _marks_lines(sheet)
    if sheet.hands:
        lines += ["", translate("cli", "Hands:"), *_hand_lines(sheet)]
    if sheet.is_over:
        when = translate("cli", "Settlement:")
    else:
        when = translate("cli", "Settlement (if the game stopped now):")
    if settlement.open_pulya_left_out:  # RULES §12.3
        when = translate("cli", "{settlement} — the unfinished pulya is left out, as the convention says:").format(
            settlement=when.removesuffix(":")
        )
    lines += ["", when]
    lines += _settlement_lines(sheet, settlement)
    if sheet.is_over:
        closed = convention.end_condition == "all_closed"
        over = translate("cli", "The game is over: every pulya is closed.") if closed else None
        lines += ["", over or translate("cli", "The game is over.")]
    return "\n".join(lines)


def _zones_table(sheet: Sheet) -> str:
    """Each player's pulya, gora and the whists he wrote on each other player."""
    from prefcount.ledger import format_amount

    players = sheet.players
    whists_on = translate("cli", "whists on {name}")
    rows = [
        ["", translate("cli", "pulya"), translate("cli", "gora"), *[whists_on.format(name=name) for name in players]]
    ]
    for seat, name in enumerate(players):
        whists = ["—" if seat == on else format_amount(sheet.whists[seat][on]) for on in range(sheet.n)]
        rows.append([name, format_amount(sheet.pulya[seat]), format_amount(sheet.gora[seat]), *whists])
    return text_table(rows)


def _marks_lines(sheet: Sheet) -> list[str]:
    """The running totals as paper writes them: ``pulya 2.6.10; gora 4.12``, whists on each other player."""
    from prefcount.ledger import format_marks

    players, lines = sheet.players, []
    zones, whists = (
        translate("cli", "{name}: pulya {pulya}; gora {gora}"),
        translate("cli", "whists on {name}: {marks}"),
    )
    for seat, name in enumerate(players):
        pulya, gora = format_marks(sheet.pulya_marks(seat)) or "—", format_marks(sheet.gora_marks(seat)) or "—"
        lines.append("  " + zones.format(name=name, pulya=pulya, gora=gora))
        for on in range(sheet.n):
            if on != seat and sheet.whist_marks(seat, on):
                marks = format_marks(sheet.whist_marks(seat, on))
                lines.append("      " + whists.format(name=players[on], marks=marks))
    return lines


def _hand_lines(sheet: Sheet) -> list[str]:
    """Every hand with what it wrote; the entries of RULES §9 and §12 named under it, and what §12 wrote for
    nobody, so a table sees where each number came from."""
    from prefcount.ledger import ReasonKind
    from prefcount.words.hands import hand_label

    named = {
        ReasonKind.PRIKUP_1,
        ReasonKind.PRIKUP_2,
        ReasonKind.PRIKUP_3,
        ReasonKind.DEALER_WHIST,
        ReasonKind.REMIZ_WHISTS,
        ReasonKind.RASPASY_AMNESTY,
        ReasonKind.RASPASY_DEALER,
        ReasonKind.RASPASY_ZERO_GORA,
        ReasonKind.WHOLE_SHORTFALL,
        ReasonKind.FEWER_PAYS,
        ReasonKind.SHORTFALL_TIE,
        ReasonKind.OWN_TRICKS,
        ReasonKind.RASPASY_ZERO_WRITE_OFF,
    }
    players, lines = sheet.players, []
    for result in sheet.hands:
        hand = result.hand
        title = hand_label(hand, result.raspasy_k, sheet.n)
        if result.dealer is not None:
            title = translate("cli", "{dealer} deals, {hand}").format(
                dealer=players[result.dealer],
                hand=f"{players[hand.declarer]} {title}" if hasattr(hand, "declarer") else title,
            )
        lines.append(f"  {result.index + 1}. {title}: {result.summary(players, translate)}")
        present = {entry.reason.kind for entry in result.entries}
        said = [translate("ledger", kind.value) for kind in ReasonKind if kind in named and kind in present]
        said += [remark.describe(players, translate) for remark in sheet.remarks(result.index)]
        if said:
            lines.append("       " + "; ".join(said))
    return lines


def _settlement_lines(sheet: Sheet, settlement: Settlement) -> list[str]:
    """RULES §5: effective gora, amnesty and nets; the pairwise balances; the payments."""
    from prefcount.ledger import format_amount, format_money

    players, n = sheet.players, sheet.n
    rows = [
        [
            "",
            translate("cli", "effective gora"),
            translate("cli", "amnesty"),
            translate("cli", "net whists"),
            translate("cli", "exact"),
            translate("cli", "money"),
        ]
    ]
    for seat, name in enumerate(players):
        rows.append(
            [
                name,
                format_amount(settlement.effective_gora[seat]),
                format_amount(settlement.amnesty[seat]),
                str(settlement.rounded_whists[seat]),
                str(settlement.net[seat]),
                format_money(settlement.money_cents[seat]),
            ]
        )
    lines = [text_table(rows), "", translate("cli", "Pairwise (row's balance against column, whists):")]
    rows = [["", *players]]
    for seat, name in enumerate(players):
        rows.append([name, *["—" if seat == on else format_amount(settlement.pairwise[seat][on]) for on in range(n)]])
    lines += [text_table(rows), "", translate("cli", "Payments:")]
    payments, pays = settlement.payments, translate("cli", "{payer} pays {payee} {amount}")
    lines += [
        "  " + pays.format(payer=players[pay.payer], payee=players[pay.payee], amount=format_money(pay.cents))
        for pay in payments
    ]
    return lines if payments else [*lines, "  " + translate("cli", "nobody owes anything")]
