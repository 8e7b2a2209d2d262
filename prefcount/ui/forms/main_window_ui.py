# generated from forms/main_window.ui — do not edit; run tools/build_forms.py
from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QAction, QBrush, QColor, QConicalGradient,
    QCursor, QFont, QFontDatabase, QGradient,
    QIcon, QImage, QKeySequence, QLinearGradient,
    QPainter, QPalette, QPixmap, QRadialGradient,
    QTransform)
from PySide6.QtWidgets import (QApplication, QHBoxLayout, QHeaderView, QLabel,
    QMainWindow, QMenu, QMenuBar, QPushButton,
    QSizePolicy, QSplitter, QStatusBar, QTableView,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from prefcount.ui.sheet_view import SheetView

class Ui_MainWindow(object):
    def setupUi(self, MainWindow):
        if not MainWindow.objectName():
            MainWindow.setObjectName(u"MainWindow")
        MainWindow.resize(1400, 900)
        self.actionNew = QAction(MainWindow)
        self.actionNew.setObjectName(u"actionNew")
        self.actionOpen = QAction(MainWindow)
        self.actionOpen.setObjectName(u"actionOpen")
        self.actionSave = QAction(MainWindow)
        self.actionSave.setObjectName(u"actionSave")
        self.actionSaveAs = QAction(MainWindow)
        self.actionSaveAs.setObjectName(u"actionSaveAs")
        self.actionSettlement = QAction(MainWindow)
        self.actionSettlement.setObjectName(u"actionSettlement")
        self.actionPrintSheet = QAction(MainWindow)
        self.actionPrintSheet.setObjectName(u"actionPrintSheet")
        self.actionExportPdf = QAction(MainWindow)
        self.actionExportPdf.setObjectName(u"actionExportPdf")
        self.actionOpenPdf = QAction(MainWindow)
        self.actionOpenPdf.setObjectName(u"actionOpenPdf")
        self.actionQuit = QAction(MainWindow)
        self.actionQuit.setObjectName(u"actionQuit")
        self.actionRecordHand = QAction(MainWindow)
        self.actionRecordHand.setObjectName(u"actionRecordHand")
        self.actionEditHand = QAction(MainWindow)
        self.actionEditHand.setObjectName(u"actionEditHand")
        self.actionDeleteHand = QAction(MainWindow)
        self.actionDeleteHand.setObjectName(u"actionDeleteHand")
        self.actionPreferences = QAction(MainWindow)
        self.actionPreferences.setObjectName(u"actionPreferences")
        self.central = QWidget(MainWindow)
        self.central.setObjectName(u"central")
        self.centralLayout = QHBoxLayout(self.central)
        self.centralLayout.setObjectName(u"centralLayout")
        self.splitter = QSplitter(self.central)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.sheetView = SheetView(self.splitter)
        self.sheetView.setObjectName(u"sheetView")
        self.splitter.addWidget(self.sheetView)
        self.sidePanel = QWidget(self.splitter)
        self.sidePanel.setObjectName(u"sidePanel")
        self.sideLayout = QVBoxLayout(self.sidePanel)
        self.sideLayout.setObjectName(u"sideLayout")
        self.sideLayout.setContentsMargins(0, 0, 0, 0)
        self.statusLabel = QLabel(self.sidePanel)
        self.statusLabel.setObjectName(u"statusLabel")
        self.statusLabel.setWordWrap(True)

        self.sideLayout.addWidget(self.statusLabel)

        self.playersLabel = QLabel(self.sidePanel)
        self.playersLabel.setObjectName(u"playersLabel")
        self.playersLabel.setWordWrap(True)

        self.sideLayout.addWidget(self.playersLabel)

        self.standingTable = QTableWidget(self.sidePanel)
        self.standingTable.setObjectName(u"standingTable")

        self.sideLayout.addWidget(self.standingTable)

        self.handsLabel = QLabel(self.sidePanel)
        self.handsLabel.setObjectName(u"handsLabel")
        self.handsLabel.setWordWrap(True)

        self.sideLayout.addWidget(self.handsLabel)

        self.handTable = QTableView(self.sidePanel)
        self.handTable.setObjectName(u"handTable")

        self.sideLayout.addWidget(self.handTable)

        self.handButtons = QHBoxLayout()
        self.handButtons.setObjectName(u"handButtons")
        self.recordButton = QPushButton(self.sidePanel)
        self.recordButton.setObjectName(u"recordButton")

        self.handButtons.addWidget(self.recordButton)

        self.editButton = QPushButton(self.sidePanel)
        self.editButton.setObjectName(u"editButton")

        self.handButtons.addWidget(self.editButton)

        self.deleteButton = QPushButton(self.sidePanel)
        self.deleteButton.setObjectName(u"deleteButton")

        self.handButtons.addWidget(self.deleteButton)

        self.settlementButton = QPushButton(self.sidePanel)
        self.settlementButton.setObjectName(u"settlementButton")

        self.handButtons.addWidget(self.settlementButton)


        self.sideLayout.addLayout(self.handButtons)

        self.originLabel = QLabel(self.sidePanel)
        self.originLabel.setObjectName(u"originLabel")
        self.originLabel.setWordWrap(True)
        self.originLabel.setTextFormat(Qt.PlainText)

        self.sideLayout.addWidget(self.originLabel)

        self.splitter.addWidget(self.sidePanel)

        self.centralLayout.addWidget(self.splitter)

        MainWindow.setCentralWidget(self.central)
        self.menubar = QMenuBar(MainWindow)
        self.menubar.setObjectName(u"menubar")
        self.menuGame = QMenu(self.menubar)
        self.menuGame.setObjectName(u"menuGame")
        self.menuRecent = QMenu(self.menuGame)
        self.menuRecent.setObjectName(u"menuRecent")
        self.menuHand = QMenu(self.menubar)
        self.menuHand.setObjectName(u"menuHand")
        self.menuSettings = QMenu(self.menubar)
        self.menuSettings.setObjectName(u"menuSettings")
        MainWindow.setMenuBar(self.menubar)
        self.statusbar = QStatusBar(MainWindow)
        self.statusbar.setObjectName(u"statusbar")
        MainWindow.setStatusBar(self.statusbar)

        self.menubar.addAction(self.menuGame.menuAction())
        self.menubar.addAction(self.menuHand.menuAction())
        self.menubar.addAction(self.menuSettings.menuAction())
        self.menuGame.addAction(self.actionNew)
        self.menuGame.addAction(self.actionOpen)
        self.menuGame.addAction(self.menuRecent.menuAction())
        self.menuGame.addAction(self.actionSave)
        self.menuGame.addAction(self.actionSaveAs)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionSettlement)
        self.menuGame.addAction(self.actionPrintSheet)
        self.menuGame.addAction(self.actionExportPdf)
        self.menuGame.addAction(self.actionOpenPdf)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionQuit)
        self.menuHand.addAction(self.actionRecordHand)
        self.menuHand.addAction(self.actionEditHand)
        self.menuHand.addAction(self.actionDeleteHand)
        self.menuSettings.addAction(self.actionPreferences)

        self.retranslateUi(MainWindow)
    # setupUi

    def retranslateUi(self, MainWindow):
        MainWindow.setWindowTitle(QCoreApplication.translate("MainWindow", u"prefcount", None))
        self.actionNew.setText(QCoreApplication.translate("MainWindow", u"&New game\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionNew.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+N", None))
