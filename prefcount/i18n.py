"""Translations through Qt Linguist, for the app, the PDF sheets and the ledger's messages.

Each area keeps its own ``prefcount/resources/translations/<area>_<lang>.ts`` (``ledger``,
``report``, ``ui``); the compiled ``.qm`` files ship in the package. The ledger
itself never imports Qt: it marks its strings with a no-op
``QT_TRANSLATE_NOOP("ledger", ...)`` and callers pass them through
:func:`translate`. Only QtCore is used here, and only once a language is set or
looked up, so the command line needs no display and ``prefcount score`` no Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefcount.paths import resource_path

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

#: The languages the UI and the sheets speak; Russian is the default.
LANGUAGES: dict[str, str] = {"ru": "Русский", "uk": "Українська", "en": "English"}
DEFAULT_LANGUAGE = "ru"

_translators: list[QTranslator] = []
_language = "en"


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # noqa: N802 - for lupdate
    """Mark ``text`` for translation in ``context`` (with Qt's ``disambiguation``, if any) without translating it."""
    return text


def system_language() -> str:
    """The system locale's language if we speak it, else Russian."""
    from PySide6.QtCore import QLocale

    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else DEFAULT_LANGUAGE


def current_language() -> str:
    return _language


def set_language(language: str) -> None:
    """Load every ``*_<language>.qm`` and install it in the running Qt application, if any.

    English is the source language: it needs no file.
    """
    from PySide6.QtCore import QCoreApplication, QTranslator

    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            app.removeTranslator(old)
    _translators.clear()
    if language != "en":
        folder = resource_path("translations")
        for qm in sorted(folder.glob(f"*_{language}.qm")):
            translator = QTranslator()
            if translator.load(str(qm)):
                _translators.append(translator)
                if app is not None:
                    app.installTranslator(translator)
    _language = language


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (``text`` itself when no translation exists)."""
    for translator in _translators:
        found = translator.translate(context, text, disambiguation, n)
        if found:
            return found
    return text
