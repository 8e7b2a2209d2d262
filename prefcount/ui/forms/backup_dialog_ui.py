# generated from forms/backup_dialog.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication)
from PySide6.QtWidgets import (QDialogButtonBox, QLabel, QTreeWidget, QVBoxLayout)

class Ui_BackupDialog(object):
    def setupUi(self, BackupDialog):
        if not BackupDialog.objectName():
            BackupDialog.setObjectName(u"BackupDialog")
        BackupDialog.resize(760, 460)
        self.mainLayout = QVBoxLayout(BackupDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.explanation = QLabel(BackupDialog)
        self.explanation.setObjectName(u"explanation")
        self.explanation.setWordWrap(True)

        self.mainLayout.addWidget(self.explanation)

        self.backupTree = QTreeWidget(BackupDialog)
        self.backupTree.setObjectName(u"backupTree")
        self.backupTree.setRootIsDecorated(False)
        self.backupTree.setUniformRowHeights(True)
        self.backupTree.setAlternatingRowColors(True)

        self.mainLayout.addWidget(self.backupTree)

        self.emptyLabel = QLabel(BackupDialog)
        self.emptyLabel.setObjectName(u"emptyLabel")

        self.mainLayout.addWidget(self.emptyLabel)

        self.buttons = QDialogButtonBox(BackupDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Open)

        self.mainLayout.addWidget(self.buttons)


        self.retranslateUi(BackupDialog)
    # setupUi

    def retranslateUi(self, BackupDialog):
        BackupDialog.setWindowTitle(QCoreApplication.translate("BackupDialog", u"Open a backup", None))
        self.explanation.setText(QCoreApplication.translate("BackupDialog", u"Copies kept on every save (the last few and one a day), and games that were not saved. A backup opens as a new unsaved game: nothing is overwritten.", None))
        ___qtreewidgetitem = self.backupTree.headerItem()
        ___qtreewidgetitem.setText(3, QCoreApplication.translate("BackupDialog", u"Why", None))
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("BackupDialog", u"Hands", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("BackupDialog", u"Kept at", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("BackupDialog", u"Game", None))
#if QT_CONFIG(accessibility)
        self.backupTree.setAccessibleName(QCoreApplication.translate("BackupDialog", u"Backups", None))
#endif // QT_CONFIG(accessibility)
        self.emptyLabel.setText(QCoreApplication.translate("BackupDialog", u"No backups yet: they are made each time a game is saved.", None))
    # retranslateUi

