"""The shapes both printing commands give their figures (``prefcount score``, ``prefcount stats``)."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from prefcount.cli.text import json_number, text_table


@pytest.mark.parametrize(
    ("value", "written"),
    [
        (7, 7),
        (-3, -3),
        (Fraction(12, 4), 3),
        (Fraction(1, 3), 0.3333),
        (Fraction(-2, 3), -0.6667),
        (Fraction(1, 20000), 0.0000),  # half-even: 0.00005 goes to the even 0.0000
        (Fraction(3, 20000), 0.0002),  # and 0.00015 to 0.0002
        (Fraction(101, 8), 12.625),
    ],
)
def test_an_amount_is_a_whole_json_integer_or_four_places(value, written):
    number = json_number(value)
    assert number == written and type(number) is type(written)
    assert json.loads(json.dumps(number)) == written


def test_the_table_aligns_names_left_and_figures_right_with_no_trailing_spaces():
    rows = [["", "pulya", "gora"], ["Аня", "12", "4"], ["Борис", "0", "120"]]
    assert text_table(rows).splitlines() == [
        "       pulya  gora",
        "Аня       12     4",
        "Борис      0   120",
    ]


def test_it_loads_nothing_the_score_command_does_not_need():
    code = "import sys, prefcount.cli.text; print(' '.join(sorted(sys.modules)))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert not [name for name in loaded if name.startswith(("PySide6", "reportlab", "prefcount.ledger", "numpy"))]
