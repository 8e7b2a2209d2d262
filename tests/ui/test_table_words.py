"""On screen as on paper: the legend under the sheet; the next hand and its dealer in the status line;
another pulka at the same table."""

from prefcount import gamefile
from prefcount.i18n import set_language
from prefcount.ledger import Game, GameHand
from prefcount.ui import storage
from prefcount.ui.commands import RecordHand
from prefcount.ui.document import GameDocument
from prefcount.ui.main_window import MainWindow
from prefcount.ui.sheet_view import PAPER


def test_the_legend_is_under_the_sheet(qtbot, data_dir):
    set_language("ru")
    win = MainWindow(GameDocument(gamefile.load(data_dir / "game-sochi-3p.json")))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    view = win.ui.sheetView
    assert "подчёркнуто — итог" in view.legend_text() and "* помощь" in view.legend_text()
    strip = view.height() - view.legend_height()
    assert view.to_pixels(0, 0).y() <= strip  # the sheet ends above the legend
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    inked = sum(
        1
        for x in range(0, view.width(), 2)
        for y in range(strip + 1, view.height())
        if image.pixelColor(int(x * ratio), int(y * ratio)).lightness() < PAPER.lightness() - 60
    )
    assert inked > 50  # the legend's letters


def test_the_status_line_names_the_next_hand_and_its_dealer(qtbot):
    win = MainWindow(GameDocument(Game(players=("Аня", "Борис", "Вера"))))
    qtbot.addWidget(win)
    assert "Hand 1: Аня deals (0 dealt so far)." in win.ui.statusLabel.text()
    for declarer in (0, 1):
        hand = GameHand(declarer=declarer, contract="6S", calls=[None if s == declarer else "pass" for s in range(3)])
        win.document.push(RecordHand(win.document, hand))
    assert "Hand 3: Вера deals (2 dealt so far)." in win.ui.statusLabel.text()


def test_another_pulka_at_the_same_table(qtbot, data_dir, asked):
    sochi = gamefile.load(data_dir / "game-sochi-3p.json").model_copy(update={"currency": "€"})
    win = MainWindow(GameDocument(sochi))
    qtbot.addWidget(win)
    hand = GameHand(declarer=0, contract="6S", calls=(None, "pass", "pass"))
    win.document.push(RecordHand(win.document, hand))  # an unsaved change
    asked.close_answer = "cancel"
    win.ui.actionAnotherPulka.trigger()
    assert win.document.game.hands and asked.questions  # asked first; cancelled: nothing changed
    asked.close_answer = "discard"
    win.ui.actionAnotherPulka.trigger()
    game = win.document.game
    assert game.players == sochi.players and game.convention == sochi.convention and game.currency == "€"
    assert game.hands == () and win.document.path is None
    kept = list(storage.backups_dir().rglob("*.pulka"))
    assert kept and any(len(gamefile.load(path).hands) == len(sochi.hands) + 1 for path in kept)  # nothing lost
