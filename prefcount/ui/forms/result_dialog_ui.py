# generated from forms/result_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, QSize, Qt)
from PySide6.QtWidgets import (QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit,
    QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout,
    QWidget)

class Ui_ResultDialog(object):
    def setupUi(self, ResultDialog):
        if not ResultDialog.objectName():
            ResultDialog.setObjectName(u"ResultDialog")
        ResultDialog.resize(560, 760)
        self.mainLayout = QVBoxLayout(ResultDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.previewLabel = QLabel(ResultDialog)
        self.previewLabel.setObjectName(u"previewLabel")
        self.previewLabel.setAlignment(Qt.AlignCenter)
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(1)
        sizePolicy.setHeightForWidth(self.previewLabel.sizePolicy().hasHeightForWidth())
        self.previewLabel.setSizePolicy(sizePolicy)
        self.previewLabel.setMinimumSize(QSize(240, 240))

        self.mainLayout.addWidget(self.previewLabel)

        self.summaryEdit = QPlainTextEdit(ResultDialog)
        self.summaryEdit.setObjectName(u"summaryEdit")
        self.summaryEdit.setReadOnly(True)
        self.summaryEdit.setMaximumSize(QSize(16777215, 90))

        self.mainLayout.addWidget(self.summaryEdit)

        self.doneLabel = QLabel(ResultDialog)
        self.doneLabel.setObjectName(u"doneLabel")
        self.doneLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.doneLabel)

        self.actionsRow = QHBoxLayout()
        self.actionsRow.setObjectName(u"actionsRow")
        self.copyPictureButton = QPushButton(ResultDialog)
        self.copyPictureButton.setObjectName(u"copyPictureButton")

        self.actionsRow.addWidget(self.copyPictureButton)

        self.copyTextButton = QPushButton(ResultDialog)
        self.copyTextButton.setObjectName(u"copyTextButton")

        self.actionsRow.addWidget(self.copyTextButton)

        self.savePictureButton = QPushButton(ResultDialog)
        self.savePictureButton.setObjectName(u"savePictureButton")

        self.actionsRow.addWidget(self.savePictureButton)

        self.actionsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.actionsRow.addItem(self.actionsSpacer)

        self.buttons = QDialogButtonBox(ResultDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Close)

        self.actionsRow.addWidget(self.buttons)


        self.mainLayout.addLayout(self.actionsRow)

        QWidget.setTabOrder(self.copyPictureButton, self.copyTextButton)
        QWidget.setTabOrder(self.copyTextButton, self.savePictureButton)
        QWidget.setTabOrder(self.savePictureButton, self.summaryEdit)

        self.retranslateUi(ResultDialog)
    # setupUi

    def retranslateUi(self, ResultDialog):
        ResultDialog.setWindowTitle(QCoreApplication.translate("ResultDialog", u"The result for the chat", None))
#if QT_CONFIG(accessibility)
        self.summaryEdit.setAccessibleName(QCoreApplication.translate("ResultDialog", u"The result in one line", None))
#endif // QT_CONFIG(accessibility)
        self.copyPictureButton.setText(QCoreApplication.translate("ResultDialog", u"Copy the &picture", None))
        self.copyTextButton.setText(QCoreApplication.translate("ResultDialog", u"Copy the &text", None))
        self.savePictureButton.setText(QCoreApplication.translate("ResultDialog", u"&Save the picture\u2026", None))
    # retranslateUi

