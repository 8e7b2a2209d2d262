"""Switching the app's language: our translations (prefcount.i18n) plus Qt's own buttons (OK, Cancel…)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

from prefcount.i18n import set_language

_qt_translator: QTranslator | None = None


def use_language(language: str) -> None:
    global _qt_translator
    set_language(language)
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if language != "en":
        translator = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if translator.load(f"qtbase_{language}", folder):
            app.installTranslator(translator)
            _qt_translator = translator
