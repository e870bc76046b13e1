"""A statement read once: what it is about, the values it gives (``mentions``: found with
their place in the text and normalised), its polarity, and the cues that make it a
correction. ``judge`` compares two of these. Values keep their place so a correction can
swap one value of a memory for another and leave the rest of the card as it was written.

The rooms, each leaning only on those before it: ``cues`` (the words that tell a change),
``rejects`` (the words that say a value is wrong, taken back or over), ``told`` (how a note
is told: a lead-in, its source, from when), ``verbs`` (where a statement's verb is),
``change`` (what a change says was and is), ``parts`` (a card cut into the statements it
holds), ``read`` (one statement read into a ``Statement``).
"""

from .change import without_cue
from .cues import (
    CHANGE,
    MISWRITTEN,
    MOVED_TO,
    NO_LONGER_NOW,
    NO_LONGER_THEN,
    POLAR_WORDS,
    PURPOSE_VERB,
    ROLE_LEFT,
    cue_only_in_why,
    taken_on,
)
from .parts import card_parts, clauses, sentences
from .read import Statement, polar_said, read
from .rejects import (
    ENDED,
    LEAVING,
    LET_GO,
    OPENING_CUE,
    VACATED,
    done_by_no_one,
    marked_as_correction,
    names_over,
)
from .told import HAPPENED_FIRST
from .verbs import plain_verb_at, verb_after_name, verb_at

__all__ = [
    "CHANGE",
    "ENDED",
    "HAPPENED_FIRST",
    "LEAVING",
    "LET_GO",
    "MISWRITTEN",
    "MOVED_TO",
    "NO_LONGER_NOW",
    "NO_LONGER_THEN",
    "OPENING_CUE",
    "POLAR_WORDS",
    "PURPOSE_VERB",
    "ROLE_LEFT",
    "VACATED",
    "Statement",
    "card_parts",
    "clauses",
    "cue_only_in_why",
    "done_by_no_one",
    "marked_as_correction",
    "names_over",
    "plain_verb_at",
    "polar_said",
    "read",
    "sentences",
    "taken_on",
    "verb_after_name",
    "verb_at",
    "without_cue",
]