#endif // QT_CONFIG(shortcut)
        self.actionOpen.setText(QCoreApplication.translate("MainWindow", u"&Open\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionOpen.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+O", None))
#endif // QT_CONFIG(shortcut)
        self.actionSave.setText(QCoreApplication.translate("MainWindow", u"&Save", None))
#if QT_CONFIG(shortcut)
        self.actionSave.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+S", None))
#endif // QT_CONFIG(shortcut)
        self.actionSaveAs.setText(QCoreApplication.translate("MainWindow", u"Save &as\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionSaveAs.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Shift+S", None))
#endif // QT_CONFIG(shortcut)
        self.actionSettlement.setText(QCoreApplication.translate("MainWindow", u"Se&ttlement\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionSettlement.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+T", None))
#endif // QT_CONFIG(shortcut)
        self.actionPrintSheet.setText(QCoreApplication.translate("MainWindow", u"&Print the sheet\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionPrintSheet.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+P", None))
#endif // QT_CONFIG(shortcut)
        self.actionExportPdf.setText(QCoreApplication.translate("MainWindow", u"&Export PDF\u2026", None))
        self.actionOpenPdf.setText(QCoreApplication.translate("MainWindow", u"Open in PDF &viewer", None))
        self.actionQuit.setText(QCoreApplication.translate("MainWindow", u"&Quit", None))
#if QT_CONFIG(shortcut)
        self.actionQuit.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Q", None))
#endif // QT_CONFIG(shortcut)
        self.actionRecordHand.setText(QCoreApplication.translate("MainWindow", u"&Record hand\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionRecordHand.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Return", None))
#endif // QT_CONFIG(shortcut)
        self.actionEditHand.setText(QCoreApplication.translate("MainWindow", u"&Edit hand\u2026", None))
#if QT_CONFIG(shortcut)
        self.actionEditHand.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+E", None))
#endif // QT_CONFIG(shortcut)
        self.actionDeleteHand.setText(QCoreApplication.translate("MainWindow", u"&Delete hand", None))
#if QT_CONFIG(shortcut)
        self.actionDeleteHand.setShortcut(QCoreApplication.translate("MainWindow", u"Ctrl+Del", None))
#endif // QT_CONFIG(shortcut)
        self.actionPreferences.setText(QCoreApplication.translate("MainWindow", u"&Language and currency\u2026", None))
        self.playersLabel.setText(QCoreApplication.translate("MainWindow", u"If we stopped now (double-click a name to rename)", None))
        self.handsLabel.setText(QCoreApplication.translate("MainWindow", u"Hands \u2014 type the declarer's seat number (0 for raspasy) to record the next one", None))
        self.recordButton.setText(QCoreApplication.translate("MainWindow", u"Record hand\u2026", None))
        self.editButton.setText(QCoreApplication.translate("MainWindow", u"Edit\u2026", None))
        self.deleteButton.setText(QCoreApplication.translate("MainWindow", u"Delete", None))
        self.settlementButton.setText(QCoreApplication.translate("MainWindow", u"Settlement\u2026", None))
        self.menuGame.setTitle(QCoreApplication.translate("MainWindow", u"&Game", None))
        self.menuRecent.setTitle(QCoreApplication.translate("MainWindow", u"Open &recent", None))
        self.menuHand.setTitle(QCoreApplication.translate("MainWindow", u"&Hand", None))
        self.menuSettings.setTitle(QCoreApplication.translate("MainWindow", u"&Settings", None))
    # retranslateUi

