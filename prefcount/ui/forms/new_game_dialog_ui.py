# generated from forms/new_game_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, QSize, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QHBoxLayout,
    QLabel, QLineEdit, QScrollArea, QSizePolicy,
    QSpacerItem, QVBoxLayout)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        NewGameDialog.resize(1000, 660)
        self.mainLayout = QVBoxLayout(NewGameDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.tableLabel = QLabel(NewGameDialog)
        self.tableLabel.setObjectName(u"tableLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.tableLabel)

        self.tableBox = QComboBox(NewGameDialog)
        self.tableBox.setObjectName(u"tableBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.tableBox)

        self.countLabel = QLabel(NewGameDialog)
        self.countLabel.setObjectName(u"countLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.countLabel)

        self.countBox = QComboBox(NewGameDialog)
        self.countBox.setObjectName(u"countBox")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.countBox.sizePolicy().hasHeightForWidth())
        self.countBox.setSizePolicy(sizePolicy)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.countBox)

        self.namesLabel = QLabel(NewGameDialog)
        self.namesLabel.setObjectName(u"namesLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.namesLabel)

        self.namesRow = QHBoxLayout()
        self.namesRow.setObjectName(u"namesRow")
        self.nameEdit0 = QLineEdit(NewGameDialog)
        self.nameEdit0.setObjectName(u"nameEdit0")

        self.namesRow.addWidget(self.nameEdit0)

        self.nameEdit1 = QLineEdit(NewGameDialog)
        self.nameEdit1.setObjectName(u"nameEdit1")

        self.namesRow.addWidget(self.nameEdit1)

        self.nameEdit2 = QLineEdit(NewGameDialog)
        self.nameEdit2.setObjectName(u"nameEdit2")

        self.namesRow.addWidget(self.nameEdit2)

        self.nameEdit3 = QLineEdit(NewGameDialog)
        self.nameEdit3.setObjectName(u"nameEdit3")

        self.namesRow.addWidget(self.nameEdit3)


        self.form.setLayout(2, QFormLayout.ItemRole.FieldRole, self.namesRow)

        self.dealerLabel = QLabel(NewGameDialog)
        self.dealerLabel.setObjectName(u"dealerLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.dealerLabel)

        self.dealerBox = QComboBox(NewGameDialog)
        self.dealerBox.setObjectName(u"dealerBox")
        sizePolicy.setHeightForWidth(self.dealerBox.sizePolicy().hasHeightForWidth())
        self.dealerBox.setSizePolicy(sizePolicy)
        self.dealerBox.setSizeAdjustPolicy(QComboBox.AdjustToContents)

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.dealerBox)

        self.presetLabel = QLabel(NewGameDialog)
        self.presetLabel.setObjectName(u"presetLabel")

        self.form.setWidget(4, QFormLayout.ItemRole.LabelRole, self.presetLabel)

        self.presetBox = QComboBox(NewGameDialog)
        self.presetBox.setObjectName(u"presetBox")
        sizePolicy.setHeightForWidth(self.presetBox.sizePolicy().hasHeightForWidth())
        self.presetBox.setSizePolicy(sizePolicy)
        self.presetBox.setSizeAdjustPolicy(QComboBox.AdjustToContents)

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.presetBox)

        self.targetLabel = QLabel(NewGameDialog)
        self.targetLabel.setObjectName(u"targetLabel")

        self.form.setWidget(5, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetRow = QHBoxLayout()
        self.targetRow.setObjectName(u"targetRow")
        self.targetEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.targetRow.addItem(self.targetEnd)


        self.form.setLayout(5, QFormLayout.ItemRole.FieldRole, self.targetRow)

        self.priceLabel = QLabel(NewGameDialog)
        self.priceLabel.setObjectName(u"priceLabel")

        self.form.setWidget(6, QFormLayout.ItemRole.LabelRole, self.priceLabel)

        self.priceRow = QHBoxLayout()
        self.priceRow.setObjectName(u"priceRow")
        self.currencyLabel = QLabel(NewGameDialog)
        self.currencyLabel.setObjectName(u"currencyLabel")

        self.priceRow.addWidget(self.currencyLabel)

        self.currencyEdit = QLineEdit(NewGameDialog)
        self.currencyEdit.setObjectName(u"currencyEdit")
        self.currencyEdit.setMaxLength(8)
        self.currencyEdit.setMaximumSize(QSize(80, 16777215))

        self.priceRow.addWidget(self.currencyEdit)

        self.priceEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.priceRow.addItem(self.priceEnd)


        self.form.setLayout(6, QFormLayout.ItemRole.FieldRole, self.priceRow)

        self.titleLabel = QLabel(NewGameDialog)
        self.titleLabel.setObjectName(u"titleLabel")

        self.form.setWidget(7, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(NewGameDialog)
        self.titleEdit.setObjectName(u"titleEdit")

        self.form.setWidget(7, QFormLayout.ItemRole.FieldRole, self.titleEdit)


        self.mainLayout.addLayout(self.form)

        self.optionsLabel = QLabel(NewGameDialog)
        self.optionsLabel.setObjectName(u"optionsLabel")
        self.optionsLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.optionsLabel)

        self.optionsArea = QScrollArea(NewGameDialog)
        self.optionsArea.setObjectName(u"optionsArea")
        self.optionsArea.setWidgetResizable(True)

        self.mainLayout.addWidget(self.optionsArea)

        self.problemLabel = QLabel(NewGameDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.buttons = QDialogButtonBox(NewGameDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.tableLabel.setBuddy(self.tableBox)
        self.countLabel.setBuddy(self.countBox)
        self.dealerLabel.setBuddy(self.dealerBox)
        self.presetLabel.setBuddy(self.presetBox)
        self.currencyLabel.setBuddy(self.currencyEdit)
        self.titleLabel.setBuddy(self.titleEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameDialog)
    # setupUi

    def retranslateUi(self, NewGameDialog):
        NewGameDialog.setWindowTitle(QCoreApplication.translate("NewGameDialog", u"New game", None))
        self.tableLabel.setText(QCoreApplication.translate("NewGameDialog", u"Same &table as", None))
#if QT_CONFIG(tooltip)
        self.tableBox.setToolTip(QCoreApplication.translate("NewGameDialog", u"The people of a recent pulka in the club book, in their seats, with its convention", None))
#endif // QT_CONFIG(tooltip)
        self.countLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Players", None))
        self.namesLabel.setText(QCoreApplication.translate("NewGameDialog", u"Names, clockwise", None))
#if QT_CONFIG(accessibility)
        self.nameEdit0.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"Player 1: name", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.nameEdit1.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"Player 2: name", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.nameEdit2.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"Player 3: name", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.nameEdit3.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"Player 4: name", None))
#endif // QT_CONFIG(accessibility)
        self.dealerLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Deals first", None))
        self.presetLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Convention", None))
        self.targetLabel.setText(QCoreApplication.translate("NewGameDialog", u"Pulya tar&get", None))
        self.priceLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Whist price", None))
        self.currencyLabel.setText(QCoreApplication.translate("NewGameDialog", u"C&urrency", None))
        self.titleLabel.setText(QCoreApplication.translate("NewGameDialog", u"T&itle", None))
        self.titleEdit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", u"optional: \u00abFriday at Boris's\u00bb", None))
        self.optionsLabel.setText(QCoreApplication.translate("NewGameDialog", u"The table's agreements, group by group (click a group to open it; what differs from the convention is marked):", None))
#if QT_CONFIG(accessibility)
        self.optionsArea.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"The table's agreements", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

