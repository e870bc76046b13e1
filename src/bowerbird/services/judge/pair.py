"""A new statement and an old one as the rules read them (``_Pair``): what the rules compare,
each computed once, when a rule first asks for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..statement import Statement, read
from ..text import stem_set
from .names import (
    _only_names,
)
from .values import (
    _differing,
)
from .words import (
    _extra_terms,
    _verb_terms,
    _within,
    term_overlap,
)


def _named_terms(s: Statement) -> frozenset[str]:
    """The terms of ``s`` that only its names say (a club's name tells no slot)."""
    return frozenset(stem_set([w for m in s.values if m.kind == "name" for w in m.norm.split()]))


@dataclass
class _Pair:
    """A new statement and an old one, as every rule reads them: what each rule compares is
    computed once, when a rule first asks for it. ``n`` and ``o`` may be clauses of
    ``whole_new`` and ``whole_old``; a correction is always of the whole card."""

    n: Statement
    o: Statement
    similarity: float | None
    days_later: float | None
    whole_old: Statement
    whole_new: Statement

    @cached_property
    def changes(self) -> bool:
        # Only a cue says a value changed: a later date alone is two values for one slot (a
        # contradiction, both kept), never a reason to close the older.
        return bool(self.n.cue) or self._cue_beside

    @property
    def _cue_beside(self) -> bool:
        """Whether another clause of the note tells the change of what this clause gives a
        value of: it has a cue, no value of the clause's kinds and a content word of the
        clause ("Drop-in session x1 £6.50" beside "*New drop-in rate from June*") — or it
        heads the lines after its colon, and this clause shares a word with the card ("New
        fees agreed at the March AGM:" over the table row "| Household | £18 |")."""
        if self.n is self.whole_new or len(self.whole_new.clauses) < 2:
            return False
        kinds = {m.kind for m in self.n.values if m.kind != "name"}
        if not kinds or re.search(r"(?i)\bstill\b", self.n.text):
            return False  # ("it still runs on pid-4" says what has not changed)
        clauses = self.whole_new.clauses
        at = clauses.index(self.n.text) if self.n.text in clauses else len(clauses)
        own = self.n.terms - _verb_terms(self.n)
        for k, clause in enumerate(clauses):
            if clause == self.n.text:
                continue
            other = read(clause)
            if not other.cue or kinds & {m.kind for m in other.values}:
                continue
            heading = k < at and clause.rstrip().endswith(":")
            # (A word both say that is no verb and no name: "runs" is said of anything.)
            if (other.terms & own) - _named_terms(other) - _verb_terms(other) or (
                heading and own & self.o.terms
            ):
                return True
        return False

    @cached_property
    def overlap(self) -> float:
        return term_overlap(self.n, self.o)

    @cached_property
    def new_names(self) -> frozenset[str]:
        return _only_names(self.n, self.o)

    @cached_property
    def old_names(self) -> frozenset[str]:
        return _only_names(self.o, self.n)

    @cached_property
    def differing(self) -> list[tuple[str, str]]:
        return _differing(self.n, self.o)

    @cached_property
    def extra_n(self) -> set[str]:
        return self._extras[0]

    @cached_property
    def extra_o(self) -> set[str]:
        return self._extras[1]

    @cached_property
    def _extras(self) -> tuple[set[str], set[str]]:
        n, o = _extra_terms(self.n, self.o), _extra_terms(self.o, self.n)
        # (A name the note writes out in full where the card calls it short, "Pinewick
        # Veterinary Surgery" of "Pinewick Vets", says nothing more of it.)
        called = stem_set([w for name in self.n.names - self.new_names for w in name.split()])
        return n - _shortened(n, o, self.n, self.o) - called, o - _shortened(o, n, self.o, self.n)

    @cached_property
    def old_called(self) -> frozenset[str]:
        """The words of the card's names that the note says too, if only in part
        ("Hazelmere" of "Hazelmere Riding School"): no word the note lacks."""
        return stem_set([w for name in self.o.names - self.old_names for w in name.split()])

    @cached_property
    def n_in_o(self) -> bool:
        # (A time of day the note adds is a detail the card lacks: "…, mostly in the mornings
        # after standup"; one the card gives may go unsaid by a shorter note.)
        return _within(_dated(self.n.value_keys), self.o.value_keys, day_parts=False)

    @cached_property
    def o_in_n(self) -> bool:
        return _within(_dated(self.o.value_keys), self.n.value_keys)


def _dated(keys: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """``keys`` without the one weekday written beside a date ("Saturday 13 June"): the
    date's own, no value another wording of it must say."""
    days = [k for k in keys if k[0] == "day"]
    kinds = {kind for kind, _ in keys}
    if len(days) != 1 or "date" not in kinds or any(k.startswith("every:") for k in kinds):
        return keys
    return keys - set(days)


def _shortened(own: set[str], others: set[str], s: Statement, other: Statement) -> set[str]:
    """The words of ``own`` (words ``s`` says that ``other`` does not) that a name's word
    of ``other`` shortens, or that shorten one ("veterinari" of "Pinewick Veterinary
    Surgery" beside "vet" of "pinewick vets"): one word written two ways, no word the other
    lacks. The rest of a longer name ("surgeri") stays a word the other lacks."""
    if not own or not others:
        return set()
    names = stem_set([w for n in s.names | other.names for w in n.split()])
    theirs = re.findall(r"\w+", other.text.lower())
    return {
        w
        for w in own
        for u in others
        if (w in names or u in names)
        and min(len(w), len(u)) >= 3
        and (w.startswith(u) or u.startswith(w))
        and any(t.startswith(u) for t in theirs)
    }
