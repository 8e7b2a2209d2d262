"""Qt's own dialogs speak the app's language, start in the documents folder and suggest a name for the file."""

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QPushButton

from prefcount.ledger import Game, GameHand
from prefcount.ui.app.language import qt_translations_folder, use_language
from prefcount.ui.dialogs import prompts
from prefcount.ui.game import file_actions
from prefcount.ui.game.commands import RecordHand
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.ui.widgets import file_names

REAL_OPEN_FILE_NAME = prompts.open_file_name  # the tests' own fixture replaces it; this is the real one
PLAYERS = ("Аня", "Борис", "Вера")


@pytest.fixture
def russian(qapp):
    use_language("ru")
    yield
    use_language("en")


@pytest.fixture
def documents(tmp_path, monkeypatch):
    folder = tmp_path / "Документы"
    folder.mkdir()
    monkeypatch.setattr(file_names, "documents_folder", lambda: folder)
    return folder


def test_qt_translations_come_with_pyside6():
    folder = qt_translations_folder()
    assert folder is not None and (folder / "qtbase_ru.qm").exists() and (folder / "qtbase_uk.qm").exists()


def test_the_unsaved_changes_box_says_dont_save(russian):
    box = prompts.unsaved_changes_box(None, "Несохранённые изменения", "Сохранить?")
    texts = [button.text() for button in box.buttons()]
    assert "&Не сохранять" in texts and "Отклонить" not in texts
    assert "Сохранить" in texts and "Отмена" in texts


def test_the_file_dialog_speaks_the_app_language(russian, documents):
    dialog = prompts.file_dialog(None, "Открыть пульку", str(documents), prompts.FILE_FILTER, save=False)
    assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)  # the system here does not speak Russian
    texts = [button.text().replace("&", "") for button in dialog.findChildren(QPushButton)]
    assert "Открыть" in texts and "Отмена" in texts
    assert Path(dialog.directory().absolutePath()) == documents


@pytest.mark.parametrize(
    ("language", "look_in", "file_type"), [("ru", "&Папка:", "&Тип файлов:"), ("uk", "&Папка:", "&Тип файлів:")]
)
def test_the_file_dialogs_labels_qt_does_not_translate_are_ours(qapp, documents, language, look_in, file_type):
    """Qt translates "Look in:" and "Files of type:", but Qt 6 asks for "&Look in:" and "Files of &type:"."""
    from PySide6.QtWidgets import QLabel

    use_language(language)
    try:
        dialog = prompts.file_dialog(None, "…", str(documents), prompts.FILE_FILTER, save=False)
        labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
        folder = QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms")
    finally:
        use_language("en")
    assert folder == "Папка"  # the type of a folder in the dialog's list
    assert labels["lookInLabel"] == look_in
    assert labels["fileTypeLabel"] == file_type
    assert not {text for text in labels.values() if text.isascii() and any(c.isalpha() for c in text)}  # no English


def test_the_print_dialog_speaks_the_app_language(russian):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter()
    assert QPrintDialog(printer).windowTitle() == "Печать"
    assert QCoreApplication.translate("QPrintPreviewDialog", "Print Preview") == "Просмотр печати"


def test_open_starts_in_the_documents_folder(qapp, documents, monkeypatch):
    seen = []

    def fake_exec(dialog):
        seen.append(Path(dialog.directory().absolutePath()))
        return 0

    monkeypatch.setattr(QFileDialog, "exec", fake_exec)
    assert REAL_OPEN_FILE_NAME(None) == ""
    assert seen == [documents]


def test_save_and_export_suggest_the_players_and_the_date(qtbot, documents, monkeypatch, tmp_path):
    game = Game(players=PLAYERS, created="2026-11-27T19:30:00+02:00")
    monkeypatch.setattr(file_actions, "folder_for_new_games", lambda: documents)  # new games: the book's folder
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    asked = []
    monkeypatch.setattr(
        prompts, "save_file_name", lambda parent, suggestion="", pdf=False: asked.append(suggestion) or ""
    )
    win.files.save_as()
    win.files.export_pdf()
    assert asked == [
        str(documents / "Аня, Борис, Вера 2026-11-27.pulka"),
        str(documents / "Аня, Борис, Вера 2026-11-27.pdf"),
    ]
    win.document.path = tmp_path / "Пятница.pulka"  # a saved game: Save as starts beside it
    win.files.save_as()
    assert asked[-1] == str(tmp_path / "Пятница.pulka")


def test_a_saved_game_exports_its_pdf_beside_itself(qtbot, documents, monkeypatch, tmp_path):
    """The PDF of a saved game is suggested beside its file, named as it (as its picture is): from the Game menu
    and from the settlement. It was always suggested in the documents folder (seen under Xvfb: a game saved in
    the club's folder offered /root/Documents)."""
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

    win = MainWindow(GameDocument(Game(players=PLAYERS, created="2026-11-27T19:30:00+02:00")))
    qtbot.addWidget(win)
    asked = []
    monkeypatch.setattr(
        prompts, "save_file_name", lambda parent, suggestion="", pdf=False: asked.append(suggestion) or ""
    )
    win.document.path = tmp_path / "Пятница.pulka"
    win.files.export_pdf()
    settlement = SettlementDialog(win.document, win)
    qtbot.addWidget(settlement)
    settlement.ui.exportPdfButton.click()
    assert asked == [str(tmp_path / "Пятница.pdf")] * 2


def test_a_file_name_is_safe_on_any_system():
    game = Game(players=("A/B", 'C:"D"', "E*"), created="2026-01-02")
    assert file_names.suggested_name(game, ".pulka") == "A_B, C_D_, E_ 2026-01-02.pulka"


def test_undo_names_the_step_after_the_verb_in_lower_case(qtbot, russian):
    win = MainWindow(GameDocument(Game(players=PLAYERS)))
    qtbot.addWidget(win)
    hand = GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))
    win.document.push(RecordHand(win.document, hand))
    assert win.undo_action.text() == "Отменить запись раздачи 1"
    win.undo_action.trigger()
    assert win.redo_action.text() == "Повторить запись раздачи 1"


#: The real prompts (the UI tests' fixture answers them in their place).
SAVE_FILE_NAME, OPEN_FILE_NAME = prompts.save_file_name, prompts.open_file_name


def test_a_game_is_saved_as_pulka_the_kind_the_club_book_reads(qtbot, monkeypatch):
    """Open offers .pulka and an older prefcount's .json; Save offers .pulka only (the club book reads .pulka files),
    and a name typed without a suffix gets .pulka."""
    seen = {}

    def chosen(dialog):
        seen["filters"], seen["suffix"] = dialog.nameFilters(), dialog.defaultSuffix()
        return ""

    monkeypatch.setattr(prompts, "_chosen", chosen)
    SAVE_FILE_NAME(None, "friday")
    assert seen == {"filters": ["prefcount (*.pulka)"], "suffix": "pulka"}
    OPEN_FILE_NAME(None, "")
    assert seen["filters"][0] == "prefcount (*.pulka *.json)"
