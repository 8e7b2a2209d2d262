"""Write the advance widths of the shipped fonts for ``prefcount.layout``, read by fontTools.

    python tools/build_font_metrics.py          # resources/fonts/*.ttf -> *.widths.json

The layout measures text at start-up (the window's first paint) and in every PDF. fontTools
reads a font's ``cmap`` and ``hmtx`` correctly, but importing it and decompiling the two tables
costs ~50 ms a font, half the budget of the first paint; so it runs here, once per font
change, and the layout loads the result (~1 ms). ``tests/test_layout.py`` fails when a table
is stale, and checks the widths against ReportLab's own reading of the fonts.

Each ``*.widths.json`` holds ``units_per_em``, ``missing`` (the advance of glyph 0, for a
character the font lacks), the font's SHA-256, and ``runs``: ``[first code point, [advance,
advance, ...]]`` for each run of consecutive code points the font maps.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / "resources" / "fonts"


def widths_path(font: Path) -> Path:
    return font.with_name(font.stem + ".widths.json")


def metrics(font_path: Path) -> dict:
    """The table of ``font_path`` as it is written."""
    font = TTFont(str(font_path), lazy=True)
    advances = font["hmtx"].metrics
    runs: list[list] = []
    for code, glyph in sorted(font.getBestCmap().items()):
        if runs and runs[-1][0] + len(runs[-1][1]) == code:
            runs[-1][1].append(advances[glyph][0])
        else:
            runs.append([code, [advances[glyph][0]]])
    return {
        "font": font_path.name,
        "sha256": hashlib.sha256(font_path.read_bytes()).hexdigest(),
        "generated_by": "tools/build_font_metrics.py (fontTools: cmap and hmtx)",
        "units_per_em": font["head"].unitsPerEm,
        "missing": advances[font.getGlyphOrder()[0]][0],
        "runs": runs,
    }


def text(table: dict) -> str:
    """One run a line: small diffs when the font changes."""
    head = {key: value for key, value in table.items() if key != "runs"}
    lines = [json.dumps(run, separators=(",", ":")) for run in table["runs"]]
    return json.dumps(head, indent=1)[:-2] + ',\n "runs": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def main() -> int:
    for font in sorted(FONTS.glob("*.ttf")):
        widths_path(font).write_text(text(metrics(font)), encoding="utf-8")
        print(widths_path(font).relative_to(FONTS.parent.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
