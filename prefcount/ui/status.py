"""The status lines under the window title: the next hand and its dealer, the raspasy run, who has closed."""

from __future__ import annotations

from prefcount.i18n import translate


def status_text(sheet, players, first_dealer: int | None = None) -> str:
    """``first_dealer``: who deals hand 1 of a game with no hand yet (the sheet cannot know)."""
    lines = []
    dealer = first_dealer if first_dealer is not None and not sheet.hands else sheet.next_dealer
    if dealer is not None:  # the hand to come, who deals it, and how many were dealt
        lines.append(
            translate("Status", "Hand {number}: {name} deals ({count} dealt so far).").format(
                number=len(sheet.hands) + 1, name=players[dealer], count=sheet.deals
            )
        )
    if sheet.raspasy_run:
        line = translate("Status", "Raspasy in a row: {k}.").format(k=sheet.raspasy_run)
        if sheet.exit_minimum:
            line += " " + translate("Status", "Exit from raspasy: {level} or higher.").format(level=sheet.exit_minimum)
        lines.append(line)
    closed = [players[seat] for seat in range(len(players)) if sheet.closed(seat)]
    if closed:
        lines.append(translate("Status", "Closed the pulya: {names}.").format(names=", ".join(closed)))
    if sheet.is_over:
        lines.append(translate("Status", "The game is over — settle up, or keep playing."))
    return "\n".join(lines)
