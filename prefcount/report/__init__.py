"""The paper sheets, printed with ReportLab from the shared layout (``prefcount.layout``).

* ``blank`` -- blank pulka sheets to play on paper (``render_blank``);
* ``game`` -- a game's filled pulka, settlement and hand log (``render_game``);
* ``season`` -- the club book's season report (``render_season``);
* ``settlement``, ``log`` -- the flowables of those pages; ``draw`` paints layout primitives;
* ``pdf`` -- the document, styles, canvas and footer they share; ``fonts`` -- DejaVu Sans, the only fonts used;
* ``bench`` -- timings.

Importing this package imports nothing heavy; each module brings ReportLab when it needs it.
"""
