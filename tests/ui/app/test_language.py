"""Russian, Ukrainian and English: the compiled translations load and the app speaks them."""

import pytest
from ui_helpers import open_panel, type_keys

from prefcount.files.paths import resource_path
from prefcount.ledger import Game
from prefcount.ui.app.settings import LANGUAGE
from prefcount.ui.dialogs.settings_dialog import apply_settings
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import set_language, translate


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_compiled_translations_exist(language):
    for area in ("ui", "ledger", "report", "words"):
        assert resource_path("translations", f"{area}_{language}.qm").exists()


@pytest.mark.parametrize("language, word", [("ru", "вист"), ("uk", "віст")])
def test_hand_panel_speaks_the_language(qtbot, language, word):
    set_language(language)
    dialog = open_panel(qtbot, Game(players=("Аня", "Борис", "Вера")))
    assert dialog.calls[1].itemText(1) == word
    type_keys(qtbot, "17чвп72", dialog)
    assert dialog.preview().count("Аня") == 2
    assert "pulya" not in dialog.preview() and "whists" not in dialog.preview()


def test_switching_language_retranslates_the_window(qtbot):
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(win)
    assert win.ui.menuGame.title() == "&Game"
    apply_settings("ru", "₽")
    qtbot.waitUntil(lambda: win.ui.menuGame.title() == "&Пулька")
    assert win.undo_action.text() == "Отменить"  # nothing to undo yet
    assert LANGUAGE.get() == "ru"
    apply_settings("en", "₽")
    qtbot.waitUntil(lambda: win.ui.menuGame.title() == "&Game")


def test_ledger_messages_are_translated():
    set_language("ru")
    assert translate("ledger", "Sochi") == "Сочи"


def test_switching_language_retranslates_the_hand_list(qtbot, data_dir):
    from prefcount.files import gamefile

    game = gamefile.load(data_dir / "game-sochi-3p.json")
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    model = win.hand_model
    column = 3  # the contract: "распасы" / "raspasy"
    raspasy_row = 1
    english = model.data(model.index(raspasy_row, column))
    apply_settings("ru", "₽")
    qtbot.waitUntil(lambda: model.data(model.index(raspasy_row, column)) != english)
    assert "распасы" in model.data(model.index(raspasy_row, column))
    apply_settings("en", "₽")
    qtbot.waitUntil(lambda: model.data(model.index(raspasy_row, column)) == english)
