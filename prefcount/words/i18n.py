"""Translations through Qt Linguist, for the app, the PDF sheets and the ledger's messages.

Each area keeps its own ``resources/translations/<area>_<lang>.ts`` (``ledger``,
``report``, ``ui``); the compiled ``.qm`` files ship in the package. The ledger
itself never imports Qt: it marks its strings with a no-op
``QT_TRANSLATE_NOOP("ledger", ...)`` and callers pass them through
:func:`translate`, which reads the ``.qm`` files itself (:mod:`prefcount.words.qm`):
the command line speaks every language without Qt. The system's language is read
without Qt too, as Qt reads it. Where Qt already runs (the app), Qt reads the same
files instead, as ``QTranslator`` objects installed for Qt's own lookups (the forms),
and :func:`translate` asks them: one reading of the files either way.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from prefcount.words.qm import Catalogue, lookup, read_qm

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

#: The languages the UI and the sheets speak; each starts in the system's language (:func:`system_language`).
LANGUAGES: dict[str, str] = {"ru": "Русский", "uk": "Українська", "en": "English"}
#: The language of a system that speaks none of these (a C locale, German …).
FALLBACK_LANGUAGE = "en"

_translators: list[QTranslator] = []  # the current language's, installed in the running Qt application
_qt_loaded: dict[str, list[QTranslator]] = {}  # every language's Qt translators loaded so far (see translators)
_catalogues: dict[str, Catalogue] = {"en": {}}  # every language's messages read so far (see catalogue)
_language = "en"


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # for lupdate
    """Mark ``text`` for translation in ``context`` (with Qt's ``disambiguation``, if any) without translating it."""
    return text


def system_language() -> str:
    """The first of the system's languages that prefcount speaks (``LANGUAGE=de:ru`` gives Russian), else
    English (under a C or a German locale, say)."""
    for name in system_languages():
        language = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        if language in LANGUAGES:
            return language
    return FALLBACK_LANGUAGE


def system_languages() -> list[str]:
    """The user's languages, in their order, as Qt's ``QLocale.system().uiLanguages()`` finds them, without Qt:
    Windows' preferred UI languages, macOS's preferred languages, elsewhere ``LANGUAGE`` (a list) or else the
    locale of messages (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first that is set)."""
    if sys.platform == "win32":
        names = _windows_languages()
    elif sys.platform == "darwin":
        names = _mac_languages()
    else:
        names: list[str] = []
    if names:
        return names
    listed = os.environ.get("LANGUAGE", "")
    if listed:
        return [name for name in listed.split(":") if name]
    return [next((os.environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(name)), "C")]


def _windows_languages() -> list[str]:
    """``GetUserPreferredUILanguages``: ``["ru-RU", "en-US"]``."""
    import ctypes

    try:
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        count, size = ctypes.c_ulong(0), ctypes.c_ulong(0)
        mui_language_name = 0x8
        if not kernel32.GetUserPreferredUILanguages(mui_language_name, ctypes.byref(count), None, ctypes.byref(size)):
            return []
        buffer = ctypes.create_unicode_buffer(size.value)
        if not kernel32.GetUserPreferredUILanguages(mui_language_name, ctypes.byref(count), buffer, ctypes.byref(size)):
            return []
    except (AttributeError, OSError):
        return []
    return [name for name in ctypes.wstring_at(buffer, size.value).split("\0") if name]


def _mac_languages() -> list[str]:
    """``CFLocaleCopyPreferredLanguages``: ``["ru-RU", "en"]`` (System Settings → Language & Region)."""
    import ctypes
    import ctypes.util

    try:
        path = ctypes.util.find_library("CoreFoundation")
        if path is None:
            return []
        cf = ctypes.CDLL(path)
        cf.CFLocaleCopyPreferredLanguages.restype = ctypes.c_void_p
        cf.CFArrayGetCount.restype = ctypes.c_long
        cf.CFArrayGetCount.argtypes = [ctypes.c_void_p]
        cf.CFArrayGetValueAtIndex.restype = ctypes.c_void_p
        cf.CFArrayGetValueAtIndex.argtypes = [ctypes.c_void_p, ctypes.c_long]
        cf.CFStringGetCString.restype = ctypes.c_bool
        cf.CFStringGetCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_long, ctypes.c_uint32]
        cf.CFRelease.argtypes = [ctypes.c_void_p]
        languages = cf.CFLocaleCopyPreferredLanguages()
        if not languages:
            return []
        names = []
        buffer = ctypes.create_string_buffer(64)
        for index in range(cf.CFArrayGetCount(languages)):
            utf8 = 0x08000100
            if cf.CFStringGetCString(cf.CFArrayGetValueAtIndex(languages, index), buffer, len(buffer), utf8):
                names.append(buffer.value.decode("utf-8"))
        cf.CFRelease(languages)
    except (AttributeError, OSError):
        return []
    return names


def current_language() -> str:
    return _language


def set_language(language: str) -> None:
    """Speak ``language`` from now on: :func:`translate` reads its ``*_<language>.qm`` files when first asked (a
    command that prints only JSON reads none); where Qt already runs (the app, a print preview), Qt loads them
    instead, installed in the Qt application at once for Qt's own lookups (the forms), and :func:`translate` asks
    those.

    English is the source language: it needs no file (``prefcount pdf --lang en`` reads none).
    """
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    _language = language
    if "PySide6.QtCore" in sys.modules:  # Qt runs: its translators too (the forms ask Qt, not us)
        _install_qt_translators(translators(language))


def _files(language: str) -> list[Path]:
    """The ``*_<language>.qm`` files (none for English, the source language)."""
    if language == "en":
        return []
    from prefcount.files.paths import resource_path  # here: the command line's parser needs only LANGUAGES

    return sorted(resource_path("translations").glob(f"*_{language}.qm"))


def catalogue(language: str) -> Catalogue:
    """The one reader of the translations: ``language``'s messages, read the first time they are needed and kept."""
    if language not in _catalogues:
        messages: Catalogue = {}
        for qm in _files(language):
            for key, found in read_qm(qm.read_bytes()).items():
                messages.setdefault(key, found)  # (the first file that has a message gives it)
        _catalogues[language] = messages
    return _catalogues[language]


def translators(language: str) -> list[QTranslator]:
    """The same files as Qt's translators, for Qt's own lookups (the forms): loaded once a language and kept."""
    if language not in _qt_loaded:
        from PySide6.QtCore import QTranslator

        found: list[QTranslator] = []
        for qm in _files(language):
            translator = QTranslator()
            if translator.load(str(qm)):
                found.append(translator)
        _qt_loaded[language] = found
    return _qt_loaded[language]


def _install_qt_translators(chosen: list[QTranslator]) -> None:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            app.removeTranslator(old)
    _translators.clear()
    for translator in chosen:
        _translators.append(translator)
        if app is not None:
            app.installTranslator(translator)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (``text`` itself when no translation exists)."""
    return translated_in(_language, context, text, disambiguation, n)


def translated_in(language: str, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` as ``language`` says it, whatever language the app speaks now (``text`` itself when that
    language has no translation of it).

    Where Qt runs, its translators (which the forms need anyway) answer: the files are not read a second time in
    Python (~8 ms of a Russian start before its first paint); the command line, without Qt, reads them itself.
    """
    if "PySide6.QtCore" in sys.modules:
        for translator in translators(language):
            found = translator.translate(context, text, disambiguation, n)
            if found:
                return found
        return text
    return lookup(catalogue(language), language, context, text, disambiguation or "", n) or text
