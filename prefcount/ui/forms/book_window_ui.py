# generated from forms/book_window.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication, Qt)
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDateEdit, QGridLayout,
    QHBoxLayout, QLabel, QLineEdit, QProgressBar,
    QPushButton, QSizePolicy, QSpacerItem, QSplitter,
    QTabWidget, QTableView, QTableWidget, QTableWidgetItem,
    QTreeWidget, QVBoxLayout, QWidget)

from prefcount.ui.book.head_to_head import HeadToHeadTable

class Ui_BookWindow(object):
    def setupUi(self, BookWindow):
        if not BookWindow.objectName():
            BookWindow.setObjectName(u"BookWindow")
        BookWindow.resize(1200, 760)
        self.central = QWidget(BookWindow)
        self.central.setObjectName(u"central")
        self.mainLayout = QVBoxLayout(self.central)
        self.mainLayout.setObjectName(u"mainLayout")
        self.folderRow = QHBoxLayout()
        self.folderRow.setObjectName(u"folderRow")
        self.folderLabel = QLabel(self.central)
        self.folderLabel.setObjectName(u"folderLabel")

        self.folderRow.addWidget(self.folderLabel)

        self.folderPath = QLabel(self.central)
        self.folderPath.setObjectName(u"folderPath")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.folderPath.sizePolicy().hasHeightForWidth())
        self.folderPath.setSizePolicy(sizePolicy)
        self.folderPath.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.folderRow.addWidget(self.folderPath)

        self.openButton = QPushButton(self.central)
        self.openButton.setObjectName(u"openButton")

        self.folderRow.addWidget(self.openButton)

        self.refreshButton = QPushButton(self.central)
        self.refreshButton.setObjectName(u"refreshButton")

        self.folderRow.addWidget(self.refreshButton)


        self.mainLayout.addLayout(self.folderRow)

        self.progressBar = QProgressBar(self.central)
        self.progressBar.setObjectName(u"progressBar")

        self.mainLayout.addWidget(self.progressBar)

        self.filterRow = QHBoxLayout()
        self.filterRow.setObjectName(u"filterRow")
        self.periodLabel = QLabel(self.central)
        self.periodLabel.setObjectName(u"periodLabel")

        self.filterRow.addWidget(self.periodLabel)

        self.periodBox = QComboBox(self.central)
        self.periodBox.setObjectName(u"periodBox")

        self.filterRow.addWidget(self.periodBox)

        self.fromEdit = QDateEdit(self.central)
        self.fromEdit.setObjectName(u"fromEdit")
        self.fromEdit.setCalendarPopup(True)
        self.fromEdit.setDisplayFormat(u"dd.MM.yyyy")

        self.filterRow.addWidget(self.fromEdit)

        self.dashLabel = QLabel(self.central)
        self.dashLabel.setObjectName(u"dashLabel")
        self.dashLabel.setText(u"\u2014")

        self.filterRow.addWidget(self.dashLabel)

        self.toEdit = QDateEdit(self.central)
        self.toEdit.setObjectName(u"toEdit")
        self.toEdit.setCalendarPopup(True)
        self.toEdit.setDisplayFormat(u"dd.MM.yyyy")

        self.filterRow.addWidget(self.toEdit)

        self.filterGap = QSpacerItem(16, 1, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)

        self.filterRow.addItem(self.filterGap)

        self.conventionLabel = QLabel(self.central)
        self.conventionLabel.setObjectName(u"conventionLabel")

        self.filterRow.addWidget(self.conventionLabel)

        self.conventionBox = QComboBox(self.central)
        self.conventionBox.setObjectName(u"conventionBox")

        self.filterRow.addWidget(self.conventionBox)

        self.unfinishedCheck = QCheckBox(self.central)
        self.unfinishedCheck.setObjectName(u"unfinishedCheck")

        self.filterRow.addWidget(self.unfinishedCheck)

        self.filterEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.filterRow.addItem(self.filterEnd)

        self.seasonButton = QPushButton(self.central)
        self.seasonButton.setObjectName(u"seasonButton")

        self.filterRow.addWidget(self.seasonButton)


        self.mainLayout.addLayout(self.filterRow)

        self.tabs = QTabWidget(self.central)
        self.tabs.setObjectName(u"tabs")
        self.statsTab = QWidget()
        self.statsTab.setObjectName(u"statsTab")
        self.statsLayout = QVBoxLayout(self.statsTab)
        self.statsLayout.setObjectName(u"statsLayout")
        self.statsTable = QTableView(self.statsTab)
        self.statsTable.setObjectName(u"statsTable")

        self.statsLayout.addWidget(self.statsTable)

        self.summaryLabel = QLabel(self.statsTab)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setTextFormat(Qt.PlainText)

        self.statsLayout.addWidget(self.summaryLabel)

        self.tabs.addTab(self.statsTab, "")
        self.chartsTab = QWidget()
        self.chartsTab.setObjectName(u"chartsTab")
        self.chartsLayout = QVBoxLayout(self.chartsTab)
        self.chartsLayout.setObjectName(u"chartsLayout")
        self.chartsSplitter = QSplitter(self.chartsTab)
        self.chartsSplitter.setObjectName(u"chartsSplitter")
        self.chartsSplitter.setOrientation(Qt.Vertical)

        self.chartsLayout.addWidget(self.chartsSplitter)

        self.tabs.addTab(self.chartsTab, "")
        self.headTab = QWidget()
        self.headTab.setObjectName(u"headTab")
        self.headLayout = QVBoxLayout(self.headTab)
        self.headLayout.setObjectName(u"headLayout")
        self.headRow = QHBoxLayout()
        self.headRow.setObjectName(u"headRow")
        self.measureLabel = QLabel(self.headTab)
        self.measureLabel.setObjectName(u"measureLabel")

        self.headRow.addWidget(self.measureLabel)

        self.measureBox = QComboBox(self.headTab)
        self.measureBox.setObjectName(u"measureBox")

        self.headRow.addWidget(self.measureBox)

        self.headHint = QLabel(self.headTab)
        self.headHint.setObjectName(u"headHint")

        self.headRow.addWidget(self.headHint)

        self.headEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headRow.addItem(self.headEnd)


        self.headLayout.addLayout(self.headRow)

        self.headTable = HeadToHeadTable(self.headTab)
        self.headTable.setObjectName(u"headTable")

        self.headLayout.addWidget(self.headTable)

        self.tabs.addTab(self.headTab, "")
        self.peopleTab = QWidget()
        self.peopleTab.setObjectName(u"peopleTab")
        self.peopleLayout = QVBoxLayout(self.peopleTab)
        self.peopleLayout.setObjectName(u"peopleLayout")
        self.peopleTree = QTreeWidget(self.peopleTab)
        self.peopleTree.setObjectName(u"peopleTree")

        self.peopleLayout.addWidget(self.peopleTree)

        self.rosterGrid = QGridLayout()
        self.rosterGrid.setObjectName(u"rosterGrid")
        self.mergeLabel = QLabel(self.peopleTab)
        self.mergeLabel.setObjectName(u"mergeLabel")

        self.rosterGrid.addWidget(self.mergeLabel, 0, 0, 1, 1)

        self.mergeBox = QComboBox(self.peopleTab)
        self.mergeBox.setObjectName(u"mergeBox")
        sizePolicy1 = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        sizePolicy1.setHorizontalStretch(1)
        sizePolicy1.setVerticalStretch(0)
        sizePolicy1.setHeightForWidth(self.mergeBox.sizePolicy().hasHeightForWidth())
        self.mergeBox.setSizePolicy(sizePolicy1)

        self.rosterGrid.addWidget(self.mergeBox, 0, 1, 1, 1)

        self.mergeButton = QPushButton(self.peopleTab)
        self.mergeButton.setObjectName(u"mergeButton")

        self.rosterGrid.addWidget(self.mergeButton, 0, 2, 1, 1)

        self.renameLabel = QLabel(self.peopleTab)
        self.renameLabel.setObjectName(u"renameLabel")

        self.rosterGrid.addWidget(self.renameLabel, 1, 0, 1, 1)

        self.renameEdit = QLineEdit(self.peopleTab)
        self.renameEdit.setObjectName(u"renameEdit")

        self.rosterGrid.addWidget(self.renameEdit, 1, 1, 1, 1)

        self.renameButton = QPushButton(self.peopleTab)
        self.renameButton.setObjectName(u"renameButton")

        self.rosterGrid.addWidget(self.renameButton, 1, 2, 1, 1)

        self.splitLabel = QLabel(self.peopleTab)
        self.splitLabel.setObjectName(u"splitLabel")

        self.rosterGrid.addWidget(self.splitLabel, 2, 0, 1, 2)

        self.splitButton = QPushButton(self.peopleTab)
        self.splitButton.setObjectName(u"splitButton")

        self.rosterGrid.addWidget(self.splitButton, 2, 2, 1, 1)


        self.peopleLayout.addLayout(self.rosterGrid)

        self.rosterMessage = QLabel(self.peopleTab)
        self.rosterMessage.setObjectName(u"rosterMessage")
        self.rosterMessage.setWordWrap(True)
        self.rosterMessage.setTextFormat(Qt.PlainText)

        self.peopleLayout.addWidget(self.rosterMessage)

        self.tabs.addTab(self.peopleTab, "")
        self.problemsTab = QWidget()
        self.problemsTab.setObjectName(u"problemsTab")
        self.problemsLayout = QVBoxLayout(self.problemsTab)
        self.problemsLayout.setObjectName(u"problemsLayout")
        self.problemsHint = QLabel(self.problemsTab)
        self.problemsHint.setObjectName(u"problemsHint")
        self.problemsHint.setWordWrap(True)

        self.problemsLayout.addWidget(self.problemsHint)

        self.problemsTable = QTableWidget(self.problemsTab)
        if (self.problemsTable.columnCount() < 2):
            self.problemsTable.setColumnCount(2)
        __qtablewidgetitem = QTableWidgetItem()
        self.problemsTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.problemsTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        self.problemsTable.setObjectName(u"problemsTable")
        self.problemsTable.setColumnCount(2)

        self.problemsLayout.addWidget(self.problemsTable)

        self.problemsRow = QHBoxLayout()
        self.problemsRow.setObjectName(u"problemsRow")
        self.openBothButton = QPushButton(self.problemsTab)
        self.openBothButton.setObjectName(u"openBothButton")

        self.problemsRow.addWidget(self.openBothButton)

        self.showFileButton = QPushButton(self.problemsTab)
        self.showFileButton.setObjectName(u"showFileButton")

        self.problemsRow.addWidget(self.showFileButton)

        self.problemsEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.problemsRow.addItem(self.problemsEnd)


        self.problemsLayout.addLayout(self.problemsRow)

        self.tabs.addTab(self.problemsTab, "")

        self.mainLayout.addWidget(self.tabs)

        BookWindow.setCentralWidget(self.central)
