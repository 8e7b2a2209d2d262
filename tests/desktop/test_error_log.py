"""errors.log rotates: a bug that repeats all evening cannot fill the disk."""

from prefcount.desktop import error_log


def test_the_error_log_rotates_and_keeps_a_few_old_files(tmp_path, monkeypatch):
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(error_log, "MAX_BYTES", 1000)
    for n in range(100):
        path = error_log.log_error(f"Traceback {n}\n" + "x" * 80 + "\n")
    assert path == tmp_path / "log" / "errors.log"
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["errors.log", "errors.log.1", "errors.log.2", "errors.log.3"]
    assert all((path.parent / name).stat().st_size <= 1000 for name in files)
    assert "Traceback 99\n" in path.read_text(encoding="utf-8")  # the newest is in the current file


def test_the_log_follows_the_folder(tmp_path, monkeypatch):
    for name in ("one", "two"):
        monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path / name))
        error_log.log_error(f"error in {name}")
    assert "error in one" in (tmp_path / "one" / "log" / "errors.log").read_text(encoding="utf-8")
    assert "error in one" not in (tmp_path / "two" / "log" / "errors.log").read_text(encoding="utf-8")


def test_a_log_that_cannot_be_written_is_skipped_without_a_word(tmp_path, monkeypatch, capsys):
    """A file where the log folder should be, or a folder where the log file should be: log_error says None and
    raises nothing (it runs inside the handler of unexpected errors), and prints no logging traceback either."""
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(tmp_path))
    (tmp_path / "log").write_text("not a folder")
    assert error_log.log_error("Traceback: boom") is None
    (tmp_path / "log").unlink()
    (tmp_path / "log" / "errors.log").mkdir(parents=True)
    assert error_log.log_error("Traceback: boom") is None
    assert capsys.readouterr() == ("", "")
    (tmp_path / "log" / "errors.log").rmdir()
    assert error_log.log_error("Traceback: boom") == tmp_path / "log" / "errors.log"  # and once it can, it does
