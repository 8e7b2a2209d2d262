# generated from forms/settlement_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QTableWidget, QVBoxLayout)

class Ui_SettlementDialog(object):
    def setupUi(self, SettlementDialog):
        if not SettlementDialog.objectName():
            SettlementDialog.setObjectName(u"SettlementDialog")
        SettlementDialog.resize(860, 480)
        self.mainLayout = QVBoxLayout(SettlementDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.summaryLabel = QLabel(SettlementDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.summaryLabel)

        self.playersTable = QTableWidget(SettlementDialog)
        self.playersTable.setObjectName(u"playersTable")

        self.mainLayout.addWidget(self.playersTable)

        self.pairwiseLabel = QLabel(SettlementDialog)
        self.pairwiseLabel.setObjectName(u"pairwiseLabel")

        self.mainLayout.addWidget(self.pairwiseLabel)

        self.pairwiseTable = QTableWidget(SettlementDialog)
        self.pairwiseTable.setObjectName(u"pairwiseTable")

        self.mainLayout.addWidget(self.pairwiseTable)

        self.paymentsTitle = QLabel(SettlementDialog)
        self.paymentsTitle.setObjectName(u"paymentsTitle")

        self.mainLayout.addWidget(self.paymentsTitle)

        self.paymentsLabel = QLabel(SettlementDialog)
        self.paymentsLabel.setObjectName(u"paymentsLabel")
        self.paymentsLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.paymentsLabel)

        self.bottomSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.mainLayout.addItem(self.bottomSpacer)

        self.actionsRow = QHBoxLayout()
        self.actionsRow.setObjectName(u"actionsRow")
        self.priceButton = QPushButton(SettlementDialog)
        self.priceButton.setObjectName(u"priceButton")

        self.actionsRow.addWidget(self.priceButton)

        self.printSettlementButton = QPushButton(SettlementDialog)
        self.printSettlementButton.setObjectName(u"printSettlementButton")

        self.actionsRow.addWidget(self.printSettlementButton)

        self.printSheetButton = QPushButton(SettlementDialog)
        self.printSheetButton.setObjectName(u"printSheetButton")

        self.actionsRow.addWidget(self.printSheetButton)

        self.exportPdfButton = QPushButton(SettlementDialog)
        self.exportPdfButton.setObjectName(u"exportPdfButton")

        self.actionsRow.addWidget(self.exportPdfButton)

        self.openPdfButton = QPushButton(SettlementDialog)
        self.openPdfButton.setObjectName(u"openPdfButton")

        self.actionsRow.addWidget(self.openPdfButton)

        self.actionsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.actionsRow.addItem(self.actionsSpacer)

        self.buttons = QDialogButtonBox(SettlementDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Close)

        self.actionsRow.addWidget(self.buttons)


        self.mainLayout.addLayout(self.actionsRow)


        self.retranslateUi(SettlementDialog)
    # setupUi

    def retranslateUi(self, SettlementDialog):
        SettlementDialog.setWindowTitle(QCoreApplication.translate("SettlementDialog", u"Settlement", None))
#if QT_CONFIG(accessibility)
        self.playersTable.setAccessibleName(QCoreApplication.translate("SettlementDialog", u"Result by player", None))
#endif // QT_CONFIG(accessibility)
        self.pairwiseLabel.setText(QCoreApplication.translate("SettlementDialog", u"Pairwise: what each row player gets from each column player, in whists", None))
#if QT_CONFIG(accessibility)
        self.pairwiseTable.setAccessibleName(QCoreApplication.translate("SettlementDialog", u"Whists between each two", None))
#endif // QT_CONFIG(accessibility)
        self.paymentsTitle.setText(QCoreApplication.translate("SettlementDialog", u"Who pays whom", None))
        self.priceButton.setText(QCoreApplication.translate("SettlementDialog", u"Whist &price\u2026", None))
        self.printSettlementButton.setText(QCoreApplication.translate("SettlementDialog", u"&Print settlement\u2026", None))
        self.printSheetButton.setText(QCoreApplication.translate("SettlementDialog", u"Print the &sheet\u2026", None))
        self.exportPdfButton.setText(QCoreApplication.translate("SettlementDialog", u"&Export PDF\u2026", None))
        self.openPdfButton.setText(QCoreApplication.translate("SettlementDialog", u"Open in PDF &viewer", None))
    # retranslateUi

