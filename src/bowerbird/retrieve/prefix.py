"""Words a query only begins (seed 001 §7.3): ``pay*``, or a word no memory holds ("paym"),
completed to the words of the memories that start with it. FTS5 and Postgres stem whole
words, so without this "paym" found nothing even beside "payment".

The index finds a sample of memories holding a word with the prefix (its own prefix search);
their text gives the words, the most common first. The completions then stand in for the
prefix everywhere a term counts (keyword search, coverage, the caches' keys).
"""

from __future__ import annotations

import re
from collections import Counter

from ..storage.index import Index

MIN_IMPLICIT = 4  # a shorter unknown word is not taken for a prefix ("cat" is no "category")
SAMPLE = 200  # memories read for the words a prefix begins
COMPLETIONS = 3  # the most common words a prefix stands for


def complete(index: Index, terms: list[str]) -> list[str]:
    """``terms`` with each prefix replaced by the words it begins: a term written ``pay*``,
    or a plain word of ``MIN_IMPLICIT`` letters or more that no memory holds. A ``*`` term
    nothing completes is dropped; an unknown word nothing completes stays as it was."""
    out: list[str] = []
    for term in terms:
        explicit = term.endswith("*")
        prefix = term.rstrip("*")
        if not explicit and (
            len(term) < MIN_IMPLICIT or not term.isalpha() or index.document_frequency(term)
        ):
            out.append(term)
            continue
        words = completions(index, prefix) if prefix else []
        if not words and not explicit and (root := _root(term)) != term:
            # No word begins with it: one of its family may ("allergies" asked, "allergic"
            # stored; "physiotherapy" / "physiotherapist"). Porter stems them apart.
            words = completions(index, root)
        out += words or ([] if explicit else [term])
    return list(dict.fromkeys(out))


# Endings that make one word of a family into another, longest first.
_ENDINGS = tuple("ations ation ities ity ical ics ic ies ied ists ist ing ed es al y s".split())
_ROOT = 5  # a shorter root begins too many words ("aller" would do, "all" would not)


def _root(word: str) -> str:
    """``word`` less one derivational ending when at least ``_ROOT`` letters stay (else the
    word itself): the part its family shares."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= _ROOT:
            return word[: -len(ending)]
    return word


def completions(index: Index, prefix: str) -> list[str]:
    """The words of the index's memories that start with ``prefix``, most common first."""
    keys = index.prefix_keys(prefix, SAMPLE)
    if not keys:
        return []
    starts = re.compile(r"\b" + re.escape(prefix) + r"\w*", re.IGNORECASE)
    counts: Counter[str] = Counter()
    for row in index.rows_by_key(keys).values():
        counts.update({word.lower() for word in starts.findall(f"{row.title}\n{row.content}")})
    return [word for word, _ in counts.most_common(COMPLETIONS)]
