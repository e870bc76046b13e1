"""Whether an answer is clearly relevant: every hit is returned, and the ones that are not
are marked ``weak`` (docs/decisions.md, *Recall as users get it*).

An absolute score floor hid right answers (a health question's physiotherapist at 0.18) and
still let noise through (a question about someone the home never heard of tops out near 0.4).
So nothing is dropped by default; instead a hit is weak when

- the question names someone or something (a capitalised word inside the sentence, not a
  month or a weekday) that no memory mentions: nothing stored is about what was asked,
  however close the words around the name, and however well the home knows the other names
  it uses ("For how long has John had Seraphim?" of a home where John never names a
  Seraphim; measured on LoCoMo, where each conversation's questions asked of another
  conversation's home name people and things it never met); or
- the question asks a word no memory holds (``unheard``: "turtles" of a home of 200
  memories or more where nobody mentions one; at least a quarter of what it asks) and the
  answer's best score is under ``[query] unheard_below``: what comes back is about the rest
  of the question, the person or the other words, not the ask; then every hit is weak but
  one that stands out in meaning (below); or
- the question names someone the home knows and the answer says nothing of what is asked:
  its best score is under ``[query] asked_below`` and none of its first three hits holds
  ``asked_share`` of what the question asks — its words less the names it uses, the words
  of asking, dates and numbers ("Lena's favourite food" asks for *favourite food*; two
  memories about Lena hold neither word);
  then every hit is weak but one that stands out in meaning (below); or
- its score is under ``[query] weak_below``, or under ``weak_share`` of the best score, and
  its cosine to the question is under ``weak_unless_semantic`` (a paraphrase sharing no word
  scores low on coverage and keywords, yet is what was asked) and it holds less than
  ``weak_unless_coverage`` of the question's words (IDF-weighted).

A hit stands out in meaning when its cosine to the question is at least ``weak_unless_apart``
above the median cosine of the answer's first ten hits: "what are my dietary restrictions?"
shares no word with "I'm vegetarian", which is nonetheless far closer than the rest; hits
that are close only for sharing a name are close alike, and none stands out. The thresholds
were chosen on LoCoMo's foreign questions with the names renamed to the home's own against
its answerable questions, and reported on BEAM-500K too (BENCHMARKS.md, issue 61).

``context`` leaves weak hits out (and adds no block when nothing else is left), the MCP tools
and ``query`` show the mark, and an answer whose every hit is weak carries a note saying so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..services.text import STOPWORDS, query_terms, search_terms, verb_forms, verb_stems
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
# How a question asks, not what it asks about.
_ASKING = frozenset(
    "what when where who whom which why how did does do is are was were has have had would "
    "could should can will likely kind type many much long often ever first last time called "
    "named".split()
)
# The hits of an answer read for what was asked: the best few, as an agent reads them.
_READ = 3
# ... and as many of what a question asks as say something of it, however long the question.
_ENOUGH = 3
# ... and the hits whose median cosine is the answer's usual meaning (a fixed window, so that
# asking for more results does not move it).
_USUAL = 10
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


def _mentioned(index: Index, word: str) -> bool:
    """Whether some memory holds ``word`` (a name: any of its pieces, "flask-login")."""
    return any(index.document_frequency(p) for p in re.split(r"[^\w]+", word) if p)


def unknown_names(index: Index, text: str, named: list[str] | None = None) -> list[str]:
    """The names of ``text`` (``named``, if already read) that no memory mentions: someone or
    something the home never heard of, however well it knows the rest of what is named
    ("For how long has John had Seraphim as a pet?" of a home where John never names a pet
    Seraphim)."""
    named = names(text) if named is None else named
    return [name for name in named if not _mentioned(index, name)]


def _asked_words(text: str, named: list[str] | None) -> list[str]:
    """The words of what a question asks: its search terms less the names it uses
    (``named``, if already read), the words of asking, months, weekdays, numbers and
    prefixes."""
    skip = set(names(text) if named is None else named)
    return [
        t
        for t in search_terms(text)
        if t not in skip
        and t not in _ASKING
        and t not in _NOT_NAMES
        and not any(c.isdigit() for c in t)
        and not t.endswith("*")
    ]


def asked(text: str, named: list[str] | None = None) -> frozenset[str]:
    """What a question asks about, stemmed: its content words less the names it uses
    (``named``, if already read), the words of asking, months, weekdays and numbers."""
    return verb_stems(_asked_words(text, named))


# The unheard words must be this share of what is asked (one of a short question's three
# or four; three of a long request's dozen, which asks in words about the conversation:
# "list the order in which I brought up …").
UNHEARD_SHARE = 0.25
# ... and the home this many memories at least (held-out homes of ~30 notes: the rule
# marked as many right answers as unanswerable questions; LoCoMo's 369 to 689, BEAM's 772
# to 1,364: BENCHMARKS.md, issue 61).
UNHEARD_HOME = 200


def unheard(index: Index, text: str, named: list[str] | None = None) -> list[str]:
    """The words of what ``text`` asks that no memory holds (the index's own tokenizer, so
    "turtles" is heard in "turtle"): a home that never mentions a turtle cannot say how
    often someone walked theirs, however well it knows the someone. Any tense of an
    irregular verb is the word ("grow" is heard in "grew"). None in a home of fewer than
    ``UNHEARD_HOME`` memories: a small home has heard few words, and one it lacks is as
    often a way of asking ("Which database did the team pick?" of "chose PostgreSQL") as a
    thing it never heard of."""
    if index.memory_count() < UNHEARD_HOME:
        return []
    return [
        w
        for w in _asked_words(text, named)
        if not any(index.document_frequency(form) for form in verb_forms(w))
    ]


def says_of(content: str, wanted: frozenset[str], share: float) -> bool:
    """Whether ``content`` holds ``share`` of ``wanted`` (stemmed terms), or ``_ENOUGH`` of
    them: a long question (BEAM's run to a dozen such words) is answered by a memory that
    holds a few of its words, not a third."""
    if not wanted:
        return True
    held = len(wanted & verb_stems(query_terms(content)))
    return held >= min(share * len(wanted), _ENOUGH)


# How a note saying no memory mentions the question's names begins: such an answer is weak
# under any thresholds (the bench's trade table reads it).
UNKNOWN_NOTE = "nothing clearly relevant: no memory mentions"


def mark(
    index: Index, settings: QuerySettings, text: str, hits: list[SearchHit]
) -> tuple[str | None, list[str]]:
    """Mark the weak hits of an answer; a note when none is clearly relevant (else None),
    and the words of what was asked that no memory holds (``unheard``)."""
    named = names(text)
    missing = unheard(index, text, named)
    if not hits:
        return None, missing
    unknown = unknown_names(index, text, named)
    if unknown:
        for hit in hits:
            hit.weak = True
        return f"{UNKNOWN_NOTE} {', '.join(unknown[:3])}", missing
    return grade_answer(settings, text, hits, named, missing), missing


def grade_answer(
    settings: QuerySettings,
    text: str,
    hits: list[SearchHit],
    named: list[str] | None = None,
    missing: Sequence[str] = (),
) -> str | None:
    """Mark the weak hits of an answer whose names the home knows, by the scores and words
    alone (no index read: the bench grades one answer under several settings; ``missing``
    are the asked words no memory holds, ``unheard``); a note when none is clearly relevant
    (else None)."""
    if not hits:
        return None
    best = max(h.score for h in hits)
    floor = max(settings.weak_below, settings.weak_share * best)
    named = names(text) if named is None else named
    words = _asked_words(text, named)
    wanted = verb_stems(words)
    # A hit the question names by its tag or kind ("what do I know about our infra?") is
    # about what was asked, whatever its words.
    named_kind = any(h.why.get("scope", 0.0) > 0 for h in hits[:_READ])
    # A word of what is asked that no memory holds is a part of the question the home cannot
    # say: a middling answer is about the rest (the person, the other words), not the ask.
    never = (
        len(missing) >= max(1.0, UNHEARD_SHARE * len(words))
        and best < settings.unheard_below
        and not named_kind
    )
    # The asked words are read only of a question that names someone or something the home
    # knows: its hits may be about the name alone ("Lena's favourite food" answered with
    # Lena's other memories). Without a name, the hits were found by the words and meaning of
    # the ask itself, and a paraphrase holds none of its words ("Who looks after our social
    # media?" of "Priya runs the Instagram account").
    said = not never and (
        best >= settings.asked_below
        or not named
        or named_kind
        or any(says_of(h.content or h.snippet, wanted, settings.asked_share) for h in hits[:_READ])
    )
    meanings = sorted(h.why.get("semantic", 0.0) for h in hits[:_USUAL])
    usual = meanings[len(meanings) // 2]
    for hit in hits:
        meaning = hit.why.get("semantic", 0.0)
        # A memory the question's meaning clearly matches is not weak for sharing no word,
        # nor one that stands out in meaning from the rest of the answer.
        close = meaning >= settings.weak_unless_semantic
        apart = meaning - usual >= settings.weak_unless_apart
        # Nor one holding much of what was asked: in a small home FTS5's IDF is ~0 for any
        # word in half the memories, so keywords add nothing to the score of a plain match.
        held = hit.why.get("coverage", 0.0) >= settings.weak_unless_coverage
        low = hit.score < floor and not close and not held
        hit.weak = (not said and not apart) or (low and not apart)
    if all(h.weak for h in hits):
        if never:
            return (
                f"nothing clearly relevant: the best match scores {best:.2f} and no memory "
                f"mentions {', '.join(missing[:3])}"
            )
        if not said:
            # The question's own words, not their stems ("allergies", not "allergi").
            told = [t for t in search_terms(text) if verb_stems([t]) <= wanted][:3]
            return (
                f"nothing clearly relevant: the best match scores {best:.2f} and none of the "
                f"first {min(_READ, len(hits))} says anything of {', '.join(told)}"
            )
        return f"nothing clearly relevant: the best match scores {best:.2f}"
    return None
