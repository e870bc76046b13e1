"""Dedupe and update: what a new draft should do to the corpus.

Compared with the live memories (not archived, not superseded) by exact content and by cosine
similarity of embeddings (seed 001 §6.4, thresholds in ``[dedupe]``):

- the same content, or similarity ≥ ``duplicate`` with the same numbers → **duplicate**
  (nothing written; the existing memory is returned);
- a correction ("actually…", "no longer…", "…not 90") similar to a memory (≥ ``correction``),
  or similarity ≥ ``conflict`` with only a number changed (30 days vs 90 days) → **supersede**:
  a new memory, the old one closed with ``valid_to`` and ``superseded_by``, never deleted;
- other names or numbers (service a3 vs a4, port 80 vs 81 on another host) → **create**;
- similarity ≥ ``update`` → **update** the existing memory in place when the draft adds words
  it did not have (a restatement with more detail), otherwise duplicate;
- similarity ≥ ``append`` → **append** the draft to the existing memory (same subject, new
  detail);
- otherwise **create**.

The seed's bands (0.70 / 0.85 / 0.95) merged distinct facts on one subject with the shipped
MiniLM model; the defaults here were set on the 50-note scenario (BENCHMARKS.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .text import new_terms, normalise

if TYPE_CHECKING:
    import sqlite3

    import numpy as np
    import numpy.typing as npt

    from .store import Store
    from .vectors import VectorIndex

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


@dataclass(frozen=True)
class Thresholds:
    append: float = 0.80
    update: float = 0.88
    duplicate: float = 0.95
    conflict: float = 0.90
    correction: float = 0.70


@dataclass
class Decision:
    action: str  # create | duplicate | update | append | supersede
    target: sqlite3.Row | None = None
    similarity: float | None = None
    reason: str = ""


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


def decide(
    store: Store,
    content: str,
    vector: npt.NDArray[np.float32] | None,
    vectors: VectorIndex | None,
    thresholds: Thresholds,
) -> Decision:
    """The action for a draft with ``content`` (and its embedding, when there is one)."""
    from .index import SearchFilters

    same = store.index.query(
        "SELECT rowid, * FROM memories WHERE content = ? AND superseded_by IS NULL "
        "AND maturity != 'archived' LIMIT 1",
        (content,),
    )
    if same:
        return Decision("duplicate", same[0], 1.0, "same content")
    if vector is None or vectors is None or not len(vectors):
        return Decision("create", reason="no embeddings to compare with")
    top, _ = vectors.search(store, vector, SearchFilters(), 5)
    if not top:
        return Decision("create", reason="nothing similar")
    rowid, similarity = max(top.items(), key=lambda item: item[1])
    row = store.index.rows_by_rowid([rowid]).get(rowid)
    if row is None:  # pragma: no cover - vanished between search and read
        return Decision("create", reason="nothing similar")
    old = str(row["content"])
    if normalise(old) == normalise(content):
        return Decision("duplicate", row, similarity, "same content up to case and spacing")
    differ, conflict = compare_values(content, old)
    if CORRECTION.search(content) and similarity >= thresholds.correction:
        return Decision("supersede", row, similarity, "a correction of a similar memory")
    if conflict and similarity >= thresholds.conflict:
        return Decision("supersede", row, similarity, "same statement with different numbers")
    if differ:
        return Decision("create", reason="different names or numbers than the nearest memory")
    if similarity >= thresholds.duplicate:
        return Decision("duplicate", row, similarity, "a restatement")
    added = new_terms(content, old)
    if similarity >= thresholds.update:
        if len(added) >= 3 and len(content) > len(old):
            return Decision("update", row, similarity, "a restatement with more detail")
        return Decision("duplicate", row, similarity, "a paraphrase")
    if similarity >= thresholds.append:
        if len(added) >= 2:
            return Decision("append", row, similarity, "more about the same subject")
        return Decision("duplicate", row, similarity, "a paraphrase adding nothing new")
    return Decision("create", reason=f"nearest memory at similarity {similarity:.2f}")
