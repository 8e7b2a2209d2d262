"""The command line's parsers keep their own state (issue 29 §4): what one parser was given never changes what
another one cuts from its messages; and one rule, the ledger's, decides how a hidden character is shown."""

from __future__ import annotations

import pytest

from prefcount.cli import output
from prefcount.cli.main import build_parser
from prefcount.ledger import ConventionError, convention_from_dict
from prefcount.ledger.errors import visible


def test_a_parser_cuts_only_the_arguments_it_was_given(capsys):
    long = "x" * 300
    first = build_parser()
    with pytest.raises(SystemExit):
        first.parse_args(["blank", "--paper", long, "-o", "sheet.pdf"])
    assert "…" in capsys.readouterr().err  # the argument it was given, cut
    second = build_parser()  # another parser in the same process was given nothing
    with pytest.raises(SystemExit):
        second.error(f"a message that names {long}")
    assert f"a message that names {long}" in capsys.readouterr().err


@pytest.mark.parametrize("key", ["over\u200bflow", "over\nflow", "over\u202eflow", "over\u00a0flow", "over\x1bflow"])
def test_an_unknown_option_is_named_as_the_command_line_shows_any_text(key):
    with pytest.raises(ConventionError) as refused:
        convention_from_dict({"preset": "sochi", key: 1})
    assert f"'{visible(key)}'" in str(refused.value)
    assert output.visible(key) == visible(key) and "\\" in visible(key)
