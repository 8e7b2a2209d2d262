"""The printed hand log shows hearts and diamonds in red, like the app."""

from reportlab.lib import colors
from reportlab.lib.units import mm

from prefcount.files import gamefile
from prefcount.ledger import score
from prefcount.report.log import hand_log
from prefcount.report.pdf import styles
from prefcount.words.hands import RED_SUIT


def bid_colours(table) -> dict[str, set]:
    """Each bid cell's text and the colours its pieces are drawn in."""
    out: dict[str, set] = {}
    for row, cells in enumerate(table._cellvalues[1:], 1):
        cell = cells[3]
        if isinstance(cell, str):  # a plain string: drawn in its cell style's colour
            out.setdefault(cell, set()).add(colors.toColor(table._cellStyles[row][3].color).hexval())
            continue
        text = "".join(frag.text for frag in cell.frags)
        out.setdefault(text, set()).update(frag.textColor.hexval() for frag in cell.frags)
    return out


def test_red_suits_are_red_in_the_log(data_dir):
    sheet = score(gamefile.load(data_dir / "game-sochi-3p.json"))
    table = hand_log(sheet, styles(), 180 * mm)
    found = bid_colours(table)
    red = colors.HexColor(RED_SUIT).hexval()
    assert found["7♥"] == {red} and found["8♦"] == {red}
    assert red not in found["6♠"] and red not in found["6♣"]
