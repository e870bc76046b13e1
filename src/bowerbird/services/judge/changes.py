"""A change the note tells as such: "moved X to Y", "is now at …", the value the card
holds as the note names it, a value the note rejects by number.
"""

from __future__ import annotations

import re

from ..mentions import VERBS, Mention
from ..mentions import mentions as mentions_of
from ..statement import MOVED_TO, PURPOSE_VERB, Statement
from ..text import STOPWORDS, plain_letters, stem_set
from .messages import _PLACE_LABEL
from .names import _untitled
from .phrasing import _trim_article
from .units import _same_value
from .words import DAYPART, _alike, _holds, _number_of, _written_in

# Words that tell a change of state (not "now" alone: "now also" adds).
_CHANGED = re.compile(
    r"\b(?:has|have|had)\s+(?:been\s+)?(?:moved|changed|switched|relocated)\b|"
    r"\b(?:moved|switched|relocated)\s+(?:to|over to)\b|\bno longer\b|\bis now\b|\bare now\b",
    re.I,
)


def _subject_said(n: Statement, o: Statement) -> bool:
    """Whether every word of ``n``'s subject is said by ``o`` (the same thing)."""
    return all(any(_alike(t, u) for u in o.terms) for t in n.subject)


def _phrase_held(o: Statement, phrase: str, least: int = 2) -> bool:
    """Whether every content word of ``phrase`` (``least`` at least) is said by ``o``."""
    words = [
        w
        for w in re.findall(r"[a-z][a-z'’-]*", plain_letters(phrase.lower()))
        if w not in STOPWORDS and w not in VERBS and not w.endswith("ly")  # "finally"
    ]
    return len(words) >= least and all(any(_alike(t, u) for u in o.terms) for t in stem_set(words))


def _rejects(n: Statement, o: Statement, old_raw: str) -> bool:
    """Whether the note says the card's value ``old_raw`` is wrong in short ("every week,
    not every two" of "every two weeks")."""
    held = [m for m in o.values if m.raw.rstrip(".,;") == old_raw]
    return any(
        isinstance(r, Mention)
        and any(
            _same_value(m, r) or _number_of(m.kind.removeprefix("every:"), m.norm) == r.norm
            for m in held
        )
        for r in n.rejected
    )


def _moved_to(n: Statement, o: Statement) -> tuple[str, str] | None:
    """A move that names only where it goes ("have moved us to Studio D") as a change from
    the one value of that kind the card holds ("Studio B"; a name only of the same head
    word: "Studio B" is left for "Studio D", never "Dominika"). None when it names no
    value, or the card holds none or several of its kind."""
    found = MOVED_TO.search(n.text)
    if found is None:
        return None
    target = [v for v in n.values if found.start("new") <= v.start < found.end("new")]
    # The value must be the whole of where it goes: "to Unit 4, Marina Point" names a
    # place, not the number 4 of the card's "12 Quay Street". (A day may take its part of
    # the day: "to Monday evenings".)
    said = _trim_article(found["new"])
    if len(target) != 1:
        return None
    to = target[0]
    raw = to.raw.rstrip(".,;")
    part = _DAYPART_AFTER.fullmatch(said[len(raw) :]) if said.startswith(raw.lower()) else None
    if to.kind == "day" and part is not None and part.group(0):
        return _day_moved(o, to, raw, part.group(0).strip())
    if said != raw.lower():
        return None
    head = to.norm.split()[0]
    held = {
        v.norm: v.raw.rstrip(".,;")
        for v in o.values
        if v.kind == to.kind
        and v.norm != to.norm
        and (to.kind != "name" or (len(to.norm.split()) > 1 and v.norm.split()[0] == head))
    }
    if len(held) != 1:
        source = _where_it_came_from(n.text[found.end("verb") : found.start("new")], o, to)
        return (source, to.raw.rstrip(".,;")) if source else None
    return next(iter(held.values())), to.raw.rstrip(".,;")


def _where_it_came_from(moved: str, o: Statement, to: Mention) -> str | None:
    """The name the card says the moved thing comes from ("I've moved the dried goods over
    to Seedbank Co-op" of "…orders its dried goods from Whitethroat Wholefoods"): the thing
    moved, as the card words it, right before "from"/"through" and that name."""
    thing = re.sub(
        r"(?i)^\s*(?:the|our|its|their|all\s+the)\s+|\s+(?:(?:over|across|back)\s+)?(?:to|into)\s*$",
        "",
        moved,
    )
    thing = thing.strip()
    if to.kind != "name" or len(thing.split()) not in (1, 2, 3) or not re.search(r"[a-z]", thing):
        return None
    said = re.search(rf"(?i)(?<![\w-]){re.escape(thing)}\s+(?:from|through|via|with)\s+", o.text)
    if said is None:
        return None
    came = [v for v in o.values if v.kind == "name" and v.start == said.end()]
    return came[0].raw.rstrip(".,;") if len(came) == 1 and came[0].norm != to.norm else None


