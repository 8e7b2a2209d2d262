"""The hand being typed, without Qt: the key map (keys), its fields (fields), the seat roles (roles), the state
machine (draft) and the hand the fields make (hand)."""
