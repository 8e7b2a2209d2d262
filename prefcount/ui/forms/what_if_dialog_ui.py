# generated from forms/what_if_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QHBoxLayout, QLabel,
    QScrollArea, QSizePolicy, QSpacerItem, QTableWidget,
    QVBoxLayout)

class Ui_WhatIfDialog(object):
    def setupUi(self, WhatIfDialog):
        if not WhatIfDialog.objectName():
            WhatIfDialog.setObjectName(u"WhatIfDialog")
        WhatIfDialog.resize(1180, 700)
        self.mainLayout = QVBoxLayout(WhatIfDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.presetRow = QHBoxLayout()
        self.presetRow.setObjectName(u"presetRow")
        self.presetLabel = QLabel(WhatIfDialog)
        self.presetLabel.setObjectName(u"presetLabel")

        self.presetRow.addWidget(self.presetLabel)

        self.presetBox = QComboBox(WhatIfDialog)
        self.presetBox.setObjectName(u"presetBox")

        self.presetRow.addWidget(self.presetBox)

        self.presetSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.presetRow.addItem(self.presetSpacer)


        self.mainLayout.addLayout(self.presetRow)

        self.differencesLabel = QLabel(WhatIfDialog)
        self.differencesLabel.setObjectName(u"differencesLabel")
        self.differencesLabel.setWordWrap(True)
        self.differencesLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.differencesLabel)

        self.resultTable = QTableWidget(WhatIfDialog)
        self.resultTable.setObjectName(u"resultTable")

        self.mainLayout.addWidget(self.resultTable)

        self.problemLabel = QLabel(WhatIfDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.optionsLabel = QLabel(WhatIfDialog)
        self.optionsLabel.setObjectName(u"optionsLabel")

        self.mainLayout.addWidget(self.optionsLabel)

        self.optionsArea = QScrollArea(WhatIfDialog)
        self.optionsArea.setObjectName(u"optionsArea")
        self.optionsArea.setWidgetResizable(True)

        self.mainLayout.addWidget(self.optionsArea)

        self.buttons = QDialogButtonBox(WhatIfDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.presetLabel.setBuddy(self.presetBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(WhatIfDialog)
    # setupUi

    def retranslateUi(self, WhatIfDialog):
        WhatIfDialog.setWindowTitle(QCoreApplication.translate("WhatIfDialog", u"What if we had played by\u2026?", None))
        self.presetLabel.setText(QCoreApplication.translate("WhatIfDialog", u"&Play the same hands by", None))
#if QT_CONFIG(accessibility)
        self.resultTable.setAccessibleName(QCoreApplication.translate("WhatIfDialog", u"The results compared", None))
#endif // QT_CONFIG(accessibility)
        self.optionsLabel.setText(QCoreApplication.translate("WhatIfDialog", u"The options to play by (change any of them):", None))
#if QT_CONFIG(accessibility)
        self.optionsArea.setAccessibleName(QCoreApplication.translate("WhatIfDialog", u"The rules to compare with", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

