"""What every reader of values shares: a ``Mention`` (a value with its kind, normalised text
and place), how a reader adds one, the verbs that end a subject, the weekdays and the
periods a rhythm counts in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..values import BASE_VERBS

# The verbs that end a statement's subject: ``compare``'s list and the verbs of everyday
# notes about people and places.
VERBS = BASE_VERBS | frozenset(
    """prefers prefer likes like loves love hates hate eats eat drinks drink wears wear
    opens open closes close seats seat meets meet teaches teach sees see visits visit plays
    play fires fire alerts alert targets target stays stay supplies supply signs sign
    switched replaced changed took joined left charges delivers dispatches offers provides
    accepts sells builds follows makes covers cancelled canceled dropped ditched comes come
    came arrives arrive went sings sing dances speaks speak bakes knits sews swims cooks
    gave told sent bought brought remain""".split()
)


@dataclass(frozen=True)
class Mention:
    """One value in a text: its kind ("duration", "money:gbp", "time", "date", "number",
    "name"…), its normalised form, and where it was written."""

    kind: str
    norm: str
    start: int
    end: int
    raw: str

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.norm


_DAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
# ("recall interval 6 months", "at intervals of 2 weeks": how often, too.)
_EVERY = re.compile(
    r"\b(?:every|each|per|once an?|twice an?|intervals?(?:\s+of|\s*[:=]|\s+is)?)\s*$", re.I
)
_PERIODS = {
    "second": ("duration", 1.0), "minute": ("duration", 60.0), "hour": ("duration", 3600.0),
    "day": ("duration", 86400.0), "night": ("duration", 86400.0),
    "morning": ("duration", 86400.0), "evening": ("duration", 86400.0),
    "afternoon": ("duration", 86400.0),
    "week": ("duration", 604800.0), "fortnight": ("duration", 1209600.0),
    "month": ("months", 1.0), "quarter": ("months", 3.0), "year": ("years", 1.0),
}  # fmt: skip


def _fmt(value: float) -> str:
    return f"{value:.6g}"


def _clock(h: int, m: int) -> str:
    return f"{h % 24}:{m:02d}"


def _spans_free(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    return all(end <= a or start >= b for a, b in taken)


# How a reader adds a value it found: its kind, normalised text and span.
_Add = Callable[[str, str, int, int], None]
