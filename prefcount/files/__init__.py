"""The game on disk, without Qt: game files, the journal, atomic writes, where things are kept."""
