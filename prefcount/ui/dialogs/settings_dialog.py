"""Language and currency; the language switches at once and is remembered."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from prefcount.ui.app.language import use_language
from prefcount.ui.app.settings import CURRENCY, LANGUAGE, currency
from prefcount.ui.forms.settings_dialog_ui import Ui_SettingsDialog
from prefcount.ui.widgets.wheel_guard import guard_wheel
from prefcount.words.i18n import LANGUAGES, current_language


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        guard_wheel(self)  # a wheel passing over the language does not change it
        for code, name in LANGUAGES.items():
            self.ui.languageBox.addItem(name, code)
        self.ui.languageBox.setCurrentIndex(max(0, self.ui.languageBox.findData(current_language())))
        self.ui.currencyEdit.setText(currency())
        self.ui.buttons.accepted.connect(self.accept)
        self.ui.buttons.rejected.connect(self.reject)

    @classmethod
    def edit(cls, parent: QWidget | None = None) -> str | None:
        """Ask; apply and remember the choice. The language chosen, or None."""
        dialog = cls(parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        language: str = dialog.ui.languageBox.currentData()  # (every item holds a code of LANGUAGES)
        apply_settings(language, dialog.ui.currencyEdit.text().strip())
        return language


def apply_settings(language: str, currency: str) -> None:
    LANGUAGE.set(language)
    CURRENCY.set(currency)
    use_language(language)  # installs translators: every window gets a LanguageChange event
