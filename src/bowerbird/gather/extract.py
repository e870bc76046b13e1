"""Extraction: a note in natural language → one or more typed memory drafts.

The offline extractor (the default) is deterministic: sentences are split, typed by cue words
("we decided / moved to / chose" → decision, "to deploy, run…" → procedure, "always / every
time / usually" → pattern, "currently / this week" → context, otherwise fact), and grouped so
that a note mixing, say, a decision and a procedure yields two memories. Each draft gets a title,
keywords, named entities, a confidence (hedged wording lowers it), and the relative times it
names resolved beside the text ("yesterday" → ``about_time: [{said: yesterday, at:
2026-11-21}]``), never written into it.

The LLM extractor (``llm.py``) produces the same ``Draft`` objects and falls back to this one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from ..services.kinds import type_cue
from ..services.text import NOT_ABBREVIATED, STOPWORDS, keywords
from ..services.timeparse import TimeRange, find_ranges
from ..settings import MemoryType
from ..storage.files.note import first_sentence

MAX_DRAFTS = 5


@dataclass
class Draft:
    """A memory before it has an id, a path or a place in the corpus."""

    type: MemoryType
    title: str
    content: str
    tags: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    confidence: float = 0.8
    topic: str | None = None
    # Relative times the text names, resolved (``times_in``): fields, never spliced in.
    about_time: list[dict[str, str]] = field(default_factory=list)


class Extractor(Protocol):
    name: str

    def extract(self, note: str, observed_at: datetime) -> list[Draft]: ...


_HEDGES = re.compile(
    r"\b(?:maybe|perhaps|probably|i think|i guess|might|not sure|possibly|seems|apparently|"
    r"rumou?r)\b",
    re.I,
)
_SENTENCE = re.compile(
    NOT_ABBREVIATED + r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(])|\n{2,}|\n(?=\s*(?:[-*]|\d+\.)\s)"
)
_LEAD_SUBJECT = re.compile(r"^(?:so|ok|okay|also|and|but|note:?)?\s*(?:we|i|the team)\s+", re.I)
_REASON = re.compile(r"\s+(?:because|since|as|due to|so that)\s+", re.I)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (also splitting bullet and numbered lines)."""
    parts = [p.strip() for p in _SENTENCE.split(text.strip())]
    return [p for p in parts if p]


# ---------------------------------------------------------------- dates


def _absolute(r: TimeRange) -> str:
    days = (r.end - r.start).days
    if days <= 1:
        return r.start.date().isoformat()
    if days <= 7 and r.start.weekday() in (0, 5):
        last = r.end - timedelta(days=1)
        return f"{r.start.date().isoformat()} to {last.date().isoformat()}"
    if r.start.day == 1 and 28 <= days <= 31:
        return r.start.date().isoformat()[:7]
    if r.start.month == 1 and r.start.day == 1 and days in (365, 366):
        return f"{r.start.year:04d}"
    last = r.end - timedelta(days=1)
    return f"{r.start.date().isoformat()} to {last.date().isoformat()}"


_ABSOLUTE_ALREADY = re.compile(r"\d{4}")


# A time said of something that recurs ("the last Friday of every sprint", "each Monday")
# is not one date.
_RECURRING = re.compile(
    r"\b(?:every|each|all|most)\b[^.;]{0,30}$|^\W*(?:of (?:every|each))\b", re.I
)


_WEEKDAY = re.compile(
    r"(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)", re.I
)
# Words before a bare weekday that point ahead ("back on Monday", "until Friday").
_AHEAD = re.compile(
    r"\b(?:back|will|'ll|until|till|from|starting|starts|due|by|next|returns?|going to|"
    r"is off|off until|plan(?:s|ned)? to|scheduled)\b[^.;]{0,40}$",
    re.I,
)


