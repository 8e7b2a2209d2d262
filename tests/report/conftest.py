"""Every report test starts in English (the source language) and leaves it so."""

import pytest

from prefcount.words.i18n import set_language


@pytest.fixture(autouse=True)
def english_by_default():
    """Each test starts in English (the source language) and leaves it so."""
    set_language("en")
    yield
    set_language("en")
