# generated from forms/blank_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFormLayout,
    QLabel, QLineEdit, QSpinBox, QVBoxLayout,
    QWidget)

class Ui_BlankDialog(object):
    def setupUi(self, BlankDialog):
        if not BlankDialog.objectName():
            BlankDialog.setObjectName(u"BlankDialog")
        BlankDialog.resize(460, 230)
        self.mainLayout = QVBoxLayout(BlankDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.playersLabel = QLabel(BlankDialog)
        self.playersLabel.setObjectName(u"playersLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.playersLabel)

        self.playersBox = QComboBox(BlankDialog)
        self.playersBox.setObjectName(u"playersBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.playersBox)

        self.namesLabel = QLabel(BlankDialog)
        self.namesLabel.setObjectName(u"namesLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.namesLabel)

        self.namesEdit = QLineEdit(BlankDialog)
        self.namesEdit.setObjectName(u"namesEdit")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.namesEdit)

        self.targetLabel = QLabel(BlankDialog)
        self.targetLabel.setObjectName(u"targetLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetBox = QSpinBox(BlankDialog)
        self.targetBox.setObjectName(u"targetBox")
        self.targetBox.setMaximum(1000)

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.targetBox)

        self.twoUpBox = QCheckBox(BlankDialog)
        self.twoUpBox.setObjectName(u"twoUpBox")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.twoUpBox)


        self.mainLayout.addLayout(self.form)

        self.problemLabel = QLabel(BlankDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.buttons = QDialogButtonBox(BlankDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.playersLabel.setBuddy(self.playersBox)
        self.namesLabel.setBuddy(self.namesEdit)
        self.targetLabel.setBuddy(self.targetBox)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.playersBox, self.namesEdit)
        QWidget.setTabOrder(self.namesEdit, self.targetBox)
        QWidget.setTabOrder(self.targetBox, self.twoUpBox)

        self.retranslateUi(BlankDialog)
    # setupUi

    def retranslateUi(self, BlankDialog):
        BlankDialog.setWindowTitle(QCoreApplication.translate("BlankDialog", u"Print a blank pulka", None))
        self.playersLabel.setText(QCoreApplication.translate("BlankDialog", u"&Players", None))
        self.namesLabel.setText(QCoreApplication.translate("BlankDialog", u"&Names", None))
        self.namesEdit.setPlaceholderText(QCoreApplication.translate("BlankDialog", u"clockwise from the bottom, separated by commas; empty: lines to write on", None))
        self.targetLabel.setText(QCoreApplication.translate("BlankDialog", u"Pulya &target", None))
        self.twoUpBox.setText(QCoreApplication.translate("BlankDialog", u"T&wo sheets on each page", None))
    # retranslateUi

