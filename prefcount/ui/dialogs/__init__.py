"""The dialogs and panels the game window opens, each wrapping its Designer form from ``forms/*.ui``.

* ``new_game_dialog`` (+ ``name_fields``, the players' names; ``convention_editor``, the table's rules);
* ``settlement_dialog`` — the money at the end; ``price_dialog`` — the price of a whist point;
* ``settings_dialog`` — the app's settings;
* ``rules_dialog`` and ``what_if_dialog`` — a game's convention, and its hands re-scored under another;
* ``backup_dialog`` — the saved copies of games, to open one;
* ``share_panel`` — Game → Show on phones (the QR code; ``prefcount.share`` serves the page);
* ``result_dialog`` — Game → Copy the result (a picture and a line for the chat).
"""
