# generated from forms/print_preview.ui — do not edit; run tools/build_forms.py (pyside6-uic 6.11.3)
from PySide6.QtCore import (QCoreApplication)
from PySide6.QtPdfWidgets import (QPdfView)
from PySide6.QtWidgets import (QDialogButtonBox, QHBoxLayout, QLabel, QSizePolicy,
    QSpacerItem, QToolButton, QVBoxLayout)

class Ui_PrintPreview(object):
    def setupUi(self, PrintPreview):
        if not PrintPreview.objectName():
            PrintPreview.setObjectName(u"PrintPreview")
        PrintPreview.resize(1000, 700)
        self.mainLayout = QVBoxLayout(PrintPreview)
        self.mainLayout.setObjectName(u"mainLayout")
        self.zoomRow = QHBoxLayout()
        self.zoomRow.setObjectName(u"zoomRow")
        self.zoomOutButton = QToolButton(PrintPreview)
        self.zoomOutButton.setObjectName(u"zoomOutButton")
        self.zoomOutButton.setText(u"\u2212")

        self.zoomRow.addWidget(self.zoomOutButton)

        self.zoomInButton = QToolButton(PrintPreview)
        self.zoomInButton.setObjectName(u"zoomInButton")
        self.zoomInButton.setText(u"+")

        self.zoomRow.addWidget(self.zoomInButton)

        self.fitButton = QToolButton(PrintPreview)
        self.fitButton.setObjectName(u"fitButton")

        self.zoomRow.addWidget(self.fitButton)

        self.widthButton = QToolButton(PrintPreview)
        self.widthButton.setObjectName(u"widthButton")

        self.zoomRow.addWidget(self.widthButton)

        self.pagesLabel = QLabel(PrintPreview)
        self.pagesLabel.setObjectName(u"pagesLabel")

        self.zoomRow.addWidget(self.pagesLabel)

        self.zoomEnd = QSpacerItem(1, 1, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.zoomRow.addItem(self.zoomEnd)


        self.mainLayout.addLayout(self.zoomRow)

        self.pagesView = QPdfView(PrintPreview)
        self.pagesView.setObjectName(u"pagesView")

        self.mainLayout.addWidget(self.pagesView)

        self.buttons = QDialogButtonBox(PrintPreview)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel)

        self.mainLayout.addWidget(self.buttons)


        self.retranslateUi(PrintPreview)
    # setupUi

    def retranslateUi(self, PrintPreview):
        PrintPreview.setWindowTitle(QCoreApplication.translate("PrintPreview", u"Print preview", None))
#if QT_CONFIG(tooltip)
        self.zoomOutButton.setToolTip(QCoreApplication.translate("PrintPreview", u"Smaller (Ctrl+minus)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.zoomInButton.setToolTip(QCoreApplication.translate("PrintPreview", u"Larger (Ctrl+plus)", None))
#endif // QT_CONFIG(tooltip)
        self.fitButton.setText(QCoreApplication.translate("PrintPreview", u"&Whole pages", None))
#if QT_CONFIG(tooltip)
        self.fitButton.setToolTip(QCoreApplication.translate("PrintPreview", u"Each page whole in the window (Ctrl+0)", None))
#endif // QT_CONFIG(tooltip)
        self.widthButton.setText(QCoreApplication.translate("PrintPreview", u"Fill the &width", None))
#if QT_CONFIG(tooltip)
        self.widthButton.setToolTip(QCoreApplication.translate("PrintPreview", u"The pages as wide as the window, to read them (Ctrl+9)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.pagesView.setAccessibleName(QCoreApplication.translate("PrintPreview", u"Pages", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

