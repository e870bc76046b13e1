"""Whether an answer is clearly relevant: every hit is returned, and the ones that are not
are marked ``weak`` (docs/decisions.md, *Recall as users get it*).

An absolute score floor hid right answers (a health question's physiotherapist at 0.18) and
still let noise through (a question about someone the home never heard of tops out near 0.4).
So nothing is dropped by default; instead a hit is weak when

- the question names someone or something (a capitalised word inside the sentence, not a
  month or a weekday) and no memory mentions any of the names it uses: nothing stored is
  about what was asked, however close the words around the name (measured on LoCoMo, where
  each conversation's questions asked of another conversation's home name people it never
  met); or
- its score is under ``[query] weak_below``, or under ``weak_share`` of the best score, and
  its cosine to the question is under ``weak_unless_semantic`` (a paraphrase sharing no word
  scores low on coverage and keywords, yet is what was asked) and it holds less than
  ``weak_unless_coverage`` of the question's words (IDF-weighted).

``context`` leaves weak hits out (and adds no block when nothing else is left), the MCP tools
and ``query`` show the mark, and an answer whose every hit is weak carries a note saying so.
"""

from __future__ import annotations

import re

from ..services.text import STOPWORDS
from ..services.timeparse import MONTHS, WEEKDAYS
from ..settings import QuerySettings
from ..storage.index import Index
from .results import SearchHit

# A capitalised word that is not the first of its sentence (nor after a quote or a colon).
_NAME = re.compile(r"(?<![.?!:;\"'“‘(\[]\s)(?<![.?!:;\"'“‘(\[])(?<!^)\b[A-Z][\w'’.-]*\w", re.M)
_POSSESSIVE = re.compile(r"['’]s?$")
# Titles and words capitalised for emphasis or by habit, not names of anything stored.
_NOT_NAMES = (
    frozenset({"i", "mr", "mrs", "ms", "dr", "prof", "st", "ok"}) | set(MONTHS) | set(WEEKDAYS)
)
# A question written in title case ("What Port Does The Database Use") has no telling capitals.
_TITLE_CASE_SHARE = 0.5


def names(text: str) -> list[str]:
    """The names a question uses, lowercased: its capitalised words inside a sentence, less
    titles, months, weekdays and stop words; none when most of its words are capitalised."""
    words = re.findall(r"\b\w+", text)
    capitals = [w for w in words if w[:1].isupper()]
    if len(words) >= 4 and len(capitals) > _TITLE_CASE_SHARE * len(words):
        return []
    found: list[str] = []
    for match in _NAME.finditer(text.strip()):
        word = _POSSESSIVE.sub("", match.group().lower())
        if word and word not in _NOT_NAMES and word not in STOPWORDS:
            found.append(word)
    return list(dict.fromkeys(found))


def unknown_names(index: Index, text: str) -> list[str]:
    """The names of ``text`` when it uses some and no memory mentions any of them (else
    none): a question about someone the home never heard of."""
    named = names(text)
    if not named:
        return []
    for name in named:
        pieces = [p for p in re.split(r"[^\w]+", name) if p]
        if any(index.document_frequency(p) for p in pieces):
            return []
    return named


def mark(index: Index, settings: QuerySettings, text: str, hits: list[SearchHit]) -> str | None:
    """Mark the weak hits of an answer; a note when none is clearly relevant (else None)."""
    if not hits:
        return None
    unknown = unknown_names(index, text)
    best = max(h.score for h in hits)
    floor = max(settings.weak_below, settings.weak_share * best)
    for hit in hits:
        # A memory the question's meaning clearly matches is not weak for sharing no word.
        close = hit.why.get("semantic", 0.0) >= settings.weak_unless_semantic
        # Nor one holding much of what was asked: in a small home FTS5's IDF is ~0 for any
        # word in half the memories, so keywords add nothing to the score of a plain match.
        holds = hit.why.get("coverage", 0.0) >= settings.weak_unless_coverage
        hit.weak = bool(unknown) or (hit.score < floor and not close and not holds)
    if unknown:
        said = ", ".join(unknown[:3])
        return f"nothing clearly relevant: no memory mentions {said}"
    if all(h.weak for h in hits):
        return f"nothing clearly relevant: the best match scores {best:.2f}"
    return None
