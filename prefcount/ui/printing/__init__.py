"""Printing: sheets printed via QPdfDocument, exported, or opened in a viewer.

* ``printing`` — the PDF of a game or a blank sheet, to a printer, a file or the system's viewer;
* ``print_preview`` — the pages before they are printed;
* ``blank_dialog`` — a blank pulka to print: the same choices as ``prefcount blank``.

The PDF pages themselves are drawn by ``prefcount.report``, without Qt.
"""
