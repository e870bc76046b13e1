"""Rules for values that differ: two values for one slot, other identifiers, numbers of
other things, the opposite said, one word put for another.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...statement import Statement, polar_said, read
from ...text import STOPWORDS, plain_letters, stem_set
from ...values import SLOT_WORDS as _KIND_WORDS
from ..changes import _rejects, _with_dayparts
from ..derive import _correction, _only_of_its_kind
from ..names import _titled_apart
from ..pair import _Pair
from ..restated import _without_why
from ..subjects import _said_of_its_id, _same_subject, _subject_values_differ, _told_in_its_words
from ..values import (
    _PRICED,
    _dated,
    _end_words,
    _free_or_priced,
    _kind_of,
    _one_range,
    _raw,
    _told_by_word,
)
from ..verdict import Verdict
from ..words import (
    _additive,
    _alike,
    _besides_polarity,
    _flipped,
    _holds,
    _polar_words,
    _says_no,
    _swapped_words,
    _verb_terms,
    no_of_another,
)


def _subject_values(p: _Pair) -> Verdict | None:
    """A value in the subject differs ("Class 7B…" / "Class 7C…"): another thing."""
    if _subject_values_differ(p.n, p.o):
        return Verdict("distinct", "about another thing (its subject names another value)")
    return None


# 4. One slot, two values.


def _identifiers_apart(p: _Pair) -> Verdict | None:
    """Values differ and one is an identifier, with no cue ("Class 7B … room 14" / "Class
    7C … room 16": which class, then its room): another thing."""
    kinds = {_kind_of(p.o, a) for a, _ in p.differing}
    if len(p.differing) >= 2 and kinds & {"identifier", "group"} and not p.n.cue:
        return Verdict("distinct", "another thing (another identifier) with other values")
    return None


def _only_its_slot_added(p: _Pair) -> bool:
    """Whether each gives one value of one kind and all the note says besides the card's
    words is that value's slot ("stratum kafka retention: 3 days" of "Stratum's Kafka
    topics keep messages for 7 days"; "Bramwell radio - tune to 106.4 FM" of "… broadcasts
    on 104.6 FM"): a label for the same value, not another thing."""
    if len(p.differing) != 1 or not p.extra_n or p.overlap < 0.3:
        return False
    kind = _kind_of(p.o, p.differing[0][0]).split(":")[0]
    words = _KIND_WORDS.get(kind, frozenset())  # (stemmed as terms are)
    ones = all(sum(1 for m in s.values if m.kind.split(":")[0] == kind) == 1 for s in (p.n, p.o))
    return ones and p.extra_n <= words


def _values_differ(p: _Pair) -> Verdict | None:
    """Two values for one slot: a correction with a cue (derived only when the note names
    the old value and the slot is the only one of its kind), a contradiction when the
    subject is one, else other values."""
    n, o, similarity, differing = p.n, p.o, p.similarity, p.differing
    free = [] if differing else _free_or_priced(n, o)
    priced = bool(free)
    differing = differing or free
    if not differing:
        return None
    pairs = _dated([_with_dayparts(o, n, _raw(o, a), _raw(n, b)) for a, b in differing], o, n)
    shown = "; ".join(f"{a} / {b}" for a, b in pairs)
    if p.changes:
        # A cue and one value that is the only one of its kind on either side ("the
        # staging DB storage is 250 GB now" after "…has 100 GB of storage and is backed
        # up nightly"): the slot is named by its kind, so the card may be derived. A
        # name is a thing, never such a value.
        # (A day joined to its date is one date.)
        kind = "date" if len(pairs) < len(differing) else _kind_of(o, differing[0][0])
        if not kind and _one_range(o) and differing[0][0] in o.text:
            kind = "time range"
        # (Or one end of the card's range of times, named by the word the note says it
        # with: "opens at 9:30" of "hours 10:30-16:30".)
        ends = _end_words(o, pairs[0][0]) if len(pairs) == 1 else frozenset()
        one_slot = len(pairs) == 1 and (
            _only_of_its_kind(p.whole_old, p.whole_new, kind)
            or _told_by_word(o, n, kind)
            or bool(ends & n.terms)
        )
        # Only a note that names the old value as well may derive the card ("…is 250 GB
        # now" names no old value: which one it replaces is read, not said).
        # (So may a note that states the new value in the card's own words, a cue aside:
        # the card's one value of that kind is the one it replaces, read from the words
        # the card says it with, "Correction: Parlo 3.20 ships on 25 June.")
        says_old = one_slot and (
            _holds(p.whole_new.text, pairs[0][0])
            or _rejects(p.whole_new, p.whole_old, pairs[0][0])
            or _told_in_its_words(p.whole_new, p.whole_old, pairs[0][1], ends)
        )
        found = _correction(
            p.whole_old, p.whole_new, pairs, f"a new value ({shown})", explicit=says_old
        )
        # A note about a thing it names by its identifier ("TP1329 now leaves at 06:55")
        # says which card it changes as surely as one that names the old value.
        by_id = one_slot and _said_of_its_id(n, o)
        return replace(found, named_old=found.named_old or says_old or by_id)
    # (Free or priced: the words that say so differ, "go free" / "cost 50p a trip".)
    if _coded_things_apart(p):
        return Verdict("distinct", f"other values of other things ({shown})")
    if (
        (p.overlap >= 0.6 and _shares_more_than_names(n, o))
        or (similarity or 0.0) >= 0.8
        or _same_subject(n, o)
        or (priced and not (p.extra_n - _PRICED) and not p.extra_o - _PRICED)
        or _only_its_slot_added(p)
        or _one_measure_of_one_thing(p)
        or _one_span_or_sum_of_one_thing(p)
    ):
        return Verdict("contradiction", f"another value for the same thing ({shown})", values=shown)
    return Verdict("distinct", f"other values ({shown})")


# Kinds of value that are an amount of a unit (what a thing measures, never which thing).
_AMOUNTS = frozenset({"mass", "volume", "length", "area", "temperature", "energy", "power"})


def _one_measure_of_one_thing(p: _Pair) -> bool:
    """Whether each gives one amount, of one unit kind, of the same named owner's thing,
    named by a word both say that is no verb ("Mina is on 75 micrograms of levothyroxine" /
    "Mina's levothyroxine dose is 50 micrograms a morning"): one slot, two values, however
    differently the rest is told."""
    n, o = p.n, p.o
    amounts = [[m for m in s.values if m.kind in _AMOUNTS] for s in (n, o)]
    if any(len(found) != 1 for found in amounts) or amounts[0][0].kind != amounts[1][0].kind:
        return False
    names = [{m.norm for m in s.values if m.kind == "name"} for s in (n, o)]
    if not names[0] or names[0] != names[1]:
        return False
    named = {w for name in names[0] for w in stem_set(name.split())}
    return bool((n.terms & o.terms) - named - _verb_terms(n) - _verb_terms(o) - _WHEN_WORDS)


def _one_span_or_sum_of_one_thing(p: _Pair) -> bool:
    """Whether each gives one span, or one sum in one currency, of a thing both name by a
    word that is no name, no verb and no when, and the note names no one the card does not
    write ("kagaribi chashu - braise 4 hrs, then chill overnight" / "Kagaribi's chashu pork
    belly braises for three hours"; "tomasz pocket money = £5/week" / "Tomasz gets £3 pocket
    money a week"): one slot, two values, whatever else a jotting adds. A span is of what is
    done: the two also say it by one verb ("braise" / "braises"; never "braises" / "rests")."""
    n, o = p.n, p.o
    found = [
        [m for m in s.values if m.kind == "duration" or m.kind.startswith("money:")] for s in (n, o)
    ]
    if any(len(f) != 1 for f in found) or found[0][0].kind != found[1][0].kind:
        return False
    written_o = set(re.findall(r"[\w'’-]+", o.text.lower()))
    names_n = {m.norm for m in n.values if m.kind == "name"}
    if any(not set(name.split()) <= written_o for name in names_n):
        return False
    # (A one-word name of either, written as a word by either: "kagaribi" of "Kagaribi's".)
    names = names_n | {m.norm for m in o.values if m.kind == "name"}
    if not names & (written_o | set(n.text.lower().split())):
        return False
    named = {w for name in names for w in stem_set(name.split())}
    thing = (n.terms & o.terms) - named - _verb_terms(n) - _verb_terms(o) - _WHEN_WORDS
    if not thing:
        return False
    if found[0][0].kind == "duration":
        rest_n, rest_o = n.terms - thing - named, o.terms - thing - named
        return any(_alike(a, b) for a in rest_n for b in rest_o)
    return True


# Words of when, said of any two things alike ("each morning").
_WHEN_WORDS = stem_set(
    "morning mornings evening evenings night nights afternoon day days week weeks month "
    "months year years daily weekly monthly yearly first last".split()
)


def _coded_things_apart(p: _Pair) -> bool:
    """Whether each names a thing by a code word the other lacks ("dispatch-api" /
    "manifest-svc") and what differs between them are identifiers (their hosts): the values
    of two things, not two values of one ("dsp-app-01 … host dispatch-api" / "manifest-svc
    runs on hosts mnf-app-01 …")."""
    if not all(_kind_of(p.o, a) == "identifier" for a, _ in p.differing):
        return False

    def coded(s: Statement, extra: set[str]) -> bool:
        words = re.findall(r"\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b", s.text.lower())
        return any(stem_set([re.sub(r"[-_]", "", w)]) & extra for w in words)

    return coded(p.n, p.extra_n) and coded(p.o, p.extra_o)


def _shares_more_than_names(n: Statement, o: Statement) -> bool:
    """Whether the two say a word in common besides the names they give: "The Larder Café
    is shut on Mondays" and "…'s standing order for the Larder Café is … every Friday"
    share only the café, and give their days to two things."""
    # (A name's words as the terms split them too: "Café" is the term "caf".)
    named = stem_set(
        [
            w
            for s in (n, o)
            for m in s.values
            if m.kind == "name"
            for w in re.findall(r"[a-z]+", f"{m.norm} {m.raw.lower()}")
        ]
    )
    # Verbs too ("opens at 11:30" / "we open at 12:00"), but not "is" or "has".
    theirs = o.terms | (_verb_terms(o) - STOPWORDS)
    ours = (n.terms | (_verb_terms(n) - STOPWORDS)) - named
    return any(any(_alike(t, u) for u in theirs) for t in ours)


# What a teller adds after a dash, to the end ("- steep, but …"); not a "- not …" that
# rejects what it follows.
_ASIDE = re.compile(r"\s+[—–-]+\s+(?!(?:not|no|never|isn['’]t|aren['’]t)\b)[^—–]+$", re.I)


def _without_why_or_aside(s: Statement) -> Statement:
    """``s`` without its reason and without an aside after a dash that closes it."""
    s = _without_why(s)
    aside = _ASIDE.search(s.text)
    if aside is None:
        return s
    told = read(aside.group(0).strip(" —–-"))
    if told.rejected or told.cue:
        return s  # "- turns out the shoal are cardinal tetras, not neons": the statement
    return read(s.text[: aside.start()] + ".")


def _polarity(p: _Pair) -> Verdict | None:
    """One says the other's opposite ("enabled" / "disabled", "not"): a contradiction, or a
    correction with a cue — unless each also says something the other does not."""
    n, o = p.n, p.o
    if not _flipped(n, o) or not _flipped(_without_why_or_aside(n), _without_why_or_aside(o)):
        # (A "not" in why it is so says nothing of it: "…hold ten fluid ounces, because
        # most patients can't manage more"; nor one in what the teller adds after a dash,
        # "…on Saturday - steep, but that's seven runs you don't have to pedal up".)
        return None
    if (
        _besides_polarity(n, o)
        and _besides_polarity(o, n)
        and not (_denied_of_its_own(n, o) or _denied_of_its_own(o, n))
    ):
        return Verdict("distinct", "another statement, not its opposite")
    if no_of_another(n, o) or no_of_another(o, n):
        return None  # "… don't let anyone book the practice room then": no of the card
    if p.changes:
        # The one word each says it with ("defaults to off" / "now defaults to on") is what
        # was wrong: what else the card says stands apart from it.
        return _correction(p.whole_old, p.whole_new, _polar_swap(n, o), "says the opposite now")
    return Verdict("contradiction", "says the opposite", values=_polar_words(n, o))


# "no cooked food, only …": a thing said to be no part of it, up to the phrase's end.
_NO_THING = re.compile(
    r"(?:^|[:;,(-]\s*|\b(?:and|but)\s+)no\s+(?P<what>[a-z][\w'’ -]{2,40}?)\s*"
    r"(?=[,;.)+]|$|\s+(?:only|but|just)\b)",
    re.I,
)


def _denied_of_its_own(a: Statement, b: Statement) -> bool:
    """Whether ``a`` says "no X" of a thing ``b`` says is so, every word of X in ``b`` (as a
    word or a word's end: "no cooked food" / "takes home-cooked food"): the opposite said of
    one thing, whatever else each says of it."""
    if _says_no(b):
        return False
    held = re.findall(r"[a-z]+", plain_letters(b.text.lower()))
    for found in _NO_THING.finditer(a.text):
        words = re.findall(r"[a-z]+", plain_letters(found["what"].lower()))
        if words[:1] in (["longer"], ["more"], ["less"], ["one"], ["change"], ["need"]):
            continue  # "no longer", "no more": how it holds, not a thing
        if (
            words
            and sum(len(w) for w in words) >= 4
            and all(any(h == w or (h.endswith(w) and len(w) >= 4) for h in held) for w in words)
        ):
            return True
    return False


def _polar_swap(n: Statement, o: Statement) -> list[tuple[str, str]]:
    """(the card's word, the note's) when each says its side of one axis in one word, as
    written ("off", "on"); none otherwise."""
    axes = {axis for axis, _ in n.polarity} & {axis for axis, _ in o.polarity}
    if len(axes) != 1:
        return []
    (axis,) = axes
    was = [w for a, w in polar_said(o.text) if a == axis]
    now = [w for a, w in polar_said(n.text) if a == axis]
    return [(was[0], now[0])] if len(was) == len(now) == 1 and was[0] != now[0] else []


def _word_swapped(p: _Pair) -> Verdict | None:
    """One word put for another ("squash" / "rebase"): a correction with a cue, one more
    after an additive verb ("likes tea" / "likes coffee"), else a contradiction."""
    swap = _swapped_words(p.n, p.o)
    if swap is None:
        return None
    if p.changes:
        return _correction(p.whole_old, p.whole_new, [swap], f"{swap[1]} in place of {swap[0]}")
    if _additive(p.n):
        return Verdict("distinct", f"one more ({swap[1]} beside {swap[0]})")
    text = f"{swap[0]} / {swap[1]}"
    return Verdict("contradiction", f"{text} for the same thing", values=text)


def _two_people(p: _Pair) -> Verdict | None:
    """ "Mr Haddad takes…" / "Mrs Haddad takes…": one name, two people — distinct."""
    apart = _titled_apart(p.n, p.o)
    if apart is None:
        return None
    return Verdict("distinct", f"about another person of one name ({apart})")


def _acronym_unsaid(p: _Pair) -> Verdict | None:
    """An acronym the note puts as the label of a value ("Harrowgate archive store UV:
    forty-five percent") where the card names what that value measures in words of its
    own, after it ("…kept at 45% relative humidity"), and neither says nor spells out the
    acronym: what it measures is another thing."""
    if not p.n_in_o:
        return None
    for m in p.n.values:
        if m.kind != "name" or m.norm not in p.new_names or not re.fullmatch(r"[A-Z]{2,5}", m.raw):
            continue
        label = re.match(r"\s*[:=]\s*", p.n.text[m.end :])
        value = label and next((v for v in p.n.values if v.start == m.end + label.end()), None)
        if not value:
            continue
        for k in p.o.values:
            if (k.kind, k.norm) != (value.kind, value.norm):
                continue
            after = re.findall(r"[a-z][\w-]*", p.o.text[k.end :].lower())[:3]
            own = [w for w in after if w not in STOPWORDS and not stem_set([w]) & p.n.terms]
            if len(own) >= 2:
                return Verdict("distinct", "about another thing (an acronym the card lacks)")
    return None


def _numbers_of_other_things(p: _Pair) -> Verdict | None:
    """The values both give are plain numbers, each the number of another thing, written
    after its word ("Ruth Hale plays board one for Kestrel A" / "Kestrel A … play in
    Division 1"): two facts, not one said twice. (A count, "42 members" / "forty-two
    singers", is read by the other rules.)"""
    shared = p.n.value_keys & p.o.value_keys
    if p.changes or not shared or any(kind != "number" for kind, _ in shared):
        return None  # (a change told is read by the rules of changes)
    said_n = stem_set(re.findall(r"[a-z][\w-]*", p.n.text.lower()))
    said_o = stem_set(re.findall(r"[a-z][\w-]*", p.o.text.lower()))
    for _, norm in shared:
        ours, theirs = _numbered(p.n, norm), _numbered(p.o, norm)
        if not ours or not theirs:
            return None
        # (The word one numbers anywhere in the other: "API 34" of "API level 34".)
        if any(_alike(a, b) for a in ours for b in said_o | theirs):
            return None
        if any(_alike(b, a) for b in theirs for a in said_n):
            return None
    return Verdict("distinct", "one number of other things")


# Words that say how exactly a number holds, no thing it numbers ("at least 16").
_HOW_EXACTLY = frozenset(
    "least most about around approx roughly over under than only just exactly nearly almost".split()
)


def _numbered(s: Statement, norm: str) -> set[str]:
    """The words a plain number of ``s`` is the number of, written before it with nothing
    counted after it ("board one for …", "Division 1."), as stems; empty when any mention
    of it is no such number."""
    found: set[str] = set()
    for m in s.values:
        if m.kind != "number" or m.norm != norm:
            continue
        after = re.match(r"\s*([a-z][\w-]*)", s.text[m.end :], re.I)
        before = re.search(r"([a-z][\w-]*)\s+$", s.text[: m.start], re.I)
        if after is not None and after.group(1).lower() not in STOPWORDS:
            return set()
        word = before.group(1).lower() if before else ""
        if not word or word in STOPWORDS or word in _HOW_EXACTLY:
            return set()
        found |= stem_set([word])
    return found
