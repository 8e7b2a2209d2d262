"""The club book's window (Book → Open): the games of a club, their statistics and charts.

* ``book_window`` — the window, its filter and tabs;
* ``book_stats_model`` — the tables of figures; ``book_charts`` — the charts (pyqtgraph, loaded when first shown);
* ``head_to_head`` — two players against each other; ``book_periods`` — the periods of the filter;
* ``book_ratings`` — the ratings, made off the GUI thread; ``book_problems`` — the "Files not counted"
  tab: each file with its reason.

The book itself (its files, index and figures) is ``prefcount.book``, without Qt.
"""
