"""Qt's own dialog texts that Qt's Russian and Ukrainian catalogues lack: marked here so ours supply them.

Qt 6's file dialog asks for its labels with their mnemonics ("&Look in:",
"Files of &type:"), while ``qtbase_ru``/``qtbase_uk`` translate them only
without the "&"; and the file types of its list ("Folder"…) come from
``QAbstractFileIconProvider``, which those catalogues do not translate at all:
a Russian dialog said "Look in", "Files of type" and "Folder". Our translator
answers where Qt's finds nothing; the contexts, texts and disambiguations are
exactly those of Qt's ``qfiledialog.cpp`` and ``qabstractfileiconprovider.cpp``.
"""

from __future__ import annotations

from prefcount.words.i18n import QT_TRANSLATE_NOOP

FILE_DIALOG_LABELS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

# (text, disambiguation) of the file types Qt's dialog lists, context ``QAbstractFileIconProvider``.
FILE_TYPES = (
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder", "All other platforms"), "All other platforms"),
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder", "Match Windows Explorer"), "Match Windows Explorer"),
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut", "All other platforms"), "All other platforms"),
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"), None),
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"), None),
    (QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"), None),
)
