# generated from forms/price_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QVBoxLayout, QWidget)

class Ui_PriceDialog(object):
    def setupUi(self, PriceDialog):
        if not PriceDialog.objectName():
            PriceDialog.setObjectName(u"PriceDialog")
        PriceDialog.resize(520, 240)
        self.mainLayout = QVBoxLayout(PriceDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.summaryLabel = QLabel(PriceDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.summaryLabel)

        self.moneyForm = QFormLayout()
        self.moneyForm.setObjectName(u"moneyForm")
        self.priceLabel = QLabel(PriceDialog)
        self.priceLabel.setObjectName(u"priceLabel")

        self.moneyForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.priceLabel)

        self.priceEdit = QLineEdit(PriceDialog)
        self.priceEdit.setObjectName(u"priceEdit")
        self.priceEdit.setMaxLength(20)

        self.moneyForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.priceEdit)

        self.currencyLabel = QLabel(PriceDialog)
        self.currencyLabel.setObjectName(u"currencyLabel")

        self.moneyForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.currencyLabel)

        self.currencyBox = QComboBox(PriceDialog)
        self.currencyBox.setObjectName(u"currencyBox")
        self.currencyBox.setEditable(True)

        self.moneyForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.currencyBox)


        self.mainLayout.addLayout(self.moneyForm)

        self.moneyHint = QLabel(PriceDialog)
        self.moneyHint.setObjectName(u"moneyHint")
        self.moneyHint.setWordWrap(True)

        self.mainLayout.addWidget(self.moneyHint)

        self.problemLabel = QLabel(PriceDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.buttons = QDialogButtonBox(PriceDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.priceLabel.setBuddy(self.priceEdit)
        self.currencyLabel.setBuddy(self.currencyBox)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.priceEdit, self.currencyBox)

        self.retranslateUi(PriceDialog)
    # setupUi

    def retranslateUi(self, PriceDialog):
        PriceDialog.setWindowTitle(QCoreApplication.translate("PriceDialog", u"Whist price and currency", None))
        self.priceLabel.setText(QCoreApplication.translate("PriceDialog", u"&Whist price", None))
        self.currencyLabel.setText(QCoreApplication.translate("PriceDialog", u"C&urrency", None))
        self.moneyHint.setText(QCoreApplication.translate("PriceDialog", u"The price and the currency change only the money of the settlement: no number on the sheet changes. Undo puts them back.", None))
    # retranslateUi

