"""Resolve a git merge's conflicts in the Qt Linguist files by taking both sides.

    python tools/merge_ts.py

Every conflicted ``resources/translations/*.ts`` becomes the union of both
sides' messages (ours wins where both translate the same source); then the
.ts files are refreshed from the sources and every .qm is rebuilt, and the
results are staged. Run it in the middle of a merge, after the code conflicts
are resolved (lupdate reads the sources).
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def _stage(path: str, number: int) -> ET.Element | None:
    try:
        return ET.fromstring(_git("show", f":{number}:{path}").encode())
    except subprocess.CalledProcessError:
        return None


def _finished(message: ET.Element) -> bool:
    tr = message.find("translation")
    return tr is not None and tr.get("type") is None and bool((tr.text or "").strip())


def union(ours: ET.Element, theirs: ET.Element) -> ET.Element:
    contexts = {ctx.findtext("name"): ctx for ctx in ours.iter("context")}
    for ctx in theirs.iter("context"):
        name = ctx.findtext("name")
        mine = contexts.get(name)
        if mine is None:
            ours.append(ctx)
            contexts[name] = ctx
            continue
        known = {m.findtext("source"): m for m in mine.iter("message")}
        for message in ctx.iter("message"):
            have = known.get(message.findtext("source"))
            if have is None:
                mine.append(message)
            elif not _finished(have) and _finished(message):
                mine.remove(have)
                mine.append(message)
    return ours


def main() -> int:
    conflicted = [p for p in _git("diff", "--name-only", "--diff-filter=U").split() if p.endswith((".ts", ".qm"))]
    for path in conflicted:
        if path.endswith(".ts"):
            ours, theirs = _stage(path, 2), _stage(path, 3)
            merged = union(ours, theirs) if ours is not None and theirs is not None else (ours or theirs)
            assert merged is not None, path
            text = ET.tostring(merged, encoding="unicode")
            (ROOT / path).write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text, encoding="utf-8")
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_forms.py"), "--lupdate"], cwd=ROOT, check=True)
    _git("add", "resources/translations")
    print("merged:", ", ".join(conflicted) or "nothing conflicted; refreshed all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
