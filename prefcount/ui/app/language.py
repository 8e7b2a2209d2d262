"""Switching the app's language: our translations (prefcount.words.i18n) plus Qt's own buttons (OK, Cancel…)."""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QTranslator

from prefcount.words.i18n import LANGUAGES, set_language

_qt_translator: QTranslator | None = None


def qt_translations_folder() -> Path | None:
    """Where Qt's own translations (``qtbase_ru.qm``…) are: Qt's configured path, else inside the PySide6 package.

    A pip-installed PySide6 ships them in its package; Qt's configured path may
    point elsewhere (a qt.conf, a distribution's Qt), and then the file, print
    and message dialogs would stay in English.
    """
    from PySide6.QtCore import QLibraryInfo  # (English needs none of this: not before the first paint)

    package = Path(PySide6.__file__).parent
    for folder in (
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        package / "Qt" / "translations",
        package / "translations",
    ):
        if any((folder / f"qtbase_{language}.qm").is_file() for language in LANGUAGES if language != "en"):
            return folder  # (two look-ups, not a listing of Qt's 300 translations: a Russian start waits for it)
    return None


def use_language(language: str) -> None:
    global _qt_translator
    set_language(language)
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    folder = qt_translations_folder() if language != "en" else None
    if folder is not None:
        translator = QTranslator()
        if translator.load(f"qtbase_{language}", str(folder)):
            app.installTranslator(translator)
            _qt_translator = translator
