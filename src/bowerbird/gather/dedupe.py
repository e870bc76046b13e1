"""Dedupe and update: what a new draft should do to the corpus.

Compared with the live memories (not archived, not superseded) by exact content and by cosine
similarity of embeddings (thresholds in ``[dedupe]``):

- the same content, or similarity ≥ ``duplicate`` with the same numbers → **duplicate**
  (nothing written; the existing memory is returned);
- a correction ("actually…", "no longer…", "…not 90") similar to a memory (≥ ``correction``),
  or similarity ≥ ``conflict`` with only a number changed (30 days vs 90 days) → **supersede**:
  a new memory, the old one closed with ``valid_to`` and ``superseded_by``, never deleted;
- other names or numbers (service a3 vs a4, port 80 vs 81 on another host) → **create**;
- similarity ≥ ``append``: a draft whose words the memory already has is a **duplicate**; one
  that says everything the memory says and more **updates** it (the longer text replaces the
  shorter); one that adds something and leaves something out is **appended** to it — so a note
  is only ever dropped when it adds nothing (``update`` and ``duplicate`` bands are no longer
  consulted here; they are kept for configuration compatibility);
- otherwise **create**.

The textbook bands (0.70 / 0.85 / 0.95) merged distinct facts on one subject with the shipped
MiniLM model; the defaults here were set on the 50-note scenario (BENCHMARKS.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..services.answers import other_subjects, rivals
from ..services.compare import (
    CORRECTION,
    adds_detail,
    compare_values,
    restates_move,
    subject_overlap,
    subjects_agree,
)
from ..services.text import new_terms, normalise
from ..settings import DedupeSettings
from ..storage.index import MemoryRow, SearchFilters

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..storage.store import Store
    from ..storage.vectors import VectorIndex


# A correction supersedes a memory holding at least this share of its content words.
SAME_SUBJECT = 0.6

DedupeAction = Literal["create", "duplicate", "update", "append", "supersede"]


@dataclass
class Decision:
    """What a draft should do, against which memory, and why."""

    action: DedupeAction
    target: MemoryRow | None = None
    similarity: float | None = None
    reason: str = ""
    # A created memory that may answer the same question as this one with another value
    # (``services/answers.py``): flagged (``contradicts`` and a review item), never closed.
    rival: MemoryRow | None = None
    rival_values: str = ""
    rival_similarity: float = 0.0


def decide(
    store: Store,
    content: str,
    vector: npt.NDArray[np.float32] | None,
    vectors: VectorIndex | None,
    thresholds: DedupeSettings,
) -> Decision:
    """The action for a draft with ``content`` (and its embedding, when there is one)."""
    agent = store.settings.curate.agent
    same = store.index.find_live_by_content(content, agent)
    if same is not None:
        return Decision("duplicate", same, 1.0, "same content")
    if vector is None or vectors is None or not len(vectors):
        return Decision("create", reason="no embeddings to compare with")
    # A correction looks further than the nearest few: the memory it corrects may embed
    # below other notes of the same shape ("the X service runs on host…").
    pool = 20 if CORRECTION.search(content) else 5
    # Only this agent's memories can absorb the note; other agents' are looked past (a
    # wider pool, so they do not crowd this agent's nearest out).
    top, _ = vectors.search(store, vector, SearchFilters(), pool * 4)
    rows = store.index.rows_by_key(list(top))
    candidates = sorted(
        ((sim, rows[key]) for key, sim in top.items() if key in rows and rows[key].agent == agent),
        key=lambda c: -c[0],
    )[:pool]
    if not candidates:
        return Decision("create", reason="nothing similar")
    similarity, row = candidates[0]
    old = row.content
    if normalise(old) == normalise(content):
        return Decision("duplicate", row, similarity, "same content up to case and spacing")
    if CORRECTION.search(content):
        # The memory a correction corrects is the most on-subject of the similar ones, not
        # merely the nearest: another service's note may embed closer.
        target = _corrected(store, content, candidates, thresholds.correction)
        if target is not None:
            sim, row = target
            return Decision("supersede", row, sim, "a correction of a similar memory")
    differ, conflict = compare_values(content, old)
    if conflict and similarity >= thresholds.conflict:
        return Decision("supersede", row, similarity, "same statement with different numbers")
    if differ:
        if similarity >= thresholds.append and adds_detail(content, old):
            return Decision("update", row, similarity, "the same statement with more detail")
        return _flag_rival(
            Decision("create", reason="different names or numbers than the nearest memory"),
            content,
            candidates,
        )
    if similarity < thresholds.append:
        created = Decision("create", reason=f"nearest memory at similarity {similarity:.2f}")
        return _flag_rival(created, content, candidates)
    if other_subjects(content, old):
        # However alike, a note about another thing is another memory, never an addition.
        return Decision("create", reason="a similar memory about another subject")
    # However alike, a draft that says something the memory does not is never thrown away.
    added = new_terms(content, old)
    if not added:
        return Decision("duplicate", row, similarity, "adds nothing to a similar memory")
    if not new_terms(old, content):
        return Decision("update", row, similarity, "a restatement with more detail")
    return Decision("append", row, similarity, "more about the same subject")


def _flag_rival(
    decision: Decision, content: str, candidates: list[tuple[float, MemoryRow]]
) -> Decision:
    """A new memory is created; if one of the similar ones answers the same question with
    another value, say which (the first, nearest first)."""
    for similarity, row in candidates:
        found = rivals(content, row.content)
        if found:
            decision.rival, decision.rival_values = row, found
            decision.rival_similarity = similarity
            break
    return decision


def _corrected(
    store: Store, content: str, candidates: list[tuple[float, MemoryRow]], floor: float
) -> tuple[float, MemoryRow] | None:
    """The memory a correction corrects: among similar memories (cosine ≥ ``floor``), the one
    sharing most of its words, weighted by rarity (a name decides, not "service"). Words no
    memory has are new information and name nothing; and the shared words must include one
    that is not everywhere — a correction about something never stored supersedes nothing."""
    import math

    index = store.index
    total = index.memory_count()

    def weight(word: str) -> float:
        df = index.document_frequency(word)
        return 0.0 if df == 0 else math.log((total + 1) / (df + 1)) + 0.05

    best: tuple[float, float, MemoryRow] | None = None
    for sim, row in candidates:
        if sim < floor or not subjects_agree(content, row.content):
            continue  # not similar enough, or about another thing (shard 7, not shard 39)
        if restates_move(content, row.content):
            continue  # "we migrated to fargate" again: the move it already holds
        overlap, shared = subject_overlap(content, row.content, weight)
        telling = any(index.document_frequency(w) <= max(1, total / 2) for w in shared)
        if overlap >= SAME_SUBJECT and telling and (best is None or (overlap, sim) > best[:2]):
            best = (overlap, sim, row)
    return None if best is None else (best[1], best[2])
