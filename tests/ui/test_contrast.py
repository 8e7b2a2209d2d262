"""Every text the window shows holds WCAG AA (4.5:1) against its background, in the light scheme and the dark,
and the window follows the system's scheme when it changes (issue 30 §2)."""

from __future__ import annotations

import re

import pytest
from contrast import too_faint
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox
from ui_helpers import show_window, type_keys
from where import ROOT
from windows import WINDOWS, make, show

from prefcount.files import gamefile
from prefcount.ledger import Game
from prefcount.ui.widgets.colours import TABLE, Shade, colour, dark_palette, follow_system, is_dark, shades

NAMES = ("Аня", "Борис", "Вера")


@pytest.fixture(params=["light", "dark"])
def scheme(request):
    """The system asks for the light scheme or the dark one (offscreen Qt's own palette is light)."""
    follower = follow_system(QApplication.instance())
    follower.apply(Qt.ColorScheme.Dark if request.param == "dark" else Qt.ColorScheme.Light)
    assert is_dark() is (request.param == "dark")
    yield request.param
    follower.apply(Qt.ColorScheme.Unknown)  # the system's palette again, for the tests after
    assert not is_dark()


def sochi(data_dir):
    return gamefile.load(data_dir / "game-sochi-3p.json")


def test_the_main_window_with_money_won_lost_and_zero(qtbot, scheme, data_dir):
    window = show_window(qtbot, sochi(data_dir))
    hearts = next(i for i, h in enumerate(window.document.game.hands) if h.kind == "game" and h.contract.suit == "H")
    window.ui.handTable.selectRow(hearts)  # the explanation, with its red ♥
    window.game_over_bar.announce()
    assert "<font" in window.ui.originLabel.text()
    assert too_faint(window) == []
    empty = show_window(qtbot, Game(players=NAMES))  # «0,00 ₽» three times
    assert "0,00" in empty.ui.standingTable.item(0, 4).text() or "0.00" in empty.ui.standingTable.item(0, 4).text()
    assert too_faint(empty) == []


@pytest.mark.parametrize(
    "keys",
    ["17hwp", "17hwp72", "17hwp72\x1b", "17sh"],
    ids=["asks for tricks (hint)", "writes (preview)", "escape once (warning)", "impossible call (problem)"],
)
def test_the_hand_panel_preview_hint_warning_and_problem(qtbot, scheme, keys):
    window = show_window(qtbot, Game(players=NAMES))
    type_keys(qtbot, keys, window)
    panel = window.hand_entry.panel
    assert panel.is_open and panel.message()
    assert too_faint(window) == []


def change_one_option(editor) -> str:
    key = editor.offered_options()[2]
    widget = editor.editors[key]
    if isinstance(widget, QCheckBox):
        widget.setChecked(not widget.isChecked())
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.value() + 1)
    assert key in editor.marked
    return key


def test_the_convention_editor_with_a_changed_option_and_folded_groups(qtbot, scheme):
    from prefcount.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(None, players=list(NAMES))
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editor
    key = change_one_option(editor)
    heading = next(h for h in editor.headings.values() if h.changes.isVisible())  # «изменено: 1», folded
    assert heading.folded and too_faint(dialog) == []
    editor.reveal(key)  # its group open: the changed option's label and explanation on the changed tint
    assert editor.labels[key].isVisible() and shades(editor.labels[key])[1] is Shade.CHANGED
    assert too_faint(dialog) == []


def test_the_rules_view_and_the_settlement(qtbot, scheme, data_dir):
    from prefcount.ui.dialogs.rules_dialog import RulesDialog
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

    window = show_window(qtbot, sochi(data_dir))
    rules = RulesDialog(window.document.game, window)
    qtbot.addWidget(rules)
    rules.show()
    assert too_faint(rules) == []
    for shown in (window, show_window(qtbot, Game(players=NAMES))):  # money won and lost; «0,00 ₽» three times
        settlement = SettlementDialog(shown.document, shown)
        qtbot.addWidget(settlement)
        settlement.show()
        assert too_faint(settlement) == []


