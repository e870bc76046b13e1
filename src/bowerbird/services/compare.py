"""How two statements relate: whether their values (numbers, identifiers) differ, whether one
contradicts the other, and whether a statement reads as a correction. Used when a new note
meets a similar memory (gather) and when similar memories meet each other (arrange)."""

from __future__ import annotations

import re

CORRECTION = re.compile(
    r"\b(?:actually|correction|in fact|no longer|not any ?more|instead of|rather than|"
    r"used to be|changed to|has changed|was wrong|scratch that|update:|turns out)\b"
    r"|\bnot\s+(?:\d|every|on|in|at)\b|\bis now\b|\bare now\b",
    re.I,
)
_TOKEN = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")


def _tokens(text: str) -> tuple[set[str], set[str], set[str]]:
    """(plain numbers, identifiers mixing letters and digits, words without digits)."""
    pure, mixed, words = set(), set(), set()
    for token in _TOKEN.findall(text.lower()):
        if not any(c.isdigit() for c in token):
            words.add(token)
        elif any(c.isalpha() for c in token):
            mixed.add(token)
        else:
            pure.add(token)
    return pure, mixed, words


def compare_values(new: str, old: str) -> tuple[bool, bool]:
    """``(values_differ, conflict)`` between two texts.

    Values are numbers and identifiers ("port 8080", "service a3", "v2.1"). Texts whose values
    differ are never duplicates. They *conflict* — the same statement with another value, "every
    30 days" against "every 90 days" — when only plain numbers differ and the words mostly agree.
    """
    pure_a, mixed_a, words_a = _tokens(new)
    pure_b, mixed_b, words_b = _tokens(old)
    differ = pure_a != pure_b or mixed_a != mixed_b
    overlap = len(words_a & words_b) / max(1, len(words_a | words_b))
    conflict = bool(pure_a) and bool(pure_b) and pure_a != pure_b and mixed_a == mixed_b
    return differ, conflict and overlap >= 0.5
