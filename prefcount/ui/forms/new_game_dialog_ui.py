# generated from forms/new_game_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QHBoxLayout,
    QLabel, QLineEdit, QTableWidget, QVBoxLayout)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        NewGameDialog.resize(900, 720)
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

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.dealerBox)

        self.titleLabel = QLabel(NewGameDialog)
        self.titleLabel.setObjectName(u"titleLabel")

        self.form.setWidget(4, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(NewGameDialog)
        self.titleEdit.setObjectName(u"titleEdit")

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.titleEdit)

        self.presetLabel = QLabel(NewGameDialog)
        self.presetLabel.setObjectName(u"presetLabel")

        self.form.setWidget(5, QFormLayout.ItemRole.LabelRole, self.presetLabel)

        self.presetBox = QComboBox(NewGameDialog)
        self.presetBox.setObjectName(u"presetBox")

        self.form.setWidget(5, QFormLayout.ItemRole.FieldRole, self.presetBox)

        self.currencyLabel = QLabel(NewGameDialog)
        self.currencyLabel.setObjectName(u"currencyLabel")

        self.form.setWidget(6, QFormLayout.ItemRole.LabelRole, self.currencyLabel)

        self.currencyEdit = QLineEdit(NewGameDialog)
        self.currencyEdit.setObjectName(u"currencyEdit")
        self.currencyEdit.setMaxLength(8)

        self.form.setWidget(6, QFormLayout.ItemRole.FieldRole, self.currencyEdit)


        self.mainLayout.addLayout(self.form)

        self.optionsLabel = QLabel(NewGameDialog)
        self.optionsLabel.setObjectName(u"optionsLabel")

        self.mainLayout.addWidget(self.optionsLabel)

        self.optionsTable = QTableWidget(NewGameDialog)
        self.optionsTable.setObjectName(u"optionsTable")

        self.mainLayout.addWidget(self.optionsTable)

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
        self.titleLabel.setBuddy(self.titleEdit)
        self.presetLabel.setBuddy(self.presetBox)
        self.currencyLabel.setBuddy(self.currencyEdit)
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
        self.dealerLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Deals first", None))
        self.titleLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Title", None))
        self.presetLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Convention", None))
        self.currencyLabel.setText(QCoreApplication.translate("NewGameDialog", u"C&urrency", None))
        self.optionsLabel.setText(QCoreApplication.translate("NewGameDialog", u"Every option of the convention (target and whist price included):", None))
    # retranslateUi

