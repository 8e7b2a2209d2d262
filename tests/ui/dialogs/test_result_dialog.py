"""Game → Copy the result: the picture and the line, to the clipboard and to a file."""

from PySide6.QtGui import QGuiApplication, QImage

from prefcount.files import gamefile
from prefcount.ledger import Game, LedgerError, SheetHistory
from prefcount.ui.dialogs import prompts
from prefcount.ui.dialogs.result_dialog import ResultDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import set_language


def played(data_dir):
    """The reference Sochi game, played on 8 March (the reference file has no date)."""
    return gamefile.load(data_dir / "game-sochi-3p.json").model_copy(update={"created": "2025-03-08T19:30"})


def test_the_picture_and_the_line_go_to_the_clipboard_and_a_file(qtbot, data_dir, tmp_path, monkeypatch):
    set_language("ru")
    document = GameDocument(played(data_dir))
    dialog = ResultDialog(document)
    qtbot.addWidget(dialog)
    assert dialog.ui.summaryEdit.toPlainText() == dialog.text
    assert dialog.text.startswith("Пулька 08.03: A +61,00 ₽, B −69,00 ₽")
    assert dialog.image.width() == 1080
    assert not dialog.ui.previewLabel.pixmap().isNull()
    clipboard = QGuiApplication.clipboard()
    dialog.ui.copyPictureButton.click()
    assert clipboard.image().size() == dialog.image.size()
    assert "буфере обмена" in dialog.ui.doneLabel.text()
    dialog.ui.copyTextButton.click()
    assert clipboard.text() == dialog.text
    target = tmp_path / "итог"
    asked = []
    monkeypatch.setattr(prompts, "save_picture_name", lambda _parent, name: asked.append(name) or str(target))
    dialog.ui.savePictureButton.click()
    assert asked and asked[0].endswith("A, B, C 2025-03-08.png")  # who played, and when
    saved = QImage(str(target))
    assert saved.size() == dialog.image.size()


def test_the_picture_of_a_game_with_a_file_is_offered_beside_it(qtbot, data_dir, tmp_path, monkeypatch):
    folder = tmp_path / "клуб"
    folder.mkdir()
    path = folder / "среда.pulka"
    gamefile.save(played(data_dir), path)
    dialog = ResultDialog(GameDocument(gamefile.load(path), path))
    qtbot.addWidget(dialog)
    asked = []
    monkeypatch.setattr(prompts, "save_picture_name", lambda _parent, name: asked.append(name) or "")
    dialog.ui.savePictureButton.click()
    assert asked == [str(folder / "среда.png")]


def test_cancelled_saving_writes_nothing(qtbot, data_dir, tmp_path, monkeypatch):
    dialog = ResultDialog(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(dialog)
    monkeypatch.setattr(prompts, "save_picture_name", lambda parent, suggestion: "")
    monkeypatch.chdir(tmp_path)
    assert dialog.save_picture() is None and not list(tmp_path.glob("*.png"))


def test_the_menu_opens_it_and_a_game_that_does_not_score_says_why(qtbot, data_dir, asked, monkeypatch):
    shown = []
    monkeypatch.setattr(ResultDialog, "exec", lambda self: shown.append(self) or 0)
    win = MainWindow(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(win)
    win.ui.actionCopyResult.trigger()
    assert len(shown) == 1 and "A +61.00" in shown[0].text
    document = win.document
    damaged = SheetHistory(
        document.game.hands, document.history.sheets[:1], LedgerError("Hand 1: the tricks add up to 11, not 10")
    )
    document._derive(document.game, damaged)  # as a damaged file loads
    win.ui.actionCopyResult.trigger()
    assert len(shown) == 1 and any("11, not 10" in e for e in asked.errors)


def test_a_game_without_hands_has_a_result_too(qtbot, data_dir):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json")
    dialog = ResultDialog(GameDocument(Game(players=sochi.players, convention=sochi.convention)))
    qtbot.addWidget(dialog)
    assert "0 hands" in dialog.text and "not finished" in dialog.text
