"""Sharing a game: the live page that phones at the table watch, and the result for the club's chat.

Qt-free parts (tested without a display, reused by ``prefcount share``):

* ``svg`` — :mod:`prefcount.layout`'s primitives drawn as SVG (the third drawer, beside
  ``ui.game.sheet_view``'s QPainter and ``report.draw``'s ReportLab);
* ``page`` — what the page shows (the sheet, the standings with money, the hands) as one
  immutable snapshot, and ``page.html``, the page itself;
* ``server`` — the read-only HTTP server that serves the snapshot on one address;
* ``addresses`` — which of the machine's addresses may be offered (private ranges only);
* ``result`` — "Copy the result": the summary line and the sheet with the settlement as one picture;
* ``command`` — ``prefcount share GAME --png FILE / --text``.

``png`` turns the result's SVG into a PNG with QtSvg (offscreen on the command line). The window's
side of it is ``prefcount.ui.dialogs.share_panel`` (the switch, the QR code) and ``prefcount.ui.dialogs.result_dialog``.
Nothing here is imported before the player asks for it: the app starts as fast with sharing off.
"""
