# generated from forms/rules_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QSizePolicy, QSpacerItem, QVBoxLayout)

class Ui_RulesDialog(object):
    def setupUi(self, RulesDialog):
        if not RulesDialog.objectName():
            RulesDialog.setObjectName(u"RulesDialog")
        RulesDialog.resize(1000, 700)
        self.mainLayout = QVBoxLayout(RulesDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.summaryLabel = QLabel(RulesDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.summaryLabel)

        self.optionsArea = QScrollArea(RulesDialog)
        self.optionsArea.setObjectName(u"optionsArea")
        self.optionsArea.setWidgetResizable(True)

        self.mainLayout.addWidget(self.optionsArea)

        self.actionsRow = QHBoxLayout()
        self.actionsRow.setObjectName(u"actionsRow")
        self.whatIfButton = QPushButton(RulesDialog)
        self.whatIfButton.setObjectName(u"whatIfButton")

        self.actionsRow.addWidget(self.whatIfButton)

        self.actionsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.actionsRow.addItem(self.actionsSpacer)

        self.buttons = QDialogButtonBox(RulesDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Close)

        self.actionsRow.addWidget(self.buttons)


        self.mainLayout.addLayout(self.actionsRow)


        self.retranslateUi(RulesDialog)
    # setupUi

    def retranslateUi(self, RulesDialog):
        RulesDialog.setWindowTitle(QCoreApplication.translate("RulesDialog", u"Rules of this game", None))
#if QT_CONFIG(accessibility)
        self.optionsArea.setAccessibleName(QCoreApplication.translate("RulesDialog", u"The rules of this pulka", None))
#endif // QT_CONFIG(accessibility)
        self.whatIfButton.setText(QCoreApplication.translate("RulesDialog", u"&What if we had played by\u2026?", None))
    # retranslateUi

