"""The status lines under the window title (and on the phones' page): the next hand and its dealer, the raspasy
run, who has closed, whether the game is over. Qt-free (the translators aside): all of it asks the ledger's sheet."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple

from prefcount.words.i18n import translate

if TYPE_CHECKING:
    from prefcount.ledger import Sheet


def raspasy_text(sheet: Sheet) -> str:
    """The raspasy run as the convention counts it: how many in a row, what the next one costs,
    the exit minimum, and whether a game just left the run open (all from the ledger)."""
    from prefcount.ledger.scoring import raspasy_price, raspasy_step  # (the window paints before the ledger loads)

    k = sheet.raspasy_run
    if not k:
        return ""
    convention = sheet.convention
    following = k + 1
    line = translate("Status", "Raspasy in a row: {k}.").format(k=k)
    price = raspasy_price(convention, following)
    if convention.raspasy_scoring == "gora":
        cost = translate("Status", "Next raspasy: step ×{step}, {price} gora a trick.")
    else:
        cost = translate("Status", "Next raspasy: step ×{step}, {price} whists a trick.")
    line += " " + cost.format(step=raspasy_step(convention, following), price=price)
    if sheet.exit_minimum:
        line += " " + translate("Status", "Exit from raspasy: {level} or higher.").format(level=sheet.exit_minimum)
    if sheet.run_left_open:
        line += " " + translate("Status", "The last game did not end the run: it stays open.")
    return line


class StatusLine(NamedTuple):
    """One line of the status: what it is about (``next``, ``raspasy``, ``closed`` or ``over``) and its words."""

    kind: str
    text: str


def status_lines(sheet: Sheet, players: Sequence[str], first_dealer: int | None = None) -> list[StatusLine]:
    """The next hand and its dealer, the raspasy run, who has closed, and whether the game is over.

    ``first_dealer``: who deals hand 1 of a game with no hand yet (the sheet cannot know)."""
    lines = []
    dealer = first_dealer if first_dealer is not None and not sheet.hands else sheet.next_dealer
    if dealer is not None:  # the hand to come, who deals it, and how many were dealt
        lines.append(
            StatusLine(
                "next",
                translate("Status", "Hand {number}: {name} deals ({count} dealt so far).").format(
                    number=len(sheet.hands) + 1, name=players[dealer], count=sheet.deals
                ),
            )
        )
    raspasy = raspasy_text(sheet)
    if raspasy:
        lines.append(StatusLine("raspasy", raspasy))
    closed = [players[seat] for seat in range(len(players)) if sheet.closed(seat)]
    if closed:
        lines.append(
            StatusLine("closed", translate("Status", "Closed the pulya: {names}.").format(names=", ".join(closed)))
        )
    if sheet.is_over:
        lines.append(StatusLine("over", translate("Status", "The game is over — settle up, or keep playing.")))
    return lines


def status_text(
    sheet: Sheet, players: Sequence[str], first_dealer: int | None = None, leave_out: Collection[str] = ()
) -> str:
    """The window's status: :func:`status_lines`, one a line, but for the kinds in ``leave_out``."""
    lines = status_lines(sheet, players, first_dealer)
    return "\n".join(line.text for line in lines if line.kind not in leave_out)
