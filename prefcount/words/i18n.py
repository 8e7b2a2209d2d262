"""Translations through Qt Linguist, for the app, the PDF sheets and the ledger's messages.

Each area keeps its own ``resources/translations/<area>_<lang>.ts`` (``ledger``,
``report``, ``ui``); the compiled ``.qm`` files ship in the package. The ledger
itself never imports Qt: it marks its strings with a no-op
``QT_TRANSLATE_NOOP("ledger", ...)`` and callers pass them through
:func:`translate`. Only QtCore is used here, and only once a language is set or
looked up, so the command line needs no display and ``prefcount score`` no Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

#: The languages the UI and the sheets speak; each starts in the system's language (:func:`system_language`).
LANGUAGES: dict[str, str] = {"ru": "Русский", "uk": "Українська", "en": "English"}
#: The language of a system that speaks none of these (a C locale, German …).
FALLBACK_LANGUAGE = "en"

_translators: list[QTranslator] = []  # the current language's, installed
_loaded: dict[str, list[QTranslator]] = {}  # every language's loaded so far (see translators)
_language = "en"


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # for lupdate
    """Mark ``text`` for translation in ``context`` (with Qt's ``disambiguation``, if any) without translating it."""
    return text


def system_language() -> str:
    """The first of the system's languages that prefcount speaks (``LANGUAGE=de:ru`` gives Russian), else
    English (under a C or a German locale, say)."""
    from PySide6.QtCore import QLocale

    for name in QLocale.system().uiLanguages():
        language = name.split("-")[0].split("_")[0].lower()
        if language in LANGUAGES:
            return language
    return FALLBACK_LANGUAGE


def current_language() -> str:
    return _language


def set_language(language: str) -> None:
    """Load every ``*_<language>.qm`` and install it in the running Qt application, if any.

    English is the source language: it needs no file, and no Qt (``prefcount pdf --lang en`` loads none).
    """
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    if language == "en" and not _translators:
        _language = language
        return
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            app.removeTranslator(old)
    _translators.clear()
    for translator in translators(language):
        _translators.append(translator)
        if app is not None:
            app.installTranslator(translator)
    _language = language


def translators(language: str) -> list[QTranslator]:
    """The one loader of the translations: every ``*_<language>.qm`` that loads (none for English, the source
    language), loaded once a language and kept."""
    if language not in _loaded:
        found: list[QTranslator] = []
        if language != "en":
            from PySide6.QtCore import QTranslator

            from prefcount.files.paths import resource_path  # here: the command line's parser needs only LANGUAGES

            for qm in sorted(resource_path("translations").glob(f"*_{language}.qm")):
                translator = QTranslator()
                if translator.load(str(qm)):
                    found.append(translator)
        _loaded[language] = found
    return _loaded[language]


def translated_in(language: str, context: str, text: str) -> str:
    """``text`` as ``language`` says it, whatever language the app speaks now (``text`` itself when that
    language has no translation of it)."""
    for translator in translators(language):
        found = translator.translate(context, text)
        if found:
            return found
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (``text`` itself when no translation exists)."""
    for translator in _translators:
        found = translator.translate(context, text, disambiguation, n)
        if found:
            return found
    return text
