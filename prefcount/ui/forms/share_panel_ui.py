# generated from forms/share_panel.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, QSize, Qt)
from PySide6.QtWidgets import (QComboBox, QFormLayout, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_SharePanel(object):
    def setupUi(self, SharePanel):
        if not SharePanel.objectName():
            SharePanel.setObjectName(u"SharePanel")
        SharePanel.resize(280, 460)
        SharePanel.setMaximumSize(QSize(340, 16777215))
        self.mainLayout = QVBoxLayout(SharePanel)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(SharePanel)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.networkForm = QFormLayout()
        self.networkForm.setObjectName(u"networkForm")
        self.networkLabel = QLabel(SharePanel)
        self.networkLabel.setObjectName(u"networkLabel")

        self.networkForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.networkLabel)

        self.addressBox = QComboBox(SharePanel)
        self.addressBox.setObjectName(u"addressBox")
        self.addressBox.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.addressBox.setMinimumContentsLength(12)

        self.networkForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.addressBox)


        self.mainLayout.addLayout(self.networkForm)

        self.qrLabel = QLabel(SharePanel)
        self.qrLabel.setObjectName(u"qrLabel")
        self.qrLabel.setAlignment(Qt.AlignCenter)
        self.qrLabel.setMinimumSize(QSize(200, 200))

        self.mainLayout.addWidget(self.qrLabel)

        self.addressLabel = QLabel(SharePanel)
        self.addressLabel.setObjectName(u"addressLabel")
        self.addressLabel.setWordWrap(True)
        self.addressLabel.setTextFormat(Qt.PlainText)
        self.addressLabel.setAlignment(Qt.AlignCenter)
        self.addressLabel.setTextInteractionFlags(Qt.TextSelectableByMouse|Qt.TextSelectableByKeyboard)

        self.mainLayout.addWidget(self.addressLabel)

        self.watchersLabel = QLabel(SharePanel)
        self.watchersLabel.setObjectName(u"watchersLabel")
        self.watchersLabel.setAlignment(Qt.AlignCenter)
        self.watchersLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.watchersLabel)

        self.problemLabel = QLabel(SharePanel)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.showAgainButton = QPushButton(SharePanel)
        self.showAgainButton.setObjectName(u"showAgainButton")
        self.showAgainButton.setVisible(False)

        self.mainLayout.addWidget(self.showAgainButton)

        self.stopButton = QPushButton(SharePanel)
        self.stopButton.setObjectName(u"stopButton")

        self.mainLayout.addWidget(self.stopButton)

        self.bottomSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.mainLayout.addItem(self.bottomSpacer)

#if QT_CONFIG(shortcut)
        self.networkLabel.setBuddy(self.addressBox)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.addressBox, self.showAgainButton)
        QWidget.setTabOrder(self.showAgainButton, self.stopButton)

        self.retranslateUi(SharePanel)
    # setupUi

    def retranslateUi(self, SharePanel):
        self.introLabel.setText(QCoreApplication.translate("SharePanel", u"Everyone at the table can watch the pulka on a phone: scan the code with the phone's camera. The phones must be on the same network as this computer. They can only look; nothing on the phones changes the game.", None))
        self.networkLabel.setText(QCoreApplication.translate("SharePanel", u"&Network", None))
        self.showAgainButton.setText(QCoreApplication.translate("SharePanel", u"Show &this game", None))
        self.stopButton.setText(QCoreApplication.translate("SharePanel", u"&Stop showing", None))
        pass
    # retranslateUi

