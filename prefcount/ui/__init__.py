"""The desktop app (PySide6): ``prefcount`` with no arguments runs :func:`prefcount.ui.app.run`.

One module per window or dialog, each wrapping its Designer form from
``forms/*.ui`` (compiled into ``prefcount.ui.forms`` by ``tools/build_forms.py``):

* ``app`` — start-up: fonts, language, restore after a crash, the main window;
* ``main_window`` — the pulka, the hand list, "if we stopped now", the menus;
* ``sheet_view`` — ``prefcount.layout`` painted with QPainter;
* ``hand_dialog`` — entering a hand, keyboard first (it shows a ``prefcount.entry.Entry``);
* ``new_game_dialog`` (+ ``convention_editor``), ``settlement_dialog``, ``settings_dialog``;
* ``document`` — the open game, its file, undo stack and autosave; ``commands`` — the undo steps;
* ``backup_dialog`` — the saved copies of games, to open one;
* ``hand_list``, ``status``, ``origin`` — what the window says, in the player's words (``prefcount.words``);
* ``printing`` — the report's PDF printed via QPdfDocument, exported, or opened in a viewer;
* ``storage`` — the data folder (``PREFCOUNT_DATA_DIR`` overrides it), settings, recent files;
* ``prompts`` — every modal question (tests replace them); ``language``, ``fonts``, ``none_guard``;
* ``bench`` — ``python -m prefcount.ui.bench``.

The UI never re-implements a rule: it asks ``prefcount.ledger``.
"""
