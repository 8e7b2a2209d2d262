# generated from forms/hand_panel.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFrame,
    QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QScrollArea, QSizePolicy, QSpacerItem, QStackedWidget,
    QTableWidget, QVBoxLayout, QWidget)

class Ui_HandPanel(object):
    def setupUi(self, HandPanel):
        if not HandPanel.objectName():
            HandPanel.setObjectName(u"HandPanel")
        HandPanel.resize(540, 330)
        HandPanel.setFrameShape(QFrame.StyledPanel)
        HandPanel.setFrameShadow(QFrame.Raised)
        self.mainLayout = QVBoxLayout(HandPanel)
        self.mainLayout.setSpacing(4)
        self.mainLayout.setObjectName(u"mainLayout")
        self.mainLayout.setContentsMargins(8, 6, 8, 6)
        self.titleRow = QHBoxLayout()
        self.titleRow.setObjectName(u"titleRow")
        self.titleLabel = QLabel(HandPanel)
        self.titleLabel.setObjectName(u"titleLabel")

        self.titleRow.addWidget(self.titleLabel)

        self.titleSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.titleRow.addItem(self.titleSpacer)

        self.kindLabel = QLabel(HandPanel)
        self.kindLabel.setObjectName(u"kindLabel")

        self.titleRow.addWidget(self.kindLabel)

        self.kindBox = QComboBox(HandPanel)
        self.kindBox.setObjectName(u"kindBox")

        self.titleRow.addWidget(self.kindBox)

        self.dealerLabel = QLabel(HandPanel)
        self.dealerLabel.setObjectName(u"dealerLabel")

        self.titleRow.addWidget(self.dealerLabel)

        self.dealerBox = QComboBox(HandPanel)
        self.dealerBox.setObjectName(u"dealerBox")

        self.titleRow.addWidget(self.dealerBox)


        self.mainLayout.addLayout(self.titleRow)

        self.fieldsArea = QScrollArea(HandPanel)
        self.fieldsArea.setObjectName(u"fieldsArea")
        self.fieldsArea.setFrameShape(QFrame.NoFrame)
        self.fieldsArea.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.fieldsArea.setWidgetResizable(True)
        self.fieldsWidget = QWidget()
        self.fieldsWidget.setObjectName(u"fieldsWidget")
        self.fieldsLayout = QVBoxLayout(self.fieldsWidget)
        self.fieldsLayout.setSpacing(4)
        self.fieldsLayout.setObjectName(u"fieldsLayout")
        self.fieldsLayout.setContentsMargins(0, 0, 0, 0)
        self.contractRow = QHBoxLayout()
        self.contractRow.setObjectName(u"contractRow")
        self.declarerLabel = QLabel(self.fieldsWidget)
        self.declarerLabel.setObjectName(u"declarerLabel")

        self.contractRow.addWidget(self.declarerLabel)

        self.declarerBox = QComboBox(self.fieldsWidget)
        self.declarerBox.setObjectName(u"declarerBox")

        self.contractRow.addWidget(self.declarerBox)

        self.contractLabel = QLabel(self.fieldsWidget)
        self.contractLabel.setObjectName(u"contractLabel")

        self.contractRow.addWidget(self.contractLabel)

        self.contractBox = QComboBox(self.fieldsWidget)
        self.contractBox.setObjectName(u"contractBox")

        self.contractRow.addWidget(self.contractBox)

        self.contractSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.contractRow.addItem(self.contractSpacer)


        self.fieldsLayout.addLayout(self.contractRow)

        self.extrasRow = QHBoxLayout()
        self.extrasRow.setObjectName(u"extrasRow")
        self.concededBox = QCheckBox(self.fieldsWidget)
        self.concededBox.setObjectName(u"concededBox")

        self.extrasRow.addWidget(self.concededBox)

        self.openBox = QCheckBox(self.fieldsWidget)
        self.openBox.setObjectName(u"openBox")

        self.extrasRow.addWidget(self.openBox)

        self.prikupLabel = QLabel(self.fieldsWidget)
        self.prikupLabel.setObjectName(u"prikupLabel")

        self.extrasRow.addWidget(self.prikupLabel)

        self.prikupBox = QComboBox(self.fieldsWidget)
        self.prikupBox.setObjectName(u"prikupBox")

        self.extrasRow.addWidget(self.prikupBox)

        self.darkLabel = QLabel(self.fieldsWidget)
        self.darkLabel.setObjectName(u"darkLabel")

        self.extrasRow.addWidget(self.darkLabel)

        self.darkBox = QComboBox(self.fieldsWidget)
        self.darkBox.setObjectName(u"darkBox")

        self.extrasRow.addWidget(self.darkBox)

        self.extrasSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.extrasRow.addItem(self.extrasSpacer)


        self.fieldsLayout.addLayout(self.extrasRow)

        self.pages = QStackedWidget(self.fieldsWidget)
        self.pages.setObjectName(u"pages")
        self.seatsPage = QWidget()
        self.seatsPage.setObjectName(u"seatsPage")
        self.seatGrid = QGridLayout(self.seatsPage)
        self.seatGrid.setObjectName(u"seatGrid")
        self.seatGrid.setVerticalSpacing(2)
        self.seatGrid.setContentsMargins(0, 0, 0, 0)
        self.playerHeader = QLabel(self.seatsPage)
        self.playerHeader.setObjectName(u"playerHeader")

        self.seatGrid.addWidget(self.playerHeader, 0, 0, 1, 1)

        self.callHeader = QLabel(self.seatsPage)
        self.callHeader.setObjectName(u"callHeader")

        self.seatGrid.addWidget(self.callHeader, 0, 1, 1, 1)

        self.tricksHeader = QLabel(self.seatsPage)
        self.tricksHeader.setObjectName(u"tricksHeader")

        self.seatGrid.addWidget(self.tricksHeader, 0, 2, 1, 1)

        self.seatName0 = QLabel(self.seatsPage)
        self.seatName0.setObjectName(u"seatName0")

        self.seatGrid.addWidget(self.seatName0, 1, 0, 1, 1)

        self.callBox0 = QComboBox(self.seatsPage)
        self.callBox0.setObjectName(u"callBox0")

        self.seatGrid.addWidget(self.callBox0, 1, 1, 1, 1)

        self.tricksEdit0 = QLineEdit(self.seatsPage)
        self.tricksEdit0.setObjectName(u"tricksEdit0")
        self.tricksEdit0.setMaxLength(2)

        self.seatGrid.addWidget(self.tricksEdit0, 1, 2, 1, 1)

        self.seatName1 = QLabel(self.seatsPage)
        self.seatName1.setObjectName(u"seatName1")

        self.seatGrid.addWidget(self.seatName1, 2, 0, 1, 1)

        self.callBox1 = QComboBox(self.seatsPage)
        self.callBox1.setObjectName(u"callBox1")

        self.seatGrid.addWidget(self.callBox1, 2, 1, 1, 1)

        self.tricksEdit1 = QLineEdit(self.seatsPage)
        self.tricksEdit1.setObjectName(u"tricksEdit1")
        self.tricksEdit1.setMaxLength(2)

        self.seatGrid.addWidget(self.tricksEdit1, 2, 2, 1, 1)

        self.seatName2 = QLabel(self.seatsPage)
        self.seatName2.setObjectName(u"seatName2")

        self.seatGrid.addWidget(self.seatName2, 3, 0, 1, 1)

        self.callBox2 = QComboBox(self.seatsPage)
        self.callBox2.setObjectName(u"callBox2")

        self.seatGrid.addWidget(self.callBox2, 3, 1, 1, 1)

        self.tricksEdit2 = QLineEdit(self.seatsPage)
        self.tricksEdit2.setObjectName(u"tricksEdit2")
        self.tricksEdit2.setMaxLength(2)

        self.seatGrid.addWidget(self.tricksEdit2, 3, 2, 1, 1)

        self.seatName3 = QLabel(self.seatsPage)
        self.seatName3.setObjectName(u"seatName3")

        self.seatGrid.addWidget(self.seatName3, 4, 0, 1, 1)

        self.callBox3 = QComboBox(self.seatsPage)
        self.callBox3.setObjectName(u"callBox3")

        self.seatGrid.addWidget(self.callBox3, 4, 1, 1, 1)

        self.tricksEdit3 = QLineEdit(self.seatsPage)
        self.tricksEdit3.setObjectName(u"tricksEdit3")
        self.tricksEdit3.setMaxLength(2)

        self.seatGrid.addWidget(self.tricksEdit3, 4, 2, 1, 1)

        self.keysHint = QLabel(self.seatsPage)
        self.keysHint.setObjectName(u"keysHint")
        self.keysHint.setWordWrap(True)

        self.seatGrid.addWidget(self.keysHint, 5, 0, 1, 3)

        self.pages.addWidget(self.seatsPage)
        self.adjustmentPage = QWidget()
        self.adjustmentPage.setObjectName(u"adjustmentPage")
        self.adjustmentLayout = QVBoxLayout(self.adjustmentPage)
        self.adjustmentLayout.setObjectName(u"adjustmentLayout")
        self.adjustmentLayout.setContentsMargins(0, 0, 0, 0)
        self.adjustmentHint = QLabel(self.adjustmentPage)
        self.adjustmentHint.setObjectName(u"adjustmentHint")
        self.adjustmentHint.setWordWrap(True)

        self.adjustmentLayout.addWidget(self.adjustmentHint)

        self.adjustmentTable = QTableWidget(self.adjustmentPage)
        self.adjustmentTable.setObjectName(u"adjustmentTable")

        self.adjustmentLayout.addWidget(self.adjustmentTable)

        self.noteRow = QHBoxLayout()
        self.noteRow.setObjectName(u"noteRow")
        self.noteLabel = QLabel(self.adjustmentPage)
        self.noteLabel.setObjectName(u"noteLabel")

        self.noteRow.addWidget(self.noteLabel)

        self.noteEdit = QLineEdit(self.adjustmentPage)
        self.noteEdit.setObjectName(u"noteEdit")

        self.noteRow.addWidget(self.noteEdit)


        self.adjustmentLayout.addLayout(self.noteRow)

        self.pages.addWidget(self.adjustmentPage)

        self.fieldsLayout.addWidget(self.pages)

        self.fieldsArea.setWidget(self.fieldsWidget)

        self.mainLayout.addWidget(self.fieldsArea)

        self.problemLabel = QLabel(HandPanel)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.bottomRow = QHBoxLayout()
        self.bottomRow.setObjectName(u"bottomRow")
        self.previewLabel = QLabel(HandPanel)
        self.previewLabel.setObjectName(u"previewLabel")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.previewLabel.sizePolicy().hasHeightForWidth())
        self.previewLabel.setSizePolicy(sizePolicy)
        self.previewLabel.setWordWrap(True)
        self.previewLabel.setTextFormat(Qt.PlainText)

        self.bottomRow.addWidget(self.previewLabel)

        self.buttons = QDialogButtonBox(HandPanel)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.bottomRow.addWidget(self.buttons)


        self.mainLayout.addLayout(self.bottomRow)

