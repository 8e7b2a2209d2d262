"""«Open in PDF viewer» says so in the window when there is no viewer (it used to fail silently)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices

from prefcount.files import gamefile
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.printing import printing


@pytest.fixture
def window(qtbot, data_dir):
    win = MainWindow(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(win)
    return win


def test_opener_fails(window, asked, monkeypatch):
    opened = []
    monkeypatch.setattr(printing, "pdf_viewer_known", lambda: True)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or False)
    window.ui.actionOpenPdf.trigger()
    assert len(opened) == 1
    (message,) = asked.errors
    assert "No program to show PDF files" in message
    pdf = Path(opened[0].toLocalFile())
    assert str(pdf) in message and pdf.read_bytes().startswith(b"%PDF")


def test_no_viewer_for_pdf(window, asked, monkeypatch):
    monkeypatch.setattr(printing, "pdf_viewer_known", lambda: False)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: pytest.fail("nothing to open it with"))
    window.ui.actionOpenPdf.trigger()
    assert "No program to show PDF files" in asked.errors[0]


def test_a_viewer_opens_it_quietly(window, asked, monkeypatch):
    monkeypatch.setattr(printing, "pdf_viewer_known", lambda: True)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)
    assert printing.open_in_viewer(window, window.document.game) is not None
    assert not asked.errors


def test_xdg_mime_without_a_pdf_program(tmp_path, monkeypatch):
    fake = tmp_path / "xdg-mime"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert printing.pdf_viewer_known() is False
    fake.write_text("#!/bin/sh\necho org.gnome.Evince.desktop\n")
    assert printing.pdf_viewer_known() is True