def test_every_pair_of_the_table_holds_its_text_against_the_palette_of_its_scheme():
    """The table's inks on each scheme's window and base, and its backgrounds under each scheme's text."""
    from contrast import ratio

    light = QApplication.style().standardPalette()
    grounds = {False: light, True: dark_palette()}
    inks = (Shade.PREVIEW, Shade.WARNING, Shade.HINT, Shade.PROBLEM, Shade.RED_SUIT, Shade.WON, Shade.LOST)
    backgrounds = (Shade.CHANGED, Shade.HEADING, Shade.BAR, Shade.WON_CELL, Shade.LOST_CELL)
    for dark, palette in grounds.items():
        for shade in inks:
            for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
                assert ratio(colour(shade, dark), palette.color(role)) >= 4.5, (shade, dark, role)
        for back in backgrounds:
            assert ratio(palette.color(QPalette.ColorRole.WindowText), colour(back, dark)) >= 4.5, (back, dark)


def test_a_change_of_the_systems_scheme_while_running_recolours_what_is_shown(qtbot, data_dir):
    app = QApplication.instance()
    follower = follow_system(app)
    window = show_window(qtbot, sochi(data_dir))
    window.ui.handTable.selectRow(3)
    label, money = window.ui.originLabel, window.ui.standingTable.item(1, 4)
    lost = money.foreground().color()
    assert lost == colour(Shade.LOST, dark=False)
    try:
        app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # as the system says it
        assert is_dark()
        qtbot.waitUntil(
            lambda: window.ui.standingTable.item(1, 4).foreground().color() == colour(Shade.LOST, dark=True)
        )
        editor_heading = window.palette().color(QPalette.ColorRole.Window)
        assert editor_heading.lightness() < 80
        assert too_faint(window) == []
    finally:
        app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
        follower.apply(Qt.ColorScheme.Unknown)
    qtbot.waitUntil(lambda: window.ui.standingTable.item(1, 4).foreground().color() == colour(Shade.LOST, dark=False))
    assert label.isVisible()


def test_an_open_settlement_takes_the_other_schemes_money_colours(qtbot, data_dir):
    from prefcount.ui.dialogs.settlement_dialog import SettlementDialog

    window = show_window(qtbot, sochi(data_dir))
    settlement = SettlementDialog(window.document, window)
    qtbot.addWidget(settlement)
    settlement.show()
    table = settlement.ui.playersTable
    money = table.columnCount() - 1
    follower = follow_system(QApplication.instance())
    try:
        follower.apply(Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: table.item(1, money).foreground().color() == colour(Shade.LOST, dark=True))
        assert too_faint(settlement) == []
    finally:
        follower.apply(Qt.ColorScheme.Unknown)


def test_a_system_whose_palette_is_already_dark_keeps_its_own(qtbot, monkeypatch):
    """macOS, GNOME and KDE give a dark palette with the dark scheme: it is kept, style and all."""
    app = QApplication.instance()
    follower = follow_system(app)
    follower.apply(Qt.ColorScheme.Unknown)
    style = app.style().name()
    system_dark = dark_palette()
    system_dark.setColor(QPalette.ColorRole.Window, QColor("#202428"))  # not ours: the system's
    system = follower.system_palette

    def darkened() -> QPalette:
        system()
        app.setPalette(system_dark)
        return app.palette()

    monkeypatch.setattr(follower, "system_palette", darkened)
    try:
        follower.apply(Qt.ColorScheme.Dark)
        assert app.palette().color(QPalette.ColorRole.Window).name() == "#202428"
        assert not follower.own_palette and app.style().name() == style
    finally:
        monkeypatch.undo()
        app.setPalette(QPalette())
        follower.apply(Qt.ColorScheme.Unknown)


def test_no_colour_is_named_outside_the_table():
    """Every colour of the window is the palette's or the table's (or the paper's, drawn as paper)."""
    allowed = {
        "prefcount/ui/widgets/colours.py": "the table",
        "prefcount/ui/game/sheet_view.py": "the paper sheet stays paper-coloured",
        "prefcount/ui/book/book_charts.py": "charts drawn on white, as the season's PDF",
        "prefcount/ui/dialogs/share_panel.py": "a QR code: black on white",
        "prefcount/ui/printing/pdf_painter.py": "a PDF's own colours, painted on the printer's paper",
    }
    literal = re.compile(r"""["']#[0-9a-fA-F]{3,8}["']|Qt\.GlobalColor\.|QColor\(\s*\d""")
    found = []
    for path in sorted((ROOT / "prefcount" / "ui").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name.startswith("prefcount/ui/forms/") or name in allowed:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if literal.search(line):
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []
    assert set(TABLE) == set(Shade)


@pytest.mark.parametrize("name", list(WINDOWS))
def test_every_other_window_and_dialog(qtbot, tmp_path, scheme, name):
    window, _main = make(name, qtbot, tmp_path)
    show(qtbot, window)
    assert too_faint(window) == []
