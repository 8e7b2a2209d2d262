"""prefcount — the score of a game of preferans, kept the way it looks on paper."""

__version__ = "0.1.0"
