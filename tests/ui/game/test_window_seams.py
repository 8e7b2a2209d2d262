"""Helpers ask the window, the translations and the ledger through named, public seams (issue 29 §4): no helper
calls a private method of the window, one loader reads the translations, a recorded hand says whether it was
declared (a game or a misère)."""

import ast

from hand_samples import EVERY_KIND
from PySide6.QtCore import QTranslator
from where import ROOT

from prefcount.ledger import HandKind
from prefcount.ui.app import start
from prefcount.ui.game import file_actions
from prefcount.words import i18n


def test_no_helper_reaches_into_the_window():
    """``window._something`` anywhere under ui/ (the window's own module aside) is a helper relying on the
    window's insides: each such need gets a public, named seam."""
    reaching = []
    for path in sorted((ROOT / "prefcount" / "ui").rglob("*.py")):
        if path.name == "main_window.py" or "forms" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else owner.id if isinstance(owner, ast.Name) else ""
            if name in ("window", "win", "main_window"):
                reaching.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}.{node.attr}")
    assert reaching == []


def test_new_games_are_saved_into_the_book_or_else_home(tmp_path, monkeypatch):
    from prefcount.ui.book import book_window

    book = tmp_path / "documents" / "prefcount"
    monkeypatch.setattr(book_window, "book_folder", lambda: book)
    assert file_actions.folder_for_new_games() == book and book.is_dir()  # made for the first game
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(book_window, "book_folder", lambda: blocked / "prefcount")
    monkeypatch.setattr(file_actions.Path, "home", lambda: tmp_path)
    assert file_actions.folder_for_new_games() == tmp_path


def test_the_default_players_are_named_in_every_language_by_the_one_loader(monkeypatch):
    """A crashed session's default game is recognised whatever language it spoke: the names come from the
    translations the language setting loads (here a made-up Ukrainian one shows it is asked)."""
    assert ("Игрок 1", "Игрок 2", "Игрок 3") in start._default_names()
    assert ("Гравець 1", "Гравець 2", "Гравець 3") in start._default_names()

    class Made(QTranslator):
        def translate(self, context, text, disambiguation=None, n=-1):
            return "Гравчиня {n}" if (context, text) == ("App", "Player {n}") else ""

    made = Made()
    loaded = i18n.translators
    monkeypatch.setattr(i18n, "translators", lambda language: [made] if language == "uk" else loaded(language))
    names = start._default_names()
    assert ("Гравчиня 1", "Гравчиня 2", "Гравчиня 3") in names and ("Игрок 1", "Игрок 2", "Игрок 3") in names


def test_the_translations_are_loaded_once_a_language():
    i18n.set_language("ru")
    installed = list(i18n._translators)
    assert installed and installed == i18n.translators("ru")
    assert i18n.catalogue("ru") is i18n.catalogue("ru")  # (read once)
    i18n.set_language("en")
    assert i18n._translators == [] and i18n.translate("App", "Player {n}") == "Player {n}"
    i18n.set_language("ru")
    assert i18n._translators == installed and i18n.translate("App", "Player {n}") == "Игрок {n}"
    assert i18n.translated_in("uk", "App", "Player {n}") == "Гравець {n}"  # (the app still speaks Russian)
    assert i18n.translate("App", "Player {n}") == "Игрок {n}"


def test_a_recorded_hand_says_whether_it_was_declared():
    declared = {hand.kind: hand.declared for hand in EVERY_KIND}
    assert declared == {
        HandKind.GAME: True,
        HandKind.MISERE: True,
        HandKind.RASPASY: False,
        HandKind.ADJUSTMENT: False,
    }