#if QT_CONFIG(shortcut)
        self.periodLabel.setBuddy(self.periodBox)
        self.conventionLabel.setBuddy(self.conventionBox)
        self.measureLabel.setBuddy(self.measureBox)
        self.mergeLabel.setBuddy(self.mergeBox)
        self.renameLabel.setBuddy(self.renameEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BookWindow)
    # setupUi

    def retranslateUi(self, BookWindow):
        BookWindow.setWindowTitle(QCoreApplication.translate("BookWindow", u"Club book", None))
        self.folderLabel.setText(QCoreApplication.translate("BookWindow", u"Book folder:", None))
        self.openButton.setText(QCoreApplication.translate("BookWindow", u"&Open folder\u2026", None))
        self.refreshButton.setText(QCoreApplication.translate("BookWindow", u"R&e-read", None))
#if QT_CONFIG(tooltip)
        self.refreshButton.setToolTip(QCoreApplication.translate("BookWindow", u"Read the files that were added or changed since", None))
#endif // QT_CONFIG(tooltip)
        self.progressBar.setFormat(QCoreApplication.translate("BookWindow", u"%v of %m files read", None))
        self.periodLabel.setText(QCoreApplication.translate("BookWindow", u"&Period", None))
#if QT_CONFIG(accessibility)
        self.fromEdit.setAccessibleName(QCoreApplication.translate("BookWindow", u"Period from", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.toEdit.setAccessibleName(QCoreApplication.translate("BookWindow", u"Period to", None))
#endif // QT_CONFIG(accessibility)
        self.conventionLabel.setText(QCoreApplication.translate("BookWindow", u"&Convention", None))
        self.unfinishedCheck.setText(QCoreApplication.translate("BookWindow", u"Count &unfinished games", None))
        self.seasonButton.setText(QCoreApplication.translate("BookWindow", u"Season &report (PDF)\u2026", None))
#if QT_CONFIG(tooltip)
        self.seasonButton.setToolTip(QCoreApplication.translate("BookWindow", u"The pulkas shown (this period and convention) as a PDF to print or send: standings, money over time, head to head, each player's figures", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.tabs.setAccessibleName(QCoreApplication.translate("BookWindow", u"Sections of the book", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.statsTable.setAccessibleName(QCoreApplication.translate("BookWindow", u"Statistics", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.statsTab), QCoreApplication.translate("BookWindow", u"&Statistics", None))
        self.tabs.setTabText(self.tabs.indexOf(self.chartsTab), QCoreApplication.translate("BookWindow", u"Char&ts", None))
        self.measureLabel.setText(QCoreApplication.translate("BookWindow", u"Sho&w", None))
        self.headHint.setText(QCoreApplication.translate("BookWindow", u"Each row's balance against each column: green \u2014 up, red \u2014 down.", None))
#if QT_CONFIG(accessibility)
        self.headTable.setAccessibleName(QCoreApplication.translate("BookWindow", u"Head to head", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.headTab), QCoreApplication.translate("BookWindow", u"&Head to head", None))
        ___qtreewidgetitem = self.peopleTree.headerItem()
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("BookWindow", u"Last played", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("BookWindow", u"Pulkas", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("BookWindow", u"Name", None))
#if QT_CONFIG(accessibility)
        self.peopleTree.setAccessibleName(QCoreApplication.translate("BookWindow", u"Players", None))
#endif // QT_CONFIG(accessibility)
        self.mergeLabel.setText(QCoreApplication.translate("BookWindow", u"&Merge the selected person into", None))
        self.mergeButton.setText(QCoreApplication.translate("BookWindow", u"Mer&ge", None))
        self.renameLabel.setText(QCoreApplication.translate("BookWindow", u"Re&name the selected person to", None))
        self.renameButton.setText(QCoreApplication.translate("BookWindow", u"&Rename", None))
        self.splitLabel.setText(QCoreApplication.translate("BookWindow", u"A name of a person selected above may become a person of its own again:", None))
        self.splitButton.setText(QCoreApplication.translate("BookWindow", u"Sp&lit off", None))
        self.tabs.setTabText(self.tabs.indexOf(self.peopleTab), QCoreApplication.translate("BookWindow", u"Pla&yers", None))
        self.problemsHint.setText(QCoreApplication.translate("BookWindow", u"These files in the book folder are not counted. Nothing was changed in them; fix or move them, then re-read. A game in two files (a copy, another version) counts once: open both, keep the right one, and remove the other yourself \u2014 the book never moves or deletes a file.", None))
        ___qtablewidgetitem = self.problemsTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("BookWindow", u"File", None))
        ___qtablewidgetitem1 = self.problemsTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("BookWindow", u"Why it does not count", None))
#if QT_CONFIG(accessibility)
        self.problemsTable.setAccessibleName(QCoreApplication.translate("BookWindow", u"Files not counted", None))
#endif // QT_CONFIG(accessibility)
        self.openBothButton.setText(QCoreApplication.translate("BookWindow", u"Open &both in prefcount", None))
#if QT_CONFIG(tooltip)
        self.openBothButton.setToolTip(QCoreApplication.translate("BookWindow", u"Open this file and the one that counts, each in a window of its own, to compare them", None))
#endif // QT_CONFIG(tooltip)
        self.showFileButton.setText(QCoreApplication.translate("BookWindow", u"Show in the &folder", None))
#if QT_CONFIG(tooltip)
        self.showFileButton.setToolTip(QCoreApplication.translate("BookWindow", u"Open the folder that holds this file in the file manager", None))
#endif // QT_CONFIG(tooltip)
        self.tabs.setTabText(self.tabs.indexOf(self.problemsTab), QCoreApplication.translate("BookWindow", u"Files not counted", None))
    # retranslateUi

