"""Limits: a bound on a measure, read the same from either side.

"Junior drivers have to be at least 1.4 m tall" and "Nobody under 140 centimetres goes out
in a junior kart" give one limit, the second by denying what lies under it; so do "between 2
and 8 degrees" and "must never go below two or above eight degrees", or "aged 18 and over
only" and "Under-18s can't borrow …". The words differ in polarity, so the rule that reads an
opposite would call them two statements; what they bound is the same. Read only to compare:
a note is stored as said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..mentions import Mention
from ..statement import Statement
from ..text import STOPWORDS, stem_set
from .pair import _Pair
from .restated import (
    _cue_of_its_own,
    _else_of_that_thing,
    _name_words,
    _put_in_place,
    _two_subjects,
    _unwritten,
    _without_why,
    _words_of,
)
from .verdict import Verdict


@dataclass(frozen=True)
class Limit:
    """One side of a bound: the ``least`` or the ``most`` a measure may be."""

    side: str
    number: float
    # The measure's kind ("length", "celsius"); "" where it is said without one (a number,
    # a range's ends, an age group).
    kind: str


# Words that bound the value written right after them: "at least 1.4 m", "min height 140cm",
# "no more than 6", "under 18", "go below two".
_LEAST_BEFORE = re.compile(
    r"\b(?:at\s+least|min(?:imum)?\.?(?:\s+of)?(?:\s+[a-z]+)?|no\s+(?:less|fewer)\s+than|"
    r"not\s+(?:less|fewer)\s+than|over|above|more\s+than|upwards\s+of|exceed(?:s|ing)?)\s*$",
    re.I,
)
_MOST_BEFORE = re.compile(
    r"\b(?:at\s+most|max(?:imum)?\.?(?:\s+of)?(?:\s+[a-z]+)?|no\s+more\s+than|"
    r"not\s+more\s+than|up\s+to|under|below|less\s+than|fewer\s+than)\s*$",
    re.I,
)
# …and words that bound the value written right before them: "18 and over", "2 hours max".
# (Its measure's word may come between: "8 years old or over", "140 cm tall or more".)
_MEASURE_WORD = r"(?:\s+(?:old|tall|high|long|wide|deep|heavy|of\s+age))?"
_LEAST_AFTER = re.compile(
    _MEASURE_WORD + r"\s*(?:\+|(?:or|and)\s+(?:more|over|above|up(?:wards)?|older|higher|"
    r"longer|taller|plus)\b|min(?:imum)?\b)",
    re.I,
)
_MOST_AFTER = re.compile(
    _MEASURE_WORD + r"\s*(?:(?:or|and)\s+(?:less|fewer|under|below|younger|lower|shorter|"
    r"smaller)\b|max(?:imum)?\b|tops\b)",
    re.I,
)
# A word that denies what its clause says ("Nobody under 140 cm goes out", "Under-18s can't
# borrow", "must never go below two"): the bound it says is the other side of the limit.
_DENIED = re.compile(
    r"\b(?:no|not|never|nobody|none|no-one|can['’]?t|cannot|mustn['’]?t|shan['’]?t|won['’]?t|"
    r"isn['’]?t|aren['’]?t|don['’]?t|doesn['’]?t)\b|\bno\s+one\b",
    re.I,
)
# Where a clause ends, for what a denial reaches: a comma, a semicolon, a dash, a full stop.
_CLAUSE_END = re.compile(r"[,;.!?]\s|\s[-–—]\s|[;.!?]$|\(|\)")
# Kinds of value a limit may bound (not a name, a day, a date or a clock time).
_UNBOUNDED = frozenset({"name", "day", "date", "time", "identifier", "environment"})
# Measures said with no unit of their own: their ends are numbers of the other's unit.
_UNITLESS = frozenset({"number", "range"})


def limits(s: Statement) -> frozenset[Limit]:
    """The limits ``s`` says, each side read as bounded (a denied bound turned over)."""
    return frozenset(limit for _, found in _bounded(s) for limit in found)


def _bounded(s: Statement) -> list[tuple[Mention, list[Limit]]]:
    """Each value of ``s`` that bounds a limit, with the limits it says."""
    text, out = s.text, []
    for m in s.values:
        bounds: list[tuple[str, float]] = []
        kind = ""
        if m.kind == "identifier" and re.fullmatch(r"(?:under|over)-\d+(?:\.\d+)?", m.norm):
            side, age = m.norm.split("-")  # an age group: "under-18s", "over-eighteens"
            bounds.append(("most" if side == "under" else "least", float(age)))
        elif m.kind == "range":
            low, _, high = m.norm.partition("-")
            try:
                bounds += [("least", float(low)), ("most", float(high))]
            except ValueError:
                continue
        elif m.kind in _UNBOUNDED or m.kind.startswith("every"):
            continue
        else:
            try:
                number = float(m.norm)
            except ValueError:
                continue
            before, after = text[: m.start], text[m.end :]
            # (A word before binds first: "below two or above eight" bounds two from above.)
            if _LEAST_BEFORE.search(before):
                bounds.append(("least", number))
            elif _MOST_BEFORE.search(before):
                bounds.append(("most", number))
            elif _LEAST_AFTER.match(after):
                bounds.append(("least", number))
            elif _MOST_AFTER.match(after):
                bounds.append(("most", number))
            kind = "" if m.kind in _UNITLESS else m.kind
        if not bounds:
            continue
        if _denied(text, m.start, m.end):
            bounds = [("most" if side == "least" else "least", n) for side, n in bounds]
        out.append((m, [Limit(side, n, kind) for side, n in bounds]))
    return out


def _denied(text: str, start: int, end: int) -> bool:
    """Whether a word of the clause around ``text[start:end]`` denies it."""
    ends = list(_CLAUSE_END.finditer(text))
    opening = max((m.end() for m in ends if m.end() <= start), default=0)
    closing = min((m.start() for m in ends if m.start() >= end), default=len(text))
    return _DENIED.search(text[opening:closing]) is not None


def _alike(a: frozenset[Limit], b: frozenset[Limit]) -> bool:
    """Whether two sets of limits bound the same sides at the same numbers, each unit the
    other's or unsaid."""
    sides_a = sorted((x.side, x.number) for x in a)
    sides_b = sorted((x.side, x.number) for x in b)
    if sides_a != sides_b:
        return False
    kinds = {x.kind for x in a | b} - {""}
    return len(kinds) <= 1