_DAYPART_AFTER = re.compile(rf"(?:\s+{DAYPART})?")


def _day_moved(o: Statement, to: Mention, raw: str, part: str) -> tuple[str, str] | None:
    """A move to a weekly day with its part of the day ("to Monday evenings") as a change
    from the card's one day ("meets on Thursday evenings at St Aidan's hall"): the day
    alone when the card tells the same part of the day after it, else both, each with its
    part. None when the card holds no such day, or several."""
    days = [v for v in o.values if v.kind == "day" and v.norm != to.norm]
    if len(days) != 1:
        return None
    was = days[0]
    after = _DAYPART_AFTER.match(o.text[was.end :])
    theirs = after.group(0).strip() if after else ""
    if theirs.lower() == part.lower():
        return was.raw.rstrip(".,;"), raw
    return f"{was.raw.rstrip('.,;')} {theirs}".strip(), f"{raw} {part}"


def _with_dayparts(o: Statement, n: Statement, was: str, now: str) -> tuple[str, str]:
    """A swap of two days with the parts of the day each side tells after its day, when
    those differ too ("thursday afternoons" / "friday mornings"): one value, the day and its
    part, never the day alone beside the card's old part of the day."""
    days = [
        next((m for m in s.values if m.kind == "day" and m.raw.rstrip(".,;") == raw), None)
        for s, raw in ((o, was), (n, now))
    ]
    if days[0] is None or days[1] is None:
        return was, now
    told = [_DAYPART_AFTER.match(s.text[m.end :]) for s, m in ((o, days[0]), (n, days[1]))]
    parts = [t.group(0).strip() if t else "" for t in told]
    if parts[0] and parts[1] and parts[0].lower() != parts[1].lower():
        return f"{was} {parts[0]}", f"{now} {parts[1]}"
    return was, now


# Where a card says something is: "is at 12 Quay Street", "meets in the church hall", to the
# end of its clause (a time or a day after it is when, not where).
# A place told after "at", "in", …, up to what follows it ("on Tuesdays", a comma, a dash).
_AT_PLACE = (
    r"\s+(?:at|in|by|on|under|behind|beside|next\s+to|outside|inside)\s+"
    # (A decimal point is no full stop: "in Room 2.11".)
    r"(?P<place>(?:[^,;.()]|\.(?=\d))+?(?:,\s+[A-Z][^,;.()]*?)*)"
    r"(?=\s+(?:on|every|each|from|at\s+\d|for|with|and|but|until|since)\b|\s*(?:[;()]|\.(?!\d))"
    r"|,\s+[a-z]|\s[-–—]\s|$)"
)
_IS_AT = re.compile(
    r"\b(?:is|are|meets|meet|takes place|is held|are held|happens|sits|lives|hangs|hang|"
    r"kept|stored)" + _AT_PLACE
)


# Where a move goes when it is a place of several words ("to Unit 4, Marina Point").
_MOVED_PLACE = re.compile(
    r"\b(?:moved|relocated|shifted|transferred)\b[^.;]*?\b(?:to|into)\s+"
    rf"(?!{PURPOSE_VERB})(?P<new>(?:[^.;()]|\.(?=\d))+?)"
    r"(?=\s+(?:for|while|because|since|so|as|after|until|from|on)\b|\s*(?:[;(]|\.(?!\d))|"
    r"\s[-–—]+\s|$)"
)


# Where a place stands, by a name ("… on Goose Lane", "… at St Jude's"): part of it.
_WITHIN_A_NAME = re.compile(
    r"\s+(?:on|in|at|off|behind|by)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*",
    re.I,
)


_WITHIN_A_PLACE = re.compile(
    r"\s+(?:on|in|at)\s+(?P<where>the\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)"
    r"(?=\s*(?:[,;()]|\.(?!\d)|\s[-–—]\s|$))"
)


# Kinds of value that say when, never where.
_WHEN_KINDS = frozenset({"day", "date", "time", "month", "daypart"})


def _opens_with_when(place: str) -> bool:
    """Whether ``place`` opens with a value of when (a day, a date, a time, a month)."""
    opening = re.sub(r"^(?:the|a|an|every|each)\s+", "", place.strip(), flags=re.I)
    return any(m.start == 0 and m.kind.split(":")[-1] in _WHEN_KINDS for m in mentions_of(opening))


