"""Every colour the window paints that is not the palette's: one table of light and dark pairs, and the system's
colour scheme followed.

A widget takes its colours from the palette (the system's, light or dark) or from :data:`TABLE` through
:func:`colour` and :func:`tint`; nothing else in ``prefcount.ui`` names a colour (a test holds to it). The paper
sheet keeps the paper's colours in either scheme (:mod:`prefcount.ui.game.sheet_view`), as do the book's charts,
drawn on white like the season's PDF. Each pair is chosen so that a text keeps 4.5:1 against its background
(WCAG AA) on the palette of its scheme.

:func:`follow_system` (once, at start) follows ``QStyleHints.colorScheme`` (Qt ≥ 6.5: Windows, macOS, GNOME and
KDE report it) now and whenever it changes: the system's own palette when it matches the scheme, else Fusion with
a palette made from the table (a style that cannot draw dark, such as Windows' "windowsvista"). Every widget
tinted by :func:`tint` takes its new colours then; a widget that colours items itself (a table's money) redraws
them on ``QEvent.ApplicationPaletteChange``.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from prefcount.words.hands import RED_SUIT
from prefcount.words.money import LOST_BACKGROUND, LOST_TEXT, WON_BACKGROUND, WON_TEXT


class Pair(NamedTuple):
    """A colour (``#rrggbb``) in the light scheme and in the dark one."""

    light: str
    dark: str


class Shade(Enum):
    """What a colour of the table is for (a text's ink or a background)."""

    PREVIEW = "preview"  # the hand panel's «Запишет: …»: text on the window
    WARNING = "warning"  # a warning that lets the hand be recorded: text on the window
    HINT = "hint"  # a quieter line (the keys, «Enter записывает»): text on the window
    PROBLEM = "problem"  # what is wrong (bold): text on the window
    RED_SUIT = "red_suit"  # ♦ and ♥ in the UI's texts and cells: text on the window or a list
    WON = "won"  # money won: text in a table
    LOST = "lost"  # money lost: text in a table
    CHANGED = "changed"  # background of a rule that differs from its preset, and of the count of them
    HEADING = "heading"  # background of a rules group's heading
    BAR = "bar"  # background of the game-over bar
    BAR_EDGE = "bar_edge"  # its border
    WON_CELL = "won_cell"  # background of a head-to-head cell won
    LOST_CELL = "lost_cell"  # … lost
    DESK = "desk"  # behind the pages of the print preview
    SELECTION = "selection"  # a selected row, under white text, where the system's is too light for it


#: The one table. Light values are the paper's where the paper has the colour (money, red suits).
TABLE: dict[Shade, Pair] = {
    Shade.PREVIEW: Pair("#0b5d1e", "#7ed492"),
    Shade.WARNING: Pair("#8a5a00", "#f0c36a"),
    Shade.HINT: Pair("#555555", "#b4b4b4"),
    Shade.PROBLEM: Pair("#b00020", "#ff8f8f"),
    Shade.RED_SUIT: Pair(RED_SUIT, "#ff8080"),
    Shade.WON: Pair(WON_TEXT, "#7fd67f"),
    Shade.LOST: Pair(LOST_TEXT, "#ff8a80"),
    Shade.CHANGED: Pair("#fff1c2", "#4f4112"),
    Shade.HEADING: Pair("#e4e9f0", "#3a4452"),
    Shade.BAR: Pair("#fff4c2", "#4a3f12"),
    Shade.BAR_EDGE: Pair("#d9b84a", "#a08838"),
    Shade.WON_CELL: Pair(WON_BACKGROUND, "#24502a"),
    Shade.LOST_CELL: Pair(LOST_BACKGROUND, "#5e2624"),
    Shade.DESK: Pair("#8a8d91", "#45484c"),
    Shade.SELECTION: Pair("#1c5f9e", "#2f62b4"),
}

Role = QPalette.ColorRole
#: The dark palette, for a system that asks for dark with a style that draws light (its light twin is Fusion's).
DARK_PALETTE: dict[Role, str] = {
    Role.Window: "#2d2d2d",
    Role.WindowText: "#e8e8e8",
    Role.Base: "#1e1e1e",
    Role.AlternateBase: "#282828",
    Role.Text: "#e8e8e8",
    Role.Button: "#3a3a3a",
    Role.ButtonText: "#e8e8e8",
    Role.BrightText: "#ffffff",
    Role.ToolTipBase: "#3c3c3c",
    Role.ToolTipText: "#e8e8e8",
    Role.PlaceholderText: "#a0a0a0",
    Role.Highlight: TABLE[Shade.SELECTION].dark,
    Role.HighlightedText: "#ffffff",
    Role.Link: "#8ab4f8",
    Role.LinkVisited: "#c58af9",
    Role.Light: "#505050",
    Role.Midlight: "#444444",
    Role.Mid: "#303030",
    Role.Dark: "#1a1a1a",
    Role.Shadow: "#0c0c0c",
}
#: A disabled text in the dark palette: dimmer, still told apart (WCAG asks no contrast of what cannot be used).
DARK_DISABLED_TEXT = "#8a8a8a"

PROPERTY = "prefcount_tint"  # a tinted widget's shades, kept on it to tint it again in the other scheme


#: The events a widget sees when the application's palette changes (a window: the first; inside one: the second).
PALETTE_EVENTS = (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)


class SchemeWatch:
    """Tells a widget's event handler whether the scheme shown changed since it last asked (a widget that
    colours items from the table then colours them again; its own palette changes do not count)."""

    def __init__(self) -> None:
        self.dark = is_dark()

    def changed(self, event: QEvent) -> bool:
        if event.type() not in PALETTE_EVENTS or is_dark() == self.dark:
            return False
        self.dark = not self.dark
        return True


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (the application's) is a dark one: light text on a dark window."""
    if palette is None:
        palette = QGuiApplication.palette()
    return palette.color(Role.Window).lightness() < palette.color(Role.WindowText).lightness()


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21 (AA asks 4.5 of a text against its background)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def legible_selection(palette: QPalette) -> bool:
    """Whether a selected row's text holds 4.5:1 on its highlight in ``palette``."""
    return contrast(palette.color(Role.Highlight), palette.color(Role.HighlightedText)) >= 4.5


def colour(shade: Shade, dark: bool | None = None) -> QColor:
    """The colour of ``shade`` in the scheme shown now (or the ``dark`` one, or the light one)."""
    pair = TABLE[shade]
    return QColor(pair.dark if (is_dark() if dark is None else dark) else pair.light)


def colour_name(shade: Shade) -> str:
    """:func:`colour` as ``#rrggbb``, for rich text."""
    return colour(shade).name()


def tint(widget: QWidget, text: Shade | None = None, background: Shade | None = None) -> None:
    """Give ``widget`` its ``text`` ink and its ``background`` from the table (None: the palette's own), now and
    after every change of scheme. Only those roles are set: the rest follows the palette."""
    shades = f"{text.value if text else ''}|{background.value if background else ''}"
    widget.setProperty(PROPERTY, shades if text or background else None)
    _apply_tint(widget)


def shades(widget: QWidget) -> tuple[Shade | None, Shade | None]:
    """The text and background shades :func:`tint` gave ``widget`` (None: the palette's)."""
    text_name, background_name = str(widget.property(PROPERTY) or "|").split("|")
    return (Shade(text_name) if text_name else None, Shade(background_name) if background_name else None)


def _apply_tint(widget: QWidget) -> None:
    text, background = shades(widget)
    palette = QPalette()  # nothing set: every role comes from the parent, as if never tinted
    if text is not None:
        ink = colour(text)
        for role in (Role.WindowText, Role.Text, Role.ButtonText):
            palette.setColor(role, ink)
    if background is not None:
        palette.setColor(Role.Window, colour(background))
    widget.setAutoFillBackground(background is not None)
    widget.setPalette(palette)


def tint_again() -> None:
    """Every tinted widget in the colours of the scheme shown now."""
    for widget in QApplication.allWidgets():
        if widget.property(PROPERTY):
            _apply_tint(widget)


def dark_palette() -> QPalette:
    """The dark palette made from :data:`DARK_PALETTE`."""
    palette = QPalette()
    for role, name in DARK_PALETTE.items():
        palette.setColor(role, QColor(name))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(DARK_DISABLED_TEXT))
    return palette


class SchemeFollower(QObject):
    """Keeps the application in the system's colour scheme; see :func:`follow_system`."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        # the style before any change, given back with the system palette: named when first changed (asking for the
        # style at start would make PySide6 wrap it, and create the hundreds of values of QStyle's enums, ~5 ms
        # before the first paint; Qt made the style with the application, so its palette is the same either way)
        self.system_style: str | None = None
        self.own_palette = False  # whether the palette shown is ours (the system's did not match its scheme)
        app.styleHints().colorSchemeChanged.connect(self.apply)
        self.apply(app.styleHints().colorScheme())

    def watch_palette_changes(self) -> None:
        """From now on a new palette (the system's theme changed, or ours) tints every tinted widget again. A filter
        on the app, which sees every event of every object: the app puts it on after its first paint (see
        :func:`prefcount.ui.app.start.watch_every_window`); the widgets tinted until then are tinted again now."""
        self.app.installEventFilter(self)  # (again: once only, however often)
        tint_again()

    def apply(self, scheme: Qt.ColorScheme) -> None:
        """Show ``scheme``: the system's palette if it is of that scheme, else ours (Unknown: the system's)."""
        app = self.app
        palette = self.system_palette()
        if scheme != Qt.ColorScheme.Unknown and is_dark(palette) != (scheme == Qt.ColorScheme.Dark):
            if self.system_style is None:
                self.system_style = app.style().name()
            fusion = QStyleFactory.create("Fusion")  # (draws in any palette)
            app.setStyle(fusion)
            palette = dark_palette() if scheme == Qt.ColorScheme.Dark else fusion.standardPalette()
        elif legible_selection(palette):
            return
        palette = QPalette(palette)
        if not legible_selection(palette):  # Fusion's light blue gives white text 3.7:1
            palette.setColor(Role.Highlight, colour(Shade.SELECTION, is_dark(palette)))
            palette.setColor(Role.HighlightedText, QColor("#ffffff"))
        self.own_palette = True
        app.setPalette(palette)

    def system_palette(self) -> QPalette:
        """The system's palette and style, ours taken away (it may now match the scheme)."""
        app = self.app
        if self.own_palette:
            self.own_palette = False
            if self.system_style is not None and app.style().name() != self.system_style:
                app.setStyle(self.system_style)
            app.setPalette(QPalette())
        return app.palette()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.app and event.type() == QEvent.Type.ApplicationPaletteChange:
            tint_again()
        return False


_follower: SchemeFollower | None = None  # the application's (found here: a findChild on the app would wrap its style)


def follow_system(app: QApplication) -> SchemeFollower:
    """Follow the system's colour scheme from now on (see the module's text); the follower, kept by ``app``."""
    global _follower
    if _follower is None or _follower.app is not app:
        _follower = SchemeFollower(app)
    return _follower
