"""The system around the app: its menu entry and file type (Linux, Windows), the error log."""