def _rest(s: Statement) -> frozenset[tuple[str, str]]:
    """``s``'s values that bound no limit and say how much: what else must agree."""
    bounding = {m.start for m, _ in _bounded(s)}
    return frozenset(
        (m.kind, m.norm)
        for m in s.values
        if m.kind not in ("name", "environment", "identifier") and m.start not in bounding
    )


def _apart_from_its_bounds(s: Statement, extra: frozenset[tuple[str, str]]) -> bool:
    """Whether each value of ``extra`` stands in a clause of ``s`` that bounds nothing: a
    story's own ("Had to turn away a lad of sixteen … - power tools only go out to
    over-eighteens"), not a second measure of the limit's thing."""
    bounds = [m for m, _ in _bounded(s)]
    for m in s.values:
        if (m.kind, m.norm) not in extra:
            continue
        if any(
            not _CLAUSE_END.search(s.text[min(b.end, m.end) : max(b.start, m.start)])
            for b in bounds
        ):
            return False
    return True


def _one_limit(p: _Pair) -> Verdict | None:
    """The same limit of one named thing, said from either side ("at least 1.4 m tall" /
    "Nobody under 140 centimetres goes out"): one statement, the wording with more words of
    its own the statement and the other its evidence. Not where either tells a change,
    names a thing the other never writes, or bounds another thing."""
    n, o = _without_why(p.n), _without_why(p.o)
    ln, lo = limits(n), limits(o)
    if not ln or not _alike(ln, lo):
        return None
    if _cue_of_its_own(n, o) or _cue_of_its_own(o, n):
        return None
    rest_n, rest_o = _rest(n), _rest(o)
    if not rest_o <= rest_n or not _apart_from_its_bounds(n, rest_n - rest_o):
        return None
    words_n, words_o = _words_of(n.text), _words_of(o.text)
    names_n, names_o = _name_words(n), _name_words(o)
    if not (names_n & words_o or names_o & words_n):
        return None
    if _two_subjects(n, o) or (_unwritten(n, o, words_o) and _unwritten(o, n, words_n)):
        return None
    # What is bounded, said by both: a word besides the names and the bound's own.
    named = stem_set(list(names_n | names_o))
    if not (n.terms & o.terms) - named - stem_set(["least", "minimum", "maximum", *STOPWORDS]):
        return None
    if _else_of_that_thing(p, p.extra_n, p.extra_o):
        return None
    # One word put for another between the same words is another thing bounded ("can't
    # use the lathe" / "can't use the kiln"), whatever else is reworded.
    if _put_in_place(n, o, set(p.extra_n), set(p.extra_o)):
        return None
    if len(p.extra_n) > len(p.extra_o):
        return Verdict("more", "the same limit, told from the other side", measured=True)
    return Verdict("same", "the same limit, told from the other side", measured=True)
