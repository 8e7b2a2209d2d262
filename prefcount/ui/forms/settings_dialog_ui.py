# generated from forms/settings_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QVBoxLayout)

class Ui_SettingsDialog(object):
    def setupUi(self, SettingsDialog):
        if not SettingsDialog.objectName():
            SettingsDialog.setObjectName(u"SettingsDialog")
        SettingsDialog.resize(380, 160)
        self.mainLayout = QVBoxLayout(SettingsDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.languageLabel = QLabel(SettingsDialog)
        self.languageLabel.setObjectName(u"languageLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageBox = QComboBox(SettingsDialog)
        self.languageBox.setObjectName(u"languageBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.languageBox)

        self.currencyLabel = QLabel(SettingsDialog)
        self.currencyLabel.setObjectName(u"currencyLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.currencyLabel)

        self.currencyEdit = QLineEdit(SettingsDialog)
        self.currencyEdit.setObjectName(u"currencyEdit")
        self.currencyEdit.setMaxLength(8)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.currencyEdit)


        self.mainLayout.addLayout(self.form)

        self.buttons = QDialogButtonBox(SettingsDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.languageLabel.setBuddy(self.languageBox)
        self.currencyLabel.setBuddy(self.currencyEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SettingsDialog)
    # setupUi

    def retranslateUi(self, SettingsDialog):
        SettingsDialog.setWindowTitle(QCoreApplication.translate("SettingsDialog", u"Settings", None))
        self.languageLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Language", None))
        self.currencyLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Currency", None))
    # retranslateUi

