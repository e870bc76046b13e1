"""Rules for a value the note says is wrong: rejected with its replacement, rejected
alone, or rejected of another thing than the card's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...mentions import Mention
from ...statement import Statement, read
from ...text import STOPWORDS, stem_set, verb_stems
from ..derive import _correction
from ..holders import holder_by_verb
from ..pair import _Pair
from ..rejections import _elided_head, _rejected_here, _rejections
from ..subjects import _named_apart, _other_subjects, _subject_values_differ
from ..units import _same_value
from ..values import _dated, _listed
from ..verdict import Verdict
from ..words import _holds, _written_in

# 2. "B, not A" / "B instead of A": A is what the old statement says.


def _rejected_of_another_thing(p: _Pair) -> Verdict | None:
    """A rejection said of another subject ("…the staging API listens on port 8443, not
    8080" corrects no production API): distinct — unless the name it rejects says which
    memory it is about ("…is Murray, not Murphy")."""
    n, o = p.n, p.o
    rejects_a_name = any(
        isinstance(r, Mention)
        and (
            (r.kind == "name" and _rejected_here(n, o, r))
            # An identifier the card holds names the card ("on Ward 12, not Ward 7").
            or (r.kind == "identifier" and any(m.norm == r.norm for m in o.values))
            # So does a date the card holds beside a name both give ("the EHO visit is the
            # 25th not the 18th" of "EHO inspection booked for 18 Nov").
            # (Or a name of the card the note says where no name is read: "Kessler job -
            # their completion slipped a week …" of "The Kessler move is booked for 14 May".)
            or (
                r.kind == "date"
                and any(_same_value(m, r) for m in o.values)
                and (
                    any(_holds(o.text, name) for name in n.names)
                    or any(_holds(n.text, name) for name in o.names)
                )
            )
        )
        for r in n.rejected
    ) or any(not isinstance(r, Mention) and _place_rejected_here(n, o, r) for r in n.rejected)
    # Another value the card holds, beside a name both give, says the card too when only
    # the words of the subjects differ ("the Okoro-Bell day-guest number is 124 (not 110)"
    # of "Okoro-Bell wedding final numbers: 110 day guests") — never when a value of the
    # subject does ("the Pellham staging API … not 8080" of the production API's card).
    held_value = any(
        isinstance(r, Mention)
        and r.kind != "name"
        and any(_same_value(m, r) for m in o.values)
        and any(_holds(o.text, name) or _names_run(o, name) for name in n.names)
        for r in n.rejected
    )
    if (
        n.rejected
        and not rejects_a_name
        and (
            (_other_subjects(n, o) and not held_value)
            or _subject_values_differ(n, o)
            or _named_apart(n, o, ())
        )
    ):
        return Verdict("distinct", "about another thing (its subject says another word)")
    return None


# Words that name where a thing is, not a thing: "st keverne pitch is the village hall now,
# not the post office" is the card's van and where it parks.
_PLACE_SLOT = frozenset("pitch spot site location venue place stop stand base pitches".split())


def _place_rejected_here(n: Statement, o: Statement, rejected: tuple[str, str]) -> bool:
    """Whether a place the note rejects ("…, not the post office") is the card's place (the
    card says it, not the new one) and the note's subject adds to the card's words only a
    word for where ("pitch"): the card's thing, moved."""
    old, new = rejected
    if _holds(o.text, new):
        return False
    added = {t for t in n.subject if t not in o.terms}
    if _holds(o.text, old):
        return bool(added) and added <= _PLACE_SLOT and len(n.subject - added) >= 2
    # (A note that names no subject, "we're training at X, not the Shepherd's Crook field",
    # of a card's "trains on the field behind the Shepherd's Crook": every word of the place
    # it rejects, a name among them, is the card's, in whatever order.)
    words = [w for w in re.findall(r"[\w'’-]+", old) if w.lower() not in STOPWORDS]
    return (
        not n.subject
        and any(w[:1].isupper() for w in words)
        and all(_holds(o.text, re.sub(r"['’]s$", "", w)) for w in words)
    )


def _names_run(o: Statement, name: str) -> bool:
    """Whether ``name`` is names of ``o`` run together ("the Orrery Hall Outer Planets
    time" of a card naming Orrery Hall and its Outer Planets show): each of its words is a
    word of a name ``o`` gives, and it joins more than one."""
    words = name.split()
    theirs = [nm.split() for nm in o.names]
    return (
        len(words) > 1
        and all(any(w in nm for nm in theirs) for w in words)
        and not any(set(words) <= set(nm) for nm in theirs)
    )


