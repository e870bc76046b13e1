"""The one judge of how a new statement relates to an old one: the same thing said again,
more (or less) of it, a new attribute of the same subject, a correction, a contradiction, or
something else. Curate, import, the dream and consolidate all ask it; its ``reason`` is what
``actions`` and review show.

Both texts are read once (``statement.read``) and compared on what they are about (content
words, fuzzily: "allergic" / "allergy", "stand-up" / "standup"), the values they give
(normalised: "7 days" = "seven days" = "1 week"), their polarity ("enabled" / "disabled",
"not"), and their cues ("actually", "switched from A to B", "now", "X, not Y"). A restatement
never glues two wordings together, and two different values for one slot are never appended
to each other: they are a correction (with a cue) or a contradiction (no cue) to flag.

The rooms, each reading only those listed before it:

- ``verdict``: what the judge answers.
- ``voice``: a note read in the card's voice ("I take …" / "The user takes …").
- ``messages``: a note read as what it tells: a quote, a message pasted or passed on, a frame
  ("Comment on TC-812 (Kizzy Orrin): …"), a form's "Location:" field.
- ``words``: content words, overlap, polarity, a word swapped, values' keys, identifiers.
- ``values``: the values that differ or are rejected, and their kinds.
- ``names``: who a statement names: roles, their holders, who left.
- ``subjects``: what a statement is about; another thing is never a correction.
- ``phrasing``: where a value's phrase starts and ends inside a card.
- ``changes``: a change the note tells as such ("moved to …").
- ``guards``: the checks a derived card must pass (only what was said, nothing the note
  says is not so, no seam of a swap).
- ``derive``: the one place a sentence is written (an explicit correction of one value).
- ``pair``: the two statements as the rules read them.
- ``restated``: the last rules: the same values said again.
- ``rules/``: the table of rules in order, the first that answers decides (``rules/table``;
  ``relate``), and the rules themselves by what they ask.

A name with a leading underscore is private to this package, not to its module.
"""

from __future__ import annotations

from .rules import added_part, relate
from .verdict import RESTATED, ROLE_HOLDERS, UNDECIDED_SIMILARITY, Kind, Verdict, undecided

__all__ = [
    "RESTATED",
    "ROLE_HOLDERS",
    "UNDECIDED_SIMILARITY",
    "Kind",
    "Verdict",
    "added_part",
    "relate",
    "undecided",
]
