"""Who a memory is about: a signal of what answers a question, beside how much of its words
and meaning a memory shares (``fusion.py``).

A memory whose first word is a name the question uses — a transcript line's speaker
("Melanie: we camped at the lake"), a note's subject ("Lena prefers tea") — says something of
that one; a memory that only mentions the name (another speaker's "Wow, Mel, what's your best
camping memory?") is about someone else. Asked "where has Melanie camped?", the first kind is
the answer. Chosen on LoCoMo and BEAM-500K together (BENCHMARKS.md, issue 61); a discount for
memories that only ask (LoCoMo's "What's the pup's name?") was measured too and left out: on
BEAM a user's question often carries the fact asked about ("I'm on Flask 2.3 — how do I …?").
"""

from __future__ import annotations

import re

# The first word of a memory, after a speaker's label or not: "Melanie:", "Lena's".
_FIRST = re.compile(r"\s*[\"'“‘(]?([^\W\d_][\w'’.-]*?)(?:['’]s)?(?=[\s:,;!?.]|$)")
# Long memories are documents, not turns: their first word says nothing of who.
_SHORT = 2_000


def subject(content: str) -> str:
    """The first word of ``content``, lowercased, a possessive dropped ('' for none)."""
    found = _FIRST.match(content[:200])
    return found.group(1).lower() if found else ""


def about(content: str, names: frozenset[str]) -> bool:
    """Whether ``content`` (a short memory) opens with one of the question's ``names``."""
    return bool(names) and len(content) <= _SHORT and subject(content) in names