def times_in(text: str, observed_at: datetime) -> list[dict[str, str]]:
    """The relative times ``text`` names, resolved against ``observed_at``: ``[{"said":
    "yesterday", "at": "2026-11-21"}]``. Kept beside the text (a memory's ``about_time``),
    never written into it: what the person said stays as they said it.

    Expressions that already name a year ("May 2023", "2024-02-29") need no resolving, and a
    time of something that recurs ("every Monday", "the last Friday of every sprint") is not
    one date."""
    out: list[dict[str, str]] = []
    for r in find_ranges(text, observed_at):
        if _ABSOLUTE_ALREADY.search(r.phrase):
            continue
        start = text.find(r.phrase)
        if start < 0:
            continue
        before, after = text[:start], text[start + len(r.phrase) :]
        if _RECURRING.search(before) or _RECURRING.match(after):
            continue
        if _WEEKDAY.fullmatch(r.phrase.strip()) and r.end <= observed_at and _AHEAD.search(before):
            # "back on Monday", "will call on Friday": the coming one, not the one before.
            r = TimeRange(r.start + timedelta(days=7), r.end + timedelta(days=7), r.phrase)
        out.append({"said": r.phrase, "at": _absolute(r)})
    return out


# ---------------------------------------------------------------- titles and entities


def make_title(sentence: str, kind: str) -> str:
    """A short title: the lead subject dropped, a decision's reason clause cut off."""
    flat = " ".join(sentence.split()).rstrip(".!?;:")
    if kind == "decision":
        flat = _LEAD_SUBJECT.sub("", flat)
        head = _REASON.split(flat, maxsplit=1)[0]
        if len(head) >= 12:
            flat = head
    flat = flat[:1].upper() + flat[1:]
    return first_sentence(flat, 80)


_ENTITY = re.compile(
    r"(?<![\w@])(?:[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+|[A-Z]{2,}[A-Za-z0-9]*|"
    r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*|[a-z]+[0-9]+(?:\.[0-9]+)*|v?[0-9]+\.[0-9]+(?:\.[0-9]+)?)"
)


_SUBJECT_VERB = re.compile(
    r"(?:is|was|has|had|owns|prefers|likes|loves|hates|uses|said|says|wants|needs|works|"
    r"leads|runs|manages|joined|left|moved|asked|thinks|knows|lives|wrote|built)\b",
    re.I,
)


def entities(text: str) -> list[str]:
    """Named things: capitalised words not opening a sentence, acronyms, versions, CamelCase."""
    found: dict[str, None] = {}
    for sentence in split_sentences(text):
        for m in _ENTITY.finditer(sentence):
            word = m.group(0)
            if m.start() == 0 and " " not in word and word.lower() in STOPWORDS | {"to"}:
                continue
            if m.start() == 0 and word.istitle() and " " not in word:
                # A capitalised opener is usually just a word ("Deploy the app"), but a name
                # when a subject's verb follows ("Ana prefers…", "Bob owns…").
                rest = sentence[m.end() :].split(maxsplit=1)
                if not (rest and _SUBJECT_VERB.match(rest[0])):
                    continue
            if word.lower() in STOPWORDS:
                continue
            found[word] = None
    return list(found)[:12]


# ---------------------------------------------------------------- the offline extractor


class OfflineExtractor:
    """Deterministic extraction: no model, no network."""

    name = "offline"

    def extract(self, note: str, observed_at: datetime) -> list[Draft]:
        text = note
        sentences = split_sentences(text) or [text]
        groups: list[tuple[MemoryType | None, list[str]]] = []
        for sentence in sentences:
            kind = type_cue(sentence)
            if groups and (kind is None or kind == groups[-1][0] or groups[-1][0] is None):
                previous_kind, members = groups[-1]
                groups[-1] = (previous_kind or kind, [*members, sentence])
            else:
                groups.append((kind, [sentence]))
        if len(groups) > MAX_DRAFTS:  # too fragmented to split sensibly: keep the note whole
            groups = [(type_cue(text), sentences)]
        drafts = []
        for kind, members in groups:
            body = " ".join(members)
            kind_or_fact: MemoryType = kind or "fact"
            confidence = 0.6 if _HEDGES.search(body) else 0.8
            drafts.append(
                Draft(
                    type=kind_or_fact,
                    title=make_title(members[0], kind_or_fact),
                    content=body,
                    keywords=keywords(body),
                    entities=entities(body),
                    confidence=confidence,
                    about_time=times_in(body, observed_at),
                )
            )
        return drafts
