"""Whether a value of a card stands on its own, so that swapping it alone says only what was
said: not shared by a subject of two, not one of a list, not part of an address, not said
with a phrase of its own beside it, not one end of a range, not a weekday beside its date.
Asked only by ``derive``.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ..mentions import VERBS
from ..mentions import mentions as mentions_of
from ..statement import Statement, read
from ..text import STOPWORDS, stem_set
from .guards import (
    _NAMING_KINDS,
    _WHEN,
)
from .phrasing import (
    _ends_with_kind,
    _starts_with_kind,
    _unnamed,
)
from .values import _ENDS, _RANGE_END, _STARTS_VERB
from .words import _alike, _holds, _written_in


def _of_the_old(note: str, before: str, phrase: str) -> bool:
    """Whether ``note`` says ``phrase`` right after the old value ``before`` ("from Hilary
    Mott at Pryce & Lowe"): then it is said of the old value, not of the new."""
    last = before.split()[-1] if before.split() else before
    opening = " ".join(phrase.split()[:2])  # "at Pryce": where it starts
    return (
        re.search(rf"(?<![\w-]){re.escape(last)}\s*,?\s*{re.escape(opening)}(?![\w-])", note, re.I)
        is not None
    )


_PREPOSITIONS = frozenset("with at in for via by on near under from".split())


_MEMBER = r"[\w'’-]+(?:\.\w+)*"


_JOIN = r"\s*(?:,|\band\b|\bor\b|&)\s*"


def _members(phrase: str) -> set[str]:
    return {m.lower() for m in re.split(_JOIN, phrase) if m}


def _list_rewritten(
    new: Statement, before: str, after: str, left: str, right: str
) -> tuple[str, str] | None:
    """(the card's list, the note's) when the note says the card's list with ``after`` in
    the place of ``before`` in an order of its own ("1.23 and 1.24" for "1.22 and 1.23");
    None otherwise."""
    head = re.search(rf"(?:{_MEMBER}{_JOIN})+$", left)
    tail = re.match(rf"(?:{_JOIN}{_MEMBER})+", right)
    if not (head or tail) or " " in before.strip() or " " in after.strip():
        return None
    card = (head.group(0) if head else "") + before + (tail.group(0) if tail else "")
    members = _members(card)
    want = (members - {before.lower()}) | {after.lower()}
    if len(want) != len(members):
        return None
    for said in re.finditer(rf"(?<![\w.-]){_MEMBER}(?:{_JOIN}{_MEMBER})+", new.text):
        if _members(said.group(0)) == want:
            return card, said.group(0)
    return None


def _list_said(new: Statement, after: str, left: str, right: str) -> bool:
    """Whether the note says the card's whole list with the new value in the old one's
    place ("Wednesdays and Fridays" for the card's "Tuesdays and Fridays"): the list is the
    note's own words then, not a member swapped alone."""
    head = re.search(r"(?:[\w'’-]+\s*(?:,|\band|\bor|&)\s*)+$", left)
    tail = re.match(r"(?:\s*(?:,|\band\b|\bor\b|&)\s*[\w'’-]+)+", right)
    if not (head or tail):
        return False
    phrase = (head.group(0) if head else "") + after + (tail.group(0) if tail else "")
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", new.text, re.I) is not None


def _not_its_own(
    old: Statement, new: Statement, before: str, left: str, right: str, respelt: bool = False
) -> bool:
    """Whether the card's old value is not a value on its own, so swapping it alone would
    say something nobody said: shared by a subject of two ("Alice and Bob sit at desk
    4.12", "Both the API and the worker use…"), one of a list ("lb-1 and lb-12"), part of an
    address ("Unit 4, Marina Point, Cork"), said with a phrase of its own beside it ("Dave
    Hughes, who fixed the boiler", "ci-03, managed by Dana", "Hall B, second floor"), one
    end of a range ("10 am to 2 pm"), or a weekday beside its date ("Friday, May 8")."""
    words = old.text.split()
    first_verb = next((i for i, w in enumerate(words) if w.lower().strip(",.;") in VERBS), None)
    if first_verb is not None:
        subject = " ".join(words[:first_verb])
        shared = len(subject) <= len(left) and re.search(
            r"\b(?:and|both|as well as)\b", _unnamed(old, subject), re.I
        )
        # Unless the note names every one of them ("a car and driver costs £41"), or the
        # value is said in a clause of the last one only, which the note names ("…, and the
        # liquid nitrogen course, which must be done within 4 weeks").
        if shared and not _all_said(old, new, subject) and not _last_one_said(subject, new):
            return True
    said_end = _ENDS.search(new.text) is not None
    said_start = _STARTS_VERB.search(new.text) is not None
    end_named, start_named = said_end and not said_start, said_start and not said_end
    # (As the card reads it: "3.45" alone is a version, in "3.45 start" a time.)
    kinds = (
        {m.kind for m in old.values if m.raw == before}
        or {m.kind for m in read(before).values}
        or {"name"}
    )
    # "At Whisker Lane Cat Rescue, Maureen runs…": an opening phrase, no list or address.
    opening = re.match(
        r"\s*(?:at|in|on|for|from|with|by|after|since|during)\b[^,]*,\s*$", left, re.I
    )
    # One of a list: a value of its kind right before or after, joined by "and"/","/"or".
    joined_before = re.search(r"(?:,|\b(?:and|or)|&)\s*$", left)
    # ("between 10:00 and 16:00" is a range, its end told below.)
    between = re.search(r"\bbetween\s+[^,;]{1,24}?\s+and\s*$", left, re.I)
    if (
        joined_before
        and not between
        and not opening
        and _ends_with_kind(left[: joined_before.start()], kinds)
    ):
        return True
    joined_after = re.match(r"\s*(?:,|\b(?:and|or)\b|&)\s*", right)
    opens_range = re.search(r"\bbetween\s+$", left, re.I) is not None
    if opens_range and not start_named:
        return True  # the start of "between 9 am and 5 pm", the note naming no start
    if joined_after and not opens_range and _starts_with_kind(right[joined_after.end() :], kinds):
        return True
    # A phrase of its own after a comma: an apposition, a participle or a relative clause
    # ("…, the project manager,", "…, managed by Dana", "…, who fixed…"). A clause with its
    # own subject ("…, the chair is Omar Sheikh") or a verb said of the subject ("…, needs
    # two referee letters") goes on about the card, not the value.
    aside = re.match(r"\s*,(?!\s*(?:and|but|so|then)\b)\s*([^,;.]*)", right)
    if aside and aside.group(1).strip() and not respelt:
        phrase = aside.group(1).split()
        first = phrase[0].lower()
        # ", every pupil brings…", ", the cake comes from…": a subject, then its verb.
        # (", she berths at Pier 2": a pronoun is a subject of its own, whatever follows.)
        own_subject = first in _SUBJECT_PRONOUNS or (
            first not in VERBS
            and first not in ("who", "which", "whose", "where")
            and any(
                w.lower() in VERBS
                or (w.endswith("s") and p.isalpha() and p.lower() not in STOPWORDS)
                for p, w in pairwise(phrase[:6])
            )
        )
        said_of_subject = (
            first in VERBS and not first.endswith(("ed", "ing", "en")) and first != "who"
        ) or (
            # A participle after an amount or a date is said of what costs or happens
            # ("costs £240 a year, paid by direct debit"), never of the number.
            before.lstrip("£$€")[:1].isdigit() and first.endswith(("ed", "ing"))
        )
        # ", Tuesday to Sunday" after "open 9 till 5": when it holds, said of the card
        # (so is anything after a range's end the note names: a number has no apposition).
        when = before.lstrip("£$€")[:1].isdigit() and (
            any(
                m.start == 0 and m.kind in ("day", "date", "month")
                for m in mentions_of(aside.group(1))
            )
            or (end_named and _RANGE_END.search(left) is not None)
        )
        # ", check-in on 8 April from 15:00", ", booking ref KY-77310": another attribute of
        # the card's list, named by a bare noun and given its own value — no apposition
        # (those open with an article, a name, a participle or "who").
        attribute = (
            phrase[0][:1].islower()
            and first not in STOPWORDS
            and first not in VERBS
            and not first.endswith(("ed", "ing"))
            # (a value after its noun: "second floor" is where, part of the old place)
            and any(m.kind != "name" and m.start > 0 for m in mentions_of(aside.group(1)))
            and not any(m.kind != "name" and m.start == 0 for m in mentions_of(aside.group(1)))
        )
        # ", first officer Priya Lal" after "Captain Nils Arden": another holder, named
        # after a role of its own, is the next item of a roster — no apposition of the old
        # holder's (those open with an article, "who" or a participle).
        holder = (
            phrase[0][:1].islower()
            and first not in STOPWORDS
            and first not in VERBS
            and not first.endswith(("ed", "ing"))
            and any(
                m.kind == "name" and m.start > 0 and m.end == len(aside.group(1).rstrip())
                for m in mentions_of(aside.group(1))
            )
        )
        # ", with 60x60 grey porcelain" after "starting 9 March": a day or a time has no
        # phrase of its own; what a preposition opens is said of the card.
        # (Nor has it another time beside it: ", 3:15-4:15, in lab S2" after "on Mondays"
        # says when the card's event runs, whichever day it is.)
        of_the_card = kinds <= _WHEN and (
            first in _PREPOSITIONS
            or any(m.start == 0 and m.kind in _WHEN for m in mentions_of(aside.group(1)))
        )
        # (The note says the phrase beside its own new value: "Flat 41 at Wharf House, not
        # 14" of "Flat 14, Wharf House, key safe…" — the place is the note's as well.)
        restated = _holds(new.text, aside.group(1).strip()) and not _of_the_old(
            new.text, before, aside.group(1)
        )
        # (", keys at reception": a plural noun and where, a clause with its verb left out.)
        elliptic = (
            len(phrase) >= 3
            and phrase[0][:1].islower()
            and first.endswith("s")
            and not first.endswith("ss")
            and first not in STOPWORDS
            and first not in VERBS
            and phrase[1].lower() in _PREPOSITIONS
        )
        # (", 24 hours before each appointment": how long before or after, said of what
        # the card does, not of the value.)
        lead = any(
            not re.sub(r"^(?:an?|one)\s+", "", aside.group(1)[: m.start], flags=re.I)
            and m.kind in ("duration", "every:duration")  # ("an hour before": no rate)
            and re.match(r"\s*(?:before|after|ahead|prior)\b", aside.group(1)[m.end :], re.I)
            for m in mentions_of(aside.group(1))
        )
        if not (
            own_subject
            or said_of_subject
            or when
            or lead
            or attribute
            or holder
            or of_the_card
            or restated
            or elliptic
        ):
            return True
    measured = not kinds & (_NAMING_KINDS | {"number"})  # "20kg" is in no address
    # (A time after its date is no part of an address: "Wed 4 Feb, 3.45 start".)
    if (
        re.search(r"[A-Z0-9][\w'’.-]*\s*,\s*$", left)
        and not opening
        and not measured
        and not kinds <= _WHEN
    ):
        return True  # "Suite 210, Harbor Medical Center": a part of an address
    # One end of a range, unless the note's verb names that end ("closes at 6 pm instead
    # of 5" of "open 9 till 5"): the rejected value was found at that end, so the swap
    # says what the note said of it.
    if (
        re.match(r"\s*(?:[-–—]|to\b|until\b|till\b)\s*[\w£$€]", right, re.I)
        and mentions_of(right[:24])
        and not start_named
    ):
        return True  # the start of a range
    # Where something goes, then when ("goes to the Brookfield day centre on Tuesdays", "goes
    # to Castleford Dental Lab and is collected on Fridays"): the when was said of going to
    # the old place, and the note says nothing of when at the new one.
    # (To the end of its clause: ", and Ines reads them every morning" has its own subject.)
    sentence = re.split(
        r"[.;](?!\d)|,\s*(?:and|but)\s+(?=[A-Z]|(?:she|he|they|we|i|it)\b)", right, maxsplit=1
    )[0]
    if (
        re.search(r"\bto\s+(?:the\s+)?$", left, re.I)
        and kinds <= {"name"}
        and any(m.kind in _WHEN or m.kind.startswith("every:") for m in mentions_of(sentence))
        and not any(m.kind in _WHEN or m.kind.startswith("every:") for m in new.values)
    ):
        return True
    # (A range's mark right after a value: "…mon & thu; coffee beans - " is a label's dash.)
    mark = _RANGE_END.search(left)
    tail = left[: mark.start()].rstrip()[-24:] if mark else ""
    ranged = any(m.end >= len(tail) - 1 for m in mentions_of(tail))
    if (ranged or (between and mentions_of(left[-24:]))) and not end_named:
        return True  # the end of a range
    day = any(m.kind == "day" for m in read(before).values)
    # (A clock time after it is no date: "Mondays, 3:15-4:15".)
    # (Nor a range of hours: "thurs 10-12" is open from 10 to 12, not the 10th; "Fri 12-14
    # March" is a date again.)
    hours = re.match(r"\s*\d{1,2}\s*[-–]\s*\d{1,2}\b(?!\s*[A-Za-z]{3})", right)
    return (
        day
        and not hours
        and bool(re.match(r"\s*,?\s*(?:\d{1,2}\b(?![:.]\d)|[A-Z][a-z]+\s+\d)", right))
    )


_SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "it", "they"})


def _last_one_said(subject: str, new: Statement) -> bool:
    """Whether ``subject`` ends in a relative clause of its last member (", and the liquid
    nitrogen course, which") and the note says that member's words."""
    last = re.search(
        r"(?:,\s*(?:and\s+)?|\band\s+|&\s*)(?:the\s+|a\s+|an\s+)?([^,;:]+?),?\s+(?:which|who)$",
        subject,
    )
    return last is not None and _holds(new.text, last.group(1).strip())


def _all_said(old: Statement, new: Statement, subject: str) -> bool:
    """Whether the note names each of the things a card's subject joins ("a car and driver
    costs …" / "a car and driver is £41"; not "Alice and Bob sit …" / "Bob moved …")."""
    names = [m.raw for m in old.values if m.kind == "name" and m.end <= len(subject)]
    if any(not _written_in(new.text, name) for name in names):
        return False
    joined = re.findall(r"(\w+)\s+(?:and|&)\s+(?:the\s+)?(\w+)", subject)
    said = new.terms
    return all(
        _written_in(new.text, word) or any(_alike(t, u) for t in stem_set([word]) for u in said)
        for pair in joined
        for word in pair
    )
