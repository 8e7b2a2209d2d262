"""Messages name what a file holds, but never at a length that floods a terminal or freezes a message box."""

import pytest

from prefcount.ledger import ConventionError, FileFormatError, HandError, convention_from_dict
from prefcount.ledger.errors import MAX_SHOWN, Phrase, brief, message_text
from prefcount.ledger.validation import Problem


def test_brief_cuts_long_text_in_the_middle_and_keeps_both_ends():
    path = "/home/аня/" + "пульки/" * 40 + "пятница.pulka"
    shown = brief(path)
    assert len(shown) == MAX_SHOWN
    assert shown.startswith("/home/аня/пульки/") and shown.endswith("/пятница.pulka") and "…" in shown
    assert brief("x" * MAX_SHOWN) == "x" * MAX_SHOWN


@pytest.mark.parametrize("value", [12, None, 3.5, ("a" * 500,), Phrase("p" * 500)])
def test_brief_leaves_other_values_and_phrases_as_they_are(value):
    assert brief(value) is value


def test_an_error_keeps_only_the_brief_field():
    error = FileFormatError("The key {key!r} is given twice", key="k" * 15_000_000)
    assert len(error.args_["key"]) == MAX_SHOWN
    assert len(str(error)) < MAX_SHOWN + 40
    assert len(error.translated(lambda context, text: text.replace("given twice", "дважды"))) < MAX_SHOWN + 40


def test_a_field_is_cut_as_shown_after_its_repr():
    """63 zero-width spaces pass brief() (63 characters), but {key!r} writes 378: the shown text is what is cut."""
    text = message_text("The key {key!r} is given twice", {"key": "\u200b" * 63})
    assert len(text) <= MAX_SHOWN + 30 and "…" in text
    assert message_text("Hand {hand}: {problem}", {"hand": 3, "problem": Phrase("p" * 500)}).endswith("p" * 500)


def test_every_template_is_filled_by_one_function_that_cuts():
    assert message_text("{a} and {b!r}", {"a": "a" * 1000, "b": "b" * 1000}).count("…") == 2
    problem = Problem("error", "tricks_total", "Tricks add up to {total}: {name}", {"total": 9, "name": "n" * 900})
    assert len(problem.translated()) < MAX_SHOWN + 40


def test_an_unknown_option_of_megabytes_is_named_shortly():
    with pytest.raises(ConventionError) as refused:
        convention_from_dict({"preset": "sochi", "overflow_" + "x" * 1_000_000: 1})
    assert "overflow_xxx" in str(refused.value) and len(str(refused.value)) < MAX_SHOWN + 60


def test_a_refused_hand_is_cut_too():
    problem = Problem("error", "tricks_total", "Tricks add up to {total}: {name}", {"total": 9, "name": "n" * 900})
    error = HandError(problem)
    assert len(error.translated()) < MAX_SHOWN + 40 and len(error.args_["name"]) == MAX_SHOWN
