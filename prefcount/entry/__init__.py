"""The hand being typed, without Qt: the key map, the state machine, the seat roles."""
