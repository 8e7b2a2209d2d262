"""The desktop app (PySide6): ``prefcount`` with no arguments runs :func:`prefcount.ui.app.run`.

One module per window or dialog, each wrapping its Designer form from
``forms/*.ui`` (compiled into ``prefcount.ui.forms`` by ``tools/build_forms.py``):

* ``app`` — start-up: fonts, language, restore after a crash, the main window; ``platform_check`` — a bare Linux;
* ``main_window`` — the pulka, the hand list, "if we stopped now", the menus;
* ``sheet_view`` — ``prefcount.layout`` painted with QPainter;
* ``hand_panel`` — entering or editing a hand inside the main window, keyboard first (it only shows a
  ``prefcount.entry.Entry``; why a panel and not a dialog: its docstring); ``type_ahead`` — the one owner of
  every key of a hand; ``hand_entry`` — opens the panel and turns its hands into undo steps;
  ``adjustment_table`` — its table of amounts; ``game_over_bar`` — the end of the game: a bar, never a
  question a typed key could answer;
* ``new_game_dialog`` (+ ``convention_editor``), ``settlement_dialog``, ``price_dialog``, ``settings_dialog``;
* ``rules_dialog`` and ``what_if_dialog`` — a game's convention, and its hands re-scored under another;
* ``blank_dialog``, ``printing`` — sheets printed via QPdfDocument, exported, or opened in a viewer;
* ``document`` — the open game, its file, undo stack, journal (``prefcount.journal``) and autosave;
  ``commands`` — the undo steps;
* ``backup_dialog`` — the saved copies of games, to open one;
* ``share_panel`` — Game → Show on phones (the QR code; ``prefcount.share`` serves the page);
  ``result_dialog`` — Game → Copy the result (a picture and a line for the chat);
* ``book_window`` (+ ``book_stats_model``, ``book_charts``, ``head_to_head``, ``book_periods``) — the club book;
* ``hand_list``, ``status``, ``origin`` — what the window says, in the player's words (``prefcount.words``);
* ``problem``, ``suits`` — a problem in bold red, red hearts and diamonds; ``help`` — keys and about;
* ``storage`` — the data folder: each open game's session (autosave, journal, lock), crashed sessions, recent
  files; ``settings``, ``file_names`` — the app's settings, suggested names;
* ``prompts`` — every modal question (tests replace them); ``language``, ``fonts``, ``none_guard``;
* ``bench``, ``book_bench`` — ``python -m prefcount.ui.bench`` and ``python -m prefcount.ui.book_bench``.

The UI never re-implements a rule: it asks ``prefcount.ledger``.
"""
