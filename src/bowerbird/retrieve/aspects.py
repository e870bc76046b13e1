"""The aspects of a long question, each searched by meaning on its own.

"Given my JWT expiry settings, the Socket.io verification and the clock-skew handling, how
should I balance…" asks about three things that were said in three different memories. One
embedding of the whole question is a blur of all three, close to none of them: a memory about
one aspect scores well below a memory that names all three in passing. So a long question is
split into its clauses (commas, semicolons, "and", "while", "versus", "compared to"); each
clause is embedded and searched too, and a memory is as similar as the whole question or as
its best clause, less ``CLAUSE_DISCOUNT`` (a short clause matches more easily than a long
question). Short questions, nearly all of what an agent asks, are never split.

Measured on both dev sets (docs/retrieval.md): BEAM's five-type R@5 +.006 (multi-session
reasoning .388 → .419), LoCoMo unchanged (its questions are short). Splitting questions of
12 words or more instead of 16 cost LoCoMo .001 ("What did Caroline and Melanie…" is one
aspect, not two); splitting the keyword coverage the same way, and picking the top five to
cover every clause (diversification), both lost on BEAM.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..storage.vectors.similarity import Similarity

CLAUSE_DISCOUNT = 0.05  # flat between 0.03 and 0.08 on BEAM
_MAX_CLAUSES = 6
_CLAUSE_MIN_WORDS = 3
_SPLIT = re.compile(r"[,;]|\s(?:and|while|versus|compared to)\s", re.IGNORECASE)


def clauses(text: str, min_words: int) -> list[str]:
    """The clauses of ``text`` worth a search of their own: none unless the question has at
    least ``min_words`` words (0: never) and two clauses of three words or more."""
    if min_words <= 0 or len(text.split()) < min_words:
        return []
    parts = [p.strip() for p in _SPLIT.split(text)]
    parts = [p for p in parts if len(p.split()) >= _CLAUSE_MIN_WORDS]
    return parts[:_MAX_CLAUSES] if len(parts) >= 2 else []


def widen(
    searches: Sequence[tuple[dict[int, float], Similarity]],
) -> tuple[dict[int, float], Similarity]:
    """One vector search out of the whole question's (first) and its clauses': the union of
    their candidates, and a similarity that is the best of the question's and the clauses'
    less ``CLAUSE_DISCOUNT``."""
    (top, whole), rest = searches[0], searches[1:]
    if not rest:
        return top, whole
    merged = dict(top)
    for found, _ in rest:
        for key, value in found.items():
            merged.setdefault(key, value - CLAUSE_DISCOUNT)
    parts = [similarity for _, similarity in rest]

    def similarity(keys: Sequence[int]) -> dict[int, float]:
        out = whole(keys)
        for part in parts:
            for key, value in part(keys).items():
                value -= CLAUSE_DISCOUNT
                if value > out.get(key, float("-inf")):
                    out[key] = value
        return out

    return merged, similarity
