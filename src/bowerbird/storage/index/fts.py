"""FTS5 query text: every term quoted, so operators and punctuation in user text are inert."""

from __future__ import annotations


def fts_phrase(term: str) -> str:
    """One term as an FTS5 string literal: operators and punctuation inside it are inert."""
    return '"' + term.replace('"', '""') + '"'


def fts_match(terms: list[str]) -> str:
    """A safe FTS5 MATCH expression OR-ing ``terms`` (each quoted, so operators are inert):
    BM25 then ranks documents that match more and rarer terms first."""
    return " OR ".join(fts_phrase(t) for t in terms)
