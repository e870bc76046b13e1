"""What the judge answers: a ``Verdict`` (its kind, its reason and, for an explicit
correction, the card it derives), which verdicts make two memories one statement, and how
the verdicts of a compound card's parts rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["same", "more", "less", "addition", "correction", "contradiction", "distinct"]


# The verdicts that make two memories one statement (merged, never glued).
RESTATED = frozenset({"same", "more", "less"})


@dataclass(frozen=True)
class Verdict:
    """How a new statement relates to an old one, and why."""

    kind: Kind
    reason: str
    # For an explicit correction of one atomic value ("50052, not 50051"; "moved from March
    # 14 to April 4") that stands once, unqualified, in the old card: the card with that one
    # value replaced. The one place code writes a sentence; whoever stores it marks it as
    # derived and keeps the note beside it. None: the note's own words are the statement.
    derived: str | None = None
    # For a contradiction: the two values that disagree ("squash / rebase").
    values: str = ""
    swaps: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    # A correction whose note names the old value the memory holds ("from Rollbar", "not
    # HelpHive"), or says nothing but the card's own words and a new holder of its role:
    # evidence enough to take it at a lower similarity.
    named_old: bool = False
    # "more" of one whole sentence of a longer card: that sentence, as the card writes it
    # (the note takes its place; "": the note is the whole statement).
    part: str = ""
    # A restatement read from the measures both give of one named thing ("£4.50" / "four
    # pounds fifty a key" at Gostelow's): evidence enough at a wider gap between wordings
    # than their words alone would be taken at.
    measured: bool = False


# The reason of a contradiction between two people holding one role: read from the words
# alone, it needs less similarity to be flagged (a flag closes nothing).
ROLE_HOLDERS = "two holders of one role"


# Which of two part-verdicts says most: a correction or contradiction found in one part of
# a card decides for the whole; a restatement of a part is next; then an addition.
_RANK: dict[str, int] = {
    "distinct": 0,
    "addition": 1,
    "less": 2,
    "same": 3,
    "more": 3,
    "contradiction": 4,
    "correction": 5,
}


# Above this cosine, a pair the rules call an addition or another thing is close enough to
# be a contradiction they cannot see (other words for the same slot): a local model is asked.
UNDECIDED_SIMILARITY = 0.6


def undecided(verdict: Verdict, similarity: float) -> bool:
    """Whether the rules left a pair open: alike enough to disagree, read as neither the
    same, a correction, a contradiction, nor about another name or thing."""
    if similarity < UNDECIDED_SIMILARITY:
        return False
    return verdict.kind == "addition" or (
        verdict.kind == "distinct" and not verdict.reason.startswith("about another")
    )
