"""``prefcount share GAME --png FILE --text``: the result from the command line, with no display."""

import os
import subprocess
import sys

from PySide6.QtGui import QImage

from prefcount.cli import main


def test_text_in_the_language_asked(data_dir, capsys):
    assert main(["share", str(data_dir / "game-sochi-3p.json"), "--text", "--lang", "ru"]) == 0
    assert capsys.readouterr().out == "Пулька 01.12: A +61,00 ₽, B −69,00 ₽, C +8,00 ₽; 9 раздач, Сочи до 10\n"


def test_the_picture_without_a_display(data_dir, tmp_path):
    """A fresh process with no display and no Qt platform set: QtSvg draws offscreen."""
    out = tmp_path / "итог.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    game = str(data_dir / "game-gusarik-2p.json")
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "share", game, "--png", str(out), "--text", "--lang", "ru"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "Пулька" in done.stdout
    image = QImage(str(out))
    assert image.width() == 1080 and image.height() > 1000
    assert not list(tmp_path.glob("*.tmp*"))  # written atomically: no temp file left


def test_nothing_asked_or_a_bad_file_is_one_line_and_status_2(data_dir, tmp_path, capsys):
    assert main(["share", str(data_dir / "game-sochi-3p.json")]) == 2
    assert "--png FILE, --text or both" in capsys.readouterr().err
    bad = tmp_path / "bad.pulka"
    bad.write_text("{not json", encoding="utf-8")
    out = tmp_path / "out.png"
    assert main(["share", str(bad), "--png", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("prefcount: ") and err.count("\n") == 1
    assert not out.exists()
    assert main(["share", str(data_dir / "game-sochi-3p.json"), "--png", str(tmp_path)]) == 2  # a folder
    assert "is a folder" in capsys.readouterr().err
