"""The game window's parts: the pulka, the hand list, entering a hand, and the open game behind them.

* ``sheet_view`` — ``prefcount.layout`` painted with QPainter;
* ``hand_list`` — the hands of the game, in the player's words (``prefcount.words.hands``); ``origin`` — where a
  number on the sheet came from: the ledger's own reasons, hand by hand;
* ``hand_panel`` — entering or editing a hand inside the main window, keyboard first (it only shows a
  ``prefcount.entry.draft.HandDraft``; why a panel and not a dialog: its docstring); ``type_ahead`` — the one owner of
  every key of a hand; ``hand_entry`` — opens the panel and turns its hands into undo steps;
  ``adjustment_table`` — its table of amounts; ``suits`` — red hearts and diamonds;
* ``game_over_bar`` — the end of the game: a bar, never a question a typed key could answer;
* ``document`` — the open game, its file, undo stack, journal (``prefcount.files.journal``) and autosave;
  ``commands`` — the undo steps.

The window itself (``prefcount.ui.game.main_window``) and its file actions stay at the top of ``prefcount.ui``.
"""