# Where the note says its subject now does what the card says it does somewhere: "that's
# where they roost now", "which is where we meet these days".
_WHERE_THEY_DO = re.compile(
    r"\bwhere\s+(?:they|it|he|she|we|you|i)\s+(?:now\s+)?(?P<verb>[a-z]{3,})\b", re.I
)


def _placed_by_its_verb(n: Statement, o: Statement) -> list[re.Match[str]]:
    """Where the card puts its subject with the verb the note says is done somewhere new
    ("The hens roost in the coop …" / "… moved the hens into the run - that's where they
    roost now"): the place after it, never a when ("release on sat 11 July")."""
    found = []
    for told in _WHERE_THEY_DO.finditer(n.text):
        at = re.finditer(rf"\b{re.escape(told['verb'].lower())}{_AT_PLACE}", o.text)
        found += [
            m
            for m in at
            if not any(v.kind.split(":")[-1] in _WHEN_KINDS for v in mentions_of(m["place"]))
        ]
    return found


def _moved_place(n: Statement, o: Statement) -> tuple[str, str] | None:
    """A move to a place of several words ("has relocated its studio to Unit 4, Marina
    Point") as a change from the one place the card says its subject is at ("is at 12 Quay
    Street"). None when the card gives no such place, or gives it already."""
    went = _MOVED_PLACE.search(n.text)
    # (A day, a date or a time is when, never where: "…are on Tuesdays".)
    places = (
        [m for m in _IS_AT.finditer(o.text) if not _opens_with_when(m["place"])]
        or list(_PLACE_LABEL.finditer(o.text))
        or _placed_by_its_verb(n, o)
    )
    if went is None or len(places) != 1:
        return None
    old, new = places[0]["place"].strip(), went["new"].strip()
    # (The new place too, with where it stands in it: "the office on the landing"; never a
    # day it moved on.)
    inside = _WITHIN_A_PLACE.match(n.text, went.end("new"))
    if inside is not None and not _opens_with_when(inside["where"]):
        new = f"{new}{inside.group(0)}"
    # The old place with where it stands ("the tram shed on Goose Lane"): the whole of it
    # moved away, never "…keeps its buses on Goose Lane" left behind.
    within = _WITHIN_A_NAME.match(o.text, places[0].end("place"))
    if within is not None:
        old = f"{old}{within.group(0)}"
    # (A note may name the old place as what it was: "… to the front porch (was by the
    # back door)".)
    was = re.search(
        rf"\b(?:was|were|from|instead\s+of|not)\s+(?:\w+\s+){{0,2}}?{re.escape(old)}", n.text, re.I
    )
    if not old or _holds(o.text, new) or (_holds(n.text, old) and not was):
        return None
    return old, new


def _held_as(o: Statement, value: str) -> str:
    """``value`` as the card ``o`` writes it: a name the card gives in full ("Dr. Hollister"
    / "Dr. Bram Hollister", "Aurelio" / "Aurelio Sandoval"), as said, or the same value
    written otherwise ("14 Mar" / "14 March"); ``value`` itself when the card holds none."""
    words = _untitled(value).split()
    if words and all(w[:1].isupper() for w in words):
        full = [
            m.raw
            for m in o.values
            if m.kind == "name"
            and len(m.raw.split()) > len(words)
            and words in (m.raw.split()[-len(words) :], m.raw.split()[: len(words)])
        ]
        if len(full) == 1:
            return full[0]
    if _written_in(o.text, value):
        return value
    # Typed without its accents ("cafe lumen" of "Café Lumen"): as the card writes it.
    plain = plain_letters(o.text)
    if len(plain) == len(o.text):
        bare = re.search(rf"(?<![\w-]){re.escape(plain_letters(value))}(?![\w-])", plain, re.I)
        if bare is not None:
            return o.text[bare.start() : bare.end()]
    if len(words) >= 3:
        # One word more inside it ("St Mark's car park" / "St Mark's church car park"): the
        # same place, as the card writes it.
        loose = r"\s+(?:[\w'’-]+\s+)?".join(re.escape(w) for w in words)
        found = list(re.finditer(rf"(?<![\w-]){loose}(?![\w-])", o.text, re.I))
        if len(found) == 1:
            return found[0].group(0)
    named = mentions_of(value)
    if len(named) == 1 and named[0].raw.strip() == value.strip() and named[0].kind != "name":
        # A numbered thing is that thing's number, never a bare count of something else
        # ("room 3" is not the "three" of "miss three classes").
        held = [
            m.raw.rstrip(".,;")
            for m in o.values
            if _same_value(m, named[0])
            and (named[0].kind != "identifier" or m.kind == "identifier")
        ]
        return held[0] if len(held) == 1 else value
    return value