def _rejected_swapped(p: _Pair) -> Verdict | None:
    """The values the note rejects, each paired with the one it puts in their place: a
    correction naming the old values."""
    n, o = p.n, p.o
    swaps = _listed(_dated(_rejections(n, o), o, n), o, n)
    # (A name both say ties a short note to its card: "I had the JLPT date wrong - …, not
    # the 13th".)
    if not swaps or (p.overlap < 0.25 and not any(_holds(o.text, name) for name in n.names)):
        return None
    # Every value the note rejects that the card holds is wrong ("oxalic acid in December,
    # not Apivar in August"): one swapped alone would leave the other said — no card is
    # derived then, and each goes from what is carried.
    # (A value after the last one swapped qualifies both: "45 instead of 60 for the
    # Saturday market" rejects no Saturday.)
    rejected = [r for r in n.rejected if isinstance(r, Mention)]
    swapped_end = max(
        (r.end for r in rejected if any(_written_in(a, r.raw) for a, _ in swaps)), default=0
    )
    unswapped = [
        r.raw
        for r in rejected
        if r.start < swapped_end
        and _written_in(o.text, r.raw)
        and not any(_written_in(a, r.raw) for a, _ in swaps)
    ]
    swaps = [*swaps, *((raw, "") for raw in unswapped)]
    said = "says " + ", ".join(f"{a} is wrong" for a, _ in swaps)
    return replace(
        _correction(p.whole_old, p.whole_new, swaps, said, explicit=not unswapped),
        named_old=True,
    )


def _rejected_alone(p: _Pair) -> Verdict | None:
    """A value the card holds, rejected with nothing of its kind in its place ("…is
    handled in-house, not by HelpHive"): a correction; the note, as said, is the
    statement."""
    n, o = p.n, p.o
    wrong = [
        r.raw
        for r in n.rejected
        if isinstance(r, Mention)
        and (
            (r.kind != "name" and any(_same_value(m, r) for m in o.values))
            or (r.kind == "name" and _rejected_here(n, o, r))
        )
    ]
    # Words of the card said wrong, written there with more between them ("not the
    # provider's certificate" of "the payment provider's webhook certificate expired").
    wrong += [
        span
        for r in n.rejected
        if not isinstance(r, Mention)
        for span in [_span_of_words(o.text, r[0])]
        if span and not _holds(o.text, _elided_head(n.text, o.text, *r))
    ]
    if wrong and p.overlap >= 0.25:
        return Verdict(
            "correction",
            f"says {', '.join(wrong)} is wrong",
            swaps=tuple((w, "") for w in wrong),
            named_old=True,
        )
    return None


def _role_told_the_other_way(p: _Pair) -> bool:
    """Whether the note gives the verb the card's holder is "<verb>ed by" to another name,
    of nothing but what the card names ("Fern leads crew B" / "Crew B is led by Tomasz";
    never "Fern writes the parish magazine" of a newsletter "written by Tomasz")."""
    if not holder_by_verb(p.n, p.o, p.old_names):
        return False
    named = stem_set([w for name in p.n.names for w in name.split()])
    card_verbs = verb_stems(re.findall(r"[a-z]+", p.o.text.lower()))
    # (What the note says of it: its main clause, before why or since when.)
    main = re.split(r"\b(?:since|now\s+that|when|after|because|as)\b", p.n.text, maxsplit=1)[0]
    return all(
        t in p.o.terms or t in named or verb_stems([t, t.rstrip("s")]) & card_verbs
        for t in read(main).terms
    )


def _span_of_words(text: str, phrase: str) -> str:
    """The first stretch of ``text`` that holds the content words of ``phrase`` in their
    order, at most three other words between two of them; "" when none."""
    words = [w for w in re.findall(r"[\w'’-]+", phrase.lower()) if w not in STOPWORDS]
    if not words:
        return ""
    gap = r"(?:[\s,]+[\w'’-]+){0,3}?[\s,]+"
    found = re.search(
        r"(?<![\w'’-])" + gap.join(re.escape(w) for w in words) + r"(?![\w'’-])", text, re.I
    )
    return found.group(0) if found else ""
