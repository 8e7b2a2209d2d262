"""The paper sheets, printed with ReportLab from the shared layout (``prefcount.layout``).

* ``blank`` -- blank pulka sheets to play on paper (``render_blank``);
* ``game`` -- a game's filled pulka, settlement and hand log (``render_game``);
* ``settlement``, ``log`` -- the flowables of those pages; ``draw`` paints layout primitives;
* ``fonts`` -- DejaVu Sans, the only fonts used; ``words`` -- the printed words per language;
* ``commands`` -- ``prefcount blank`` and ``prefcount pdf``; ``bench`` -- timings; ``sample`` -- made-up games.

Importing this package imports nothing heavy; each module brings ReportLab when it needs it.
"""
