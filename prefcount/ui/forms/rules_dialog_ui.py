# generated from forms/rules_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QTableWidget, QVBoxLayout, QWidget)

class Ui_RulesDialog(object):
    def setupUi(self, RulesDialog):
        if not RulesDialog.objectName():
            RulesDialog.setObjectName(u"RulesDialog")
        RulesDialog.resize(900, 720)
        self.mainLayout = QVBoxLayout(RulesDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.summaryLabel = QLabel(RulesDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.summaryLabel)

        self.moneyForm = QFormLayout()
        self.moneyForm.setObjectName(u"moneyForm")
        self.priceLabel = QLabel(RulesDialog)
        self.priceLabel.setObjectName(u"priceLabel")

        self.moneyForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.priceLabel)

        self.priceEdit = QLineEdit(RulesDialog)
        self.priceEdit.setObjectName(u"priceEdit")
        self.priceEdit.setMaxLength(20)

        self.moneyForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.priceEdit)

        self.currencyLabel = QLabel(RulesDialog)
        self.currencyLabel.setObjectName(u"currencyLabel")

        self.moneyForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.currencyLabel)

        self.currencyBox = QComboBox(RulesDialog)
        self.currencyBox.setObjectName(u"currencyBox")
        self.currencyBox.setEditable(True)

        self.moneyForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.currencyBox)


        self.mainLayout.addLayout(self.moneyForm)

        self.moneyHint = QLabel(RulesDialog)
        self.moneyHint.setObjectName(u"moneyHint")
        self.moneyHint.setWordWrap(True)

        self.mainLayout.addWidget(self.moneyHint)

        self.problemLabel = QLabel(RulesDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.optionsLabel = QLabel(RulesDialog)
        self.optionsLabel.setObjectName(u"optionsLabel")

        self.mainLayout.addWidget(self.optionsLabel)

        self.optionsTable = QTableWidget(RulesDialog)
        self.optionsTable.setObjectName(u"optionsTable")

        self.mainLayout.addWidget(self.optionsTable)

        self.buttons = QDialogButtonBox(RulesDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.priceLabel.setBuddy(self.priceEdit)
        self.currencyLabel.setBuddy(self.currencyBox)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.priceEdit, self.currencyBox)
        QWidget.setTabOrder(self.currencyBox, self.optionsTable)

        self.retranslateUi(RulesDialog)
    # setupUi

    def retranslateUi(self, RulesDialog):
        RulesDialog.setWindowTitle(QCoreApplication.translate("RulesDialog", u"Rules of this game", None))
        self.priceLabel.setText(QCoreApplication.translate("RulesDialog", u"&Whist price", None))
        self.currencyLabel.setText(QCoreApplication.translate("RulesDialog", u"C&urrency", None))
        self.moneyHint.setText(QCoreApplication.translate("RulesDialog", u"The price and the currency change only the money of the settlement: no number on the sheet changes. Undo puts them back.", None))
        self.optionsLabel.setText(QCoreApplication.translate("RulesDialog", u"The convention this game is scored by (it keeps it for life):", None))
    # retranslateUi

