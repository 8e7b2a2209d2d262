"""Where a number on the sheet came from: the ledger's own reasons, hand by hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.layout import Ref
    from prefcount.ledger import Sheet, SheetEntry, ZoneRef


def sheet_zone(ref: Ref) -> ZoneRef | None:
    """The ledger's :class:`~prefcount.ledger.ZoneRef` for a zone of the drawn pulka (``("pulya", seat)``,
    ``("whists", seat, on)`` …), or None for anything else (the target)."""
    from prefcount.ledger import Zone, ZoneRef  # a zone clicked on a sheet: the ledger is loaded

    if not ref or ref[0] not in tuple(Zone):
        return None
    zone = Zone(ref[0])
    return ZoneRef(zone, int(ref[1]), int(ref[2]) if zone is Zone.WHISTS else None)


def zone_entries(sheet: Sheet, ref: Ref) -> list[SheetEntry]:
    """Every entry written into the zone ``ref`` (("pulya", seat), ("whists", seat, on), ...)."""
    zone = sheet_zone(ref)
    if zone is None:
        return []
    return sheet.entries_for(zone.zone, zone.seat, zone.on)


def zone_title(ref: Ref, players: Sequence[str]) -> str:
    from prefcount.ledger import Zone

    zone = sheet_zone(ref)
    if zone is None:
        return ""
    if zone.zone is Zone.PULYA:
        return translate("Origin", "{name}'s pulya").format(name=players[zone.seat])
    if zone.zone is Zone.GORA:
        return translate("Origin", "{name}'s gora").format(name=players[zone.seat])
    assert zone.on is not None  # (a whists zone names whom they are written on)
    return translate("Origin", "Whists {name} wrote on {on}").format(name=players[zone.seat], on=players[zone.on])


def zone_origin(sheet: Sheet, ref: Ref, players: Sequence[str]) -> str:
    """A few lines: the zone, then each entry's reason."""
    if sheet_zone(ref) is None:
        return ""
    entries = zone_entries(sheet, ref)
    lines = [zone_title(ref, players) + ":"]
    if not entries:
        lines.append(translate("Origin", "nothing written yet"))
    lines += ["• " + entry.describe(list(players), translate) for entry in entries]
    return "\n".join(lines)


def hand_origin(sheet: Sheet, index: int, players: Sequence[str]) -> str:
    """What hand ``index`` wrote, entry by entry, then what it wrote for nobody (the ledger's remarks)."""
    result = sheet.hands[index]
    lines = [translate("Origin", "Hand {number}:").format(number=index + 1)]
    lines += ["• " + entry.describe(list(players), translate) for entry in result.entries]
    lines += ["• " + remark.describe(players, translate) for remark in sheet.remarks(index)]
    lines += ["⚠ " + warning.translated(translate) for warning in result.warnings]
    return "\n".join(lines)
