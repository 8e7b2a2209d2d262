"""Settings (language, currency) and the recent-files menu."""

from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.ui.app import recent
from prefcount.ui.app.settings import CURRENCY, LANGUAGE, RECENT_FILES, currency
from prefcount.ui.app.start import start_language
from prefcount.ui.dialogs.settings_dialog import SettingsDialog
from prefcount.ui.game.document import GameDocument
from prefcount.ui.game.main_window import MainWindow
from prefcount.words.i18n import current_language


def test_settings_dialog_applies_and_remembers(qtbot, monkeypatch):
    def fake_exec(dialog):
        dialog.ui.languageBox.setCurrentIndex(dialog.ui.languageBox.findData("uk"))
        dialog.ui.currencyEdit.setText("₴")
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", fake_exec)
    assert SettingsDialog.edit(None) == "uk"
    assert current_language() == "uk"
    assert start_language() == "uk"
    assert currency() == "₴"


def test_language_follows_the_system_until_chosen(monkeypatch):
    from prefcount.ui.app import start as app

    monkeypatch.setattr(app, "system_language", lambda: "uk")
    assert app.start_language() == "uk"
    LANGUAGE.set("en")
    assert app.start_language() == "en"


def test_recent_files_menu_opens_a_game(qtbot, data_dir, tmp_path):
    path = tmp_path / "friday.pulka"
    gamefile.save(gamefile.load(data_dir / "game-sochi-3p.json"), path)
    recent.add_recent_file(path)
    recent.add_recent_file(tmp_path / "gone.pulka")
    assert recent.recent_files()[1] == str(path.resolve())
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(win)
    win.files.fill_recent()
    actions = [a for a in win.ui.menuRecent.actions() if a.text() == str(path.resolve())]
    assert actions
    actions[0].trigger()
    assert win.document.path == path.resolve() or win.document.path == path
    assert len(win.document.game.hands) == 9


def test_four_player_tricks_show_who_sat_out(qtbot, data_dir):
    game = gamefile.load(data_dir / "game-rostov-4p.json")
    game = game.model_copy(update={"hands": game.hands[:7]})
    win = MainWindow(GameDocument(game))
    qtbot.addWidget(win)
    assert win.hand_model.text(0, "tricks") == "·-3-2-5"
    assert win.hand_model.text(1, "calls") == "1 W, 4 W"  # who called what, by seat (short: issue 27 §8)
    assert win.hand_model.tooltip(1, "calls") == "A: whist\nD: whist"  # and by name


def test_settings_are_typed_with_defaults():
    assert (LANGUAGE.get(), CURRENCY.get(), RECENT_FILES.get()) == ("", None, [])
    RECENT_FILES.set(["/one.pulka"])  # a one-item list comes back a list
    assert RECENT_FILES.get() == ["/one.pulka"]
    CURRENCY.set("")  # no currency at all is a choice, not "unset"
    assert CURRENCY.get() == "" and currency() == ""


def test_the_windows_place_is_kept_as_text_any_program_reads_and_an_older_file_still_reads():
    """Bytes (the window's geometry) are written as base64 text, not as a pickled Python object only PySide6 reads
    back; a settings.ini an older prefcount wrote that way, or Qt's own @ByteArray, still reads."""
    from PySide6.QtCore import QByteArray

    from prefcount.files.paths import config_dir
    from prefcount.ui.app.settings import WINDOW_GEOMETRY, settings_file

    geometry = bytes(range(256)) + b"\x00\x01 end"
    WINDOW_GEOMETRY.set(geometry)
    text = (config_dir() / "settings.ini").read_text(encoding="utf-8")
    assert "PyObjectWrapper" not in text and "@Variant" not in text
    assert WINDOW_GEOMETRY.get() == geometry
    for older in (geometry, QByteArray(geometry)):  # as the last version stored it; as Qt stores a byte array
        settings = settings_file()
        settings.setValue(WINDOW_GEOMETRY.key, older)
        settings.sync()
        assert WINDOW_GEOMETRY.get() == geometry
    settings = settings_file()
    settings.setValue(WINDOW_GEOMETRY.key, "not base64!")  # a hand-edited file
    settings.sync()
    assert WINDOW_GEOMETRY.get() == b""
