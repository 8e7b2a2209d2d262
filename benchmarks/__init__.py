"""The figures' commands (``python -m benchmarks.ledger`` …): not shipped in the wheel."""