#if QT_CONFIG(shortcut)
        self.kindLabel.setBuddy(self.kindBox)
        self.dealerLabel.setBuddy(self.dealerBox)
        self.declarerLabel.setBuddy(self.declarerBox)
        self.contractLabel.setBuddy(self.contractBox)
        self.prikupLabel.setBuddy(self.prikupBox)
        self.darkLabel.setBuddy(self.darkBox)
        self.noteLabel.setBuddy(self.noteEdit)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.declarerBox, self.contractBox)
        QWidget.setTabOrder(self.contractBox, self.callBox0)
        QWidget.setTabOrder(self.callBox0, self.callBox1)
        QWidget.setTabOrder(self.callBox1, self.callBox2)
        QWidget.setTabOrder(self.callBox2, self.callBox3)
        QWidget.setTabOrder(self.callBox3, self.tricksEdit0)
        QWidget.setTabOrder(self.tricksEdit0, self.tricksEdit1)
        QWidget.setTabOrder(self.tricksEdit1, self.tricksEdit2)
        QWidget.setTabOrder(self.tricksEdit2, self.tricksEdit3)
        QWidget.setTabOrder(self.tricksEdit3, self.concededBox)
        QWidget.setTabOrder(self.concededBox, self.openBox)
        QWidget.setTabOrder(self.openBox, self.prikupBox)
        QWidget.setTabOrder(self.prikupBox, self.darkBox)
        QWidget.setTabOrder(self.darkBox, self.kindBox)
        QWidget.setTabOrder(self.kindBox, self.dealerBox)

        self.retranslateUi(HandPanel)
    # setupUi

    def retranslateUi(self, HandPanel):
        self.kindLabel.setText(QCoreApplication.translate("HandPanel", u"&Kind", None))
        self.dealerLabel.setText(QCoreApplication.translate("HandPanel", u"Dea&ls", None))
        self.declarerLabel.setText(QCoreApplication.translate("HandPanel", u"&Declarer", None))
