"""Printing: sheets printed in vector, exported, or opened in a viewer.

* ``printing`` — the PDF of a game or a blank sheet, to a printer, a file or the system's viewer;
* ``print_preview`` — the pages before they are printed;
* ``print_job`` — the pages painted on the printer one at a time, with progress and Cancel;
* ``pdf_pages`` — the app's PDF read back as drawing operations (no Qt); ``pdf_painter`` — them on a QPainter;
* ``blank_dialog`` — a blank pulka to print: the same choices as ``prefcount blank``.

The PDF pages themselves are drawn by ``prefcount.report``, without Qt.
"""
