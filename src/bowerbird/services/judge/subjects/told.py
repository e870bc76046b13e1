"""A change told in the card's own words ("has risen to …", "from the 1st …"): the
value said of the subject, without its aside.
"""

from __future__ import annotations

import re

from ...statement import MOVED_TO, Statement, read, verb_at
from ...text import STOPWORDS
from ..words import DAYPART, _alike, _extra_terms, _holds, _within
from .objects import _CHANGED_OBJECT, _object_is_the_cards

# Where a note's statement of a value ends and what it says about it begins: a dash, a
# semicolon, a bracket, a reason or a turn ("… is actually £19,200 - they added the fan").
_SAID_ABOUT_IT = re.compile(r"\s+[-–—]\s+|;\s*|\s*\(|,?\s+(?:because|since|so|which|but)\b", re.I)


# When a change holds from: its date is no value of the statement it changes.
# ("From" or "since" only opening the note: "moved from 3.2" names an old value.)
# When a change holds from, said after its new value ("to £96 from the summer term",
# "… as of next month"): no word of what is changed.
_FROM_WHEN = (
    r"(?:\b(?:from|as\s+of|starting(?:\s+from)?|effective(?:\s+from)?|beginning)\s+"
    r"(?:(?:the|next|this|[\w'’]+)\s+){0,3}?(?:term|month|week|year|season|spring|summer|"
    r"autumn|fall|winter|january|february|march|april|may|june|july|august|september|"
    r"october|november|december)\W*)"
)
# A value told to have risen or fallen ("went up to", "has gone down to", "rose to").
_RISEN = re.compile(
    r"\b(?:went|gone|goes|go|put|bumped|knocked)\s+(?:\w+\s+)?(?:up|down)\s+to\b|"
    r"\b(?:rose|risen|rises|jumped|climbed|fell|fallen|dropped)\s+to\b",
    re.I,
)
# The occasion a change came with ("went up to £910 at the renewal", "4 hours since the
# new contract"): when it holds from, no word of what is changed.
_OCCASION = re.compile(
    r"\s*\b(?:at|after|since|with|from|under)\s+(?:the|our|their|its)\s+"
    r"(?:(?:last|latest|recent|new|next|annual|yearly)\s+)?(?:lease\s+|rent\s+|contract\s+)?"
    r"(?:renewal|review|agm|contract|audit|inspection|reshuffle|restructure|reorg)\b",
    re.I,
)
# What a change says stays as it was ("switched to wednesdays, same time and place",
# "everything else unchanged"): none of it a word of the slot.
_UNCHANGED = re.compile(
    r"[,;]?\s*(?:(?:at\s+)?(?:the\s+)?same\s+(?:time|place|venue|room|price|slot|hours?)"
    r"(?:\s*(?:and|,|&)\s*(?:the\s+)?(?:same\s+)?(?:time|place|venue|room|price|slot|hours?))*|"
    r"(?:everything|all)\s+else\s+(?:is\s+)?(?:unchanged|the\s+same|as\s+before)|"
    r"otherwise\s+(?:unchanged|the\s+same|as\s+before))\b",
    re.I,
)
_HOLDS_FROM = re.compile(
    r"(?:\b(?:as\s+of|starting|effective|beginning)|^\W*(?:from|since))\s+"
    r"(?:[\w'’]+\s+){0,2}$",
    re.I,
)


# Words that may open a clause's subject ("the staff asked for it"); other little words
# join what follows to the statement ("and …", "which …", "for …").
_OPENS_A_SUBJECT = frozenset("the a an our my their his her its this that these those".split())


def _without_aside(text: str, value: str) -> str:
    """``text`` without what follows its ``value`` as a clause of its own (", owner wants the
    new puzzle chain in": why, or something else, not the statement), and without a "new"
    that opens it ("new council tax: £171 a month" says it is a change, not what of)."""
    text = re.sub(r"^\s*(?:the\s+)?new\s+(?=[\w'’ -]{2,40}?(?::|\s+is\b))", "", text, flags=re.I)
    at = text.lower().find(value.lower())
    if at < 0:
        return text
    for comma in re.finditer(r",\s+", text[at:]):
        words = [w.lower() for w in re.findall(r"[\w'’-]+", text[at + comma.end() :])]
        verb = verb_at(words)
        if (
            verb is not None
            and 1 <= verb <= 3
            and (words[0] not in STOPWORDS or words[0] in _OPENS_A_SUBJECT)
        ):
            return text[: at + comma.start()]
    return text


def _told_in_its_words(
    note: Statement, card: Statement, value: str, slot: frozenset[str] = frozenset()
) -> bool:
    """Whether the note states ``value`` in the card's own words: the piece of the note
    that holds it (its cue aside, and before any reason or aside) says a word the card says
    and none it lacks ("Correction: Parlo 3.20 ships on 25 June." of "Parlo 3.20, … is due
    to ship on 18 June, adds …"). Then the slot is named by the card's words, and which
    value the note replaces is read as surely as if it named it. ``slot``: words that name
    the old value's place in the card (its end of a range: "opens"), no words it lacks."""
    pieces = [p for p in _SAID_ABOUT_IT.split(note.text) if p and _holds(p, value)]
    if len(pieces) != 1:
        return False
    text = _UNCHANGED.sub("", _OCCASION.sub("", _without_aside(pieces[0], value)))
    piece = read(text)
    # A change told with who made it ("The council bumped the 24/0113 committee hearing to
    # 26 March."): the statement is the thing changed, which the card says, and its new
    # value, with nothing said after it (a part of the day at most: "to Monday evenings").
    changed = _CHANGED_OBJECT.search(text)
    by_object = (
        changed is not None
        and re.search(
            rf"{re.escape(value)}\W*(?:{DAYPART}|now|instead)?\W*{_FROM_WHEN}?$", text, re.I
        )
        is not None
        and _object_is_the_cards(piece, card, changed)
    )
    # Nor a value the card lacks beside the new one ("now reset every 3rd thursday" of
    # "every second Monday": the 3rd is told too), save when the change holds from ("As of
    # 1 September, …") or in the thing changed ("its weekly meeting").
    others = frozenset(
        m.key
        for m in piece.values
        if m.kind != "name"  # (a name is a word: the words' test below)
        and not _holds(value, m.raw)
        and not _HOLDS_FROM.search(text[: m.start])
        # (Nor "from april" after the new value: "£171 a month from april".)
        and not (
            m.kind in ("date", "month", "day")
            and re.search(r"\b(?:from|since)\s+(?:the\s+)?$", text[: m.start], re.I)
            and 0 <= text.lower().find(value.lower()) < m.start
        )
        and not (by_object and changed and changed.start("what") <= m.start < changed.end())
    )
    if not _within(others, card.value_keys):
        return False
    shared = {t for t in piece.terms if any(_alike(t, u) for u in card.terms)}
    # (The value's own words are no words of the statement: "friday mornings"; and a verb
    # may double its last letter where the card's does not: "pinned" / "pins".)
    theirs = {t.rstrip("s") for t in card.terms}
    # (Nor is the verb that tells the move: "has been relocated to room B231".)
    moving = MOVED_TO.search(text)
    risen = _RISEN.search(text)  # (nor the verb that tells a rise: "rent went up to £910")
    extra = {
        t
        for t in _extra_terms(piece, card)
        - read(value).terms
        - (read(moving["verb"]).terms if moving else set())
        - (set(re.findall(r"[a-z]+", risen.group(0).lower())) if risen else set())
        - slot
        if not (len(t) == 4 and t[-1] == t[-2] and t[:-1] in theirs)
    }
    return by_object or (bool(shared) and not extra)