#if QT_CONFIG(tooltip)
        self.declarerBox.setToolTip(QCoreApplication.translate("HandPanel", u"Seat number or the first letter of the name; 0 \u2014 raspasy", None))
#endif // QT_CONFIG(tooltip)
        self.contractLabel.setText(QCoreApplication.translate("HandPanel", u"&Contract", None))
#if QT_CONFIG(tooltip)
        self.contractBox.setToolTip(QCoreApplication.translate("HandPanel", u"Level then suit: 7 then \u2660 s \u043f 1, \u2663 c \u0442 2, \u2666 d \u0431 3, \u2665 h \u0447 4, no trump n 5; m or \u043c \u2014 mis\u00e8re", None))
#endif // QT_CONFIG(tooltip)
        self.concededBox.setText(QCoreApplication.translate("HandPanel", u"Conceded (down &three)", None))
        self.openBox.setText(QCoreApplication.translate("HandPanel", u"&Open play", None))
        self.prikupLabel.setText(QCoreApplication.translate("HandPanel", u"Tricks the &prikup sold", None))
#if QT_CONFIG(tooltip)
        self.prikupBox.setToolTip(QCoreApplication.translate("HandPanel", u"k or \u043a, then the count: an ace 1, ace and king 2, two aces 3", None))
#endif // QT_CONFIG(tooltip)
        self.darkLabel.setText(QCoreApplication.translate("HandPanel", u"Da&rk", None))
#if QT_CONFIG(tooltip)
        self.darkBox.setToolTip(QCoreApplication.translate("HandPanel", u"d or \u0442: played dark, \u00d72; again \u00d74", None))
#endif // QT_CONFIG(tooltip)
        self.playerHeader.setText(QCoreApplication.translate("HandPanel", u"Player", None))
        self.callHeader.setText(QCoreApplication.translate("HandPanel", u"Call", None))
        self.tricksHeader.setText(QCoreApplication.translate("HandPanel", u"Tricks", None))
        self.keysHint.setText(QCoreApplication.translate("HandPanel", u"Calls: w (Cyrillic \u0432) \u2014 whist, p (Cyrillic \u043f) \u2014 pass, h (Cyrillic \u0440) or \u00bd \u2014 half-whist. Tricks: the last count fills itself in; b (Cyrillic \u0431) \u2014 conceded (down three). Enter records.", None))
        self.adjustmentHint.setText(QCoreApplication.translate("HandPanel", u"Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.", None))
        self.noteLabel.setText(QCoreApplication.translate("HandPanel", u"&Note", None))
        pass
    # retranslateUi

