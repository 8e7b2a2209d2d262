"""The environment of a process started with the locale a user would have (imported as ``locale_helpers``)."""

import os

#: The variables that say a Unix system's language (LANGUAGE comes first, for prefcount and for Qt alike).
LOCALE_VARIABLES = ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE")


def with_locale(locale: dict[str, str] | None = None) -> dict[str, str]:
    """This process's environment without its locale variables, and ``locale`` set instead."""
    env = {key: value for key, value in os.environ.items() if key not in LOCALE_VARIABLES}
    return {**env, **(locale or {})}
