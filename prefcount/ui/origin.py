"""Where a number on the sheet came from: the ledger's own reasons, hand by hand."""

from __future__ import annotations

from prefcount.i18n import translate


def zone_entries(sheet, ref) -> list:
    """Every entry written into the zone ``ref`` (("pulya", seat), ("whists", seat, on), ...)."""
    if not ref or ref[0] not in ("pulya", "gora", "whists"):
        return []
    zone, seat = ref[0], ref[1]
    return sheet.entries_for(zone, seat, ref[2] if zone == "whists" else None)


def zone_title(ref, players) -> str:
    zone, seat = ref[0], ref[1]
    if zone == "pulya":
        return translate("Origin", "{name}'s pulya").format(name=players[seat])
    if zone == "gora":
        return translate("Origin", "{name}'s gora").format(name=players[seat])
    return translate("Origin", "Whists {name} wrote on {on}").format(name=players[seat], on=players[ref[2]])


def zone_origin(sheet, ref, players) -> str:
    """A few lines: the zone, then each entry's reason."""
    if not ref or ref[0] not in ("pulya", "gora", "whists"):
        return ""
    entries = zone_entries(sheet, ref)
    lines = [zone_title(ref, players) + ":"]
    if not entries:
        lines.append(translate("Origin", "nothing written yet"))
    lines += ["• " + entry.describe(list(players), translate) for entry in entries]
    return "\n".join(lines)


def hand_origin(sheet, index: int, players) -> str:
    """What hand ``index`` wrote, entry by entry."""
    result = sheet.hands[index]
    lines = [translate("Origin", "Hand {number}:").format(number=index + 1)]
    lines += ["• " + entry.describe(list(players), translate) for entry in result.entries]
    lines += ["⚠ " + warning.translated(translate) for warning in result.warnings]
    return "\n".join(lines)
