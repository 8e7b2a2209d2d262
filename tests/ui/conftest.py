import pytest

from prefcount.ui.app.none_guard import keep_none_alive

keep_none_alive()  # PySide6 6.12 on Python 3.11: see prefcount/ui/app/none_guard.py


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Autosaves, settings and the club book go to a temporary folder, never the user's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("PREFCOUNT_DATA_DIR", str(folder))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "documents"))
    return folder


@pytest.fixture(autouse=True)
def english():
    from prefcount.words.i18n import set_language

    set_language("en")
    yield
    set_language("en")


class Prompts:
    """What the app asked; answers given without a modal dialog."""

    def __init__(self):
        self.errors = []
        self.questions = []
        self.yes = False
        self.close_answer = "discard"
        self.changed_answer = "cancel"
        self.open_name = ""
        self.save_name = ""


@pytest.fixture(autouse=True)
def asked(monkeypatch):
    from prefcount.ui.dialogs import prompts

    record = Prompts()
    monkeypatch.setattr(prompts, "error", lambda parent, title, text: record.errors.append(text))
    monkeypatch.setattr(prompts, "info", lambda parent, title, text: record.questions.append(text))
    monkeypatch.setattr(prompts, "long_text", lambda parent, title, text: record.questions.append(text))

    def yes_no(parent, title, text):
        record.questions.append(text)
        return record.yes

    monkeypatch.setattr(prompts, "yes_no", yes_no)

    def save_discard_cancel(parent, title, text):
        record.questions.append(text)
        return record.close_answer

    monkeypatch.setattr(prompts, "save_discard_cancel", save_discard_cancel)

    def overwrite_save_as_cancel(parent, title, text):
        record.questions.append(text)
        return record.changed_answer

    monkeypatch.setattr(prompts, "overwrite_save_as_cancel", overwrite_save_as_cancel)
    monkeypatch.setattr(prompts, "open_file_name", lambda parent, folder="": record.open_name)
    monkeypatch.setattr(prompts, "save_file_name", lambda parent, suggestion="", pdf=False: record.save_name)
    return record


@pytest.fixture
def printed(monkeypatch, tmp_path):
    """Printing goes to a PDF file instead of a printer."""
    from PySide6.QtPrintSupport import QPrinter

    from prefcount.ui.dialogs import prompts

    out = tmp_path / "printed.pdf"

    def preview(parent, printer, pdf):
        """The preview shown, then "Print" pressed: the job paints the pages onto the "printer" (wait for it:
        ``print_job.RUNNING`` empty)."""
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return True

    monkeypatch.setattr(prompts, "print_preview", preview)
    return out
