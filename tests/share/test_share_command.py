"""``prefcount share GAME --png FILE --text``: the result from the command line, with no display."""

import os
import shutil
import subprocess
import sys
from datetime import datetime

from PySide6.QtGui import QImage

from prefcount.cli.main import main
from prefcount.files import gamefile


def test_text_in_the_language_asked(sochi, tmp_path, capsys):
    game = tmp_path / "среда.pulka"
    gamefile.save(sochi[0], game)  # played on 8 March
    assert main(["share", str(game), "--text", "--lang", "ru"]) == 0
    assert capsys.readouterr().out == "Пулька 08.03: A +61,00 ₽, B −69,00 ₽, C +8,00 ₽; 9 раздач, Сочи, пуля до 10\n"


def test_a_game_file_with_no_date_is_dated_by_its_modification_time(data_dir, tmp_path, capsys):
    game = tmp_path / "старая.pulka"
    shutil.copyfile(data_dir / "game-sochi-3p.json", game)  # no "created", no "finished"
    stamp = datetime(2023, 11, 5, 23, 40).timestamp()
    os.utime(game, (stamp, stamp))
    assert main(["share", str(game), "--text", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Pulka 05.11: A +61.00")


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


def test_a_missing_file_is_named_once(tmp_path, capsys):
    """The loader's refusal already names the file: the line says it once, as ``score`` and ``pdf`` do."""
    missing = tmp_path / "нет.pulka"
    assert main(["share", str(missing), "--text", "--lang", "en"]) == 2
    assert capsys.readouterr().err.count(str(missing)) == 1
