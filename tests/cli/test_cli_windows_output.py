"""On Windows, what a command prints into a file or a pipe is UTF-8 (issue 26 §3): Windows' ANSI code page (cp1252)
would write a Cyrillic name as ``\\u0410`` or ``?``. The platform is faked; the streams are real text streams
over bytes, as a redirected stdout is."""

from __future__ import annotations

import io
import json
import sys

from prefcount.cli.main import main

GAME = {"format": "prefcount-game", "version": 1, "players": ["Аня", "Борис", "Вера"], "hands": []}


def redirected(encoding: str = "cp1252") -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict", write_through=True)


def on_windows(monkeypatch) -> tuple[io.TextIOWrapper, io.TextIOWrapper]:
    """Windows, with stdout and stderr redirected (set in the test itself: pytest's capture resets them after
    a fixture's set-up)."""
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delenv("PYTHONIOENCODING", raising=False)
    out, err = redirected(), redirected()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    return out, err


def written(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]


def test_a_table_redirected_on_windows_is_utf8(monkeypatch, tmp_path):
    windows = on_windows(monkeypatch)
    game = tmp_path / "игра.pulka"
    game.write_text(json.dumps(GAME, ensure_ascii=False), encoding="utf-8")
    assert main(["score", str(game), "--lang", "en"]) == 0
    text = written(windows[0])
    assert "Аня" in text and "Борис" in text and "\\u0410" not in text and "?" not in text


def test_an_error_redirected_on_windows_is_utf8(monkeypatch, tmp_path):
    windows = on_windows(monkeypatch)
    assert main(["score", str(tmp_path / "нет.pulka"), "--lang", "ru"]) == 2
    assert "нет.pulka" in written(windows[1])


def test_a_console_and_other_systems_are_left_as_they_are(monkeypatch):
    out = redirected()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "platform", "linux")
    from prefcount.cli.output import utf8_when_redirected

    utf8_when_redirected()
    assert out.encoding == "cp1252"  # elsewhere Python chose already
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("PYTHONIOENCODING", "cp866")
    utf8_when_redirected()
    assert out.encoding == "cp1252"  # the user's choice wins
