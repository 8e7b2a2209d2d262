"""The command line: every subcommand (score, blank, pdf, stats, share, open) and how its output ends."""
