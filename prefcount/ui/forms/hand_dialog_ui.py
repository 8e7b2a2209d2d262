# generated from forms/hand_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.12.0)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFormLayout,
    QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QSizePolicy, QSpacerItem, QStackedWidget, QTableWidget,
    QVBoxLayout, QWidget)

class Ui_HandDialog(object):
    def setupUi(self, HandDialog):
        if not HandDialog.objectName():
            HandDialog.setObjectName(u"HandDialog")
        HandDialog.resize(600, 500)
        self.mainLayout = QVBoxLayout(HandDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.headLayout = QFormLayout()
        self.headLayout.setObjectName(u"headLayout")
        self.kindLabel = QLabel(HandDialog)
        self.kindLabel.setObjectName(u"kindLabel")

        self.headLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.kindLabel)

        self.kindBox = QComboBox(HandDialog)
        self.kindBox.setObjectName(u"kindBox")

        self.headLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.kindBox)

        self.dealerLabel = QLabel(HandDialog)
        self.dealerLabel.setObjectName(u"dealerLabel")

        self.headLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.dealerLabel)

        self.dealerBox = QComboBox(HandDialog)
        self.dealerBox.setObjectName(u"dealerBox")

        self.headLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.dealerBox)

        self.declarerLabel = QLabel(HandDialog)
        self.declarerLabel.setObjectName(u"declarerLabel")

        self.headLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.declarerLabel)

        self.declarerBox = QComboBox(HandDialog)
        self.declarerBox.setObjectName(u"declarerBox")

        self.headLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.declarerBox)

        self.contractLabel = QLabel(HandDialog)
        self.contractLabel.setObjectName(u"contractLabel")

        self.headLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.contractLabel)

        self.contractRow = QHBoxLayout()
        self.contractRow.setObjectName(u"contractRow")
        self.contractBox = QComboBox(HandDialog)
        self.contractBox.setObjectName(u"contractBox")

        self.contractRow.addWidget(self.contractBox)

        self.concededBox = QCheckBox(HandDialog)
        self.concededBox.setObjectName(u"concededBox")

        self.contractRow.addWidget(self.concededBox)

        self.openBox = QCheckBox(HandDialog)
        self.openBox.setObjectName(u"openBox")

        self.contractRow.addWidget(self.openBox)

        self.contractSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.contractRow.addItem(self.contractSpacer)


        self.headLayout.setLayout(3, QFormLayout.ItemRole.FieldRole, self.contractRow)

        self.extrasRow = QHBoxLayout()
        self.extrasRow.setObjectName(u"extrasRow")
        self.prikupLabel = QLabel(HandDialog)
        self.prikupLabel.setObjectName(u"prikupLabel")

        self.extrasRow.addWidget(self.prikupLabel)

        self.prikupBox = QComboBox(HandDialog)
        self.prikupBox.setObjectName(u"prikupBox")

        self.extrasRow.addWidget(self.prikupBox)

        self.darkLabel = QLabel(HandDialog)
        self.darkLabel.setObjectName(u"darkLabel")

        self.extrasRow.addWidget(self.darkLabel)

        self.darkBox = QComboBox(HandDialog)
        self.darkBox.setObjectName(u"darkBox")

        self.extrasRow.addWidget(self.darkBox)

        self.extrasSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.extrasRow.addItem(self.extrasSpacer)


        self.headLayout.setLayout(4, QFormLayout.ItemRole.FieldRole, self.extrasRow)


        self.mainLayout.addLayout(self.headLayout)

        self.pages = QStackedWidget(HandDialog)
        self.pages.setObjectName(u"pages")
        self.seatsPage = QWidget()
        self.seatsPage.setObjectName(u"seatsPage")
        self.seatGrid = QGridLayout(self.seatsPage)
        self.seatGrid.setObjectName(u"seatGrid")
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

        self.mainLayout.addWidget(self.pages)

        self.problemLabel = QLabel(HandDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.problemLabel)

        self.previewLabel = QLabel(HandDialog)
        self.previewLabel.setObjectName(u"previewLabel")
        self.previewLabel.setWordWrap(True)
        self.previewLabel.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.previewLabel)

        self.buttons = QDialogButtonBox(HandDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

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

        self.retranslateUi(HandDialog)
    # setupUi

    def retranslateUi(self, HandDialog):
        HandDialog.setWindowTitle(QCoreApplication.translate("HandDialog", u"Hand", None))
        self.kindLabel.setText(QCoreApplication.translate("HandDialog", u"&Kind", None))
        self.dealerLabel.setText(QCoreApplication.translate("HandDialog", u"Dea&ls", None))
        self.declarerLabel.setText(QCoreApplication.translate("HandDialog", u"&Declarer", None))
#if QT_CONFIG(tooltip)
        self.declarerBox.setToolTip(QCoreApplication.translate("HandDialog", u"Seat number or the first letter of the name; 0 \u2014 raspasy", None))
#endif // QT_CONFIG(tooltip)
        self.contractLabel.setText(QCoreApplication.translate("HandDialog", u"&Contract", None))
#if QT_CONFIG(tooltip)
        self.contractBox.setToolTip(QCoreApplication.translate("HandDialog", u"Level then suit: 7 then \u2660 s \u043f 1, \u2663 c \u0442 2, \u2666 d \u0431 3, \u2665 h \u0447 4, no trump n 5; m or \u043c \u2014 mis\u00e8re", None))
#endif // QT_CONFIG(tooltip)
        self.concededBox.setText(QCoreApplication.translate("HandDialog", u"Conceded (down &three)", None))
        self.openBox.setText(QCoreApplication.translate("HandDialog", u"&Open play", None))
        self.prikupLabel.setText(QCoreApplication.translate("HandDialog", u"Tricks the &prikup sold", None))
#if QT_CONFIG(tooltip)
        self.prikupBox.setToolTip(QCoreApplication.translate("HandDialog", u"k or \u043a, then the count: an ace 1, ace and king 2, two aces 3", None))
#endif // QT_CONFIG(tooltip)
        self.darkLabel.setText(QCoreApplication.translate("HandDialog", u"Da&rk", None))
#if QT_CONFIG(tooltip)
        self.darkBox.setToolTip(QCoreApplication.translate("HandDialog", u"d or \u0442: played dark, \u00d72; again \u00d74", None))
#endif // QT_CONFIG(tooltip)
        self.playerHeader.setText(QCoreApplication.translate("HandDialog", u"Player", None))
        self.callHeader.setText(QCoreApplication.translate("HandDialog", u"Call", None))
        self.tricksHeader.setText(QCoreApplication.translate("HandDialog", u"Tricks", None))
        self.keysHint.setText(QCoreApplication.translate("HandDialog", u"Calls: w/\u0432 \u2014 whist, p/\u043f \u2014 pass, h/\u00bd \u2014 half-whist. Tricks: the last count fills itself in; b/\u0431 \u2014 conceded (down three). Enter records.", None))
        self.adjustmentHint.setText(QCoreApplication.translate("HandDialog", u"Amounts added to the sheet as they are: pulya, gora, and the whists each player writes on the others.", None))
        self.noteLabel.setText(QCoreApplication.translate("HandDialog", u"&Note", None))
    # retranslateUi

