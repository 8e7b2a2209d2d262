"""The fields of a hand being typed, named by an enum (never a string matched as text)."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class FieldKind(StrEnum):
    DECLARER = "declarer"
    CONTRACT = "contract"
    CALL = "call"  # of a seat
    TRICKS = "tricks"  # of a seat
    DONE = "done"  # every field typed: Enter records
    ADJUSTMENT = "adjustment"  # the table of amounts (typed into the table itself, not key by key)


class Field(NamedTuple):
    """A field: its kind, and for a call or a tricks count, whose (``seat``)."""

    kind: FieldKind
    seat: int | None = None


DECLARER = Field(FieldKind.DECLARER)
CONTRACT = Field(FieldKind.CONTRACT)
DONE = Field(FieldKind.DONE)


def call_field(seat: int) -> Field:
    return Field(FieldKind.CALL, seat)


def tricks_field(seat: int) -> Field:
    return Field(FieldKind.TRICKS, seat)


class Missing(NamedTuple):
    """What the entry still needs before the hand is whole: a field (a call: whose; tricks: any seat's)."""

    what: FieldKind
    seat: int | None = None
