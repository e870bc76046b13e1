"""The details a statement gives beside its subject (``_details``), and whether a word of
one statement is said by another (``_said``: a verb's irregular form, a range's end, a
value as written).
"""

from __future__ import annotations

import re

from ..mentions import TITLE_WORDS, mentions
from ..statement import verb_at
from ..text import plain_letters, verb_stems
from ..values import values
from .relate import _FILLERS, _POLARITY_WORDS

_HEAD_NOUN = (
    r"(?:\s+(?!(?:and|or|but|for|to|in|on|at|with|by|from|of|is|are|was|were|has|have|who|"
    r"which|that|as|so|then|every|each|since|until)\b)[a-z]{3,}\b(?!['’]))?"
)


_DISTRIBUTIVE = frozenset({"per", "apiece"})


def _details(part: str, wrong: list[str], ended: bool = False) -> list[str]:
    """What a part says besides its replaced value: its nouns and values (verbs, and the
    version or number that qualifies the replaced thing, go with it). When the relation
    ``ended``, the phrase the replaced value opens (to the next comma, "and" or "but") is
    said of what ended, not lost with it."""
    from ..mentions import VERBS as KNOWN
    from ..statement import read
    from ..text import STOPWORDS

    blank = re.sub(r"['’]s\b", "", part)  # "the lab's officer": the lab
    for w in (re.sub(r"['’]s\b", "", w) for w in wrong):  # as blanked just above
        # The replaced value and the number written right before or after it ("React
        # Native 0.74", "41 Kiln Street").
        blank = re.sub(
            rf"(?:\b\d[\w.-]*\s+|\bnumber\s+|\bno\.\s*)?(?<![\w.-]){re.escape(w)}"
            # (A rate's period written on it goes with it: "£1,150/wk".)
            r"(?:\s?/\s?(?:qtr|quarter|mo|mth|month|yr|year|wk|week|day|hr|hour)\b)?"
            r"(?:\s+v?\d[\w.-]*)?" + (r"(?:(?!,|;|\s+(?:and|but)\s).)*" if ended else _HEAD_NOUN),
            # The common noun a name heads ("the shared Outlook calendar", "the Okonjo
            # family") is the replaced thing too.
            " ",
            blank,
            flags=re.I,
        )
    # The part's verb, known or read from its place ("Lena translates in memoQ"), is said
    # of the replaced value, no detail of its own.
    tokens = re.findall(r"[\w'’-]+", part.lower())
    at = verb_at(tokens)
    if at is None and tokens and re.fullmatch(r"[a-z]{3,}(?<!s)s", tokens[0]):
        at = 0  # a predicate whose subject was said by the note: "translates in memoQ"
    verb = tokens[at] if at is not None else ""
    words = [
        w
        for w in re.findall(r"[a-z][a-z'-]*[a-z]", plain_letters(blank.lower()))
        if w != verb
        and w not in STOPWORDS
        and w not in _DISTRIBUTIVE  # "per node" / "each": how a value is counted, no detail
        and w not in KNOWN
        and not w.endswith(("ed", "ing"))
        and w not in _IRREGULAR
        and w not in _FILLERS
        and w not in _POLARITY_WORDS
        and w not in TITLE_WORDS
    ]
    found = [m.raw for m in read(blank).values if m.kind != "name"]
    return [*words, *found]


def _said(thing: str, text: str) -> bool:
    """Whether a word or value of a dropped part is said in ``text`` (stemmed, a value by
    its number)."""
    from ..text import stem_set

    if any(c.isdigit() for c in thing):
        mine = {_bare(v) for v in values(thing).all} or {thing}
        # ("20:00" is said by "11:00-20:00": one end of the range the text gives; "2026"
        # and "27" by "2026/27", written as they are.)
        return (
            bool(mine & {_bare(v) for v in values(text).all})
            or any(_range_end(text, v) for v in mine)
            or re.search(rf"(?<![\w.]){re.escape(thing)}(?![\w]|\.\d)", text) is not None
        )
    if " " in thing:  # a value in words ("an hour", "twice a day"; "a month" is "monthly")
        period = re.fullmatch(
            r"(?:a|an|per|each|every)\s+(hour|day|week|month|year)", thing.lower()
        )
        if period and re.search(rf"\b{_PERIODIC[period.group(1)]}\b", text, re.I):
            return True
        # ("each month" is said by "the second Saturday of the month".)
        if period and re.search(rf"day\s+of\s+the\s+{period.group(1)}\b", text, re.I):
            return True
        # ("every night" is said by "25 kg of sand a night": one rhythm, however worded.)
        keys = {m.key for m in mentions(thing)}
        if keys and keys <= {m.key for m in mentions(text)}:
            return True
        return thing.lower() in text.lower()
    day = re.fullmatch(r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*day(s)?", thing.lower())
    if day and re.search(rf"\b{day.group(1)}(?:[a-z]*day)?s?\b", text, re.I):
        return True  # "Saturday" said as "Sat"
    if "-" in thing:  # "foot-passenger": each of its words said
        return all(_said(part, text) for part in thing.split("-") if part)
    # (A verb's irregular form is that verb: "ridden" is said by "rides".)
    stems = stem_set([thing.lower()]) | verb_stems([thing.lower()]) or {thing.lower()}
    # (Letters of any script: "Fauré" is one word, not "faur" and an accent.)
    words = re.findall(r"[^\W\d_]+", plain_letters(text.lower()))
    theirs = stem_set(words) | verb_stems(words)
    # (A plural said of one: "vet" by "Tor Vets"; "ferries" by "ferry", stemmed "ferri".)
    return any(
        t == stem
        or t[:5] == stem[:5]
        or t in (stem + "s", stem + "es")
        or (len(stem) >= 4 and re.sub(r"[iy]$", "y", t) == re.sub(r"[iy]$", "y", stem))
        for t in theirs
        for stem in stems
    )


# A period said as an adjective ("a month" is "monthly").
_PERIODIC = {
    "hour": "hourly",
    "day": "(?:daily|nightly)",
    "week": "weekly",
    "month": "monthly",
    "year": "(?:yearly|annually|annual)",
}


# Past participles that end in no "-ed" ("is built with", "was sent to"): verbs, not details.
_IRREGULAR = frozenset(
    "built made sent kept held run written taken given done got gotten gone brought bought "
    "paid left set put told said found known shown grown drawn chosen spoken worn driven "
    "begun broken frozen sold won led fed met read hung lit shot spent lent dealt felt meant "
    "stood understood sat slept stuck struck swept thought taught caught fought sought hosted "
    "cut let hit shut split spread".split()
)


def _range_end(text: str, value: str) -> bool:
    """Whether ``value`` (a number or a time) is one end of a range written in ``text``
    ("14:00" of "14:00-20:00", "9" of "9-17"): the range holds it."""
    v = re.escape(value.strip())
    if not value.strip()[:1].isdigit():
        return False
    return re.search(rf"(?<![\w.-]){v}\s*[-–—]\s*\d|\d\s*[-–—]\s*{v}(?![\w-])", text) is not None


def _written(text: str, phrase: str) -> bool:
    """Whether ``phrase`` is written in ``text`` as whole words (case aside)."""
    return re.search(rf"(?<![\w.-]){re.escape(phrase.strip())}(?![\w-])", text, re.I) is not None


def _bare(value: str) -> str:
    """A value without its unit ("14 days" → "14")."""
    return value.split(" ")[0]
