"""``prefcount blank`` and ``prefcount pdf``: files written only on success, one-line errors, status 2."""

import json
import os
import subprocess
import sys

import pytest
from pypdf import PdfReader
from where import DATA

from prefcount.cli.main import build_parser
from prefcount.words.i18n import set_language


@pytest.fixture(autouse=True)
def english_by_default():
    """The sheets set the process's language; each test starts and ends in English."""
    set_language("en")
    yield
    set_language("en")


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


def test_blank_writes_a_pdf(tmp_path):
    out = tmp_path / "blank.pdf"
    assert (
        run(
            [
                "blank",
                "--players",
                "4",
                "--names",
                "Аня",
                "Борис",
                "Вера",
                "Гриша",
                "--target",
                "20",
                "--paper",
                "letter",
                "--landscape",
                "--lang",
                "uk",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    pdf = PdfReader(out)
    assert len(pdf.pages) == 1
    text = pdf.pages[0].extract_text().split("\n")
    assert {"Гриша", "20", "Пулька", "пуля", "гора"} <= set(text)
    assert round(float(pdf.pages[0].mediabox.width)) == 792
    assert [p.name for p in tmp_path.iterdir()] == ["blank.pdf"]  # no temp file left


def test_blank_two_up(tmp_path):
    out = tmp_path / "two.pdf"
    assert run(["blank", "--two-up", "--lang", "ru", "-o", str(out)]) == 0
    assert len(PdfReader(out).pages) == 1
    assert PdfReader(out).pages[0].extract_text().count("Пулька") == 2


def test_blank_for_two_players(tmp_path):
    out = tmp_path / "two-players.pdf"
    assert run(["blank", "--players", "2", "--target", "15", "--lang", "ru", "-o", str(out)]) == 0
    text = PdfReader(out).pages[0].extract_text().split("\n")
    assert {"Игрок 1", "Игрок 2", "15", "Пулька", "пуля", "гора"} <= set(text) and "Игрок 3" not in text
    assert text.count("пуля") == 2 and text.count("гора") == 2
    assert run(["blank", "--players", "2", "--names", "Аня", "Борис", "-o", str(out)]) == 0
    assert {"Аня", "Борис"} <= set(PdfReader(out).pages[0].extract_text().split("\n"))
    assert run(["blank", "--players", "2", "--names", "Аня", "Борис", "Вера", "-o", str(out)]) == 2


def test_pdf_of_a_game(tmp_path):
    out = tmp_path / "game.pdf"
    assert run(["pdf", str(DATA / "game-sochi-3p.json"), "--lang", "en", "-o", str(out)]) == 0
    pdf = PdfReader(out)
    assert len(pdf.pages) == 3
    assert "B pays A: 61.00" in pdf.pages[1].extract_text()


@pytest.mark.parametrize(
    "argv,message",
    [
        (["blank", "--players", "3", "--names", "Аня", "Борис"], "give 3 names for 3 players"),
        (["blank", "--names", "Аня", "Аня", "Вера"], "Two players are called Аня"),
        (["blank", "--target", "0"], "pulya target"),
        (["pdf", str(DATA / "no-such-game.json")], "no-such-game.json"),
        (["pdf", str(DATA / "game-sochi-3p.expected.json")], "game-sochi-3p.expected.json"),
    ],
)
def test_bad_input_says_one_line_exits_2_and_leaves_the_old_file(tmp_path, capsys, argv, message):
    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"the old file")
    assert run(argv + ["-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("prefcount: ") and message in err
    assert out.read_bytes() == b"the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]


def test_a_bad_hand_is_named(tmp_path, capsys):
    game = json.loads((DATA / "game-sochi-3p.json").read_text(encoding="utf-8"))
    game["hands"][1]["tricks"] = [2, 5, 4]
    source = tmp_path / "bad.pulka"
    source.write_text(json.dumps(game), encoding="utf-8")
    out = tmp_path / "bad.pdf"
    assert run(["pdf", str(source), "--lang", "en", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Hand 2" in err and "11" in err
    assert not out.exists()


def test_output_in_a_missing_folder_or_a_folder(tmp_path, capsys):
    assert run(["blank", "-o", str(tmp_path / "nope" / "x.pdf")]) == 2
    assert "no folder" in capsys.readouterr().err
    assert run(["blank", "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_unwritable_folder(tmp_path, capsys):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        assert run(["blank", "-o", str(folder / "x.pdf")]) == 2
        assert "cannot write" in capsys.readouterr().err
    finally:
        folder.chmod(0o700)


def test_through_the_real_command_line(tmp_path):
    out = tmp_path / "b.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "blank", "--players", "5", "-o", str(out)], capture_output=True, text=True
    )
    assert done.returncode == 2 and "invalid choice" in done.stderr and not out.exists()
    done = subprocess.run(
        [sys.executable, "-m", "prefcount", "pdf", str(DATA / "game-leningrad-3p.json"), "-o", str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert len(PdfReader(out).pages) == 3
